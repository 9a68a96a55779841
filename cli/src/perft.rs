//! `damas perft`: counts the move paths from a position, depth by depth.

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use damas_engine::{perft, perft_divide, Convention, Move};

use crate::args::{self, MAX_DEPTH};
use crate::Stop;

/// Counts move paths from the position, every depth from 1 to <depth>
///
/// Counts move paths from the position (the start position unless --fen is
/// given) for every depth from 1 to <depth> (1 to 30). Output, one line per
/// depth d:
///   <d> <count>
/// then one totals line for the deepest depth:
///   nodes <count> seconds <seconds> nps <nodes per second>
/// e.g. `nodes 3963680 seconds 0.181 nps 21898785`. <count> is the count at
/// <depth>; <seconds> is the wall time of that deepest count alone, with
/// exactly 3 decimals; nps is count / seconds rounded to a whole number (0
/// when no time could be measured).
/// With --divide, first one line per legal first move, in move-list order
/// (see moves), before the depth lines:
///   <move> <count>
/// <count> is the perft of the position after <move> at depth - 1; the
/// counts add up to the count at <depth>. <move> is the move text (11-15,
/// 22x15, or every landing square when two moves share both ends); under
/// --keep, routes that would print the same text print every landing
/// square. Move lines always contain `-` or `x`; depth and totals lines
/// never do.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// Count every depth from 1 to this one (1 to 30)
    #[arg(value_name = "depth", value_parser = clap::value_parser!(u32).range(1..=MAX_DEPTH))]
    depth: u32,
    /// Count from this position instead of the start
    #[arg(long, default_value = "start")]
    fen: String,
    /// Count captures that take the same pieces by different routes
    /// separately (the "keep" convention); the default merges them ("drop",
    /// the legal move list)
    #[arg(long)]
    keep: bool,
    /// First print one line per legal first move with its count
    #[arg(long)]
    divide: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Args { rule_set: args::RuleSet { variant }, depth, fen, keep, divide } = args;
    let pos = args::position(variant, &fen)?;
    let convention = if keep { Convention::Keep } else { Convention::Drop };

    let deepest = if divide {
        let started = Instant::now();
        let mut divided = perft_divide(&pos, depth, convention);
        let elapsed = started.elapsed();
        divided.sort_by_key(|(mv, _)| path_key(mv));
        let texts: Vec<String> = divided.iter().map(|(mv, _)| pos.move_text(mv)).collect();
        for (i, (mv, count)) in divided.iter().enumerate() {
            let shared = texts.iter().filter(|t| **t == texts[i]).count() > 1;
            let text = if shared { mv.full_text() } else { texts[i].clone() };
            writeln!(out, "{text} {count}")?;
        }
        out.flush()?;
        Some((divided.iter().map(|(_, c)| c).sum::<u64>(), elapsed))
    } else {
        None
    };
    for d in 1..depth {
        writeln!(out, "{d} {}", perft(&pos, d, convention))?;
        out.flush()?;
    }
    let (nodes, elapsed) = match deepest {
        Some(done) => done,
        None => {
            let started = Instant::now();
            let nodes = perft(&pos, depth, convention);
            (nodes, started.elapsed())
        }
    };
    writeln!(out, "{depth} {nodes}")?;
    writeln!(out, "nodes {nodes} seconds {:.3} nps {}", elapsed.as_secs_f64(), nps(nodes, elapsed))?;
    Ok(ExitCode::SUCCESS)
}

fn nps(nodes: u64, elapsed: Duration) -> u64 {
    let seconds = elapsed.as_secs_f64();
    if seconds > 0.0 {
        (nodes as f64 / seconds).round() as u64
    } else {
        0
    }
}

/// Sort key of the move lists: the square numbers along the path.
pub fn path_key(mv: &Move) -> Vec<u8> {
    mv.path().iter().map(|s| s.number()).collect()
}

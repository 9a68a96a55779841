//! `damas best`: the engine's move in a position, with its thinking.

use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use damas_engine::search::{Info, Level, Limits, Searcher, StdClock};
use damas_engine::{Game, Move, Position};

use crate::args::{self, RuleSetAndFen};
use crate::Stop;

/// Transposition table of every search: 2^20 entries (16 MiB).
pub const TABLE_BITS: u32 = 20;

/// Searches a position and prints the engine's move, with its thinking
///
/// Searches the position and prints, after each finished depth,
///   info depth <d> score <score> nodes <nodes> pv <move>...
/// then one last line
///   bestmove <move>
/// <score> is for the side to move, in hundredths of a man (a man is 100);
/// a win in n plies scores 30000 - n, a loss in n plies -(30000 - n).
/// <nodes> counts from the start of the search. The pv is the expected
/// line, best move first. Moves are written as play reads them: 11-15,
/// 22x15, every landing square only when two captures share both ends.
/// bestmove is the first pv move of the last info line. A position with no
/// legal move prints no info line and `bestmove none`, with status 0.
/// One limit at most: --level, --depth or --movetime.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    position: RuleSetAndFen,
    /// A computer opponent of the app: domador, motorista, carcereiro or
    /// empresario (any letter case, with or without the accent); the
    /// default is empresario (about one second). A level plays as in the app: the opening
    /// book and endgame tables of engine/data where the level uses them
    /// (Empresário), the learned evaluation of the rule set's family, the
    /// level's contempt
    #[arg(long, value_name = "NAME", value_parser = args::level, group = "limit")]
    level: Option<Level>,
    /// Search N plies (1 to 99), and to the end of the captures
    #[arg(long, value_name = "N", value_parser = args::search_depth(), group = "limit")]
    depth: Option<u32>,
    /// Think MS milliseconds (1 to 3600000)
    #[arg(long, value_name = "MS", value_parser = args::movetime(), group = "limit")]
    movetime: Option<u64>,
    /// Chooses among the moves a level finds equally good: the same seed,
    /// the same move, unless the level's time limit cut the search
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Probes these endgame tables (damas endgame build); a won ending
    /// scores 20000 less the plies to it and to its conversion
    /// (docs/ENDGAMES.md)
    #[arg(long, value_name = "FILE")]
    endgame: Option<String>,
    /// A level with the search and the hand-set evaluation alone
    #[arg(long)]
    plain: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Args { position, level, depth, movetime, seed, endgame, plain } = args;
    let variant = position.rule_set.variant;
    // A level plays as the app ships it, unless --plain.
    let mut shipped_level = None;
    let limits = if let Some(depth) = depth {
        Limits { seed, ..Limits::depth(depth) }
    } else if let Some(ms) = movetime {
        Limits { seed, ..Limits::movetime(ms) }
    } else {
        let level = level.unwrap_or(Level::Empresario);
        shipped_level = Some(level).filter(|_| !plain);
        level.limits(seed)
    };
    let pos = position.position()?;

    let game = Game::from_position(pos);
    let stop = AtomicBool::new(false);
    let mut failed: Option<io::Error> = None;
    let mut searcher = Searcher::new(TABLE_BITS);
    if let Some(level) = shipped_level {
        crate::shipped::play_level(&mut searcher, &crate::shipped::knowledge(variant), variant, level);
    }
    if let Some(path) = endgame {
        searcher.set_endgame(Some(crate::shipped::load_endgame(variant, &path)?));
    }
    let result = searcher.search(&game, &limits, &StdClock::start(), Some(&stop), &mut |info| {
        if failed.is_some() {
            return;
        }
        // Each depth is shown as soon as it is done; a closed output ends
        // the search.
        if let Err(e) = write_info(out, &pos, info).and_then(|()| out.flush()) {
            failed = Some(e);
            stop.store(true, Ordering::Relaxed);
        }
    });
    if let Some(e) = failed {
        return Err(Stop::Io(e));
    }
    match result.best {
        Some(mv) => writeln!(out, "bestmove {}", pos.move_text(&mv))?,
        None => writeln!(out, "bestmove none")?,
    }
    Ok(ExitCode::SUCCESS)
}

/// `info depth <d> score <s> nodes <n> pv <move>...`
fn write_info(out: &mut impl Write, pos: &Position, info: &Info) -> io::Result<()> {
    let pv = line_text(pos, &info.pv).join(" ");
    writeln!(out, "info depth {} score {} nodes {} pv {pv}", info.depth, info.score, info.nodes)
}

/// The texts of the moves of a line from `pos`, each written in the position
/// where it is played.
pub fn line_text(pos: &Position, line: &[Move]) -> Vec<String> {
    let mut pos = *pos;
    line.iter()
        .map(|mv| {
            let text = pos.move_text(mv);
            pos.play_unchecked(mv);
            text
        })
        .collect()
}

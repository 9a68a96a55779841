//! `damas bench`: the files and the measure the search's work is judged
//! by. `openings` writes a balanced opening set (for `damas sprt`),
//! `positions` a fixed set of middlegame positions from engine play, and
//! `depth` measures how deep a player gets in a fixed time on those
//! positions.

use std::io::Write;
use std::process::ExitCode;

use damas_engine::search::{Clock, Info, Limits, NoClock, Searcher, StdClock};
use damas_engine::{Game, Position};
use rand::RngExt;

use crate::duel::Contender;
use crate::openings::{self, BenchSet, Choice};
use crate::seeded;
use crate::{args, Stop};

#[derive(clap::Subcommand)]
pub enum Command {
    Openings(OpeningsArgs),
    Positions(PositionsArgs),
    Depth(DepthArgs),
}

/// Writes a balanced opening set for `damas sprt`
///
/// Every line of --plies K plies from the start position that leaves the
/// game open and reaches a position of its own is searched by a plain
/// search (the hand-set terms, no book nor tables) to --depth D; the lines
/// whose score is within --margin M hundredths of a man of level are kept,
/// shuffled by --seed S, at most --count N. Deterministic: the same
/// arguments write the same file. Output (save it as
/// bench/openings/<rule-set>.txt): `#` lines naming the command, then one
/// opening a line, its moves separated by spaces, then `# score <s>`.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct OpeningsArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// Plies of each opening, 1 to 4
    #[arg(long, value_name = "K", default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..=4))]
    plies: u64,
    /// Depth of the search that scores each opening
    #[arg(long, value_name = "D", default_value_t = 8, value_parser = args::search_depth())]
    depth: u32,
    /// Kept within this many hundredths of a man of level
    #[arg(long, value_name = "M", default_value_t = 20, value_parser = clap::value_parser!(u32).range(0..=100))]
    margin: u32,
    /// Orders the kept openings
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// At most N openings
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    count: u64,
}

/// Writes a fixed set of middlegame positions from engine play
///
/// From each opening of the rule set's opening set (bench/openings), in
/// order, a plain depth-6 search (the hand-set terms) with a variety of 10
/// hundredths of a man (seeded by --seed S and the opening's number) plays
/// both sides; the first position from --plies P plies on (opening
/// included; default 20 on 8x8 boards, 30 on 10x10) with no capture
/// pending is kept, if the game is still on, until --count N positions. Output (save it as
/// bench/positions/<rule-set>.txt): `#` lines naming the command, then one
/// FEN a line.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct PositionsArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// Seeds the players' choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Positions wanted
    #[arg(long, value_name = "N", default_value_t = 16, value_parser = clap::value_parser!(u64).range(1..=1000))]
    count: u64,
    /// The first ply a position may be taken at
    #[arg(long, value_name = "P", value_parser = clap::value_parser!(u64).range(1..=300))]
    plies: Option<u64>,
}

/// Measures the depth a player reaches in a fixed time
///
/// Searches each position of --positions FILE (default:
/// bench/positions/<rule-set>.txt) for --movetime MS (default 1000) with
/// --player P (default empresario, as the app plays it; any player of
/// `match`, e.g. empresario+lmr2), the searcher cleared before each; with
/// --depth D, to depth D instead (the same nodes on every machine: the
/// nodes/s of two builds compare at equal work). One line a position:
///   position <i> depth <d> nodes <n> nps <r> ebf <b> ms <t>
/// <d> is the last finished depth; <n> every node searched, the unfinished
/// depth's included; <r> nodes a second of the whole search; <b> the
/// effective branching factor, the nodes of the finished depths to the
/// power 1/<d>; <t> the milliseconds the search took. Then the medians of
/// each column:
///   median depth <d> nodes <n> nps <r> ebf <b> ms <t>
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct DepthArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// Milliseconds a position
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = args::movetime())]
    movetime: u64,
    /// Searches each position to this depth, without a time limit
    #[arg(long, value_name = "D", value_parser = args::search_depth(), conflicts_with = "movetime")]
    depth: Option<u32>,
    /// One FEN a line (default: bench/positions/<rule-set>.txt)
    #[arg(long, value_name = "FILE")]
    positions: Option<String>,
    /// The player measured, as for `match`
    #[arg(long, value_name = "P", default_value = "empresario")]
    player: String,
    /// A transposition table of 2^B entries of 16 bytes (default: the
    /// CLI's, 2^20)
    #[arg(long, value_name = "B", value_parser = clap::value_parser!(u32).range(8..=28))]
    table_bits: Option<u32>,
}

pub fn run(command: Command, out: &mut impl Write) -> Result<ExitCode, Stop> {
    match command {
        Command::Openings(args) => write_openings(args, out),
        Command::Positions(args) => write_positions(args, out),
        Command::Depth(args) => depth(args, out),
    }
}

fn write_openings(args: OpeningsArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let choice = Choice {
        plies: args.plies as usize,
        depth: args.depth,
        margin: args.margin as i32,
        seed: args.seed,
        count: args.count as usize,
    };
    let (kept, scored) = openings::choose(args.rule_set.variant, &choice);
    let header = format!(
        "damas bench openings {} --plies {} --depth {} --margin {} --seed {} --count {}\n\
         {} of {scored} distinct lines within the margin",
        args.rule_set.variant.id(),
        args.plies,
        args.depth,
        args.margin,
        args.seed,
        args.count,
        kept.len()
    );
    openings::write(args.rule_set.variant, &header, &kept, out)?;
    Ok(ExitCode::SUCCESS)
}

/// The shipped position set of a rule set.
fn write_positions(args: PositionsArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let variant = args.rule_set.variant;
    let set = openings::read(variant, &openings::default_path(BenchSet::Openings, variant))?;
    let start = Position::start(variant);
    let first_ply = args
        .plies
        .map_or(if variant.size() == damas_engine::BoardSize::Ten { 30 } else { 20 }, |p| p as usize);
    let mut searcher = Searcher::new(crate::best::TABLE_BITS);
    writeln!(
        out,
        "# damas bench positions {} --seed {} --count {} --plies {first_ply}",
        variant.id(),
        args.seed,
        args.count
    )?;
    let mut found = 0;
    for (i, opening) in set.iter().enumerate() {
        if found == args.count {
            break;
        }
        let mut rng = seeded::stream(args.seed, i as u64);
        let mut game = Game::from_position(start);
        for mv in opening {
            game.play(mv).map_err(|e| Stop::Usage(format!("opening {}: {e}", i + 1)))?;
        }
        searcher.clear();
        while game.outcome().is_none() && (game.moves().len() < first_ply || game.position().must_capture()) {
            let limits = Limits { variety: 10, seed: rng.random::<u64>(), ..Limits::depth(6) };
            let Some(mv) = searcher.search(&game, &limits, &NoClock, None, &mut |_| {}).best else { break };
            game.play(&mv).map_err(|e| Stop::Usage(format!("the engine chose {mv}: {e}")))?;
        }
        if game.outcome().is_none() {
            writeln!(out, "{}", game.position().to_fen())?;
            found += 1;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// What one timed search reached.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reach {
    /// The last finished depth.
    pub depth: f64,
    /// Every node searched.
    pub nodes: f64,
    pub nodes_per_second: f64,
    /// Nodes of the finished depths to the power 1/depth.
    pub branching: f64,
    /// The time the search took.
    pub milliseconds: f64,
}

impl Reach {
    /// From the search's reports (those of the finished depths count),
    /// the nodes of the whole search and its time.
    pub fn of(infos: &[Info], nodes: u64, elapsed_ms: u64) -> Reach {
        let last = infos.iter().rev().find(|i| i.complete);
        let depth = last.map_or(0, |i| i.depth);
        let finished_nodes = last.map_or(0, |i| i.nodes);
        Reach {
            depth: depth as f64,
            nodes: nodes as f64,
            nodes_per_second: nodes as f64 * 1000.0 / elapsed_ms.max(1) as f64,
            branching: if depth == 0 { 0.0 } else { (finished_nodes as f64).powf(1.0 / depth as f64) },
            milliseconds: elapsed_ms as f64,
        }
    }

    /// The median of each column (of the two middle values for an even
    /// count).
    pub fn medians(reaches: &[Reach]) -> Reach {
        let median = |column: fn(&Reach) -> f64| {
            let mut values: Vec<f64> = reaches.iter().map(column).collect();
            values.sort_by(f64::total_cmp);
            match values.len() {
                0 => 0.0,
                n if n % 2 == 1 => values[n / 2],
                n => (values[n / 2 - 1] + values[n / 2]) / 2.0,
            }
        };
        Reach {
            depth: median(|r| r.depth),
            nodes: median(|r| r.nodes),
            nodes_per_second: median(|r| r.nodes_per_second),
            branching: median(|r| r.branching),
            milliseconds: median(|r| r.milliseconds),
        }
    }

    fn text(&self) -> String {
        format!(
            "depth {} nodes {:.0} nps {:.0} ebf {:.2} ms {:.0}",
            self.depth, self.nodes, self.nodes_per_second, self.branching, self.milliseconds
        )
    }
}

fn depth(args: DepthArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let variant = args.rule_set.variant;
    let path = args.positions.unwrap_or_else(|| openings::default_path(BenchSet::Positions, variant));
    let positions = crate::duel::read_fens(variant, &path)?;
    let player = Contender::parse(&args.player, variant)?;
    let mut searcher: Searcher = player.searcher(variant);
    if let Some(bits) = args.table_bits {
        searcher.set_table_bits(bits);
    }
    let mut reaches = Vec::with_capacity(positions.len());
    for (i, pos) in positions.iter().enumerate() {
        searcher.clear();
        let game = Game::from_position(*pos);
        let mut infos = Vec::new();
        let limits = Limits {
            seed: 1,
            features: player.features(),
            ..args.depth.map_or(Limits::movetime(args.movetime), Limits::depth)
        };
        let clock = StdClock::start();
        let result = searcher.search(&game, &limits, &clock, None, &mut |info| infos.push(info.clone()));
        let reach = Reach::of(&infos, result.nodes, clock.elapsed_ms());
        writeln!(out, "position {} {}", i + 1, reach.text())?;
        out.flush()?;
        reaches.push(reach);
    }
    writeln!(out, "median {}", Reach::medians(&reaches).text())?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    fn info(depth: u32, nodes: u64) -> Info {
        Info { depth, complete: true, score: 0, nodes, elapsed_ms: 0, pv: Vec::new() }
    }

    #[test]
    fn the_reach_of_a_search_is_its_last_finished_depth_and_the_root_of_its_nodes() {
        // Depth 4 finished after 10 000 nodes, 25 000 in all in half a second.
        // Depth 5 stopped by the time after its first move: not finished.
        let stopped = Info { complete: false, ..info(5, 20_000) };
        let reach =
            Reach::of(&[info(1, 10), info(2, 100), info(3, 1_000), info(4, 10_000), stopped], 25_000, 500);
        assert_eq!(
            (reach.depth, reach.nodes, reach.nodes_per_second, reach.milliseconds),
            (4.0, 25_000.0, 50_000.0, 500.0)
        );
        assert!((reach.branching - 10.0).abs() < 1e-9, "{reach:?}");
        // No depth finished: depth 0, no branching factor.
        let none = Reach::of(&[], 700, 0);
        assert_eq!((none.depth, none.branching, none.nodes_per_second), (0.0, 0.0, 700_000.0));
    }

    #[test]
    fn the_medians_are_taken_column_by_column() {
        let reach = |depth: f64, nodes: f64, nps: f64, ebf: f64| Reach {
            depth,
            nodes,
            nodes_per_second: nps,
            branching: ebf,
            milliseconds: nodes * 2.0,
        };
        let odd = [reach(10.0, 5.0, 3.0, 3.5), reach(12.0, 1.0, 2.0, 3.9), reach(11.0, 9.0, 1.0, 3.1)];
        assert_eq!(Reach::medians(&odd), reach(11.0, 5.0, 2.0, 3.5));
        let even = [reach(10.0, 4.0, 1.0, 3.0), reach(13.0, 2.0, 2.0, 4.0)];
        assert_eq!(Reach::medians(&even), reach(11.5, 3.0, 1.5, 3.5));
    }

    #[test]
    fn every_shipped_position_set_reads_and_holds_middlegame_positions() {
        for variant in Variant::ALL {
            let text = std::fs::read_to_string(openings::default_path(BenchSet::Positions, variant)).unwrap();
            let positions: Vec<Position> = text
                .lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .map(|l| args::position(variant, l).unwrap())
                .collect();
            assert!(positions.len() >= 8, "{}", variant.id());
            assert!(positions.iter().all(|p| !p.legal_moves().is_empty()), "{}", variant.id());
        }
    }
}

//! `damas sprt`: game pairs between two engine players from a balanced
//! opening set, on several threads, until a sequential test tells whether b
//! gains on a (or the pair limit is reached).

mod log;
mod stats;

use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Mutex};

use damas_engine::search::Limits;
use damas_engine::{Color, Move, Position, Variant};
use rand::RngExt;

use crate::duel::{play_game, Contender};
use crate::files::CannotRead;
use crate::openings::{self, BenchSet};
use crate::seeded::{self, Seeded};
use crate::{args, Stop};

use log::{LogWriter, PairRecord, Played};
use stats::{Decision, Pentanomial, Sprt};

/// The most pairs a run may play.
const MAX_PAIRS: u64 = 1_000_000;

/// Runs a sequential test (SPRT) between two engine players
///
/// Plays game pairs between players a and b (as for `match`: a level,
/// depth=N, movetime=MS or nodes=N, with extras such as a search feature:
/// `empresario` against `empresario+lmr2`, or +features=lmr2,aspiration).
/// Pair i plays opening i of the opening set (cycling when the set is
/// shorter) twice, a with White then b with White. --nodes N gives both
/// players N nodes a move, drawn afresh each move within ±10 % by the
/// seeded ChaCha8 generator (so that an opening met again is played
/// differently); --movetime MS gives them MS milliseconds. Pairs are played on --threads T
/// threads (default: the cores less one), each with its own two searchers,
/// cleared between games.
///
/// After every pair the pentanomial counts (pairs by a's points over the
/// pair: 0, 1/2, 1, 3/2, 2) give b's Elo over a with its 95 % bounds and the
/// log-likelihood ratio of H1 (elo >= --elo1) to H0 (elo <= --elo0), by the
/// GSPRT with error rates --alpha and --beta; the run stops when the LLR
/// leaves its bounds or after --max-pairs pairs. One line a pair:
///   pairs <n> games <w>-<d>-<l> penta <c0>,<c1>,<c2>,<c3>,<c4> elo <e> [<lo>, <hi>] llr <x> [<lower>, <upper>]
/// w-d-l are b's wins, draws and losses; the Elo is written as by the
/// tally of `arena` (+12.3 [-4.5, +29.0]; `-` before two pairs, no
/// interval when every pair scored alike); then the last line:
///   result <H0 accepted|H1 accepted|no decision> pairs <n> elo <e> [<lo>, <hi>] llr <x>
/// --log FILE appends each finished pair to FILE; a run given a log of the
/// same match (same rule set, players, limit, openings, seed and
/// generator: the header names them) continues where it stopped, nothing
/// counted twice.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// Player a, the reference (as for `match`)
    #[arg(value_name = "a")]
    a: String,
    /// Player b, the one tested
    #[arg(value_name = "b")]
    b: String,
    /// N nodes a move, ±10 % (the players' own limits otherwise)
    #[arg(long, value_name = "N", value_parser = args::nodes(), conflicts_with = "movetime")]
    nodes: Option<u64>,
    /// MS milliseconds a move
    #[arg(long, value_name = "MS", value_parser = args::movetime())]
    movetime: Option<u64>,
    /// The opening set (default: bench/openings/<rule-set>.txt)
    #[arg(long, value_name = "FILE")]
    openings: Option<String>,
    /// Threads playing pairs (default: the cores less one, at least one)
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u64).range(1..=256))]
    threads: Option<u64>,
    /// H0: b gains at most this many Elo
    #[arg(long, value_name = "ELO", default_value_t = 0.0, allow_negative_numbers = true)]
    elo0: f64,
    /// H1: b gains at least this many Elo
    #[arg(long, value_name = "ELO", default_value_t = 10.0, allow_negative_numbers = true)]
    elo1: f64,
    /// The chance of accepting H1 when H0 holds
    #[arg(long, value_name = "P", default_value_t = 0.05, value_parser = probability)]
    alpha: f64,
    /// The chance of accepting H0 when H1 holds
    #[arg(long, value_name = "P", default_value_t = 0.05, value_parser = probability)]
    beta: f64,
    /// Stops after this many pairs without a decision
    #[arg(long, value_name = "N", default_value_t = 20_000, value_parser = clap::value_parser!(u64).range(1..=MAX_PAIRS))]
    max_pairs: u64,
    /// Seeds the node limits and the levels' choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Appends every finished pair to FILE and resumes from it
    #[arg(long, value_name = "FILE")]
    log: Option<String>,
}

fn probability(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(p) if p > 0.0 && p < 0.5 => Ok(p),
        _ => Err(format!("must be a number above 0 and below 0.5, not '{}'", args::snippet(text))),
    }
}

/// What one pair needs: the players, the openings, the per-move limit.
struct Setting {
    variant: Variant,
    players: [Contender; 2],
    openings: Vec<Vec<Move>>,
    nodes: Option<u64>,
    movetime: Option<u64>,
    seed: u64,
}

impl Setting {
    /// The opening of pair `pair` (from 1), its index from 1.
    fn opening_of(&self, pair: u64) -> usize {
        ((pair - 1) % self.openings.len() as u64) as usize + 1
    }

    /// The limits of player `who`'s next move, drawn from `rng`.
    fn limits(&self, who: usize, rng: &mut Seeded) -> Limits {
        let seed = rng.random::<u64>();
        let mut limits = self.players[who].limits(seed, self.movetime);
        if let Some(n) = self.nodes {
            limits.nodes = jittered(n, rng.random::<u64>());
            limits.movetime_ms = None;
        }
        limits
    }

    /// The limit's part of the log's header.
    fn limit_name(&self) -> String {
        match (self.nodes, self.movetime) {
            (Some(n), _) => format!("nodes={n}"),
            (None, Some(ms)) => format!("movetime={ms}"),
            (None, None) => "own-limits".into(),
        }
    }

    /// The first line of the run's log, naming all that makes two runs
    /// the same match: the rule set, the players, the limit, the opening
    /// file, the seed and the generator that draws from it.
    fn log_header(&self, openings_file: &str) -> String {
        format!(
            "# damas sprt {} a {} b {} {} openings {openings_file} seed {} generator {}",
            self.variant.id(),
            self.players[0].name(),
            self.players[1].name(),
            self.limit_name(),
            self.seed,
            seeded::GENERATOR
        )
    }
}

/// `n` moved by up to ±10 % by `draw`.
fn jittered(n: u64, draw: u64) -> u64 {
    let spread = n / 10;
    (n - spread + draw % (2 * spread + 1)).max(1)
}

/// The two games of pair `pair`: a with White, then b. `None` when `stop`
/// was raised before they ended.
fn play_pair(
    setting: &Setting,
    pair: u64,
    searchers: &mut [damas_engine::search::Searcher; 2],
    stop: &AtomicBool,
) -> Result<Option<PairRecord>, Stop> {
    let opening = setting.opening_of(pair);
    let start = Position::start(setting.variant);
    let mut games = [String::new(), String::new()];
    let mut half_points = 0;
    for (white, text) in games.iter_mut().enumerate() {
        let mut rng = seeded::stream(setting.seed, pair * 2 + white as u64);
        for searcher in searchers.iter_mut() {
            searcher.clear();
        }
        let mut limits = |who: usize| setting.limits(who, &mut rng);
        let moves = &setting.openings[opening - 1];
        let Some((ending, game)) = play_game(&start, moves, white, searchers, &mut limits, Some(stop))?
        else {
            return Ok(None);
        };
        let a_color = if white == 0 { Color::White } else { Color::Black };
        half_points += match ending.winner() {
            Some(c) if c == a_color => 2,
            Some(_) => 0,
            None => 1,
        };
        *text = format!("{} {} {}", ending.result_text(), ending.reason(), game.moves().len());
    }
    Ok(Some(PairRecord { pair, opening, games, half_points }))
}

/// The progress line, from b's side, after pairs counted in `counts`
/// (a's points) where a won, drew and lost `a_games`.
fn progress(counts: &Pentanomial, a_games: [u64; 3], sprt: &Sprt) -> String {
    let b_side = b_view(counts);
    let [l, d, w] = a_games;
    let [c0, c1, c2, c3, c4] = b_side.counts;
    let (lower, upper) = sprt.bounds();
    format!(
        "pairs {} games {w}-{d}-{l} penta {c0},{c1},{c2},{c3},{c4} {} llr {:.2} [{lower:.2}, {upper:.2}]",
        counts.pairs(),
        elo_text(&b_side),
        sprt.llr(&b_side)
    )
}

fn add_games(a: [u64; 3], b: [u64; 3]) -> [u64; 3] {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

/// The counts from b's side (the log keeps a's points).
fn b_view(counts: &Pentanomial) -> Pentanomial {
    let mut reversed = counts.counts;
    reversed.reverse();
    Pentanomial { counts: reversed }
}

fn elo_text(counts: &Pentanomial) -> String {
    match counts.elo() {
        Some(e) => format!("elo {}", crate::tally::elo_text(&e)),
        None => "elo -".into(),
    }
}

pub fn run(args: Args, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let variant = args.rule_set.variant;
    let players = [Contender::parse(&args.a, variant)?, Contender::parse(&args.b, variant)?];
    let openings_path =
        args.openings.clone().unwrap_or_else(|| openings::default_path(BenchSet::Openings, variant));
    let setting = Setting {
        variant,
        openings: openings::read(variant, &openings_path)?,
        players,
        nodes: args.nodes,
        movetime: args.movetime,
        seed: args.seed,
    };
    let sprt = Sprt { elo0: args.elo0, elo1: args.elo1, alpha: args.alpha, beta: args.beta };
    if sprt.elo1 <= sprt.elo0 {
        return Err(Stop::Usage("--elo1 must be above --elo0".into()));
    }
    let file_name = std::path::Path::new(&openings_path)
        .file_name()
        .map_or(openings_path.clone(), |n| n.to_string_lossy().to_string());
    let header = setting.log_header(&file_name);
    let (played, mut log) = match &args.log {
        Some(path) => {
            let existing = match std::fs::read_to_string(path) {
                Ok(text) => text,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
                Err(e) => return Err(CannotRead::file(path, e).into()),
            };
            let played = Played::read(&existing, &header)?;
            (played, Some(LogWriter::open(path, &header, &existing)?))
        }
        None => (Played::default(), None),
    };
    writeln!(out, "{header}")?;
    let mut counts = played.pentanomial();
    let mut a_games = played.pairs.values().fold([0; 3], |sum, r| add_games(sum, r.a_games()));
    if counts.pairs() > 0 {
        writeln!(out, "resumed {}", progress(&counts, a_games, &sprt))?;
    }
    let threads = args.threads.map_or_else(default_threads, |t| t as usize);
    let mut decision = sprt.decide(&b_view(&counts));
    if decision == Decision::Continue && counts.pairs() < args.max_pairs {
        let queue = Mutex::new(played.to_play(args.max_pairs).collect::<Vec<u64>>().into_iter());
        let stop = AtomicBool::new(false);
        let (sender, receiver) = mpsc::channel::<Result<PairRecord, String>>();
        std::thread::scope(|scope| -> Result<(), Stop> {
            for _ in 0..threads {
                let sender = sender.clone();
                let (setting, queue, stop) = (&setting, &queue, &stop);
                scope.spawn(move || worker(setting, queue, stop, &sender));
            }
            drop(sender);
            let outcome = (|| -> Result<(), Stop> {
                for message in &receiver {
                    let record = message.map_err(Stop::Usage)?;
                    if let Some(log) = log.as_mut() {
                        log.append(&record)?;
                    }
                    counts.add(record.half_points);
                    a_games = add_games(a_games, record.a_games());
                    writeln!(out, "{}", progress(&counts, a_games, &sprt))?;
                    out.flush()?;
                    decision = sprt.decide(&b_view(&counts));
                    if decision != Decision::Continue || counts.pairs() >= args.max_pairs {
                        break;
                    }
                }
                Ok(())
            })();
            stop.store(true, Ordering::Relaxed);
            outcome
        })?;
    }
    let b_side = b_view(&counts);
    writeln!(
        out,
        "result {} pairs {} {} llr {:.2}",
        decision.text(),
        counts.pairs(),
        elo_text(&b_side),
        sprt.llr(&b_side)
    )?;
    Ok(ExitCode::SUCCESS)
}

fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1))
}

/// Plays the queue's pairs until it is empty or `stop` is raised, sending
/// each finished pair (or the first error).
fn worker(
    setting: &Setting,
    queue: &Mutex<std::vec::IntoIter<u64>>,
    stop: &AtomicBool,
    sender: &mpsc::Sender<Result<PairRecord, String>>,
) {
    let mut searchers =
        [setting.players[0].searcher(setting.variant), setting.players[1].searcher(setting.variant)];
    while !stop.load(Ordering::Relaxed) {
        let Some(pair) = queue.lock().map_or(None, |mut q| q.next()) else {
            return;
        };
        let message = match play_pair(setting, pair, &mut searchers, stop) {
            Ok(Some(record)) => Ok(record),
            Ok(None) => return,
            Err(Stop::Usage(m) | Stop::Refused(m)) => Err(m),
            Err(Stop::Io(e)) => Err(e.to_string()),
        };
        let failed = message.is_err();
        if sender.send(message).is_err() || failed {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setting(nodes: u64) -> Setting {
        let variant = Variant::English;
        let text = "11-15 23-19 # score 0\n9-13 22-18 # score 3\n";
        std::fs::write(std::env::temp_dir().join("damas-sprt-openings.txt"), text).unwrap();
        let path = std::env::temp_dir().join("damas-sprt-openings.txt").to_string_lossy().to_string();
        Setting {
            variant,
            players: [
                Contender::parse("depth=2", variant).unwrap(),
                Contender::parse("depth=3", variant).unwrap(),
            ],
            openings: openings::read(variant, &path).unwrap(),
            nodes: Some(nodes),
            movetime: None,
            seed: 1,
        }
    }

    #[test]
    fn a_log_whose_draws_came_from_another_generator_is_not_continued() {
        let header = setting(1_000).log_header("e.txt");
        let xorshift = "# damas sprt english a depth=2 b depth=3 nodes=1000 openings e.txt seed 1";
        assert!(header.starts_with(xorshift), "{header}");
        assert!(Played::read(&format!("{xorshift}\n"), &header).is_err());
        assert!(Played::read(&format!("{header}\n"), &header).is_ok());
    }

    #[test]
    fn each_opening_is_played_with_both_colours_and_the_set_is_cycled() {
        let setting = setting(5_000);
        assert_eq!((1..=5).map(|p| setting.opening_of(p)).collect::<Vec<_>>(), vec![1, 2, 1, 2, 1]);
        let mut searchers =
            [setting.players[0].searcher(Variant::English), setting.players[1].searcher(Variant::English)];
        let record = play_pair(&setting, 2, &mut searchers, &AtomicBool::new(false)).ok().flatten().unwrap();
        assert_eq!((record.pair, record.opening), (2, 2));
        // The game with a White and the one with b White: each a's result.
        let a_points: usize = record
            .games
            .iter()
            .enumerate()
            .map(|(white, game)| match (game.split(' ').next().unwrap(), white) {
                ("1-0", 0) | ("0-1", 1) => 2,
                ("1/2-1/2", _) => 1,
                _ => 0,
            })
            .sum();
        assert_eq!(record.half_points, a_points, "{record:?}");
        // A raised stop abandons the pair.
        assert!(matches!(play_pair(&setting, 1, &mut searchers, &AtomicBool::new(true)), Ok(None)));
    }

    #[test]
    fn the_node_limit_moves_within_ten_percent_and_the_same_seed_gives_the_same_limits() {
        let setting = setting(10_000);
        let draws: Vec<u64> = {
            let mut rng = seeded::from_seed(3);
            (0..200).map(|_| setting.limits(0, &mut rng).nodes).collect()
        };
        assert!(draws.iter().all(|n| (9_000..=11_000).contains(n)), "{draws:?}");
        assert!(draws.iter().any(|n| *n < 9_500) && draws.iter().any(|n| *n > 10_500));
        let mut rng = seeded::from_seed(3);
        assert_eq!(setting.limits(0, &mut rng).nodes, draws[0]);
        assert_eq!(jittered(5, 123), 5);
    }

    #[test]
    fn the_progress_reads_from_b_side() {
        let sprt = Sprt { elo0: 0.0, elo1: 10.0, alpha: 0.05, beta: 0.05 };
        // a scored nothing in 3 pairs, and won one game and lost one in
        // the fourth: b won 7 games and lost 1.
        let counts = Pentanomial { counts: [3, 0, 1, 0, 0] };
        let line = progress(&counts, [1, 0, 7], &sprt);
        assert!(line.starts_with("pairs 4 games 7-0-1 penta 0,0,1,0,3 elo "), "{line}");
        assert!(line.ends_with("[-2.94, 2.94]"), "{line}");
    }
}

//! `damas book build` and `damas book verify`: the opening books of
//! `engine/data/book/` (see `damas_engine::search::OpeningBook`).
//!
//! build: from the start position (and, for english, from the five
//! three-move ballot openings the app offers), breadth first: every book
//! position's legal moves are each searched to a fixed depth (a shared
//! transposition table, no clock: the same arguments give the same file on
//! every machine); the moves within the margin of the best are kept. For
//! the first `--wide` plies every legal move is followed (a learner may
//! play anything), after that only the book's moves, up to `--plies`.

use std::collections::{HashSet, VecDeque};
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use damas_engine::search::{BookMove, Limits, NoClock, OpeningBook, Searcher};
use damas_engine::{Game, Move, Position, Variant};
use rand::RngExt;

use crate::args;
use crate::files;
use crate::perft::path_key;
use crate::Stop;

/// The three-move ballots of english the app offers (`src/session/openings.rs`).
pub const ENGLISH_BALLOTS: [[&str; 3]; 5] = [
    ["11-15", "23-19", "8-11"],
    ["11-15", "22-18", "15x22"],
    ["11-15", "24-20", "8-11"],
    ["9-14", "22-18", "5-9"],
    ["11-15", "22-17", "15-19"],
];

/// What a build does.
#[derive(Clone, Copy, Debug)]
pub struct BuildOptions {
    /// Book positions go this many plies deep from each root.
    pub plies: usize,
    /// Every legal move is followed for this many plies from each root.
    pub wide: usize,
    /// Each move is searched this deep (the position's depth).
    pub depth: u32,
    /// And at most this many nodes a move.
    pub nodes: u64,
    /// Moves this close to the best (hundredths of a man) are kept.
    pub margin: i32,
    /// At most this many moves a position (the best ones).
    pub max_moves: usize,
    /// The book stops growing at this many positions.
    pub positions: usize,
}

/// Builds the book; returns it with its positions in the order to write.
pub fn build(variant: Variant, options: &BuildOptions) -> (OpeningBook, Vec<(Position, Vec<Move>)>) {
    let mut book = OpeningBook::new(variant, options.margin);
    let mut lines = Vec::new();
    let mut searcher = Searcher::new(20);
    let mut seen = HashSet::new();
    // (game, plies left, wide plies left)
    let mut queue: VecDeque<(Game, usize, usize)> = VecDeque::new();
    queue.push_back((Game::new(variant), options.plies, options.wide));
    if variant == Variant::English {
        for ballot in ENGLISH_BALLOTS {
            let mut game = Game::new(variant);
            for mv in ballot {
                game.play_text(mv).expect("a ballot move is legal");
            }
            queue.push_back((game, options.plies, options.wide));
        }
    }
    let limits = Limits { nodes: options.nodes, ..Limits::depth(options.depth.saturating_sub(1).max(1)) };
    while let Some((game, left, wide)) = queue.pop_front() {
        if book.len() >= options.positions {
            break;
        }
        if left == 0 || game.outcome().is_some() || !seen.insert(*game.position()) {
            continue;
        }
        let mut moves = game.legal_moves();
        moves.sort_by_key(path_key);
        let follow: Vec<Move> = if moves.len() == 1 {
            moves.clone()
        } else {
            let mut scored: Vec<BookMove> = moves
                .iter()
                .map(|mv| {
                    let mut child = game.clone();
                    child.play(mv).expect("a generated move is legal");
                    let score = if child.outcome().is_some() {
                        // The game ends: a win, or a draw by the rules.
                        if child.outcome().and_then(|o| o.winner()).is_some() {
                            damas_engine::search::MATE
                        } else {
                            0
                        }
                    } else {
                        -searcher.search(&child, &limits, &NoClock, None, &mut |_| {}).score
                    };
                    BookMove { mv: *mv, score }
                })
                .collect();
            scored.sort_by_key(|m| std::cmp::Reverse(m.score));
            let best = scored[0].score;
            scored.retain(|m| m.score >= best - options.margin);
            scored.truncate(options.max_moves.max(1));
            let kept: Vec<Move> = scored.iter().map(|m| m.mv).collect();
            book.insert(*game.position(), scored);
            lines.push((*game.position(), game.moves().to_vec()));
            if wide > 0 {
                moves.clone()
            } else {
                kept
            }
        };
        for mv in follow {
            let mut child = game.clone();
            child.play(&mv).expect("a legal move");
            queue.push_back((child, left - 1, wide.saturating_sub(1)));
        }
    }
    (book, lines)
}

/// Opening books: build, verify, variety
#[derive(clap::Subcommand)]
pub enum Command {
    Build(BuildArgs),
    Verify(VerifyArgs),
    Variety(VarietyArgs),
}

pub fn run(command: Command, out: &mut impl Write) -> Result<ExitCode, Stop> {
    match command {
        Command::Build(args) => build_command(args, out),
        Command::Verify(args) => verify_command(args, out),
        Command::Variety(args) => variety_command(args, out),
    }
}

/// Builds an opening book from the start position
///
/// Builds an opening book (the format: damas_engine::search::OpeningBook)
/// from the start position (and for english also from the app's five
/// three-move ballots), breadth first: in each position with a choice every
/// legal move is searched --depth D plies (at most --nodes N a move; never
/// by the clock), and the moves within --margin M hundredths of a man of
/// the best, at most --max-moves K of them, are kept with their scores. For
/// the first --wide W plies every legal move is followed, then only the
/// book's, up to --plies N, until the book holds --positions P positions.
/// The same arguments give the same file. Writes the book to --out FILE
/// (else standard output) and one line on standard error:
///   book <rule-set>: <p> positions, <m> moves, <b> bytes, <s> s
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct BuildArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The deepest line, in plies
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u16).range(1..=40))]
    plies: u16,
    /// Plies in which every legal move is followed
    #[arg(long, value_name = "W", default_value_t = 2, value_parser = clap::value_parser!(u16).range(0..=40))]
    wide: u16,
    /// Plies each move is searched
    #[arg(long, value_name = "D", default_value_t = 10, value_parser = clap::value_parser!(u32).range(2..=40))]
    depth: u32,
    /// Nodes each move's search may use (0: no cap)
    #[arg(long, value_name = "N", default_value_t = 0)]
    nodes: u64,
    /// Moves within M hundredths of a man of the best are kept
    #[arg(long, value_name = "M", default_value_t = 10, value_parser = clap::value_parser!(u16).range(0..=1000))]
    margin: u16,
    /// The most moves kept in a position
    #[arg(long, value_name = "K", default_value_t = 3, value_parser = clap::value_parser!(u16).range(1..=100))]
    max_moves: u16,
    /// The most positions in the book
    #[arg(long, value_name = "P", default_value_t = 2000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    positions: u32,
    /// Writes the book to FILE instead of standard output
    #[arg(long, value_name = "FILE")]
    out: Option<String>,
}

fn build_command(args: BuildArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let variant = args.rule_set.variant;
    let build_options = BuildOptions {
        plies: args.plies.into(),
        wide: args.wide.into(),
        depth: args.depth,
        nodes: if args.nodes == 0 { u64::MAX } else { args.nodes },
        margin: args.margin.into(),
        max_moves: args.max_moves.into(),
        positions: args.positions as usize,
    };
    let started = Instant::now();
    let (book, lines) = build(variant, &build_options);
    let seconds = started.elapsed().as_secs_f64();
    let nodes =
        if build_options.nodes == u64::MAX { "none".to_string() } else { build_options.nodes.to_string() };
    let comments = vec![
        format!("Opening book for {}, built by damas {}:", variant.id(), env!("CARGO_PKG_VERSION")),
        format!(
            "damas book build {} --plies {} --wide {} --depth {} --nodes {} --margin {} --max-moves {} --positions {}",
            variant.id(),
            build_options.plies,
            build_options.wide,
            build_options.depth,
            if nodes == "none" { "0".into() } else { nodes },
            build_options.margin,
            build_options.max_moves,
            build_options.positions
        ),
        "Each line: moves from the start (- for the start) : book moves, each with its score".into(),
        "(hundredths of a man, for the side to move).".into(),
    ];
    let text = book.write(&lines, &comments);
    match &args.out {
        Some(path) => {
            std::fs::write(path, &text).map_err(|e| Stop::Usage(format!("cannot write {path}: {e}")))?
        }
        None => out.write_all(text.as_bytes())?,
    }
    eprintln!(
        "book {}: {} positions, {} moves, {} bytes, {:.1} s",
        variant.id(),
        book.len(),
        book.move_count(),
        text.len(),
        seconds
    );
    Ok(ExitCode::SUCCESS)
}

/// Reads a book file and checks every move by the rules
///
/// Reads a book file, checking every move by the rules (status 2 and the
/// line at fault if one is refused), and prints
///   ok <file>: <rule-set> <p> positions, <m> moves, margin <m>, <b> bytes
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct VerifyArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The book file
    #[arg(value_name = "file")]
    path: String,
}

fn verify_command(args: VerifyArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let VerifyArgs { rule_set: args::RuleSet { variant }, path } = args;
    let bytes = files::read(&path)?;
    let book = OpeningBook::from_bytes(&bytes).map_err(|e| Stop::Usage(format!("{path}: {e}")))?;
    if book.variant() != variant {
        return Err(Stop::Usage(format!("{path}: a book for {}, not {}", book.variant().id(), variant.id())));
    }
    writeln!(
        out,
        "ok {path}: {} {} positions, {} moves, margin {}, {} bytes",
        variant.id(),
        book.len(),
        book.move_count(),
        book.margin(),
        bytes.len()
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Counts the distinct games Empresário plays against itself, with and without the book
///
/// Plays --games N games of Empresário against itself from the start, a new
/// seed each move (as the app), --nodes N a move instead of its second
/// (so the count is the same on any machine), first with the book
/// (engine/data/book/<rule-set>.txt or --book FILE), then without; counts
/// the distinct games over the first --plies P plies:
///   <rule-set> with book: <d> distinct games of <n> over the first
///   <p> plies (<b> book moves), nodes <n>
/// (<b>: the moves played in book positions with a choice)
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct VarietyArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The number of games, 1 to 10000
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    games: u64,
    /// Nodes a move
    #[arg(long, value_name = "N", default_value_t = 50_000, value_parser = args::nodes())]
    nodes: u64,
    /// The plies compared, 1 to 400
    #[arg(long, value_name = "P", default_value_t = 20, value_parser = clap::value_parser!(u16).range(1..=400))]
    plies: u16,
    /// The book to play from
    #[arg(long, value_name = "FILE")]
    book: Option<String>,
}

fn variety_command(args: VarietyArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let VarietyArgs { rule_set: args::RuleSet { variant }, games, nodes, plies, book } = args;
    let plies = usize::from(plies);
    let path = book.unwrap_or_else(|| format!("{}/book/{}.txt", crate::shipped::DATA, variant.id()));
    let bytes = files::read(&path)?;
    let book = std::sync::Arc::new(
        OpeningBook::from_bytes(&bytes).map_err(|e| Stop::Usage(format!("{path}: {e}")))?,
    );
    for with_book in [true, false] {
        let mut lines = HashSet::new();
        let mut book_moves = 0usize;
        let mut searcher = Searcher::new(20);
        searcher.set_book(with_book.then(|| book.clone()));
        for g in 0..games {
            searcher.clear();
            let mut game = Game::new(variant);
            let mut rng = crate::seeded::from_seed(g);
            while game.moves().len() < plies && game.outcome().is_none() {
                let limits =
                    Limits { nodes, ..damas_engine::search::Level::Empresario.limits(rng.random::<u64>()) };
                let limits = Limits { movetime_ms: None, ..limits };
                if with_book && game.legal_moves().len() > 1 && book.moves(game.position()).is_some() {
                    book_moves += 1;
                }
                let r = searcher.search(&game, &limits, &NoClock, None, &mut |_| {});
                let Some(mv) = r.best else { break };
                game.play(&mv).map_err(|e| Stop::Usage(format!("internal error: {mv}: {e}")))?;
            }
            lines.insert(game.moves().iter().map(Move::full_text).collect::<Vec<_>>().join(" "));
        }
        writeln!(
            out,
            "{} {}: {} distinct games of {games} over the first {plies} plies ({book_moves} book moves), nodes {nodes}",
            variant.id(),
            if with_book { "with book" } else { "without book" },
            lines.len()
        )?;
        out.flush()?;
    }
    Ok(ExitCode::SUCCESS)
}

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

use crate::args::{self, Command, Opt};
use crate::{path_key, Stop};

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

pub fn command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    match args::subcommand("book", args, &["build", "verify", "variety"])? {
        ("build", rest) => build_command(rest, out),
        ("verify", rest) => verify_command(rest, out),
        (_, rest) => variety_command(rest, out),
    }
}

fn build_command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let allowed = [
        Opt { name: "plies", takes_value: true },
        Opt { name: "wide", takes_value: true },
        Opt { name: "depth", takes_value: true },
        Opt { name: "nodes", takes_value: true },
        Opt { name: "margin", takes_value: true },
        Opt { name: "max-moves", takes_value: true },
        Opt { name: "positions", takes_value: true },
        Opt { name: "out", takes_value: true },
    ];
    let Command { variant, mut positional, options } = args::command(args, &allowed)?;
    positional.end()?;
    let number = |name: &str, default: u64, min: u64, max: u64| -> Result<u64, String> {
        options.value(name).map_or(Ok(default), |v| args::number(v, name, min, max))
    };
    let build_options = BuildOptions {
        plies: number("plies", 10, 1, 40)? as usize,
        wide: number("wide", 2, 0, 40)? as usize,
        depth: number("depth", 10, 2, 40)? as u32,
        nodes: number("nodes", 0, 0, u64::MAX)?,
        margin: number("margin", 10, 0, 1000)? as i32,
        max_moves: number("max-moves", 3, 1, 100)? as usize,
        positions: number("positions", 2000, 1, 1_000_000)? as usize,
    };
    let build_options = BuildOptions {
        nodes: if build_options.nodes == 0 { u64::MAX } else { build_options.nodes },
        ..build_options
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
    match options.value("out") {
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

fn verify_command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Command { variant, mut positional, .. } = args::command(args, &[])?;
    let path = positional.next("book file")?;
    positional.end()?;
    let bytes = std::fs::read(&path).map_err(|e| Stop::Usage(format!("cannot read {path}: {e}")))?;
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

/// `damas book variety`: how many different games Empresário plays against
/// itself from the start, with and without the book, over N seeds (a new
/// random seed each move, as the app draws one; node-limited instead of
/// timed, so the count is the same on any machine).
fn variety_command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let allowed = [
        Opt { name: "games", takes_value: true },
        Opt { name: "nodes", takes_value: true },
        Opt { name: "plies", takes_value: true },
        Opt { name: "book", takes_value: true },
    ];
    let Command { variant, mut positional, options } = args::command(args, &allowed)?;
    positional.end()?;
    let games = options.value("games").map_or(Ok(20), |v| args::number(v, "games", 1, 10_000))?;
    let nodes = options.value("nodes").map_or(Ok(50_000), |v| args::number(v, "nodes", 1, u64::MAX))?;
    let plies = options.value("plies").map_or(Ok(20), |v| args::number(v, "plies", 1, 400))? as usize;
    let path = options
        .value("book")
        .map(str::to_string)
        .unwrap_or_else(|| format!("{}/book/{}.txt", crate::shipped::DATA, variant.id()));
    let bytes = std::fs::read(&path).map_err(|e| Stop::Usage(format!("cannot read {path}: {e}")))?;
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
            let mut rng = crate::xorshift::XorShift::new(g);
            while game.moves().len() < plies && game.outcome().is_none() {
                let limits =
                    Limits { nodes, ..damas_engine::search::Level::Empresario.limits(rng.next_u64()) };
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

//! `damas endgame`: builds and verifies endgame tables, and draws random
//! endgame positions to start matches from.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use damas_engine::endgame::{EndgameTables, TableValue};
use damas_engine::{Color, Game, Position, Variant};
use rand::RngExt;

use crate::args;
use crate::files;
use crate::seeded::{self, Seeded};
use crate::Stop;

/// The most pieces `build` accepts (a larger table would not fit in
/// memory or in the worker's download).
pub const MAX_PIECES: i64 = 6;

/// Endgame tables: build, verify, probe, and random endings (docs/ENDGAMES.md)
#[derive(clap::Subcommand)]
pub enum Command {
    Build(BuildArgs),
    Verify(VerifyArgs),
    Probe(ProbeArgs),
    Positions(PositionsArgs),
}

pub fn run(command: Command, out: &mut impl Write) -> Result<ExitCode, Stop> {
    match command {
        Command::Build(args) => build(args, out),
        Command::Verify(args) => verify(args, out),
        Command::Probe(args) => probe(args, out),
        Command::Positions(args) => positions(args, out),
    }
}

/// Solves every ending of the rule set up to N pieces and writes the tables
///
/// Solves every material signature of the rule set with fewer than N pieces
/// (N from 2 to 6), then those of N pieces in order (kings only first) while
/// the file stays within --budget BYTES (the first that does not fit ends
/// the list), and writes the tables to FILE (the same bytes on every run);
/// prints one line
///   <rule-set> pieces <N> signatures <s> positions <p> wins <w>
///   draws <d> losses <l> bytes <b> seconds <t>
/// (wins/draws/losses of the side to move, king-move count at 0).
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct BuildArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The most pieces, 2 to 6
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(2..=MAX_PIECES))]
    pieces: u32,
    /// The file to write
    #[arg(long, value_name = "FILE")]
    out: String,
    /// The largest file, in bytes
    #[arg(long, value_name = "BYTES", default_value_t = 250_000, value_parser = clap::value_parser!(u32).range(1..))]
    budget: u32,
}

fn build(args: BuildArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let BuildArgs { rule_set: args::RuleSet { variant }, pieces, out: path, budget } = args;
    let started = Instant::now();
    let tables = EndgameTables::build_within(variant, pieces, budget as usize, &mut |_, _| {});
    let bytes = tables.to_bytes();
    let seconds = started.elapsed().as_secs_f64();
    std::fs::write(&path, &bytes).map_err(|e| Stop::Usage(format!("cannot write '{path}': {e}")))?;
    let (w, d, l) = counts(&tables);
    let positions = w + d + l;
    writeln!(
        out,
        "{variant} pieces {pieces} signatures {} positions {positions} wins {w} draws {d} losses {l} \
         bytes {} seconds {seconds:.1}",
        tables.signatures().count(),
        bytes.len()
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Wins, draws and losses of the side to move with the count at zero, over
/// the possible positions.
fn counts(tables: &EndgameTables) -> (u64, u64, u64) {
    let (mut w, mut d, mut l) = (0, 0, 0);
    tables.for_each_position(&mut |_, value| match value {
        TableValue::Win { .. } => w += 1,
        TableValue::Draw => d += 1,
        TableValue::Loss { .. } => l += 1,
    });
    (w, d, l)
}

/// Checks every value of a table file against the positions' moves
///
/// Reads FILE (status 2 if it is damaged or of another rule set), checks
/// every stored value against the position's moves and its children's
/// values, and prints the same counts as build with `ok`; status 1 and the
/// first wrong position if one disagrees.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct VerifyArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The table file
    #[arg(value_name = "file")]
    path: String,
}

fn verify(args: VerifyArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let VerifyArgs { rule_set: args::RuleSet { variant }, path } = args;
    let started = Instant::now();
    let bytes = files::read(&path)?;
    let tables = EndgameTables::from_bytes(&bytes).map_err(|e| Stop::Usage(format!("'{path}': {e}")))?;
    if tables.variant() != variant {
        return Err(Stop::Usage(format!("'{path}' holds {} tables, not {variant}", tables.variant())));
    }
    match tables.verify() {
        Ok(checked) => {
            let (w, d, l) = counts(&tables);
            writeln!(
                out,
                "{variant} pieces {} positions {checked} wins {w} draws {d} losses {l} bytes {} ok seconds {:.1}",
                tables.max_pieces(),
                bytes.len(),
                started.elapsed().as_secs_f64()
            )?;
            Ok(ExitCode::SUCCESS)
        }
        Err(bad) => Err(Stop::Refused(format!(
            "'{path}': {} is stored as {} but its moves give {}",
            bad.fen,
            bad.stored,
            bad.expected.map_or("nothing (a child's signature is missing)".to_string(), |c| c.to_string())
        ))),
    }
}

/// The tables' value of a position and of each legal move
///
/// Prints the tables' value of the position for the side to move after N
/// king moves in a row (--run N): `win <plies>`, `draw`, `loss <plies>` or
/// `unknown`; then one line per legal move, `<move> <value>`, the value for
/// the opponent after it.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct ProbeArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The table file
    #[arg(value_name = "file")]
    path: String,
    /// The position (`start` for the start position)
    #[arg(value_name = "FEN")]
    fen: String,
    /// King moves in a row before the position, 0 to 1000
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=1000))]
    run: u32,
}

fn probe(args: ProbeArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let ProbeArgs { rule_set: args::RuleSet { variant }, path, fen, run } = args;
    let pos = args::position(variant, &fen)?;
    let bytes = files::read(&path)?;
    let tables = EndgameTables::from_bytes(&bytes).map_err(|e| Stop::Usage(format!("'{path}': {e}")))?;
    writeln!(out, "{}", value_text(tables.probe(&pos, run)))?;
    for mv in pos.legal_moves() {
        let next = if mv.is_reversible() { run + 1 } else { 0 };
        writeln!(out, "{} {}", pos.move_text(&mv), value_text(tables.probe(&pos.after(&mv), next)))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `win <plies>`, `draw`, `loss <plies>` or `unknown`, for the side to move.
fn value_text(value: Option<TableValue>) -> String {
    match value {
        Some(TableValue::Win { plies }) => format!("win {plies}"),
        Some(TableValue::Draw) => "draw".into(),
        Some(TableValue::Loss { plies }) => format!("loss {plies}"),
        None => "unknown".into(),
    }
}

/// Random open positions with a number of pieces, one FEN a line
///
/// Prints --count random open positions, one FEN a line, with --pieces A-B
/// pieces, for `damas match --fens`.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct PositionsArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The pieces of each position: A-B, or one number (2 to 24)
    #[arg(long, value_name = "A-B", default_value = "5-7", value_parser = piece_range)]
    pieces: (u64, u64),
    /// The number of positions, 1 to 100000
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    count: u64,
    /// Draws the positions
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
}

/// `5-7` or `5`: the fewest and the most pieces, from 2 to 24.
fn piece_range(text: &str) -> Result<(u64, u64), String> {
    let (lo, hi) = text.split_once('-').unwrap_or((text, text));
    let lo = args::number(lo, "the fewest pieces", 2, 24)?;
    let hi = args::number(hi, "the most pieces", lo, 24)?;
    Ok((lo, hi))
}

fn positions(args: PositionsArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let PositionsArgs { rule_set: args::RuleSet { variant }, pieces: (lo, hi), count, seed } = args;
    let mut rng = seeded::from_seed(seed);
    let mut made = 0;
    while made < count {
        let n = lo + rng.random_range(0..hi - lo + 1);
        if let Some(pos) = random_position(variant, n as usize, &mut rng) {
            writeln!(out, "{}", pos.to_fen())?;
            made += 1;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A random open position: `n` pieces split as evenly as possible, a king
/// one time in four, no man on its crowning row, no capture pending, and
/// the game not over.
fn random_position(variant: Variant, n: usize, rng: &mut Seeded) -> Option<Position> {
    let size = variant.size();
    let squares = size.squares() as u64;
    let mut taken: Vec<u64> = Vec::new();
    let mut sides = [Vec::new(), Vec::new()];
    let white_count = n / 2 + (n % 2) * rng.random_range(0..2) as usize;
    for i in 0..n {
        let color = if i < white_count { Color::White } else { Color::Black };
        let sq = loop {
            let s = 1 + rng.random_range(0..squares);
            if !taken.contains(&s) {
                break s;
            }
        };
        taken.push(sq);
        let row = (sq - 1) / size.half() as u64;
        let crowning = match color {
            Color::White => row == 0,
            Color::Black => row == size.rows() as u64 - 1,
        };
        let king = crowning || rng.random_range(0..4) == 0;
        sides[(color == Color::Black) as usize].push(format!("{}{sq}", if king { "K" } else { "" }));
    }
    let side = if rng.random_range(0..2) == 0 { 'W' } else { 'B' };
    let fen = format!("{side}:W{}:B{}", sides[0].join(","), sides[1].join(","));
    let pos = Position::from_fen(variant, &fen).ok()?;
    let open = Game::from_position(pos).outcome().is_none() && !pos.must_capture();
    open.then_some(pos)
}

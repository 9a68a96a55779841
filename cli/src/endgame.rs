//! `damas endgame`: builds and verifies endgame tables, and draws random
//! endgame positions to start matches from.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use damas_engine::endgame::{EndgameTables, TableValue};
use damas_engine::{Color, Game, Position, Variant};

use crate::args::{self, Command, Opt};
use crate::xorshift::XorShift;
use crate::Stop;

/// The most pieces `build` accepts (a larger table would not fit in
/// memory or in the worker's download).
pub const MAX_PIECES: u64 = 6;

pub fn command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    match args::subcommand("endgame", args, &["build", "verify", "probe", "positions"])? {
        ("build", rest) => build(rest, out),
        ("verify", rest) => verify(rest, out),
        ("probe", rest) => probe(rest, out),
        (_, rest) => positions(rest, out),
    }
}

fn build(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let options = [
        Opt { name: "pieces", takes_value: true },
        Opt { name: "out", takes_value: true },
        Opt { name: "budget", takes_value: true },
    ];
    let Command { variant, mut positional, options: split } = args::command(args, &options)?;
    positional.end()?;
    let pieces = match split.value("pieces") {
        Some(n) => args::number(n, "the number of pieces", 2, MAX_PIECES)? as u32,
        None => return Err(Stop::Usage("missing option --pieces N".into())),
    };
    let Some(path) = split.value("out") else {
        return Err(Stop::Usage("missing option --out FILE".into()));
    };
    let budget =
        args::number(split.value("budget").unwrap_or("250000"), "the budget (bytes)", 1, u32::MAX.into())?;
    let started = Instant::now();
    let tables = EndgameTables::build_within(variant, pieces, budget as usize, &mut |_, _| {});
    let bytes = tables.to_bytes();
    let seconds = started.elapsed().as_secs_f64();
    std::fs::write(path, &bytes).map_err(|e| Stop::Usage(format!("cannot write '{path}': {e}")))?;
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

fn verify(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Command { variant, mut positional, .. } = args::command(args, &[])?;
    let path = positional.next("table file")?;
    positional.end()?;
    let started = Instant::now();
    let bytes = std::fs::read(&path).map_err(|e| Stop::Usage(format!("cannot read '{path}': {e}")))?;
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

/// The tables' value of a position (king-move count `--run`, default 0)
/// and of each legal move.
fn probe(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let options = [Opt { name: "run", takes_value: true }];
    let Command { variant, mut positional, options: split } = args::command(args, &options)?;
    let path = positional.next("table file")?;
    let fen = positional.next("FEN")?;
    positional.end()?;
    let run = args::number(split.value("run").unwrap_or("0"), "the king-move count", 0, 1000)? as u32;
    let pos = args::position(variant, &fen)?;
    let bytes = std::fs::read(&path).map_err(|e| Stop::Usage(format!("cannot read '{path}': {e}")))?;
    let tables = EndgameTables::from_bytes(&bytes).map_err(|e| Stop::Usage(format!("'{path}': {e}")))?;
    writeln!(out, "{}", value_text(tables.probe(&pos, run)))?;
    for mv in pos.legal_moves() {
        let next = if mv.is_king_move() && !mv.is_capture() { run + 1 } else { 0 };
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

/// Random open positions with a number of pieces, one FEN a line, for
/// `damas match --fens`.
fn positions(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let options = [
        Opt { name: "pieces", takes_value: true },
        Opt { name: "count", takes_value: true },
        Opt { name: "seed", takes_value: true },
    ];
    let Command { variant, mut positional, options: split } = args::command(args, &options)?;
    positional.end()?;
    let (lo, hi) = match split.value("pieces").unwrap_or("5-7").split_once('-') {
        Some((a, b)) => (a.to_string(), b.to_string()),
        None => {
            let n = split.value("pieces").unwrap_or("5").to_string();
            (n.clone(), n)
        }
    };
    let lo = args::number(&lo, "the fewest pieces", 2, 24)?;
    let hi = args::number(&hi, "the most pieces", lo, 24)?;
    let count = args::number(split.value("count").unwrap_or("10"), "the count", 1, 100_000)?;
    let seed = split.value("seed").map(args::seed).transpose()?.unwrap_or(0);
    let mut rng = XorShift::new(seed);
    let mut made = 0;
    while made < count {
        let n = lo + rng.below(hi - lo + 1);
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
fn random_position(variant: Variant, n: usize, rng: &mut XorShift) -> Option<Position> {
    let size = variant.size();
    let squares = size.squares() as u64;
    let mut taken: Vec<u64> = Vec::new();
    let mut sides = [Vec::new(), Vec::new()];
    let white_count = n / 2 + (n % 2) * rng.below(2) as usize;
    for i in 0..n {
        let color = if i < white_count { Color::White } else { Color::Black };
        let sq = loop {
            let s = 1 + rng.below(squares);
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
        let king = crowning || rng.below(4) == 0;
        sides[(color == Color::Black) as usize].push(format!("{}{sq}", if king { "K" } else { "" }));
    }
    let side = if rng.below(2) == 0 { 'W' } else { 'B' };
    let fen = format!("{side}:W{}:B{}", sides[0].join(","), sides[1].join(","));
    let pos = Position::from_fen(variant, &fen).ok()?;
    let open = Game::from_position(pos).outcome().is_none() && !pos.must_capture();
    open.then_some(pos)
}

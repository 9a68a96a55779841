//! `damas moves`: the legal moves of positions, one position given or many
//! read line by line.

use std::io::{self, BufRead, BufReader, Write};
use std::process::ExitCode;

use damas_engine::Position;

use crate::args;
use crate::files::CannotRead;
use crate::perft::path_key;
use crate::Stop;

/// Prints the legal moves of a position, or of each FEN read from standard input
///
/// Prints the legal moves, one per line, captures with every landing square
/// (22x15x24), quiet moves as 11-15, sorted by the square numbers along the
/// path.
/// With a FEN argument: just those lines (none when there is no legal move),
/// no empty line after them.
/// Without FEN: reads FENs from standard input, one per line, and answers
/// each with its moves followed by one empty line (so a position with no
/// legal move is answered by the empty line alone). Output is flushed
/// whenever no more input is waiting, so the command can be driven line by
/// line. At the first malformed line (blank lines included) it prints one
/// line on standard error and exits with status 2, after the answers to the
/// lines before it.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The position (`start` for the start position); without it, FENs are
    /// read from standard input
    #[arg(value_name = "FEN")]
    fen: Option<String>,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Args { rule_set: args::RuleSet { variant }, fen } = args;
    if let Some(fen) = fen {
        let pos = args::position(variant, &fen)?;
        write_moves(out, &pos)?;
        return Ok(ExitCode::SUCCESS);
    }
    let stdin = io::stdin();
    let mut input = BufReader::with_capacity(1 << 16, stdin.lock());
    let mut line = Vec::new();
    let mut number = 0u64;
    loop {
        // Answer everything read so far before waiting for more input.
        if input.buffer().is_empty() {
            out.flush()?;
        }
        line.clear();
        let read = input.read_until(b'\n', &mut line).map_err(CannotRead::standard_input)?;
        if read == 0 {
            return Ok(ExitCode::SUCCESS);
        }
        number += 1;
        let text = std::str::from_utf8(&line)
            .map_err(|_| Stop::Usage(format!("line {number} of standard input is not valid UTF-8")))?;
        let pos = args::position(variant, text).map_err(|e| Stop::Usage(format!("line {number}: {e}")))?;
        write_moves(out, &pos)?;
        out.write_all(b"\n")?;
    }
}

/// The legal moves, one full text per line, sorted along their paths.
fn write_moves(out: &mut impl Write, pos: &Position) -> io::Result<()> {
    let mut moves = pos.legal_moves();
    moves.sort_by_key(path_key);
    for mv in &moves {
        writeln!(out, "{}", mv.full_text())?;
    }
    Ok(())
}

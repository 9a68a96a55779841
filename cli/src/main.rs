//! `damas`: the rules engine on the command line, for people and scripts.
//! Each command's help (`damas <command> --help`) is the reference for its
//! output; other tools depend on those formats, so keep them stable.

mod acf;
mod acf_mine;
mod arena;
mod args;
mod bench;
mod best;
mod book;
mod duel;
mod endgame;
mod extend;
mod files;
mod hub;
mod judge;
mod learn;
mod mined;
mod moves;
mod openings;
mod perft;
mod prover;
mod puzzle_file;
mod puzzles;
mod recheck;
mod review;
mod seeded;
mod shipped;
mod sprt;
mod tally;

use std::io::{self, BufWriter, ErrorKind, Write};
use std::process::ExitCode;

use clap::error::ErrorKind as ClapErrorKind;
use clap::{Parser, Subcommand};

/// What every command shares: the rule sets, how positions and moves are
/// written, the exit status.
const REFERENCE: &str = "\
RULE SETS
  brazilian english russian spanish italian thai damas10 international
  turkish
  (aliases: american, checkers = english; brasileira, brasileiras =
  brazilian; fmjd = international; dama, turk = turkish; any letter case)
  Turkish has no opening book, endgame tables or learned evaluation yet:
  `best` and `match` play it on the hand-set evaluation.

POSITIONS AND MOVES
  FEN is a PDN FEN: side to move, then each colour's squares, K for kings,
  e.g. W:W21,22,K30:B1,2,K9 (ranges such as W21-32 are read too). The word
  `start` stands for the rule set's start position wherever a FEN is
  expected, on the command line and on standard input.
  A move is written 11-15 (quiet) or 22x15 (capture); a capture may list
  landing squares, 22x15x24, and must list enough of them to name one move.
  On 8x8 boards algebraic squares (c3-d4) are read too. Turkish uses all
  64 squares and names them only: W:Wa2,b2,Kd4:Ba7 and d3-d4, d4xd6xf6.
  Options may come anywhere after the command, as --name VALUE or
  --name=VALUE; `--` ends them.

EXIT STATUS
  0  success (explain: the move is legal; best: also when there is no
     legal move)
  1  the move cannot be played (play, explain)
  2  bad arguments or input: unknown command, rule set, option, level or
     player, missing or extra argument, two of --level, --depth and
     --movetime, a number out of its range (perft depth 1 to 30), malformed
     FEN, text that is not a move on this board; one line on standard
     error, starting with `damas: `.
  Output to a closed pipe (e.g. `| head -1`) stops quietly with status 0.";

/// damas: the Damas draughts rules engine on the command line
#[derive(Parser)]
#[command(name = "damas", version, after_long_help = REFERENCE, max_term_width = 100)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Perft(perft::Args),
    Moves(moves::Args),
    Play(judge::PlayArgs),
    Explain(judge::ExplainArgs),
    Best(best::Args),
    #[command(name = "match")]
    Duel(duel::Args),
    #[command(subcommand)]
    Puzzles(puzzles::Command),
    Review(review::Args),
    Hub(hub::Args),
    Arena(arena::Args),
    #[command(subcommand)]
    Book(book::Command),
    #[command(subcommand)]
    Endgame(endgame::Command),
    #[command(subcommand)]
    Learn(learn::Command),
    Sprt(sprt::Args),
    #[command(subcommand)]
    Bench(bench::Command),
}

/// Why a command stops early.
pub enum Stop {
    /// Bad arguments or input: one line on stderr, status 2.
    Usage(String),
    /// A move that cannot be played: one line on stderr, status 1.
    Refused(String),
    /// Writing the output failed.
    Io(io::Error),
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Stop {
        Stop::Io(e)
    }
}

impl From<String> for Stop {
    fn from(message: String) -> Stop {
        Stop::Usage(message)
    }
}

const REFUSED: u8 = 1;
const USAGE_ERROR: u8 = 2;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return refuse_arguments(e),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let result = run(cli.command, &mut out);
    let flushed = out.flush();
    match result {
        Ok(code) => match flushed {
            Ok(()) => code,
            Err(e) if e.kind() == ErrorKind::BrokenPipe => code,
            Err(e) => complain(&format!("cannot write the output: {e}"), USAGE_ERROR),
        },
        Err(Stop::Usage(message)) => complain(&message, USAGE_ERROR),
        Err(Stop::Refused(message)) => complain(&message, REFUSED),
        Err(Stop::Io(e)) if e.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Stop::Io(e)) => complain(&format!("cannot write the output: {e}"), USAGE_ERROR),
    }
}

fn run(command: Command, out: &mut impl Write) -> Result<ExitCode, Stop> {
    match command {
        Command::Perft(args) => perft::run(args, out),
        Command::Moves(args) => moves::run(args, out),
        Command::Play(args) => judge::play(args, out),
        Command::Explain(args) => judge::explain(args, out),
        Command::Best(args) => best::run(args, out),
        Command::Duel(args) => duel::run(args, out),
        Command::Puzzles(command) => puzzles::run(command, out),
        Command::Review(args) => review::run(args, out),
        Command::Hub(args) => hub::run(args, out),
        Command::Arena(args) => arena::run(args, out),
        Command::Book(command) => book::run(command, out),
        Command::Endgame(command) => endgame::run(command, out),
        Command::Learn(command) => learn::run(command, out),
        Command::Sprt(args) => sprt::run(args, out),
        Command::Bench(command) => bench::run(command, out),
    }
}

/// Help and the version go to standard output (status 0); a refused
/// argument is one `damas: ` line on standard error (status 2).
fn refuse_arguments(e: clap::Error) -> ExitCode {
    match e.kind() {
        ClapErrorKind::DisplayHelp | ClapErrorKind::DisplayVersion => {
            let text = e.render().to_string();
            match io::stdout().lock().write_all(text.as_bytes()) {
                Err(e) if e.kind() != ErrorKind::BrokenPipe => {
                    complain(&format!("cannot write the output: {e}"), USAGE_ERROR)
                }
                _ => ExitCode::SUCCESS,
            }
        }
        _ => complain(&one_line_error(&e.render().to_string()), USAGE_ERROR),
    }
}

/// clap's message on one line: its lines before the usage, without the
/// `error: ` prefix; a missing command names the usage it needs.
fn one_line_error(rendered: &str) -> String {
    let usage = rendered.lines().find_map(|l| l.trim().strip_prefix("Usage: "));
    let said: Vec<&str> = rendered
        .lines()
        .take_while(|l| !l.starts_with("Usage:"))
        .map(|l| l.trim())
        .filter(|l| !l.is_empty() && !l.starts_with("For more information"))
        .collect();
    let error = said.first().is_some_and(|l| l.starts_with("error: "));
    match (error, usage) {
        (false, Some(usage)) => format!("missing command: {usage} (see '{} --help')", command_path(usage)),
        _ => {
            let mut message = String::new();
            for line in said {
                let line = line.strip_prefix("error: ").unwrap_or(line);
                if message.ends_with(':') {
                    message.push(' ');
                } else if line.starts_with("tip:") {
                    message.push_str("; ");
                } else if !message.is_empty() {
                    message.push_str(", ");
                }
                message.push_str(line);
            }
            message
        }
    }
}

/// `damas book` of the usage `damas book <COMMAND>`.
fn command_path(usage: &str) -> String {
    usage.split(' ').take_while(|w| !w.starts_with(['<', '['])).collect::<Vec<_>>().join(" ")
}

/// Prints `damas: <message>` as one line on stderr and returns `status`.
fn complain(message: &str, status: u8) -> ExitCode {
    let line = format!("damas: {}\n", args::one_line(message));
    // Nothing more can be done if stderr is closed too.
    let _ = io::stderr().lock().write_all(line.as_bytes());
    ExitCode::from(status)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use damas_engine::Variant;

    #[test]
    fn the_help_names_every_rule_set_the_engine_plays() {
        let listed =
            &REFERENCE[REFERENCE.find("RULE SETS").unwrap() + 9..REFERENCE.find("(aliases").unwrap()];
        let ids: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
        assert_eq!(listed.split_whitespace().collect::<Vec<_>>(), ids);
    }

    #[test]
    fn the_arguments_are_declared_consistently() {
        Cli::command().debug_assert();
    }

    #[test]
    fn a_refused_argument_reads_as_one_line() {
        let e = Cli::try_parse_from(["damas", "perft", "english", "3", "--kep"]).err().unwrap();
        assert_eq!(
            one_line_error(&e.render().to_string()),
            "unexpected argument '--kep' found; tip: a similar argument exists: '--keep'"
        );
        let e = Cli::try_parse_from(["damas", "perft"]).err().unwrap();
        assert_eq!(
            one_line_error(&e.render().to_string()),
            "the following required arguments were not provided: <rule-set>, <depth>"
        );
        let e = Cli::try_parse_from(["damas", "book"]).err().unwrap();
        assert_eq!(
            one_line_error(&e.render().to_string()),
            "missing command: damas book <COMMAND> (see 'damas book --help')"
        );
    }
}

//! `damas play` and `damas explain`: whether a move text can be played, and
//! why not: the engine's tutor (`Position::explain_text`) names the rule an
//! illegal move breaks, in the catalogue's English (`damas-texts`).

use std::io::Write;
use std::process::ExitCode;

use damas_engine::notation::MoveTextError;
use damas_engine::{Move, Position};
use damas_texts::English;

use crate::args::{self, RuleSetAndFen};
use crate::{Stop, REFUSED};

/// Plays moves from a position and prints the FEN after them
///
/// Plays the moves in order from FEN and prints the FEN after them (squares
/// in order, K before kings), e.g. `damas play english start 11-15` prints
///   W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15
/// A move that cannot be played: nothing on standard output, one line
///   damas: move <n> '<move>': <reason>
/// on standard error, status 1.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct PlayArgs {
    #[command(flatten)]
    start: RuleSetAndFen,
    /// The moves, in order
    #[arg(value_name = "move", required = true)]
    moves: Vec<String>,
}

pub fn play(args: PlayArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let mut pos = args.start.position()?;
    for (i, text) in args.moves.iter().enumerate() {
        let which = format!("move {} '{}'", i + 1, args::snippet(text));
        match judge(&pos, text) {
            Judgement::Legal(mv) => pos.play_unchecked(&mv),
            Judgement::Refused(reason) => return Err(Stop::Refused(format!("{which}: {reason}"))),
            Judgement::BadText(reason) => return Err(Stop::Usage(format!("{which}: {reason}"))),
        }
    }
    writeln!(out, "{}", pos.to_fen())?;
    Ok(ExitCode::SUCCESS)
}

/// Says whether a move is legal, and if not which rule it breaks
///
/// Prints `legal` (status 0), or one line
///   illegal: <reason>
/// (status 1): the rule the move breaks, or, for a capture that stops too
/// early, that it must go on and to which squares.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct ExplainArgs {
    #[command(flatten)]
    position: RuleSetAndFen,
    /// The move
    #[arg(value_name = "move")]
    text: String,
}

pub fn explain(args: ExplainArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let ExplainArgs { position, text } = args;
    let pos = position.position()?;
    match judge(&pos, &text) {
        Judgement::Legal(_) => {
            writeln!(out, "legal")?;
            Ok(ExitCode::SUCCESS)
        }
        Judgement::Refused(reason) => {
            writeln!(out, "illegal: {}", args::one_line(&reason))?;
            Ok(ExitCode::from(REFUSED))
        }
        Judgement::BadText(reason) => Err(Stop::Usage(format!("move '{}': {reason}", args::snippet(&text)))),
    }
}

/// What a move text means in a position.
pub enum Judgement {
    /// A legal move.
    Legal(Move),
    /// Well-formed move text that cannot be played here (exit status 1):
    /// the reason, one line.
    Refused(String),
    /// Text that is not a move at all on this board (exit status 2).
    BadText(String),
}

/// Judges `text` as the next move in `pos`.
pub fn judge(pos: &Position, text: &str) -> Judgement {
    match pos.explain_move_text(text) {
        Ok(Ok(mv)) => Judgement::Legal(mv),
        Ok(Err(why)) => Judgement::Refused(English::get().illegal(&why, pos.size())),
        Err(e @ (MoveTextError::Illegal(_) | MoveTextError::Ambiguous(_))) => {
            Judgement::Refused(e.to_string())
        }
        Err(e) => Judgement::BadText(e.to_string()),
    }
}

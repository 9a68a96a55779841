//! Deciding whether a move text can be played, and why not: the engine's
//! tutor (`Position::explain_text`) names the rule an illegal move breaks.

use damas_engine::notation::{MoveText, MoveTextError};
use damas_engine::teaching::{Illegal, Verdict};
use damas_engine::{Move, Position};

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
    match pos.explain_text(text) {
        Ok(Verdict::Legal(mv)) => Judgement::Legal(mv),
        Ok(Verdict::Illegal(why)) => Judgement::Refused(why.to_string()),
        Ok(Verdict::Incomplete { next }) => {
            // The text parsed (explain_text said so), so it has a last square.
            let at = MoveText::parse(text, pos.variant()).ok().and_then(|t| t.squares.last().copied());
            match at {
                Some(at) => Judgement::Refused(Illegal::CaptureMustGoOn { at, next }.to_string()),
                None => {
                    let squares: Vec<String> = next.iter().map(|s| s.to_string()).collect();
                    Judgement::Refused(format!("the capture must go on: to {}", squares.join(" or ")))
                }
            }
        }
        Err(e @ (MoveTextError::Illegal(_) | MoveTextError::Ambiguous(_))) => {
            Judgement::Refused(e.to_string())
        }
        Err(e) => Judgement::BadText(e.to_string()),
    }
}

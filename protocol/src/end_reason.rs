//! Why a room's game ended.

use damas_engine::{DrawReason, Outcome, WinReason};
use serde::{Deserialize, Serialize};

/// Why a room's game ended: a stable code (`"no_pieces"`, `"resignation"`,
/// …) in JSON and in the server's database; the app says it in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The loser had no pieces left.
    NoPieces,
    /// The loser could not move.
    Blocked,
    /// The loser resigned.
    Resignation,
    /// The player to move stayed away too long and the other claimed the win.
    Absence,
    /// A draw offered and accepted.
    Agreement,
    /// A draw by the rule set's count of king moves without a capture.
    KingMoves,
    /// A draw by repetition of the position.
    Repetition,
    /// A draw with one piece each, where the rule set says so (Turkish).
    OnePieceEach,
    /// Nobody moved for the room's lifetime: no winner.
    Expired,
}

impl EndReason {
    /// Every reason.
    pub const ALL: [EndReason; 9] = [
        EndReason::NoPieces,
        EndReason::Blocked,
        EndReason::Resignation,
        EndReason::Absence,
        EndReason::Agreement,
        EndReason::KingMoves,
        EndReason::Repetition,
        EndReason::OnePieceEach,
        EndReason::Expired,
    ];

    /// Its code, as stored and sent.
    pub fn as_str(self) -> &'static str {
        match self {
            EndReason::NoPieces => "no_pieces",
            EndReason::Blocked => "blocked",
            EndReason::Resignation => "resignation",
            EndReason::Absence => "absence",
            EndReason::Agreement => "agreement",
            EndReason::KingMoves => "king_moves",
            EndReason::Repetition => "repetition",
            EndReason::OnePieceEach => "one_piece_each",
            EndReason::Expired => "expired",
        }
    }

    /// The reason of a stored code.
    pub fn parse(text: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.as_str() == text)
    }

    /// Why the engine says a game ended.
    pub fn of(outcome: Outcome) -> EndReason {
        match outcome {
            Outcome::Win { reason: WinReason::NoPieces, .. } => EndReason::NoPieces,
            Outcome::Win { reason: WinReason::Blocked, .. } => EndReason::Blocked,
            Outcome::Win { reason: WinReason::Resignation, .. } => EndReason::Resignation,
            Outcome::Draw(DrawReason::KingMoves) => EndReason::KingMoves,
            Outcome::Draw(DrawReason::Repetition) => EndReason::Repetition,
            Outcome::Draw(DrawReason::Agreement) => EndReason::Agreement,
            Outcome::Draw(DrawReason::OnePieceEach) => EndReason::OnePieceEach,
        }
    }
}

#[cfg(test)]
mod tests {
    use damas_engine::Color;

    use super::*;

    #[test]
    fn the_stored_code_is_the_json_code_and_reads_back() {
        for r in EndReason::ALL {
            assert_eq!(serde_json::to_string(&r).unwrap(), format!("\"{}\"", r.as_str()));
            assert_eq!(EndReason::parse(r.as_str()), Some(r));
        }
        assert_eq!(EndReason::parse("rules"), None);
    }

    #[test]
    fn an_engine_outcome_keeps_its_reason() {
        let won = Outcome::Win { winner: Color::Black, reason: WinReason::Blocked };
        assert_eq!(EndReason::of(won), EndReason::Blocked);
        assert_eq!(EndReason::of(Outcome::Draw(DrawReason::KingMoves)), EndReason::KingMoves);
    }
}

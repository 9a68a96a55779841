//! Why a room's game ended.

use damas_engine::{DrawReason, Outcome, WinReason};
use serde::{Deserialize, Serialize};

/// Why a room's game ended: a stable code (`"no_pieces"`, `"resignation"`,
/// …) in JSON and in the server's database; the app says it in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
// The list and the names, from the declaration:
#[derive(strum::EnumIter, strum::EnumString, strum::IntoStaticStr, strum::VariantArray)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
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
    /// Every reason (the declaration's order).
    pub const ALL: [EndReason; <EndReason as strum::VariantArray>::VARIANTS.len()] =
        damas_engine::listed::array_of(<EndReason as strum::VariantArray>::VARIANTS);

    /// Its code, as stored and sent (strum's snake case, as serde's).
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// The reason of a stored code.
    pub fn parse(text: &str) -> Option<EndReason> {
        text.parse().ok()
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
    use strum::IntoEnumIterator;

    use super::*;

    #[test]
    fn the_stored_code_is_the_json_code_and_reads_back() {
        for r in EndReason::iter() {
            assert_eq!(serde_json::to_string(&r).unwrap(), format!("\"{}\"", r.as_str()));
            assert_eq!(EndReason::parse(r.as_str()), Some(r));
            assert_eq!(serde_json::from_str::<EndReason>(&format!("\"{}\"", r.as_str())).unwrap(), r);
        }
        assert_eq!(EndReason::ALL.to_vec(), EndReason::iter().collect::<Vec<_>>());
        let codes: Vec<&str> = EndReason::iter().map(EndReason::as_str).collect();
        let stored = [
            "no_pieces",
            "blocked",
            "resignation",
            "absence",
            "agreement",
            "king_moves",
            "repetition",
            "one_piece_each",
            "expired",
        ];
        assert_eq!(codes, stored, "the codes are in the server's databases: never change one");
        assert_eq!(EndReason::parse("rules"), None);
    }

    #[test]
    fn an_engine_outcome_keeps_its_reason() {
        let won = Outcome::Win { winner: Color::Black, reason: WinReason::Blocked };
        assert_eq!(EndReason::of(won), EndReason::Blocked);
        assert_eq!(EndReason::of(Outcome::Draw(DrawReason::KingMoves)), EndReason::KingMoves);
    }
}

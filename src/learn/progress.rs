//! Where a lesson attempt stands ([`Progress`]) and why a level failed
//! ([`Fail`]): what the attempt, its goals and its coach share.

use damas_engine::endgame::TableValue;

pub use crate::kernel::ai::practice_verdict::{Slip, Standing, TurningPoint};

/// Where an attempt stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    Solved,
    Going,
    Failed(Fail),
}

/// Why a level failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fail {
    /// The learner lost a piece (a [`super::Goal::DontLosePiece`] level).
    LostPiece,
    /// The opponent took more of the learner's pieces than the level's
    /// solution ever gives: `lost` pieces lost in all, `taken` taken back.
    /// Said the moment the reply takes them.
    LostMaterial { lost: u32, taken: u32 },
    /// A practice's learner move let its aim go (by the endgame tables or
    /// the search that proves it): said once the review of that move comes
    /// in, whatever ended the game after it.
    LetGo(Slip),
    /// The opponent crowned a man (a [`super::Goal::StopCrowning`] level).
    OpponentCrowned,
    /// More moves than the level allows.
    TooManyMoves,
    /// The game ended (or the learner has no move) before the goal.
    GameOver,
    /// A question answered wrongly.
    WrongAnswer,
    /// The game was drawn by the rules (king moves in a row, or the same
    /// position three times) before the goal: a practice's win let slip.
    Drawn,
}

impl Standing {
    /// The side to move's standing from a table value.
    pub(super) fn of(value: TableValue) -> Standing {
        match value {
            TableValue::Win { .. } => Standing::Win,
            TableValue::Draw => Standing::Draw,
            TableValue::Loss { .. } => Standing::Loss,
        }
    }

    /// The other side's standing.
    pub(super) fn flipped(self) -> Standing {
        match self {
            Standing::Win => Standing::Loss,
            Standing::Draw => Standing::Draw,
            Standing::Loss => Standing::Win,
        }
    }
}

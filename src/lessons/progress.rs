//! Where a lesson attempt stands ([`Progress`]) and why a level failed
//! ([`Fail`]): what the attempt, its goals and its coach share.

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

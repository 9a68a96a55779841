//! Why the worker would not answer a task: a small typed reason. It is
//! never shown to people as it is (for the learner a refused task is no
//! answer, as before), so it carries no text; a test or a log names it.

use serde::{Deserialize, Serialize};

/// Why a task was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(strum::VariantArray))]
pub enum WhyRefused {
    /// A game record whose start or moves do not read (a search, a
    /// judged move's game).
    UnreadableGame,
    /// A judged move that is not legal where it was played.
    IllegalMove,
    /// A position that does not read (a lesson's reply, a tactic's start).
    UnreadablePosition,
    /// A tactic's line that does not read from its start.
    UnreadableLine,
    /// A lesson level that no course has.
    UnknownLevel,
    /// A lesson attempt whose record does not replay in its level.
    UnreadableAttempt,
    /// A practice the endgame tables cannot review: a position beyond
    /// them, or none loaded.
    NotInTables,
    /// A lesson's task, in a worker that was given no lessons.
    NoLessons,
}

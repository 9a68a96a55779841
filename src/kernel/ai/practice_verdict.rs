//! What the worker says of a failed practice: the learner's move that let
//! its aim go ([`TurningPoint`]) and what it let go ([`Slip`]). Plain data
//! that travels in the worker's reply; the lessons (`crate::learn`) find
//! it and word it.

use damas_engine::Move;
use serde::{Deserialize, Serialize};

/// What one side stands to get with best play on both sides, by the
/// tables (the king-move draw rule counted).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Standing {
    Win,
    Draw,
    Loss,
}

/// What a learner's move let go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slip {
    /// A result, by the tables: before the move the learner's side stood
    /// to get `before`, after it only `after`.
    Result { before: Standing, after: Standing },
    /// The crowning: before the move a man crowned within the moves left
    /// whatever the opponent played; after it the opponent can stop it.
    Crowning,
    /// The pieces to win: before the move they were won by force within
    /// the moves left; after it the opponent can save them (or take back).
    Pieces,
    /// The win, beyond the tables: before the move the opponent was left
    /// without a move within the moves left whatever it played; after it,
    /// it can hold out longer.
    Win,
}

/// The learner's move that let a practice go, and a move that kept it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurningPoint {
    /// The learner's move number, from 0.
    pub index: usize,
    /// The move played.
    pub played: Move,
    /// A move that kept it (the tables' or the search's choice).
    pub better: Option<Move>,
    pub slip: Slip,
}

//! `damas-engine`: the rules of nine rule sets of draughts, as data, with one
//! move generator, notation (FEN, move text, PDN), a search for the computer
//! opponent, and teaching (why a move is illegal, verified puzzles).
//!
//! The public namespaces show the layers (`rules` and `notation` are the core,
//! `search` builds on them, `teaching` on all three):
//! - [`rules`]: board, rule sets, squares, pieces, moves, the move generator,
//!   positions, games, outcomes, perft;
//! - [`notation`]: FEN, move text, PDN;
//! - [`search`]: evaluation, search, levels, draw offers;
//! - [`teaching`]: explanations of illegal moves, puzzles.
//!
//! The most used types of [`rules`] are re-exported here.
//!
//! ```
//! use damas_engine::{perft, Convention, Position, Variant};
//! let pos = Position::start(Variant::English);
//! assert_eq!(perft(&pos, 3, Convention::Drop), 302);
//! ```

pub mod endgame;
pub mod listed;
pub mod notation;
pub mod rules;
pub mod search;
pub mod seeded;
mod splitmix;
pub mod teaching;

#[cfg(feature = "serde")]
mod serde_names;

pub use rules::{
    perft, perft_divide, BoardSize, CaptureChoice, Color, Convention, DrawReason, DrawRules, Game, KingRange,
    Move, Outcome, Piece, PlayError, Position, PromotionInCapture, Removal, Role, Rules, Square,
    UnknownVariant, Variant, WinReason,
};

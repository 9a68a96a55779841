//! The rules: the board's geometry, the nine rule sets as data
//! ([`Variant`] → [`Rules`]), squares and pieces, moves, the one move
//! generator, positions, games with their draw rules and outcomes, and perft.
//!
//! The most used of these types are also at the crate root
//! (`damas_engine::Position` is `damas_engine::rules::Position`).
//!
//! ```
//! use damas_engine::rules::{perft, Convention, Position, Variant};
//! let pos = Position::start(Variant::English);
//! assert_eq!(perft(&pos, 3, Convention::Drop), 302);
//! ```

mod color;
mod game;
pub(crate) mod geometry;
pub(crate) mod movegen;
pub(crate) mod moves;
mod outcome;
mod perft;
mod piece;
mod position;
mod rule_set;
mod square;
mod variant;
mod zobrist;

pub use color::Color;
pub use game::{Game, PlayError};
pub use geometry::BoardSize;
pub use movegen::Convention;
pub use moves::Move;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use perft::{perft, perft_divide};
pub use piece::{Piece, Role};
pub use position::Position;
pub use rule_set::{CaptureChoice, DrawRules, KingRange, PromotionInCapture, Removal, Rules};
pub use square::Square;
pub use variant::{UnknownVariant, Variant};

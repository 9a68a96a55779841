//! `damas-engine`: the rules of eight rule sets of draughts, as data, with one
//! move generator, PDN, perft, game state and why-illegal explanations.
//!
//! ```
//! use damas_engine::{perft, Convention, Position, Variant};
//! let pos = Position::start(Variant::English);
//! assert_eq!(perft(&pos, 3, Convention::Drop), 302);
//! ```

mod color;
mod fen;
mod game;
mod geometry;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod perft;
mod piece;
mod position;
mod rules;
mod square;
mod variant;
mod zobrist;

pub use color::Color;
pub use fen::FenError;
pub use game::{Game, PlayError};
pub use geometry::BoardSize;
pub use movegen::Convention;
pub use moves::Move;
pub use notation::{MoveText, MoveTextError};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use perft::{perft, perft_divide};
pub use piece::{Piece, Role};
pub use position::Position;
pub use rules::{CaptureChoice, DrawRules, KingRange, PromotionInCapture, Rules};
pub use square::Square;
pub use variant::{UnknownVariant, Variant};

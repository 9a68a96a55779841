//! Text in and out: FEN positions ([`FenError`]; `Position::from_fen`,
//! `Position::to_fen`), move text in numeric and algebraic notation
//! ([`MoveText`]) and whole PDN games ([`read_games`], [`write_games`]).
//! Untrusted text is parsed into an unchecked form, then validated against a
//! rule set; errors are small enums.
//!
//! ```
//! use damas_engine::notation::MoveText;
//! use damas_engine::{Position, Variant};
//! let pos = Position::from_fen(Variant::Brazilian, "W:W22,31:B18").unwrap();
//! let text = MoveText::parse("22x15", Variant::Brazilian).unwrap();
//! assert_eq!(pos.move_text(&pos.find_move(&text).unwrap()), "22x15");
//! ```

mod fen;
mod game_record;
mod game_text;
mod move_text;
mod pdn;

pub use fen::FenError;
pub use game_record::{GameRecord, GameRecordError};
pub use game_text::{ReplayError, TextPlayError};
pub use move_text::{MoveText, MoveTextError};
pub use pdn::{
    read_games, write_games, GameResult, MoveMark, PdnError, PdnErrorKind, PdnGame, PdnReader,
    PdnReplayError, VariationError,
};

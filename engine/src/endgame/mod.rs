//! Endgame databases: every position with few pieces solved backwards from
//! the end of the game, per rule set, under its moves and its king-move draw
//! rule ([`EndgameTables`]).
//!
//! - [`EndgameTables::build`] solves every material signature up to a number
//!   of pieces; [`EndgameTables::verify`] checks a table against the rules;
//! - [`EndgameTables::to_bytes`] / [`EndgameTables::from_bytes`] are the
//!   file (deflate-compressed, checksummed), which the browser's worker
//!   fetches for the rule set being played;
//! - [`EndgameTables::probe`] answers win, draw or loss for the side to move,
//!   given the king moves already made in a row; the search uses it
//!   ([`Searcher::set_endgame`](crate::search::Searcher::set_endgame)).
//!
//! What a stored value means is in docs/ENDGAMES.md.

mod builder;
mod material;
mod tables;

pub use builder::Inconsistency;
pub use material::Material;
pub use tables::{EndgameTables, TableError, TableValue};

#[cfg(test)]
mod tests;

//! The engine's moves in a lesson: a fixed-depth search from scratch, the
//! same answer natively and in the search worker.

use damas_engine::search::{Limits, NoClock, Searcher};
use damas_engine::{Game, Move, Position};

/// The engine's move in `pos` at a fixed depth, from a fresh search
/// (the same answer natively and in the search worker).
pub(super) fn engine_best(pos: &Position, depth: u32) -> Option<Move> {
    let game = Game::from_position(*pos);
    let mut searcher = Searcher::new(12);
    searcher.search(&game, &Limits::depth(depth), &NoClock, None, &mut |_| {}).best
}

/// The engine's reply in a lesson: a depth-4 search (the search worker
/// runs this for the app; see [`super::Attempt::begin`]).
pub fn engine_reply_move(pos: &Position) -> Option<Move> {
    engine_best(pos, 4)
}

pub(super) fn engine_reply(pos: &Position) -> (Option<Move>, Position) {
    match engine_reply_move(pos) {
        Some(mv) => (Some(mv), pos.after(&mv)),
        None => (None, *pos),
    }
}

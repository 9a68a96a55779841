//! A seeded self-play game: the review benchmarks' games (the engine's
//! `cargo bench --bench review` and the app's `/bench?review` in the worker
//! review the same games, so their node counts can be compared).

use super::{Limits, NoClock, Searcher};
use crate::{Game, Variant};

/// A game of `plies` plies (or the longest of 30 tries, if every try ends
/// sooner), each side searching 4 plies deep with a little seeded variety:
/// the same game on every machine and every run.
///
/// ```
/// use damas_engine::search::self_play;
/// use damas_engine::Variant;
/// let game = self_play(Variant::English, 6);
/// assert_eq!(game.moves().len(), 6);
/// assert_eq!(game.moves(), self_play(Variant::English, 6).moves());
/// ```
pub fn self_play(variant: Variant, plies: usize) -> Game {
    let mut longest = Game::new(variant);
    for seed in 0..30u64 {
        let mut game = Game::new(variant);
        let mut searcher = Searcher::new(16);
        while game.moves().len() < plies && game.outcome().is_none() {
            let limits =
                Limits { variety: 25, seed: seed * 1000 + game.moves().len() as u64, ..Limits::depth(4) };
            let Some(best) = searcher.search(&game, &limits, &NoClock, None, &mut |_| {}).best else { break };
            if game.play(&best).is_err() {
                break;
            }
        }
        if game.moves().len() > longest.moves().len() {
            longest = game;
        }
        if longest.moves().len() == plies {
            break;
        }
    }
    longest
}

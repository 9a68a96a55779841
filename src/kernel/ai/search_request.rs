//! A search's request: a game (its start and moves) and the limits, the
//! level that plays if one does. Its answer is [`super::Searched`].

use damas_engine::notation::{GameRecord, GameRecordError};
use damas_engine::search::{Features, Level, Limits};
use damas_engine::Game;
use serde::{Deserialize, Serialize};

/// A search request: a game (its start and moves, so repetitions are seen)
/// and the limits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiRequest {
    /// The game whose current position is searched.
    pub game: GameRecord,
    /// Deepest iteration, in plies.
    pub depth: u32,
    /// Time budget in milliseconds, if any.
    pub movetime_ms: Option<u64>,
    /// Root moves this close to the best (hundredths of a man) are equally good.
    pub variety: i32,
    /// Seed of the choice among equally good moves (and among book moves).
    pub seed: u64,
    /// The level that plays, if a level plays: it decides whether the
    /// search plays from the rule set's opening book and endgame tables
    /// ([`Level::uses_book`]) and what a draw costs it ([`Level::contempt`]).
    /// `None`: the plain engine, a draw scored level.
    pub level: Option<Level>,
}

impl AiRequest {
    /// A request for the current position of `game` within `limits`, by the
    /// plain engine.
    pub fn new(game: &Game, limits: Limits) -> AiRequest {
        AiRequest {
            game: GameRecord::of(game),
            depth: limits.depth,
            movetime_ms: limits.movetime_ms,
            variety: limits.variety,
            seed: limits.seed,
            level: None,
        }
    }

    /// A request for a level's move, as the level plays it.
    pub fn for_level(game: &Game, level: Level, seed: u64) -> AiRequest {
        AiRequest { level: Some(level), ..AiRequest::new(game, level.limits(seed)) }
    }

    /// The search's limits.
    pub fn limits(&self) -> Limits {
        Limits {
            depth: self.depth,
            nodes: u64::MAX,
            movetime_ms: self.movetime_ms,
            variety: self.variety,
            seed: self.seed,
            // A level searches as it ships; the plain engine full-width.
            features: self.level.map_or(Features::NONE, Level::features),
        }
    }

    /// Whether the search plays from the book and the endgame tables.
    pub fn uses_book(&self) -> bool {
        self.level.is_some_and(Level::uses_book)
    }

    /// What a draw costs the search, in hundredths of a man.
    pub fn contempt(&self) -> i32 {
        self.level.map_or(0, |level| level.contempt(self.game.variant))
    }

    /// The game the request describes, every move checked.
    pub fn game(&self) -> Result<Game, GameRecordError> {
        self.game.game()
    }
}

//! The computer opponent: the evaluation ([`evaluate`], [`Weights`]), the
//! search ([`Searcher`] with its [`Limits`] and [`Clock`]), the four
//! [`Level`]s, and when the computer offers a draw ([`dead_draw`]).
//!
//! ```
//! use damas_engine::search::{Level, Searcher, StdClock};
//! use damas_engine::{Game, Variant};
//! let game = Game::new(Variant::English);
//! let limits = Level::Domador.limits(7);
//! let result = Searcher::new(16).search(&game, &limits, &StdClock::start(), None, &mut |_| {});
//! assert!(result.best.is_some());
//! ```

mod book;
mod draw_offer;
mod eval;
mod features;
mod game_clock;
mod knowledge;
mod learn;
mod learned;
mod level;
mod searcher;
mod self_play;

pub use book::{BookError, BookErrorKind, BookMove, OpeningBook, BOOK_VERSION};
pub use draw_offer::{
    dead_draw, material_cannot_win, DeadDraw, BETTER_MARGIN, KING_MOVES_LEFT, LEVEL_MARGIN, LEVEL_SCORES,
    MIN_PLIES,
};
pub use eval::{evaluate, evaluate_with, Family, Weights};
pub use features::{
    Feature, Features, UnknownFeature, FUTILITY_DEPTH, FUTILITY_MARGIN, PROBCUT_MARGIN, RAZOR_MARGIN,
    SINGULAR_MARGIN,
};
pub use game_clock::{GameClock, CLOCK_RESERVE_MS};
pub use knowledge::{DataKind, Knowledge, KnowledgeError, LoadProblem};
pub use learn::{generate, train, GenerateConfig, Sample, TrainConfig, TrainReport, SAMPLE_BYTES};
pub use learned::{LearnedEval, WeightsError, BASE_ONE};
pub use level::{Level, UnknownLevel};
#[cfg(not(target_arch = "wasm32"))]
pub use searcher::StdClock;
pub use searcher::{
    BookPlay, Clock, Info, Limits, NoClock, SearchResult, Searcher, MATE, PROVEN_WIN, TABLE_WIN,
};
pub use self_play::self_play;

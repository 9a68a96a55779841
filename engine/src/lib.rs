//! `damas-engine`: the rules of eight rule sets of draughts, as data, with one
//! move generator, PDN, perft, game state and why-illegal explanations.
//!
//! ```
//! use damas_engine::{perft, Convention, Position, Variant};
//! let pos = Position::start(Variant::English);
//! assert_eq!(perft(&pos, 3, Convention::Drop), 302);
//! ```

mod color;
mod draw_offer;
mod eval;
mod explain;
mod fen;
mod game;
mod geometry;
mod level;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod pdn;
mod perft;
mod piece;
mod position;
mod puzzle;
mod rules;
mod search;
mod square;
mod variant;
mod zobrist;

pub use color::Color;
pub use draw_offer::{
    dead_draw, material_cannot_win, DeadDraw, BETTER_MARGIN, KING_MOVES_LEFT, LEVEL_MARGIN, LEVEL_SCORES,
    MIN_PLIES,
};
pub use eval::{evaluate, evaluate_with, Family, Weights};
pub use explain::{Illegal, Verdict};
pub use fen::FenError;
pub use game::{Game, PlayError};
pub use geometry::BoardSize;
pub use level::{Level, UnknownLevel};
pub use movegen::Convention;
pub use moves::Move;
pub use notation::{MoveText, MoveTextError};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use pdn::{read_games, write_games, GameResult, PdnError, PdnErrorKind, PdnGame, PdnReader, ReplayError};
pub use perft::{perft, perft_divide};
pub use piece::{Piece, Role};
pub use position::Position;
pub use puzzle::{
    balance, dedup_key, difficulty_from_depth, found_depth, mirror, score_moves, shows_theme,
    tactic_difficulty, verify, verify_with, Kind, Puzzle, PuzzleFlaw, Theme, Verified, VerifyOptions,
    MAX_SOLVER_MOVES,
};
pub use rules::{CaptureChoice, DrawRules, KingRange, PromotionInCapture, Rules};
pub use search::{Clock, Info, Limits, SearchResult, Searcher, StdClock, MATE};
pub use square::Square;
pub use variant::{UnknownVariant, Variant};

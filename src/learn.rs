//! Lessons: a gradual course through every rule, as data plus pure checks.
//!
//! Plain Rust (no web crate): compiled natively for the tests and for
//! `wasm32` for the app. The course as written (in Brazilian draughts) is
//! [`stages`] (or [`stage`] / [`level`] by id; the data in `stages/`, the
//! model in `model.rs`); the learner follows [`course`]`(variant)`, the
//! course in the chosen rule set (its core stages taught under that rule
//! set's rules, `course.rs`, `versions/`, `ten.rs`). An [`Attempt`]
//! records a try at a [`LessonLevel`]: the learner's moves ([`Attempt::play`] /
//! [`Attempt::play_text`], or [`Attempt::begin`] then [`Attempt::reply`]
//! when the engine's reply is searched elsewhere), or the picked squares of
//! a question ([`Attempt::answer`]); [`check`] says where it stands against
//! the goal, [`stars`] what it earns, and the coach ([`hint`], [`solve`],
//! [`engine_reply_move`]) finds moves. The page plays a level through a
//! [`LevelSession`], which also holds what is on screen (the reply after a
//! pause, the hint ladder, the picked squares, the marks) and asks for the
//! searches as [`LessonStep`]s. Texts are [`LessonText`] pairs: `text.get("pt")` /
//! `text.get("en")`.
//!
//! ```
//! use damas_app::learn::{level, stages, Attempt, Fail, Progress};
//! assert!(stages().len() >= 16);
//! let (stage, lvl) = level("chain-two").unwrap();
//! assert_eq!(stage.id, "chain");
//! let board = lvl.position(); // the set-up: pieces, side to move, rule set
//! assert_eq!(board.to_fen(), "W:W22:B10,18");
//! // The wrong examples: text, rule kind, explanation.
//! for m in lvl.mistakes {
//!     assert!(m.reason(&board).is_some());
//! }
//! let mut attempt = Attempt::new(lvl);
//! assert_eq!(attempt.progress(), Progress::Going);
//! let hint = attempt.peek_hint().unwrap(); // does not cost a star
//! assert_eq!(hint.full_text(), "22x15x6");
//! assert_eq!(attempt.play(&hint), Ok(Progress::Solved));
//! assert_eq!(attempt.stars(), Some(3));
//!
//! let (_, tip) = level("tip-no-hanging").unwrap();
//! let mut attempt = Attempt::new(tip);
//! assert_eq!(attempt.play_text("22-18"), Ok(Progress::Failed(Fail::LostPiece)));
//! attempt.undo();
//! ```

mod attempt;
mod claim;
mod coach;
mod course;
mod engine_moves;
mod goals;
mod level_session;
mod model;
mod notation_trainer;
mod outline;
mod practice;
mod progress;
mod rule_sets;
mod shift;
mod stages;
mod ten;
mod versions;

#[cfg(test)]
mod lesson_tests;

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod learn_page;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod lesson_player;
pub mod lesson_store;
pub mod lesson_texts;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod practice_review;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod stage_map;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod trainer_page;
pub mod trainer_records;
mod worker_tasks;

pub use attempt::{stars, Attempt, Fail, Progress, StarCosts, Turn};
pub use claim::Claim;
pub use coach::{hint, solve, square};
pub use course::{course, level_by_key, level_key, Course};
pub use engine_moves::engine_reply_move;
pub use goals::check;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use learn_page::{LearnLevelPage, LearnPage, LearnStagePage};
pub use lesson_store::LessonProgress;
pub use level_session::{Cost, LessonHint, LessonMarks, LessonStep, LevelSession, Pick};
pub(crate) use model::t;
pub use model::{DrawCounts, Goal, IllegalKind, LessonLevel, LessonText, Mistake, Replies, Stage};
pub use notation_trainer::{Drill, Round, SquareNames, TrainerAnswer, TrainerSetup};
pub use outline::{outline, CourseOutline};
pub use practice::{
    crowns_by_force, forcing_move, pieces, standing, table_move, table_move_in_game, turning_point,
    wins_by_force, wins_pieces_by_force, Aim, NotInTables, Slip, Standing, TurningPoint, TABLE_PIECES,
};
pub use rule_sets::{fits, holds_under, Misfit, MISFITS};
pub use stages::{is_better, is_core, level, puzzle_motif, stage, stages, BETTER_STAGES, CORE_STAGES};
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use trainer_page::NotationTrainerPage;
pub use worker_tasks::LESSON_ANSWERS;

//! What the worker answers: [`AiAnswer`], one variant per task (named as
//! [`super::AiTask`]'s), or a typed refusal. The page never reads it
//! directly: [`super::Ask::unwrap`] gives each request its own answer.

use damas_engine::teaching::TableVerdict;
use damas_engine::Move;
use serde::{Deserialize, Serialize};

use super::analysis_request::Analysed;
use super::judge::JudgedMove;
use super::practice_verdict::TurningPoint;
use super::refusal::WhyRefused;

/// The worker's answer to one task.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    test,
    derive(strum::EnumDiscriminants),
    strum_discriminants(name(AiAnswerKind), derive(strum::VariantArray))
)]
pub enum AiAnswer {
    /// A search's move and what the search did.
    Search(Searched),
    /// A lesson's engine reply: the move, if any.
    LessonReply(Option<Move>),
    /// A lesson's hint: the move, if any.
    LessonHint(Option<Move>),
    /// A failed practice's review: the move that let it go, if one did.
    PracticeReview(Option<TurningPoint>),
    /// The endgame tables' word on a tactic's first move, if they decide it.
    TableVerdict(Option<TableVerdict>),
    /// The review's verdict on one move.
    Judge(JudgedMove),
    /// An analysis's lines and the tables' word.
    Analyse(Analysed),
    /// The data a level needs is loaded (or could not be: play goes on
    /// with the plain engine).
    GetReady(()),
    /// The task could not be answered, and why.
    Refused(WhyRefused),
}

/// A search's answer: the move, its score for the side to move, and what
/// the search did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Searched {
    /// The move; `None` when there is none.
    pub best: Option<Move>,
    /// In hundredths of a man, for the side to move.
    pub score: i32,
    /// The last finished depth.
    pub depth: u32,
    /// Nodes searched, the unfinished last depth included.
    pub nodes: u64,
    /// Time the search took, in milliseconds.
    pub elapsed_ms: u64,
}

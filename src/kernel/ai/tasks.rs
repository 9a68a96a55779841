//! What the page asks the worker: [`AiTask`], one variant per task, each
//! holding its own request type, and [`Ask`], which pairs each request
//! type with the answer it gets ([`AiAnswer`]'s variant of the same name).
//! The page sends a request and gets back exactly its answer (or a
//! [`WhyRefused`]); the worker answers each request with its own type.

use damas_engine::endgame::EndgameTables;
use damas_engine::search::Level;
use damas_engine::teaching::{table_verdict, TableVerdict};
use damas_engine::{Move, Position, Variant};
use serde::{Deserialize, Serialize};

use super::analysis_request::{Analysed, AnalysisRequest};
use super::answers::{AiAnswer, Searched};
use super::judge::{JudgeRequest, JudgedMove};
use super::practice_verdict::TurningPoint;
use super::refusal::WhyRefused;
use super::search_request::AiRequest;

/// What a job asks the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    test,
    derive(strum::EnumDiscriminants),
    strum_discriminants(name(AiTaskKind), derive(strum::VariantArray))
)]
pub enum AiTask {
    /// A search within limits (games, puzzles, draw offers, benchmarks).
    Search(AiRequest),
    /// A lesson's engine reply in a position.
    LessonReply(LessonReply),
    /// A lesson's hint for an attempt.
    LessonHint(AttemptHint),
    /// A failed practice's review: the learner's move that let it go.
    PracticeReview(AttemptReview),
    /// The endgame tables' word on a tactic's first move.
    TableVerdict(TacticLine),
    /// The review's verdict on one move ([`crate::review`]), at
    /// [`damas_engine::teaching::ReviewOptions::browser`]: one request per
    /// move, so the page shows progress after each.
    Judge(JudgeRequest),
    /// The analysis board's best few moves with their lines and the
    /// endgame tables' word ([`AnalysisRequest`]).
    Analyse(AnalysisRequest),
    /// Nothing searched: the data a level's moves need in a rule set,
    /// loaded before its first move is asked for ([`GetReady`]).
    GetReady(GetReady),
}

/// A task's answer or why it was refused.
pub type Answered<T> = Result<<T as Ask>::Answer, WhyRefused>;

/// A request the worker answers, and the type of its answer: the page
/// sends a request and gets this answer back, never another task's.
pub trait Ask: Sized {
    /// What the worker answers.
    type Answer;
    /// The request as a task on the wire.
    fn into_task(self) -> AiTask;
    /// The answer on the wire.
    fn wrap(answer: Self::Answer) -> AiAnswer;
    /// This task's answer (or refusal) from the wire; `None` for an answer
    /// to another task.
    fn unwrap(answer: AiAnswer) -> Option<Answered<Self>>;
}

/// What the worker sends for a task answered (or refused).
pub fn answer_to<T: Ask>(_task: &T, answered: Answered<T>) -> AiAnswer {
    answered.map_or_else(AiAnswer::Refused, T::wrap)
}

/// Pairs a request type with its variants of [`AiTask`] and [`AiAnswer`]
/// (the same name in both) and its answer type.
macro_rules! ask {
    ($request:ty => $variant:ident($answer:ty)) => {
        impl Ask for $request {
            type Answer = $answer;
            fn into_task(self) -> AiTask {
                AiTask::$variant(self)
            }
            fn wrap(answer: $answer) -> AiAnswer {
                AiAnswer::$variant(answer)
            }
            fn unwrap(answer: AiAnswer) -> Option<Answered<Self>> {
                match answer {
                    AiAnswer::$variant(answer) => Some(Ok(answer)),
                    AiAnswer::Refused(why) => Some(Err(why)),
                    _ => None,
                }
            }
        }
    };
}

ask!(AiRequest => Search(Searched));
ask!(LessonReply => LessonReply(Option<Move>));
ask!(AttemptHint => LessonHint(Option<Move>));
ask!(AttemptReview => PracticeReview(Option<TurningPoint>));
ask!(TacticLine => TableVerdict(Option<TableVerdict>));
ask!(JudgeRequest => Judge(JudgedMove));
ask!(AnalysisRequest => Analyse(Analysed));
ask!(GetReady => GetReady(()));

/// Gets the worker ready for a game against a level in a rule set: the
/// worker loads the data that level's moves need (the same files as its
/// first [`AiRequest::for_level`] would) and searches nothing. The page
/// sends it when it opens, so the first move waits for no download.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GetReady {
    pub variant: Variant,
    pub level: Level,
}

/// A lesson's engine reply in a position (`crate::learn::engine_reply_move`:
/// a fresh fixed-depth search, the same move as the lessons' native checks
/// find). The answer: the move, if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonReply {
    pub variant: Variant,
    pub fen: String,
}

impl LessonReply {
    /// The engine's reply in a lesson position.
    pub fn new(pos: &Position) -> LessonReply {
        LessonReply { variant: pos.variant(), fen: pos.to_fen() }
    }
}

/// A lesson attempt on the wire: its level's key (`crate::learn::level_key`)
/// and its record (`crate::learn::Attempt::record`), from which the worker
/// rebuilds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttemptRecord {
    pub level: String,
    pub record: Vec<(String, Option<String>)>,
}

/// A lesson's hint (`crate::learn::hint`) for an attempt. The answer: the
/// hinted move, if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttemptHint(pub AttemptRecord);

/// A failed practice's review: the learner's move that let the result go,
/// by the endgame tables (`crate::learn::turning_point`). The answer: that
/// move, or none when no move let it go.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttemptReview(pub AttemptRecord);

/// A tactic's start and its line as move text, for the endgame tables'
/// word on its first move ([`table_verdict`]; the worker loads the rule
/// set's tables first). The answer: the verdict, or none when the tables
/// do not decide it (or are not there).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TacticLine {
    pub variant: Variant,
    pub fen: String,
    pub line: Vec<String>,
}

impl TacticLine {
    /// The tables' verdict on the line's first move.
    pub fn verdict(&self, tables: Option<&EndgameTables>) -> Answered<TacticLine> {
        let start =
            Position::from_fen(self.variant, &self.fen).map_err(|_| WhyRefused::UnreadablePosition)?;
        let texts: Vec<&str> = self.line.iter().map(String::as_str).collect();
        let line = start.parse_line(&texts).map_err(|_| WhyRefused::UnreadableLine)?;
        Ok(tables.and_then(|t| table_verdict(t, &start, &line)))
    }
}

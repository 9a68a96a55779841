//! How the worker answers the lessons' tasks: the lessons know their
//! levels, the kernel does not, so the lesson feature gives these
//! (`crate::learn::LESSON_ANSWERS`) and the worker binary
//! registers them before it starts ([`super::answer_lessons_with`]).

use damas_engine::endgame::EndgameTables;
use damas_engine::Variant;

use super::refusal::WhyRefused;
use super::tasks::{AiTask, Answered, AttemptHint, AttemptRecord, AttemptReview, LessonReply};

/// The lessons' answers to their tasks ([`super::AiTask::LessonReply`],
/// [`super::AiTask::LessonHint`], [`super::AiTask::PracticeReview`]),
/// each typed as its task's answer.
#[derive(Clone, Copy, Debug)]
pub struct LessonAnswers {
    /// The rule set whose endgame tables an attempt's hint or review reads
    /// (a practice the tables judge), if any.
    pub tables_of: fn(&AttemptRecord) -> Option<Variant>,
    /// The engine's reply in a lesson position.
    pub reply: fn(&LessonReply) -> Answered<LessonReply>,
    /// An attempt's hint, with the tables when loaded.
    pub hint: fn(&AttemptHint, Option<&EndgameTables>) -> Answered<AttemptHint>,
    /// A failed practice's review, with the tables when loaded.
    pub review: fn(&AttemptReview, Option<&EndgameTables>) -> Answered<AttemptReview>,
}

impl LessonAnswers {
    /// The rule set whose endgame tables a task reads: a tactic's table
    /// verdict, or a practice's hint or review ([`Self::tables_of`]).
    pub fn tables_for(&self, task: &AiTask) -> Option<Variant> {
        match task {
            AiTask::TableVerdict(tactic) => Some(tactic.variant),
            AiTask::LessonHint(AttemptHint(attempt)) | AiTask::PracticeReview(AttemptReview(attempt)) => {
                (self.tables_of)(attempt)
            }
            AiTask::Search(_)
            | AiTask::LessonReply(_)
            | AiTask::Judge(_)
            | AiTask::Analyse(_)
            | AiTask::GetReady(_) => None,
        }
    }

    /// No lessons: their tasks are refused ([`WhyRefused::NoLessons`]).
    pub const NONE: LessonAnswers = LessonAnswers {
        tables_of: |_| None,
        reply: |_| Err(WhyRefused::NoLessons),
        hint: |_, _| Err(WhyRefused::NoLessons),
        review: |_, _| Err(WhyRefused::NoLessons),
    };
}

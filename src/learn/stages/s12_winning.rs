//! Stage 12: winning by capturing everything or by blocking.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "winning",
    title: t(key::WINNING_TITLE),
    intro: t(key::WINNING_INTRO),
    levels: &[
        LessonLevel {
            id: "win-capture-all",
            goal_text: t(key::WIN_CAPTURE_ALL_GOAL),
            fen: "W:W22:B18",
            goal: Goal::Win,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "win-block",
            goal_text: t(key::WIN_BLOCK_GOAL),
            fen: "W:W19,20:B12",
            goal: Goal::Win,
            slack: 0,
            solution: &["20-16"],
            ..LessonLevel::BASE
        },
    ],
};

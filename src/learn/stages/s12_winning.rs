//! Stage 12: winning by capturing everything or by blocking.
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "winning",
    title: t("winning-title"),
    intro: t("winning-intro"),
    levels: &[
        LessonLevel {
            id: "win-capture-all",
            goal_text: t("win-capture-all-goal"),
            fen: "W:W22:B18",
            goal: Goal::Win,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "win-block",
            goal_text: t("win-block-goal"),
            fen: "W:W19,20:B12",
            goal: Goal::Win,
            slack: 0,
            solution: &["20-16"],
            ..LessonLevel::BASE
        },
    ],
};

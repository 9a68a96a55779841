//! Stage 4: capture is compulsory.
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "compulsory",
    title: t("compulsory-title"),
    intro: t("compulsory-intro"),
    levels: &[
        LessonLevel {
            id: "compulsory-man",
            goal_text: t("compulsory-man-goal"),
            fen: "W:W22,31:B18,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "31-27",
                kind: IllegalKind::CaptureIsCompulsory,
                why: t("compulsory-man-why"),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "compulsory-king",
            goal_text: t("compulsory-king-goal"),
            fen: "W:WK32,21:B14,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "21-17",
                kind: IllegalKind::CaptureIsCompulsory,
                why: t("compulsory-king-why"),
            }],
            ..LessonLevel::BASE
        },
    ],
};

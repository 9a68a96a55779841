//! Stage 8: promotion.
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "promotion",
    title: t("promotion-title"),
    intro: t("promotion-intro"),
    levels: &[
        LessonLevel {
            id: "promote-walk",
            goal_text: t("promote-walk-goal"),
            fen: "W:W10:B4",
            goal: Goal::Promote,
            par: 2,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "promote-capture",
            goal_text: t("promote-capture-goal"),
            fen: "W:W10:B6,4",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::Promote]),
            ..LessonLevel::BASE
        },
    ],
};

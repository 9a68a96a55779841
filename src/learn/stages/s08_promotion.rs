//! Stage 8: promotion.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "promotion",
    title: t(key::PROMOTION_TITLE),
    intro: t(key::PROMOTION_INTRO),
    levels: &[
        LessonLevel {
            id: "promote-walk",
            goal_text: t(key::PROMOTE_WALK_GOAL),
            fen: "W:W10:B4",
            goal: Goal::Promote,
            par: 2,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "promote-capture",
            goal_text: t(key::PROMOTE_CAPTURE_GOAL),
            fen: "W:W10:B6,4",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::Promote]),
            ..LessonLevel::BASE
        },
    ],
};

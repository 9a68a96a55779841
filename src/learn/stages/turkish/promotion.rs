//! Turkish stage 6: crowning, and a man that reaches the last row in the
//! middle of a capture.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "promotion",
    title: t(key::TR_PROMOTION_TITLE),
    intro: t(key::TR_PROMOTION_INTRO),
    levels: &[
        LessonLevel {
            id: "tr-crown",
            goal_text: t(key::TR_CROWN_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wd6:Bh8",
            goal: Goal::Promote,
            par: 2,
            solution: &["d6-d7", "d7-d8"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-crossing",
            goal_text: t(key::TR_CROSSING_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wc6:Bc7,d8,f8",
            goal: Goal::All(&[Goal::CaptureN(3), Goal::Promote]),
            slack: 0,
            solution: &["c6xc8xe8xg8"],
            success_text: t(key::TR_CROSSING_SUCCESS),
            ..LessonLevel::BASE
        },
    ],
};

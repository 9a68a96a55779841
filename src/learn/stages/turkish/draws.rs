//! Turkish stage 10: one piece against one is a draw at once.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "draws",
    title: t(key::TR_DRAWS_TITLE),
    intro: t(key::TR_DRAWS_INTRO),
    levels: &[LessonLevel {
        id: "tr-draw-one-each",
        goal_text: t(key::TR_DRAW_ONE_EACH_GOAL),
        variant: Variant::Turkish,
        fen: "W:WKd4:BKh8,d6",
        goal: Goal::Draw,
        slack: 0,
        opponent: Replies::Engine,
        success_text: t(key::TR_DRAW_ONE_EACH_SUCCESS),
        ..LessonLevel::BASE
    }],
};

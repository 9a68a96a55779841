//! Turkish stage 10: one piece against one is a draw at once.
use damas_engine::Variant;

use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "draws",
    title: t("tr-draws-title"),
    intro: t("tr-draws-intro"),
    levels: &[LessonLevel {
        id: "tr-draw-one-each",
        goal_text: t("tr-draw-one-each-goal"),
        variant: Variant::Turkish,
        fen: "W:WKd4:BKh8,d6",
        goal: Goal::Draw,
        slack: 0,
        opponent: Replies::Engine,
        success_text: t("tr-draw-one-each-success"),
        ..LessonLevel::BASE
    }],
};

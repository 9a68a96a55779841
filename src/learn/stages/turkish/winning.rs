//! Turkish stage 9: winning by taking every piece.
use damas_engine::Variant;

use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "winning",
    title: t("tr-winning-title"),
    intro: t("tr-winning-intro"),
    levels: &[LessonLevel {
        id: "tr-win-last",
        goal_text: t("tr-win-last-goal"),
        variant: Variant::Turkish,
        fen: "W:WKa1,c4:Bc5",
        goal: Goal::Win,
        slack: 0,
        ..LessonLevel::BASE
    }],
};

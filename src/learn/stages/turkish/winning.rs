//! Turkish stage 9: winning by taking every piece.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "winning",
    title: t(key::TR_WINNING_TITLE),
    intro: t(key::TR_WINNING_INTRO),
    levels: &[LessonLevel {
        id: "tr-win-last",
        goal_text: t(key::TR_WIN_LAST_GOAL),
        variant: Variant::Turkish,
        fen: "W:WKa1,c4:Bc5",
        goal: Goal::Win,
        slack: 0,
        ..LessonLevel::BASE
    }],
};

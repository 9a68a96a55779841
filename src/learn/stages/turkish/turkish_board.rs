//! Turkish stage 1: the board and the men.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "board",
    title: t(key::TR_BOARD_TITLE),
    intro: t(key::TR_BOARD_INTRO),
    levels: &[LessonLevel {
        id: "tr-setup",
        goal_text: t(key::TR_SETUP_GOAL),
        variant: Variant::Turkish,
        fen: "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        // a4–h4.
        goal: Goal::ReachSquares(&[33, 34, 35, 36, 37, 38, 39, 40]),
        success_text: t(key::TR_SETUP_SUCCESS),
        ..LessonLevel::BASE
    }],
};

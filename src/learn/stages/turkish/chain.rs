//! Turkish stage 4: one capture, several pieces.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "chain",
    title: t(key::TR_CHAIN_TITLE),
    intro: t(key::TR_CHAIN_INTRO),
    levels: &[LessonLevel {
        id: "tr-chain-turns",
        goal_text: t(key::TR_CHAIN_TURNS_GOAL),
        variant: Variant::Turkish,
        fen: "W:Wc3:Bc4,d5,e6",
        goal: Goal::CaptureN(3),
        slack: 0,
        solution: &["c3xc5xe5xe7"],
        success_text: t(key::TR_CHAIN_TURNS_SUCCESS),
        ..LessonLevel::BASE
    }],
};

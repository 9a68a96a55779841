//! Turkish stage 4: one capture, several pieces.
use damas_engine::Variant;

use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "chain",
    title: t("tr-chain-title"),
    intro: t("tr-chain-intro"),
    levels: &[LessonLevel {
        id: "tr-chain-turns",
        goal_text: t("tr-chain-turns-goal"),
        variant: Variant::Turkish,
        fen: "W:Wc3:Bc4,d5,e6",
        goal: Goal::CaptureN(3),
        slack: 0,
        solution: &["c3xc5xe5xe7"],
        success_text: t("tr-chain-turns-success"),
        ..LessonLevel::BASE
    }],
};

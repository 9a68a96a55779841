//! Stage 5: chain captures cannot stop early.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "chain",
    title: t(key::CHAIN_TITLE),
    intro: t(key::CHAIN_INTRO),
    levels: &[
        LessonLevel {
            id: "chain-two",
            goal_text: t(key::CHAIN_TWO_GOAL),
            fen: "W:W22:B18,10",
            goal: Goal::CaptureN(2),
            solution: &["22x15x6"],
            mistakes: &[Mistake {
                text: "22x15",
                kind: IllegalKind::CaptureMustGoOn,
                why: t(key::CHAIN_TWO_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "chain-turn",
            goal_text: t(key::CHAIN_TURN_GOAL),
            fen: "W:W30:B26,19,11",
            goal: Goal::CaptureN(3),
            solution: &["30x23x16x7"],
            ..LessonLevel::BASE
        },
    ],
};

//! Stage 6: captured pieces stay until the move ends; none is jumped twice.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "captured-stay",
    title: t(key::CAPTURED_STAY_TITLE),
    intro: t(key::CAPTURED_STAY_INTRO),
    levels: &[
        LessonLevel {
            id: "captured-twice",
            goal_text: t(key::CAPTURED_TWICE_GOAL),
            fen: "W:WK14:B17,25,11",
            goal: Goal::CaptureN(2),
            solution: &["14x21x30"],
            mistakes: &[Mistake {
                text: "14x21x7",
                kind: IllegalKind::JumpedTwice,
                why: t(key::CAPTURED_TWICE_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "captured-blocks",
            goal_text: t(key::CAPTURED_BLOCKS_GOAL),
            fen: "W:WK29:B18,7,6,23",
            goal: Goal::CaptureN(3),
            solution: &["29x11x2x9"],
            mistakes: &[Mistake {
                text: "29x11x2x9x27",
                kind: IllegalKind::CapturedPieceBlocks,
                why: t(key::CAPTURED_BLOCKS_WHY),
            }],
            ..LessonLevel::BASE
        },
    ],
};

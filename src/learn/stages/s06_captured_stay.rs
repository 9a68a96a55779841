//! Stage 6: captured pieces stay until the move ends; none is jumped twice.
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "captured-stay",
    title: t("captured-stay-title"),
    intro: t("captured-stay-intro"),
    levels: &[
        LessonLevel {
            id: "captured-twice",
            goal_text: t("captured-twice-goal"),
            fen: "W:WK14:B17,25,11",
            goal: Goal::CaptureN(2),
            solution: &["14x21x30"],
            mistakes: &[Mistake {
                text: "14x21x7",
                kind: IllegalKind::JumpedTwice,
                why: t("captured-twice-why"),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "captured-blocks",
            goal_text: t("captured-blocks-goal"),
            fen: "W:WK29:B18,7,6,23",
            goal: Goal::CaptureN(3),
            solution: &["29x11x2x9"],
            mistakes: &[Mistake {
                text: "29x11x2x9x27",
                kind: IllegalKind::CapturedPieceBlocks,
                why: t("captured-blocks-why"),
            }],
            ..LessonLevel::BASE
        },
    ],
};

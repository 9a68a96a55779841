//! Turkish stage 2: a man steps forwards or sideways.
use damas_engine::Variant;

use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "man-moves",
    title: t("tr-man-moves-title"),
    intro: t("tr-man-moves-intro"),
    levels: &[
        LessonLevel {
            id: "tr-man-steps",
            goal_text: t("tr-man-steps-goal"),
            variant: Variant::Turkish,
            fen: "W:Wd4:Bh8",
            // d5, c4, e4.
            goal: Goal::PickSquares(&[28, 35, 37]),
            success_text: t("tr-man-steps-success"),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-man-walk",
            goal_text: t("tr-man-walk-goal"),
            variant: Variant::Turkish,
            fen: "W:Wd3:Bh8",
            // d6.
            goal: Goal::ReachSquares(&[20]),
            par: 3,
            solution: &["d3-d4", "d4-d5", "d5-d6"],
            highlights: &[20],
            mistakes: &[
                Mistake {
                    text: "d3-d2",
                    kind: IllegalKind::ManNeverMovesBackwards,
                    why: t("tr-man-walk-why"),
                },
                Mistake { text: "d3-e4", kind: IllegalKind::NotOrthogonal, why: t("tr-man-walk-why-2") },
                Mistake { text: "d3-d5", kind: IllegalKind::MovesOneSquare, why: t("tr-man-walk-why-3") },
            ],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-man-sideways",
            goal_text: t("tr-man-sideways-goal"),
            variant: Variant::Turkish,
            fen: "W:Wd4:Bc5,d5,d6",
            // e6.
            goal: Goal::ReachSquares(&[21]),
            par: 3,
            solution: &["d4-e4", "e4-e5", "e5-e6"],
            highlights: &[21],
            mistakes: &[Mistake {
                text: "d4-d5",
                kind: IllegalKind::Occupied,
                why: t("tr-man-sideways-why"),
            }],
            ..LessonLevel::BASE
        },
    ],
};

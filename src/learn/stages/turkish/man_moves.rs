//! Turkish stage 2: a man steps forwards or sideways.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "man-moves",
    title: t(key::TR_MAN_MOVES_TITLE),
    intro: t(key::TR_MAN_MOVES_INTRO),
    levels: &[
        LessonLevel {
            id: "tr-man-steps",
            goal_text: t(key::TR_MAN_STEPS_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wd4:Bh8",
            // d5, c4, e4.
            goal: Goal::PickSquares(&[28, 35, 37]),
            success_text: t(key::TR_MAN_STEPS_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-man-walk",
            goal_text: t(key::TR_MAN_WALK_GOAL),
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
                    why: t(key::TR_MAN_WALK_WHY),
                },
                Mistake { text: "d3-e4", kind: IllegalKind::NotOrthogonal, why: t(key::TR_MAN_WALK_WHY_2) },
                Mistake { text: "d3-d5", kind: IllegalKind::MovesOneSquare, why: t(key::TR_MAN_WALK_WHY_3) },
            ],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-man-sideways",
            goal_text: t(key::TR_MAN_SIDEWAYS_GOAL),
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
                why: t(key::TR_MAN_SIDEWAYS_WHY),
            }],
            ..LessonLevel::BASE
        },
    ],
};

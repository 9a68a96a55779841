//! Stage 21: the 10×10 games (damas10 and international, docs/RULES.md#rule-sets).
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "ten",
    title: t(key::TEN_TITLE),
    intro: t(key::TEN_INTRO),
    levels: &[
        LessonLevel {
            id: "ten-corner",
            goal_text: t(key::TEN_CORNER_GOAL),
            variant: Variant::Damas10,
            fen: "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
            goal: Goal::PickSquares(&[46]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ten-crown-continues",
            goal_text: t(key::TEN_CROWN_CONTINUES_GOAL),
            variant: Variant::Damas10,
            fen: "W:W13:B8,7",
            goal: Goal::All(&[Goal::CaptureN(2), Goal::ReachSquares(&[16])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ten-international-stays-man",
            goal_text: t(key::TEN_INTERNATIONAL_STAYS_MAN_GOAL),
            variant: Variant::International,
            fen: "W:W13:B8,7",
            goal: Goal::All(&[Goal::CaptureN(2), Goal::ReachSquares(&[11])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ten-majority",
            goal_text: t(key::TEN_MAJORITY_GOAL),
            variant: Variant::Damas10,
            fen: "W:W33,43:B28,17,39",
            goal: Goal::CaptureN(2),
            slack: 0,
            mistakes: &[
                Mistake {
                    text: "43x34",
                    kind: IllegalKind::MajorityLaw,
                    why: t(key::TEN_MAJORITY_WHY),
                },
                Mistake {
                    text: "33x44",
                    kind: IllegalKind::MajorityLaw,
                    why: t(key::TEN_MAJORITY_WHY_2),
                },
            ],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ten-flying-king",
            goal_text: t(key::TEN_FLYING_KING_GOAL),
            variant: Variant::International,
            fen: "W:WK46:B37,19,3",
            goal: Goal::CaptureN(2),
            ..LessonLevel::BASE
        },
    ],
};

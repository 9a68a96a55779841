//! Stage 18: Spanish draughts.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

const SPANISH: Variant = Variant::Spanish;

pub(super) static STAGE: Stage = Stage {
    id: "spanish",
    title: t(key::SPANISH_TITLE),
    intro: t(key::SPANISH_INTRO),
    levels: &[
        LessonLevel {
            id: "es-forward-only",
            goal_text: t(key::ES_FORWARD_ONLY_GOAL),
            variant: SPANISH,
            fen: "W:W22:B26,18,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "22x31",
                kind: IllegalKind::MenCaptureForwardOnly,
                why: t(key::ES_FORWARD_ONLY_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "es-majority",
            goal_text: t(key::ES_MAJORITY_GOAL),
            variant: SPANISH,
            fen: "W:W22,30:B18,10,25",
            goal: Goal::CaptureN(2),
            slack: 0,
            mistakes: &[Mistake {
                text: "30x21",
                kind: IllegalKind::MajorityLaw,
                why: t(key::ES_MAJORITY_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "es-flying-king",
            goal_text: t(key::ES_FLYING_KING_GOAL),
            variant: SPANISH,
            fen: "W:WK29:B18,7",
            goal: Goal::CaptureN(2),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "es-crowned-stops",
            goal_text: t(key::ES_CROWNED_STOPS_GOAL),
            variant: SPANISH,
            fen: "W:W11:B7,6",
            goal: Goal::Promote,
            slack: 0,
            mistakes: &[Mistake {
                text: "11x2x9",
                kind: IllegalKind::CrownedMoveEnds,
                why: t(key::ES_CROWNED_STOPS_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "es-crown-brazilian-contrast",
            goal_text: t(key::ES_CROWN_BRAZILIAN_CONTRAST_GOAL),
            fen: "W:W11:B7,6",
            goal: Goal::All(&[Goal::CaptureN(2), Goal::ReachSquares(&[9])]),
            slack: 0,
            ..LessonLevel::BASE
        },
    ],
};

//! Stage 20: Thai draughts.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

const THAI: Variant = Variant::Thai;

pub(super) static STAGE: Stage = Stage {
    id: "thai",
    title: t(key::THAI_TITLE),
    intro: t(key::THAI_INTRO),
    levels: &[
        LessonLevel {
            id: "th-setup",
            goal_text: t(key::TH_SETUP_GOAL),
            variant: THAI,
            fen: "W:W25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8",
            goal: Goal::PickSquares(&[25, 26, 27, 28]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "th-free-choice",
            goal_text: t(key::TH_FREE_CHOICE_GOAL),
            variant: THAI,
            fen: "W:W30:B26,18,19,11",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[14])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "th-king-landing",
            goal_text: t(key::TH_KING_LANDING_GOAL),
            variant: THAI,
            fen: "W:WK32:B14,1",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[5])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "th-forward-only",
            goal_text: t(key::TH_FORWARD_ONLY_GOAL),
            variant: THAI,
            fen: "W:W22:B26,18,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "22x31",
                kind: IllegalKind::MenCaptureForwardOnly,
                why: t(key::TH_FORWARD_ONLY_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "th-majority-brazilian-contrast",
            goal_text: t(key::TH_MAJORITY_BRAZILIAN_CONTRAST_GOAL),
            fen: "W:W30:B26,18,19,11",
            goal: Goal::CaptureN(3),
            slack: 0,
            mistakes: &[Mistake {
                text: "30x23x14",
                kind: IllegalKind::MajorityLaw,
                why: t(key::TH_MAJORITY_BRAZILIAN_CONTRAST_WHY),
            }],
            ..LessonLevel::BASE
        },
    ],
};

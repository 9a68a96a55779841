//! Stage 7: the majority law.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "majority",
    title: t(key::MAJORITY_TITLE),
    intro: t(key::MAJORITY_INTRO),
    levels: &[
        LessonLevel {
            id: "majority-two-beats-one",
            goal_text: t(key::MAJORITY_TWO_BEATS_ONE_GOAL),
            fen: "W:W22,30:B18,10,25",
            goal: Goal::CaptureN(2),
            slack: 0,
            solution: &["22x15x6"],
            mistakes: &[
                Mistake {
                    text: "30x21",
                    kind: IllegalKind::MajorityLaw,
                    why: t(key::MAJORITY_TWO_BEATS_ONE_WHY),
                },
                Mistake {
                    text: "22x29",
                    kind: IllegalKind::MajorityLaw,
                    why: t(key::MAJORITY_TWO_BEATS_ONE_WHY_2),
                },
            ],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "majority-king-counts-one",
            goal_text: t(key::MAJORITY_KING_COUNTS_ONE_GOAL),
            fen: "W:W22,30:B18,10,K25",
            goal: Goal::CaptureN(2),
            slack: 0,
            mistakes: &[Mistake {
                text: "30x21",
                kind: IllegalKind::MajorityLaw,
                why: t(key::MAJORITY_KING_COUNTS_ONE_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "majority-longest-chain",
            goal_text: t(key::MAJORITY_LONGEST_CHAIN_GOAL),
            fen: "W:W30:B26,18,19,11",
            goal: Goal::CaptureN(3),
            slack: 0,
            mistakes: &[Mistake {
                text: "30x23x14",
                kind: IllegalKind::MajorityLaw,
                why: t(key::MAJORITY_LONGEST_CHAIN_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "majority-free-choice",
            goal_text: t(key::MAJORITY_FREE_CHOICE_GOAL),
            fen: "W:W22,24:B18,19,10,11",
            goal: Goal::CaptureN(2),
            slack: 0,
            ..LessonLevel::BASE
        },
    ],
};

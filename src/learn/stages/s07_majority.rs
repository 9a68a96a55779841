//! Stage 7: the majority law.
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "majority",
    title: t("majority-title"),
    intro: t("majority-intro"),
    levels: &[
        LessonLevel {
            id: "majority-two-beats-one",
            goal_text: t("majority-two-beats-one-goal"),
            fen: "W:W22,30:B18,10,25",
            goal: Goal::CaptureN(2),
            slack: 0,
            solution: &["22x15x6"],
            mistakes: &[
                Mistake {
                    text: "30x21",
                    kind: IllegalKind::MajorityLaw,
                    why: t("majority-two-beats-one-why"),
                },
                Mistake {
                    text: "22x29",
                    kind: IllegalKind::MajorityLaw,
                    why: t("majority-two-beats-one-why-2"),
                },
            ],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "majority-king-counts-one",
            goal_text: t("majority-king-counts-one-goal"),
            fen: "W:W22,30:B18,10,K25",
            goal: Goal::CaptureN(2),
            slack: 0,
            mistakes: &[Mistake {
                text: "30x21",
                kind: IllegalKind::MajorityLaw,
                why: t("majority-king-counts-one-why"),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "majority-longest-chain",
            goal_text: t("majority-longest-chain-goal"),
            fen: "W:W30:B26,18,19,11",
            goal: Goal::CaptureN(3),
            slack: 0,
            mistakes: &[Mistake {
                text: "30x23x14",
                kind: IllegalKind::MajorityLaw,
                why: t("majority-longest-chain-why"),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "majority-free-choice",
            goal_text: t("majority-free-choice-goal"),
            fen: "W:W22,24:B18,19,10,11",
            goal: Goal::CaptureN(2),
            slack: 0,
            ..LessonLevel::BASE
        },
    ],
};

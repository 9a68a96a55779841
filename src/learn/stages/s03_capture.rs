//! Stage 3: capturing.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "capture",
    title: t(key::CAPTURE_TITLE),
    intro: t(key::CAPTURE_INTRO),
    levels: &[
        LessonLevel {
            id: "capture-first",
            goal_text: t(key::CAPTURE_FIRST_GOAL),
            fen: "W:W22:B18,1",
            goal: Goal::MakeAnyCapture,
            solution: &["22x15"],
            arrows: &[(22, 15)],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "capture-backwards",
            goal_text: t(key::CAPTURE_BACKWARDS_GOAL),
            fen: "W:W22:B26,1",
            goal: Goal::MakeAnyCapture,
            solution: &["22x31"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "capture-landing-taken",
            goal_text: t(key::CAPTURE_LANDING_TAKEN_GOAL),
            fen: "W:W22:B18,15,1",
            goal: Goal::ReachSquares(&[17]),
            slack: 0,
            mistakes: &[
                Mistake {
                    text: "22x15",
                    kind: IllegalKind::LandingOccupied,
                    why: t(key::CAPTURE_LANDING_TAKEN_WHY),
                },
                Mistake {
                    text: "22x11",
                    kind: IllegalKind::JumpsAdjacentOnly,
                    why: t(key::CAPTURE_LANDING_TAKEN_WHY_2),
                },
            ],
            ..LessonLevel::BASE
        },
    ],
};

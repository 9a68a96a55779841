//! Stage 3: capturing.
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "capture",
    title: t("capture-title"),
    intro: t("capture-intro"),
    levels: &[
        LessonLevel {
            id: "capture-first",
            goal_text: t("capture-first-goal"),
            fen: "W:W22:B18,1",
            goal: Goal::MakeAnyCapture,
            solution: &["22x15"],
            arrows: &[(22, 15)],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "capture-backwards",
            goal_text: t("capture-backwards-goal"),
            fen: "W:W22:B26,1",
            goal: Goal::MakeAnyCapture,
            solution: &["22x31"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "capture-landing-taken",
            goal_text: t("capture-landing-taken-goal"),
            fen: "W:W22:B18,15,1",
            goal: Goal::ReachSquares(&[17]),
            slack: 0,
            mistakes: &[
                Mistake {
                    text: "22x15",
                    kind: IllegalKind::LandingOccupied,
                    why: t("capture-landing-taken-why"),
                },
                Mistake {
                    text: "22x11",
                    kind: IllegalKind::JumpsAdjacentOnly,
                    why: t("capture-landing-taken-why-2"),
                },
            ],
            ..LessonLevel::BASE
        },
    ],
};

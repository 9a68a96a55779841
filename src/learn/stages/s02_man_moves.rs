//! Stage 2: how a man moves.
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "man-moves",
    title: t("man-moves-title"),
    intro: t("man-moves-intro"),
    levels: &[
        LessonLevel {
            id: "man-walk",
            goal_text: t("man-walk-goal"),
            fen: "W:W22:B1",
            goal: Goal::ReachSquares(&[10]),
            par: 3,
            solution: &["22-18", "18-14", "14-10"],
            highlights: &[10],
            mistakes: &[
                Mistake { text: "22-26", kind: IllegalKind::ManMovesForwardOnly, why: t("man-walk-why") },
                Mistake { text: "22-13", kind: IllegalKind::MovesOneSquare, why: t("man-walk-why-2") },
                Mistake { text: "22-23", kind: IllegalKind::NotDiagonal, why: t("man-walk-why-3") },
            ],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "man-blocked",
            goal_text: t("man-blocked-goal"),
            fen: "W:W22,18:B1",
            goal: Goal::ReachSquares(&[13]),
            par: 2,
            solution: &["22-17", "17-13"],
            mistakes: &[
                Mistake { text: "22-18", kind: IllegalKind::Occupied, why: t("man-blocked-why") },
                Mistake { text: "22x15", kind: IllegalKind::JumpsOwnPiece, why: t("man-blocked-why-2") },
            ],
            ..LessonLevel::BASE
        },
    ],
};

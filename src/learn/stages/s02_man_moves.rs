//! Stage 2: how a man moves.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "man-moves",
    title: t(key::MAN_MOVES_TITLE),
    intro: t(key::MAN_MOVES_INTRO),
    levels: &[
        LessonLevel {
            id: "man-walk",
            goal_text: t(key::MAN_WALK_GOAL),
            fen: "W:W22:B1",
            goal: Goal::ReachSquares(&[10]),
            par: 3,
            solution: &["22-18", "18-14", "14-10"],
            highlights: &[10],
            mistakes: &[
                Mistake { text: "22-26", kind: IllegalKind::ManMovesForwardOnly, why: t(key::MAN_WALK_WHY) },
                Mistake { text: "22-13", kind: IllegalKind::MovesOneSquare, why: t(key::MAN_WALK_WHY_2) },
                Mistake { text: "22-23", kind: IllegalKind::NotDiagonal, why: t(key::MAN_WALK_WHY_3) },
            ],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "man-blocked",
            goal_text: t(key::MAN_BLOCKED_GOAL),
            fen: "W:W22,18:B1",
            goal: Goal::ReachSquares(&[13]),
            par: 2,
            solution: &["22-17", "17-13"],
            mistakes: &[
                Mistake { text: "22-18", kind: IllegalKind::Occupied, why: t(key::MAN_BLOCKED_WHY) },
                Mistake { text: "22x15", kind: IllegalKind::JumpsOwnPiece, why: t(key::MAN_BLOCKED_WHY_2) },
            ],
            ..LessonLevel::BASE
        },
    ],
};

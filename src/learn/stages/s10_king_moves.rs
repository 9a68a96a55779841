//! Stage 10: the flying king's moves.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "king-moves",
    title: t(key::KING_MOVES_TITLE),
    intro: t(key::KING_MOVES_INTRO),
    levels: &[
        LessonLevel {
            id: "king-long",
            goal_text: t(key::KING_LONG_GOAL),
            fen: "W:WK29:B1",
            goal: Goal::ReachSquares(&[4]),
            arrows: &[(29, 4)],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-blocked",
            goal_text: t(key::KING_BLOCKED_GOAL),
            fen: "W:WK11,22:B1",
            goal: Goal::ReachSquares(&[25]),
            par: 2,
            mistakes: &[Mistake {
                text: "11-25",
                kind: IllegalKind::PathBlocked,
                why: t(key::KING_BLOCKED_WHY),
            }],
            ..LessonLevel::BASE
        },
    ],
};

//! Stage 10: the flying king's moves.
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "king-moves",
    title: t("king-moves-title"),
    intro: t("king-moves-intro"),
    levels: &[
        LessonLevel {
            id: "king-long",
            goal_text: t("king-long-goal"),
            fen: "W:WK29:B1",
            goal: Goal::ReachSquares(&[4]),
            arrows: &[(29, 4)],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-blocked",
            goal_text: t("king-blocked-goal"),
            fen: "W:WK11,22:B1",
            goal: Goal::ReachSquares(&[25]),
            par: 2,
            mistakes: &[Mistake {
                text: "11-25",
                kind: IllegalKind::PathBlocked,
                why: t("king-blocked-why"),
            }],
            ..LessonLevel::BASE
        },
    ],
};

//! Stage 1: the board and the set-up.
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "board",
    title: t("board-title"),
    intro: t("board-intro"),
    levels: &[
        LessonLevel {
            id: "board-corner",
            goal_text: t("board-corner-goal"),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[29]),
            success_text: t("board-corner-success"),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "board-empty-rows",
            goal_text: t("board-empty-rows-goal"),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[17, 18, 19, 20]),
            highlights: &[17, 18, 19, 20, 13, 14, 15, 16],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "board-first-move",
            goal_text: t("board-first-move-goal"),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::ReachSquares(&[17, 18, 19, 20]),
            par: 1,
            slack: 0,
            solution: &["22-18"],
            ..LessonLevel::BASE
        },
    ],
};

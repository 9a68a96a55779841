//! Stage 1: the board and the set-up.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "board",
    title: t(key::BOARD_TITLE),
    intro: t(key::BOARD_INTRO),
    levels: &[
        LessonLevel {
            id: "board-corner",
            goal_text: t(key::BOARD_CORNER_GOAL),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[29]),
            success_text: t(key::BOARD_CORNER_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "board-empty-rows",
            goal_text: t(key::BOARD_EMPTY_ROWS_GOAL),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[17, 18, 19, 20]),
            highlights: &[17, 18, 19, 20, 13, 14, 15, 16],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "board-first-move",
            goal_text: t(key::BOARD_FIRST_MOVE_GOAL),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::ReachSquares(&[17, 18, 19, 20]),
            par: 1,
            slack: 0,
            solution: &["22-18"],
            ..LessonLevel::BASE
        },
    ],
};

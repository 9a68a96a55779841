//! Stage 14: notation (question levels, and a capture named by its full path).
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "notation",
    title: t(key::NOTATION_TITLE),
    intro: t(key::NOTATION_INTRO),
    levels: &[
        LessonLevel {
            id: "notation-one",
            goal_text: t(key::NOTATION_ONE_GOAL),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[1]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "notation-move",
            goal_text: t(key::NOTATION_MOVE_GOAL),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[22, 18]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "notation-capture",
            goal_text: t(key::NOTATION_CAPTURE_GOAL),
            fen: "W:W22:B18,1",
            goal: Goal::PickSquares(&[18]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "notation-algebraic",
            goal_text: t(key::NOTATION_ALGEBRAIC_GOAL),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[22]),
            algebraic: true,
            success_text: t(key::NOTATION_ALGEBRAIC_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "notation-full-path",
            goal_text: t(key::NOTATION_FULL_PATH_GOAL),
            fen: "W:WK22:B18,10,9,7",
            goal: Goal::Play("22x15x6x13"),
            slack: 0,
            solution: &["22x15x6x13"],
            success_text: t(key::NOTATION_FULL_PATH_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "notation-write-path",
            goal_text: t(key::NOTATION_WRITE_PATH_GOAL),
            fen: "W:WK22:B18,10,9,7",
            goal: Goal::PickSquares(&[11, 2]),
            success_text: t(key::NOTATION_WRITE_PATH_SUCCESS),
            ..LessonLevel::BASE
        },
    ],
};

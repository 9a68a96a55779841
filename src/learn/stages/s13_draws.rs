//! Stage 13: draw rules: questions, then draws reached by playing.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "draws",
    title: t(key::DRAWS_TITLE),
    intro: t(key::DRAWS_INTRO),
    levels: &[
        LessonLevel {
            id: "draw-count-reset",
            goal_text: t(key::DRAW_COUNT_RESET_GOAL),
            fen: "W:WK29,K30,21:BK3,K4",
            goal: Goal::PickSquares(&[21]),
            success_text: t(key::DRAW_COUNT_RESET_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "draw-twenty",
            goal_text: t(key::DRAW_TWENTY_GOAL),
            fen: "W:WK29:BK4",
            goal: Goal::PickSquares(&[20]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "draw-repetition",
            goal_text: t(key::DRAW_REPETITION_GOAL),
            fen: "W:WK32:BK1",
            goal: Goal::PickSquares(&[3]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "draw-hold-repetition",
            goal_text: t(key::DRAW_HOLD_REPETITION_GOAL),
            fen: "W:WK22:BK1,K32",
            goal: Goal::Draw,
            par: 4,
            opponent: Replies::Script(&["1-6", "6-1", "1-6", "6-1"]),
            solution: &["22-25", "25-22", "22-25", "25-22"],
            success_text: t(key::DRAW_HOLD_REPETITION_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "draw-twenty-play",
            goal_text: t(key::DRAW_TWENTY_PLAY_GOAL),
            fen: "W:WK29:BK2,K32",
            goal: Goal::Draw,
            par: 2,
            slack: 0,
            king_moves_before: 16,
            opponent: Replies::Script(&["2-6", "6-2"]),
            solution: &["29-25", "25-29"],
            success_text: t(key::DRAW_TWENTY_PLAY_SUCCESS),
            ..LessonLevel::BASE
        },
    ],
};

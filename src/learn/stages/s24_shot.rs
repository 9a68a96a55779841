//! "Play better", stage 3: the shot, a sacrifice the opponent must take,
//! then the bigger capture (one or two pieces given, two or three taken,
//! and a shot that crowns).
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "shot",
    title: t(key::SHOT_TITLE),
    intro: t(key::SHOT_INTRO),
    levels: &[
        LessonLevel {
            id: "shot-one-for-two",
            goal_text: t(key::SHOT_ONE_FOR_TWO_GOAL),
            fen: "W:W17,18,19,23,26:B1,4,10,11",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["10x19"]),
            solution: &["19-15", "23x7"],
            success_text: t(key::SHOT_ONE_FOR_TWO_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "shot-one-for-two-again",
            goal_text: t(key::SHOT_ONE_FOR_TWO_AGAIN_GOAL),
            fen: "W:W13,19,21,27,32:B4,18,20,22",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["20x27"]),
            solution: &["27-24", "32x14"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "shot-one-for-three",
            goal_text: t(key::SHOT_ONE_FOR_THREE_GOAL),
            fen: "W:W12,25,26,31:B6,11,17,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["17x26"]),
            solution: &["26-22", "31x8"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "shot-one-for-three-again",
            goal_text: t(key::SHOT_ONE_FOR_THREE_AGAIN_GOAL),
            fen: "W:W25,27,28,29,31:B3,9,11,16,17,19",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["19x26"]),
            solution: &["27-23", "31x6"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "shot-two-given",
            goal_text: t(key::SHOT_TWO_GIVEN_GOAL),
            fen: "W:W9,17,25,30,32:B4,10,11,19",
            goal: Goal::CaptureN(3),
            par: 3,
            slack: 0,
            opponent: Replies::Script(&["10x17", "17x26"]),
            solution: &["17-14", "25-22", "30x7"],
            success_text: t(key::SHOT_TWO_GIVEN_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "shot-to-crown",
            goal_text: t(key::SHOT_TO_CROWN_GOAL),
            fen: "W:W19,20,24,32:B8,11,12,16,21,22",
            goal: Goal::Promote,
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["11x18"]),
            solution: &["19-15", "20x4"],
            ..LessonLevel::BASE
        },
    ],
};

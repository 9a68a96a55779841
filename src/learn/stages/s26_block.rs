//! "Play better", stage 5: blocking: a player with no move loses, so
//! taking away the last free squares of the opponent's men wins; and the
//! locked wing: a few men hold more, and the opponent, out of free moves,
//! must give one up.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "block",
    title: t(key::BLOCK_TITLE),
    intro: t(key::BLOCK_INTRO),
    levels: &[
        LessonLevel {
            id: "block-one",
            goal_text: t(key::BLOCK_ONE_GOAL),
            fen: "W:W10,21,22:B13",
            goal: Goal::Win,
            slack: 1,
            opponent: Replies::Engine,
            solution: &["21-17"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-corner",
            goal_text: t(key::BLOCK_CORNER_GOAL),
            fen: "W:W9,18,22:B5",
            goal: Goal::Win,
            slack: 1,
            opponent: Replies::Engine,
            solution: &["18-14"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-edge",
            goal_text: t(key::BLOCK_EDGE_GOAL),
            fen: "W:W27,28,31:B20",
            goal: Goal::Win,
            slack: 1,
            opponent: Replies::Engine,
            solution: &["28-24"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-in-two",
            goal_text: t(key::BLOCK_IN_TWO_GOAL),
            fen: "W:W13,22,29,30:B14",
            goal: Goal::Win,
            par: 2,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-in-two-again",
            goal_text: t(key::BLOCK_IN_TWO_AGAIN_GOAL),
            fen: "W:W20,25,27,28:B11",
            goal: Goal::Win,
            par: 2,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-in-two-more",
            goal_text: t(key::BLOCK_IN_TWO_MORE_GOAL),
            fen: "W:W13,21,22,25:B6",
            goal: Goal::Win,
            par: 2,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-wing-which",
            goal_text: t(key::BLOCK_WING_WHICH_GOAL),
            fen: "W:W19,20,21:B2,8,11,12",
            goal: Goal::PickSquares(&[19, 20]),
            success_text: t(key::BLOCK_WING_WHICH_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-wing",
            goal_text: t(key::BLOCK_WING_GOAL),
            fen: "W:W21,22,28:B8,9,13,14",
            goal: Goal::All(&[Goal::CaptureN(1), Goal::DontLosePiece]),
            par: 3,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-wing-again",
            goal_text: t(key::BLOCK_WING_AGAIN_GOAL),
            fen: "W:W13,17,32:B3,5,6,9",
            goal: Goal::All(&[Goal::CaptureN(1), Goal::DontLosePiece]),
            par: 4,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
    ],
};

//! "Play better", stage 1: a piece under attack, how to save it, and how
//! to win a piece that cannot be saved (the last but one level a practice
//! against Empresário, its piece won by force: tests).
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "attack",
    title: t(key::ATTACK_TITLE),
    intro: t(key::ATTACK_INTRO),
    levels: &[
        LessonLevel {
            id: "attack-which",
            goal_text: t(key::ATTACK_WHICH_GOAL),
            fen: "W:W12,19,22,27,31:B10,13,14,15",
            goal: Goal::PickSquares(&[19]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "attack-step-away",
            goal_text: t(key::ATTACK_STEP_AWAY_GOAL),
            fen: "W:W12,19,22,27,31:B10,13,14,15",
            goal: Goal::All(&[Goal::PlayMoves(1), Goal::DontLosePiece]),
            slack: 0,
            opponent: Replies::Engine,
            solution: &["19-16"],
            success_text: t(key::ATTACK_STEP_AWAY_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "attack-back-up",
            goal_text: t(key::ATTACK_BACK_UP_GOAL),
            fen: "W:W19,25,28,32:B7,9,10,12,14,15",
            goal: Goal::All(&[Goal::PlayMoves(1), Goal::DontLosePiece]),
            slack: 0,
            opponent: Replies::Engine,
            solution: &["28-24"],
            success_text: t(key::ATTACK_BACK_UP_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "attack-no-escape",
            goal_text: t(key::ATTACK_NO_ESCAPE_GOAL),
            fen: "W:W23,25,26,27:B3,7,8,12,17,21",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 1,
            opponent: Replies::Script(&["7-10"]),
            solution: &["25-22", "22x13"],
            success_text: t(key::ATTACK_NO_ESCAPE_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "attack-win-a-man",
            goal_text: t(key::ATTACK_WIN_A_MAN_GOAL),
            fen: "W:W13,25,26,27,28:B1,4,7,14,19",
            goal: Goal::All(&[Goal::CaptureN(1), Goal::DontLosePiece]),
            par: 2,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "attack-hold-on",
            goal_text: t(key::ATTACK_HOLD_ON_GOAL),
            fen: "W:W18,19,24,29,32:B1,6,8,20",
            goal: Goal::All(&[Goal::PlayMoves(2), Goal::DontLosePiece]),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["6-10"]),
            solution: &["32-27", "18-15"],
            ..LessonLevel::BASE
        },
    ],
};

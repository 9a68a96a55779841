//! Stage 15: practical tips from the seeds, as short exercises.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "tips",
    title: t(key::TIPS_TITLE),
    intro: t(key::TIPS_INTRO),
    levels: &[
        LessonLevel {
            id: "tip-no-hanging",
            goal_text: t(key::TIP_NO_HANGING_GOAL),
            fen: "W:W21,22,23,24,31:B14,15,16,11",
            goal: Goal::All(&[Goal::PlayMoves(1), Goal::DontLosePiece]),
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-forced-sacrifice",
            goal_text: t(key::TIP_FORCED_SACRIFICE_GOAL),
            fen: "W:W17,22,25:B9,11,3",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["9x18"]),
            solution: &["17-14", "22x15x8"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-back-row",
            goal_text: t(key::TIP_BACK_ROW_GOAL),
            fen: "W:W18,22,23,26,30,31:B5,6,9,10,11",
            goal: Goal::PickSquares(&[30, 31]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-centre",
            goal_text: t(key::TIP_CENTRE_GOAL),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[14, 15, 18, 19]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-long-diagonal",
            goal_text: t(key::TIP_LONG_DIAGONAL_GOAL),
            fen: "W:W21,23,24,26,31:BK1,5",
            goal: Goal::All(&[Goal::PlayMoves(1), Goal::DontLosePiece]),
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-trade-when-ahead",
            goal_text: t(key::TIP_TRADE_WHEN_AHEAD_GOAL),
            fen: "W:W19,22,25,30:B11,3,4",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 0,
            opponent: Replies::Engine,
            solution: &["19-15", "22x15"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-lone-man",
            goal_text: t(key::TIP_LONE_MAN_GOAL),
            fen: "W:W15,22,23,26,31:B2,6,7,8",
            goal: Goal::All(&[Goal::PlayMoves(2), Goal::DontLosePiece]),
            par: 2,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-trap-lone-king",
            goal_text: t(key::TIP_TRAP_LONE_KING_GOAL),
            fen: "W:WK17,21,25:BK29",
            goal: Goal::Win,
            slack: 0,
            opponent: Replies::Engine,
            solution: &["17-22"],
            success_text: t(key::TIP_TRAP_LONE_KING_SUCCESS),
            ..LessonLevel::BASE
        },
    ],
};

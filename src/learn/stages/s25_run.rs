//! "Play better", stage 4: running to crown: counting the moves, the path
//! the opponent cannot close, and the breakthrough (a man given to open
//! the way); and stopping the opponent's runaway with men. Every level is
//! a practice ([`Replies::Practice`]) whose aim (a crowning, or the
//! runaway won) is proved within its moves against every defence (tests).
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

/// Win a man: take one and lose none.
const WIN_A_MAN: Goal = Goal::All(&[Goal::CaptureN(1), Goal::DontLosePiece]);

pub(super) static STAGE: Stage = Stage {
    id: "run",
    title: t(key::RUN_TITLE),
    intro: t(key::RUN_INTRO),
    levels: &[
        LessonLevel {
            id: "run-count",
            goal_text: t(key::RUN_COUNT_GOAL),
            fen: "W:W15,29:B8",
            goal: Goal::Promote,
            par: 3,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-path",
            goal_text: t(key::RUN_PATH_GOAL),
            fen: "W:W20,27,28:B1",
            goal: Goal::Promote,
            par: 4,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-break-through",
            goal_text: t(key::RUN_BREAK_THROUGH_GOAL),
            fen: "W:W15,18,20,24:B4,7",
            goal: Goal::Promote,
            par: 3,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-use-the-time",
            goal_text: t(key::RUN_USE_THE_TIME_GOAL),
            fen: "W:W14,16,26,29:B7,11,12",
            goal: Goal::Promote,
            par: 3,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-break-far",
            goal_text: t(key::RUN_BREAK_FAR_GOAL),
            fen: "W:W13,22,25,30:B8,14",
            goal: Goal::Promote,
            par: 4,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-break-three",
            goal_text: t(key::RUN_BREAK_THREE_GOAL),
            fen: "W:W9,18,26:B2,5,8",
            goal: Goal::Promote,
            par: 4,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-stop",
            goal_text: t(key::RUN_STOP_GOAL),
            fen: "W:W30,31,32:B5,10,23",
            goal: WIN_A_MAN,
            par: 2,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-stop-again",
            goal_text: t(key::RUN_STOP_AGAIN_GOAL),
            fen: "W:W23,28,29:B10,21",
            goal: WIN_A_MAN,
            par: 2,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
    ],
};

//! "Play better", stage 2: exchanges, one for one and two for two, and
//! trading when you are ahead.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "exchanges",
    title: t(key::EXCHANGES_TITLE),
    intro: t(key::EXCHANGES_INTRO),
    levels: &[
        LessonLevel {
            id: "trade-one-for-one",
            goal_text: t(key::TRADE_ONE_FOR_ONE_GOAL),
            fen: "W:W9,18,26,30,32:B10,11,17,20,24",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["17x26"]),
            solution: &["26-22", "30x23"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "trade-find-it",
            goal_text: t(key::TRADE_FIND_IT_GOAL),
            fen: "W:W18,21,24,25,26:B5,6,7,8,10,12",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["10x17"]),
            solution: &["18-14", "21x14"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "trade-two-for-two",
            goal_text: t(key::TRADE_TWO_FOR_TWO_GOAL),
            fen: "W:W16,23,24,27,31:B2,6,8,12,17",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["12x26"]),
            solution: &["24-20", "31x13"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "trade-when-ahead",
            goal_text: t(key::TRADE_WHEN_AHEAD_GOAL),
            fen: "W:W17,19,27,29,32:B4,7,18,20",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x27"]),
            solution: &["27-23", "32x23"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "trade-two-when-ahead",
            goal_text: t(key::TRADE_TWO_WHEN_AHEAD_GOAL),
            fen: "W:W19,23,27,28,31:B3,6,10,17",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["10x26"]),
            solution: &["19-15", "31x13"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "trade-once-more",
            goal_text: t(key::TRADE_ONCE_MORE_GOAL),
            fen: "W:W15,18,19,27,30,32:B5,12,16,20,21",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["16x23"]),
            solution: &["18-14", "27x18"],
            ..LessonLevel::BASE
        },
    ],
};

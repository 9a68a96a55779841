//! Turkish "Play better", stage 1: exchanges on the orthogonal board, one
//! for one and two for two (once with two men given one after the other),
//! to trade down when you are ahead.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "exchanges",
    title: t(key::TR_EXCHANGES_TITLE),
    intro: t(key::TR_EXCHANGES_INTRO),
    levels: &[
        LessonLevel {
            id: "tr-trade-one-for-one",
            goal_text: t(key::TR_TRADE_ONE_FOR_ONE_GOAL),
            variant: Variant::Turkish,
            fen: "W:We3,f3,g3:Bc3",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["c3xe3"]),
            solution: &["e3-d3", "f3xd3"],
            success_text: t(key::TR_TRADE_ONE_FOR_ONE_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-trade-two-for-two",
            goal_text: t(key::TR_TRADE_TWO_FOR_TWO_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wd4,f4,g4,h4,h3:Be5,e3",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["e5xg5xg3"]),
            solution: &["f4-f5", "h3xf3xd3"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-trade-two-again",
            goal_text: t(key::TR_TRADE_TWO_AGAIN_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wd3,e3,f2,g2,h2:Bc4,c2",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["c4xe4xe2"]),
            solution: &["d3-d4", "f2xd2xb2"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-trade-lure",
            goal_text: t(key::TR_TRADE_LURE_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wh5,c4,c3,h3,b2,h2:Bg6,e2",
            goal: Goal::CaptureN(2),
            par: 3,
            slack: 0,
            opponent: Replies::Script(&["g6xg4", "g4xg2"]),
            solution: &["h5-g5", "h3-g3", "h2xf2xd2"],
            ..LessonLevel::BASE
        },
    ],
};

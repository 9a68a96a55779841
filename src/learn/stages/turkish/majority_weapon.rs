//! Turkish "Play better", stage 3: the majority law as a weapon. The
//! capture taking the most pieces is compulsory for the opponent too:
//! give pieces so that their biggest capture, the one they must make,
//! ends where you take back, when a smaller one would have saved them.
//! The positions come from the engine-verified tactics of
//! `puzzles/tactics/turkish.pdn`; the tests prove, with
//! `damas_engine::teaching::law_saves`, that the capture each success
//! text says the law forbade would have saved the opponent.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "capture-law",
    title: t(key::TR_LAW_TITLE),
    intro: t(key::TR_LAW_INTRO),
    levels: &[
        LessonLevel {
            id: "tr-law-three-for-the-king",
            goal_text: t(key::TR_LAW_THREE_FOR_THE_KING_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wa3,c3,e3,h3,h2:BKh8",
            goal: Goal::Win,
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["h8xh3xd3xb3"]),
            solution: &["h3-h4", "a3xc3"],
            success_text: t(key::TR_LAW_THREE_FOR_THE_KING_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-law-round-the-corner",
            goal_text: t(key::TR_LAW_ROUND_THE_CORNER_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wc5,b3,g3,b2,d2,f2:BKa5",
            goal: Goal::Win,
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["a5xg5xg2xe2"]),
            solution: &["b2-c2", "d2xf2"],
            success_text: t(key::TR_LAW_ROUND_THE_CORNER_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-law-four-for-the-king",
            goal_text: t(key::TR_LAW_FOUR_FOR_THE_KING_GOAL),
            variant: Variant::Turkish,
            fen: "W:We7,h5,e4,g4,c3,d3:BKc1",
            goal: Goal::Win,
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["c1xc7xh7xh4xf4"]),
            solution: &["d3-d4", "e4xg4"],
            success_text: t(key::TR_LAW_FOUR_FOR_THE_KING_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-law-seven",
            goal_text: t(key::TR_LAW_SEVEN_GOAL),
            variant: Variant::Turkish,
            fen: "W:WKe3,f3,f2,g2:Ba7,c7,f7,h7,b6,c6,f6,Ka3,h2",
            goal: Goal::CaptureN(7),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["a3xg3xg1"]),
            solution: &["e3-e7", "e7xb7xb1xh1xh6xe6xa6xa8"],
            success_text: t(key::TR_LAW_SEVEN_SUCCESS),
            ..LessonLevel::BASE
        },
    ],
};

//! Turkish stage 11: moves written with the squares' names.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "notation",
    title: t(key::TR_NOTATION_TITLE),
    intro: t(key::TR_NOTATION_INTRO),
    levels: &[
        LessonLevel {
            id: "tr-notation-move",
            goal_text: t(key::TR_NOTATION_MOVE_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
            // c4.
            goal: Goal::ReachSquares(&[35]),
            slack: 0,
            solution: &["c3-c4"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-notation-full-path",
            goal_text: t(key::TR_NOTATION_FULL_PATH_GOAL),
            variant: Variant::Turkish,
            fen: "W:WKd7:Bd6,e5,e3,f2",
            goal: Goal::Play("d7xd5xf5xf1"),
            slack: 0,
            solution: &["d7xd5xf5xf1"],
            success_text: t(key::TR_NOTATION_FULL_PATH_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-notation-write-path",
            goal_text: t(key::TR_NOTATION_WRITE_PATH_GOAL),
            variant: Variant::Turkish,
            fen: "W:WKd7:Bd6,e5,e3,f2",
            // d3 and f3.
            goal: Goal::PickSquares(&[44, 46]),
            success_text: t(key::TR_NOTATION_WRITE_PATH_SUCCESS),
            ..LessonLevel::BASE
        },
    ],
};

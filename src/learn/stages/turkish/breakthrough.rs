//! Turkish "Play better", stage 4: the breakthrough to the back row. A
//! man given opens the file, and the capture that follows ends on the
//! last row: a king. The tests prove that the crowning is forced in
//! exactly the moves played, whatever the opponent replies.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "run",
    title: t(key::TR_BREAKTHROUGH_TITLE),
    intro: t(key::TR_BREAKTHROUGH_INTRO),
    levels: &[
        LessonLevel {
            id: "tr-break-through",
            goal_text: t(key::TR_BREAK_THROUGH_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wh2,d3,e3,f3,e4,f4:Bd5,f7",
            goal: Goal::Promote,
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["d5xf5"]),
            solution: &["e4-e5", "f4xf6xf8"],
            success_text: t(key::TR_BREAK_THROUGH_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-break-two-given",
            goal_text: t(key::TR_BREAK_TWO_GIVEN_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wh2,d3,e3,f3,c4,e4,f4:Bb5,f7",
            goal: Goal::Promote,
            par: 3,
            slack: 0,
            opponent: Replies::Script(&["b5xd5", "d5xf5"]),
            solution: &["c4-c5", "e4-e5", "f4xf6xf8"],
            success_text: t(key::TR_BREAK_TWO_GIVEN_SUCCESS),
            ..LessonLevel::BASE
        },
    ],
};

//! Turkish "Play better", stage 2: the orthogonal shot. A man given must
//! be taken, and the capturing man lands where a longer capture of yours
//! goes along the row or up the column: one given, two, three or four
//! taken.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "shot",
    title: t(key::TR_SHOT_TITLE),
    intro: t(key::TR_SHOT_INTRO),
    levels: &[
        LessonLevel {
            id: "tr-shot-one-for-two",
            goal_text: t(key::TR_SHOT_ONE_FOR_TWO_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wa3,b3,c3,d3:Ba5,d5,f3",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["d5xd3"]),
            solution: &["d3-d4", "c3xe3xg3"],
            success_text: t(key::TR_SHOT_ONE_FOR_TWO_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-shot-one-for-two-again",
            goal_text: t(key::TR_SHOT_ONE_FOR_TWO_AGAIN_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wa4,a3,a2,e2:Bb5,d3",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["b5xb3"]),
            solution: &["a4-b4", "a3xc3xe3"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-shot-one-for-three",
            goal_text: t(key::TR_SHOT_ONE_FOR_THREE_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wf3,g3,h3,b2,c2:Bf5,c4,d3",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["f5xf3"]),
            solution: &["f3-f4", "g3xe3xc3xc5"],
            success_text: t(key::TR_SHOT_ONE_FOR_THREE_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-shot-one-for-four",
            goal_text: t(key::TR_SHOT_ONE_FOR_FOUR_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wg5,h5,a4,b4,d4:Bg7,a6,b6,c5,e5,d3",
            goal: Goal::CaptureN(4),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["g7xg5"]),
            solution: &["g5-g6", "h5xf5xd5xb5xb7"],
            ..LessonLevel::BASE
        },
    ],
};

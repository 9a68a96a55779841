//! Turkish stage 5: the capture that takes the most pieces is compulsory.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "majority",
    title: t(key::TR_MAJORITY_TITLE),
    intro: t(key::TR_MAJORITY_INTRO),
    levels: &[
        LessonLevel {
            id: "tr-majority-most",
            goal_text: t(key::TR_MAJORITY_MOST_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wd3:Bc3,d4,d6",
            goal: Goal::CaptureN(2),
            slack: 0,
            mistakes: &[Mistake {
                text: "d3xb3",
                kind: IllegalKind::MajorityLaw,
                why: t(key::TR_MAJORITY_MOST_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-majority-king-counts-one",
            goal_text: t(key::TR_MAJORITY_KING_COUNTS_ONE_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wd3:BKc3,d4,d6",
            goal: Goal::CaptureN(2),
            slack: 0,
            mistakes: &[Mistake {
                text: "d3xb3",
                kind: IllegalKind::MajorityLaw,
                why: t(key::TR_MAJORITY_KING_COUNTS_ONE_WHY),
            }],
            ..LessonLevel::BASE
        },
    ],
};

//! Turkish stage 5: the capture that takes the most pieces is compulsory.
use damas_engine::Variant;

use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "majority",
    title: t("tr-majority-title"),
    intro: t("tr-majority-intro"),
    levels: &[
        LessonLevel {
            id: "tr-majority-most",
            goal_text: t("tr-majority-most-goal"),
            variant: Variant::Turkish,
            fen: "W:Wd3:Bc3,d4,d6",
            goal: Goal::CaptureN(2),
            slack: 0,
            mistakes: &[Mistake {
                text: "d3xb3",
                kind: IllegalKind::MajorityLaw,
                why: t("tr-majority-most-why"),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-majority-king-counts-one",
            goal_text: t("tr-majority-king-counts-one-goal"),
            variant: Variant::Turkish,
            fen: "W:Wd3:BKc3,d4,d6",
            goal: Goal::CaptureN(2),
            slack: 0,
            mistakes: &[Mistake {
                text: "d3xb3",
                kind: IllegalKind::MajorityLaw,
                why: t("tr-majority-king-counts-one-why"),
            }],
            ..LessonLevel::BASE
        },
    ],
};

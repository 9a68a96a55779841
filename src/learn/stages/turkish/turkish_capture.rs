//! Turkish stage 3: a man captures forwards or sideways, and must.
use damas_engine::Variant;

use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "capture",
    title: t("tr-capture-title"),
    intro: t("tr-capture-intro"),
    levels: &[
        LessonLevel {
            id: "tr-capture-sideways",
            goal_text: t("tr-capture-sideways-goal"),
            variant: Variant::Turkish,
            fen: "W:Wd4:Be4,d3",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "d4xd2",
                kind: IllegalKind::ManNeverMovesBackwards,
                why: t("tr-capture-sideways-why"),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-capture-compulsory",
            goal_text: t("tr-capture-compulsory-goal"),
            variant: Variant::Turkish,
            fen: "W:Wc3,f3:Bf4",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "c3-c4",
                kind: IllegalKind::CaptureIsCompulsory,
                why: t("tr-capture-compulsory-why"),
            }],
            ..LessonLevel::BASE
        },
    ],
};

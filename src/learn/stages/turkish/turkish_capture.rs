//! Turkish stage 3: a man captures forwards or sideways, and must.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "capture",
    title: t(key::TR_CAPTURE_TITLE),
    intro: t(key::TR_CAPTURE_INTRO),
    levels: &[
        LessonLevel {
            id: "tr-capture-sideways",
            goal_text: t(key::TR_CAPTURE_SIDEWAYS_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wd4:Be4,d3",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "d4xd2",
                kind: IllegalKind::ManNeverMovesBackwards,
                why: t(key::TR_CAPTURE_SIDEWAYS_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-capture-compulsory",
            goal_text: t(key::TR_CAPTURE_COMPULSORY_GOAL),
            variant: Variant::Turkish,
            fen: "W:Wc3,f3:Bf4",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "c3-c4",
                kind: IllegalKind::CaptureIsCompulsory,
                why: t(key::TR_CAPTURE_COMPULSORY_WHY),
            }],
            ..LessonLevel::BASE
        },
    ],
};

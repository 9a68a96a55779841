//! Stage 17: Russian draughts, compared with Brazilian.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Stage};

const RUSSIAN: Variant = Variant::Russian;

pub(super) static STAGE: Stage = Stage {
    id: "russian",
    title: t(key::RUSSIAN_TITLE),
    intro: t(key::RUSSIAN_INTRO),
    levels: &[
        LessonLevel {
            id: "ru-free-choice",
            goal_text: t(key::RU_FREE_CHOICE_GOAL),
            variant: RUSSIAN,
            fen: "W:W30:B26,18,19,11",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[14])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ru-crown-and-fly",
            goal_text: t(key::RU_CROWN_AND_FLY_GOAL),
            variant: RUSSIAN,
            fen: "W:W11:B7,9",
            goal: Goal::CaptureN(2),
            slack: 0,
            solution: &["11x2x13"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ru-crown-brazilian-contrast",
            goal_text: t(key::RU_CROWN_BRAZILIAN_CONTRAST_GOAL),
            fen: "W:W11:B7,9",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::Promote]),
            slack: 0,
            ..LessonLevel::BASE
        },
    ],
};

//! Stage 4: capture is compulsory.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "compulsory",
    title: t(key::COMPULSORY_TITLE),
    intro: t(key::COMPULSORY_INTRO),
    levels: &[
        LessonLevel {
            id: "compulsory-man",
            goal_text: t(key::COMPULSORY_MAN_GOAL),
            fen: "W:W22,31:B18,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "31-27",
                kind: IllegalKind::CaptureIsCompulsory,
                why: t(key::COMPULSORY_MAN_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "compulsory-king",
            goal_text: t(key::COMPULSORY_KING_GOAL),
            fen: "W:WK32,21:B14,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "21-17",
                kind: IllegalKind::CaptureIsCompulsory,
                why: t(key::COMPULSORY_KING_WHY),
            }],
            ..LessonLevel::BASE
        },
    ],
};

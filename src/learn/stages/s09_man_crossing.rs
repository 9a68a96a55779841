//! Stage 9: a man crossing the last row during a capture stays a man (Brazilian).
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "crossing",
    title: t(key::CROSSING_TITLE),
    intro: t(key::CROSSING_INTRO),
    levels: &[LessonLevel {
        id: "crossing-stays-man",
        goal_text: t(key::CROSSING_STAYS_MAN_GOAL),
        fen: "W:W11:B7,6",
        goal: Goal::All(&[Goal::CaptureN(2), Goal::ReachSquares(&[9])]),
        solution: &["11x2x9"],
        mistakes: &[Mistake {
            text: "11x2",
            kind: IllegalKind::CaptureMustGoOn,
            why: t(key::CROSSING_STAYS_MAN_WHY),
        }],
        success_text: t(key::CROSSING_STAYS_MAN_SUCCESS),
        ..LessonLevel::BASE
    }],
};

//! Stage 9: a man crossing the last row during a capture stays a man (Brazilian).
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "crossing",
    title: t("crossing-title"),
    intro: t("crossing-intro"),
    levels: &[LessonLevel {
        id: "crossing-stays-man",
        goal_text: t("crossing-stays-man-goal"),
        fen: "W:W11:B7,6",
        goal: Goal::All(&[Goal::CaptureN(2), Goal::ReachSquares(&[9])]),
        solution: &["11x2x9"],
        mistakes: &[Mistake {
            text: "11x2",
            kind: IllegalKind::CaptureMustGoOn,
            why: t("crossing-stays-man-why"),
        }],
        success_text: t("crossing-stays-man-success"),
        ..LessonLevel::BASE
    }],
};

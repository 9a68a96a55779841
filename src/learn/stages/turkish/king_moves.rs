//! Turkish stage 7: the king moves like a rook.
use damas_engine::Variant;

use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "king-moves",
    title: t("tr-king-moves-title"),
    intro: t("tr-king-moves-intro"),
    levels: &[LessonLevel {
        id: "tr-king-rook",
        goal_text: t("tr-king-rook-goal"),
        variant: Variant::Turkish,
        fen: "W:WKa1:Bb7",
        // h8.
        goal: Goal::ReachSquares(&[8]),
        par: 2,
        slack: 1,
        solution: &["a1-h1", "h1-h8"],
        highlights: &[8],
        mistakes: &[Mistake { text: "a1-h8", kind: IllegalKind::NotOrthogonal, why: t("tr-king-rook-why") }],
        ..LessonLevel::BASE
    }],
};

//! Turkish stage 7: the king moves like a rook.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "king-moves",
    title: t(key::TR_KING_MOVES_TITLE),
    intro: t(key::TR_KING_MOVES_INTRO),
    levels: &[LessonLevel {
        id: "tr-king-rook",
        goal_text: t(key::TR_KING_ROOK_GOAL),
        variant: Variant::Turkish,
        fen: "W:WKa1:Bb7",
        // h8.
        goal: Goal::ReachSquares(&[8]),
        par: 2,
        slack: 1,
        solution: &["a1-h1", "h1-h8"],
        highlights: &[8],
        mistakes: &[Mistake {
            text: "a1-h8",
            kind: IllegalKind::NotOrthogonal,
            why: t(key::TR_KING_ROOK_WHY),
        }],
        ..LessonLevel::BASE
    }],
};

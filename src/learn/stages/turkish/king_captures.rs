//! Turkish stage 8: the king captures from afar, never turns straight
//! back, and crosses squares its capture has already emptied.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "king-captures",
    title: t(key::TR_KING_CAPTURES_TITLE),
    intro: t(key::TR_KING_CAPTURES_INTRO),
    levels: &[
        LessonLevel {
            id: "tr-king-far",
            goal_text: t(key::TR_KING_FAR_GOAL),
            variant: Variant::Turkish,
            fen: "W:WKa1:Ba5,h7",
            // a8.
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[1])]),
            slack: 0,
            solution: &["a1xa8"],
            highlights: &[1],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-king-no-turn-back",
            goal_text: t(key::TR_KING_NO_TURN_BACK_GOAL),
            variant: Variant::Turkish,
            fen: "W:WKd4:Bd6,d2,h7",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "d4xd7xd1",
                kind: IllegalKind::TurnsBack,
                why: t(key::TR_KING_NO_TURN_BACK_WHY),
            }],
            success_text: t(key::TR_KING_NO_TURN_BACK_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tr-vanish",
            goal_text: t(key::TR_VANISH_GOAL),
            variant: Variant::Turkish,
            fen: "W:WKa1:Ba4,c6,d4,b2,a7",
            goal: Goal::CaptureN(5),
            slack: 0,
            solution: &["a1xa6xd6xd2xa2xa8"],
            success_text: t(key::TR_VANISH_SUCCESS),
            ..LessonLevel::BASE
        },
    ],
};

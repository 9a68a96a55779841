//! Stage 19: Italian draughts.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

const ITALIAN: Variant = Variant::Italian;

pub(super) static STAGE: Stage = Stage {
    id: "italian",
    title: t(key::ITALIAN_TITLE),
    intro: t(key::ITALIAN_INTRO),
    levels: &[
        LessonLevel {
            id: "it-man-spares-king",
            goal_text: t(key::IT_MAN_SPARES_KING_GOAL),
            variant: ITALIAN,
            fen: "W:W22:BK18,1",
            goal: Goal::ReachSquares(&[17]),
            slack: 0,
            mistakes: &[Mistake {
                text: "22x15",
                kind: IllegalKind::ManCannotCaptureKing,
                why: t(key::IT_MAN_SPARES_KING_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "it-short-king",
            goal_text: t(key::IT_SHORT_KING_GOAL),
            variant: ITALIAN,
            fen: "W:WK29:B1",
            goal: Goal::ReachSquares(&[22]),
            par: 2,
            mistakes: &[Mistake {
                text: "29-18",
                kind: IllegalKind::MovesOneSquare,
                why: t(key::IT_SHORT_KING_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "it-more-kings",
            goal_text: t(key::IT_MORE_KINGS_GOAL),
            variant: ITALIAN,
            fen: "W:WK23,22:B18,K19",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[16])]),
            slack: 0,
            mistakes: &[Mistake {
                text: "22x15",
                kind: IllegalKind::MoreKingsMustBeTaken,
                why: t(key::IT_MORE_KINGS_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "it-king-captures",
            goal_text: t(key::IT_KING_CAPTURES_GOAL),
            variant: ITALIAN,
            fen: "W:W21,K23:B17,19",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[16])]),
            slack: 0,
            mistakes: &[Mistake {
                text: "21x14",
                kind: IllegalKind::KingMustCapture,
                why: t(key::IT_KING_CAPTURES_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "it-man-takes-king-brazilian",
            goal_text: t(key::IT_MAN_TAKES_KING_BRAZILIAN_GOAL),
            fen: "W:W22:BK18,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "it-king-flies-brazilian",
            goal_text: t(key::IT_KING_FLIES_BRAZILIAN_GOAL),
            fen: "W:WK29:B1",
            goal: Goal::ReachSquares(&[22]),
            slack: 0,
            ..LessonLevel::BASE
        },
    ],
};

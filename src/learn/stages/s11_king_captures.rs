//! Stage 11: the king's capture at a distance and its landing square.
use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "king-captures",
    title: t(key::KING_CAPTURES_TITLE),
    intro: t(key::KING_CAPTURES_INTRO),
    levels: &[
        LessonLevel {
            id: "king-capture-far",
            goal_text: t(key::KING_CAPTURE_FAR_GOAL),
            fen: "W:WK29:B18,1",
            goal: Goal::MakeAnyCapture,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-capture-landing",
            goal_text: t(key::KING_CAPTURE_LANDING_GOAL),
            fen: "W:WK32:B14,1",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[5])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-capture-must-continue",
            goal_text: t(key::KING_CAPTURE_MUST_CONTINUE_GOAL),
            fen: "W:WK29:B18,7",
            goal: Goal::CaptureN(2),
            solution: &["29x11x2"],
            mistakes: &[Mistake {
                text: "29x15",
                kind: IllegalKind::MustLandWhereCaptureContinues,
                why: t(key::KING_CAPTURE_MUST_CONTINUE_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-two-in-a-row",
            goal_text: t(key::KING_TWO_IN_A_ROW_GOAL),
            fen: "W:WK29,31:B22,18,26,1",
            goal: Goal::All(&[Goal::PlayMoves(1), Goal::DontLosePiece]),
            slack: 0,
            opponent: Replies::Engine,
            mistakes: &[Mistake {
                text: "29x15",
                kind: IllegalKind::TwoPiecesAtOnce,
                why: t(key::KING_TWO_IN_A_ROW_WHY),
            }],
            ..LessonLevel::BASE
        },
    ],
};

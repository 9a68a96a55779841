//! Stage 11: the king's capture at a distance and its landing square.
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "king-captures",
    title: t("king-captures-title"),
    intro: t("king-captures-intro"),
    levels: &[
        LessonLevel {
            id: "king-capture-far",
            goal_text: t("king-capture-far-goal"),
            fen: "W:WK29:B18,1",
            goal: Goal::MakeAnyCapture,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-capture-landing",
            goal_text: t("king-capture-landing-goal"),
            fen: "W:WK32:B14,1",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[5])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-capture-must-continue",
            goal_text: t("king-capture-must-continue-goal"),
            fen: "W:WK29:B18,7",
            goal: Goal::CaptureN(2),
            solution: &["29x11x2"],
            mistakes: &[Mistake {
                text: "29x15",
                kind: IllegalKind::MustLandWhereCaptureContinues,
                why: t("king-capture-must-continue-why"),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-two-in-a-row",
            goal_text: t("king-two-in-a-row-goal"),
            fen: "W:WK29,31:B22,18,26,1",
            goal: Goal::All(&[Goal::PlayMoves(1), Goal::DontLosePiece]),
            slack: 0,
            opponent: Replies::Engine,
            mistakes: &[Mistake {
                text: "29x15",
                kind: IllegalKind::TwoPiecesAtOnce,
                why: t("king-two-in-a-row-why"),
            }],
            ..LessonLevel::BASE
        },
    ],
};

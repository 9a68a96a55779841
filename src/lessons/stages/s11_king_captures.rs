//! Stage 11: the king's capture at a distance and its landing square.
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "king-captures",
    title: t("A dama captura de longe", "The king captures from afar"),
    intro: t(
        "A dama percorre a diagonal até uma peça adversária com casa livre depois, salta-a e pousa em qualquer casa livre além dela. Se de alguma dessas casas a captura continua, ela tem de pousar numa delas.",
        "A king runs along the diagonal to an enemy piece with a free square behind it, jumps it and lands on any free square beyond. If the capture can go on from some of those squares, it must land on one of them.",
    ),
    levels: &[
        LessonLevel {
            id: "king-capture-far",
            goal_text: t("Capture a pedra de 18 com a dama.", "Capture the man on 18 with the king."),
            fen: "W:WK29:B18,1",
            goal: Goal::MakeAnyCapture,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-capture-landing",
            goal_text: t(
                "Capture a pedra de 14 e pouse na casa 5, a mais distante.",
                "Capture the man on 14 and land on square 5, the farthest one.",
            ),
            fen: "W:WK32:B14,1",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[5])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-capture-must-continue",
            goal_text: t(
                "Capture duas peças: escolha a casa de pouso de onde a captura continua.",
                "Capture two pieces: choose the landing square from which the capture goes on.",
            ),
            fen: "W:WK29:B18,7",
            goal: Goal::CaptureN(2),
            solution: &["29x11x2"],
            mistakes: &[Mistake {
                text: "29x15",
                kind: IllegalKind::MustLandWhereCaptureContinues,
                why: t(
                    "De 11 a dama captura de novo; por isso é obrigatório pousar lá.",
                    "From 11 the king captures again, so it must land there.",
                ),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-two-in-a-row",
            goal_text: t(
                "Duas peças seguidas na diagonal não podem ser saltadas. Faça um lance que não perca peça.",
                "Two pieces in a row on a diagonal cannot be jumped. Make a move that loses nothing.",
            ),
            fen: "W:WK29,31:B22,18,26,1",
            goal: Goal::All(&[Goal::PlayMoves(1), Goal::DontLosePiece]),
            slack: 0,
            opponent: Replies::Engine,
            mistakes: &[Mistake {
                text: "29x15",
                kind: IllegalKind::TwoPiecesAtOnce,
                why: t("A dama não salta duas peças de uma vez.", "A king cannot jump two pieces at once."),
            }],
            ..LessonLevel::BASE
        },
    ],
};

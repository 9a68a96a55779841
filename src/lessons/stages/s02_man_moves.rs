//! Stage 2: how a man moves.
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "man-moves",
    title: t("Como a pedra anda", "How a man moves"),
    intro: t(
        "A pedra dá um passo na diagonal, sempre para a frente, e só para uma casa vazia.",
        "A man steps one square diagonally, always forwards, and only onto an empty square.",
    ),
    levels: &[
        LessonLevel {
            id: "man-walk",
            goal_text: t(
                "Leve a pedra até a casa 10, um passo por vez.",
                "Walk the man to square 10, one step at a time.",
            ),
            fen: "W:W22:B1",
            goal: Goal::ReachSquares(&[10]),
            par: 3,
            solution: &["22-18", "18-14", "14-10"],
            highlights: &[10],
            mistakes: &[
                Mistake {
                    text: "22-26",
                    kind: IllegalKind::ManMovesForwardOnly,
                    why: t("A pedra não volta para trás.", "A man never steps backwards."),
                },
                Mistake {
                    text: "22-13",
                    kind: IllegalKind::MovesOneSquare,
                    why: t(
                        "Sem capturar, a pedra anda uma casa só.",
                        "Without a capture a man moves one square only.",
                    ),
                },
                Mistake {
                    text: "22-23",
                    kind: IllegalKind::NotDiagonal,
                    why: t("Anda-se só na diagonal, nunca de lado.", "Moves go diagonally, never sideways."),
                },
            ],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "man-blocked",
            goal_text: t(
                "A sua própria pedra está no caminho. Chegue à casa 13.",
                "Your own man is in the way. Reach square 13.",
            ),
            fen: "W:W22,18:B1",
            goal: Goal::ReachSquares(&[13]),
            par: 2,
            solution: &["22-17", "17-13"],
            mistakes: &[
                Mistake {
                    text: "22-18",
                    kind: IllegalKind::Occupied,
                    why: t("Não se anda para uma casa ocupada.", "You cannot move onto an occupied square."),
                },
                Mistake {
                    text: "22x15",
                    kind: IllegalKind::JumpsOwnPiece,
                    why: t("Ninguém salta as próprias peças.", "Nobody jumps over their own pieces."),
                },
            ],
            ..LessonLevel::BASE
        },
    ],
};

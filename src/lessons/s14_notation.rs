//! Stage 14: notation (question levels).
use super::{t, Goal, Level, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "notation",
    title: t("A notação", "Notation"),
    intro: t(
        "As casas escuras são numeradas de 1 a 32, fileira por fileira, da esquerda para a direita, a partir do canto de cima, com as brancas embaixo. Um lance se escreve 22-18; uma captura, 22x15.",
        "The dark squares are numbered 1 to 32, row by row, left to right, from the top, with White at the bottom. A move is written 22-18; a capture, 22x15.",
    ),
    levels: &[
        Level {
            id: "notation-one",
            goal_text: t("Toque na casa 1.", "Tap square 1."),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[1]),
            ..Level::BASE
        },
        Level {
            id: "notation-move",
            goal_text: t("Toque nas duas casas do lance 22-18.", "Tap both squares of the move 22-18."),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[22, 18]),
            ..Level::BASE
        },
        Level {
            id: "notation-capture",
            goal_text: t(
                "Na captura 22x15, qual peça é capturada? Toque nela.",
                "In the capture 22x15, which piece is taken? Tap it.",
            ),
            fen: "W:W22:B18,1",
            goal: Goal::PickSquares(&[18]),
            ..Level::BASE
        },
        Level {
            id: "notation-algebraic",
            goal_text: t(
                "Muitos jogadores de damas brasileiras usam coordenadas: colunas de a a h e fileiras de 1 a 8, a partir do canto de baixo à esquerda (a1). Toque na casa c3.",
                "Many Brazilian draughts players use coordinates: columns a to h and rows 1 to 8, from the bottom-left corner (a1). Tap square c3.",
            ),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[22]),
            algebraic: true,
            success_text: t("c3 é a casa 22: o lance 22-18 também se escreve c3-d4.", "c3 is square 22: the move 22-18 is also written c3-d4."),
            ..Level::BASE
        },
    ],
};

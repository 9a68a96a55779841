//! Stage 14: notation (question levels, and a capture named by its full path).
use crate::lessons::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "notation",
    title: t("A notação", "Notation"),
    intro: t(
        "As casas escuras são numeradas de 1 a 32, fileira por fileira, da esquerda para a direita, a partir do canto de cima, com as brancas embaixo. Um lance se escreve 22-18; uma captura, 22x15. Quando duas capturas têm a mesma saída e a mesma chegada, escreve-se cada casa onde a peça pousa: 22x15x6x13.",
        "The dark squares are numbered 1 to 32, row by row, left to right, from the top, with White at the bottom. A move is written 22-18; a capture, 22x15. When two captures start and end on the same squares, every square the piece lands on is written: 22x15x6x13.",
    ),
    levels: &[
        LessonLevel {
            id: "notation-one",
            goal_text: t("Toque na casa 1.", "Tap square 1."),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[1]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "notation-move",
            goal_text: t("Toque nas duas casas do lance 22-18.", "Tap both squares of the move 22-18."),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[22, 18]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "notation-capture",
            goal_text: t(
                "Na captura 22x15, qual peça é capturada? Toque nela.",
                "In the capture 22x15, which piece is taken? Tap it.",
            ),
            fen: "W:W22:B18,1",
            goal: Goal::PickSquares(&[18]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "notation-algebraic",
            goal_text: t(
                "Muitos jogadores de damas brasileiras usam coordenadas: colunas de a a h e fileiras de 1 a 8, a partir do canto de baixo à esquerda (a1). Toque na casa c3.",
                "Many Brazilian draughts players use coordinates: columns a to h and rows 1 to 8, from the bottom-left corner (a1). Tap square c3.",
            ),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[22]),
            algebraic: true,
            success_text: t("c3 é a casa 22: o lance 22-18 também se escreve c3-d4.", "c3 is square 22: the move 22-18 is also written c3-d4."),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "notation-full-path",
            goal_text: t(
                "Duas capturas da dama vão de 22 a 13, levando três peças cada: \"22x13\" não diz qual. Faça a que está escrita por inteiro: 22x15x6x13.",
                "Two captures of the king go from 22 to 13, taking three pieces each: \"22x13\" does not say which. Make the one written in full: 22x15x6x13.",
            ),
            fen: "W:WK22:B18,10,9,7",
            goal: Goal::Play("22x15x6x13"),
            slack: 0,
            solution: &["22x15x6x13"],
            success_text: t(
                "Ela pousou em 15, 6 e 13 e levou as pedras de 18, 10 e 9. A outra, 22x11x2x13, leva a de 7 no lugar da de 10.",
                "It landed on 15, 6 and 13 and took the men on 18, 10 and 9. The other one, 22x11x2x13, takes the man on 7 instead of 10.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "notation-write-path",
            goal_text: t(
                "Mesma posição. A outra captura de 22 a 13 leva a pedra de 7 em vez da de 10. Escreva-a: toque nas duas casas onde a dama pousa no caminho, entre 22 e 13.",
                "Same position. The other capture from 22 to 13 takes the man on 7 instead of the one on 10. Write it: tap the two squares where the king lands on the way, between 22 and 13.",
            ),
            fen: "W:WK22:B18,10,9,7",
            goal: Goal::PickSquares(&[11, 2]),
            success_text: t("Escreve-se 22x11x2x13.", "It is written 22x11x2x13."),
            ..LessonLevel::BASE
        },
    ],
};

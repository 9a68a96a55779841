//! Stage 1: the board and the set-up.
use crate::lessons::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "board",
    title: t("O tabuleiro e as peças", "The board and the pieces"),
    intro: t(
        "Tabuleiro de 8×8, mas só as 32 casas escuras contam. Cada lado começa com 12 pedras nas três fileiras mais perto de si; as duas do meio ficam vazias. As brancas (claras) jogam primeiro.",
        "An 8×8 board where only the 32 dark squares are used. Each side starts with 12 men on the three rows nearest to it; the two middle rows are empty. White (the light side) moves first.",
    ),
    levels: &[
        LessonLevel {
            id: "board-corner",
            goal_text: t(
                "Toque na casa escura do canto esquerdo mais perto de você.",
                "Tap the dark square in the left-hand corner nearest to you.",
            ),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[29]),
            success_text: t(
                "Isso: cada jogador tem uma casa escura no seu canto esquerdo.",
                "Right: each player has a dark square in their left-hand corner.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "board-empty-rows",
            goal_text: t(
                "As fileiras do meio começam vazias. Toque nas quatro casas escuras da fileira vazia mais perto de você.",
                "The middle rows start empty. Tap the four dark squares of the empty row nearest to you.",
            ),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[17, 18, 19, 20]),
            highlights: &[17, 18, 19, 20, 13, 14, 15, 16],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "board-first-move",
            goal_text: t(
                "As brancas começam. Faça o seu primeiro lance: avance uma pedra da fileira da frente.",
                "White starts. Make your first move: push a man from your front row.",
            ),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::ReachSquares(&[17, 18, 19, 20]),
            par: 1,
            slack: 0,
            solution: &["22-18"],
            ..LessonLevel::BASE
        },
    ],
};

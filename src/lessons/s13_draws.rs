//! Stage 13: draw rules (question levels).
use super::{t, Goal, Level, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "draws",
    title: t("Empates", "Draws"),
    intro: t(
        "A partida empata com 20 lances seguidos só de damas e sem captura (contando os dos dois lados), com a mesma posição três vezes com a vez do mesmo jogador, ou quando um propõe empate e o outro aceita.",
        "The game is drawn after 20 moves in a row made only with kings and without a capture (both sides' moves counted), when the same position occurs three times with the same player to move, or when one player offers a draw and the other accepts.",
    ),
    levels: &[
        Level {
            id: "draw-count-reset",
            goal_text: t(
                "Só damas andaram nos últimos lances. Qual peça, ao se mover, zera a contagem dos 20 lances? Toque nela.",
                "Only kings have moved lately. Which piece, by moving, restarts the count of 20 moves? Tap it.",
            ),
            fen: "W:WK29,K30,21:BK3,K4",
            goal: Goal::PickSquares(&[21]),
            success_text: t("Um lance de pedra (ou uma captura) recomeça a contagem.", "A man's move (or a capture) restarts the count."),
            ..Level::BASE
        },
        Level {
            id: "draw-twenty",
            goal_text: t(
                "Quantos lances seguidos só de damas, sem captura, empatam a partida? Toque na casa com esse número.",
                "How many consecutive king moves without a capture draw the game? Tap the square with that number.",
            ),
            fen: "W:WK29:BK4",
            goal: Goal::PickSquares(&[20]),
            ..Level::BASE
        },
        Level {
            id: "draw-repetition",
            goal_text: t(
                "Quantas vezes a mesma posição, com a vez do mesmo jogador, precisa aparecer para empatar? Toque na casa com esse número.",
                "How many times must the same position, with the same player to move, occur for a draw? Tap the square with that number.",
            ),
            fen: "W:WK32:BK1",
            goal: Goal::PickSquares(&[3]),
            ..Level::BASE
        },
    ],
};

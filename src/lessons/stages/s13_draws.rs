//! Stage 13: draw rules: questions, then draws reached by playing.
use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "draws",
    title: t("Empates", "Draws"),
    intro: t(
        "A partida empata com 20 lances seguidos só de damas e sem captura (contando os dos dois lados), com a mesma posição três vezes com a vez do mesmo jogador, ou quando um propõe empate e o outro aceita. O empate combinado é uma conversa, não um lance: na página de jogo há um botão para propor empate. Nos dois últimos níveis você chega ao empate jogando, com a contagem embaixo da tarefa.",
        "The game is drawn after 20 moves in a row made only with kings and without a capture (both sides' moves counted), when the same position occurs three times with the same player to move, or when one player offers a draw and the other accepts. A draw by agreement is a conversation, not a move: the play page has a button to offer one. In the last two levels you reach a draw by playing, with the counts under the task.",
    ),
    levels: &[
        LessonLevel {
            id: "draw-count-reset",
            goal_text: t(
                "Só damas andaram nos últimos lances. Qual peça, ao se mover, zera a contagem dos 20 lances? Toque nela.",
                "Only kings have moved lately. Which piece, by moving, restarts the count of 20 moves? Tap it.",
            ),
            fen: "W:WK29,K30,21:BK3,K4",
            goal: Goal::PickSquares(&[21]),
            success_text: t("Um lance de pedra (ou uma captura) recomeça a contagem.", "A man's move (or a capture) restarts the count."),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "draw-twenty",
            goal_text: t(
                "Quantos lances seguidos só de damas, sem captura, empatam a partida? Toque na casa com esse número.",
                "How many consecutive king moves without a capture draw the game? Tap the square with that number.",
            ),
            fen: "W:WK29:BK4",
            goal: Goal::PickSquares(&[20]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "draw-repetition",
            goal_text: t(
                "Quantas vezes a mesma posição, com a vez do mesmo jogador, precisa aparecer para empatar? Toque na casa com esse número.",
                "How many times must the same position, with the same player to move, occur for a draw? Tap the square with that number.",
            ),
            fen: "W:WK32:BK1",
            goal: Goal::PickSquares(&[3]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "draw-hold-repetition",
            goal_text: t(
                "Uma dama contra duas: ninguém força a vitória. Segure o empate por repetição: leve a sua dama a uma casa segura e traga-a de volta; as pretas fazem o mesmo. Na terceira vez que a mesma posição aparecer com você a jogar, é empate. Cuidado: em 18 ou 15 uma dama preta captura a sua.",
                "One king against two: neither side can force a win. Hold the draw by repetition: move your king to a safe square and back; Black does the same. The third time the same position appears with you to move, the game is drawn. Careful: on 18 or 15 a black king takes yours.",
            ),
            fen: "W:WK22:BK1,K32",
            goal: Goal::Draw,
            par: 4,
            opponent: Replies::Script(&["1-6", "6-1", "1-6", "6-1"]),
            solution: &["22-25", "25-22", "22-25", "25-22"],
            success_text: t(
                "A mesma posição apareceu três vezes com a vez do mesmo jogador: empate.",
                "The same position occurred three times with the same player to move: a draw.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "draw-twenty-play",
            goal_text: t(
                "Já foram 16 lances seguidos só de damas, sem captura. Sozinha na diagonal longa (29 a 4), a sua dama segura o empate. Faça dois lances sem perdê-la: no 20º lance seguido só de damas, é empate.",
                "16 king moves in a row have been made, without a capture. Alone on the long diagonal (29 to 4), your king holds the draw. Make two moves without losing it: at the 20th king move in a row, the game is drawn.",
            ),
            fen: "W:WK29:BK2,K32",
            goal: Goal::Draw,
            par: 2,
            slack: 0,
            king_moves_before: 16,
            opponent: Replies::Script(&["2-6", "6-2"]),
            solution: &["29-25", "25-29"],
            success_text: t(
                "20 lances seguidos só de damas, sem captura, contando os dois lados: empate.",
                "20 king moves in a row without a capture, both sides counted: a draw.",
            ),
            ..LessonLevel::BASE
        },
    ],
};

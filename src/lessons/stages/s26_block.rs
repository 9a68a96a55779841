//! "Play better", stage 5: blocking: a player with no move loses, so
//! taking away the last free squares of the opponent's men wins.
use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "block",
    title: t("Bloquear", "Blocking"),
    intro: t(
        "Quem não tem lance perde, mesmo com peças no tabuleiro. Quando o adversário tem poucas pedras, tire delas as casas livres: ocupe as casas para onde elas andariam, sem deixar nada para capturar, e ele fica sem lance. Às vezes é preciso entregar uma pedra para atrair a pedra adversária a uma casa onde ela possa ser bloqueada.",
        "A player who cannot move loses, even with pieces on the board. When your opponent has few men left, take their free squares away: occupy the squares they would move to, leave them nothing to capture, and they have no move. Sometimes you give up a man to lure the enemy man onto a square where it can be blocked.",
    ),
    levels: &[
        LessonLevel {
            id: "block-one",
            goal_text: t(
                "As pretas só têm a pedra de 13. Faça um lance que a deixe sem nenhum lance.",
                "Black has only the man on 13. Make a move that leaves it with no move at all.",
            ),
            fen: "W:W10,21,22:B13",
            goal: Goal::Win,
            slack: 1,
            opponent: Replies::Engine,
            solution: &["21-17"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-corner",
            goal_text: t(
                "A pedra preta de 5 não tem casa livre, mas pode capturar a sua pedra de 9. Ocupe a casa onde ela cairia.",
                "Black's man on 5 has no free square, but it can capture your man on 9. Fill the square where it would land.",
            ),
            fen: "W:W9,18,22:B5",
            goal: Goal::Win,
            slack: 1,
            opponent: Replies::Engine,
            solution: &["18-14"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-edge",
            goal_text: t(
                "A pedra preta de 20 está na borda. Tire dela o último lance.",
                "Black's man on 20 is on the edge. Take its last move away.",
            ),
            fen: "W:W27,28,31:B20",
            goal: Goal::Win,
            slack: 1,
            opponent: Replies::Engine,
            solution: &["28-24"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-in-two",
            goal_text: t(
                "Entregue uma pedra para atrair a pedra preta de 14 e depois feche a última casa dela: em dois lances ela fica sem lance.",
                "Give up a man to lure Black's man on 14, then close its last square: in two moves it has no move left.",
            ),
            fen: "W:W13,22,29,30:B14",
            goal: Goal::Win,
            par: 2,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-in-two-again",
            goal_text: t(
                "As pretas têm uma pedra, em 11. Atraia-a com uma pedra entregue e deixe-a sem lance em dois lances.",
                "Black has one man, on 11. Lure it with a man you give up, and leave it without a move in two moves.",
            ),
            fen: "W:W20,25,27,28:B11",
            goal: Goal::Win,
            par: 2,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-in-two-more",
            goal_text: t(
                "A pedra preta de 6 quer descer. Entregue uma pedra para atraí-la e deixe-a sem lance em dois lances.",
                "Black's man on 6 wants to come down. Give up a man to lure it, then leave it without a move: two moves.",
            ),
            fen: "W:W13,21,22,25:B6",
            goal: Goal::Win,
            par: 2,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
    ],
};

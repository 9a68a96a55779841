//! "Play better", stage 5: blocking: a player with no move loses, so
//! taking away the last free squares of the opponent's men wins.
use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "block",
    title: t("Bloquear", "Blocking"),
    intro: t(
        "Quem não tem lance perde, mesmo com peças no tabuleiro. Quando o adversário tem poucas pedras, tire delas as casas livres: ocupe as casas para onde elas andariam, sem deixar nenhuma captura, e ele fica sem lance.",
        "A player who cannot move loses, even with pieces on the board. When your opponent has few men left, take their free squares away: occupy the squares they would move to, leave them nothing to capture, and they have no move.",
    ),
    levels: &[
        LessonLevel {
            id: "block-one",
            goal_text: t(
                "As pretas só têm a pedra de 13. Depois do seu lance ela não pode ter lance nenhum.",
                "Black has only the man on 13. After your move it must have no move at all.",
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
                "Bloqueie a pedra preta de 5: ocupe a sua última casa livre sem deixá-la capturar.",
                "Block Black's man on 5: take its last free square without letting it capture.",
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
                "Bloqueie a pedra preta de 14 em dois lances: responda a cada lance dela fechando as casas que sobrarem.",
                "Block Black's man on 14 in two moves: answer each of its moves by closing the squares left to it.",
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
                "As pretas têm uma pedra, em 11. Deixe-a sem lance em dois lances.",
                "Black has one man, on 11. Leave it without a move in two moves.",
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
                "A pedra preta de 6 quer descer. Deixe-a sem lance em dois lances.",
                "Black's man on 6 wants to come down. Leave it without a move in two moves.",
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

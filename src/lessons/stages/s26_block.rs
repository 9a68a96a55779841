//! "Play better", stage 5: blocking: a player with no move loses, so
//! taking away the last free squares of the opponent's men wins; and the
//! locked wing: a few men hold more, and the opponent, out of free moves,
//! must give one up.
use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "block",
    title: t("Bloquear", "Blocking"),
    intro: t(
        "Quem não tem lance perde, mesmo com peças no tabuleiro. Quando o adversário tem poucas pedras, tire delas as casas livres: ocupe as casas para onde elas andariam, sem deixar nada para capturar, e ele fica sem lance. Às vezes é preciso entregar uma pedra para atrair a pedra adversária a uma casa onde ela possa ser bloqueada. A mesma ideia vale numa ala: duas pedras suas podem prender três dele, e qualquer lance delas perde uma pedra. Deixe as suas pedras de guarda paradas, gaste os lances em outro lugar e, quando o adversário ficar sem lances livres, uma das pedras presas terá de se entregar.",
        "A player who cannot move loses, even with pieces on the board. When your opponent has few men left, take their free squares away: occupy the squares they would move to, leave them nothing to capture, and they have no move. Sometimes you give up a man to lure the enemy man onto a square where it can be blocked. The same idea works on a wing: two of your men can hold three of his, so that any move of theirs loses a man. Keep your holders still, spend your moves elsewhere, and when your opponent runs out of free moves, one of the held men has to give itself up.",
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
        LessonLevel {
            id: "block-wing-which",
            goal_text: t(
                "As pedras pretas de 8, 11 e 12 não podem andar sem perder uma pedra: duas pedras suas as prendem. Toque nas duas.",
                "Black's men on 8, 11 and 12 cannot move without losing a man: two of your men hold them. Tap both.",
            ),
            fen: "W:W19,20,21:B2,8,11,12",
            goal: Goal::PickSquares(&[19, 20]),
            success_text: t(
                "As pedras de 19 e 20 prendem as três pretas. A de 21 está livre: é ela que joga enquanto as outras duas seguram a ala.",
                "Your men on 19 and 20 hold all three black men. The one on 21 is free: it makes the moves while the other two hold the wing.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-wing",
            goal_text: t(
                "As suas pedras de 21 e 22 prendem as pretas de 9, 13 e 14. Deixe-as ali, jogue a pedra livre, e as pretas terão de entregar uma pedra: ganhe-a em três lances, sem perder nenhuma (só um primeiro lance consegue).",
                "Your men on 21 and 22 hold Black's men on 9, 13 and 14. Leave them there, play your free man, and Black will have to give you a man: win it in three moves, losing none (only one first move does it).",
            ),
            fen: "W:W21,22,28:B8,9,13,14",
            goal: Goal::All(&[Goal::CaptureN(1), Goal::DontLosePiece]),
            par: 3,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "block-wing-again",
            goal_text: t(
                "As suas pedras de 13 e 17 prendem as pretas de 5, 6 e 9. A pedra preta de 3 ainda tem lances: gaste os seus com a pedra de 32 e ganhe uma pedra em quatro lances, sem perder nenhuma (só um primeiro lance consegue).",
                "Your men on 13 and 17 hold Black's men on 5, 6 and 9. Black's man on 3 still has moves: spend yours with the man on 32 and win a man in four moves, losing none (only one first move does it).",
            ),
            fen: "W:W13,17,32:B3,5,6,9",
            goal: Goal::All(&[Goal::CaptureN(1), Goal::DontLosePiece]),
            par: 4,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
    ],
};

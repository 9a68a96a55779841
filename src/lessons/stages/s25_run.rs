//! "Play better", stage 4: running to crown: counting the moves, the path
//! the opponent cannot close, and the breakthrough (a man given to open
//! the way).
use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "run",
    title: t("Corrida para a dama", "Running to crown"),
    intro: t(
        "Uma dama vale muito mais que uma pedra, e quem chega primeiro à última fileira costuma decidir o final. Conte os lances até a coroação, escolha o caminho que o adversário não consegue fechar e, quando as pedras dele barram a passagem, entregue uma pedra para abrir caminho: é a ruptura.",
        "A king is worth far more than a man, and whoever reaches the last row first often decides the ending. Count the moves to crowning, choose the path your opponent cannot close, and when their men bar the way, give up a man to open it: the breakthrough.",
    ),
    levels: &[
        LessonLevel {
            id: "run-count",
            goal_text: t(
                "A sua pedra de 15 está a três lances da última fileira. Faça dama em três lances, sem deixar a pedra preta de 8 barrar ou capturar a sua.",
                "Your man on 15 is three moves from the last row. Crown it in three moves, without letting Black's man on 8 block or take it.",
            ),
            fen: "W:W15,29:B8",
            goal: Goal::Promote,
            par: 3,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-path",
            goal_text: t(
                "Faça dama em quatro lances. Escolha o caminho que a pedra preta de 1 não consegue fechar.",
                "Crown a king in four moves. Choose the path Black's man on 1 cannot close.",
            ),
            fen: "W:W20,27,28:B1",
            goal: Goal::Promote,
            par: 4,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-break-through",
            goal_text: t(
                "As pedras pretas barram o caminho. Entregue uma pedra para abrir passagem e faça dama em três lances.",
                "Black's men bar the way. Give up a man to break through, and crown a king in three moves.",
            ),
            fen: "W:W15,18,20,24:B4,7",
            goal: Goal::Promote,
            par: 3,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-break-two",
            goal_text: t(
                "Outra ruptura: entregue uma pedra e faça dama em três lances.",
                "Another breakthrough: give up a man and crown a king in three moves.",
            ),
            fen: "W:W14,16,26,29:B7,11,12",
            goal: Goal::Promote,
            par: 3,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-break-far",
            goal_text: t(
                "O caminho é mais longo: faça dama em quatro lances, entregando uma pedra no momento certo.",
                "The way is longer: crown a king in four moves, giving up a man at the right moment.",
            ),
            fen: "W:W13,19,25:B11",
            goal: Goal::Promote,
            par: 4,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-break-three",
            goal_text: t(
                "Três pedras pretas guardam a última fileira. Faça dama em quatro lances.",
                "Three black men guard the last row. Crown a king in four moves.",
            ),
            fen: "W:W9,18,26:B2,5,8",
            goal: Goal::Promote,
            par: 4,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
    ],
};

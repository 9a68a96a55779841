//! "Play better", stage 4: running to crown: counting the moves, the path
//! the opponent cannot close, and the breakthrough (a man given to open
//! the way); and stopping the opponent's runaway with men. Every level is
//! a practice ([`Replies::Practice`]) whose aim (a crowning, or the
//! runaway won) is proved within its moves against every defence (tests).
use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

/// Win a man: take one and lose none.
const WIN_A_MAN: Goal = Goal::All(&[Goal::CaptureN(1), Goal::DontLosePiece]);

pub(super) static STAGE: Stage = Stage {
    id: "run",
    title: t("Corrida para a dama", "Running to crown"),
    intro: t(
        "Uma dama vale muito mais que uma pedra, e quem chega primeiro à última fileira costuma decidir o final. Conte os lances até a coroação, escolha o caminho que o adversário não consegue fechar e, quando as pedras dele barram a passagem, entregue uma pedra para abrir caminho: é a ruptura. E ao contrário: quando uma pedra adversária escapa, as pedras da sua última fileira podem pegá-la antes que ela coroe. Cada nível é um treino contra o Empresário: responda ele como responder, a tarefa tem de sair nos lances contados.",
        "A king is worth far more than a man, and whoever reaches the last row first often decides the ending. Count the moves to crowning, choose the path your opponent cannot close, and when their men bar the way, give up a man to open it: the breakthrough. And the other way round: when an enemy man gets away, the men on your back row can catch it before it crowns. Each level is a practice against Empresário: whatever it replies, the task must be done within the moves counted.",
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
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-path",
            goal_text: t(
                "Conte: a pedra preta de 1 chega a tempo de atrapalhar? Faça dama em quatro lances.",
                "Count: can Black's man on 1 get there in time? Make a king in four moves.",
            ),
            fen: "W:W20,27,28:B1",
            goal: Goal::Promote,
            par: 4,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-break-through",
            goal_text: t(
                "As pedras pretas barram o caminho. Entregue uma pedra para abrir passagem e faça dama em três lances.",
                "Black's men bar the way. Give up a man to break through, and make a king in three moves.",
            ),
            fen: "W:W15,18,20,24:B4,7",
            goal: Goal::Promote,
            par: 3,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-use-the-time",
            goal_text: t(
                "A sua pedra de 16 está perdida. Use o tempo que as pretas gastam capturando-a e faça dama em três lances.",
                "Your man on 16 is lost. Use the time Black spends taking it, and make a king in three moves.",
            ),
            fen: "W:W14,16,26,29:B7,11,12",
            goal: Goal::Promote,
            par: 3,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-break-far",
            goal_text: t(
                "O caminho é mais longo: entregue uma pedra para abrir passagem e faça dama em quatro lances.",
                "The way is longer: give up a man to open the way, and make a king in four moves.",
            ),
            fen: "W:W13,22,25,30:B8,14",
            goal: Goal::Promote,
            par: 4,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-break-three",
            goal_text: t(
                "Três pedras pretas guardam as últimas fileiras. Faça dama em quatro lances.",
                "Three black men guard the last rows. Make a king in four moves.",
            ),
            fen: "W:W9,18,26:B2,5,8",
            goal: Goal::Promote,
            par: 4,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-stop",
            goal_text: t(
                "Agora ao contrário: a pedra preta de 23 escapou e corre para a coroação. Pegue-a com as pedras da sua última fileira: ganhe-a em dois lances sem perder nenhuma (só um lance consegue).",
                "Now the other way round: Black's man on 23 has got away and is running to crown. Catch it with your back-row men: win it in two moves without losing one (only one move does).",
            ),
            fen: "W:W30,31,32:B5,10,23",
            goal: WIN_A_MAN,
            par: 2,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "run-stop-again",
            goal_text: t(
                "A pedra preta de 21 está a dois passos da sua última fileira. Ganhe-a em dois lances sem perder nenhuma pedra (só um lance consegue).",
                "Black's man on 21 is two steps from your back row. Win it in two moves without losing a man (only one move does).",
            ),
            fen: "W:W23,28,29:B10,21",
            goal: WIN_A_MAN,
            par: 2,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
    ],
};

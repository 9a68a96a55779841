//! "Play better", stage 3: the shot, a sacrifice the opponent must take,
//! then the bigger capture (one or two pieces given, two or three taken,
//! and a shot that crowns).
use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "shot",
    title: t("O golpe", "The shot"),
    intro: t(
        "Como capturar é obrigatório, você pode entregar uma ou mais peças de propósito: o adversário tem de capturá-las, e as peças dele acabam onde você quer. Aí você captura mais do que deu. Antes de cada lance, procure os golpes: os seus e os do adversário.",
        "Since capturing is compulsory, you can give up one or more pieces on purpose: your opponent has to take them, and their pieces end up where you want them. Then you take more than you gave. Before every move, look for shots: yours, and your opponent's.",
    ),
    levels: &[
        LessonLevel {
            id: "shot-one-for-two",
            goal_text: t(
                "Entregue uma pedra e capture duas.",
                "Give one man and take two.",
            ),
            fen: "W:W17,18,19,23,26:B1,4,10,11",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["10x19"]),
            solution: &["19-15", "23x7"],
            success_text: t(
                "A pedra preta que capturou parou em 19, na frente da sua pedra de 23: a sua pedra a pulou e seguiu capturando a de 11.",
                "The black man that captured landed on 19, in front of your man on 23: your man jumped it and went on over 11.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "shot-one-for-two-again",
            goal_text: t(
                "Outra vez: entregue uma pedra e capture duas.",
                "Again: give one man and take two.",
            ),
            fen: "W:W13,19,21,27,32:B4,18,20,22",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["20x27"]),
            solution: &["27-24", "32x14"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "shot-one-for-three",
            goal_text: t(
                "Entregue uma pedra e capture três.",
                "Give one man and take three.",
            ),
            fen: "W:W12,25,26,31:B6,11,17,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["17x26"]),
            solution: &["26-22", "31x8"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "shot-one-for-three-again",
            goal_text: t(
                "Há vários lances possíveis, mas só um golpe. Entregue uma pedra e capture três.",
                "There are several moves, but only one shot. Give one man and take three.",
            ),
            fen: "W:W25,27,28,29,31:B3,9,11,16,17,19",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["19x26"]),
            solution: &["27-23", "31x6"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "shot-two-given",
            goal_text: t(
                "Às vezes é preciso dar duas. Entregue duas pedras, uma depois da outra, e capture três.",
                "Sometimes you have to give two. Give up two men, one after the other, and take three.",
            ),
            fen: "W:W9,17,25,30,32:B4,10,11,19",
            goal: Goal::CaptureN(3),
            par: 3,
            slack: 0,
            opponent: Replies::Script(&["10x17", "17x26"]),
            solution: &["17-14", "25-22", "30x7"],
            success_text: t(
                "A primeira entrega trouxe a pedra preta para 17, a segunda a levou para 26: de lá ela ficou na mira da sua pedra de 30.",
                "The first sacrifice brought the black man to 17, the second took it on to 26: from there it was in reach of your man on 30.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "shot-to-crown",
            goal_text: t(
                "Entregue uma pedra para abrir o caminho e chegue à última fileira capturando: faça uma dama.",
                "Give up a man to open the way, then reach the last row while capturing: make a king.",
            ),
            fen: "W:W19,20,24,32:B8,11,12,16,21,22",
            goal: Goal::Promote,
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["11x18"]),
            solution: &["19-15", "20x4"],
            ..LessonLevel::BASE
        },
    ],
};

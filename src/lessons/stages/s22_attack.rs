//! "Play better", stage 1: a piece under attack, how to save it, and how
//! to win a piece that cannot be saved (the last but one level a practice
//! against Empresário, its piece won by force: tests).
use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "attack",
    title: t("Atacar e defender", "Attack and defence"),
    intro: t(
        "Uma peça está atacada quando o adversário pode capturá-la no lance seguinte. Para salvá-la, tire-a dali ou proteja-a ocupando a casa onde a peça que captura cairia. E quem ataca uma peça que não tem como escapar ganha material.",
        "A piece is under attack when your opponent could capture it on their next move. To save it, move it away, or protect it by filling the square the capturing piece would land on. And if you attack a piece that has no way out, you win it.",
    ),
    levels: &[
        LessonLevel {
            id: "attack-which",
            goal_text: t(
                "É a sua vez. Se você não fizer nada, as pretas podem capturar uma das suas pedras no próximo lance. Toque nela.",
                "It is your move. If you do nothing about it, Black can capture one of your men next move. Tap that man.",
            ),
            fen: "W:W12,19,22,27,31:B10,13,14,15",
            goal: Goal::PickSquares(&[19]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "attack-step-away",
            goal_text: t(
                "A pedra preta de 15 ataca a sua pedra de 19. Salve-a: tire-a do ataque ou ocupe a casa atrás dela, onde a pedra preta cairia.",
                "Black's man on 15 attacks your man on 19. Save it: move it out of the attack, or fill the square behind it, where the black man would land.",
            ),
            fen: "W:W12,19,22,27,31:B10,13,14,15",
            goal: Goal::All(&[Goal::PlayMoves(1), Goal::DontLosePiece]),
            slack: 0,
            opponent: Replies::Engine,
            solution: &["19-16"],
            success_text: t(
                "As duas defesas servem: a pedra que sai do ataque já não pode ser capturada ali, e uma pedra com outra logo atrás não pode ser capturada por aquele lado.",
                "Both defences work: a man that steps away is no longer attacked there, and a man with another right behind it cannot be jumped from that side.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "attack-back-up",
            goal_text: t(
                "A pedra preta de 15 ataca a sua pedra de 19, e desta vez fugir não adianta. Proteja-a: ponha uma pedra na casa onde a pedra preta cairia.",
                "Black's man on 15 attacks your man on 19, and this time running away does not help. Protect it: put a man on the square where the black man would land.",
            ),
            fen: "W:W19,25,28,32:B7,9,10,12,14,15",
            goal: Goal::All(&[Goal::PlayMoves(1), Goal::DontLosePiece]),
            slack: 0,
            opponent: Replies::Engine,
            solution: &["28-24"],
            success_text: t(
                "Com a casa de pouso ocupada, a captura deixa de existir: a pedra de 19 está protegida.",
                "With the landing square taken, the capture is gone: your man on 19 is protected.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "attack-no-escape",
            goal_text: t(
                "Ataque a pedra preta de 17 de um jeito que ela não tenha para onde fugir, e capture-a no lance seguinte.",
                "Attack Black's man on 17 so that it has nowhere to go, and capture it on your next move.",
            ),
            fen: "W:W23,25,26,27:B3,7,8,12,17,21",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 1,
            opponent: Replies::Script(&["7-10"]),
            solution: &["25-22", "22x13"],
            success_text: t(
                "A sua pedra em 22 fechou a única saída da pedra de 17, e nenhuma pedra preta chegava a tempo de protegê-la.",
                "Your man on 22 shut the only way out for the man on 17, and no black man could come in time to protect it.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "attack-win-a-man",
            goal_text: t(
                "Treino contra o Empresário: encontre um ataque que as pretas não conseguem defender e ganhe uma pedra em dois lances, sem perder nenhuma.",
                "A practice against Empresário: find an attack Black cannot meet, and win a man in two moves without losing one.",
            ),
            fen: "W:W13,25,26,27,28:B1,4,7,14,19",
            goal: Goal::All(&[Goal::CaptureN(1), Goal::DontLosePiece]),
            par: 2,
            slack: 0,
            opponent: Replies::Practice,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "attack-hold-on",
            goal_text: t(
                "A pedra preta de 20 ataca a sua pedra de 24. Jogue dois lances sem perder nenhuma peça.",
                "Black's man on 20 attacks your man on 24. Play two moves without losing a piece.",
            ),
            fen: "W:W18,19,24,29,32:B1,6,8,20",
            goal: Goal::All(&[Goal::PlayMoves(2), Goal::DontLosePiece]),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["6-10"]),
            solution: &["32-27", "18-15"],
            ..LessonLevel::BASE
        },
    ],
};

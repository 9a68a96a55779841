//! Stage 3: capturing.
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "capture",
    title: t("Capturar", "Capturing"),
    intro: t(
        "Para capturar, a pedra salta sobre uma peça adversária vizinha na diagonal e cai na casa vazia logo atrás. Nas brasileiras ela captura para a frente e para trás.",
        "To capture, a man jumps over a neighbouring enemy piece on a diagonal and lands on the empty square right behind it. In Brazilian draughts it captures forwards and backwards.",
    ),
    levels: &[
        LessonLevel {
            id: "capture-first",
            goal_text: t("Capture a pedra preta.", "Capture the black man."),
            fen: "W:W22:B18,1",
            goal: Goal::MakeAnyCapture,
            solution: &["22x15"],
            arrows: &[(22, 15)],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "capture-backwards",
            goal_text: t(
                "A pedra preta está atrás da sua. Capture assim mesmo.",
                "The black man is behind yours. Capture it anyway.",
            ),
            fen: "W:W22:B26,1",
            goal: Goal::MakeAnyCapture,
            solution: &["22x31"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "capture-landing-taken",
            goal_text: t(
                "Aqui não há captura: a casa atrás da pedra preta está ocupada. Jogue o único lance possível.",
                "No capture here: the square behind the black man is taken. Play the only possible move.",
            ),
            fen: "W:W22:B18,15,1",
            goal: Goal::ReachSquares(&[17]),
            slack: 0,
            mistakes: &[
                Mistake {
                    text: "22x15",
                    kind: IllegalKind::LandingOccupied,
                    why: t("A casa de chegada precisa estar vazia.", "The landing square must be empty."),
                },
                Mistake {
                    text: "22x11",
                    kind: IllegalKind::JumpsAdjacentOnly,
                    why: t(
                        "A pedra salta só a peça vizinha e cai logo atrás dela.",
                        "A man jumps only the neighbouring piece and lands right behind it.",
                    ),
                },
            ],
            ..LessonLevel::BASE
        },
    ],
};

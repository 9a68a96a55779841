//! Stage 4: capture is compulsory.
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "compulsory",
    title: t("Capturar é obrigatório", "Capturing is compulsory"),
    intro: t(
        "Se alguma peça sua pode capturar, você tem de capturar, com pedra ou com dama. Um lance simples não vale.",
        "If any of your pieces can capture, you must capture, with a man or with a king. A plain move is not allowed.",
    ),
    levels: &[
        LessonLevel {
            id: "compulsory-man",
            goal_text: t(
                "Você queria avançar a pedra da casa 31, mas há uma captura. Faça-a.",
                "You wanted to push the man on 31, but there is a capture. Make it.",
            ),
            fen: "W:W22,31:B18,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "31-27",
                kind: IllegalKind::CaptureIsCompulsory,
                why: t("Havendo captura, o lance simples é proibido.", "When a capture exists, a plain move is forbidden."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "compulsory-king",
            goal_text: t(
                "A dama também é obrigada a capturar. Capture com ela.",
                "A king must capture too. Capture with it.",
            ),
            fen: "W:WK32,21:B14,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "21-17",
                kind: IllegalKind::CaptureIsCompulsory,
                why: t("A dama pode capturar, então ninguém faz lance simples.", "The king can capture, so nobody may make a plain move."),
            }],
            ..LessonLevel::BASE
        },
    ],
};

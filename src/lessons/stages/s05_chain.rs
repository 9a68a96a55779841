//! Stage 5: chain captures cannot stop early.
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "chain",
    title: t("Captura em cadeia", "Chain captures"),
    intro: t(
        "Se, depois de um salto, a mesma peça pode saltar de novo, ela continua no mesmo lance, até não haver mais o que capturar. Parar no meio não é permitido.",
        "If after a jump the same piece can jump again, it goes on in the same move until nothing is left to capture. Stopping halfway is not allowed.",
    ),
    levels: &[
        LessonLevel {
            id: "chain-two",
            goal_text: t("Capture as duas pedras num só lance.", "Capture both men in a single move."),
            fen: "W:W22:B18,10",
            goal: Goal::CaptureN(2),
            solution: &["22x15x6"],
            mistakes: &[Mistake {
                text: "22x15",
                kind: IllegalKind::CaptureMustGoOn,
                why: t("De 15 ainda há captura: o lance não pode parar aí.", "From 15 there is another capture: the move cannot stop there."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "chain-turn",
            goal_text: t(
                "A cadeia pode mudar de direção. Capture três pedras.",
                "A chain may change direction. Capture three men.",
            ),
            fen: "W:W30:B26,19,11",
            goal: Goal::CaptureN(3),
            solution: &["30x23x16x7"],
            ..LessonLevel::BASE
        },
    ],
};

//! Stage 20: Thai draughts.
use damas_engine::Variant;

use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

const THAI: Variant = Variant::Thai;

pub(super) static STAGE: Stage = Stage {
    id: "thai",
    title: t("Damas tailandesas", "Thai draughts"),
    intro: t(
        "Cada lado começa com 8 pedras em duas fileiras. A pedra só captura para a frente, a dama voa e pousa em qualquer casa livre depois da peça capturada, e qualquer captura vale.",
        "Each side starts with 8 men on two rows. Men capture only forwards, the king flies and lands on any free square beyond the captured piece, and any capture may be chosen.",
    ),
    levels: &[
        LessonLevel {
            id: "th-setup",
            goal_text: t("Toque nas quatro pedras da sua fileira da frente.", "Tap the four men of your front row."),
            variant: THAI,
            fen: "W:W25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8",
            goal: Goal::PickSquares(&[25, 26, 27, 28]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "th-free-choice",
            goal_text: t("Qualquer captura vale: faça a mais curta, até 14.", "Any capture may be chosen: make the shorter one, to 14."),
            variant: THAI,
            fen: "W:W30:B26,18,19,11",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[14])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "th-king-landing",
            goal_text: t("Capture com a dama e pouse longe, na casa 5.", "Capture with the king and land far, on square 5."),
            variant: THAI,
            fen: "W:WK32:B14,1",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[5])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "th-forward-only",
            goal_text: t("Capture para a frente: para trás não vale.", "Capture forwards: backwards is not allowed."),
            variant: THAI,
            fen: "W:W22:B26,18,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "22x31",
                kind: IllegalKind::MenCaptureForwardOnly,
                why: t("A pedra tailandesa captura só para a frente.", "A Thai man captures only forwards."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "th-majority-brazilian-contrast",
            goal_text: t(
                "Mesma posição do segundo nível, nas brasileiras: vale a lei da maioria. Faça a captura que leva mais.",
                "Same position as the second level, in Brazilian draughts: the majority law applies. Make the capture that takes the most.",
            ),
            fen: "W:W30:B26,18,19,11",
            goal: Goal::CaptureN(3),
            slack: 0,
            mistakes: &[Mistake {
                text: "30x23x14",
                kind: IllegalKind::MajorityLaw,
                why: t("Nas tailandesas valeria; aqui outra leva três.", "In Thai draughts it would do; here another takes three."),
            }],
            ..LessonLevel::BASE
        },
    ],
};

//! Stage 18: Spanish draughts.
use damas_engine::Variant;

use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

const SPANISH: Variant = Variant::Spanish;

pub(super) static STAGE: Stage = Stage {
    id: "spanish",
    title: t("Damas espanholas", "Spanish draughts"),
    intro: t(
        "A pedra só captura para a frente, a dama voa e vale a lei da maioria, como nas brasileiras. A pedra que chega à última fileira capturando vira dama e o lance acaba.",
        "Men capture only forwards, kings fly, and the majority law applies as in Brazilian draughts. A man reaching the last row while capturing is crowned and the move ends.",
    ),
    levels: &[
        LessonLevel {
            id: "es-forward-only",
            goal_text: t("A pedra não captura para trás aqui. Capture para a frente.", "Men do not capture backwards here. Capture forwards."),
            variant: SPANISH,
            fen: "W:W22:B26,18,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            mistakes: &[Mistake {
                text: "22x31",
                kind: IllegalKind::MenCaptureForwardOnly,
                why: t("Nas espanholas a pedra captura só para a frente.", "In Spanish draughts a man captures only forwards."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "es-majority",
            goal_text: t("Vale a lei da maioria. Capture o máximo.", "The majority law applies. Capture the most."),
            variant: SPANISH,
            fen: "W:W22,30:B18,10,25",
            goal: Goal::CaptureN(2),
            slack: 0,
            mistakes: &[Mistake {
                text: "30x21",
                kind: IllegalKind::MajorityLaw,
                why: t("Outra captura leva duas peças.", "Another capture takes two pieces."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "es-flying-king",
            goal_text: t("A dama voa, como nas brasileiras. Capture duas peças.", "The king flies, as in Brazilian draughts. Capture two pieces."),
            variant: SPANISH,
            fen: "W:WK29:B18,7",
            goal: Goal::CaptureN(2),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "es-crowned-stops",
            goal_text: t("Capture e vire dama: o lance termina na última fileira.", "Capture and be crowned: the move ends on the last row."),
            variant: SPANISH,
            fen: "W:W11:B7,6",
            goal: Goal::Promote,
            slack: 0,
            mistakes: &[Mistake {
                text: "11x2x9",
                kind: IllegalKind::CrownedMoveEnds,
                why: t("Coroada, a pedra para ali.", "Once crowned, the man stops there."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "es-crown-brazilian-contrast",
            goal_text: t(
                "Mesma posição nas brasileiras: a pedra captura para trás, então não para em 2. Capture as duas e termine em 9, ainda pedra.",
                "Same position in Brazilian draughts: men capture backwards, so the man does not stop on 2. Take both and end on 9, still a man.",
            ),
            fen: "W:W11:B7,6",
            goal: Goal::All(&[Goal::CaptureN(2), Goal::ReachSquares(&[9])]),
            slack: 0,
            ..LessonLevel::BASE
        },
    ],
};

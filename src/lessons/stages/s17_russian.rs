//! Stage 17: Russian draughts, compared with Brazilian.
use damas_engine::Variant;

use crate::lessons::{t, Goal, LessonLevel, Stage};

const RUSSIAN: Variant = Variant::Russian;

pub(super) static STAGE: Stage = Stage {
    id: "russian",
    title: t("Damas russas", "Russian draughts"),
    intro: t(
        "Como nas brasileiras, a pedra captura para trás e a dama voa. Duas diferenças: não há lei da maioria (qualquer captura vale) e a pedra que toca a última fileira no meio de uma captura vira dama na hora e continua como dama.",
        "As in Brazilian draughts, men capture backwards and kings fly. Two differences: there is no majority law (any capture may be chosen), and a man touching the last row during a capture is crowned at once and goes on as a king.",
    ),
    levels: &[
        LessonLevel {
            id: "ru-free-choice",
            goal_text: t(
                "Sem lei da maioria: faça a captura mais curta, terminando em 14.",
                "No majority law: make the shorter capture, ending on 14.",
            ),
            variant: RUSSIAN,
            fen: "W:W30:B26,18,19,11",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[14])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ru-crown-and-fly",
            goal_text: t(
                "A pedra vira dama em 2 e, já como dama, captura de longe a pedra de 9. Capture as duas.",
                "The man is crowned on 2 and, now a king, captures the man on 9 from afar. Take both.",
            ),
            variant: RUSSIAN,
            fen: "W:W11:B7,9",
            goal: Goal::CaptureN(2),
            slack: 0,
            solution: &["11x2x13"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ru-crown-brazilian-contrast",
            goal_text: t(
                "Mesma posição nas brasileiras: em 2 a pedra não tem outra captura de pedra, então o lance acaba e ela vira dama.",
                "Same position in Brazilian draughts: on 2 the man has no further man's capture, so the move ends and it is crowned.",
            ),
            fen: "W:W11:B7,9",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::Promote]),
            slack: 0,
            ..LessonLevel::BASE
        },
    ],
};

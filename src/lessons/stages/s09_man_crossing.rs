//! Stage 9: a man crossing the last row during a capture stays a man (Brazilian).
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "crossing",
    title: t("Passar pela última fileira", "Passing through the last row"),
    intro: t(
        "Nas brasileiras, se a pedra toca a última fileira no meio de uma captura e ainda pode capturar, ela segue como pedra e não vira dama. Só é coroada se o lance acabar lá.",
        "In Brazilian draughts, a man that touches the last row in the middle of a capture and can still capture goes on as a man and is not crowned. It is crowned only if the move ends there.",
    ),
    levels: &[
        LessonLevel {
            id: "crossing-stays-man",
            goal_text: t(
                "Capture as duas pedras. A sua pedra passa pela casa 2 e volta: continua pedra.",
                "Capture both men. Your man passes square 2 and comes back: it is still a man.",
            ),
            fen: "W:W11:B7,6",
            goal: Goal::All(&[Goal::CaptureN(2), Goal::ReachSquares(&[9])]),
            solution: &["11x2x9"],
            mistakes: &[Mistake {
                text: "11x2",
                kind: IllegalKind::CaptureMustGoOn,
                why: t(
                    "Ainda há captura a partir de 2: a pedra não para para virar dama.",
                    "There is still a capture from 2: the man does not stop to be crowned.",
                ),
            }],
            success_text: t("Ela terminou em 9 ainda como pedra.", "It ended on 9, still a man."),
            ..LessonLevel::BASE
        },
    ],
};

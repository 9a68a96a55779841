//! Stage 8: promotion.
use crate::lessons::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "promotion",
    title: t("Virar dama", "Crowning a king"),
    intro: t(
        "A pedra que termina o lance na última fileira, do lado do adversário, vira dama.",
        "A man that ends its move on the far row, the opponent's side, becomes a king.",
    ),
    levels: &[
        LessonLevel {
            id: "promote-walk",
            goal_text: t("Faça dama em dois lances.", "Crown a king in two moves."),
            fen: "W:W10:B4",
            goal: Goal::Promote,
            par: 2,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "promote-capture",
            goal_text: t(
                "Capture e termine o lance na última fileira: vira dama.",
                "Capture and end the move on the last row: it is crowned.",
            ),
            fen: "W:W10:B6,4",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::Promote]),
            ..LessonLevel::BASE
        },
    ],
};

//! Stage 12: winning by capturing everything or by blocking.
use crate::lessons::{t, Goal, LessonLevel, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "winning",
    title: t("Como se ganha", "How to win"),
    intro: t(
        "Ganha quem tira todas as peças do adversário ou o deixa sem nenhum lance na vez dele.",
        "You win when your opponent has no pieces left, or has no move on their turn.",
    ),
    levels: &[
        LessonLevel {
            id: "win-capture-all",
            goal_text: t("Capture a última peça preta.", "Capture Black's last piece."),
            fen: "W:W22:B18",
            goal: Goal::Win,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "win-block",
            goal_text: t(
                "Deixe a pedra preta sem lance: bloqueie-a sem oferecer captura.",
                "Leave the black man without a move: block it without offering a capture.",
            ),
            fen: "W:W19,20:B12",
            goal: Goal::Win,
            slack: 0,
            solution: &["20-16"],
            ..LessonLevel::BASE
        },
    ],
};

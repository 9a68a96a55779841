//! Stage 10: the flying king's moves.
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "king-moves",
    title: t("A dama voadora", "The flying king"),
    intro: t(
        "A dama anda quantas casas quiser numa diagonal, para a frente ou para trás, desde que o caminho esteja livre.",
        "A king moves any number of squares along a diagonal, forwards or backwards, as long as the way is clear.",
    ),
    levels: &[
        LessonLevel {
            id: "king-long",
            goal_text: t("Atravesse o tabuleiro: leve a dama à casa 4 num lance.", "Cross the board: take the king to square 4 in one move."),
            fen: "W:WK29:B1",
            goal: Goal::ReachSquares(&[4]),
            arrows: &[(29, 4)],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "king-blocked",
            goal_text: t(
                "A sua pedra de 22 fecha a diagonal. Leve a dama à casa 25.",
                "Your man on 22 closes the diagonal. Take the king to square 25.",
            ),
            fen: "W:WK11,22:B1",
            goal: Goal::ReachSquares(&[25]),
            par: 2,
            mistakes: &[Mistake {
                text: "11-25",
                kind: IllegalKind::PathBlocked,
                why: t("A dama não salta as próprias peças.", "A king does not jump over its own pieces."),
            }],
            ..LessonLevel::BASE
        },
    ],
};

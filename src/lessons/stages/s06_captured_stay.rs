//! Stage 6: captured pieces stay until the move ends; none is jumped twice.
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "captured-stay",
    title: t("As peças capturadas ficam até o fim", "Captured pieces stay until the end"),
    intro: t(
        "Numa cadeia, as peças saltadas só saem do tabuleiro quando o lance acaba. Até lá continuam atrapalhando o caminho, e nenhuma pode ser saltada duas vezes.",
        "In a chain, the jumped pieces leave the board only when the move is over. Until then they still block the way, and none of them may be jumped twice.",
    ),
    levels: &[
        LessonLevel {
            id: "captured-twice",
            goal_text: t(
                "Capture com a dama. Repare que ela não pode voltar sobre a pedra já saltada.",
                "Capture with the king. Note that it cannot come back over the man it already jumped.",
            ),
            fen: "W:WK14:B17,25,11",
            goal: Goal::CaptureN(2),
            solution: &["14x21x30"],
            mistakes: &[Mistake {
                text: "14x21x7",
                kind: IllegalKind::JumpedTwice,
                why: t("A pedra de 17 já foi saltada neste lance.", "The man on 17 was already jumped in this move."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "captured-blocks",
            goal_text: t(
                "Faça a maior captura da dama. A pedra de 18, já capturada, ainda bloqueia a diagonal.",
                "Make the king's biggest capture. The man on 18, already captured, still blocks the diagonal.",
            ),
            fen: "W:WK29:B18,7,6,23",
            goal: Goal::CaptureN(3),
            solution: &["29x11x2x9"],
            mistakes: &[Mistake {
                text: "29x11x2x9x27",
                kind: IllegalKind::CapturedPieceBlocks,
                why: t(
                    "A pedra capturada em 18 só sai no fim do lance: a dama não passa por ela.",
                    "The man captured on 18 leaves only when the move ends: the king cannot pass it.",
                ),
            }],
            ..LessonLevel::BASE
        },
    ],
};

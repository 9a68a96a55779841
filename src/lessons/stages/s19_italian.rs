//! Stage 19: Italian draughts.
use damas_engine::Variant;

use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

const ITALIAN: Variant = Variant::Italian;

pub(super) static STAGE: Stage = Stage {
    id: "italian",
    title: t("Damas italianas", "Italian draughts"),
    intro: t(
        "A pedra só captura para a frente e nunca captura uma dama. A dama anda uma casa por vez. Vale a lei da maioria; entre capturas do mesmo tamanho, é obrigatória a que leva mais damas e, se ainda empatar, a feita pela dama.",
        "Men capture only forwards and never capture a king. Kings move one square at a time. The majority law applies; between captures of the same size, the one taking more kings is compulsory, and if still equal, the one made by the king.",
    ),
    levels: &[
        LessonLevel {
            id: "it-man-spares-king",
            goal_text: t(
                "A sua pedra não pode capturar a dama preta. Jogue o único lance.",
                "Your man may not capture the black king. Play the only move.",
            ),
            variant: ITALIAN,
            fen: "W:W22:BK18,1",
            goal: Goal::ReachSquares(&[17]),
            slack: 0,
            mistakes: &[Mistake {
                text: "22x15",
                kind: IllegalKind::ManCannotCaptureKing,
                why: t("Nas italianas a pedra não captura dama.", "In Italian draughts a man never captures a king."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "it-short-king",
            goal_text: t("A dama anda uma casa por vez. Leve-a a 22.", "The king moves one square at a time. Take it to 22."),
            variant: ITALIAN,
            fen: "W:WK29:B1",
            goal: Goal::ReachSquares(&[22]),
            par: 2,
            mistakes: &[Mistake {
                text: "29-18",
                kind: IllegalKind::MovesOneSquare,
                why: t("A dama italiana não voa.", "The Italian king does not fly."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "it-more-kings",
            goal_text: t(
                "Três capturas de uma peça cada. É obrigatória a que leva a dama.",
                "Three captures of one piece each. The one taking the king is compulsory.",
            ),
            variant: ITALIAN,
            fen: "W:WK23,22:B18,K19",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[16])]),
            slack: 0,
            mistakes: &[Mistake {
                text: "22x15",
                kind: IllegalKind::MoreKingsMustBeTaken,
                why: t("Esta não leva dama; 23x16 leva.", "This takes no king; 23x16 does."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "it-king-captures",
            goal_text: t(
                "Duas capturas iguais, uma de pedra e uma de dama: a da dama é obrigatória.",
                "Two equal captures, one by a man and one by the king: the king's is compulsory.",
            ),
            variant: ITALIAN,
            fen: "W:W21,K23:B17,19",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[16])]),
            slack: 0,
            mistakes: &[Mistake {
                text: "21x14",
                kind: IllegalKind::KingMustCapture,
                why: t("Em empate, captura a dama.", "When equal, the king captures."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "it-man-takes-king-brazilian",
            goal_text: t(
                "Mesma posição do primeiro nível, nas brasileiras: aqui a pedra captura dama como qualquer peça. Capture a dama.",
                "Same position as the first level, in Brazilian draughts: here a man takes a king like any piece. Take the king.",
            ),
            fen: "W:W22:BK18,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "it-king-flies-brazilian",
            goal_text: t(
                "Mesma posição do segundo nível, nas brasileiras: a dama voa. Leve-a a 22 num lance só.",
                "Same position as the second level, in Brazilian draughts: the king flies. Take it to 22 in a single move.",
            ),
            fen: "W:WK29:B1",
            goal: Goal::ReachSquares(&[22]),
            slack: 0,
            ..LessonLevel::BASE
        },
    ],
};

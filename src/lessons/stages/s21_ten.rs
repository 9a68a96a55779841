//! Stage 21: the 10×10 games (damas10 and international, docs/RULES.md#rule-sets).
use damas_engine::Variant;

use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "ten",
    title: t("Damas 10×10", "10×10 draughts"),
    intro: t(
        "Tabuleiro de 10×10, 20 pedras de cada lado em quatro fileiras, casas numeradas de 1 a 50. Pedra captura para trás, dama voa, vale a lei da maioria. Nas damas 10×10 a pedra que toca a última fileira capturando vira dama na hora e continua; nas internacionais ela segue como pedra. Empates: aqui valem nos dois jogos os mesmos de todas as regras do app (20 lances seguidos só de damas, a mesma posição três vezes, ou combinado). As regras da FMJD para as internacionais contam de outro jeito (25 lances de damas, e limites menores em alguns finais); o app não as usa.",
        "A 10×10 board, 20 men a side on four rows, squares numbered 1 to 50. Men capture backwards, kings fly, the majority law applies. In 10×10 Damas a man touching the last row while capturing is crowned at once and goes on; in International draughts it goes on as a man. Draws: both games here use the same draws as every rule set in the app (20 king moves in a row, the same position three times, or by agreement). The FMJD rules for International draughts count differently (25 king moves, and shorter limits in some endings); the app does not use them.",
    ),
    levels: &[
        LessonLevel {
            id: "ten-corner",
            goal_text: t("Toque na casa escura do seu canto esquerdo.", "Tap the dark square in your left-hand corner."),
            variant: Variant::Damas10,
            fen: "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
            goal: Goal::PickSquares(&[46]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ten-crown-continues",
            goal_text: t(
                "Nas damas 10×10 a pedra vira dama em 2 e continua voando. Termine a captura em 16.",
                "In 10×10 Damas the man is crowned on 2 and goes on flying. End the capture on 16.",
            ),
            variant: Variant::Damas10,
            fen: "W:W13:B8,7",
            goal: Goal::All(&[Goal::CaptureN(2), Goal::ReachSquares(&[16])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ten-international-stays-man",
            goal_text: t(
                "Mesma posição nas internacionais: a pedra passa por 2 como pedra e termina em 11.",
                "Same position in International draughts: the man passes 2 as a man and ends on 11.",
            ),
            variant: Variant::International,
            fen: "W:W13:B8,7",
            goal: Goal::All(&[Goal::CaptureN(2), Goal::ReachSquares(&[11])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ten-majority",
            goal_text: t(
                "A lei da maioria vale também no 10×10. Faça a captura obrigatória.",
                "The majority law holds on 10×10 too. Make the compulsory capture.",
            ),
            variant: Variant::Damas10,
            fen: "W:W33,43:B28,17,39",
            goal: Goal::CaptureN(2),
            slack: 0,
            mistakes: &[
                Mistake {
                    text: "43x34",
                    kind: IllegalKind::MajorityLaw,
                    why: t("Leva uma; 33x22x11 leva duas.", "It takes one; 33x22x11 takes two."),
                },
                Mistake {
                    text: "33x44",
                    kind: IllegalKind::MajorityLaw,
                    why: t("Para trás vale, mas leva uma só.", "Backwards is allowed, but it takes only one."),
                },
            ],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "ten-flying-king",
            goal_text: t(
                "A dama internacional voa pela diagonal longa. Capture duas peças.",
                "The International king flies along the long diagonal. Capture two pieces.",
            ),
            variant: Variant::International,
            fen: "W:WK46:B37,19,3",
            goal: Goal::CaptureN(2),
            ..LessonLevel::BASE
        },
    ],
};

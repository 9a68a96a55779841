//! "Play better", stage 4: the capture law as a weapon. Where the law
//! says which capture must be made (the majority law; the Italian order),
//! it binds the opponent too: offer pieces so that the capture it forces
//! takes their pieces where you want them, when a smaller one would have
//! saved them. Where whoever captures chooses (English, Russian, Thai), a
//! shot works only if every capture the opponent may choose loses. One
//! version per law (and per board), each proved in its rule sets by the
//! tests (`law_saves` names the capture the law forbade; every free choice
//! is answered).
//!
//! The positions come from the engine-verified puzzles of `puzzles/tactics`.
use damas_engine::{BoardSize, CaptureChoice, Variant};

use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

const TITLE: crate::lessons::Bilingual = t("Quem escolhe a captura", "Who chooses the capture");

const MAJORITY_INTRO: crate::lessons::Bilingual = t(
    "Na sua regra, quem captura tem de tomar o maior número de peças. Isso vale para o adversário também: ofereça peças de modo que a captura maior, a obrigatória, leve as pedras dele para onde você quer, mesmo quando uma captura menor o salvaria. Antes de cada lance, conte as capturas que o adversário terá.",
    "In your rules, whoever captures must take the most pieces. That binds your opponent too: offer pieces so that the biggest capture, the compulsory one, takes their men where you want them, even when a smaller capture would have saved them. Before each move, count the captures your opponent will have.",
);

const FREE_INTRO: crate::lessons::Bilingual = t(
    "Na sua regra, quem captura escolhe a captura: não precisa tomar o maior número de peças. Então o adversário também escolhe, e vai escolher a que for melhor para ele. Um golpe só funciona se todas as capturas que ele pode escolher perdem: confira cada uma antes de entregar uma peça.",
    "In your rules, whoever captures chooses the capture: it need not take the most pieces. So your opponent chooses too, and will pick whatever suits them. A shot only works if every capture they can choose loses: check each one before you give a piece.",
);

/// The majority law on 8×8 (Brazilian, Spanish): the version in the
/// course as written.
pub(super) static STAGE: Stage = Stage {
    id: "capture-law",
    title: TITLE,
    intro: MAJORITY_INTRO,
    levels: &[
        LessonLevel {
            id: "law-majority-1",
            goal_text: t(
                "Faça as pretas capturarem pelo caminho que você quer: a lei da maioria obriga a captura que leva mais peças. Capture 3 peças.",
                "Make Black capture the way you want: the majority law forces the capture that takes the most pieces. Take 3 pieces.",
            ),
            fen: "W:W18,19,23,29,30,31,32:B3,4,5,9,11,12,17",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["12x19x26"]),
            solution: &["19-16", "31x22x13x6"],
            success_text: t(
                "As pretas prefeririam 11x20, que as salvava, mas a lei da maioria obrigou 12x19x26, que leva mais peças.",
                "Black would rather have played 11x20, which saved them, but the majority law made them take 12x19x26: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-majority-2",
            goal_text: t(
                "As brancas gostariam de uma captura pequena, mas têm de tomar o máximo. Aproveite: capture 3 peças.",
                "White would like a small capture, but must take the most. Make use of it: take 3 pieces.",
            ),
            fen: "B:W16,20,21,22,23,29:B3,4,11,13,14",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["22x15x8"]),
            solution: &["14-18", "3x12x19x26"],
            success_text: t(
                "As brancas prefeririam 16x7, que as salvava, mas a lei da maioria obrigou 22x15x8, que leva mais peças.",
                "White would rather have played 16x7, which saved them, but the majority law made them take 22x15x8: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-majority-3",
            goal_text: t(
                "Ofereça peças de modo que a captura maior, a obrigatória, leve as brancas para o seu golpe. Capture 3 peças.",
                "Offer pieces so that the biggest capture, the compulsory one, leads White into your shot. Take 3 pieces.",
            ),
            fen: "B:W17,25,27,28,31:B3,4,5,7,15,19",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["28x19x10"]),
            solution: &["19-24", "7x14x21x30"],
            success_text: t(
                "As brancas prefeririam 27x20, que as salvava, mas a lei da maioria obrigou 28x19x10, que leva mais peças.",
                "White would rather have played 27x20, which saved them, but the majority law made them take 28x19x10: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-majority-4",
            goal_text: t(
                "Depois do seu lance, conte as capturas de as pretas: qual delas a lei obriga? Capture 3 peças.",
                "After your move, count Black's captures: which one does the law force? Take 3 pieces.",
            ),
            fen: "W:W13,17,23,24,27,28:B6,10,14,19,20",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["10x19x26"]),
            solution: &["24x15", "17x10x1"],
            success_text: t(
                "As pretas prefeririam 14x21, que as salvava, mas a lei da maioria obrigou 10x19x26, que leva mais peças.",
                "Black would rather have played 14x21, which saved them, but the majority law made them take 10x19x26: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-majority-5",
            goal_text: t(
                "De novo: deixe a lei da maioria escolher a captura de as pretas por você. Capture 3 peças.",
                "Again: let the majority law choose Black's capture for you. Take 3 pieces.",
            ),
            fen: "W:W19,20,22,26,28,30:B6,10,11,12,13,17",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["11x18x25"]),
            solution: &["19-15", "30x21x14x7"],
            success_text: t(
                "As pretas prefeririam 10x19, que as salvava, mas a lei da maioria obrigou 11x18x25, que leva mais peças.",
                "Black would rather have played 10x19, which saved them, but the majority law made them take 11x18x25: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-majority-6",
            goal_text: t(
                "Mais uma: a lei decide a captura de as pretas. Capture 3 peças.",
                "One more: the law decides Black's capture. Take 3 pieces.",
            ),
            fen: "W:W20,21,23,29,30,31:B4,7,10,12,14,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["12x19x26"]),
            solution: &["20-16", "31x22x15x6"],
            success_text: t(
                "As pretas prefeririam 18x27, que as salvava, mas a lei da maioria obrigou 12x19x26, que leva mais peças.",
                "Black would rather have played 18x27, which saved them, but the majority law made them take 12x19x26: more pieces.",
            ),
            ..LessonLevel::BASE
        },
    ],
};

/// The majority law on 10×10 (International, Damas 10×10).
pub(super) static TEN: Stage = Stage {
    id: "capture-law",
    title: TITLE,
    intro: MAJORITY_INTRO,
    levels: &[
        LessonLevel {
            id: "law-ten-1",
            goal_text: t(
                "Faça as pretas capturarem pelo caminho que você quer: a lei da maioria obriga a captura que leva mais peças. Capture 4 peças.",
                "Make Black capture the way you want: the majority law forces the capture that takes the most pieces. Take 4 pieces.",
            ),
            fen: "W:W23,26,27,32,34,46,47,48,49,50:B2,3,7,11,12,13,14,16,18,22,33",
            goal: Goal::CaptureN(4),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x29x40"]),
            solution: &["32-28", "28x17x8x19x10"],
            success_text: t(
                "As pretas prefeririam 22x31, que as salvava, mas a lei da maioria obrigou 18x29x40, que leva mais peças.",
                "Black would rather have played 22x31, which saved them, but the majority law made them take 18x29x40: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-ten-2",
            goal_text: t(
                "As brancas gostariam de uma captura pequena, mas têm de tomar o máximo. Aproveite: capture 6 peças.",
                "White would like a small capture, but must take the most. Make use of it: take 6 pieces.",
            ),
            fen: "B:WK4,32,33,34,43,44,45,46,47:B1,2,5,18,22,23,26,36",
            goal: Goal::CaptureN(6),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["4x22x31"]),
            solution: &["22-27", "36x27x38x29x40x49x38"],
            success_text: t(
                "As brancas prefeririam 32x21, que as salvava, mas a lei da maioria obrigou 4x22x31, que leva mais peças.",
                "White would rather have played 32x21, which saved them, but the majority law made them take 4x22x31: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-ten-3",
            goal_text: t(
                "Ofereça peças de modo que a captura maior, a obrigatória, leve as pretas para o seu golpe. Capture 4 peças.",
                "Offer pieces so that the biggest capture, the compulsory one, leads Black into your shot. Take 4 pieces.",
            ),
            fen: "W:W15,25,26,27,32,34,38,39,45,46,47,49,50:B1,2,3,4,12,13,14,16,17,18,21",
            goal: Goal::CaptureN(4),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["17x28x37"]),
            solution: &["27-22", "26x17x8x19x10"],
            success_text: t(
                "As pretas prefeririam 18x27, que as salvava, mas a lei da maioria obrigou 17x28x37, que leva mais peças.",
                "Black would rather have played 18x27, which saved them, but the majority law made them take 17x28x37: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-ten-4",
            goal_text: t(
                "Depois do seu lance, conte as capturas de as brancas: qual delas a lei obriga? Capture 4 peças.",
                "After your move, count White's captures: which one does the law force? Take 4 pieces.",
            ),
            fen: "B:W27,28,30,32,33,37,38,44,45,46,48,49:B3,4,5,9,11,13,16,17,20,21,26,29",
            goal: Goal::CaptureN(4),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["33x24x15"]),
            solution: &["26-31", "31x22x33x42x31"],
            success_text: t(
                "As brancas prefeririam 27x36, que as salvava, mas a lei da maioria obrigou 33x24x15, que leva mais peças.",
                "White would rather have played 27x36, which saved them, but the majority law made them take 33x24x15: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-ten-5",
            goal_text: t(
                "De novo: deixe a lei da maioria escolher a captura de as pretas por você. Capture 4 peças.",
                "Again: let the majority law choose Black's capture for you. Take 4 pieces.",
            ),
            fen: "W:W16,25,27,30,39,40,47:B5,9,13,17,18,19,24,28",
            goal: Goal::CaptureN(4),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["24x35x44x33"]),
            solution: &["27-21", "21x12x23x14x3"],
            success_text: t(
                "As pretas prefeririam 17x26, que as salvava, mas a lei da maioria obrigou 24x35x44x33, que leva mais peças.",
                "Black would rather have played 17x26, which saved them, but the majority law made them take 24x35x44x33: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-ten-6",
            goal_text: t(
                "Mais uma: a lei decide a captura de as pretas. Capture 3 peças.",
                "One more: the law decides Black's capture. Take 3 pieces.",
            ),
            fen: "W:W26,27,28,31,35,36,39,45,46,47,49,50:B1,2,4,6,13,15,16,17,18,19,22,24",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["22x33x44"]),
            solution: &["27-21", "21x12x23x14"],
            success_text: t(
                "As pretas prefeririam 16x27, que as salvava, mas a lei da maioria obrigou 22x33x44, que leva mais peças.",
                "Black would rather have played 16x27, which saved them, but the majority law made them take 22x33x44: more pieces.",
            ),
            ..LessonLevel::BASE
        },
    ],
};

/// The Italian order of captures.
pub(super) static ITALIAN: Stage = Stage {
    id: "capture-law",
    title: TITLE,
    intro: t(
        "Na dama italiana a captura obrigatória segue uma ordem: a que toma mais peças; entre essas, a que toma mais damas; entre essas, a feita por uma dama. A ordem vale para o adversário também: ofereça peças de modo que a captura que ela obriga leve as peças dele para onde você quer, mesmo quando outra o salvaria.",
        "In Italian draughts the compulsory capture follows an order: the one taking the most pieces; among those, the one taking the most kings; among those, the one made by a king. The order binds your opponent too: offer pieces so that the capture it forces takes their pieces where you want them, even when another would have saved them.",
    ),
    levels: &[
        LessonLevel {
            id: "law-italian-majority-1",
            goal_text: t(
                "Faça as pretas capturarem pelo caminho que você quer: primeiro vem a captura que leva mais peças. Capture 4 peças.",
                "Make Black capture the way you want: the capture taking the most pieces comes first. Take 4 pieces.",
            ),
            fen: "W:WK1,K16,24,29,30:BK9,17,18,K27",
            goal: Goal::CaptureN(4),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["27x20x11"]),
            solution: &["1-6", "6x13x22x15x8"],
            success_text: t(
                "As pretas prefeririam 9x2, que as salvava, mas a lei da maioria obrigou 27x20x11, que leva mais peças.",
                "Black would rather have played 9x2, which saved them, but the majority law made them take 27x20x11: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-italian-majority-2",
            goal_text: t(
                "As brancas gostariam de uma captura pequena, mas têm de tomar o máximo. Aproveite: capture 3 peças.",
                "White would like a small capture, but must take the most. Make use of it: take 3 pieces.",
            ),
            fen: "B:W15,21,22,31,32:B2,4,10,12,13,19",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["21x14x7"]),
            solution: &["13-17", "2x11x18x25"],
            success_text: t(
                "As brancas prefeririam 15x6, que as salvava, mas a lei da maioria obrigou 21x14x7, que leva mais peças.",
                "White would rather have played 15x6, which saved them, but the majority law made them take 21x14x7: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-italian-majority-3",
            goal_text: t(
                "De novo a captura maior é obrigatória. Leve as pretas para o seu golpe: capture 3 peças.",
                "Again the biggest capture is compulsory. Lead Black into your shot: take 3 pieces.",
            ),
            fen: "W:W10,16,26,28,30:B9,12,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["12x19x26"]),
            solution: &["26-23", "30x23x14x5"],
            success_text: t(
                "As pretas prefeririam 18x27, que as salvava, mas a lei da maioria obrigou 12x19x26, que leva mais peças.",
                "Black would rather have played 18x27, which saved them, but the majority law made them take 12x19x26: more pieces.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-italian-order-1",
            goal_text: t(
                "Entre capturas do mesmo tamanho, a ordem italiana decide (mais damas capturadas, depois a captura feita por uma dama). Use isso: capture 3 peças.",
                "Between captures of the same size, the Italian order decides (more kings taken, then a capture made by a king). Use it: take 3 pieces.",
            ),
            fen: "W:WK2,K10,13,21,30,32:B4,5,23,28,K31",
            goal: Goal::CaptureN(3),
            par: 3,
            slack: 0,
            opponent: Replies::Script(&["31x22", "5x14"]),
            solution: &["30-26", "13-9", "10x17x26x19"],
            success_text: t(
                "As pretas prefeririam 23x30, que as salvava, mas a ordem italiana (mais damas capturadas, ou a captura feita pela dama) obrigou 31x22.",
                "Black would rather have played 23x30, which saved them, but the Italian order (more kings taken, or the capture made by a king) made them play 31x22.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-italian-order-2",
            goal_text: t(
                "Duas capturas do mesmo tamanho: qual delas as pretas têm de fazer? Use a ordem: capture 2 peças.",
                "Two captures of the same size: which one must Black make? Use the order: take 2 pieces.",
            ),
            fen: "W:WK8,20,K25,29,30,32:B1,4,19,23,K31",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["31x22"]),
            solution: &["30-26", "25x18x27"],
            success_text: t(
                "As pretas prefeririam 23x30, que as salvava, mas a ordem italiana (mais damas capturadas, ou a captura feita pela dama) obrigou 31x22.",
                "Black would rather have played 23x30, which saved them, but the Italian order (more kings taken, or the capture made by a king) made them play 31x22.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-italian-order-3",
            goal_text: t(
                "Mais uma: a ordem italiana escolhe a captura de as pretas. Capture 2 peças.",
                "One more: the Italian order chooses Black's capture. Take 2 pieces.",
            ),
            fen: "W:WK6,17,K20,32:B23,25,K31",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["31x24"]),
            solution: &["32-27", "20x27x18"],
            success_text: t(
                "As pretas prefeririam 23x32, que as salvava, mas a ordem italiana (mais damas capturadas, ou a captura feita pela dama) obrigou 31x24.",
                "Black would rather have played 23x32, which saved them, but the Italian order (more kings taken, or the capture made by a king) made them play 31x24.",
            ),
            ..LessonLevel::BASE
        },
    ],
};

/// Free choice of capture: English.
pub(super) static FREE_ENGLISH: Stage = Stage {
    id: "capture-law",
    title: TITLE,
    intro: FREE_INTRO,
    levels: &[
        LessonLevel {
            id: "law-free-english-1",
            goal_text: t(
                "Aqui quem captura escolhe como. Ache o lance depois do qual toda captura que as brancas podem fazer perde, e capture 3 peças.",
                "Here whoever captures chooses how. Find the move after which every capture White can make loses, and take 3 pieces.",
            ),
            fen: "B:W13,14,15:B2,5,K6,12,28",
            goal: Goal::CaptureN(3),
            par: 3,
            slack: 0,
            opponent: Replies::Script(&["15x6", "13-9"]),
            solution: &["6-10", "2x9x18", "5x14"],
            success_text: t(
                "As brancas podiam escolher entre 14x7, 15x6: todas perdiam.",
                "White could choose between 14x7, 15x6: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-english-2",
            goal_text: t(
                "As brancas vão escolher a captura que for melhor para elas. Ache um golpe que funcione qualquer que seja a escolha: capture 3 peças.",
                "White will choose the capture that suits them. Find a shot that works whichever they pick: take 3 pieces.",
            ),
            fen: "B:WK11,12,21:B4,5,14,K18,23,K31",
            goal: Goal::CaptureN(3),
            par: 4,
            slack: 0,
            opponent: Replies::Script(&["11x18x27", "21-17", "12-8"]),
            solution: &["18-15", "31x24", "14x21", "4x11"],
            success_text: t(
                "As brancas podiam escolher entre 11x18x9, 11x18x27: todas perdiam.",
                "White could choose between 11x18x9, 11x18x27: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-english-3",
            goal_text: t(
                "Só entregue uma peça se todas as capturas que as pretas podem escolher perdem. Capture 3 peças.",
                "Give a piece only if every capture Black may choose loses. Take 3 pieces.",
            ),
            fen: "W:W23,25,26,27,28,29,30,31,32:B2,3,5,7,8,10,12,15,16",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["16x23"]),
            solution: &["23-19", "27x18x11x4"],
            success_text: t(
                "As pretas podiam escolher entre 15x24, 16x23: todas perdiam.",
                "Black could choose between 15x24, 16x23: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-english-4",
            goal_text: t(
                "De novo as pretas escolhem como capturar. Faça toda escolha perder e capture 3 peças.",
                "Again Black choose how to capture. Make every choice lose, and take 3 pieces.",
            ),
            fen: "W:W19,20,25,30:B4,10,12,17,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x25"]),
            solution: &["25-22", "30x21x14x7"],
            success_text: t(
                "As pretas podiam escolher entre 17x26, 18x25: todas perdiam.",
                "Black could choose between 17x26, 18x25: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-english-5",
            goal_text: t(
                "Conte cada captura que as brancas poderiam escolher e ache o lance que vence todas: capture 3 peças.",
                "Count each capture White could choose, and find the move that beats them all: take 3 pieces.",
            ),
            fen: "B:W15,16,21,24,29,30:B1,3,4,7,9",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["16x7"]),
            solution: &["7-11", "3x10x19x28"],
            success_text: t(
                "As brancas podiam escolher entre 15x8, 16x7: todas perdiam.",
                "White could choose between 15x8, 16x7: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-english-6",
            goal_text: t(
                "Mais uma: qualquer que seja a captura que as pretas escolham, capture 3 peças.",
                "One more: whichever capture Black choose, take 3 pieces.",
            ),
            fen: "W:W19,26,29,30:B10,12,17,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x25"]),
            solution: &["26-22", "30x21x14x7"],
            success_text: t(
                "As pretas podiam escolher entre 17x26, 18x25: todas perdiam.",
                "Black could choose between 17x26, 18x25: every one lost.",
            ),
            ..LessonLevel::BASE
        },
    ],
};

/// Free choice of capture: Russian.
pub(super) static FREE_RUSSIAN: Stage = Stage {
    id: "capture-law",
    title: TITLE,
    intro: FREE_INTRO,
    levels: &[
        LessonLevel {
            id: "law-free-russian-1",
            goal_text: t(
                "Aqui quem captura escolhe como. Ache o lance depois do qual toda captura que as pretas podem fazer perde, e capture 3 peças.",
                "Here whoever captures chooses how. Find the move after which every capture Black can make loses, and take 3 pieces.",
            ),
            fen: "W:W5,20,25,27,28,31:B1,2,11,18,19",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["19x26"]),
            solution: &["27-23", "31x22x15x8"],
            success_text: t(
                "As pretas podiam escolher entre 18x27, 19x26: todas perdiam.",
                "Black could choose between 18x27, 19x26: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-russian-2",
            goal_text: t(
                "As pretas vão escolher a captura que for melhor para elas. Ache um golpe que funcione qualquer que seja a escolha: capture 2 peças.",
                "Black will choose the capture that suits them. Find a shot that works whichever they pick: take 2 pieces.",
            ),
            fen: "W:WK5,15,21,22:B8,13,K28",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["28x6"]),
            solution: &["5-1", "1x15x4"],
            success_text: t(
                "As pretas podiam escolher entre 28x10, 28x6: todas perdiam.",
                "Black could choose between 28x10, 28x6: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-russian-3",
            goal_text: t(
                "Só entregue uma peça se todas as capturas que as brancas podem escolher perdem. Capture 3 peças.",
                "Give a piece only if every capture White may choose loses. Take 3 pieces.",
            ),
            fen: "B:W14,15,22,32:B2,7,8",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["15x6"]),
            solution: &["7-10", "2x9x18x25"],
            success_text: t(
                "As brancas podiam escolher entre 14x7, 15x6: todas perdiam.",
                "White could choose between 14x7, 15x6: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-russian-4",
            goal_text: t(
                "De novo as brancas escolhem como capturar. Faça toda escolha perder e capture 2 peças.",
                "Again White choose how to capture. Make every choice lose, and take 2 pieces.",
            ),
            fen: "B:WK1,9:B10,K15",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["1x24"]),
            solution: &["15-28", "28x6x13"],
            success_text: t(
                "As brancas podiam escolher entre 1x15, 1x19, 1x24: todas perdiam.",
                "White could choose between 1x15, 1x19, 1x24: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-russian-5",
            goal_text: t(
                "Conte cada captura que as brancas poderiam escolher e ache o lance que vence todas: capture 3 peças.",
                "Count each capture White could choose, and find the move that beats them all: take 3 pieces.",
            ),
            fen: "B:W5,14,15,20,23:B1,2,4,7,12",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["15x6"]),
            solution: &["7-10", "2x9x18x27"],
            success_text: t(
                "As brancas podiam escolher entre 14x7, 15x6: todas perdiam.",
                "White could choose between 14x7, 15x6: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-russian-6",
            goal_text: t(
                "Mais uma: qualquer que seja a captura que as brancas escolham, capture 3 peças.",
                "One more: whichever capture White choose, take 3 pieces.",
            ),
            fen: "B:W14,15,23,25,29,31:B2,4,5,7,24",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["15x6"]),
            solution: &["7-10", "2x9x18x27"],
            success_text: t(
                "As brancas podiam escolher entre 14x7, 15x6: todas perdiam.",
                "White could choose between 14x7, 15x6: every one lost.",
            ),
            ..LessonLevel::BASE
        },
    ],
};

/// Free choice of capture: Thai.
pub(super) static FREE_THAI: Stage = Stage {
    id: "capture-law",
    title: TITLE,
    intro: FREE_INTRO,
    levels: &[
        LessonLevel {
            id: "law-free-thai-1",
            goal_text: t(
                "Aqui quem captura escolhe como. Ache o lance depois do qual toda captura que as pretas podem fazer perde, e capture 3 peças.",
                "Here whoever captures chooses how. Find the move after which every capture Black can make loses, and take 3 pieces.",
            ),
            fen: "W:W25,30,32:B4,9,17,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x25"]),
            solution: &["25-22", "30x21x14x5"],
            success_text: t(
                "As pretas podiam escolher entre 17x26, 18x25: todas perdiam.",
                "Black could choose between 17x26, 18x25: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-thai-2",
            goal_text: t(
                "As brancas vão escolher a captura que for melhor para elas. Ache um golpe que funcione qualquer que seja a escolha: capture 2 peças.",
                "White will choose the capture that suits them. Find a shot that works whichever they pick: take 2 pieces.",
            ),
            fen: "B:W15,16,21:B3,7,14",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["16x7"]),
            solution: &["7-11", "3x10x19"],
            success_text: t(
                "As brancas podiam escolher entre 15x8, 16x7: todas perdiam.",
                "White could choose between 15x8, 16x7: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-thai-3",
            goal_text: t(
                "Só entregue uma peça se todas as capturas que as brancas podem escolher perdem. Capture 2 peças.",
                "Give a piece only if every capture White may choose loses. Take 2 pieces.",
            ),
            fen: "B:WK3,22,24:B10,K14",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["3x17"]),
            solution: &["14-21", "21x10x28"],
            success_text: t(
                "As brancas podiam escolher entre 3x14, 3x17: todas perdiam.",
                "White could choose between 3x14, 3x17: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-thai-4",
            goal_text: t(
                "De novo as brancas escolhem como capturar. Faça toda escolha perder e capture 2 peças.",
                "Again White choose how to capture. Make every choice lose, and take 2 pieces.",
            ),
            fen: "B:W9,K29:BK4,14",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["29x8"]),
            solution: &["14-18", "4x18x5"],
            success_text: t(
                "As brancas podiam escolher entre 29x15, 29x11, 29x8: todas perdiam.",
                "White could choose between 29x15, 29x11, 29x8: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-thai-5",
            goal_text: t(
                "Conte cada captura que as pretas poderiam escolher e ache o lance que vence todas: capture 2 peças.",
                "Count each capture Black could choose, and find the move that beats them all: take 2 pieces.",
            ),
            fen: "W:W7,19,25,30:B4,12,17,18",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x25"]),
            solution: &["25-22", "30x21x14"],
            success_text: t(
                "As pretas podiam escolher entre 17x26, 18x25: todas perdiam.",
                "Black could choose between 17x26, 18x25: every one lost.",
            ),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-thai-6",
            goal_text: t(
                "Mais uma: qualquer que seja a captura que as brancas escolham, capture 3 peças.",
                "One more: whichever capture White choose, take 3 pieces.",
            ),
            fen: "B:W13,14,15,23:B1,2,4,6",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["15x6"]),
            solution: &["6-10", "2x9x18x27"],
            success_text: t(
                "As brancas podiam escolher entre 14x7, 15x6: todas perdiam.",
                "White could choose between 14x7, 15x6: every one lost.",
            ),
            ..LessonLevel::BASE
        },
    ],
};

/// The stage's version for a rule set: by its capture law and its board.
pub fn for_variant(variant: Variant) -> &'static Stage {
    match (variant.rules().choice, variant.size()) {
        (CaptureChoice::Free, _) => match variant {
            Variant::English => &FREE_ENGLISH,
            Variant::Thai => &FREE_THAI,
            _ => &FREE_RUSSIAN,
        },
        (CaptureChoice::Italian, _) => &ITALIAN,
        (_, BoardSize::Ten) => &TEN,
        _ => &STAGE,
    }
}

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

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

const TITLE: crate::learn::LessonText = t(key::S28_CAPTURE_LAW_TITLE);

const MAJORITY_INTRO: crate::learn::LessonText = t(key::S28_CAPTURE_LAW_MAJORITY_INTRO);

const FREE_INTRO: crate::learn::LessonText = t(key::S28_CAPTURE_LAW_FREE_INTRO);

/// The majority law on 8×8 (Brazilian, Spanish): the version in the
/// course as written.
pub(super) static STAGE: Stage = Stage {
    id: "capture-law",
    title: TITLE,
    intro: MAJORITY_INTRO,
    levels: &[
        LessonLevel {
            id: "law-majority-1",
            goal_text: t(key::LAW_MAJORITY_1_GOAL),
            fen: "W:W18,19,23,29,30,31,32:B3,4,5,9,11,12,17",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["12x19x26"]),
            solution: &["19-16", "31x22x13x6"],
            success_text: t(key::LAW_MAJORITY_1_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-majority-2",
            goal_text: t(key::LAW_MAJORITY_2_GOAL),
            fen: "B:W16,20,21,22,23,29:B3,4,11,13,14",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["22x15x8"]),
            solution: &["14-18", "3x12x19x26"],
            success_text: t(key::LAW_MAJORITY_2_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-majority-3",
            goal_text: t(key::LAW_MAJORITY_3_GOAL),
            fen: "B:W17,25,27,28,31:B3,4,5,7,15,19",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["28x19x10"]),
            solution: &["19-24", "7x14x21x30"],
            success_text: t(key::LAW_MAJORITY_3_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-majority-4",
            goal_text: t(key::LAW_MAJORITY_4_GOAL),
            fen: "W:W13,17,23,24,27,28:B6,10,14,19,20",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["10x19x26"]),
            solution: &["24x15", "17x10x1"],
            success_text: t(key::LAW_MAJORITY_4_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-majority-5",
            goal_text: t(key::LAW_MAJORITY_5_GOAL),
            fen: "W:W19,20,22,26,28,30:B6,10,11,12,13,17",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["11x18x25"]),
            solution: &["19-15", "30x21x14x7"],
            success_text: t(key::LAW_MAJORITY_5_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-majority-6",
            goal_text: t(key::LAW_MAJORITY_6_GOAL),
            fen: "W:W20,21,23,29,30,31:B4,7,10,12,14,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["12x19x26"]),
            solution: &["20-16", "31x22x15x6"],
            success_text: t(key::LAW_MAJORITY_6_SUCCESS),
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
            goal_text: t(key::LAW_TEN_1_GOAL),
            fen: "W:W23,26,27,32,34,46,47,48,49,50:B2,3,7,11,12,13,14,16,18,22,33",
            goal: Goal::CaptureN(4),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x29x40"]),
            solution: &["32-28", "28x17x8x19x10"],
            success_text: t(key::LAW_TEN_1_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-ten-2",
            goal_text: t(key::LAW_TEN_2_GOAL),
            fen: "B:WK4,32,33,34,43,44,45,46,47:B1,2,5,18,22,23,26,36",
            goal: Goal::CaptureN(6),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["4x22x31"]),
            solution: &["22-27", "36x27x38x29x40x49x38"],
            success_text: t(key::LAW_TEN_2_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-ten-3",
            goal_text: t(key::LAW_TEN_3_GOAL),
            fen: "W:W15,25,26,27,32,34,38,39,45,46,47,49,50:B1,2,3,4,12,13,14,16,17,18,21",
            goal: Goal::CaptureN(4),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["17x28x37"]),
            solution: &["27-22", "26x17x8x19x10"],
            success_text: t(key::LAW_TEN_3_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-ten-4",
            goal_text: t(key::LAW_TEN_4_GOAL),
            fen: "B:W27,28,30,32,33,37,38,44,45,46,48,49:B3,4,5,9,11,13,16,17,20,21,26,29",
            goal: Goal::CaptureN(4),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["33x24x15"]),
            solution: &["26-31", "31x22x33x42x31"],
            success_text: t(key::LAW_TEN_4_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-ten-5",
            goal_text: t(key::LAW_TEN_5_GOAL),
            fen: "W:W16,25,27,30,39,40,47:B5,9,13,17,18,19,24,28",
            goal: Goal::CaptureN(4),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["24x35x44x33"]),
            solution: &["27-21", "21x12x23x14x3"],
            success_text: t(key::LAW_TEN_5_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-ten-6",
            goal_text: t(key::LAW_MAJORITY_6_GOAL),
            fen: "W:W26,27,28,31,35,36,39,45,46,47,49,50:B1,2,4,6,13,15,16,17,18,19,22,24",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["22x33x44"]),
            solution: &["27-21", "21x12x23x14"],
            success_text: t(key::LAW_TEN_6_SUCCESS),
            ..LessonLevel::BASE
        },
    ],
};

/// The Italian order of captures.
pub(super) static ITALIAN: Stage = Stage {
    id: "capture-law",
    title: TITLE,
    intro: t(key::CAPTURE_LAW_INTRO),
    levels: &[
        LessonLevel {
            id: "law-italian-majority-1",
            goal_text: t(key::LAW_ITALIAN_MAJORITY_1_GOAL),
            fen: "W:WK1,K16,24,29,30:BK9,17,18,K27",
            goal: Goal::CaptureN(4),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["27x20x11"]),
            solution: &["1-6", "6x13x22x15x8"],
            success_text: t(key::LAW_ITALIAN_MAJORITY_1_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-italian-majority-2",
            goal_text: t(key::LAW_MAJORITY_2_GOAL),
            fen: "B:W15,21,22,31,32:B2,4,10,12,13,19",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["21x14x7"]),
            solution: &["13-17", "2x11x18x25"],
            success_text: t(key::LAW_ITALIAN_MAJORITY_2_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-italian-majority-3",
            goal_text: t(key::LAW_ITALIAN_MAJORITY_3_GOAL),
            fen: "W:W10,16,26,28,30:B9,12,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["12x19x26"]),
            solution: &["26-23", "30x23x14x5"],
            success_text: t(key::LAW_MAJORITY_6_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-italian-order-1",
            goal_text: t(key::LAW_ITALIAN_ORDER_1_GOAL),
            fen: "W:WK2,K10,13,21,30,32:B4,5,23,28,K31",
            goal: Goal::CaptureN(3),
            par: 3,
            slack: 0,
            opponent: Replies::Script(&["31x22", "5x14"]),
            solution: &["30-26", "13-9", "10x17x26x19"],
            success_text: t(key::LAW_ITALIAN_ORDER_1_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-italian-order-2",
            goal_text: t(key::LAW_ITALIAN_ORDER_2_GOAL),
            fen: "W:WK8,20,K25,29,30,32:B1,4,19,23,K31",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["31x22"]),
            solution: &["30-26", "25x18x27"],
            success_text: t(key::LAW_ITALIAN_ORDER_1_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-italian-order-3",
            goal_text: t(key::LAW_ITALIAN_ORDER_3_GOAL),
            fen: "W:WK6,17,K20,32:B23,25,K31",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["31x24"]),
            solution: &["32-27", "20x27x18"],
            success_text: t(key::LAW_ITALIAN_ORDER_3_SUCCESS),
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
            goal_text: t(key::LAW_FREE_ENGLISH_1_GOAL),
            fen: "B:W13,14,15:B2,5,K6,12,28",
            goal: Goal::CaptureN(3),
            par: 3,
            slack: 0,
            opponent: Replies::Script(&["15x6", "13-9"]),
            solution: &["6-10", "2x9x18", "5x14"],
            success_text: t(key::LAW_FREE_ENGLISH_1_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-english-2",
            goal_text: t(key::LAW_FREE_ENGLISH_2_GOAL),
            fen: "B:WK11,12,21:B4,5,14,K18,23,K31",
            goal: Goal::CaptureN(3),
            par: 4,
            slack: 0,
            opponent: Replies::Script(&["11x18x27", "21-17", "12-8"]),
            solution: &["18-15", "31x24", "14x21", "4x11"],
            success_text: t(key::LAW_FREE_ENGLISH_2_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-english-3",
            goal_text: t(key::LAW_FREE_ENGLISH_3_GOAL),
            fen: "W:W23,25,26,27,28,29,30,31,32:B2,3,5,7,8,10,12,15,16",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["16x23"]),
            solution: &["23-19", "27x18x11x4"],
            success_text: t(key::LAW_FREE_ENGLISH_3_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-english-4",
            goal_text: t(key::LAW_FREE_ENGLISH_4_GOAL),
            fen: "W:W19,20,25,30:B4,10,12,17,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x25"]),
            solution: &["25-22", "30x21x14x7"],
            success_text: t(key::LAW_FREE_ENGLISH_4_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-english-5",
            goal_text: t(key::LAW_FREE_ENGLISH_5_GOAL),
            fen: "B:W15,16,21,24,29,30:B1,3,4,7,9",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["16x7"]),
            solution: &["7-11", "3x10x19x28"],
            success_text: t(key::LAW_FREE_ENGLISH_5_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-english-6",
            goal_text: t(key::LAW_FREE_ENGLISH_6_GOAL),
            fen: "W:W19,26,29,30:B10,12,17,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x25"]),
            solution: &["26-22", "30x21x14x7"],
            success_text: t(key::LAW_FREE_ENGLISH_4_SUCCESS),
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
            goal_text: t(key::LAW_FREE_RUSSIAN_1_GOAL),
            fen: "W:W5,20,25,27,28,31:B1,2,11,18,19",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["19x26"]),
            solution: &["27-23", "31x22x15x8"],
            success_text: t(key::LAW_FREE_RUSSIAN_1_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-russian-2",
            goal_text: t(key::LAW_FREE_RUSSIAN_2_GOAL),
            fen: "W:WK5,15,21,22:B8,13,K28",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["28x6"]),
            solution: &["5-1", "1x15x4"],
            success_text: t(key::LAW_FREE_RUSSIAN_2_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-russian-3",
            goal_text: t(key::LAW_FREE_RUSSIAN_3_GOAL),
            fen: "B:W14,15,22,32:B2,7,8",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["15x6"]),
            solution: &["7-10", "2x9x18x25"],
            success_text: t(key::LAW_FREE_ENGLISH_1_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-russian-4",
            goal_text: t(key::LAW_FREE_RUSSIAN_4_GOAL),
            fen: "B:WK1,9:B10,K15",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["1x24"]),
            solution: &["15-28", "28x6x13"],
            success_text: t(key::LAW_FREE_RUSSIAN_4_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-russian-5",
            goal_text: t(key::LAW_FREE_ENGLISH_5_GOAL),
            fen: "B:W5,14,15,20,23:B1,2,4,7,12",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["15x6"]),
            solution: &["7-10", "2x9x18x27"],
            success_text: t(key::LAW_FREE_ENGLISH_1_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-russian-6",
            goal_text: t(key::LAW_FREE_RUSSIAN_6_GOAL),
            fen: "B:W14,15,23,25,29,31:B2,4,5,7,24",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["15x6"]),
            solution: &["7-10", "2x9x18x27"],
            success_text: t(key::LAW_FREE_ENGLISH_1_SUCCESS),
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
            goal_text: t(key::LAW_FREE_RUSSIAN_1_GOAL),
            fen: "W:W25,30,32:B4,9,17,18",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x25"]),
            solution: &["25-22", "30x21x14x5"],
            success_text: t(key::LAW_FREE_ENGLISH_4_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-thai-2",
            goal_text: t(key::LAW_FREE_THAI_2_GOAL),
            fen: "B:W15,16,21:B3,7,14",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["16x7"]),
            solution: &["7-11", "3x10x19"],
            success_text: t(key::LAW_FREE_ENGLISH_5_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-thai-3",
            goal_text: t(key::LAW_FREE_THAI_3_GOAL),
            fen: "B:WK3,22,24:B10,K14",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["3x17"]),
            solution: &["14-21", "21x10x28"],
            success_text: t(key::LAW_FREE_THAI_3_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-thai-4",
            goal_text: t(key::LAW_FREE_RUSSIAN_4_GOAL),
            fen: "B:W9,K29:BK4,14",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["29x8"]),
            solution: &["14-18", "4x18x5"],
            success_text: t(key::LAW_FREE_THAI_4_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-thai-5",
            goal_text: t(key::LAW_FREE_THAI_5_GOAL),
            fen: "W:W7,19,25,30:B4,12,17,18",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x25"]),
            solution: &["25-22", "30x21x14"],
            success_text: t(key::LAW_FREE_ENGLISH_4_SUCCESS),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "law-free-thai-6",
            goal_text: t(key::LAW_FREE_RUSSIAN_6_GOAL),
            fen: "B:W13,14,15,23:B1,2,4,6",
            goal: Goal::CaptureN(3),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["15x6"]),
            solution: &["6-10", "2x9x18x27"],
            success_text: t(key::LAW_FREE_ENGLISH_1_SUCCESS),
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

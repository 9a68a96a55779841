//! "Play better", stage 6: endings with kings, one version per family of
//! rule sets (flying kings on 8×8, short kings, the 10×10 board). Every
//! level is a practice: played out against Empresário with the endgame
//! tables, which prove its claim (a win, or a draw held) in every rule set
//! of its family; the tests check that too.
use damas_engine::{BoardSize, KingRange, Variant};

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

/// A practice level: Empresário replies; the learner's moves are free
/// within the level's moves (the draw rules end a win let slip).
const PRACTICE: LessonLevel = LessonLevel { opponent: Replies::Practice, ..LessonLevel::BASE };

/// The version for 8×8 rule sets with flying kings (Brazilian, Russian,
/// Spanish, Thai): the one in the course as written.
pub(super) static STAGE: Stage = Stage {
    id: "endings",
    title: t(key::ENDINGS_TITLE),
    intro: t(key::ENDINGS_INTRO),
    levels: &[
        LessonLevel {
            id: "endings-offer",
            goal_text: t(key::ENDINGS_OFFER_GOAL),
            fen: "W:WK1,K7,K10:BK3",
            goal: Goal::Win,
            par: 2,
            slack: 0,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-diagonal-first",
            goal_text: t(key::ENDINGS_DIAGONAL_FIRST_GOAL),
            fen: "W:WK1,K14,K26:BK12",
            goal: Goal::Win,
            par: 8,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-three-kings",
            goal_text: t(key::ENDINGS_THREE_KINGS_GOAL),
            fen: "W:WK25,K26,K27:BK3",
            goal: Goal::Win,
            par: 8,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-from-the-back",
            goal_text: t(key::ENDINGS_FROM_THE_BACK_GOAL),
            fen: "W:WK29,K30,K31:BK3",
            goal: Goal::Win,
            par: 11,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-catch-two",
            goal_text: t(key::ENDINGS_CATCH_TWO_GOAL),
            fen: "W:WK1:B17,21",
            goal: Goal::Win,
            par: 3,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-hold-the-diagonal",
            goal_text: t(key::ENDINGS_HOLD_THE_DIAGONAL_GOAL),
            fen: "W:WK29:BK1,K2,K3",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-two-cannot",
            goal_text: t(key::ENDINGS_TWO_CANNOT_GOAL),
            fen: "W:WK22:BK1,K2",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
    ],
};

/// The version for short kings (English, Italian).
pub(super) static SHORT: Stage = Stage {
    id: "endings",
    title: t(key::ENDINGS_TITLE),
    intro: t(key::ENDINGS_INTRO_2),
    levels: &[
        LessonLevel {
            id: "endings-single-corner",
            goal_text: t(key::ENDINGS_SINGLE_CORNER_GOAL),
            fen: "W:WK22,K23:BK4",
            goal: Goal::Win,
            par: 4,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-out-of-the-double-corner",
            goal_text: t(key::ENDINGS_OUT_OF_THE_DOUBLE_CORNER_GOAL),
            fen: "W:WK19,K23:BK28",
            goal: Goal::Win,
            par: 8,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-double-corner-holds",
            goal_text: t(key::ENDINGS_DOUBLE_CORNER_HOLDS_GOAL),
            fen: "B:WK27,K28:BK1",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-three-short-kings",
            goal_text: t(key::ENDINGS_THREE_SHORT_KINGS_GOAL),
            fen: "W:WK26,K27,K28:BK1",
            goal: Goal::Win,
            par: 13,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-crown-then-win",
            goal_text: t(key::ENDINGS_CROWN_THEN_WIN_GOAL),
            fen: "W:WK18,23:BK4",
            goal: Goal::Win,
            par: 8,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-king-escorts",
            goal_text: t(key::ENDINGS_KING_ESCORTS_GOAL),
            fen: "W:WK14,22:BK3",
            goal: Goal::Win,
            par: 6,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-stop-two",
            goal_text: t(key::ENDINGS_STOP_TWO_GOAL),
            fen: "W:WK18:B13,21",
            goal: Goal::Win,
            par: 7,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-the-move",
            goal_text: t(key::ENDINGS_THE_MOVE_GOAL),
            fen: "W:W32:B3",
            goal: Goal::Win,
            par: 4,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-the-move-again",
            goal_text: t(key::ENDINGS_THE_MOVE_AGAIN_GOAL),
            fen: "W:W30:B4",
            goal: Goal::Win,
            par: 4,
            slack: 6,
            ..PRACTICE
        },
    ],
};

/// The version for the 10×10 board (International, Damas 10×10).
pub(super) static TEN: Stage = Stage {
    id: "endings",
    title: t(key::ENDINGS_TITLE),
    intro: t(key::ENDINGS_INTRO_3),
    levels: &[
        LessonLevel {
            id: "endings-ten-offer",
            goal_text: t(key::ENDINGS_TEN_OFFER_GOAL),
            fen: "W:WK1,K3,K23:BK50",
            goal: Goal::Win,
            par: 3,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-offer-again",
            goal_text: t(key::ENDINGS_TEN_OFFER_AGAIN_GOAL),
            fen: "W:WK1,K3,K7:BK50",
            goal: Goal::Win,
            par: 4,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-edge",
            goal_text: t(key::ENDINGS_TEN_EDGE_GOAL),
            fen: "W:WK1,K2,K7:BK49",
            goal: Goal::Win,
            par: 4,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-long-way",
            goal_text: t(key::ENDINGS_TEN_LONG_WAY_GOAL),
            fen: "W:WK1,K2,K29:BK49",
            goal: Goal::Win,
            par: 6,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-four-kings",
            goal_text: t(key::ENDINGS_TEN_FOUR_KINGS_GOAL),
            fen: "W:WK7,K27,K35,K42:BK50",
            goal: Goal::Win,
            par: 3,
            slack: 0,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-four-kings-again",
            goal_text: t(key::ENDINGS_TEN_FOUR_KINGS_AGAIN_GOAL),
            fen: "W:WK10,K19,K33,K47:BK34",
            goal: Goal::Win,
            par: 3,
            slack: 0,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-catch-two",
            goal_text: t(key::ENDINGS_CATCH_TWO_GOAL),
            fen: "W:WK1:B31,36",
            goal: Goal::Win,
            par: 3,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-hold",
            goal_text: t(key::ENDINGS_HOLD_THE_DIAGONAL_GOAL),
            fen: "W:WK46:BK1,K2,K3",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-hold-again",
            goal_text: t(key::ENDINGS_TEN_HOLD_AGAIN_GOAL),
            fen: "W:WK5:BK44,K45,K50",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
    ],
};

/// The stage's version for a rule set: by its kings' range and its board.
pub fn for_variant(variant: Variant) -> &'static Stage {
    let rules = variant.rules();
    if rules.size == BoardSize::Ten {
        &TEN
    } else if rules.king == KingRange::Short {
        &SHORT
    } else {
        &STAGE
    }
}

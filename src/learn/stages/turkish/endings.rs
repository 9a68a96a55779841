//! Turkish "Play better", stage 5: the endings that decide Turkish games,
//! played out against Empresário with the shipped Turkish tables, which
//! prove each level's claim (a win, or a draw held): a king and a man
//! against a man, three kings against one, a trap two kings set a lone
//! king on the edge, and the draws a lone king holds against two kings,
//! and against a king and a man.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, Replies, Stage};

/// A practice level on the Turkish board: Empresário replies with the
/// tables; the learner's moves are free within the level's moves.
const PRACTICE: LessonLevel =
    LessonLevel { opponent: Replies::Practice, variant: Variant::Turkish, ..LessonLevel::BASE };

pub(super) static STAGE: Stage = Stage {
    id: "endings",
    title: t(key::TR_ENDINGS_TITLE),
    intro: t(key::TR_ENDINGS_INTRO),
    levels: &[
        LessonLevel {
            id: "tr-endings-king-and-man",
            goal_text: t(key::TR_ENDINGS_KING_AND_MAN_GOAL),
            fen: "W:WKa1,c4:Bf5",
            goal: Goal::Win,
            par: 6,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "tr-endings-three-kings",
            goal_text: t(key::TR_ENDINGS_THREE_KINGS_GOAL),
            fen: "W:WKa1,Kb1,Kc1:BKh8",
            goal: Goal::Win,
            par: 3,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "tr-endings-trap",
            goal_text: t(key::TR_ENDINGS_TRAP_GOAL),
            fen: "W:WKa1,Kb1:BKb8",
            goal: Goal::Win,
            par: 3,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "tr-endings-two-cannot",
            goal_text: t(key::TR_ENDINGS_TWO_CANNOT_GOAL),
            fen: "W:WKd4:BKb7,Kg7",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
        LessonLevel {
            id: "tr-endings-hold-king-and-man",
            goal_text: t(key::TR_ENDINGS_HOLD_KING_AND_MAN_GOAL),
            fen: "W:WKd4:BKa8,c5",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
    ],
};

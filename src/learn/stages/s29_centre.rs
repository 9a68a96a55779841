//! "Play better", stage 6: the centre and the back row, the principles of
//! the opening: take the centre with support (a centre move that leaves a
//! hole loses a man), and keep the back-row men that guard the crowning
//! squares at home (for short kings, the bridge of checkers). One version
//! for short kings (English, Italian), one for the others (on 10×10
//! placed by `ten.rs`). The tests prove every claim: the centre squares are
//! the middle of the two middle rows, the safe centre move is the only
//! one that loses nothing by force, the back-row man holds and its move
//! lets Black crown; with flying kings one king beats two men (the
//! tables: `practice.rs`).
use damas_engine::{KingRange, Variant};

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, LessonLevel, LessonText, Replies, Stage};

/// The 8×8 centre: the middle four squares of the two middle rows (on the
/// 10×10 board the level is placed so that they are its centre too).
const CENTRE: &[u8] = &[14, 15, 18, 19];

/// Take the centre, keep every man for two moves.
const SAFE_CENTRE: Goal = Goal::All(&[Goal::ReachSquares(CENTRE), Goal::PlayMoves(2), Goal::DontLosePiece]);

/// Hold for three moves: no piece lost, no enemy king.
const HOLD_THREE: Goal = Goal::All(&[Goal::PlayMoves(3), Goal::DontLosePiece, Goal::StopCrowning]);

const CENTRE_SQUARES: LessonLevel = LessonLevel {
    id: "centre-squares",
    goal_text: t(key::CENTRE_SQUARES_GOAL),
    fen: "W:W22,23,26,27:B6,7,10,11",
    goal: Goal::PickSquares(CENTRE),
    success_text: t(key::CENTRE_SQUARES_SUCCESS),
    ..LessonLevel::BASE
};

const CENTRE_SAFE: LessonLevel = LessonLevel {
    id: "centre-safe",
    goal_text: t(key::CENTRE_SAFE_GOAL),
    fen: "W:W19,21,22,24,28,30,31,32:B1,2,6,7,9,11,12,13",
    goal: SAFE_CENTRE,
    par: 2,
    slack: 0,
    opponent: Replies::Engine,
    success_text: t(key::CENTRE_SAFE_SUCCESS),
    ..LessonLevel::BASE
};

const CENTRE_SAFE_AGAIN: LessonLevel = LessonLevel {
    id: "centre-safe-again",
    goal_text: t(key::CENTRE_SAFE_AGAIN_GOAL),
    fen: "W:W20,23,25,26,28,29,31,32:B2,4,5,6,8,9,12,14",
    goal: SAFE_CENTRE,
    par: 2,
    slack: 0,
    opponent: Replies::Engine,
    ..LessonLevel::BASE
};

const BACK_ROW_GUARD: LessonLevel = LessonLevel {
    id: "back-row-guard",
    goal_text: t(key::BACK_ROW_GUARD_GOAL),
    fen: "W:W18,19,29:B8,21",
    goal: HOLD_THREE,
    par: 3,
    slack: 0,
    opponent: Replies::Engine,
    ..LessonLevel::BASE
};

const BACK_ROW_GUARD_AGAIN: LessonLevel = LessonLevel {
    id: "back-row-guard-again",
    goal_text: t(key::BACK_ROW_GUARD_AGAIN_GOAL),
    fen: "W:W17,21,31:B6,23",
    goal: HOLD_THREE,
    par: 3,
    slack: 0,
    opponent: Replies::Engine,
    ..LessonLevel::BASE
};

const BACK_ROW_WHICH: LessonLevel = LessonLevel {
    id: "back-row-which",
    goal_text: t(key::BACK_ROW_WHICH_GOAL),
    fen: "W:W13,20,26,32:B3,28",
    goal: Goal::PickSquares(&[32]),
    success_text: t(key::BACK_ROW_WHICH_SUCCESS),
    ..LessonLevel::BASE
};

/// Hold for four moves: no piece lost, no enemy king.
const HOLD_FOUR: Goal = Goal::All(&[Goal::PlayMoves(4), Goal::DontLosePiece, Goal::StopCrowning]);

const BACK_ROW_BRIDGE: LessonLevel = LessonLevel {
    id: "back-row-bridge",
    goal_text: t(key::BACK_ROW_BRIDGE_GOAL),
    fen: "W:W9,22,30,32:B2,3,23",
    goal: HOLD_FOUR,
    par: 4,
    slack: 0,
    opponent: Replies::Engine,
    success_text: t(key::BACK_ROW_BRIDGE_SUCCESS),
    ..LessonLevel::BASE
};

/// Why the back row matters more with flying kings: one king beats two
/// men (a practice the tables prove; with short kings the same position
/// is a draw).
const BACK_ROW_ONE_KING: LessonLevel = LessonLevel {
    id: "back-row-one-king",
    goal_text: t(key::BACK_ROW_ONE_KING_GOAL),
    fen: "W:WK12:B14,15",
    goal: Goal::Win,
    par: 5,
    slack: 6,
    opponent: Replies::Practice,
    ..LessonLevel::BASE
};

const TITLE: LessonText = t(key::BACK_ROW_ONE_KING_TITLE);

/// The version for flying kings, 8×8 and 10×10.
pub(super) static STAGE: Stage = Stage {
    id: "centre",
    title: TITLE,
    intro: t(key::CENTRE_INTRO),
    levels: &[
        CENTRE_SQUARES,
        CENTRE_SAFE,
        CENTRE_SAFE_AGAIN,
        BACK_ROW_GUARD,
        BACK_ROW_GUARD_AGAIN,
        BACK_ROW_WHICH,
        BACK_ROW_ONE_KING,
    ],
};

/// The version for short kings (English, Italian): the bridge of checkers.
pub(super) static SHORT: Stage = Stage {
    id: "centre",
    title: TITLE,
    intro: t(key::CENTRE_INTRO_2),
    levels: &[
        CENTRE_SQUARES,
        CENTRE_SAFE,
        CENTRE_SAFE_AGAIN,
        BACK_ROW_GUARD,
        BACK_ROW_BRIDGE,
        BACK_ROW_WHICH,
    ],
};

/// The stage's version for a rule set: by its kings' range.
pub fn for_variant(variant: Variant) -> &'static Stage {
    if variant.rules().king == KingRange::Short {
        &SHORT
    } else {
        &STAGE
    }
}

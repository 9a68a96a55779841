//! The stages that show a king, where the king moves one square at a time
//! (English, Italian): compulsory capture, captured pieces, the king's
//! moves and captures, draws and tips.
use damas_engine::{KingRange, Variant};

use super::{short_king, LevelPick, StageVersion};
use crate::kernel::i18n::key;
use crate::learn::claim::Claim;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Replies};

const SHORT: &[Claim] = &[Claim::King(KingRange::Short)];

/// Compulsory capture, with a king next to the piece it must take.
pub(crate) static COMPULSORY_SHORT: StageVersion = StageVersion {
    stage: "compulsory",
    applies: short_king,
    title: None,
    intro: None,
    levels: &[
        LevelPick::Same("compulsory-man"),
        LevelPick::New(LessonLevel {
            id: "compulsory-king-short",
            goal_text: t(key::COMPULSORY_KING_GOAL),
            fen: "W:WK18,21:B14,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            solution: &["18x9"],
            mistakes: &[Mistake {
                text: "21-17",
                kind: IllegalKind::CaptureIsCompulsory,
                why: t(key::COMPULSORY_KING_WHY),
            }],
            ..LessonLevel::BASE
        }),
    ],
    claims: &[],
    level_claims: &[],
};

/// No piece is jumped twice, shown with a king that cannot come back.
pub(crate) static CAPTURED_STAY_SHORT: StageVersion = StageVersion {
    stage: "captured-stay",
    applies: short_king,
    title: None,
    intro: Some(t(key::COMPULSORY_KING_SHORT_INTRO)),
    levels: &[LevelPick::New(LessonLevel {
        id: "captured-twice-short",
        goal_text: t(key::CAPTURED_TWICE_SHORT_GOAL),
        fen: "W:WK14:B18,27,1",
        goal: Goal::CaptureN(2),
        solution: &["14x23x32"],
        mistakes: &[Mistake {
            text: "14x23x14",
            kind: IllegalKind::JumpedTwice,
            why: t(key::CAPTURED_TWICE_SHORT_WHY),
        }],
        ..LessonLevel::BASE
    })],
    claims: &[],
    level_claims: &[],
};

/// The king's moves: one square, any direction.
pub(crate) static MOVES_SHORT: StageVersion = StageVersion {
    stage: "king-moves",
    applies: short_king,
    title: Some(t(key::CAPTURED_TWICE_SHORT_TITLE)),
    intro: Some(t(key::CAPTURED_TWICE_SHORT_INTRO)),
    levels: &[
        LevelPick::New(LessonLevel {
            id: "king-short-steps",
            goal_text: t(key::KING_SHORT_STEPS_GOAL),
            fen: "W:WK29:B1",
            goal: Goal::ReachSquares(&[18]),
            par: 3,
            solution: &["29-25", "25-22", "22-18"],
            highlights: &[18],
            mistakes: &[Mistake {
                text: "29-18",
                kind: IllegalKind::MovesOneSquare,
                why: t(key::KING_SHORT_STEPS_WHY),
            }],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "king-short-back",
            goal_text: t(key::KING_SHORT_BACK_GOAL),
            fen: "W:WK11:B1",
            goal: Goal::ReachSquares(&[18]),
            par: 2,
            solution: &["11-15", "15-18"],
            highlights: &[18],
            ..LessonLevel::BASE
        }),
    ],
    claims: SHORT,
    level_claims: &[("king-short-steps", SHORT)],
};

/// The king's captures: a neighbouring piece, any direction.
pub(crate) static CAPTURES_SHORT: StageVersion = StageVersion {
    stage: "king-captures",
    applies: short_king,
    title: Some(t(key::KING_SHORT_BACK_TITLE)),
    intro: Some(t(key::KING_SHORT_BACK_INTRO)),
    levels: &[
        LevelPick::New(LessonLevel {
            id: "king-short-capture-back",
            goal_text: t(key::EN_KING_CAPTURES_BACK_GOAL),
            fen: "W:WK22:B26,1",
            goal: Goal::MakeAnyCapture,
            solution: &["22x31"],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "king-short-adjacent",
            goal_text: t(key::KING_SHORT_ADJACENT_GOAL),
            fen: "W:WK29:B18,1",
            goal: Goal::MakeAnyCapture,
            par: 3,
            slack: 1,
            solution: &["29-25", "25-22", "22x15"],
            mistakes: &[Mistake {
                text: "29x15",
                kind: IllegalKind::JumpsAdjacentOnly,
                why: t(key::KING_SHORT_ADJACENT_WHY),
            }],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "king-short-chain",
            goal_text: t(key::KING_SHORT_CHAIN_GOAL),
            fen: "W:WK22:B26,27,1",
            goal: Goal::CaptureN(2),
            solution: &["22x31x24"],
            mistakes: &[Mistake {
                text: "22x31",
                kind: IllegalKind::CaptureMustGoOn,
                why: t(key::KING_SHORT_CHAIN_WHY),
            }],
            ..LessonLevel::BASE
        }),
    ],
    claims: SHORT,
    level_claims: &[("king-short-adjacent", SHORT)],
};

/// The king-move draw played from a count of 16, saying nothing of the
/// long diagonal (a short king, or another board).
const TWENTY_PLAY_COUNT: LessonLevel = LessonLevel {
    id: "draw-twenty-play-count",
    goal_text: t(key::DRAW_TWENTY_PLAY_COUNT_GOAL),
    fen: "W:WK29:BK2,K32",
    goal: Goal::Draw,
    par: 2,
    slack: 0,
    king_moves_before: 16,
    opponent: Replies::Script(&["2-6", "6-2"]),
    solution: &["29-25", "25-29"],
    success_text: t(key::DRAW_TWENTY_PLAY_SUCCESS),
    ..LessonLevel::BASE
};

/// The draw stage's levels with short kings (two could win against one).
const DRAWS_SHORT_LEVELS: &[LevelPick] = &[
    LevelPick::Same("draw-count-reset"),
    LevelPick::Same("draw-twenty"),
    LevelPick::Same("draw-repetition"),
    LevelPick::New(LessonLevel {
        id: "draw-hold-repetition-short",
        goal_text: t(key::DRAW_HOLD_REPETITION_SHORT_GOAL),
        fen: "W:WK22:BK1,K32",
        goal: Goal::Draw,
        par: 4,
        opponent: Replies::Script(&["1-6", "6-1", "1-6", "6-1"]),
        solution: &["22-25", "25-22", "22-25", "25-22"],
        success_text: t(key::DRAW_HOLD_REPETITION_SUCCESS),
        ..LessonLevel::BASE
    }),
    LevelPick::New(TWENTY_PLAY_COUNT),
];

/// The draws, with two short kings that could win against one.
pub(crate) static DRAWS_SHORT: StageVersion = StageVersion {
    stage: "draws",
    applies: short_king,
    title: None,
    intro: None,
    levels: DRAWS_SHORT_LEVELS,
    claims: &[],
    level_claims: &[],
};

/// English: the same draws, and a word on the tournament rule (docs/RULES.md,
/// "Draws").
pub(crate) static DRAWS_ENGLISH: StageVersion = StageVersion {
    stage: "draws",
    applies: |v| v == Variant::English,
    title: None,
    intro: Some(t(key::DRAW_HOLD_REPETITION_SHORT_INTRO)),
    levels: DRAWS_SHORT_LEVELS,
    claims: &[],
    level_claims: &[],
};

/// The tips, without the long diagonal a flying king watches.
pub(crate) static TIPS_SHORT: StageVersion = StageVersion {
    stage: "tips",
    applies: short_king,
    title: None,
    intro: Some(t(key::DRAW_HOLD_REPETITION_SHORT_INTRO_2)),
    levels: &[
        LevelPick::Same("tip-no-hanging"),
        LevelPick::Same("tip-forced-sacrifice"),
        LevelPick::Same("tip-back-row"),
        LevelPick::Same("tip-centre"),
        LevelPick::Same("tip-trade-when-ahead"),
        LevelPick::Same("tip-lone-man"),
        LevelPick::Same("tip-trap-lone-king"),
    ],
    claims: &[],
    level_claims: &[],
};

/// The draws on the 10×10 board: the king-move draw without the 8×8 long
/// diagonal.
pub(crate) static DRAWS_TEN: StageVersion = StageVersion {
    stage: "draws",
    applies: |v| v.size() == damas_engine::BoardSize::Ten,
    title: None,
    intro: None,
    levels: &[
        LevelPick::Same("draw-count-reset"),
        LevelPick::Same("draw-twenty"),
        LevelPick::Same("draw-repetition"),
        LevelPick::Same("draw-hold-repetition"),
        LevelPick::New(TWENTY_PLAY_COUNT),
    ],
    claims: &[],
    level_claims: &[],
};

/// The flying king on the 10×10 board: across the long diagonal.
pub(crate) static MOVES_TEN: StageVersion = StageVersion {
    stage: "king-moves",
    applies: |v| v.size() == damas_engine::BoardSize::Ten,
    title: None,
    intro: None,
    levels: &[
        LevelPick::Ten(LessonLevel {
            id: "king-long-ten",
            goal_text: t(key::KING_LONG_TEN_GOAL),
            fen: "W:WK46:B1",
            goal: Goal::ReachSquares(&[5]),
            solution: &["46-5"],
            arrows: &[(46, 5)],
            ..LessonLevel::BASE
        }),
        LevelPick::Same("king-blocked"),
    ],
    claims: &[Claim::King(KingRange::Flying)],
    level_claims: &[("king-long-ten", &[Claim::King(KingRange::Flying)])],
};

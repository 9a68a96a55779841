//! The notation stage outside Brazilian draughts: coordinates without
//! naming Brazilian players, Thai's set-up, and for kings that move one
//! square a full path written for a man's capture.
use damas_engine::{BoardSize, KingRange, Variant};

use super::{short_king, LevelPick, StageVersion};
use crate::kernel::i18n::key;
use crate::learn::claim::Claim;
use crate::learn::{t, Goal, LessonLevel};

const START: &str = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
const THAI_START: &str = "W:W25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8";
const TEN_START: &str = "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";
const DIAMOND: &str = "W:W22:B18,10,17,9";
const START_BLACK: &str = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

const COORDINATES: LessonLevel = LessonLevel {
    id: "notation-coordinates",
    goal_text: t(key::NOTATION_COORDINATES_GOAL),
    fen: START,
    goal: Goal::PickSquares(&[22]),
    algebraic: true,
    success_text: t(key::NOTATION_ALGEBRAIC_SUCCESS),
    ..LessonLevel::BASE
};

/// A capture of a man written in full.
const FULL_PATH_MAN: LessonLevel = LessonLevel {
    id: "notation-full-path-man",
    goal_text: t(key::NOTATION_FULL_PATH_MAN_GOAL),
    fen: DIAMOND,
    goal: Goal::Play("22x15x6"),
    slack: 0,
    solution: &["22x15x6"],
    success_text: t(key::NOTATION_FULL_PATH_MAN_SUCCESS),
    ..LessonLevel::BASE
};

const WRITE_PATH_MAN: LessonLevel = LessonLevel {
    id: "notation-write-path-man",
    goal_text: t(key::NOTATION_WRITE_PATH_MAN_GOAL),
    fen: DIAMOND,
    goal: Goal::PickSquares(&[13]),
    success_text: t(key::NOTATION_WRITE_PATH_MAN_SUCCESS),
    ..LessonLevel::BASE
};

/// English: coordinates from Black's side, since Black moves first (PDN's
/// English game type, `21,B,8,8,N1,0`, draws the board from Black's side).
const COORDINATES_BLACK_FIRST: LessonLevel = LessonLevel {
    id: "notation-coordinates-black",
    goal_text: t(key::NOTATION_COORDINATES_BLACK_GOAL),
    fen: START_BLACK,
    goal: Goal::PickSquares(&[11]),
    algebraic: true,
    success_text: t(key::NOTATION_COORDINATES_BLACK_SUCCESS),
    ..LessonLevel::BASE
};

/// The short-king levels of the stage, with the coordinates question
/// `coordinates`.
macro_rules! short_king_levels {
    ($coordinates:expr) => {
        &[
            LevelPick::Same("notation-one"),
            LevelPick::Same("notation-move"),
            LevelPick::Same("notation-capture"),
            LevelPick::New($coordinates),
            LevelPick::New(FULL_PATH_MAN),
            LevelPick::New(WRITE_PATH_MAN),
        ]
    };
}

/// The numbering of the short-king stages' intro.
const SHORT_KING_INTRO: crate::learn::LessonText = t(key::NOTATION_COORDINATES_BLACK_SHORT_KING_INTRO);

/// English: kings that move one square, and coordinates from Black's side.
pub(crate) static ENGLISH: StageVersion = StageVersion {
    stage: "notation",
    applies: |v| v == Variant::English,
    title: None,
    intro: Some(SHORT_KING_INTRO),
    levels: short_king_levels!(COORDINATES_BLACK_FIRST),
    claims: &[Claim::Size(BoardSize::Eight)],
    level_claims: &[],
};

/// Kings that move one square: the full path of a man's capture.
pub(crate) static SHORT_KING: StageVersion = StageVersion {
    stage: "notation",
    applies: short_king,
    title: None,
    intro: Some(SHORT_KING_INTRO),
    levels: short_king_levels!(COORDINATES),
    claims: &[Claim::Size(BoardSize::Eight)],
    level_claims: &[],
};

/// Thai: the questions on Thai's set-up.
pub(crate) static THAI: StageVersion = StageVersion {
    stage: "notation",
    applies: |v| v == Variant::Thai,
    title: None,
    intro: None,
    levels: &[
        LevelPick::New(LessonLevel {
            id: "notation-one-two-rows",
            goal_text: t(key::NOTATION_ONE_GOAL),
            fen: THAI_START,
            goal: Goal::PickSquares(&[1]),
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "notation-move-two-rows",
            goal_text: t(key::NOTATION_MOVE_TWO_ROWS_GOAL),
            fen: THAI_START,
            goal: Goal::PickSquares(&[26, 22]),
            ..LessonLevel::BASE
        }),
        LevelPick::Same("notation-capture"),
        LevelPick::New(LessonLevel {
            id: "notation-coordinates-two-rows",
            fen: THAI_START,
            success_text: t(key::NOTATION_COORDINATES_TWO_ROWS_SUCCESS),
            ..COORDINATES
        }),
        LevelPick::Same("notation-full-path"),
        LevelPick::Same("notation-write-path"),
    ],
    claims: &[Claim::Size(BoardSize::Eight)],
    level_claims: &[("notation-full-path", &[Claim::King(KingRange::Flying)])],
};

/// The other rule sets: coordinates without naming Brazilian players.
pub(crate) static OTHERS: StageVersion = StageVersion {
    stage: "notation",
    applies: |v| v != Variant::Brazilian,
    title: None,
    intro: None,
    levels: &[
        LevelPick::Same("notation-one"),
        LevelPick::Same("notation-move"),
        LevelPick::Same("notation-capture"),
        LevelPick::New(COORDINATES),
        LevelPick::Same("notation-full-path"),
        LevelPick::Same("notation-write-path"),
    ],
    claims: &[Claim::Size(BoardSize::Eight)],
    level_claims: &[
        ("notation-full-path", &[Claim::King(KingRange::Flying)]),
        ("notation-write-path", &[Claim::King(KingRange::Flying)]),
    ],
};

/// The 10×10 rule sets: squares 1 to 50 (no coordinates: 10×10 players
/// write numbers).
pub(crate) static TEN: StageVersion = StageVersion {
    stage: "notation",
    applies: |v| v.size() == BoardSize::Ten,
    title: None,
    intro: Some(t(key::NOTATION_COORDINATES_TWO_ROWS_INTRO)),
    levels: &[
        LevelPick::Ten(LessonLevel {
            id: "notation-one-ten",
            goal_text: t(key::NOTATION_ONE_GOAL),
            fen: TEN_START,
            goal: Goal::PickSquares(&[1]),
            ..LessonLevel::BASE
        }),
        LevelPick::Ten(LessonLevel {
            id: "notation-move-ten",
            goal_text: t(key::NOTATION_MOVE_TEN_GOAL),
            fen: TEN_START,
            goal: Goal::PickSquares(&[32, 28]),
            ..LessonLevel::BASE
        }),
        LevelPick::Same("notation-capture"),
        LevelPick::Same("notation-full-path"),
        LevelPick::Same("notation-write-path"),
    ],
    claims: &[Claim::Size(BoardSize::Ten)],
    level_claims: &[("notation-full-path", &[Claim::King(KingRange::Flying)])],
};

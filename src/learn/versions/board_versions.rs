//! The board stage (and the centre tip) for English (the dark side
//! starts), Thai (two rows of men) and the 10×10 rule sets.
use damas_engine::{BoardSize, Color, Variant};

use super::{LevelPick, StageVersion};
use crate::kernel::i18n::key;
use crate::learn::claim::Claim;
use crate::learn::{t, Goal, LessonLevel};

const THAI_START: &str = "W:W25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8";

/// English: the dark side moves first.
pub(crate) static ENGLISH: StageVersion = StageVersion {
    stage: "board",
    applies: |v| v.rules().first == Color::Black,
    title: None,
    intro: Some(t(key::BOARD_INTRO_2)),
    levels: &[
        LevelPick::Same("board-corner"),
        LevelPick::Same("board-empty-rows"),
        LevelPick::New(LessonLevel {
            id: "board-first-move-dark",
            goal_text: t(key::BOARD_FIRST_MOVE_DARK_GOAL),
            fen: "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::ReachSquares(&[13, 14, 15, 16]),
            slack: 0,
            solution: &["11-15"],
            ..LessonLevel::BASE
        }),
    ],
    claims: &[Claim::Size(BoardSize::Eight), Claim::MenRows(3), Claim::First(Color::Black)],
    level_claims: &[("board-first-move-dark", &[Claim::First(Color::Black)])],
};

/// Thai: eight men a side on two rows.
pub(crate) static THAI: StageVersion = StageVersion {
    stage: "board",
    applies: |v| v.rules().men_rows == 2,
    title: None,
    intro: Some(t(key::BOARD_FIRST_MOVE_DARK_INTRO)),
    levels: &[
        LevelPick::New(LessonLevel {
            id: "board-corner-two-rows",
            goal_text: t(key::BOARD_CORNER_GOAL),
            fen: THAI_START,
            goal: Goal::PickSquares(&[29]),
            success_text: t(key::BOARD_CORNER_SUCCESS),
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "board-empty-rows-two-rows",
            goal_text: t(key::BOARD_EMPTY_ROWS_TWO_ROWS_GOAL),
            fen: THAI_START,
            goal: Goal::PickSquares(&[21, 22, 23, 24]),
            highlights: &[9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "board-first-move-two-rows",
            goal_text: t(key::BOARD_FIRST_MOVE_GOAL),
            fen: THAI_START,
            goal: Goal::ReachSquares(&[21, 22, 23, 24]),
            slack: 0,
            solution: &["26-22"],
            ..LessonLevel::BASE
        }),
    ],
    claims: &[Claim::Size(BoardSize::Eight), Claim::MenRows(2), Claim::First(Color::White)],
    level_claims: &[
        ("board-empty-rows-two-rows", &[Claim::MenRows(2)]),
        ("board-first-move-two-rows", &[Claim::First(Color::White)]),
    ],
};

const TEN_START: &str = "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";

/// The 10×10 rule sets: the big board and its set-up.
pub(crate) static TEN: StageVersion = StageVersion {
    stage: "board",
    applies: |v| v.size() == BoardSize::Ten,
    title: None,
    intro: Some(t(key::BOARD_FIRST_MOVE_TWO_ROWS_INTRO)),
    levels: &[
        LevelPick::Ten(LessonLevel {
            id: "board-corner-ten",
            goal_text: t(key::BOARD_CORNER_GOAL),
            fen: TEN_START,
            goal: Goal::PickSquares(&[46]),
            success_text: t(key::BOARD_CORNER_SUCCESS),
            ..LessonLevel::BASE
        }),
        LevelPick::Ten(LessonLevel {
            id: "board-empty-rows-ten",
            goal_text: t(key::BOARD_EMPTY_ROWS_TEN_GOAL),
            fen: TEN_START,
            goal: Goal::PickSquares(&[26, 27, 28, 29, 30]),
            highlights: &[21, 22, 23, 24, 25, 26, 27, 28, 29, 30],
            ..LessonLevel::BASE
        }),
        LevelPick::Ten(LessonLevel {
            id: "board-first-move-ten",
            goal_text: t(key::BOARD_FIRST_MOVE_GOAL),
            fen: TEN_START,
            goal: Goal::ReachSquares(&[26, 27, 28, 29, 30]),
            slack: 0,
            solution: &["32-28"],
            ..LessonLevel::BASE
        }),
    ],
    claims: &[Claim::Size(BoardSize::Ten), Claim::MenRows(4), Claim::First(Color::White)],
    level_claims: &[
        ("board-empty-rows-ten", &[Claim::MenRows(4)]),
        ("board-first-move-ten", &[Claim::First(Color::White)]),
    ],
};

/// The 10×10 rule sets: the tips, without the centre question (asked on
/// the 8×8 set-up) and the long diagonal (another diagonal on 10×10).
pub(crate) static TIPS_TEN: StageVersion = StageVersion {
    stage: "tips",
    applies: |v| v.size() == BoardSize::Ten,
    title: None,
    intro: Some(t(key::BOARD_FIRST_MOVE_TEN_INTRO)),
    levels: &[
        LevelPick::Same("tip-no-hanging"),
        LevelPick::Same("tip-forced-sacrifice"),
        LevelPick::Same("tip-back-row"),
        LevelPick::Same("tip-trade-when-ahead"),
        LevelPick::Same("tip-lone-man"),
        LevelPick::Same("tip-trap-lone-king"),
    ],
    claims: &[],
    level_claims: &[],
};

/// Thai: the tips, with the centre shown in Thai's set-up.
pub(crate) static TIPS_THAI: StageVersion = StageVersion {
    stage: "tips",
    applies: |v| v == Variant::Thai,
    title: None,
    intro: None,
    levels: &[
        LevelPick::Same("tip-no-hanging"),
        LevelPick::Same("tip-forced-sacrifice"),
        LevelPick::Same("tip-back-row"),
        LevelPick::New(LessonLevel {
            id: "tip-centre-two-rows",
            goal_text: t(key::TIP_CENTRE_GOAL),
            fen: THAI_START,
            goal: Goal::PickSquares(&[14, 15, 18, 19]),
            ..LessonLevel::BASE
        }),
        LevelPick::Same("tip-long-diagonal"),
        LevelPick::Same("tip-trade-when-ahead"),
        LevelPick::Same("tip-lone-man"),
        LevelPick::Same("tip-trap-lone-king"),
    ],
    claims: &[],
    level_claims: &[],
};

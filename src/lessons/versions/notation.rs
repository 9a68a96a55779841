//! The notation stage outside Brazilian draughts: coordinates without
//! naming Brazilian players, Thai's set-up, and for kings that move one
//! square a full path written for a man's capture.
use damas_engine::{BoardSize, KingRange, Variant};

use super::{short_king, LevelPick, StageVersion};
use crate::lessons::claim::Claim;
use crate::lessons::{t, Goal, LessonLevel};

const START: &str = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
const THAI_START: &str = "W:W25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8";
const TEN_START: &str = "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";
const DIAMOND: &str = "W:W22:B18,10,17,9";
const START_BLACK: &str = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

const COORDINATES: LessonLevel = LessonLevel {
    id: "notation-coordinates",
    goal_text: t(
        "Muitos jogadores escrevem as casas com coordenadas em vez de números: colunas de a a h e fileiras de 1 a 8, a partir do canto de baixo à esquerda (a1). Toque na casa c3.",
        "Many players write squares with coordinates instead of numbers: columns a to h and rows 1 to 8, from the bottom-left corner (a1). Tap square c3.",
    ),
    fen: START,
    goal: Goal::PickSquares(&[22]),
    algebraic: true,
    success_text: t("c3 é a casa 22: o lance 22-18 também se escreve c3-d4.", "c3 is square 22: the move 22-18 is also written c3-d4."),
    ..LessonLevel::BASE
};

/// A capture of a man written in full.
const FULL_PATH_MAN: LessonLevel = LessonLevel {
    id: "notation-full-path-man",
    goal_text: t(
        "Duas capturas da pedra vão de 22 a 6, levando duas peças cada: \"22x6\" não diz qual. Faça a que está escrita por inteiro: 22x15x6.",
        "Two captures of the man go from 22 to 6, taking two pieces each: \"22x6\" does not say which. Make the one written in full: 22x15x6.",
    ),
    fen: DIAMOND,
    goal: Goal::Play("22x15x6"),
    slack: 0,
    solution: &["22x15x6"],
    success_text: t(
        "Ela pousou em 15 e 6 e levou as pedras de 18 e 10. A outra, 22x13x6, leva as de 17 e 9.",
        "It landed on 15 and 6 and took the men on 18 and 10. The other one, 22x13x6, takes the men on 17 and 9.",
    ),
    ..LessonLevel::BASE
};

const WRITE_PATH_MAN: LessonLevel = LessonLevel {
    id: "notation-write-path-man",
    goal_text: t(
        "Mesma posição. A outra captura de 22 a 6 leva as pedras de 17 e 9. Escreva-a: toque na casa onde a pedra pousa no caminho, entre 22 e 6.",
        "Same position. The other capture from 22 to 6 takes the men on 17 and 9. Write it: tap the square where the man lands on the way, between 22 and 6.",
    ),
    fen: DIAMOND,
    goal: Goal::PickSquares(&[13]),
    success_text: t("Escreve-se 22x13x6.", "It is written 22x13x6."),
    ..LessonLevel::BASE
};

/// English: coordinates from Black's side, since Black moves first (PDN's
/// English game type, `21,B,8,8,N1,0`, draws the board from Black's side).
const COORDINATES_BLACK_FIRST: LessonLevel = LessonLevel {
    id: "notation-coordinates-black",
    goal_text: t(
        "Muitos jogadores escrevem as casas com coordenadas em vez de números: colunas de a a h e fileiras de 1 a 8, a partir do canto de baixo à esquerda (a1) de quem começa. Aqui começam as pretas, que estão embaixo. Toque na casa c3.",
        "Many players write squares with coordinates instead of numbers: columns a to h and rows 1 to 8, from the bottom-left corner (a1) of the side that moves first. Here that is Black, at the bottom. Tap square c3.",
    ),
    fen: START_BLACK,
    goal: Goal::PickSquares(&[11]),
    algebraic: true,
    success_text: t(
        "c3 é a casa 11: o lance 11-15 das pretas também se escreve c3-d4.",
        "c3 is square 11: Black's move 11-15 is also written c3-d4.",
    ),
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
const SHORT_KING_INTRO: crate::lessons::Bilingual = t(
    "As casas escuras são numeradas de 1 a 32, fileira por fileira, da esquerda para a direita, a partir do canto de cima, com as brancas embaixo. Um lance se escreve 22-18; uma captura, 22x15. Quando duas capturas têm a mesma saída e a mesma chegada, escreve-se cada casa onde a peça pousa: 22x15x6.",
    "The dark squares are numbered 1 to 32, row by row, left to right, from the top, with White at the bottom. A move is written 22-18; a capture, 22x15. When two captures start and end on the same squares, every square the piece lands on is written: 22x15x6.",
);

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
            goal_text: t("Toque na casa 1.", "Tap square 1."),
            fen: THAI_START,
            goal: Goal::PickSquares(&[1]),
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "notation-move-two-rows",
            goal_text: t("Toque nas duas casas do lance 26-22.", "Tap both squares of the move 26-22."),
            fen: THAI_START,
            goal: Goal::PickSquares(&[26, 22]),
            ..LessonLevel::BASE
        }),
        LevelPick::Same("notation-capture"),
        LevelPick::New(LessonLevel {
            id: "notation-coordinates-two-rows",
            fen: THAI_START,
            success_text: t(
                "c3 é a casa 22: o lance 26-22 também se escreve d2-c3.",
                "c3 is square 22: the move 26-22 is also written d2-c3.",
            ),
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
    intro: Some(t(
        "As casas escuras são numeradas de 1 a 50, fileira por fileira, da esquerda para a direita, a partir do canto de cima, com as brancas embaixo. Um lance se escreve 32-28; uma captura, 27x18. Quando duas capturas têm a mesma saída e a mesma chegada, escreve-se cada casa onde a peça pousa.",
        "The dark squares are numbered 1 to 50, row by row, left to right, from the top, with White at the bottom. A move is written 32-28; a capture, 27x18. When two captures start and end on the same squares, every square the piece lands on is written.",
    )),
    levels: &[
        LevelPick::Ten(LessonLevel {
            id: "notation-one-ten",
            goal_text: t("Toque na casa 1.", "Tap square 1."),
            fen: TEN_START,
            goal: Goal::PickSquares(&[1]),
            ..LessonLevel::BASE
        }),
        LevelPick::Ten(LessonLevel {
            id: "notation-move-ten",
            goal_text: t("Toque nas duas casas do lance 32-28.", "Tap both squares of the move 32-28."),
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

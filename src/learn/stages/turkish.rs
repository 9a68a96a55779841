//! The core course of Turkish draughts, written for its own board: men
//! step forwards and sideways on all 64 squares, kings move like rooks,
//! and a captured piece leaves the board the moment it is jumped. None of
//! the diagonal core levels holds there, so a Turkish learner's core is
//! these stages (the same stage ids as the diagonal core where the topic
//! is the same); learners of the other rule sets meet a few of its levels
//! in a stage of their own ([`DIFFERENCES`]). After the core comes the
//! Turkish "Play better" course ([`better`]), written for the orthogonal
//! board too.
//!
//! Squares are named a1–h8 in the texts and numbered 1–64 in the goals
//! (a8 = 1, h8 = 8, a1 = 57: `BoardSize::EightFull`).

use damas_engine::{BoardSize, CaptureChoice, Color, KingRange, PromotionInCapture};

use crate::kernel::i18n::key;
use crate::learn::{t, Claim, LessonText, Stage};

mod breakthrough;
mod chain;
mod draws;
mod endings;
mod exchanges;
mod king_captures;
mod king_moves;
mod majority;
mod majority_weapon;
mod man_moves;
mod promotion;
mod shot;
mod turkish_board;
mod turkish_capture;
mod turkish_notation;
mod winning;

/// The Turkish core course, in order.
pub fn core() -> &'static [&'static Stage] {
    static CORE: [&Stage; 11] = [
        &turkish_board::STAGE,
        &man_moves::STAGE,
        &turkish_capture::STAGE,
        &chain::STAGE,
        &majority::STAGE,
        &promotion::STAGE,
        &king_moves::STAGE,
        &king_captures::STAGE,
        &winning::STAGE,
        &draws::STAGE,
        &turkish_notation::STAGE,
    ];
    &CORE
}

/// The Turkish "Play better" course, in order: exchanges, the orthogonal
/// shot, the majority law as a weapon, the breakthrough to the back row,
/// and the endings (practices against Empresário with the tables). The
/// stage ids are the diagonal course's where the topic is the same (a
/// course has one or the other), so each leads on to the same puzzles.
pub fn better() -> &'static [&'static Stage] {
    static BETTER: [&Stage; 5] =
        [&exchanges::STAGE, &shot::STAGE, &majority_weapon::STAGE, &breakthrough::STAGE, &endings::STAGE];
    &BETTER
}

/// What the Turkish stages' titles and intros claim about the rules.
pub const STAGE_CLAIMS: &[(&str, &[Claim])] = &[
    ("board", &[Claim::Size(BoardSize::EightFull), Claim::MenRows(2), Claim::First(Color::White)]),
    ("majority", &[Claim::Choice(CaptureChoice::Majority)]),
    ("promotion", &[Claim::Crowning(PromotionInCapture::ContinueAsMan)]),
    ("king-moves", &[Claim::King(KingRange::Flying)]),
    ("king-captures", &[Claim::King(KingRange::Flying)]),
];

/// What the Turkish levels' texts claim about the rules.
pub const LEVEL_CLAIMS: &[(&str, &[Claim])] = &[
    ("tr-setup", &[Claim::MenRows(2), Claim::First(Color::White)]),
    ("tr-majority-king-counts-one", &[Claim::Choice(CaptureChoice::Majority)]),
    ("tr-crossing", &[Claim::Crowning(PromotionInCapture::ContinueAsMan)]),
    ("tr-king-far", &[Claim::King(KingRange::Flying)]),
];

/// A stage made of levels of other stages: its id, title, intro and the
/// ids of the levels it shows, in order (each played in the rule set it
/// is written for).
pub struct PickedStage {
    pub id: &'static str,
    pub title: LessonText,
    pub intro: LessonText,
    pub levels: &'static [&'static str],
}

/// The stage of Turkish draughts for learners of the other rule sets:
/// Turkish core levels, played in Turkish draughts.
pub const DIFFERENCES: PickedStage = PickedStage {
    id: "turkish",
    title: t(key::TURKISH_TITLE),
    intro: t(key::TURKISH_INTRO),
    levels: &[
        "tr-man-steps",
        "tr-man-sideways",
        "tr-capture-sideways",
        "tr-king-rook",
        "tr-king-no-turn-back",
        "tr-vanish",
        "tr-draw-one-each",
    ],
};

/// The stage of diagonal draughts for Turkish learners: the diagonal
/// core levels that show how the other rule sets move and capture
/// (played in Brazilian draughts), before the other rule sets' stages.
pub const DIAGONAL: PickedStage = PickedStage {
    id: "diagonal",
    title: t(key::DIAGONAL_TITLE),
    intro: t(key::DIAGONAL_INTRO),
    levels: &["man-walk", "capture-first", "captured-blocks", "king-long"],
};

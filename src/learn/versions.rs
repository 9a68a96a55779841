//! The core stages' versions for the rule sets whose rules differ from
//! Brazilian draughts on what the stage teaches, one file per topic. The
//! course ([`super::course`]) takes the first version that applies to the
//! learner's rule set, in place of the Brazilian stage.

use damas_engine::{CaptureChoice, KingRange, PromotionInCapture, Variant};

use super::claim::Claim;
use super::model::{LessonLevel, LessonText};

mod board_versions;
pub(crate) mod brazilian;
mod capture_choice_versions;
mod capture_versions;
mod crowning;
pub(crate) mod english_customs;
mod king;
mod notation_versions;

/// A level of a stage version: a level of the Brazilian stage, kept as it
/// is (played under the learner's rules), or a new one.
#[derive(Debug)]
pub(crate) enum LevelPick {
    /// The Brazilian stage's level with this id.
    Same(&'static str),
    /// A level written for this version (on the 8×8 board: a 10×10
    /// course places it on its board, [`crate::learn::ten`]).
    New(LessonLevel),
    /// A level written for the 10×10 board.
    Ten(LessonLevel),
}

/// A core stage as taught under the rule sets [`StageVersion::applies`] to.
#[derive(Debug)]
pub(crate) struct StageVersion {
    /// The id of the core stage it replaces (the id stays).
    pub stage: &'static str,
    /// Whether this version is the one for a rule set.
    pub applies: fn(Variant) -> bool,
    /// A new title, or the Brazilian stage's.
    pub title: Option<LessonText>,
    /// A new intro, or the Brazilian stage's.
    pub intro: Option<LessonText>,
    /// The levels, in order.
    pub levels: &'static [LevelPick],
    /// What the title and intro claim about the rules.
    pub claims: &'static [Claim],
    /// What the new levels' texts claim, by level id.
    pub level_claims: &'static [(&'static str, &'static [Claim])],
}

/// Men capture only forwards, and may capture kings (English, Spanish, Thai).
pub(crate) fn forward_men(v: Variant) -> bool {
    !v.rules().men_capture_backwards && v.rules().men_capture_kings
}

/// Kings move one square (English, Italian).
pub(crate) fn short_king(v: Variant) -> bool {
    v.rules().king == KingRange::Short
}

/// Any capture may be chosen (English, Russian, Thai).
pub(crate) fn free_choice(v: Variant) -> bool {
    v.rules().choice == CaptureChoice::Free
}

/// Crowned during a capture: goes on as a king (Russian, damas10).
pub(crate) fn crown_and_continue(v: Variant) -> bool {
    v.rules().promotion_in_capture == PromotionInCapture::CrownAndContinue
}

/// Crowned during a capture: the move ends (English, Spanish, Italian, Thai).
pub(crate) fn crown_and_stop(v: Variant) -> bool {
    v.rules().promotion_in_capture == PromotionInCapture::CrownAndStop
}

/// Every version, for every stage; for a stage and a rule set, the first
/// that applies is used.
pub(crate) static VERSIONS: &[&StageVersion] = &[
    &board_versions::ENGLISH,
    &board_versions::THAI,
    &board_versions::TEN,
    &notation_versions::TEN,
    &board_versions::TIPS_TEN,
    &capture_versions::FORWARD,
    &capture_versions::ITALIAN,
    &capture_versions::BACKWARDS,
    &king::COMPULSORY_SHORT,
    &king::CAPTURED_STAY_SHORT,
    &capture_choice_versions::FREE,
    &capture_choice_versions::SPANISH,
    &capture_choice_versions::ITALIAN,
    &crowning::CONTINUE,
    &crowning::STOP,
    &crowning::AS_MAN,
    &king::MOVES_SHORT,
    &king::MOVES_TEN,
    &king::CAPTURES_SHORT,
    &king::DRAWS_ENGLISH,
    &king::DRAWS_SHORT,
    &king::DRAWS_TEN,
    &notation_versions::ENGLISH,
    &notation_versions::SHORT_KING,
    &notation_versions::THAI,
    &notation_versions::OTHERS,
    &king::TIPS_SHORT,
    &board_versions::TIPS_THAI,
];

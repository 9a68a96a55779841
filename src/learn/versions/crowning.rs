//! The crossing stage where a man reaching the last row during a capture
//! is crowned at once: it goes on as a king (Russian, damas10) or the
//! move ends (English, Spanish, Italian, Thai).
use damas_engine::{PromotionInCapture, Variant};

use super::{crown_and_continue, crown_and_stop, LevelPick, StageVersion};
use crate::kernel::i18n::key;
use crate::learn::claim::Claim;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake};

/// Crowned at once, it goes on capturing as a king.
pub(crate) static CONTINUE: StageVersion = StageVersion {
    stage: "crossing",
    applies: crown_and_continue,
    title: Some(t(key::CROWNING_TITLE)),
    intro: Some(t(key::CROWNING_INTRO)),
    levels: &[LevelPick::New(LessonLevel {
        id: "crossing-crowned-goes-on",
        goal_text: t(key::CROSSING_CROWNED_GOES_ON_GOAL),
        fen: "W:W11:B7,6",
        goal: Goal::All(&[Goal::CaptureN(2), Goal::ReachSquares(&[13])]),
        slack: 0,
        solution: &["11x2x13"],
        mistakes: &[Mistake {
            text: "11x2",
            kind: IllegalKind::CaptureMustGoOn,
            why: t(key::CROSSING_CROWNED_GOES_ON_WHY),
        }],
        success_text: t(key::CROSSING_CROWNED_GOES_ON_SUCCESS),
        ..LessonLevel::BASE
    })],
    claims: &[Claim::Crowning(PromotionInCapture::CrownAndContinue)],
    level_claims: &[("crossing-crowned-goes-on", &[Claim::Crowning(PromotionInCapture::CrownAndContinue)])],
};

/// Crowned on the last row, the move ends.
pub(crate) static STOP: StageVersion = StageVersion {
    stage: "crossing",
    applies: crown_and_stop,
    title: Some(t(key::CROSSING_CROWNED_GOES_ON_TITLE)),
    intro: Some(t(key::CROSSING_CROWNED_GOES_ON_INTRO)),
    levels: &[LevelPick::New(LessonLevel {
        id: "crossing-crowned-stops",
        goal_text: t(key::EN_CROWNING_STOPS_GOAL),
        fen: "W:W11:B7,6",
        goal: Goal::All(&[Goal::MakeAnyCapture, Goal::Promote]),
        slack: 0,
        solution: &["11x2"],
        mistakes: &[Mistake {
            text: "11x2x9",
            kind: IllegalKind::CrownedMoveEnds,
            why: t(key::EN_CROWNING_STOPS_WHY),
        }],
        success_text: t(key::CROSSING_CROWNED_STOPS_SUCCESS),
        ..LessonLevel::BASE
    })],
    claims: &[Claim::Crowning(PromotionInCapture::CrownAndStop)],
    level_claims: &[("crossing-crowned-stops", &[Claim::Crowning(PromotionInCapture::CrownAndStop)])],
};

/// International draughts: it goes on as a man (the Brazilian intro
/// names Brazilian draughts).
pub(crate) static AS_MAN: StageVersion = StageVersion {
    stage: "crossing",
    applies: |v| {
        v != Variant::Brazilian && v.rules().promotion_in_capture == PromotionInCapture::ContinueAsMan
    },
    title: None,
    intro: Some(t(key::CROSSING_CROWNED_STOPS_INTRO)),
    levels: &[LevelPick::Same("crossing-stays-man")],
    claims: &[Claim::Crowning(PromotionInCapture::ContinueAsMan)],
    level_claims: &[],
};

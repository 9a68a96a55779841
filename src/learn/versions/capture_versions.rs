//! The capture stage where men capture only forwards (and, in Italian,
//! never capture a king).
use damas_engine::Variant;

use super::{forward_men, LevelPick, StageVersion};
use crate::kernel::i18n::key;
use crate::learn::claim::Claim;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake};

const FORWARD_ONLY: LessonLevel = LessonLevel {
    id: "capture-forward-only",
    goal_text: t(key::CAPTURE_FORWARD_ONLY_GOAL),
    fen: "W:W22:B26,18,1",
    goal: Goal::MakeAnyCapture,
    slack: 0,
    solution: &["22x15"],
    mistakes: &[Mistake {
        text: "22x31",
        kind: IllegalKind::MenCaptureForwardOnly,
        why: t(key::CAPTURE_FORWARD_ONLY_WHY),
    }],
    ..LessonLevel::BASE
};

/// English, Spanish, Thai: men capture only forwards.
pub(crate) static FORWARD: StageVersion = StageVersion {
    stage: "capture",
    applies: forward_men,
    title: None,
    intro: Some(t(key::CAPTURE_FORWARD_ONLY_INTRO)),
    levels: &[
        LevelPick::Same("capture-first"),
        LevelPick::New(FORWARD_ONLY),
        LevelPick::Same("capture-landing-taken"),
    ],
    claims: &[Claim::MenCaptureBackwards(false)],
    level_claims: &[("capture-forward-only", &[Claim::MenCaptureBackwards(false)])],
};

/// Italian: men capture only forwards and never capture a king.
pub(crate) static ITALIAN: StageVersion = StageVersion {
    stage: "capture",
    applies: |v| v == Variant::Italian,
    title: None,
    intro: Some(t(key::CAPTURE_FORWARD_ONLY_INTRO_2)),
    levels: &[
        LevelPick::Same("capture-first"),
        LevelPick::New(FORWARD_ONLY),
        LevelPick::New(LessonLevel {
            id: "capture-man-spares-king",
            goal_text: t(key::IT_MAN_SPARES_KING_GOAL),
            fen: "W:W22:BK18,1",
            goal: Goal::ReachSquares(&[17]),
            slack: 0,
            solution: &["22-17"],
            mistakes: &[Mistake {
                text: "22x15",
                kind: IllegalKind::ManCannotCaptureKing,
                why: t(key::CAPTURE_MAN_SPARES_KING_WHY),
            }],
            ..LessonLevel::BASE
        }),
        LevelPick::Same("capture-landing-taken"),
    ],
    claims: &[
        Claim::MenCaptureBackwards(false),
        Claim::MenCaptureKings(false),
        Claim::Names(Variant::Italian),
    ],
    level_claims: &[
        ("capture-forward-only", &[Claim::MenCaptureBackwards(false)]),
        ("capture-man-spares-king", &[Claim::MenCaptureKings(false)]),
    ],
};

/// Russian and the 10×10 rule sets: men capture backwards too (the
/// Brazilian intro names Brazilian draughts).
pub(crate) static BACKWARDS: StageVersion = StageVersion {
    stage: "capture",
    applies: |v| v != Variant::Brazilian && v.rules().men_capture_backwards,
    title: None,
    intro: Some(t(key::CAPTURE_MAN_SPARES_KING_INTRO)),
    levels: &[
        LevelPick::Same("capture-first"),
        LevelPick::Same("capture-backwards"),
        LevelPick::Same("capture-landing-taken"),
    ],
    claims: &[Claim::MenCaptureBackwards(true)],
    level_claims: &[],
};

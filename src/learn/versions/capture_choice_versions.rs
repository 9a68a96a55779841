//! The majority stage where the capture choice differs: free choice
//! (English, Russian, Thai), the majority law with men capturing only
//! forwards (Spanish), the Italian law.
use damas_engine::{CaptureChoice, Variant};

use super::{free_choice, LevelPick, StageVersion};
use crate::kernel::i18n::key;
use crate::learn::claim::Claim;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake};

const TWO_FORWARD: LessonLevel = LessonLevel {
    id: "majority-two-forward",
    goal_text: t(key::MAJORITY_TWO_FORWARD_GOAL),
    fen: "W:W22,30:B18,10,25",
    goal: Goal::CaptureN(2),
    slack: 0,
    solution: &["22x15x6"],
    mistakes: &[Mistake {
        text: "30x21",
        kind: IllegalKind::MajorityLaw,
        why: t(key::MAJORITY_TWO_FORWARD_WHY),
    }],
    ..LessonLevel::BASE
};

/// English, Russian, Thai: any capture may be chosen.
pub(crate) static FREE: StageVersion = StageVersion {
    stage: "majority",
    applies: free_choice,
    title: Some(t(key::MAJORITY_TWO_FORWARD_TITLE)),
    intro: Some(t(key::MAJORITY_TWO_FORWARD_INTRO)),
    levels: &[
        LevelPick::New(LessonLevel {
            id: "choice-take-one",
            goal_text: t(key::CHOICE_TAKE_ONE_GOAL),
            fen: "W:W22,30:B18,10,25",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[21])]),
            slack: 0,
            solution: &["30x21"],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "choice-take-two",
            goal_text: t(key::CHOICE_TAKE_TWO_GOAL),
            fen: "W:W22,30:B18,10,25",
            goal: Goal::CaptureN(2),
            slack: 0,
            solution: &["22x15x6"],
            ..LessonLevel::BASE
        }),
        LevelPick::Same("majority-free-choice"),
    ],
    claims: &[Claim::Choice(CaptureChoice::Free)],
    level_claims: &[("choice-take-one", &[Claim::Choice(CaptureChoice::Free)])],
};

/// Spanish: the majority law; men capture only forwards.
pub(crate) static SPANISH: StageVersion = StageVersion {
    stage: "majority",
    applies: |v| v.rules().choice == CaptureChoice::Majority && !v.rules().men_capture_backwards,
    title: None,
    intro: None,
    levels: &[
        LevelPick::New(TWO_FORWARD),
        LevelPick::Same("majority-king-counts-one"),
        LevelPick::Same("majority-longest-chain"),
        LevelPick::Same("majority-free-choice"),
    ],
    claims: &[Claim::Choice(CaptureChoice::Majority)],
    level_claims: &[("majority-two-forward", &[Claim::Choice(CaptureChoice::Majority)])],
};

/// Italian: the most pieces; between equals, the king's capture, then the
/// one taking more kings.
pub(crate) static ITALIAN: StageVersion = StageVersion {
    stage: "majority",
    applies: |v| v.rules().choice == CaptureChoice::Italian,
    title: Some(t(key::CHOICE_TAKE_TWO_TITLE)),
    intro: Some(t(key::CHOICE_TAKE_TWO_INTRO)),
    levels: &[
        LevelPick::New(TWO_FORWARD),
        LevelPick::New(LessonLevel {
            id: "italian-more-kings",
            goal_text: t(key::IT_MORE_KINGS_GOAL),
            fen: "W:WK23,22:B18,K19",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[16])]),
            slack: 0,
            solution: &["23x16"],
            mistakes: &[Mistake {
                text: "22x15",
                kind: IllegalKind::MoreKingsMustBeTaken,
                why: t(key::IT_MORE_KINGS_WHY),
            }],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "italian-king-captures",
            goal_text: t(key::IT_KING_CAPTURES_GOAL),
            fen: "W:W21,K23:B17,19",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[16])]),
            slack: 0,
            solution: &["23x16"],
            mistakes: &[Mistake {
                text: "21x14",
                kind: IllegalKind::KingMustCapture,
                why: t(key::IT_KING_CAPTURES_WHY),
            }],
            ..LessonLevel::BASE
        }),
        LevelPick::Same("majority-free-choice"),
    ],
    claims: &[Claim::Choice(CaptureChoice::Italian), Claim::Names(Variant::Italian)],
    level_claims: &[
        ("majority-two-forward", &[Claim::Choice(CaptureChoice::Italian)]),
        ("italian-more-kings", &[Claim::Choice(CaptureChoice::Italian)]),
        ("italian-king-captures", &[Claim::Choice(CaptureChoice::Italian)]),
    ],
};

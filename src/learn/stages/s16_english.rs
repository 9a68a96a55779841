//! Stage 16: English checkers, and how it differs from Brazilian draughts.
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::learn::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

const START: &str = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

const ENGLISH: Variant = Variant::English;

pub(super) static STAGE: Stage = Stage {
    id: "english",
    title: t(key::ENGLISH_TITLE),
    intro: t(key::ENGLISH_INTRO),
    levels: &[
        LessonLevel {
            id: "en-dark-first",
            goal_text: t(key::EN_DARK_FIRST_GOAL),
            variant: ENGLISH,
            fen: "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[9, 10, 11, 12]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-men-forward-only",
            goal_text: t(key::EN_MEN_FORWARD_ONLY_GOAL),
            variant: ENGLISH,
            fen: "W:W22:B26,18,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            solution: &["22x15"],
            mistakes: &[Mistake {
                text: "22x31",
                kind: IllegalKind::MenCaptureForwardOnly,
                why: t(key::EN_MEN_FORWARD_ONLY_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-men-forward-brazilian",
            goal_text: t(key::EN_MEN_FORWARD_BRAZILIAN_GOAL),
            variant: Variant::Brazilian,
            fen: "W:W22:B26,18,1",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[31])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-short-king",
            goal_text: t(key::EN_SHORT_KING_GOAL),
            variant: ENGLISH,
            fen: "W:WK29:B1",
            goal: Goal::ReachSquares(&[18]),
            par: 3,
            solution: &["29-25", "25-22", "22-18"],
            mistakes: &[Mistake {
                text: "29-18",
                kind: IllegalKind::MovesOneSquare,
                why: t(key::EN_SHORT_KING_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-king-captures-back",
            goal_text: t(key::EN_KING_CAPTURES_BACK_GOAL),
            variant: ENGLISH,
            fen: "W:WK22:B26,1",
            goal: Goal::MakeAnyCapture,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-crowning-stops",
            goal_text: t(key::EN_CROWNING_STOPS_GOAL),
            variant: ENGLISH,
            fen: "W:W11:B7,6",
            goal: Goal::Promote,
            slack: 0,
            mistakes: &[Mistake {
                text: "11x2x9",
                kind: IllegalKind::CrownedMoveEnds,
                why: t(key::EN_CROWNING_STOPS_WHY),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-free-choice",
            goal_text: t(key::EN_FREE_CHOICE_GOAL),
            variant: ENGLISH,
            fen: "W:W22,30:B18,10,25",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[21])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-notation",
            goal_text: t(key::EN_NOTATION_GOAL),
            variant: ENGLISH,
            fen: "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[11, 15]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-touch-move",
            goal_text: t(key::EN_TOUCH_MOVE_GOAL),
            variant: ENGLISH,
            fen: START,
            goal: Goal::Any(&[Goal::Play("9-13"), Goal::Play("9-14")]),
            slack: 0,
            highlights: &[9],
            solution: &["9-14"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-ballot",
            goal_text: t(key::EN_BALLOT_GOAL),
            variant: ENGLISH,
            fen: "B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15",
            goal: Goal::Play("8-11"),
            slack: 0,
            arrows: &[(11, 15), (23, 19)],
            solution: &["8-11"],
            success_text: t(key::EN_BALLOT_SUCCESS),
            ..LessonLevel::BASE
        },
    ],
};

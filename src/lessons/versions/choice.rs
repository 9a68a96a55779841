//! The majority stage where the capture choice differs: free choice
//! (English, Russian, Thai), the majority law with men capturing only
//! forwards (Spanish), the Italian law.
use damas_engine::{CaptureChoice, Variant};

use super::{free_choice, LevelPick, StageVersion};
use crate::lessons::claim::Claim;
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake};

const TWO_FORWARD: LessonLevel = LessonLevel {
    id: "majority-two-forward",
    goal_text: t("Há duas capturas. Faça a obrigatória.", "There are two captures. Make the compulsory one."),
    fen: "W:W22,30:B18,10,25",
    goal: Goal::CaptureN(2),
    slack: 0,
    solution: &["22x15x6"],
    mistakes: &[Mistake {
        text: "30x21",
        kind: IllegalKind::MajorityLaw,
        why: t("Esta leva uma peça; a outra leva duas.", "This takes one piece; the other takes two."),
    }],
    ..LessonLevel::BASE
};

/// English, Russian, Thai: any capture may be chosen.
pub(crate) static FREE: StageVersion = StageVersion {
    stage: "majority",
    applies: free_choice,
    title: Some(t("Escolher a captura", "Choosing a capture")),
    intro: Some(t(
        "Com várias capturas possíveis, você escolhe qualquer uma, mesmo a que leva menos peças: aqui não há lei da maioria. Capturar continua obrigatório, e a cadeia escolhida vai até o fim.",
        "When several captures are possible, you may choose any of them, even one that takes fewer pieces: there is no majority law here. Capturing is still compulsory, and the chain you choose goes on to the end.",
    )),
    levels: &[
        LevelPick::New(LessonLevel {
            id: "choice-take-one",
            goal_text: t(
                "Há uma captura de duas peças e outra de uma. Escolha a menor: capture só a pedra de 25, com 30x21.",
                "There is a capture of two pieces and one of a single piece. Choose the smaller: take only the man on 25, with 30x21.",
            ),
            fen: "W:W22,30:B18,10,25",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[21])]),
            slack: 0,
            solution: &["30x21"],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "choice-take-two",
            goal_text: t(
                "Mesma posição. Agora escolha a captura maior: leve as duas pedras num lance.",
                "Same position. Now choose the bigger capture: take both men in one move.",
            ),
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
    title: Some(t("A lei da maioria italiana", "The Italian capture law")),
    intro: Some(t(
        "Com várias capturas possíveis, é obrigatória a que leva mais peças. Se duas levam o mesmo número, desempata-se: a captura que leva mais damas e, se ainda empatar, a feita pela dama. Só com tudo igual você escolhe.",
        "When several captures are possible, the one taking the most pieces is compulsory. Between captures of the same size: the one taking more kings, and if still equal, the one made by the king. Only when everything is equal do you choose.",
    )),
    levels: &[
        LevelPick::New(TWO_FORWARD),
        LevelPick::New(LessonLevel {
            id: "italian-more-kings",
            goal_text: t(
                "Três capturas de uma peça cada. É obrigatória a que leva a dama.",
                "Three captures of one piece each. The one taking the king is compulsory.",
            ),
            fen: "W:WK23,22:B18,K19",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[16])]),
            slack: 0,
            solution: &["23x16"],
            mistakes: &[Mistake {
                text: "22x15",
                kind: IllegalKind::MoreKingsMustBeTaken,
                why: t("Esta não leva dama; 23x16 leva.", "This takes no king; 23x16 does."),
            }],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "italian-king-captures",
            goal_text: t(
                "Duas capturas iguais, uma de pedra e uma de dama: a da dama é obrigatória.",
                "Two equal captures, one by a man and one by the king: the king's is compulsory.",
            ),
            fen: "W:W21,K23:B17,19",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[16])]),
            slack: 0,
            solution: &["23x16"],
            mistakes: &[Mistake {
                text: "21x14",
                kind: IllegalKind::KingMustCapture,
                why: t("Em empate, captura a dama.", "When equal, the king captures."),
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

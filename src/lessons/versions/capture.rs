//! The capture stage where men capture only forwards (and, in Italian,
//! never capture a king).
use damas_engine::Variant;

use super::{forward_men, LevelPick, StageVersion};
use crate::lessons::claim::Claim;
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake};

const FORWARD_ONLY: LessonLevel = LessonLevel {
    id: "capture-forward-only",
    goal_text: t(
        "A pedra captura só para a frente: a pedra preta atrás da sua está a salvo. Faça a única captura.",
        "A man captures only forwards: the black man behind yours is safe. Make the only capture.",
    ),
    fen: "W:W22:B26,18,1",
    goal: Goal::MakeAnyCapture,
    slack: 0,
    solution: &["22x15"],
    mistakes: &[Mistake {
        text: "22x31",
        kind: IllegalKind::MenCaptureForwardOnly,
        why: t("A pedra não captura para trás.", "A man does not capture backwards."),
    }],
    ..LessonLevel::BASE
};

/// English, Spanish, Thai: men capture only forwards.
pub(crate) static FORWARD: StageVersion = StageVersion {
    stage: "capture",
    applies: forward_men,
    title: None,
    intro: Some(t(
        "Para capturar, a pedra salta sobre uma peça adversária vizinha na diagonal e cai na casa vazia logo atrás. Nestas regras a pedra captura só para a frente; para trás, só a dama.",
        "To capture, a man jumps over a neighbouring enemy piece on a diagonal and lands on the empty square right behind it. Under these rules a man captures only forwards; only a king captures backwards.",
    )),
    levels: &[LevelPick::Same("capture-first"), LevelPick::New(FORWARD_ONLY), LevelPick::Same("capture-landing-taken")],
    claims: &[Claim::MenCaptureBackwards(false)],
    level_claims: &[("capture-forward-only", &[Claim::MenCaptureBackwards(false)])],
};

/// Italian: men capture only forwards and never capture a king.
pub(crate) static ITALIAN: StageVersion = StageVersion {
    stage: "capture",
    applies: |v| v == Variant::Italian,
    title: None,
    intro: Some(t(
        "Para capturar, a pedra salta sobre uma peça adversária vizinha na diagonal e cai na casa vazia logo atrás. Nas damas italianas a pedra captura só para a frente e nunca captura uma dama; a dama captura para os dois lados.",
        "To capture, a man jumps over a neighbouring enemy piece on a diagonal and lands on the empty square right behind it. In Italian draughts a man captures only forwards and never captures a king; a king captures both ways.",
    )),
    levels: &[
        LevelPick::Same("capture-first"),
        LevelPick::New(FORWARD_ONLY),
        LevelPick::New(LessonLevel {
            id: "capture-man-spares-king",
            goal_text: t(
                "A sua pedra não pode capturar a dama preta. Jogue o único lance.",
                "Your man may not capture the black king. Play the only move.",
            ),
            fen: "W:W22:BK18,1",
            goal: Goal::ReachSquares(&[17]),
            slack: 0,
            solution: &["22-17"],
            mistakes: &[Mistake {
                text: "22x15",
                kind: IllegalKind::ManCannotCaptureKing,
                why: t("A pedra nunca captura uma dama.", "A man never captures a king."),
            }],
            ..LessonLevel::BASE
        }),
        LevelPick::Same("capture-landing-taken"),
    ],
    claims: &[Claim::MenCaptureBackwards(false), Claim::MenCaptureKings(false), Claim::Names(Variant::Italian)],
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
    intro: Some(t(
        "Para capturar, a pedra salta sobre uma peça adversária vizinha na diagonal e cai na casa vazia logo atrás. Nestas regras ela captura para a frente e para trás.",
        "To capture, a man jumps over a neighbouring enemy piece on a diagonal and lands on the empty square right behind it. Under these rules it captures forwards and backwards.",
    )),
    levels: &[LevelPick::Same("capture-first"), LevelPick::Same("capture-backwards"), LevelPick::Same("capture-landing-taken")],
    claims: &[Claim::MenCaptureBackwards(true)],
    level_claims: &[],
};

//! The crossing stage where a man reaching the last row during a capture
//! is crowned at once: it goes on as a king (Russian, damas10) or the
//! move ends (English, Spanish, Italian, Thai).
use damas_engine::{PromotionInCapture, Variant};

use super::{crown_and_continue, crown_and_stop, LevelPick, StageVersion};
use crate::lessons::claim::Claim;
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake};

/// Crowned at once, it goes on capturing as a king.
pub(crate) static CONTINUE: StageVersion = StageVersion {
    stage: "crossing",
    applies: crown_and_continue,
    title: Some(t("Coroada no meio da captura", "Crowned in the middle of a capture")),
    intro: Some(t(
        "Se a pedra chega à última fileira no meio de uma captura, ela vira dama na hora e, se puder, continua capturando como dama no mesmo lance.",
        "A man that reaches the last row in the middle of a capture is crowned at once and, if it can, goes on capturing as a king in the same move.",
    )),
    levels: &[LevelPick::New(LessonLevel {
        id: "crossing-crowned-goes-on",
        goal_text: t(
            "A sua pedra vira dama ao chegar à casa 2 e continua como dama. Capture as duas pedras e termine em 13.",
            "Your man is crowned on square 2 and goes on as a king. Take both men and end on 13.",
        ),
        fen: "W:W11:B7,6",
        goal: Goal::All(&[Goal::CaptureN(2), Goal::ReachSquares(&[13])]),
        slack: 0,
        solution: &["11x2x13"],
        mistakes: &[Mistake {
            text: "11x2",
            kind: IllegalKind::CaptureMustGoOn,
            why: t(
                "Já dama em 2, ela ainda pode capturar: o lance não para aí.",
                "Crowned on 2, it can still capture: the move does not stop there.",
            ),
        }],
        success_text: t("Ela terminou em 13 como dama.", "It ended on 13 as a king."),
        ..LessonLevel::BASE
    })],
    claims: &[Claim::Crowning(PromotionInCapture::CrownAndContinue)],
    level_claims: &[("crossing-crowned-goes-on", &[Claim::Crowning(PromotionInCapture::CrownAndContinue)])],
};

/// Crowned on the last row, the move ends.
pub(crate) static STOP: StageVersion = StageVersion {
    stage: "crossing",
    applies: crown_and_stop,
    title: Some(t("Coroada, o lance acaba", "Crowned, the move ends")),
    intro: Some(t(
        "Se a pedra chega à última fileira capturando, ela vira dama e o lance termina ali, mesmo que como dama ainda pudesse capturar.",
        "A man that reaches the last row while capturing is crowned and the move ends there, even if as a king it could capture more.",
    )),
    levels: &[LevelPick::New(LessonLevel {
        id: "crossing-crowned-stops",
        goal_text: t(
            "Capture até a última fileira: a pedra vira dama e o lance termina ali.",
            "Capture onto the last row: the man is crowned and the move ends there.",
        ),
        fen: "W:W11:B7,6",
        goal: Goal::All(&[Goal::MakeAnyCapture, Goal::Promote]),
        slack: 0,
        solution: &["11x2"],
        mistakes: &[Mistake {
            text: "11x2x9",
            kind: IllegalKind::CrownedMoveEnds,
            why: t("Coroada, a pedra para: o lance acabou.", "Once crowned, the man stops: the move is over."),
        }],
        success_text: t(
            "A nova dama joga a partir do próximo lance.",
            "The new king plays from your next move on.",
        ),
        ..LessonLevel::BASE
    })],
    claims: &[Claim::Crowning(PromotionInCapture::CrownAndStop)],
    level_claims: &[("crossing-crowned-stops", &[Claim::Crowning(PromotionInCapture::CrownAndStop)])],
};

/// International draughts: it goes on as a man (the Brazilian intro
/// names Brazilian draughts).
pub(crate) static AS_MAN: StageVersion = StageVersion {
    stage: "crossing",
    applies: |v| v != Variant::Brazilian && v.rules().promotion_in_capture == PromotionInCapture::ContinueAsMan,
    title: None,
    intro: Some(t(
        "Se a pedra toca a última fileira no meio de uma captura e ainda pode capturar, ela segue como pedra e não vira dama. Só é coroada se o lance acabar lá.",
        "A man that touches the last row in the middle of a capture and can still capture goes on as a man and is not crowned. It is crowned only if the move ends there.",
    )),
    levels: &[LevelPick::Same("crossing-stays-man")],
    claims: &[Claim::Crowning(PromotionInCapture::ContinueAsMan)],
    level_claims: &[],
};

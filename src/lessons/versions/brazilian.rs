//! The Brazilian differences, for learners of another rule set: a stage
//! after the core made of the Brazilian core levels whose rule their
//! course teaches otherwise (played in Brazilian draughts).
use crate::lessons::{t, Bilingual};

/// The stage's id.
pub(crate) const ID: &str = "brazilian";

/// The stage's title.
pub(crate) const TITLE: Bilingual = t("Damas brasileiras", "Brazilian draughts");

/// The stage's intro.
pub(crate) const INTRO: Bilingual = t(
    "As damas brasileiras: a pedra captura para a frente e para trás, a dama voa, vale a lei da maioria (a captura que leva mais peças é obrigatória) e a pedra que passa pela última fileira no meio de uma captura segue como pedra. Estes níveis são jogados com as regras brasileiras.",
    "Brazilian draughts: men capture forwards and backwards, kings fly, the majority law applies (the capture taking the most pieces is compulsory), and a man passing the last row during a capture goes on as a man. These levels are played under Brazilian rules.",
);

/// The Brazilian core levels shown, in order, when the learner's core
/// course does not have them.
pub(crate) const LEVELS: &[&str] = &[
    "capture-backwards",
    "king-long",
    "king-capture-far",
    "king-capture-must-continue",
    "majority-two-beats-one",
    "majority-king-counts-one",
    "crossing-stays-man",
];

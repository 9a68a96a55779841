//! The Brazilian differences, for learners of another rule set: a stage
//! after the core made of the Brazilian core levels whose rule their
//! course teaches otherwise (played in Brazilian draughts).
use crate::kernel::i18n::key;
use crate::learn::{t, LessonText};

/// The stage's id.
pub(crate) const ID: &str = "brazilian";

/// The stage's title.
pub(crate) const TITLE: LessonText = t(key::BRAZILIAN_TITLE);

/// The stage's intro.
pub(crate) const INTRO: LessonText = t(key::BRAZILIAN_INTRO);

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

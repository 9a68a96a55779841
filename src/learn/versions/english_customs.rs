//! For an English-draughts learner, the English stage keeps only the
//! tournament customs (its rules are the core course's).
use crate::kernel::i18n::key;
use crate::learn::{t, LessonText};

/// The English stage's id.
pub(crate) const ID: &str = "english";
/// The stage's title.
pub(crate) const TITLE: LessonText = t(key::ENGLISH_CUSTOMS_TITLE);
/// The stage's intro.
pub(crate) const INTRO: LessonText = t(key::ENGLISH_CUSTOMS_INTRO);
/// The levels kept.
pub(crate) const LEVELS: &[&str] = &["en-touch-move", "en-ballot"];

//! For an English-draughts learner, the English stage keeps only the
//! tournament customs (its rules are the core course's).
use crate::learn::{t, LessonText};

/// The English stage's id.
pub(crate) const ID: &str = "english";
/// The stage's title.
pub(crate) const TITLE: LessonText = t("english-customs-title");
/// The stage's intro.
pub(crate) const INTRO: LessonText = t("english-customs-intro");
/// The levels kept.
pub(crate) const LEVELS: &[&str] = &["en-touch-move", "en-ballot"];

//! For an English-draughts learner, the English stage keeps only the
//! tournament customs (its rules are the core course's).
use crate::lessons::{t, Bilingual};

/// The English stage's id.
pub(crate) const ID: &str = "english";
/// The stage's title.
pub(crate) const TITLE: Bilingual = t("Torneios de damas inglesas", "English draughts tournaments");
/// The stage's intro.
pub(crate) const INTRO: Bilingual = t(
    "Dois costumes dos torneios de damas inglesas: peça tocada é peça jogada, e os três primeiros lances são sorteados de uma lista de aberturas. Esquecer uma captura não custa a peça (o antigo \"sopro\" não existe mais): capturar é obrigatório, e o lance sem captura simplesmente não vale.",
    "Two customs of English draughts tournaments: a touched piece must be moved, and the first three moves are drawn by lot from a list of openings. A missed capture does not cost the piece (the old \"huff\" is gone): capturing is compulsory, and a move that does not capture is simply not allowed.",
);
/// The levels kept.
pub(crate) const LEVELS: &[&str] = &["en-touch-move", "en-ballot"];

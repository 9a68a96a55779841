//! The data the engine plays with, as the app ships it: the opening books,
//! endgame tables and learned evaluations of `engine/data`, read from the
//! source tree as the browser's worker fetches them.

use std::sync::Arc;

use damas_engine::endgame::EndgameTables;
use damas_engine::search::{Knowledge, LearnedEval, Level, Searcher};
use damas_engine::Variant;

use crate::files;

/// Reads a learned-weights file (`damas learn train`'s output); the error
/// names the file.
pub fn read_learned(file: &str) -> Result<Arc<LearnedEval>, String> {
    let bytes = files::read(file)?;
    LearnedEval::from_bytes(&bytes).map(Arc::new).map_err(|e| format!("{file}: {e}"))
}

/// The engine's data folder, `engine/data`: the opening books, endgame
/// tables and learned weights the app ships.
pub const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/data");

/// The data the app's worker gives a rule set's searches, read from
/// [`DATA`] ([`Knowledge::load_with`], every kind; a file
/// that is missing or refused leaves its part empty, as in the worker).
pub fn knowledge(variant: Variant) -> Knowledge {
    let (knowledge, problems) =
        Knowledge::load_with(variant, None, &mut |path: &str| std::fs::read(format!("{DATA}/{path}")).ok());
    // Played without it, but never silently.
    for problem in problems {
        let why = problem.error.map_or("missing".to_string(), |e| e.to_string());
        eprintln!("damas: warning: {DATA}/{}: {why}; playing without it", problem.path);
    }
    knowledge
}

/// Gives `searcher` what `level` plays with in the app: the book and tables
/// where the level uses them, the learned evaluation, the level's contempt.
pub fn play_level(searcher: &mut Searcher, knowledge: &Knowledge, variant: Variant, level: Level) {
    knowledge.apply(searcher, level.uses_book());
    searcher.set_contempt(level.contempt(variant));
}

/// The endgame tables in `path`, which must be `variant`'s.
pub fn load_endgame(variant: Variant, path: &str) -> Result<Arc<EndgameTables>, String> {
    let bytes = files::read(path)?;
    let tables = EndgameTables::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
    if tables.variant() != variant {
        return Err(format!("{path}: endgame tables for {}", tables.variant().id()));
    }
    Ok(Arc::new(tables))
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::search::Family;

    #[test]
    fn every_rule_set_gets_its_family_weights_book_and_tables() {
        for v in Variant::ALL {
            let k = knowledge(v);
            assert!(k.book.is_some() && k.endgame.is_some(), "{v}");
            // Turkish plays on the hand-set evaluation until its family's
            // learned weights are fitted.
            let learned = (v != Variant::Turkish).then_some(Family::of(v));
            assert_eq!(k.learned.map(|l| l.family()), learned, "{v}");
        }
    }
}

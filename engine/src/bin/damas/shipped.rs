//! The learned evaluations fitted by `damas learn` and kept in
//! `engine/data/eval/<family>.dmle`, built into the native binary (the
//! browser worker fetches its rule set's file instead: the wasm build never
//! includes them).

use std::sync::Arc;

use damas_engine::search::{Family, LearnedEval};
use damas_engine::Variant;

/// The families whose level players use their learned evaluation by
/// default: those where it won its matches against the hand-set terms
/// (docs/BENCHMARKS.md, "Learned evaluation").
pub const DEFAULT_FAMILIES: [Family; 3] = [Family::FlyingEight, Family::ShortEight, Family::Ten];

/// The shipped learned evaluation of a rule set's family.
pub fn learned(variant: Variant) -> Arc<LearnedEval> {
    let bytes: &[u8] = match Family::of(variant) {
        Family::FlyingEight => include_bytes!("../../../data/eval/flying-eight.dmle"),
        Family::ShortEight => include_bytes!("../../../data/eval/short-eight.dmle"),
        Family::Ten => include_bytes!("../../../data/eval/ten.dmle"),
    };
    // The files are checked by the engine's tests.
    Arc::new(LearnedEval::from_bytes(bytes).expect("engine/data/eval holds valid weights"))
}

/// The evaluation a level player uses by default in a rule set.
pub fn default_for(variant: Variant) -> Option<Arc<LearnedEval>> {
    DEFAULT_FAMILIES.contains(&Family::of(variant)).then(|| learned(variant))
}

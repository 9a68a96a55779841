//! The learned evaluations fitted by `damas learn` and kept in
//! `engine/data/eval/<family>.dmle`, built into the native binary (the
//! browser worker fetches its rule set's file instead: the wasm build never
//! includes them).

use std::sync::Arc;

use damas_engine::search::{Family, LearnedEval};
use damas_engine::Variant;

/// The families whose level players use their learned evaluation by
/// default: those where it won its matches against the hand-set terms by at
/// least 55 % at equal nodes and at equal time (docs/BENCHMARKS.md, "Learned
/// evaluation"). Short-eight (english 53.8 % at equal time) stays opt-in
/// (`+learned`).
pub const DEFAULT_FAMILIES: [Family; 2] = [Family::FlyingEight, Family::Ten];

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_set_gets_its_family_weights_and_the_default_follows_the_matches() {
        for v in Variant::ALL {
            assert_eq!(learned(v).family(), Family::of(v), "{v}");
            let default = default_for(v).is_some();
            assert_eq!(default, Family::of(v) != Family::ShortEight, "{v}");
        }
    }
}

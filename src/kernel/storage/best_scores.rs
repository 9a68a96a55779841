//! Best scores by key, as the trainers and runs keep them (stored as a
//! plain JSON object: `{"english/streak": 12}`). Plain Rust, tested
//! natively.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The best score of each key played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BestScores(BTreeMap<String, u32>);

impl BestScores {
    /// The best score of `key`, once played.
    pub fn get(&self, key: &str) -> Option<u32> {
        self.0.get(key).copied()
    }

    /// Counts a score for `key`; true when it beats the best so far (a
    /// first score above zero does).
    pub fn record(&mut self, key: String, score: u32) -> bool {
        let best = self.0.entry(key).or_insert(0);
        let beaten = score > *best;
        *best = (*best).max(score);
        beaten
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_beats_the_best_only_when_higher_and_is_kept_as_an_object() {
        let mut best = BestScores::default();
        assert_eq!(best.get("a"), None);
        assert!(!best.record("a".into(), 0), "a first zero beats nothing");
        assert_eq!(best.get("a"), Some(0));
        assert!(best.record("a".into(), 3));
        assert!(!best.record("a".into(), 2));
        assert_eq!(best.get("a"), Some(3));
        assert_eq!(serde_json::to_string(&best).unwrap(), r#"{"a":3}"#);
    }
}

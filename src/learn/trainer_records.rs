//! The notation trainer's best scores: one per setup (rule set, side at
//! the bottom, drill, names), stored as `damas.v1.notation-trainer`. Plain
//! Rust, tested natively.

use serde::{Deserialize, Serialize};

use super::notation_trainer::TrainerSetup;
use crate::kernel::storage::best_scores::BestScores;
use crate::kernel::storage::store::{serde_codec, Persisted};

/// The best score of each setup played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrainerRecords {
    /// Key: [`TrainerSetup::key`].
    #[serde(default)]
    best: BestScores,
}

impl Persisted for TrainerRecords {
    const NAME: &'static str = "notation-trainer";
    serde_codec!();
}

impl TrainerRecords {
    /// The best score of `setup`, if it was played.
    pub fn best(&self, setup: &TrainerSetup) -> Option<u32> {
        self.best.get(&setup.key())
    }

    /// Counts a finished round's score; true when it beats the best (the
    /// first round played sets it).
    pub fn record(&mut self, setup: &TrainerSetup, score: u32) -> bool {
        self.best.record(setup.key(), score)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Color, Variant};

    #[test]
    fn the_best_score_is_kept_per_setup() {
        let english = TrainerSetup::new(Variant::English);
        let flipped = TrainerSetup { bottom: Color::White, ..english };
        let mut records = TrainerRecords::default();
        assert_eq!(records.best(&english), None);
        assert!(records.record(&english, 12));
        assert!(!records.record(&english, 9), "a lower score is no record");
        assert!(records.record(&english, 15));
        assert_eq!(records.best(&english), Some(15));
        assert_eq!(records.best(&flipped), None, "the other side at the bottom is its own record");
        assert!(!records.record(&flipped, 0), "no answer right is no record");
    }

    #[test]
    fn records_survive_a_round_trip_through_storage_and_a_damaged_one_starts_afresh() {
        let mut records = TrainerRecords::default();
        records.record(&TrainerSetup::new(Variant::International), 21);
        let json = serde_json::to_string(&records).unwrap();
        assert_eq!(json, r#"{"best":{"international/white/find/numbers":21}}"#);
        assert_eq!(serde_json::from_str::<TrainerRecords>(&json).unwrap(), records);
        assert!(serde_json::from_str::<TrainerRecords>(r#"{"best":{"x":"y"}}"#).is_err());
    }
}

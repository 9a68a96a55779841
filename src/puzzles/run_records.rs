//! Puzzle Streak's and Puzzle Storm's records, per rule set: the best score
//! and the last run's missed puzzles (listed, each to replay), stored as
//! `damas.v1.puzzle-runs`. Plain Rust, tested natively. A damaged value
//! starts afresh, as every store does (`crate::kernel::storage::store`).
//! Nothing here is the puzzle rating, which a run never changes.

use std::collections::BTreeMap;

use damas_engine::Variant;
use serde::{Deserialize, Serialize};

use super::puzzle_run::{PuzzleRun, RunKind};
use crate::kernel::storage::best_scores::BestScores;
use crate::kernel::storage::store::{serde_codec, Persisted};

/// A finished run as kept: its score and the ids of the puzzles missed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastRun {
    pub score: u32,
    #[serde(default)]
    pub missed: Vec<String>,
}

impl LastRun {
    /// A run as its records keep it: the score and the puzzles missed.
    pub fn of(run: &PuzzleRun) -> LastRun {
        LastRun { score: run.score(), missed: run.missed().iter().map(|e| e.id().to_string()).collect() }
    }
}

/// The best score and the last run of each rule set and kind.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunRecords {
    /// Key: [`record_key`].
    #[serde(default)]
    best: BestScores,
    #[serde(default)]
    last: BTreeMap<String, LastRun>,
}

impl Persisted for RunRecords {
    const NAME: &'static str = "puzzle-runs";
    serde_codec!();
}

/// `english/streak`.
fn record_key(variant: Variant, kind: RunKind) -> String {
    format!("{}/{}", variant.id(), kind.id())
}

impl RunRecords {
    /// The best score of `kind` in `variant`, once a run was played.
    pub fn best(&self, variant: Variant, kind: RunKind) -> Option<u32> {
        self.best.get(&record_key(variant, kind))
    }

    /// The last finished run of `kind` in `variant`.
    pub fn last(&self, variant: Variant, kind: RunKind) -> Option<&LastRun> {
        self.last.get(&record_key(variant, kind))
    }

    /// Keeps a finished run; true when its score beats the best (a first
    /// run scoring at least one sets it).
    pub fn record(&mut self, variant: Variant, kind: RunKind, run: LastRun) -> bool {
        let key = record_key(variant, kind);
        let beaten = self.best.record(key.clone(), run.score);
        self.last.insert(key, run);
        beaten
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::storage::store::{Memory, Store};

    fn run(score: u32, missed: &[&str]) -> LastRun {
        LastRun { score, missed: missed.iter().map(|s| s.to_string()).collect() }
    }

    #[test]
    fn the_best_score_and_the_last_run_are_kept_per_rule_set_and_kind() {
        let mut records = RunRecords::default();
        assert_eq!(records.best(Variant::English, RunKind::Streak), None);
        assert!(records.record(Variant::English, RunKind::Streak, run(4, &["english-0012"])));
        assert!(
            !records.record(Variant::English, RunKind::Streak, run(2, &["english-0100"])),
            "lower is no record"
        );
        assert_eq!(records.best(Variant::English, RunKind::Streak), Some(4));
        assert_eq!(records.last(Variant::English, RunKind::Streak), Some(&run(2, &["english-0100"])));
        assert_eq!(records.best(Variant::English, RunKind::Storm), None, "a storm is its own record");
        assert_eq!(records.best(Variant::International, RunKind::Streak), None, "so is each rule set");
        assert!(
            !records.record(Variant::Russian, RunKind::Storm, run(0, &["russian-0001"])),
            "nothing solved is no record"
        );
        assert_eq!(records.best(Variant::Russian, RunKind::Storm), Some(0));
    }

    #[test]
    fn records_survive_a_round_trip_through_storage_and_a_damaged_one_starts_afresh() {
        let mut records = RunRecords::default();
        records.record(Variant::International, RunKind::Storm, run(21, &["international-0003"]));
        let json = serde_json::to_string(&records).unwrap();
        assert_eq!(
            json,
            r#"{"best":{"international/storm":21},"last":{"international/storm":{"score":21,"missed":["international-0003"]}}}"#
        );
        let mut store = Store::open(Ok(Box::new(Memory::default())));
        store.save(&records);
        assert_eq!(store.load::<RunRecords>(), records);
        assert_eq!(RunRecords::key(), "damas.v1.puzzle-runs");
        store.write_raw(&RunRecords::key(), r#"{"best":{"x":"y"}}"#).unwrap();
        assert_eq!(store.load::<RunRecords>(), RunRecords::default());
    }
}

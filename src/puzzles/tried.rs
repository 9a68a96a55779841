//! The latest result of one puzzle tried (plain Rust, tested natively):
//! how its first attempt (the rated one) and its latest ended, how many
//! attempts, when, and when it comes back ([`Revisit`]). Kept per puzzle
//! in [`crate::puzzles::puzzle_store`]; the fields added over time have
//! defaults, so progress saved before them still reads.

use damas_engine::Variant;
use serde::{Deserialize, Serialize};

use crate::puzzles::{Day, Grade, Revisit};

/// The latest result of one puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tried {
    /// The rule set's id.
    pub variant: String,
    /// How the first attempt ended (the rated one).
    pub first: Grade,
    /// How the latest attempt ended.
    pub last: Grade,
    /// Attempts finished.
    pub attempts: u32,
    /// The day of the latest attempt.
    pub day: Day,
    /// Order of the latest attempt among all (for "most recent first").
    #[serde(default)]
    pub seq: u64,
    /// When it comes back, once missed (progress saved before this was
    /// kept has none: [`Tried::next_revisit`] then reads it off the latest
    /// result).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revisit: Option<Revisit>,
    /// Order of the first attempt among all (0 in progress saved before
    /// this was kept: [`Tried::first_order`] then takes the latest's).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub first_seq: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl Tried {
    /// The first attempt at a puzzle of `variant`, finished on `today` with
    /// `outcome`, `seq`-th among all attempts.
    pub fn first_attempt(variant: Variant, outcome: Grade, today: Day, seq: u64) -> Tried {
        Tried {
            variant: variant.id().to_string(),
            first: outcome,
            last: outcome,
            attempts: 1,
            day: today,
            seq,
            revisit: Revisit::after(None, outcome, today),
            first_seq: seq,
        }
    }

    /// Another attempt, finished on `today` with `outcome`, `seq`-th among
    /// all: the latest result and the schedule follow it; the first stays.
    pub fn another_attempt(&mut self, outcome: Grade, today: Day, seq: u64) {
        self.same_attempt_ended(outcome, today);
        self.attempts = self.attempts.saturating_add(1);
        self.day = today;
        self.seq = seq;
    }

    /// The latest attempt ended again (solved after a wrong try, in the
    /// same attempt): its result and the schedule follow, nothing is
    /// counted twice.
    pub fn same_attempt_ended(&mut self, outcome: Grade, today: Day) {
        self.revisit = Revisit::after(self.next_revisit(), outcome, today);
        self.last = outcome;
    }

    /// When the first attempt was made, among all attempts: what the
    /// motif ratings are replayed in.
    pub fn first_order(&self) -> u64 {
        if self.first_seq == 0 {
            self.seq
        } else {
            self.first_seq
        }
    }

    /// When the puzzle comes back, if it does. Progress saved before
    /// revisits were kept: a missed latest attempt comes back the next day.
    pub fn next_revisit(&self) -> Option<Revisit> {
        self.revisit.or_else(|| (!self.last.is_clean()).then_some(Revisit { due: self.day + 1, step: 0 }))
    }

    /// Whether it comes back on `today` or was due before.
    pub fn is_due(&self, today: Day) -> bool {
        self.next_revisit().is_some_and(|r| r.is_due(today))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_attempt_keeps_the_first_result_and_follows_the_latest() {
        let mut t = Tried::first_attempt(Variant::Brazilian, Grade::Failed, 50, 1);
        assert_eq!((t.attempts, t.first_order(), t.revisit), (1, 1, Some(Revisit { due: 51, step: 0 })));
        t.another_attempt(Grade::Clean, 51, 4);
        assert_eq!((t.first, t.last, t.attempts, t.day, t.seq), (Grade::Failed, Grade::Clean, 2, 51, 4));
        assert_eq!(t.first_order(), 1);
        assert_eq!(t.revisit, Some(Revisit { due: 54, step: 1 }));
    }

    #[test]
    fn solving_after_a_wrong_try_in_the_same_attempt_counts_no_new_attempt() {
        let mut t = Tried::first_attempt(Variant::Brazilian, Grade::Failed, 9, 1);
        t.same_attempt_ended(Grade::Helped, 9);
        assert_eq!((t.attempts, t.last), (1, Grade::Helped));
        assert!(t.is_due(10) && !t.is_due(9));
    }

    #[test]
    fn a_result_saved_before_revisits_comes_back_the_day_after_a_miss() {
        let mut t = Tried::first_attempt(Variant::Brazilian, Grade::Helped, 50, 3);
        t.revisit = None;
        t.first_seq = 0;
        assert_eq!(t.next_revisit(), Some(Revisit { due: 51, step: 0 }));
        assert_eq!(t.first_order(), 3);
        t.last = Grade::Clean;
        assert_eq!(t.next_revisit(), None);
    }
}

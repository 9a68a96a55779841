//! When a missed puzzle comes back (plain Rust, tested natively): a miss
//! (not solved first try) brings it back the next day; solved first try
//! when due, it comes back after the next interval of [`REVISIT_DAYS`];
//! solved first try after the last interval, it is learnt and comes back no
//! more; solved first try before it is due, nothing moves. Each puzzle's
//! schedule is kept with its result ([`crate::puzzles::Tried`]).

use serde::{Deserialize, Serialize};

use crate::puzzles::{Day, Grade};

/// Days after which a missed puzzle comes back, one after the other.
pub const REVISIT_DAYS: [Day; 3] = [1, 3, 7];

/// When a missed puzzle comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Revisit {
    /// The day it is due.
    pub due: Day,
    /// Which interval of [`REVISIT_DAYS`] brought it there.
    pub step: u8,
}

impl Revisit {
    /// The schedule after an attempt finished on `today` with `outcome`,
    /// given the schedule before it (`None`: not coming back, as a puzzle
    /// never tried).
    ///
    /// ```
    /// use damas_app::puzzles::{Grade, Revisit};
    /// assert_eq!(Revisit::after(None, Grade::Helped, 10), Some(Revisit { due: 11, step: 0 }));
    /// assert_eq!(Revisit::after(None, Grade::Clean, 10), None);
    /// ```
    pub fn after(current: Option<Revisit>, outcome: Grade, today: Day) -> Option<Revisit> {
        if !outcome.is_clean() {
            return Some(Revisit { due: today + REVISIT_DAYS[0], step: 0 });
        }
        match current {
            Some(r) if today < r.due => Some(r),
            Some(r) => {
                let step = usize::from(r.step) + 1;
                REVISIT_DAYS.get(step).map(|days| Revisit { due: today + days, step: step as u8 })
            }
            None => None,
        }
    }

    /// Whether it is due on `today` (on its day or any later one).
    pub fn is_due(self, today: Day) -> bool {
        self.due <= today
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missed_puzzle_comes_back_after_one_three_and_seven_days_until_solved_first_try() {
        let mut r = Revisit::after(None, Grade::Failed, 100);
        assert_eq!(r, Some(Revisit { due: 101, step: 0 }));
        // Solved first try before it is due: nothing moves.
        r = Revisit::after(r, Grade::Clean, 100);
        assert_eq!(r, Some(Revisit { due: 101, step: 0 }));
        assert!(!r.unwrap().is_due(100));
        // Due on day 101 (and later, when the learner skipped a day).
        assert!(r.unwrap().is_due(101) && r.unwrap().is_due(105));
        // Solved first try on day 102: back in three days, then seven.
        r = Revisit::after(r, Grade::Clean, 102);
        assert_eq!(r, Some(Revisit { due: 105, step: 1 }));
        assert!(!r.unwrap().is_due(104));
        r = Revisit::after(r, Grade::Clean, 105);
        assert_eq!(r, Some(Revisit { due: 112, step: 2 }));
        // Missed again: the next day, from the start.
        r = Revisit::after(r, Grade::Helped, 112);
        assert_eq!(r, Some(Revisit { due: 113, step: 0 }));
        for (day, due) in [(113, 116), (116, 123)] {
            r = Revisit::after(r, Grade::Clean, day);
            assert_eq!(r.map(|r| r.due), Some(due));
        }
        // First try after the last interval: learnt, it comes back no more.
        assert_eq!(Revisit::after(r, Grade::Clean, 123), None);
    }

    #[test]
    fn a_puzzle_solved_first_try_at_its_first_attempt_never_comes_back() {
        assert_eq!(Revisit::after(None, Grade::Clean, 7), None);
        assert_eq!(Revisit::after(None, Grade::Failed, 7), Some(Revisit { due: 8, step: 0 }));
    }
}

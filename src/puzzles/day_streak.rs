//! The day streak (plain Rust, tested natively): consecutive days on which
//! a daily puzzle (of any rule set) was solved on its day, with or without
//! help, not when the solution was shown. The solved days are kept per
//! rule set in [`crate::puzzles::puzzle_store`].

use std::collections::{BTreeMap, BTreeSet};

use crate::puzzles::{Day, Grade};

/// The solved days as the puzzles' stored progress keeps them (its
/// `daily` field, by rule-set id), the rest of it unread.
#[derive(miniserde::Deserialize)]
struct StoredDays {
    daily: Option<BTreeMap<String, Vec<Day>>>,
}

/// The days on which a daily puzzle was solved, of every rule set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DayStreak {
    days: BTreeSet<Day>,
}

impl DayStreak {
    /// The streak of these solved days (in any order, repeated or not).
    pub fn of_days(days: impl IntoIterator<Item = Day>) -> DayStreak {
        DayStreak { days: days.into_iter().collect() }
    }

    /// The streak kept in the puzzles' stored progress (`raw`, as
    /// [`crate::puzzles::PuzzleProgress`] stores it), read without the rest
    /// of it: the home page shows the streak, and reading the whole
    /// progress (by serde_json) would weigh on the first page's module.
    /// `None` when the value is unreadable.
    pub fn of_stored(raw: &str) -> Option<DayStreak> {
        let stored: StoredDays = miniserde::json::from_str(raw).ok()?;
        Some(DayStreak::of_days(stored.daily.unwrap_or_default().into_values().flatten()))
    }

    /// Whether an attempt ending with `outcome` counts for the streak: it
    /// was the daily puzzle (`daily`), solved with or without help.
    pub fn counts(daily: bool, outcome: Grade) -> bool {
        daily && outcome.is_solved()
    }

    /// The streak on `today`: consecutive solved days up to today. Today
    /// not solved yet does not break it (the day is not over); a missed
    /// earlier day does.
    pub fn on(&self, today: Day) -> u32 {
        let mut day = if self.days.contains(&today) { today } else { today - 1 };
        let mut n = 0;
        while self.days.contains(&day) {
            n += 1;
            day -= 1;
        }
        n
    }

    /// The longest streak ever.
    pub fn best(&self) -> u32 {
        let mut best = 0;
        let mut run = 0;
        let mut prev: Option<Day> = None;
        for &d in &self.days {
            run = if prev == Some(d - 1) { run + 1 } else { 1 };
            best = best.max(run);
            prev = Some(d);
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_streak_counts_consecutive_solved_days() {
        assert_eq!(DayStreak::default().on(100), 0);
        assert_eq!(DayStreak::of_days([100]).on(100), 1);
        // The next day, before solving: still 1; after: 2.
        assert_eq!(DayStreak::of_days([100]).on(101), 1);
        assert_eq!(DayStreak::of_days([100, 101]).on(101), 2);
        // A missed day breaks it.
        assert_eq!(DayStreak::of_days([100, 101]).on(103), 0);
        let days = DayStreak::of_days([103, 100, 101, 101]);
        assert_eq!(days.on(103), 1);
        assert_eq!(days.best(), 2);
    }

    /// The home page's streak is the puzzles page's.
    #[test]
    fn the_streak_read_alone_is_the_stored_progress_streak() {
        use crate::kernel::storage::store::Persisted;
        use crate::puzzles::PuzzleProgress;
        use damas_engine::Variant;
        let mut progress = PuzzleProgress::default();
        for (variant, day) in
            [(Variant::English, 100), (Variant::International, 101), (Variant::English, 102)]
        {
            progress.daily.entry(variant.id().to_string()).or_default().insert(day);
        }
        progress.seq = 7;
        let raw = progress.encode();
        assert!(raw.contains(r#""daily":{"english":[100,102],"international":[101]}"#), "{raw}");
        let alone = DayStreak::of_stored(&raw).unwrap();
        for today in 99..105 {
            assert_eq!(alone.on(today), progress.streak(today), "{today}");
        }
        assert_eq!(alone.on(102), 3);
        assert_eq!(DayStreak::of_stored("{}"), Some(DayStreak::default()));
        assert_eq!(DayStreak::of_stored(r#"{"daily":{"english":["x"]}}"#), None);
        assert_eq!(DayStreak::of_stored("{not json"), None);
    }

    #[test]
    fn only_the_daily_puzzle_solved_counts_with_or_without_help() {
        assert!(DayStreak::counts(true, Grade::Clean));
        assert!(DayStreak::counts(true, Grade::Helped));
        assert!(!DayStreak::counts(true, Grade::Failed));
        assert!(!DayStreak::counts(false, Grade::Clean));
    }
}

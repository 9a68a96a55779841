//! The puzzle of the day: the same for everyone, offline, from the date.
//!
//! Days are **UTC** calendar days, numbered from 1970-01-01 (day 0): at any
//! moment every user sees the same puzzle, and it changes at 00:00 UTC
//! (21:00 in Brasília). A rule set's puzzles (sorted by id) are shuffled
//! once by a fixed permutation (Fisher–Yates driven by a SplitMix64 stream
//! from a constant seed); day `d` gets the puzzle at `d mod n` in that
//! order. So a rule set with `n` puzzles never repeats one within `n`
//! consecutive days (a year and 26 days for Brazilian's 391), and every
//! puzzle comes once per cycle.

use damas_engine::Variant;

use super::catalog::{catalog, Entry};

/// A UTC day: days since 1970-01-01.
pub type Day = i64;

/// The seed of the permutation. Changing it changes every day's puzzle.
const SEED: u64 = 0x0DA3_A5D1_1E5E_ED01;

const MS_PER_DAY: f64 = 86_400_000.0;

/// The day of a time in milliseconds since the Unix epoch (`Date.now()`);
/// a time that is not a number counts as day 0.
pub fn day_number(unix_ms: f64) -> Day {
    if unix_ms.is_finite() {
        (unix_ms / MS_PER_DAY).floor() as Day
    } else {
        0
    }
}

/// The calendar date (year, month 1–12, day 1–31) of a day, proleptic
/// Gregorian.
pub fn day_date(day: Day) -> (i64, u32, u32) {
    // Shift to 0000-03-01 so that leap days end each 4/100/400-year cycle.
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097); // day of era, 0..=146096
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365; // 0..=399
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100); // 0..=365, from March 1st
    let mp = (5 * doy + 2) / 153; // March = 0
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// `YYYY-MM-DD`.
pub fn iso_date(day: Day) -> String {
    let (y, m, d) = day_date(day);
    format!("{y:04}-{m:02}-{d:02}")
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The fixed order of `n` puzzles: a permutation of `0..n`.
pub fn permutation(n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    let mut state = SEED;
    for i in (1..n).rev() {
        let j = (splitmix(&mut state) % (i as u64 + 1)) as usize;
        order.swap(i, j);
    }
    order
}

/// The index (in id order) of day `day`'s puzzle among `n` puzzles.
pub fn daily_index(n: usize, day: Day) -> Option<usize> {
    if n == 0 {
        return None;
    }
    let k = day.rem_euclid(n as i64) as usize;
    Some(permutation(n)[k])
}

/// The puzzle of the day for a rule set.
pub fn daily(variant: Variant, day: Day) -> Option<&'static Entry> {
    let c = catalog(variant);
    daily_index(c.len(), day).map(|i| &c.entries[i])
}

/// The day (among the `back` days up to `today`) whose daily puzzle is
/// `id`, the latest first.
pub fn day_of(variant: Variant, id: &str, today: Day, back: i64) -> Option<Day> {
    (0..back.max(1)).map(|k| today - k).find(|&d| daily(variant, d).is_some_and(|e| e.id() == id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn dates_are_utc_calendar_days() {
        assert_eq!(day_number(0.0), 0);
        assert_eq!(iso_date(0), "1970-01-01");
        // 2026-11-30T12:00:00Z and one millisecond before midnight.
        assert_eq!(iso_date(day_number(1_796_040_000_000.0)), "2026-11-30");
        assert_eq!(day_number(1_796_083_199_999.0), day_number(1_796_040_000_000.0));
        assert_eq!(day_number(1_796_083_200_000.0), day_number(1_796_040_000_000.0) + 1);
        assert_eq!(iso_date(day_number(951_782_400_000.0)), "2000-02-29");
        assert_eq!(iso_date(-1), "1969-12-31");
        assert_eq!(day_number(f64::NAN), 0);
        // Every day of four centuries maps to a valid, increasing date.
        let mut prev = day_date(-1);
        for d in 0..146_097 {
            let date = day_date(d);
            assert!(date > prev, "{d}: {date:?} after {prev:?}");
            assert!((1..=12).contains(&date.1) && (1..=31).contains(&date.2));
            prev = date;
        }
    }

    #[test]
    fn the_permutation_is_fixed_and_complete() {
        let p = permutation(391);
        assert_eq!(p, permutation(391));
        let set: HashSet<usize> = p.iter().copied().collect();
        assert_eq!(set.len(), 391);
        assert!(set.iter().all(|&i| i < 391));
        // Shuffled, not the identity.
        assert!(p.iter().enumerate().filter(|(i, v)| i == *v).count() < 20);
        assert_eq!(daily_index(0, 5), None);
        assert_eq!(daily_index(1, -7), Some(0));
    }

    #[test]
    fn brazilian_does_not_repeat_within_its_cycle() {
        crate::puzzles::catalog::load_repository_files();
        let n = catalog(Variant::Brazilian).len() as i64;
        let start = 20_000;
        let ids: HashSet<&str> =
            (start..start + n).map(|d| daily(Variant::Brazilian, d).unwrap().id()).collect();
        assert_eq!(ids.len() as i64, n);
        // Any window of n consecutive days, across a cycle boundary too.
        let from = n * 52 - 100;
        let ids: HashSet<&str> =
            (from..from + n).map(|d| daily(Variant::Brazilian, d).unwrap().id()).collect();
        assert_eq!(ids.len() as i64, n);
        // Consecutive days differ, and the choice is the same every time.
        assert_ne!(
            daily(Variant::Brazilian, start).unwrap().id(),
            daily(Variant::Brazilian, start + 1).unwrap().id()
        );
        assert_eq!(
            daily(Variant::Brazilian, start).unwrap().id(),
            daily(Variant::Brazilian, start).unwrap().id()
        );
    }

    #[test]
    fn day_of_finds_recent_days() {
        crate::puzzles::catalog::load_repository_files();
        let today = 20_500;
        let id = daily(Variant::Thai, today - 3).unwrap().id().to_string();
        assert_eq!(day_of(Variant::Thai, &id, today, 30), Some(today - 3));
        assert_eq!(day_of(Variant::Thai, &id, today, 2), None);
    }
}

//! The puzzle of the day: the same for everyone, offline, from the date.
//!
//! Days are **UTC** calendar days, numbered from 1970-01-01 (day 0): at any
//! moment every user sees the same puzzle, and it changes at 00:00 UTC
//! (21:00 in Brasília).
//!
//! The days alternate between the motifs the app is about and the rest:
//! on even days a **capture motif** (a shot: a sacrifice the opponent must
//! take; or a tactic the majority law or the Italian rule forces), on odd
//! days any other tactic (breakthroughs, material, endings). So the capture
//! motifs, 40 to 55 % of the tactics, are half the daily puzzles. Each
//! group (sorted by id) is shuffled once by a fixed permutation
//! (Fisher–Yates driven by the engine's seeded generator, ChaCha8, from a
//! constant seed: the same permutation in every version, see
//! `damas_engine::seeded`); day
//! `d` of a group gets its puzzle at `(d div 2) mod n`. So no puzzle comes
//! back within twice its group's size in days (over 1,000 for Brazilian's
//! capture motifs), and every puzzle comes once per cycle of its group. A
//! rule set with only one group uses it every day.

use damas_engine::seeded;
use damas_engine::teaching::Theme;
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

/// The fixed order of `n` puzzles: a permutation of `0..n`.
pub fn permutation(n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    let mut rng = seeded::from_seed(SEED);
    for i in (1..n).rev() {
        let j = seeded::below(&mut rng, i as u64 + 1) as usize;
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

/// Whether a puzzle is of the capture motifs the daily puzzle favours.
pub fn is_capture_motif(entry: &Entry) -> bool {
    entry
        .puzzle
        .themes
        .iter()
        .any(|t| matches!(t, Theme::Shot | Theme::ForcedByMajority | Theme::ForcedByTiebreak))
}

/// The index (in id order) of day `day`'s puzzle among puzzles of which
/// `favoured` tells the capture motifs: even days a capture motif, odd days
/// another, each group in its own fixed order; one group every day when the
/// other is empty.
pub fn daily_index_by_motif(favoured: &[bool], day: Day) -> Option<usize> {
    let group = |want: bool| -> Vec<usize> { (0..favoured.len()).filter(|&i| favoured[i] == want).collect() };
    let (motifs, others) = (group(true), group(false));
    if motifs.is_empty() || others.is_empty() {
        return daily_index(favoured.len(), day);
    }
    let chosen = if day.rem_euclid(2) == 0 { &motifs } else { &others };
    daily_index(chosen.len(), day.div_euclid(2)).map(|k| chosen[k])
}

/// The puzzle of the day for a rule set, among the tactics of the
/// engine's games: the tactics from people's games (a filter of their own)
/// leave every day's puzzle as it was.
pub fn daily(variant: Variant, day: Day) -> Option<&'static Entry> {
    let pool: Vec<&'static Entry> = catalog(variant).entries.iter().filter(|e| e.human.is_none()).collect();
    let favoured: Vec<bool> = pool.iter().copied().map(is_capture_motif).collect();
    daily_index_by_motif(&favoured, day).map(|i| pool[i])
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
    fn the_days_alternate_capture_motifs_and_the_rest_without_repeats() {
        // Three motifs among ten puzzles: even days cycle the three, odd
        // days the seven.
        let favoured = [false, true, false, false, true, false, false, true, false, false];
        let days = 20_000..20_042;
        let picks: Vec<usize> = days.clone().map(|d| daily_index_by_motif(&favoured, d).unwrap()).collect();
        for (d, &i) in days.clone().zip(&picks) {
            assert_eq!(favoured[i], d % 2 == 0, "day {d}: puzzle {i}");
        }
        // Within twice a group's size in days, no puzzle of it comes twice.
        let motif_days: HashSet<usize> = picks.iter().step_by(2).take(3).copied().collect();
        assert_eq!(motif_days.len(), 3);
        let other_days: HashSet<usize> = picks.iter().skip(1).step_by(2).take(7).copied().collect();
        assert_eq!(other_days.len(), 7);
        // One group alone: every day from it, the plain cycle.
        assert_eq!(daily_index_by_motif(&[true, true, true], 5), daily_index(3, 5));
        assert_eq!(daily_index_by_motif(&[], 5), None);
    }

    #[test]
    fn brazilian_favours_capture_motifs_and_does_not_repeat_within_a_cycle() {
        crate::puzzles::catalog::load_repository_files();
        let c = catalog(Variant::Brazilian);
        let motifs = c.entries.iter().filter(|e| is_capture_motif(e)).count() as i64;
        let others = c.len() as i64 - motifs;
        assert!(motifs > 100 && others > 100, "{motifs} of {}", c.len());
        // Any window of twice the smaller group's size in days, across
        // cycles too: no repeat, and half the days are capture motifs.
        let group = motifs.min(others);
        for from in [20_000, group * 52 - 100] {
            let picks: Vec<&Entry> =
                (from..from + 2 * group).map(|d| daily(Variant::Brazilian, d).unwrap()).collect();
            let ids: HashSet<&str> = picks.iter().map(|e| e.id()).collect();
            assert_eq!(ids.len(), picks.len(), "a repeat within {} days", 2 * group);
            let favoured = picks.iter().filter(|e| is_capture_motif(e)).count() as i64;
            assert_eq!(favoured, group, "half the days are capture motifs");
        }
        // The choice is the same every time.
        assert_eq!(
            daily(Variant::Brazilian, 20_000).unwrap().id(),
            daily(Variant::Brazilian, 20_000).unwrap().id()
        );
    }

    #[test]
    fn the_tactics_from_people_s_games_change_no_day_s_puzzle() {
        crate::puzzles::catalog::load_repository_files();
        let text =
            std::fs::read_to_string(format!("{}/puzzles/tactics/english.pdn", env!("CARGO_MANIFEST_DIR")))
                .unwrap();
        let engine_only: String = text
            .split("\n\n[Event")
            .filter(|game| !game.contains("[Origin "))
            .collect::<Vec<_>>()
            .join("\n\n[Event");
        let without = crate::puzzles::Catalog::from_pdn(
            Variant::English,
            damas_engine::teaching::Kind::Tactic,
            &engine_only,
        );
        assert!(
            without.len() < catalog(Variant::English).len(),
            "the English tactics hold some from people's games"
        );
        let favoured: Vec<bool> = without.entries.iter().map(is_capture_motif).collect();
        for day in 20_000..20_400 {
            let before = daily_index_by_motif(&favoured, day).map(|i| without.entries[i].id().to_string());
            assert_eq!(daily(Variant::English, day).map(|e| e.id().to_string()), before, "day {day}");
        }
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

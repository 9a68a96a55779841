//! Training by motif (plain Rust, tested natively): the motifs a rule
//! set's tactics show, in the order a learner meets them; the example each
//! motif's page draws; and the dashboard: per motif, how many are solved, the
//! first-try accuracy and the learner's rating on that motif alone after
//! each first attempt (replayed with the same Glicko-2 update as the
//! puzzles' rating).

use damas_engine::teaching::Theme;

use super::catalog::{Catalog, Entry};
use super::rating::{puzzle_rating, Glicko};
use crate::puzzles::puzzle_store::PuzzleProgress;

/// The motifs of tactics, in the order the list and dashboard show them
/// (the engine's [`Theme::MOTIFS`]).
pub const MOTIFS: [Theme; 11] = Theme::MOTIFS;

/// The motifs a catalogue has, each with its number of puzzles, in
/// [`MOTIFS`] order.
pub fn motifs(catalog: &Catalog) -> Vec<(Theme, usize)> {
    MOTIFS.into_iter().map(|t| (t, catalog.with_theme(Some(t)).count())).filter(|&(_, n)| n > 0).collect()
}

/// The puzzle a motif's page draws: the easiest, shortest one with the
/// motif, light to move if there is one (the diagram is drawn from light's
/// side), the first by id among equals.
pub fn example(catalog: &Catalog, theme: Theme) -> Option<&Entry> {
    catalog.with_theme(Some(theme)).min_by_key(|e| {
        let dark = e.start.side_to_move() != damas_engine::Color::White;
        (dark, e.puzzle.difficulty, e.line.len(), e.number())
    })
}

/// How the learner does on one motif of a rule set.
#[derive(Clone, Debug, PartialEq)]
pub struct MotifStats {
    pub theme: Theme,
    /// The motif's puzzles in the rule set.
    pub total: usize,
    /// Those tried at least once, those solved (on any attempt) and those
    /// solved cleanly on the first attempt.
    pub tried: usize,
    pub solved: usize,
    pub first_try: usize,
    /// The rating on this motif alone after each first attempt, oldest
    /// first (from the starting rating).
    pub trend: Vec<i32>,
}

impl MotifStats {
    /// First-try accuracy, in whole per cent; `None` before any attempt.
    pub fn accuracy(&self) -> Option<u32> {
        (self.tried > 0).then(|| (100 * self.first_try as u32 + self.tried as u32 / 2) / self.tried as u32)
    }
}

/// The dashboard of a rule set's tactics: one row per motif the catalogue
/// has ([`motifs`] order).
pub fn dashboard(catalog: &Catalog, progress: &PuzzleProgress) -> Vec<MotifStats> {
    motifs(catalog)
        .into_iter()
        .map(|(theme, total)| {
            let mut tried: Vec<(u64, u8, bool, bool)> = catalog
                .with_theme(Some(theme))
                .filter_map(|e| {
                    let t = progress.tried.get(e.id())?;
                    Some((
                        t.first_order(),
                        e.puzzle.difficulty,
                        t.first.is_clean(),
                        t.last.is_solved() || t.first.is_solved(),
                    ))
                })
                .collect();
            tried.sort_by_key(|&(order, ..)| order);
            let mut glicko = Glicko::default();
            let trend = tried
                .iter()
                .map(|&(_, difficulty, clean, _)| {
                    glicko = glicko.update(puzzle_rating(difficulty), clean);
                    glicko.shown()
                })
                .collect();
            MotifStats {
                theme,
                total,
                tried: tried.len(),
                solved: tried.iter().filter(|t| t.3).count(),
                first_try: tried.iter().filter(|t| t.2).count(),
                trend,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::catalog::repository_tactics as catalog;
    use crate::puzzles::filter::{Band, Filter};
    use crate::puzzles::Grade;
    use damas_engine::Variant;

    #[test]
    fn every_tactic_theme_is_a_motif_and_the_capture_motifs_come_first() {
        for theme in Theme::ALL.into_iter().filter(|t| !t.is_rule()) {
            assert!(MOTIFS.contains(&theme), "{theme}");
        }
        assert_eq!(&MOTIFS[..3], &[Theme::Shot, Theme::ForcedByMajority, Theme::ForcedByTiebreak]);
        // English checkers has no majority law: its list leaves it out.
        let english = motifs(catalog(Variant::English));
        assert!(english.iter().all(|&(t, n)| t != Theme::ForcedByMajority && n > 0));
        assert!(motifs(catalog(Variant::Brazilian)).iter().any(|&(t, _)| t == Theme::ForcedByMajority));
    }

    #[test]
    fn a_filtered_list_has_every_puzzle_of_the_motif_and_band_and_no_other() {
        let c = catalog(Variant::Brazilian);
        let hard_shots = Filter { theme: Some(Theme::Shot), band: Some(Band::Hard), human: false };
        let kept = c.filtered(hard_shots).count();
        assert!(kept > 0);
        let by_hand =
            c.entries.iter().filter(|e| e.puzzle.themes.contains(&Theme::Shot) && e.puzzle.difficulty >= 4);
        assert_eq!(kept, by_hand.count());
        assert_eq!(c.filtered(Filter::default()).count(), c.len());
    }

    #[test]
    fn a_motifs_example_is_its_easiest_puzzle_with_light_to_move() {
        let c = catalog(Variant::Brazilian);
        for (theme, _) in motifs(c) {
            let e = example(c, theme).unwrap();
            assert!(e.puzzle.themes.contains(&theme));
            let light =
                c.with_theme(Some(theme)).any(|x| x.start.side_to_move() == damas_engine::Color::White);
            if light {
                assert_eq!(e.start.side_to_move(), damas_engine::Color::White, "{theme}");
                let easiest = c
                    .with_theme(Some(theme))
                    .filter(|x| x.start.side_to_move() == damas_engine::Color::White)
                    .map(|x| x.puzzle.difficulty)
                    .min();
                assert_eq!(Some(e.puzzle.difficulty), easiest);
            }
        }
    }

    #[test]
    fn the_dashboard_counts_first_tries_and_rates_each_motif_on_its_own() {
        let c = catalog(Variant::Brazilian);
        let shots: Vec<&Entry> = c.with_theme(Some(Theme::Shot)).take(3).collect();
        let mut p = PuzzleProgress::default();
        // Solved first try, missed then solved, missed.
        p.record(Variant::Brazilian, shots[0].id(), shots[0].puzzle.difficulty, Grade::Clean, 10, false);
        p.record(Variant::Brazilian, shots[1].id(), shots[1].puzzle.difficulty, Grade::Failed, 11, false);
        p.record(Variant::Brazilian, shots[1].id(), shots[1].puzzle.difficulty, Grade::Clean, 12, false);
        p.record(Variant::Brazilian, shots[2].id(), shots[2].puzzle.difficulty, Grade::Failed, 12, false);
        let rows = dashboard(c, &p);
        let shot = rows.iter().find(|r| r.theme == Theme::Shot).unwrap();
        assert_eq!((shot.tried, shot.solved, shot.first_try), (3, 2, 1));
        assert_eq!(shot.accuracy(), Some(33));
        assert_eq!(shot.trend.len(), 3);
        assert!(shot.trend[0] > crate::puzzles::START_RATING as i32, "a first-try solve raises it");
        assert!(shot.trend[1] < shot.trend[0], "a miss lowers it: {:?}", shot.trend);
        // A motif none of those puzzles has: nothing tried, no accuracy.
        let untouched =
            rows.iter().find(|r| !shots.iter().any(|e| e.puzzle.themes.contains(&r.theme))).unwrap();
        assert_eq!((untouched.tried, untouched.accuracy(), untouched.trend.len()), (0, None, 0));
        assert_eq!(rows.len(), motifs(c).len());
    }
}

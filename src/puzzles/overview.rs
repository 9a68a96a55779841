//! What the puzzles page shows, worked out in plain Rust (tested natively;
//! the view in `crate::puzzles::puzzles_page` only draws it): the history with the
//! puzzles due again today and how many come back later, the past days'
//! puzzles, and where "next unsolved" and a solved puzzle's "next" go.

use damas_engine::teaching::Kind;
use damas_engine::Variant;

use super::catalog::{Catalog, Entry};
use super::daily::daily;
use super::filter::Filter;
use super::{Day, Grade};
use crate::puzzles::puzzle_store::PuzzleProgress;

/// One line of the history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryRow {
    pub id: String,
    /// The puzzle's number in its catalogue.
    pub number: u32,
    pub last: Grade,
    pub day: Day,
    pub attempts: u32,
}

/// The history of a tab (tactics or drills) of one rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History {
    /// The latest attempts, most recent first, at most `shown`; puzzles no
    /// longer in the set are left out.
    pub rows: Vec<HistoryRow>,
    /// The ids due again today, in the order they come (the tactics' tab
    /// includes the mistakes from the learner's games).
    pub due: Vec<String>,
    /// How many missed ones come back on a later day.
    pub later: usize,
}

/// The history of `catalog`'s tab on day `today`.
pub fn history(catalog: &Catalog, progress: &PuzzleProgress, today: Day, shown: usize) -> History {
    let v = catalog.variant;
    let rows = progress
        .history(v)
        .into_iter()
        .filter_map(|(id, t)| {
            let e = catalog.get(id)?;
            Some(HistoryRow {
                id: id.to_string(),
                number: e.number(),
                last: t.last,
                day: t.day,
                attempts: t.attempts,
            })
        })
        .take(shown)
        .collect();
    // Mistakes from the learner's games join the tactics' queue.
    let from_games = catalog.kind == Kind::Tactic;
    let mine = |id: &str| catalog.get(id).is_some() || (from_games && progress.game_mistake(id).is_some());
    let due = progress.due(v, today).into_iter().filter(|id| mine(id)).map(str::to_string).collect();
    let later = progress
        .history(v)
        .into_iter()
        .filter(|(id, t)| mine(id) && t.next_revisit().is_some_and(|r| r.due > today))
        .count();
    History { rows, due, later }
}

/// One past day's puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PastDay {
    pub day: Day,
    pub entry: &'static Entry,
    /// Its latest result, and whether it was solved on its own day.
    pub result: Option<Grade>,
    pub on_the_day: bool,
}

/// The puzzles of the `days` days before `today`, the latest first.
pub fn past_days(variant: Variant, progress: &PuzzleProgress, today: Day, days: i64) -> Vec<PastDay> {
    (1..=days)
        .filter_map(|k| {
            let day = today - k;
            let entry = daily(variant, day)?;
            Some(PastDay {
                day,
                entry,
                result: progress.result(entry.id()),
                on_the_day: progress.daily_solved(variant, day),
            })
        })
        .collect()
}

/// "Next unsolved": the first puzzle the filter keeps that was never
/// tried, else the first not solved cleanly.
pub fn next_unsolved<'a>(
    catalog: &'a Catalog,
    progress: &PuzzleProgress,
    filter: Filter,
) -> Option<&'a Entry> {
    catalog
        .filtered(filter)
        .find(|e| progress.result(e.id()).is_none())
        .or_else(|| catalog.filtered(filter).find(|e| progress.result(e.id()) != Some(Grade::Clean)))
}

/// Where "next" goes from puzzle `id`: in the queue of puzzles due today
/// (`due`), the next one due (a mistake from a game after the set's
/// puzzles); otherwise the next puzzle the filter keeps that is not
/// solved cleanly. `None`: back to the list.
pub fn next_after(
    catalog: &Catalog,
    progress: &PuzzleProgress,
    id: &str,
    filter: Filter,
    due: bool,
    today: Day,
) -> Option<String> {
    if due {
        let list = progress.due(catalog.variant, today);
        catalog
            .next_after(id, Filter::default(), |n| list.contains(&n.id()))
            .map(|n| n.id().to_string())
            .or_else(|| list.iter().find(|d| progress.game_mistake(d).is_some()).map(|d| d.to_string()))
    } else {
        catalog
            .next_after(id, filter, |n| progress.result(n.id()) != Some(Grade::Clean))
            .map(|n| n.id().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::catalog::repository_tactics as catalog;
    use crate::puzzles::filter::Band;
    use damas_engine::teaching::Theme;

    #[test]
    fn the_history_lists_the_latest_first_and_says_what_is_due_today_and_later() {
        let c = catalog(Variant::Brazilian);
        let ids: Vec<&str> = c.entries.iter().take(3).map(Entry::id).collect();
        let mut p = PuzzleProgress::default();
        p.record(Variant::Brazilian, ids[0], 1, Grade::Failed, 100, false);
        p.record(Variant::Brazilian, ids[1], 1, Grade::Clean, 101, false);
        p.record(Variant::Brazilian, ids[2], 1, Grade::Helped, 101, false);
        // A puzzle that is no longer in the set is not listed.
        p.record(Variant::Brazilian, "brazilian-t9990", 1, Grade::Failed, 101, false);
        let h = history(c, &p, 101, 20);
        let listed: Vec<&str> = h.rows.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(listed, [ids[2], ids[1], ids[0]]);
        assert_eq!(h.rows[2].number, c.get(ids[0]).unwrap().number());
        // The first miss is due the day after (101); the help, the day after that.
        assert_eq!(h.due, [ids[0]]);
        assert_eq!(h.later, 1);
        assert_eq!(history(c, &p, 101, 2).rows.len(), 2);
        // The drills' tab has its own history.
        assert!(history(crate::puzzles::drills(Variant::Brazilian), &p, 101, 20).rows.is_empty());
    }

    #[test]
    fn the_past_days_are_the_daily_puzzles_of_the_days_before() {
        let p = PuzzleProgress::default();
        let days = past_days(Variant::Brazilian, &p, 20_500, 14);
        assert_eq!(days.len(), 14);
        assert_eq!(days[0].day, 20_499);
        for d in &days {
            assert_eq!(daily(Variant::Brazilian, d.day).unwrap().id(), d.entry.id());
            assert_eq!((d.result, d.on_the_day), (None, false));
        }
    }

    #[test]
    fn next_unsolved_keeps_the_filter_and_skips_what_is_solved_cleanly() {
        let c = catalog(Variant::Brazilian);
        let filter = Filter { theme: Some(Theme::Shot), band: Some(Band::Medium), human: false };
        let mut p = PuzzleProgress::default();
        let first = next_unsolved(c, &p, filter).unwrap();
        assert!(first.kept_by(filter));
        p.record(Variant::Brazilian, first.id(), first.puzzle.difficulty, Grade::Clean, 5, false);
        let second = next_unsolved(c, &p, filter).unwrap();
        assert_ne!(second.id(), first.id());
        assert!(second.kept_by(filter));
        // "Next" after solving keeps the filter too, and skips the clean one.
        let next = next_after(c, &p, second.id(), filter, false, 5).unwrap();
        assert!(c.get(&next).unwrap().kept_by(filter));
        assert_ne!(next, first.id());
    }

    #[test]
    fn next_in_the_queue_of_the_day_is_the_next_one_due() {
        let c = catalog(Variant::Brazilian);
        let ids: Vec<&str> = c.entries.iter().take(5).map(Entry::id).collect();
        let mut p = PuzzleProgress::default();
        for id in [ids[1], ids[3]] {
            p.record(Variant::Brazilian, id, 1, Grade::Failed, 10, false);
        }
        assert_eq!(next_after(c, &p, ids[1], Filter::default(), true, 11).as_deref(), Some(ids[3]));
        // Nothing else due: back to the list.
        p.record(Variant::Brazilian, ids[3], 1, Grade::Clean, 11, false);
        assert_eq!(next_after(c, &p, ids[1], Filter::default(), true, 11), None);
    }
}

//! Puzzle progress, stored as `damas.v2.puzzles` (plain Rust, tested
//! natively): what is kept and how. The days on which the daily puzzle was
//! solved (per rule set; the streak: [`DayStreak`]), the latest result of
//! every puzzle tried, tactics and drills alike (the history: [`Tried`],
//! with when each missed one comes back: [`crate::puzzles::Revisit`]), a
//! Glicko-2 tactics rating per rule set ([`Rating`]; drills are not rated)
//! and the mistakes from the learner's games replayed as puzzles. The
//! rules are those types'; this file records an attempt through them and
//! answers the pages' questions over what is kept.
//!
//! Version 1 (before tactics and drills were told apart) is migrated: the
//! solved days (the streak) and the history are kept, the Elo ratings —
//! earned on puzzles that could not be failed — start over, and
//! [`PuzzleProgress::notice`] says so once. A version 1 value that cannot
//! be read starts clean with its own notice; nothing panics.
//!
//! Robust like the rest of [`crate::kernel::storage`]: every field has a default, an
//! unreadable value is backed up by the store and replaced by a clean start,
//! and the lists are bounded (one history entry per puzzle, at most
//! [`MAX_DAYS`] days per rule set).

use std::collections::{BTreeMap, BTreeSet};

use damas_engine::Variant;
use serde::{Deserialize, Serialize};

use crate::kernel::storage::store::{serde_codec, Persisted};
use crate::puzzles::{Day, DayStreak, Grade, Rating, Tried};

/// Days kept per rule set (older ones cannot change the streak anyway once
/// a later day was missed; ten years are plenty).
pub const MAX_DAYS: usize = 3660;

/// What the migration from an older save did, shown once on the puzzles page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Notice {
    /// History and streak kept; the ratings start over.
    RatingReset,
    /// The old progress could not be read: everything starts over.
    ProgressReset,
}

/// Everything kept about puzzles.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PuzzleProgress {
    /// Rule set id → days on which that day's puzzle was solved that day.
    #[serde(default)]
    pub daily: BTreeMap<String, BTreeSet<Day>>,
    /// Puzzle id → its latest result.
    #[serde(default)]
    pub tried: BTreeMap<String, Tried>,
    /// Rule set id → rating.
    #[serde(default)]
    pub ratings: BTreeMap<String, Rating>,
    /// Attempts recorded so far (orders the history).
    #[serde(default)]
    pub seq: u64,
    /// A migration notice not yet dismissed.
    #[serde(default)]
    pub notice: Option<Notice>,
    /// Mistakes from the learner's own games replayed in "find the better
    /// move", by id (`game-…`); their results are in `tried` like any
    /// puzzle's, so the unsolved ones are in [`PuzzleProgress::missed`].
    #[serde(default)]
    pub games: BTreeMap<String, GameMistake>,
}

/// Mistakes from games kept at most (the oldest results go first).
pub const MAX_GAME_MISTAKES: usize = 500;

/// A mistake from one of the learner's games, kept to be replayed as a
/// puzzle: the position before it and the moves, as text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameMistake {
    /// The rule set's id.
    pub variant: String,
    /// The position before the mistake.
    pub fen: String,
    /// The move played (full text).
    pub played: String,
    /// The engine's line (full text), its best move first.
    pub better: Vec<String>,
}

impl GameMistake {
    /// Its id: `game-` and a hash of the rule set, position and move, so
    /// the same mistake reviewed twice is one puzzle.
    ///
    /// ```
    /// use damas_app::puzzles::puzzle_store::GameMistake;
    /// let m = GameMistake { variant: "brazilian".into(), fen: "W:W22:B18".into(), played: "22-17".into(), better: vec![] };
    /// assert!(m.id().starts_with("game-"));
    /// assert_eq!(m.id(), m.clone().id());
    /// ```
    pub fn id(&self) -> String {
        // FNV-1a, stable across builds (unlike `DefaultHasher`).
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in [&self.variant, &self.fen, &self.played].iter().flat_map(|s| s.bytes().chain([0])) {
            hash ^= byte as u64;
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        format!("game-{hash:016x}")
    }
}

/// The version 1 shape: the same, with Elo ratings.
#[derive(Deserialize)]
struct ProgressV1 {
    #[serde(default)]
    daily: BTreeMap<String, BTreeSet<Day>>,
    #[serde(default)]
    tried: BTreeMap<String, Tried>,
    #[serde(default)]
    seq: u64,
}

impl Persisted for PuzzleProgress {
    const NAME: &'static str = "puzzles";
    const VERSION: u32 = 2;
    serde_codec!();

    fn migrate(version: u32, raw: &str) -> Option<Self> {
        if version != 1 {
            return None;
        }
        Some(match serde_json::from_str::<ProgressV1>(raw) {
            Ok(old) => PuzzleProgress {
                daily: old.daily,
                tried: old.tried,
                ratings: BTreeMap::new(),
                seq: old.seq,
                notice: Some(Notice::RatingReset),
                games: BTreeMap::new(),
            },
            Err(_) => PuzzleProgress { notice: Some(Notice::ProgressReset), ..PuzzleProgress::default() },
        })
    }
}

/// What recording an attempt changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recorded {
    /// The rating before and after (equal when the attempt was not rated).
    pub rating_before: i32,
    pub rating_after: i32,
    /// Whether it counted as today's daily puzzle.
    pub daily: bool,
    /// Whether it was the first attempt at this puzzle (the rated one): a
    /// clean solve later is a solve on a retry, not "first try".
    pub first_attempt: bool,
}

impl PuzzleProgress {
    /// Records a finished attempt at tactic `id` of `variant` on day
    /// `today`. The first attempt at a tactic is rated; `daily` says it is
    /// today's daily puzzle, which counts for the streak when solved (with
    /// or without help, not when the solution was shown).
    pub fn record(
        &mut self,
        variant: Variant,
        id: &str,
        difficulty: u8,
        outcome: Grade,
        today: Day,
        daily: bool,
    ) -> Recorded {
        self.record_attempt(variant, id, Some(difficulty), outcome, today, daily)
    }

    /// Records a finished attempt at rule drill `id`: kept in the history
    /// (drills' own progress), never rated, never the daily puzzle.
    pub fn record_drill(&mut self, variant: Variant, id: &str, outcome: Grade, today: Day) -> Recorded {
        self.record_attempt(variant, id, None, outcome, today, false)
    }

    fn record_attempt(
        &mut self,
        variant: Variant,
        id: &str,
        rated: Option<u8>,
        outcome: Grade,
        today: Day,
        daily: bool,
    ) -> Recorded {
        let before = self.rating(variant);
        let mut after = before;
        self.seq += 1;
        let first_attempt = !self.tried.contains_key(id);
        match self.tried.get_mut(id) {
            Some(t) => t.another_attempt(outcome, today, self.seq),
            None => {
                // Only the first attempt at a tactic is rated.
                if let Some(difficulty) = rated {
                    after = before.after(difficulty, outcome);
                    self.ratings.insert(variant.id().to_string(), after);
                }
                self.tried.insert(id.to_string(), Tried::first_attempt(variant, outcome, today, self.seq));
            }
        }
        let counts = DayStreak::counts(daily, outcome);
        if counts {
            let days = self.daily.entry(variant.id().to_string()).or_default();
            days.insert(today);
            while days.len() > MAX_DAYS {
                days.pop_first();
            }
        }
        Recorded { rating_before: before.shown(), rating_after: after.shown(), daily: counts, first_attempt }
    }

    /// Records an attempt at a mistake from a game ("find the better
    /// move"): kept with the puzzles' history, never rated. `first` says it
    /// starts a new attempt; otherwise it updates the latest one (solved
    /// after a wrong try), so nothing is counted twice.
    pub fn record_game_mistake(&mut self, mistake: &GameMistake, outcome: Grade, today: Day, first: bool) {
        let Ok(variant) = mistake.variant.parse::<Variant>() else { return };
        let id = mistake.id();
        self.games.insert(id.clone(), mistake.clone());
        match self.tried.get_mut(&id) {
            // The same attempt, solved after a wrong try: still a miss.
            Some(t) if !first => t.same_attempt_ended(outcome, today),
            _ => {
                self.record_attempt(variant, &id, None, outcome, today, false);
            }
        }
        // Bounded: the oldest results go first.
        while self.games.len() > MAX_GAME_MISTAKES {
            let oldest = self
                .games
                .keys()
                .min_by_key(|id| self.tried.get(*id).map_or(0, |t| t.seq))
                .cloned()
                .expect("not empty");
            self.games.remove(&oldest);
            self.tried.remove(&oldest);
        }
    }

    /// A kept mistake from a game, by id.
    pub fn game_mistake(&self, id: &str) -> Option<&GameMistake> {
        self.games.get(id)
    }

    /// The rating of a rule set (the start rating when none).
    pub fn rating(&self, variant: Variant) -> Rating {
        self.ratings.get(variant.id()).copied().unwrap_or_default()
    }

    /// Whether the daily puzzle of `day` was solved (on that day) in a rule set.
    pub fn daily_solved(&self, variant: Variant, day: Day) -> bool {
        self.daily.get(variant.id()).is_some_and(|d| d.contains(&day))
    }

    fn streaks(&self) -> DayStreak {
        DayStreak::of_days(self.daily.values().flatten().copied())
    }

    /// The day streak on `today` (see [`DayStreak::on`]).
    pub fn streak(&self, today: Day) -> u32 {
        self.streaks().on(today)
    }

    /// The longest streak ever.
    pub fn best_streak(&self) -> u32 {
        self.streaks().best()
    }

    /// The latest result of a puzzle.
    pub fn result(&self, id: &str) -> Option<Grade> {
        self.tried.get(id).map(|t| t.last)
    }

    /// How many of `ids` (a catalogue's puzzles: the tactics or the drills
    /// of a rule set) were solved cleanly at their latest attempt.
    pub fn solved_among<'a>(&self, ids: impl Iterator<Item = &'a str>) -> usize {
        ids.filter(|id| self.tried.get(*id).is_some_and(|t| t.last.is_clean())).count()
    }

    /// The puzzles of a rule set tried, most recent first.
    pub fn history(&self, variant: Variant) -> Vec<(&str, &Tried)> {
        let mut list: Vec<(&str, &Tried)> = self
            .tried
            .iter()
            .filter(|(_, t)| t.variant == variant.id())
            .map(|(k, t)| (k.as_str(), t))
            .collect();
        list.sort_by(|a, b| b.1.seq.cmp(&a.1.seq).then(a.0.cmp(b.0)));
        list
    }

    /// The puzzles of a rule set that come back on `today` or before
    /// ([`crate::puzzles::Revisit`]), the longest due first, then in id
    /// order: "due again today".
    pub fn due(&self, variant: Variant, today: Day) -> Vec<&str> {
        let mut due: Vec<(Day, &str)> = self
            .tried
            .iter()
            .filter(|(_, t)| t.variant == variant.id())
            .filter_map(|(k, t)| t.next_revisit().filter(|r| r.is_due(today)).map(|r| (r.due, k.as_str())))
            .collect();
        due.sort();
        due.into_iter().map(|(_, id)| id).collect()
    }

    /// How many puzzles of a rule set come back after `today`.
    pub fn coming_back(&self, variant: Variant, today: Day) -> usize {
        self.tried
            .values()
            .filter(|t| t.variant == variant.id() && t.next_revisit().is_some_and(|r| !r.is_due(today)))
            .count()
    }

    /// Puzzles of a rule set solved cleanly at their latest attempt.
    pub fn solved_count(&self, variant: Variant) -> usize {
        self.tried.values().filter(|t| t.variant == variant.id() && t.last.is_clean()).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::storage::store::{Memory, Store};
    use crate::puzzles::Revisit;

    const V: Variant = Variant::Brazilian;

    /// A retry after a miss solved cleanly was shown as "Solved, first
    /// try!": the record says it was not the first attempt, and the
    /// rating moved once only.
    #[test]
    fn a_clean_solve_on_a_retry_is_not_a_first_try_and_is_not_rated_again() {
        let mut p = PuzzleProgress::default();
        let first = p.record(V, "brazilian-t0001", 3, Grade::Failed, 100, false);
        assert!(first.first_attempt);
        assert_ne!(first.rating_before, first.rating_after);
        let retry = p.record(V, "brazilian-t0001", 3, Grade::Clean, 100, false);
        assert!(!retry.first_attempt);
        assert_eq!(retry.rating_before, retry.rating_after);
        assert_eq!(p.tried["brazilian-t0001"].first, Grade::Failed);
        let drill = p.record_drill(V, "brazilian-0001", Grade::Clean, 100);
        assert!(drill.first_attempt);
        assert!(!p.record_drill(V, "brazilian-0001", Grade::Clean, 100).first_attempt);
    }

    #[test]
    fn a_daily_puzzle_solved_in_any_rule_set_counts_for_the_streak() {
        let mut p = PuzzleProgress::default();
        assert!(p.record(V, "brazilian-0001", 1, Grade::Clean, 100, true).daily);
        p.record(Variant::Thai, "thai-0001", 2, Grade::Helped, 101, true);
        assert_eq!(p.streak(101), 2);
        p.record(V, "brazilian-0002", 1, Grade::Clean, 103, true);
        assert_eq!((p.streak(103), p.best_streak()), (1, 2));
        // A shown solution or a puzzle that is not the daily one do not count.
        assert!(!p.record(V, "brazilian-0003", 1, Grade::Failed, 104, true).daily);
        assert!(!p.record(V, "brazilian-0004", 1, Grade::Clean, 104, false).daily);
        assert_eq!(p.streak(104), 1);
        assert!(!p.daily_solved(V, 104));
        assert!(p.daily_solved(V, 103));
    }

    #[test]
    fn only_the_first_attempt_is_rated_and_history_keeps_the_latest() {
        let mut p = PuzzleProgress::default();
        let r = p.record(V, "brazilian-0009", 3, Grade::Failed, 50, false);
        assert!(r.rating_after < r.rating_before);
        assert_eq!(p.rating(V).games, 1);
        let again = p.record(V, "brazilian-0009", 3, Grade::Clean, 51, false);
        assert_eq!(again.rating_after, again.rating_before);
        assert_eq!(p.rating(V).games, 1);
        let t = &p.tried["brazilian-0009"];
        assert_eq!((t.first, t.last, t.attempts, t.day), (Grade::Failed, Grade::Clean, 2, 51));
        assert_eq!(p.rating(Variant::Thai), Rating::default());
    }

    #[test]
    fn history_and_what_comes_back_per_rule_set() {
        let mut p = PuzzleProgress::default();
        p.record(V, "brazilian-0002", 1, Grade::Helped, 1, false);
        p.record(V, "brazilian-0001", 1, Grade::Clean, 2, false);
        p.record(V, "brazilian-0003", 1, Grade::Failed, 3, false);
        p.record(Variant::English, "english-0001", 1, Grade::Failed, 3, false);
        let h: Vec<&str> = p.history(V).into_iter().map(|(id, _)| id).collect();
        assert_eq!(h, ["brazilian-0003", "brazilian-0001", "brazilian-0002"]);
        // Each missed one comes back the next day.
        assert_eq!(p.due(V, 1), Vec::<&str>::new());
        assert_eq!(p.due(V, 2), ["brazilian-0002"]);
        assert_eq!(p.due(V, 4), ["brazilian-0002", "brazilian-0003"]);
        assert_eq!(p.coming_back(V, 2), 1);
        assert_eq!(p.solved_count(V), 1);
        p.record(V, "brazilian-0003", 1, Grade::Clean, 4, false);
        assert_eq!(p.due(V, 4), ["brazilian-0002"]);
        assert_eq!(p.history(V)[0].0, "brazilian-0003");
    }

    #[test]
    fn a_missed_puzzle_is_due_on_its_days_until_learnt_and_rated_once() {
        let mut p = PuzzleProgress::default();
        let id = "brazilian-t0001";
        p.record(V, id, 2, Grade::Failed, 100, false);
        assert!(p.due(V, 100).is_empty());
        assert_eq!((p.due(V, 101), p.due(V, 105)), (vec![id], vec![id]));
        assert_eq!(p.coming_back(V, 100), 1);
        for day in [102, 105, 112] {
            p.record(V, id, 2, Grade::Clean, day, false);
        }
        // Solved first try after the last interval: it comes back no more.
        assert_eq!(p.tried[id].revisit, None);
        assert!(p.due(V, 10_000).is_empty());
        assert_eq!(p.coming_back(V, 112), 0);
        // Only the first attempt was rated.
        assert_eq!(p.rating(V).games, 1);
    }

    #[test]
    fn progress_saved_before_revisits_brings_its_missed_puzzles_back_the_next_day() {
        // A version 2 value written before `revisit` was kept.
        let old = r#"{"tried":{"brazilian-t0002":{"variant":"brazilian","first":"failed","last":"helped","attempts":2,"day":50,"seq":3},"brazilian-t0003":{"variant":"brazilian","first":"clean","last":"clean","attempts":1,"day":50,"seq":4}}}"#;
        let mut p: PuzzleProgress = serde_json::from_str(old).unwrap();
        assert_eq!(p.due(V, 50), Vec::<&str>::new());
        assert_eq!(p.due(V, 51), ["brazilian-t0002"]);
        p.record(V, "brazilian-t0002", 2, Grade::Clean, 51, false);
        assert_eq!(p.tried["brazilian-t0002"].revisit, Some(Revisit { due: 54, step: 1 }));
        // Written back with its schedule, read back the same.
        let again: PuzzleProgress = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
        assert_eq!(again.tried, p.tried);
    }

    fn store(entries: &[(&str, &str)]) -> Store {
        Store::open(Ok(Box::new(Memory {
            map: entries.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
            ..Memory::default()
        })))
    }

    /// Progress as the code wrote it before the puzzles' rules left this
    /// file (every field: solved daily days in two rule sets, tactics and
    /// drills with and without a revisit, a rating, a game's mistake, a
    /// notice), kept verbatim: a learner's saved progress must keep loading.
    const STORED: &str = r#"{"daily":{"brazilian":[100],"thai":[101]},"tried":{"brazilian-0004":{"variant":"brazilian","first":"helped","last":"helped","attempts":1,"day":102,"seq":5,"revisit":{"due":103,"step":0},"first_seq":5},"brazilian-t0001":{"variant":"brazilian","first":"clean","last":"clean","attempts":1,"day":100,"seq":1,"first_seq":1},"brazilian-t0003":{"variant":"brazilian","first":"failed","last":"clean","attempts":2,"day":102,"seq":4,"revisit":{"due":105,"step":1},"first_seq":3},"game-f36dfa3ce275c011":{"variant":"brazilian","first":"failed","last":"failed","attempts":1,"day":102,"seq":6,"revisit":{"due":103,"step":0},"first_seq":6},"thai-t0002":{"variant":"thai","first":"helped","last":"helped","attempts":1,"day":101,"seq":2,"revisit":{"due":102,"step":0},"first_seq":2}},"ratings":{"brazilian":{"glicko":{"rating":1644.206,"deviation":179.102,"volatility":0.0600041},"games":2},"thai":{"glicko":{"rating":1415.48,"deviation":175.524,"volatility":0.0599995},"games":1}},"seq":6,"notice":"rating-reset","games":{"game-f36dfa3ce275c011":{"variant":"brazilian","fen":"B:W27,31:B22,3","played":"22-26","better":["3-7","31-26"]}}}"#;

    /// The same progress, recorded through today's code.
    fn recorded() -> PuzzleProgress {
        let mistake = GameMistake {
            variant: "brazilian".into(),
            fen: "B:W27,31:B22,3".into(),
            played: "22-26".into(),
            better: vec!["3-7".into(), "31-26".into()],
        };
        let mut p = PuzzleProgress::default();
        p.record(V, "brazilian-t0001", 3, Grade::Clean, 100, true);
        p.record(Variant::Thai, "thai-t0002", 2, Grade::Helped, 101, true);
        p.record(V, "brazilian-t0003", 4, Grade::Failed, 101, false);
        p.record(V, "brazilian-t0003", 4, Grade::Clean, 102, false);
        p.record_drill(V, "brazilian-0004", Grade::Helped, 102);
        p.record_game_mistake(&mistake, Grade::Failed, 102, true);
        p.notice = Some(Notice::RatingReset);
        p
    }

    #[test]
    fn progress_stored_before_loads_to_the_same_state_and_is_written_back_unchanged() {
        let mut s = store(&[("damas.v2.puzzles", STORED)]);
        let p = s.load::<PuzzleProgress>();
        assert!(s.status.corrupt.is_empty());
        assert_eq!(p, recorded());
        assert_eq!(serde_json::to_string(&p).unwrap(), STORED);
        assert_eq!((p.streak(101), p.best_streak()), (2, 2));
        assert_eq!(p.due(V, 103), ["brazilian-0004", "game-f36dfa3ce275c011"]);
        assert_eq!(p.rating(V).games, 2);
        assert_eq!(p.rating(Variant::Thai).games, 1);
    }

    #[test]
    fn saved_and_loaded_corrupt_values_start_clean() {
        let mut s = store(&[]);
        let mut p = PuzzleProgress::default();
        p.record(V, "brazilian-0001", 2, Grade::Clean, 7, true);
        s.save(&p);
        assert!(s.read_raw("damas.v2.puzzles").is_some());
        assert_eq!(s.load::<PuzzleProgress>(), p);
        // Missing fields take their defaults.
        let mut s = store(&[("damas.v2.puzzles", r#"{"seq":4}"#)]);
        assert_eq!(s.load::<PuzzleProgress>().seq, 4);
        // Garbage: backed up, clean start, reported.
        let mut s = store(&[("damas.v2.puzzles", r#"{"tried":{"x":{"variant":1}}}"#)]);
        assert_eq!(s.load::<PuzzleProgress>(), PuzzleProgress::default());
        assert!(s.read_raw("damas.v2.puzzles.corrupt").is_some());
        assert!(!s.status.corrupt.is_empty());
    }

    /// A version 1 save, as the app wrote it before tactics and drills.
    const V1: &str = r#"{"daily":{"brazilian":[20400,20401],"thai":[20402]},"tried":{"brazilian-0001":{"variant":"brazilian","first":"clean","last":"clean","attempts":2,"day":20401,"seq":3},"brazilian-0300":{"variant":"brazilian","first":"failed","last":"helped","attempts":1,"day":20400,"seq":1}},"ratings":{"brazilian":{"rating":1732,"games":2}},"seq":3}"#;

    #[test]
    fn version_1_progress_keeps_the_streak_and_history_and_resets_the_rating() {
        let mut s = store(&[("damas.v1.puzzles", V1)]);
        let p = s.load::<PuzzleProgress>();
        assert_eq!(p.notice, Some(Notice::RatingReset));
        assert_eq!(p.streak(20402), 3);
        assert_eq!(p.history(V).len(), 2);
        assert_eq!(p.tried["brazilian-0001"].attempts, 2);
        assert_eq!(p.rating(V), Rating::default());
        assert_eq!(p.seq, 3);
        // Saved under the new key; the old one is gone.
        assert!(s.read_raw("damas.v2.puzzles").is_some());
        assert_eq!(s.read_raw("damas.v1.puzzles"), None);
        // Dismissing the notice sticks.
        let mut p = p;
        p.notice = None;
        s.save(&p);
        assert_eq!(s.load::<PuzzleProgress>().notice, None);
    }

    #[test]
    fn unreadable_version_1_progress_starts_clean_with_a_notice() {
        for bad in [r#"{"tried":{"x":{"variant":1}}}"#, "not json", r#"{"daily":{"brazilian":"x"}}"#, "null"]
        {
            let mut s = store(&[("damas.v1.puzzles", bad)]);
            let p = s.load::<PuzzleProgress>();
            assert_eq!(p.notice, Some(Notice::ProgressReset), "{bad}");
            assert!(p.tried.is_empty() && p.daily.is_empty());
            assert_eq!(s.read_raw("damas.v1.puzzles"), None, "{bad}");
        }
    }

    #[test]
    fn game_mistakes_come_back_like_puzzles_and_survive_a_reload() {
        let m = GameMistake {
            variant: "brazilian".into(),
            fen: "B:W27,31:B22,3".into(),
            played: "22-26".into(),
            better: vec!["3-7".into()],
        };
        let id = m.id();
        let mut p = PuzzleProgress::default();
        p.record_game_mistake(&m, Grade::Failed, 9, true);
        assert_eq!(p.due(V, 10), [id.as_str()]);
        assert_eq!(p.rating(V), Rating::default());
        // Stored and read back (a reload).
        let mut s = store(&[]);
        s.save(&p);
        let mut p = s.load::<PuzzleProgress>();
        assert_eq!(p.game_mistake(&id), Some(&m));
        // Solved after a wrong try in the same attempt: one attempt, helped.
        p.record_game_mistake(&m, Grade::Helped, 9, false);
        assert_eq!((p.tried[&id].attempts, p.tried[&id].last), (1, Grade::Helped));
        assert_eq!(p.due(V, 10), [id.as_str()]);
        // Solved cleanly the next day: not due again for three days.
        p.record_game_mistake(&m, Grade::Clean, 10, true);
        assert!(p.due(V, 12).is_empty());
        assert_eq!(p.due(V, 13), [id.as_str()]);
        assert_eq!(p.tried[&id].attempts, 2);
        // A mistake of an unknown rule set is ignored, not a panic.
        p.record_game_mistake(&GameMistake { variant: "chess".into(), ..m }, Grade::Failed, 10, true);
        assert_eq!(p.games.len(), 1);
    }

    #[test]
    fn game_mistakes_are_bounded_oldest_first() {
        let mut p = PuzzleProgress::default();
        for k in 0..MAX_GAME_MISTAKES + 3 {
            let m = GameMistake {
                variant: "english".into(),
                fen: format!("W:W{}:B1", 20 + k % 10),
                played: format!("{k}"),
                better: vec![],
            };
            p.record_game_mistake(&m, Grade::Failed, 1, true);
        }
        assert_eq!(p.games.len(), MAX_GAME_MISTAKES);
        assert_eq!(p.due(Variant::English, 2).len(), MAX_GAME_MISTAKES);
    }

    #[test]
    fn drills_are_kept_but_never_rated() {
        let mut p = PuzzleProgress::default();
        p.record_drill(V, "brazilian-0001", Grade::Helped, 10);
        p.record_drill(V, "brazilian-0002", Grade::Clean, 10);
        assert_eq!(p.rating(V), Rating::default());
        assert_eq!(p.due(V, 11), ["brazilian-0001"]);
        assert_eq!(p.solved_among(["brazilian-0001", "brazilian-0002", "brazilian-0003"].into_iter()), 1);
        assert!(!p.daily_solved(V, 10));
        let r = p.record(V, "brazilian-t0001", 3, Grade::Clean, 10, true);
        assert!(r.rating_after > r.rating_before);
        assert_eq!(p.rating(V).games, 1);
    }
}

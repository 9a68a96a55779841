//! Puzzle Streak and Puzzle Storm (plain Rust, tested natively): a run of
//! a rule set's tactics, the engine-proved puzzles of its catalogue, dealt
//! in rising difficulty ([`run_order`]) and never twice in a run.
//!
//! * Streak ([`RunKind::Streak`]): one puzzle after another; the first miss
//!   ends the run, and its score is the puzzles solved.
//! * Storm ([`RunKind::Storm`]): as many as possible before the
//!   [`StormClock`] runs out; a right answer adds time and feeds the
//!   [`Combo`], a miss takes time, empties the combo, and the next puzzle
//!   comes.
//!
//! Each puzzle is solved with the puzzles' own session
//! ([`PuzzleSession`]); [`answer_of`] reads from it whether the puzzle was
//! right (the solution, or another move that wins as well: "that wins too"
//! counts) or missed, and the page hands that to [`PuzzleRun::answer`]. A
//! run changes no rating: it keeps its score and its missed puzzles
//! (`crate::puzzles::run_records`), nothing else.

use std::collections::BTreeMap;

use damas_engine::seeded;

use super::combo::Combo;
use super::storm_clock::{StormClock, MISS_PENALTY_MS, RIGHT_BONUS_MS};
use super::{Entry, Grade, PuzzleSession};

/// The two kinds of run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RunKind {
    /// One miss ends it.
    Streak,
    /// Three minutes on a clock.
    Storm,
}

impl RunKind {
    pub const ALL: [RunKind; 2] = [RunKind::Streak, RunKind::Storm];

    /// Its name in paths, queries and storage: `streak`, `storm`.
    pub fn id(self) -> &'static str {
        match self {
            RunKind::Streak => "streak",
            RunKind::Storm => "storm",
        }
    }

    /// The kind named `id`.
    pub fn parse(id: &str) -> Option<RunKind> {
        RunKind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// Puzzles dealt at each difficulty before the next one.
    fn per_step(self) -> usize {
        match self {
            RunKind::Streak => 4,
            RunKind::Storm => 6,
        }
    }
}

/// The order a run deals `entries` in: [`RunKind::per_step`] puzzles at
/// difficulty 1, as many at 2, and so on; a difficulty with none left gives
/// way to the nearest easier one (or, with none easier, the nearest
/// harder). Within a difficulty the puzzles are drawn at random from
/// `seed`. Every puzzle comes once.
pub fn run_order(entries: &'static [Entry], kind: RunKind, seed: u64) -> Vec<&'static Entry> {
    let mut rng = seeded::from_seed(seed);
    let mut levels: BTreeMap<u8, Vec<&'static Entry>> = BTreeMap::new();
    for e in entries {
        levels.entry(e.puzzle.difficulty).or_default().push(e);
    }
    for list in levels.values_mut() {
        for i in (1..list.len()).rev() {
            let j = seeded::below(&mut rng, i as u64 + 1) as usize;
            list.swap(i, j);
        }
    }
    let mut order = Vec::with_capacity(entries.len());
    while order.len() < entries.len() {
        let target = u8::try_from(1 + order.len() / kind.per_step()).unwrap_or(u8::MAX);
        let level = levels
            .range(..=target)
            .rev()
            .chain(levels.range(target.saturating_add(1)..))
            .find(|(_, list)| !list.is_empty())
            .map(|(level, _)| *level);
        let Some(next) = level.and_then(|l| levels.get_mut(&l)).and_then(Vec::pop) else { break };
        order.push(next);
    }
    order
}

/// What a puzzle's attempt gave, for the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Solved: the solution, or another move that wins as well.
    Right,
    /// A wrong move (its refutation known or given up), or the solution
    /// shown.
    Miss,
}

/// What `session` says for the run, once it says it: `None` while the
/// puzzle is being solved or a move's answer is still searched (the search
/// may prove that move wins too).
pub fn answer_of(session: &PuzzleSession) -> Option<Answer> {
    match session.grade() {
        Some(grade) if grade.is_solved() => Some(Answer::Right),
        Some(Grade::Failed) => Some(Answer::Miss),
        _ if session.wrong().is_some() && !session.refuting() => Some(Answer::Miss),
        _ => None,
    }
}

/// Why a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// A streak's miss.
    Missed,
    /// A storm's time ran out.
    TimeUp,
    /// Every puzzle of the rule set was dealt.
    NoneLeft,
    /// The learner stopped it.
    Stopped,
}

/// A run being played.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRun {
    kind: RunKind,
    order: Vec<&'static Entry>,
    /// The index in `order` of the puzzle on show.
    at: usize,
    solved: u32,
    missed: Vec<&'static Entry>,
    combo: Combo,
    best_combo: u32,
    clock: Option<StormClock>,
    end: Option<RunEnd>,
    /// A storm's milliseconds left when it ended: its clock stands still.
    left_at_end: Option<f64>,
}

impl PuzzleRun {
    /// A run of `kind` through `order` ([`run_order`]), started at `now`
    /// (milliseconds: a storm's clock starts).
    pub fn new(kind: RunKind, order: Vec<&'static Entry>, now: f64) -> PuzzleRun {
        let clock = (kind == RunKind::Storm).then(|| StormClock::start(now));
        let mut run = PuzzleRun {
            kind,
            order,
            at: 0,
            solved: 0,
            missed: Vec::new(),
            combo: Combo::default(),
            best_combo: 0,
            clock,
            end: None,
            left_at_end: None,
        };
        if run.order.is_empty() {
            run.finish(RunEnd::NoneLeft, now);
        }
        run
    }

    /// Ends the run at `now`; a storm's clock stops there.
    fn finish(&mut self, end: RunEnd, now: f64) {
        self.end = Some(end);
        self.left_at_end = self.clock.map(|c| c.remaining(now));
    }

    pub fn kind(&self) -> RunKind {
        self.kind
    }

    /// The puzzle to solve, while the run goes on.
    pub fn current(&self) -> Option<&'static Entry> {
        self.end.is_none().then(|| self.order.get(self.at).copied()).flatten()
    }

    /// The puzzle on show, or the last one once the run is over.
    pub fn shown(&self) -> Option<&'static Entry> {
        self.order.get(self.at.min(self.order.len().saturating_sub(1))).copied()
    }

    /// Which puzzle of the run is on show, from 1.
    pub fn number(&self) -> usize {
        self.at + 1
    }

    /// Puzzles solved: the run's score.
    pub fn score(&self) -> u32 {
        self.solved
    }

    /// The puzzles missed, in the order they came.
    pub fn missed(&self) -> &[&'static Entry] {
        &self.missed
    }

    /// The combo now (a storm's; a streak's is its score).
    pub fn combo(&self) -> Combo {
        self.combo
    }

    /// The longest combo of the run.
    pub fn best_combo(&self) -> u32 {
        self.best_combo
    }

    /// Why the run ended, once it has.
    pub fn end(&self) -> Option<RunEnd> {
        self.end
    }

    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// A storm's milliseconds left at `now` (`None` in a streak); once it
    /// is over, what was left when it ended (0 when the time ran out).
    pub fn remaining(&self, now: f64) -> Option<f64> {
        let clock = self.clock?;
        Some(self.left_at_end.unwrap_or_else(|| clock.remaining(now)))
    }

    /// The answer to the puzzle on show, at `now`: the next puzzle, or
    /// `None` when the run is over. Ignored once the run is over (an
    /// answer that comes after a storm's time ran out counts for nothing).
    pub fn answer(&mut self, answer: Answer, now: f64) -> Option<&'static Entry> {
        if self.tick(now) || self.end.is_some() {
            return None;
        }
        match answer {
            Answer::Right => {
                self.solved += 1;
                let bonus = self.combo.right();
                self.best_combo = self.best_combo.max(self.combo.count());
                if let Some(clock) = &mut self.clock {
                    clock.add(RIGHT_BONUS_MS + bonus);
                }
            }
            Answer::Miss => {
                self.missed.push(self.order[self.at]);
                self.combo.miss();
                match &mut self.clock {
                    None => {
                        self.finish(RunEnd::Missed, now);
                        return None;
                    }
                    Some(clock) => clock.take(MISS_PENALTY_MS),
                }
                if self.tick(now) {
                    return None;
                }
            }
        }
        self.at += 1;
        if self.at >= self.order.len() {
            self.at = self.order.len() - 1;
            self.finish(RunEnd::NoneLeft, now);
        }
        self.current()
    }

    /// Reads the clock at `now`: ends a storm whose time is up; true when
    /// it did just now.
    pub fn tick(&mut self, now: f64) -> bool {
        let up = self.end.is_none() && self.clock.is_some_and(|c| c.is_up(now));
        if up {
            self.finish(RunEnd::TimeUp, now);
        }
        up
    }

    /// The learner ends the run at `now`.
    pub fn stop(&mut self, now: f64) {
        if self.end.is_none() {
            self.finish(RunEnd::Stopped, now);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::catalog::repository_tactics;
    use crate::puzzles::storm_clock::STORM_MS;
    use crate::puzzles::Step;
    use damas_engine::search::PROVEN_WIN;
    use damas_engine::{Move, Variant};
    use std::collections::HashSet;

    fn order(variant: Variant, kind: RunKind, seed: u64) -> Vec<&'static Entry> {
        run_order(&repository_tactics(variant).entries, kind, seed)
    }

    /// The solver's moves of `entry`'s solution, played in its session.
    fn solve(session: &mut PuzzleSession) {
        while let Some(mv) = session.expected().filter(|_| session.may_move()) {
            session.play(&mv);
        }
    }

    /// A legal first move that is not the solution's and after which the
    /// opponent has a choice of replies (its refutation is searched).
    fn wrong_with_choice(entry: &Entry) -> Option<Move> {
        let first = entry.line[0];
        entry
            .start
            .legal_moves()
            .into_iter()
            .find(|m| !m.same_effect(&first) && entry.start.after(m).legal_moves().len() >= 2)
    }

    #[test]
    fn a_run_deals_every_puzzle_once_in_rising_difficulty() {
        for variant in [Variant::English, Variant::International, Variant::Turkish] {
            let all = repository_tactics(variant).entries.len();
            for kind in RunKind::ALL {
                let dealt = order(variant, kind, 7);
                assert_eq!(dealt.len(), all, "{variant:?} {kind:?}");
                let ids: HashSet<&str> = dealt.iter().map(|e| e.id()).collect();
                assert_eq!(ids.len(), all, "no puzzle twice in a run");
                // Turkish has one puzzle of difficulty 5: after it, the 4s go on.
                let steps = if variant == Variant::Turkish { 4 } else { 5 };
                let first: Vec<u8> =
                    dealt.iter().take(steps * kind.per_step()).map(|e| e.puzzle.difficulty).collect();
                assert!(first.windows(2).all(|w| w[0] <= w[1]), "{variant:?} {kind:?}: {first:?}");
                assert_eq!((first[0], first[first.len() - 1]), (1, steps as u8), "{variant:?} {kind:?}");
            }
        }
    }

    #[test]
    fn the_seed_draws_the_puzzles_of_a_difficulty() {
        let ids = |seed| {
            order(Variant::English, RunKind::Streak, seed).iter().take(8).map(|e| e.id()).collect::<Vec<_>>()
        };
        assert_eq!(ids(3), ids(3));
        assert_ne!(ids(3), ids(4));
    }

    #[test]
    fn a_solved_puzzle_is_right_and_a_wrong_move_a_miss_once_its_answer_is_known() {
        let dealt = order(Variant::English, RunKind::Streak, 1);
        let entry =
            dealt.iter().find(|e| wrong_with_choice(e).is_some()).expect("a puzzle with a tempting move");
        let mut session = PuzzleSession::new(entry);
        assert_eq!(answer_of(&session), None);
        solve(&mut session);
        assert_eq!(answer_of(&session), Some(Answer::Right));

        let mut session = PuzzleSession::new(entry);
        let Step::Refuting { ticket, after, .. } = session.play(&wrong_with_choice(entry).unwrap()) else {
            panic!("the reply is searched")
        };
        assert_eq!(answer_of(&session), None, "not a miss while the search may still prove it wins");
        let reply = after.legal_moves()[0];
        session.refuted(ticket, Some(reply), Some(0));
        assert_eq!(answer_of(&session), Some(Answer::Miss));

        let mut session = PuzzleSession::new(entry);
        session.reveal();
        assert_eq!(answer_of(&session), Some(Answer::Miss), "the solution shown is a miss");
    }

    #[test]
    fn a_move_that_wins_too_counts_as_right() {
        let dealt = order(Variant::English, RunKind::Storm, 1);
        let entry = dealt.iter().find(|e| wrong_with_choice(e).is_some()).unwrap();
        let mut session = PuzzleSession::new(entry);
        let Step::Refuting { ticket, after, .. } = session.play(&wrong_with_choice(entry).unwrap()) else {
            panic!("the reply is searched")
        };
        session.refuted(ticket, Some(after.legal_moves()[0]), Some(-PROVEN_WIN));
        assert_eq!(answer_of(&session), Some(Answer::Right));
    }

    #[test]
    fn a_streak_goes_on_while_right_and_one_miss_ends_it() {
        let dealt = order(Variant::International, RunKind::Streak, 5);
        let mut run = PuzzleRun::new(RunKind::Streak, dealt.clone(), 0.0);
        assert_eq!(run.current().map(Entry::id), Some(dealt[0].id()));
        assert_eq!(run.remaining(0.0), None, "a streak has no clock");
        for (i, coming) in dealt.iter().enumerate().skip(1).take(3) {
            let next = run.answer(Answer::Right, 1e9 * i as f64);
            assert_eq!(next.map(Entry::id), Some(coming.id()), "no clock ends a streak");
        }
        assert_eq!((run.score(), run.number()), (3, 4));
        assert_eq!(run.answer(Answer::Miss, 0.0), None);
        assert_eq!(run.end(), Some(RunEnd::Missed));
        assert_eq!(run.missed().iter().map(|e| e.id()).collect::<Vec<_>>(), [dealt[3].id()]);
        assert_eq!(run.shown().map(Entry::id), Some(dealt[3].id()), "the missed puzzle stays on show");
        assert_eq!(run.answer(Answer::Right, 0.0), None, "an answer after the end counts for nothing");
        assert_eq!(run.score(), 3);
    }

    #[test]
    fn a_storm_adds_time_for_a_right_answer_takes_some_for_a_miss_and_ends_when_it_runs_out() {
        let dealt = order(Variant::English, RunKind::Storm, 9);
        let mut run = PuzzleRun::new(RunKind::Storm, dealt.clone(), 1_000.0);
        assert_eq!(run.remaining(1_000.0), Some(STORM_MS));
        run.answer(Answer::Right, 11_000.0);
        assert_eq!(run.remaining(11_000.0), Some(STORM_MS - 10_000.0 + RIGHT_BONUS_MS));
        let next = run.answer(Answer::Miss, 11_000.0);
        assert_eq!(next.map(Entry::id), Some(dealt[2].id()), "a storm goes on after a miss");
        assert_eq!(run.remaining(11_000.0), Some(STORM_MS - 10_000.0 + RIGHT_BONUS_MS - MISS_PENALTY_MS));
        assert_eq!(run.combo().count(), 0);
        // Five right in a row: the combo's first level adds three seconds.
        let before = run.remaining(20_000.0).unwrap();
        for _ in 0..5 {
            run.answer(Answer::Right, 20_000.0);
        }
        assert_eq!(run.remaining(20_000.0).unwrap(), before + 5.0 * RIGHT_BONUS_MS + 3_000.0);
        assert_eq!((run.score(), run.best_combo()), (6, 5));
        // The clock moved past the end: the run is over, the late answer lost.
        let end = 20_000.0 + run.remaining(20_000.0).unwrap();
        assert!(!run.tick(end - 1.0));
        assert_eq!(run.answer(Answer::Right, end), None);
        assert_eq!((run.end(), run.score(), run.remaining(end)), (Some(RunEnd::TimeUp), 6, Some(0.0)));
        assert_eq!(run.missed().len(), 1);
    }

    #[test]
    fn a_miss_that_empties_a_storm_clock_ends_it() {
        let dealt = order(Variant::English, RunKind::Storm, 9);
        let mut run = PuzzleRun::new(RunKind::Storm, dealt, 0.0);
        assert_eq!(run.answer(Answer::Miss, STORM_MS - 5_000.0), None);
        assert_eq!(run.end(), Some(RunEnd::TimeUp));
    }

    #[test]
    fn a_run_ends_when_no_puzzle_is_left_or_the_learner_stops() {
        let dealt: Vec<&'static Entry> =
            order(Variant::English, RunKind::Streak, 2).into_iter().take(2).collect();
        let mut run = PuzzleRun::new(RunKind::Streak, dealt.clone(), 0.0);
        run.answer(Answer::Right, 0.0);
        assert_eq!(run.answer(Answer::Right, 0.0), None);
        assert_eq!((run.end(), run.score()), (Some(RunEnd::NoneLeft), 2));
        let mut run = PuzzleRun::new(RunKind::Storm, dealt, 0.0);
        run.stop(30_000.0);
        assert_eq!((run.end(), run.current()), (Some(RunEnd::Stopped), None));
        // The stopped storm's clock stands still where it stopped.
        assert_eq!(run.remaining(30_000.0), Some(STORM_MS - 30_000.0));
        assert_eq!(run.remaining(90_000.0), Some(STORM_MS - 30_000.0));
        assert_eq!(PuzzleRun::new(RunKind::Storm, Vec::new(), 0.0).end(), Some(RunEnd::NoneLeft));
    }
}

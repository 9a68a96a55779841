//! The learner's progress through the lessons: the best stars per level and
//! the last level visited. Plain Rust (tested natively); stored as
//! `damas.v1.lessons` (an unreadable value is backed up and reset by the
//! store, see [`super::store`]).
//!
//! Only ids of existing levels are recorded or counted: a level removed
//! from the course (or a hand-edited file) cannot unlock anything.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::store::Persisted;
use crate::lessons::{self, LessonLevel, Stage, CORE_STAGES};

/// Stars per level and where the learner was.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonProgress {
    /// Best stars (1–3) per level id.
    #[serde(default)]
    pub stars: BTreeMap<String, u8>,
    /// The id of the last level opened.
    #[serde(default)]
    pub last: Option<String>,
}

impl Persisted for LessonProgress {
    const NAME: &'static str = "lessons";
}

/// Where a stage stands on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StageState {
    /// Every level has at least one star.
    Done,
    /// The stage to do now: the first one not done.
    Next,
    /// Started or open (a rule-set stage once the core is done, or a stage
    /// with some stars).
    Open,
    /// Comes after the next stage: shown as locked (it can still be opened).
    Locked,
}

impl LessonProgress {
    /// Records a solved level; keeps the best stars. Unknown ids and stars
    /// outside 1–3 are ignored. Returns whether anything changed.
    pub fn record(&mut self, level_id: &str, stars: u8) -> bool {
        if lessons::level(level_id).is_none() || !(1..=3).contains(&stars) {
            return false;
        }
        let best = self.stars.entry(level_id.to_string()).or_insert(0);
        if stars > *best {
            *best = stars;
            true
        } else {
            false
        }
    }

    /// Remembers the level opened last (unknown ids are ignored). Returns
    /// whether it changed.
    pub fn visit(&mut self, level_id: &str) -> bool {
        if lessons::level(level_id).is_none() || self.last.as_deref() == Some(level_id) {
            return false;
        }
        self.last = Some(level_id.to_string());
        true
    }

    /// The best stars of a level (0: not solved yet; a stored value out of
    /// range counts as 3 at most).
    pub fn stars_of(&self, level_id: &str) -> u8 {
        self.stars.get(level_id).copied().unwrap_or(0).min(3)
    }

    /// Stars earned in a stage and the stars possible (3 per level).
    pub fn stage_stars(&self, stage: &Stage) -> (u32, u32) {
        let earned = stage.levels.iter().map(|l| self.stars_of(l.id) as u32).sum();
        (earned, 3 * stage.levels.len() as u32)
    }

    /// Whether every level of the stage has at least one star.
    pub fn stage_done(&self, stage: &Stage) -> bool {
        stage.levels.iter().all(|l| self.stars_of(l.id) >= 1)
    }

    /// Whether every core stage is done: play and the puzzles are then
    /// suggested as unlocked.
    pub fn core_done(&self) -> bool {
        lessons::stages().iter().take(CORE_STAGES).all(|s| self.stage_done(s))
    }

    /// Every stage's state, in course order. Core stages go one after the
    /// other; the rule-set stages open together once the core is done.
    pub fn stage_states(&self) -> Vec<StageState> {
        let all = lessons::stages();
        let next = all.iter().position(|s| !self.stage_done(s));
        let core_done = self.core_done();
        all.iter()
            .enumerate()
            .map(|(i, s)| {
                if self.stage_done(s) {
                    StageState::Done
                } else if Some(i) == next {
                    StageState::Next
                } else if self.stage_stars(s).0 > 0 || (core_done && i >= CORE_STAGES) {
                    StageState::Open
                } else {
                    StageState::Locked
                }
            })
            .collect()
    }

    /// Forgets the stars of one stage (and the last level, if it was there).
    pub fn reset_stage(&mut self, stage: &Stage) {
        for l in stage.levels {
            self.stars.remove(l.id);
        }
        if self.last.as_deref().is_some_and(|id| stage.levels.iter().any(|l| l.id == id)) {
            self.last = None;
        }
    }

    /// Where "continue" leads: along the course path, the first level
    /// without a star (the core course in order, then the rule-set
    /// stages); `None` when every level has a star. A level only opened
    /// (visited, not solved) does not move it: looking at a later stage
    /// does not take the learner off the path.
    pub fn continue_level(&self) -> Option<(&'static Stage, &'static LessonLevel)> {
        lessons::stages()
            .iter()
            .flat_map(|s| s.levels.iter().map(move |l| (*s, l)))
            .find(|(_, l)| self.stars_of(l.id) == 0)
    }

    /// Whether the learner has started the course at all.
    pub fn started(&self) -> bool {
        self.last.is_some() || self.stars.keys().any(|id| lessons::level(id).is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::store::{Memory, Store};

    fn done_up_to(stages: usize) -> LessonProgress {
        let mut p = LessonProgress::default();
        for s in lessons::stages().iter().take(stages) {
            for l in s.levels {
                assert!(p.record(l.id, 1));
            }
        }
        p
    }

    #[test]
    fn the_best_stars_are_kept() {
        let mut p = LessonProgress::default();
        assert!(p.record("board-corner", 2));
        assert!(!p.record("board-corner", 1));
        assert_eq!(p.stars_of("board-corner"), 2);
        assert!(p.record("board-corner", 3));
        assert_eq!(p.stars_of("board-corner"), 3);
        assert_eq!(p.stars_of("board-empty-rows"), 0);
    }

    #[test]
    fn unknown_ids_and_bad_stars_are_ignored() {
        let mut p = LessonProgress::default();
        assert!(!p.record("no-such-level", 3));
        assert!(!p.record("board-corner", 0));
        assert!(!p.record("board-corner", 4));
        assert!(!p.visit("no-such-level"));
        assert_eq!(p, LessonProgress::default());
        assert!(!p.started());
        // A stored file with junk: unknown ids count for nothing, big values are capped.
        let p: LessonProgress =
            serde_json::from_str(r#"{"stars":{"ghost":3,"board-corner":9},"last":"ghost"}"#).unwrap();
        assert_eq!(p.stars_of("board-corner"), 3);
        let board = lessons::stage("board").unwrap();
        assert_eq!(p.stage_stars(board), (3, 9));
        assert_eq!(p.continue_level().unwrap().1.id, "board-empty-rows");
    }

    #[test]
    fn stage_stars_and_states_follow_the_course() {
        let board = lessons::stage("board").unwrap();
        let mut p = LessonProgress::default();
        let states = p.stage_states();
        assert_eq!(states[0], StageState::Next);
        assert!(states[1..].iter().all(|s| *s == StageState::Locked));
        for l in board.levels {
            p.record(l.id, 3);
        }
        assert_eq!(p.stage_stars(board), (9, 9));
        assert!(p.stage_done(board));
        let states = p.stage_states();
        assert_eq!(&states[..3], &[StageState::Done, StageState::Next, StageState::Locked]);
        assert!(!p.core_done());
        p.reset_stage(board);
        assert_eq!(p.stage_stars(board), (0, 9));
        assert_eq!(p.stage_states()[0], StageState::Next);
    }

    #[test]
    fn finishing_the_core_opens_the_rule_set_stages() {
        let p = done_up_to(CORE_STAGES - 1);
        assert!(!p.core_done());
        let p = done_up_to(CORE_STAGES);
        assert!(p.core_done());
        let states = p.stage_states();
        assert_eq!(states[CORE_STAGES], StageState::Next);
        assert!(states[CORE_STAGES + 1..].iter().all(|s| *s == StageState::Open));
    }

    #[test]
    fn continue_follows_the_course_path_not_a_stage_only_opened() {
        let mut p = LessonProgress::default();
        assert_eq!(p.continue_level().unwrap().1.id, "board-corner");
        // Opening a later level (or a rule-set stage) to look at it does not move "continue".
        p.visit("man-walk");
        assert_eq!(p.continue_level().unwrap().1.id, "board-corner");
        let ten = lessons::stage("ten").unwrap();
        p.visit(ten.levels[0].id);
        assert_eq!(p.continue_level().unwrap().1.id, "board-corner");
        // Solving goes on along the path.
        p.record("board-corner", 1);
        assert_eq!(p.continue_level().unwrap().1.id, "board-empty-rows");
        let mut done = done_up_to(2);
        done.visit(ten.levels[0].id);
        assert_eq!(done.continue_level().unwrap().0.id, lessons::stages()[2].id);
        // A level skipped on the way is where the path goes on.
        let mut all = done_up_to(lessons::stages().len());
        assert!(all.continue_level().is_none());
        all.reset_stage(lessons::stage("board").unwrap());
        all.visit("man-walk");
        assert_eq!(all.continue_level().unwrap().1.id, "board-corner");
    }

    #[test]
    fn stored_and_reloaded_and_a_corrupt_value_is_a_fresh_start() {
        let mut store = Store::open(Ok(Box::new(Memory::default())));
        let mut p = LessonProgress::default();
        p.record("board-corner", 2);
        p.visit("board-empty-rows");
        store.save(&p);
        assert_eq!(store.load::<LessonProgress>(), p);
        let key = LessonProgress::key();
        assert_eq!(key, "damas.v1.lessons");
        store.write_raw(&key, "{not json").unwrap();
        assert_eq!(store.load::<LessonProgress>(), LessonProgress::default());
        assert_eq!(store.read_raw("damas.v1.lessons.corrupt").as_deref(), Some("{not json"));
    }
}

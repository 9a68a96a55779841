//! The learner's progress through the lessons, per rule set: the best
//! stars per level and the last level visited, for each rule set's course
//! ([`learn::course`]). Plain Rust (tested natively); stored as
//! `damas.v1.lessons` (an unreadable value is backed up and reset by the
//! store, see [`crate::kernel::storage::store`]).
//!
//! The Brazilian course's record sits at the top of the stored value
//! (`stars`, `last`), where it was when the course was Brazilian only, so
//! progress saved before loads as the Brazilian course's; the other rule
//! sets' records sit under `courses`, by rule-set id.
//!
//! Only ids of levels of that rule set's course are recorded or counted: a
//! level removed from the course (or a hand-edited file) cannot unlock
//! anything.

use std::collections::BTreeMap;

use damas_engine::Variant;
use miniserde::json::{self, Value};

use crate::kernel::storage::store::Persisted;
use crate::learn::{self, Course, LessonLevel, Stage};

/// One course's record: stars per level and where the learner was. Stored
/// as `{"stars":{"board-corner":2},"last":"board-corner"}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, miniserde::Serialize)]
pub struct CourseStars {
    /// Best stars (1–3) per level id.
    pub stars: BTreeMap<String, u8>,
    /// The id of the last level opened.
    pub last: Option<String>,
}

/// Every course's record. Stored as the Brazilian course's record with the
/// others under `courses`: `{"stars":{…},"last":…,"courses":{"english":
/// {"stars":{…},"last":…}}}`; read and written by miniserde, not
/// serde_json, because the home page reads it (its stars and "course
/// done"), and serde_json would weigh on the first page's module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonProgress {
    /// The Brazilian course (at the top, as stored before other courses).
    pub brazilian: CourseStars,
    /// The other rule sets' courses, by rule-set id (unknown ids are kept
    /// but never read; an unreadable entry is dropped, the rest is kept).
    pub courses: BTreeMap<String, CourseStars>,
}

/// A course's record as read: a missing field is empty.
#[derive(miniserde::Deserialize)]
struct StoredCourse {
    stars: Option<BTreeMap<String, u8>>,
    last: Option<String>,
}

/// [`LessonProgress`] as read: the courses' entries one by one, so that a
/// damaged entry (hand-edited, or from a future version) loses only itself.
#[derive(miniserde::Deserialize)]
struct StoredLessons {
    stars: Option<BTreeMap<String, u8>>,
    last: Option<String>,
    courses: Option<BTreeMap<String, Value>>,
}

/// [`LessonProgress`] as written.
#[derive(miniserde::Serialize)]
struct StoredLessonsOut<'a> {
    stars: &'a BTreeMap<String, u8>,
    last: &'a Option<String>,
    courses: &'a BTreeMap<String, CourseStars>,
}

impl From<StoredCourse> for CourseStars {
    fn from(stored: StoredCourse) -> CourseStars {
        CourseStars { stars: stored.stars.unwrap_or_default(), last: stored.last }
    }
}

impl Persisted for LessonProgress {
    const NAME: &'static str = "lessons";

    fn decode(raw: &str) -> Option<LessonProgress> {
        let stored: StoredLessons = json::from_str(raw).ok()?;
        let course = |value: &Value| json::from_str::<StoredCourse>(&json::to_string(value)).ok();
        Some(LessonProgress {
            brazilian: StoredCourse { stars: stored.stars, last: stored.last }.into(),
            courses: (stored.courses.unwrap_or_default().into_iter())
                .filter_map(|(id, value)| Some((id, course(&value)?.into())))
                .collect(),
        })
    }

    fn encode(&self) -> String {
        let b = &self.brazilian;
        json::to_string(&StoredLessonsOut { stars: &b.stars, last: &b.last, courses: &self.courses })
    }
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
    fn of(&self, v: Variant) -> Option<&CourseStars> {
        match v {
            Variant::Brazilian => Some(&self.brazilian),
            v => self.courses.get(v.id()),
        }
    }

    fn of_mut(&mut self, v: Variant) -> &mut CourseStars {
        match v {
            Variant::Brazilian => &mut self.brazilian,
            v => self.courses.entry(v.id().to_string()).or_default(),
        }
    }

    fn course(v: Variant) -> &'static Course {
        learn::course(v)
    }

    /// Records a solved level of `v`'s course; keeps the best stars.
    /// Unknown ids and stars outside 1–3 are ignored. Returns whether
    /// anything changed.
    pub fn record(&mut self, v: Variant, level_id: &str, stars: u8) -> bool {
        if Self::course(v).level(level_id).is_none() || !(1..=3).contains(&stars) {
            return false;
        }
        let best = self.of_mut(v).stars.entry(level_id.to_string()).or_insert(0);
        if stars > *best {
            *best = stars;
            true
        } else {
            false
        }
    }

    /// Remembers the level of `v`'s course opened last (unknown ids are
    /// ignored). Returns whether it changed.
    pub fn visit(&mut self, v: Variant, level_id: &str) -> bool {
        if Self::course(v).level(level_id).is_none() || self.last(v) == Some(level_id) {
            return false;
        }
        self.of_mut(v).last = Some(level_id.to_string());
        true
    }

    /// The level of `v`'s course opened last.
    pub fn last(&self, v: Variant) -> Option<&str> {
        self.of(v)?.last.as_deref()
    }

    /// The best stars of a level of `v`'s course (0: not solved yet; a
    /// stored value out of range counts as 3 at most).
    pub fn stars_of(&self, v: Variant, level_id: &str) -> u8 {
        self.of(v).and_then(|c| c.stars.get(level_id)).copied().unwrap_or(0).min(3)
    }

    /// Stars earned in a stage and the stars possible (3 per level).
    pub fn stage_stars(&self, v: Variant, stage: &Stage) -> (u32, u32) {
        let earned = stage.levels.iter().map(|l| self.stars_of(v, l.id) as u32).sum();
        (earned, 3 * stage.levels.len() as u32)
    }

    /// Stars earned over some stages (a course: `Course::core_stages`,
    /// `Course::better_stages`) and the stars possible.
    pub fn stars_over(&self, v: Variant, stages: &[&Stage]) -> (u32, u32) {
        stages.iter().map(|s| self.stage_stars(v, s)).fold((0, 0), |(e, p), (se, sp)| (e + se, p + sp))
    }

    /// Stars earned over some levels of `v`'s course, by id (a part of its
    /// outline: `learn::outline(v).core`), and the stars possible.
    pub fn stars_over_levels(&self, v: Variant, ids: &[&str]) -> (u32, u32) {
        let earned = ids.iter().map(|id| self.stars_of(v, id) as u32).sum();
        (earned, 3 * ids.len() as u32)
    }

    /// Whether every level of the stage has at least one star.
    pub fn stage_done(&self, v: Variant, stage: &Stage) -> bool {
        stage.levels.iter().all(|l| self.stars_of(v, l.id) >= 1)
    }

    /// Whether every core stage of `v`'s course is done: play and the
    /// puzzles are then suggested as unlocked.
    pub fn core_done(&self, v: Variant) -> bool {
        learn::outline(v).core.iter().all(|id| self.stars_of(v, id) >= 1)
    }

    /// Every stage's state, in `v`'s course order. Core stages go one after
    /// the other; the "Play better" and rule-set stages open together once
    /// the core is done.
    pub fn stage_states(&self, v: Variant) -> Vec<StageState> {
        let course = Self::course(v);
        let next = course.stages.iter().position(|s| !self.stage_done(v, s));
        let core_done = self.core_done(v);
        course
            .stages
            .iter()
            .enumerate()
            .map(|(i, s)| {
                if self.stage_done(v, s) {
                    StageState::Done
                } else if Some(i) == next {
                    StageState::Next
                } else if self.stage_stars(v, s).0 > 0 || (core_done && i >= course.core) {
                    StageState::Open
                } else {
                    StageState::Locked
                }
            })
            .collect()
    }

    /// Forgets the stars of one stage of `v`'s course (and the last level,
    /// if it was there).
    pub fn reset_stage(&mut self, v: Variant, stage: &Stage) {
        let c = self.of_mut(v);
        for l in stage.levels {
            c.stars.remove(l.id);
        }
        if c.last.as_deref().is_some_and(|id| stage.levels.iter().any(|l| l.id == id)) {
            c.last = None;
        }
    }

    /// Where "continue" leads in `v`'s course: along the course path, the
    /// first level without a star (the core course in order, then the
    /// rule-set stages); `None` when every level has a star. A level only
    /// opened (visited, not solved) does not move it: looking at a later
    /// stage does not take the learner off the path.
    pub fn continue_level(&self, v: Variant) -> Option<(&'static Stage, &'static LessonLevel)> {
        Self::course(v)
            .stages
            .iter()
            .flat_map(|s| s.levels.iter().map(move |l| (*s, l)))
            .find(|(_, l)| self.stars_of(v, l.id) == 0)
    }

    /// Whether the learner has started `v`'s course at all.
    pub fn started(&self, v: Variant) -> bool {
        let course = Self::course(v);
        let known = |id: &str| course.level(id).is_some();
        self.last(v).is_some_and(known) || self.of(v).is_some_and(|c| c.stars.keys().any(|id| known(id)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::CORE_STAGES;

    const B: Variant = Variant::Brazilian;
    use crate::kernel::storage::store::{Memory, Store};

    fn done_up_to(stages: usize) -> LessonProgress {
        let mut p = LessonProgress::default();
        for s in LessonProgress::course(B).stages.iter().take(stages) {
            for l in s.levels {
                assert!(p.record(B, l.id, 1));
            }
        }
        p
    }

    #[test]
    fn each_course_counts_its_own_stars() {
        let course = LessonProgress::course(B);
        let mut p = LessonProgress::default();
        let first_better = course.better_stages()[0].levels[0].id;
        assert!(p.record(B, first_better, 3));
        assert!(p.record(B, "board-corner", 2));
        let levels = |stages: &[&Stage]| stages.iter().map(|s| s.levels.len() as u32).sum::<u32>();
        assert_eq!(p.stars_over(B, course.core_stages()), (2, 3 * levels(course.core_stages())));
        assert_eq!(p.stars_over(B, course.better_stages()), (3, 3 * levels(course.better_stages())));
        // The home page counts the same on the course's outline.
        let outline = learn::outline(B);
        assert_eq!(p.stars_over_levels(B, outline.core), p.stars_over(B, course.core_stages()));
        assert_eq!(p.stars_over_levels(B, outline.better), p.stars_over(B, course.better_stages()));
        // Another rule set's course starts from nothing.
        let english = LessonProgress::course(Variant::English);
        assert_eq!(p.stars_over(Variant::English, english.better_stages()).0, 0);
    }

    #[test]
    fn the_best_stars_are_kept() {
        let mut p = LessonProgress::default();
        assert!(p.record(B, "board-corner", 2));
        assert!(!p.record(B, "board-corner", 1));
        assert_eq!(p.stars_of(B, "board-corner"), 2);
        assert!(p.record(B, "board-corner", 3));
        assert_eq!(p.stars_of(B, "board-corner"), 3);
        assert_eq!(p.stars_of(B, "board-empty-rows"), 0);
    }

    #[test]
    fn unknown_ids_and_bad_stars_are_ignored() {
        let mut p = LessonProgress::default();
        assert!(!p.record(B, "no-such-level", 3));
        assert!(!p.record(B, "board-corner", 0));
        assert!(!p.record(B, "board-corner", 4));
        assert!(!p.visit(B, "no-such-level"));
        assert_eq!(p, LessonProgress::default());
        assert!(!p.started(B));
        // A stored file with junk: unknown ids count for nothing, big values are capped.
        let p = LessonProgress::decode(r#"{"stars":{"ghost":3,"board-corner":9},"last":"ghost"}"#).unwrap();
        assert_eq!(p.stars_of(B, "board-corner"), 3);
        let board = learn::stage("board").unwrap();
        assert_eq!(p.stage_stars(B, board), (3, 9));
        assert_eq!(p.continue_level(B).unwrap().1.id, "board-empty-rows");
    }

    #[test]
    fn stage_stars_and_states_follow_the_course() {
        let board = learn::stage("board").unwrap();
        let mut p = LessonProgress::default();
        let states = p.stage_states(B);
        assert_eq!(states[0], StageState::Next);
        assert!(states[1..].iter().all(|s| *s == StageState::Locked));
        for l in board.levels {
            p.record(B, l.id, 3);
        }
        assert_eq!(p.stage_stars(B, board), (9, 9));
        assert!(p.stage_done(B, board));
        let states = p.stage_states(B);
        assert_eq!(&states[..3], &[StageState::Done, StageState::Next, StageState::Locked]);
        assert!(!p.core_done(B));
        p.reset_stage(B, board);
        assert_eq!(p.stage_stars(B, board), (0, 9));
        assert_eq!(p.stage_states(B)[0], StageState::Next);
    }

    #[test]
    fn finishing_the_core_opens_the_rule_set_stages() {
        let p = done_up_to(CORE_STAGES - 1);
        assert!(!p.core_done(B));
        let p = done_up_to(CORE_STAGES);
        assert!(p.core_done(B));
        let states = p.stage_states(B);
        assert_eq!(states[CORE_STAGES], StageState::Next);
        assert!(states[CORE_STAGES + 1..].iter().all(|s| *s == StageState::Open));
    }

    #[test]
    fn continue_follows_the_course_path_not_a_stage_only_opened() {
        let mut p = LessonProgress::default();
        assert_eq!(p.continue_level(B).unwrap().1.id, "board-corner");
        // Opening a later level (or a rule-set stage) to look at it does not move "continue".
        p.visit(B, "man-walk");
        assert_eq!(p.continue_level(B).unwrap().1.id, "board-corner");
        let ten = learn::stage("ten").unwrap();
        p.visit(B, ten.levels[0].id);
        assert_eq!(p.continue_level(B).unwrap().1.id, "board-corner");
        // Solving goes on along the path.
        p.record(B, "board-corner", 1);
        assert_eq!(p.continue_level(B).unwrap().1.id, "board-empty-rows");
        let mut done = done_up_to(2);
        done.visit(B, ten.levels[0].id);
        assert_eq!(done.continue_level(B).unwrap().0.id, learn::stages()[2].id);
        // A level skipped on the way is where the path goes on.
        let mut all = done_up_to(LessonProgress::course(B).stages.len());
        assert!(all.continue_level(B).is_none());
        all.reset_stage(B, learn::stage("board").unwrap());
        all.visit(B, "man-walk");
        assert_eq!(all.continue_level(B).unwrap().1.id, "board-corner");
    }

    #[test]
    fn stored_and_reloaded_and_a_corrupt_value_is_a_fresh_start() {
        let mut store = Store::open(Ok(Box::new(Memory::default())));
        let mut p = LessonProgress::default();
        p.record(B, "board-corner", 2);
        p.visit(B, "board-empty-rows");
        store.save(&p);
        assert_eq!(store.load::<LessonProgress>(), p);
        let key = LessonProgress::key();
        assert_eq!(key, "damas.v1.lessons");
        store.write_raw(&key, "{not json").unwrap();
        assert_eq!(store.load::<LessonProgress>(), LessonProgress::default());
        assert_eq!(store.read_raw("damas.v1.lessons.corrupt").as_deref(), Some("{not json"));
    }

    #[test]
    fn each_rule_set_has_its_own_progress_and_old_progress_is_the_brazilian_course() {
        // A value saved before the courses per rule set: the Brazilian course's.
        let old = r#"{"stars":{"board-corner":2,"capture-backwards":3},"last":"capture-backwards"}"#;
        let mut p = LessonProgress::decode(old).unwrap();
        assert_eq!(p.stars_of(B, "capture-backwards"), 3);
        assert_eq!(p.last(B), Some("capture-backwards"));
        const E: Variant = Variant::English;
        assert_eq!(p.stars_of(E, "board-corner"), 0);
        assert!(!p.started(E));
        assert_eq!(p.continue_level(E).unwrap().1.id, "board-corner");
        // A level that is not in the English course is not recorded there.
        assert!(!p.record(E, "king-two-in-a-row", 3));
        assert!(p.record(E, "capture-forward-only", 2));
        assert!(p.visit(E, "capture-forward-only"));
        assert_eq!(p.stars_of(B, "capture-forward-only"), 0);
        assert!(p.started(E));
        // Saved and read back: the Brazilian record stays at the top.
        let json = p.encode();
        assert!(json.starts_with(r#"{"stars":{"board-corner":2"#), "{json}");
        let back = LessonProgress::decode(&json).unwrap();
        assert_eq!(back, p);
        assert_eq!(back.stars_of(E, "capture-forward-only"), 2);
        // Resetting a stage touches only that rule set's course.
        let capture = learn::course(E).stage("capture").unwrap();
        p.reset_stage(E, capture);
        assert_eq!(p.stars_of(E, "capture-forward-only"), 0);
        assert_eq!(p.stars_of(B, "capture-backwards"), 3);
        // A damaged entry loses only itself.
        let damaged =
            r#"{"stars":{"board-corner":2},"courses":{"english":5,"russian":{"stars":{"capture-first":1}}}}"#;
        let d = LessonProgress::decode(damaged).unwrap();
        assert_eq!(d.stars_of(B, "board-corner"), 2);
        assert_eq!(d.stars_of(Variant::Russian, "capture-first"), 1);
        assert!(!d.started(E));
        // Junk under another rule set, or an unknown one, loses nothing else.
        let odd = r#"{"stars":{"board-corner":1},"courses":{"chess":{"stars":{"x":3}},"english":{"last":"ghost"}}}"#;
        let q = LessonProgress::decode(odd).unwrap();
        assert_eq!(q.stars_of(B, "board-corner"), 1);
        assert!(!q.started(E));
    }

    #[test]
    fn continue_follows_the_chosen_rule_sets_course_path() {
        for v in Variant::ALL {
            let course = learn::course(v);
            let mut p = LessonProgress::default();
            // Solve the whole core but one level in the middle; open a later one.
            let levels: Vec<_> = course.core_stages().iter().flat_map(|s| s.levels.iter()).collect();
            let skipped = levels[levels.len() / 2];
            for l in &levels {
                if l.id != skipped.id {
                    assert!(p.record(v, l.id, 3), "{v:?}: {}", l.id);
                }
            }
            p.visit(v, levels.last().unwrap().id);
            assert_eq!(p.continue_level(v).unwrap().1.id, skipped.id, "{v:?}");
            assert!(!p.core_done(v));
            p.record(v, skipped.id, 1);
            assert!(p.core_done(v));
            // Then the first stage after the core.
            let (stage, level) = p.continue_level(v).unwrap();
            assert!(!course.is_core(stage));
            assert_eq!(stage.id, course.stages[course.core].id, "{v:?}");
            assert_eq!(level.id, stage.levels[0].id);
            let states = p.stage_states(v);
            assert_eq!(states.len(), course.stages.len());
            assert_eq!(states[course.core], StageState::Next);
        }
    }
}

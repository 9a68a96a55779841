//! The course in the learner's rule set: the core stages taught under its
//! rules, then the other rule sets' stages.
//!
//! The core course is written once in Brazilian draughts (`stages/`). For
//! another 8×8 rule set, [`course`] keeps every core level that holds
//! under its rules (played under them) and swaps in a [`StageVersion`]
//! (`versions/`) where the rules differ: men's captures, the king's range,
//! the capture choice, crowning during a capture, who starts, the set-up,
//! and texts that name Brazilian draughts. What a text says about the
//! rules is written down as [`Claim`]s, and the tests check every claim of
//! every course against the engine's [`Rules`], and every level with
//! [`super::fits`].
//!
//! The "Play better" stages (`stages/s22_*` on) follow the core in every
//! diagonal course, played under the learner's rules; the tests prove each of their
//! levels in every rule set. The endings stage has one version per family
//! of rule sets (flying kings on 8×8, short kings, 10×10), the capture-law
//! stage one per law (majority on 8×8 and on 10×10, the Italian order, and
//! free choice in English, Russian and Thai). Turkish draughts has its
//! own "Play better" stages, written for the orthogonal board
//! (`stages/turkish/`).
//!
//! For the 10×10 rule sets, the board and notation stages are written for
//! the big board, and every other core level is the 8×8 level (or its
//! version) placed on the 10×10 board by `ten.rs`, with the square
//! numbers of its texts renumbered; the 10×10 stage comes first after the
//! core.
//!
//! ```
//! use damas_app::learn::course;
//! use damas_engine::Variant;
//! let english = course(Variant::English);
//! let (stage, level) = english.level("capture-forward-only").unwrap();
//! assert_eq!(stage.id, "capture");
//! assert_eq!(level.variant, Variant::English);
//! // Men capturing backwards: not in the English core, but in the
//! // Brazilian stage after it, played in Brazilian draughts.
//! let (stage, level) = english.level("capture-backwards").unwrap();
//! assert!(!english.is_core(stage));
//! assert_eq!((stage.id, level.variant), ("brazilian", Variant::Brazilian));
//! assert!(course(Variant::Brazilian).is_core(course(Variant::Brazilian).stage("capture").unwrap()));
//! ```

use std::sync::OnceLock;

use damas_engine::{BoardSize, CaptureChoice, Color, KingRange, PromotionInCapture, Variant};

use super::claim::Claim;
use super::model::{LessonLevel, LessonText, Stage};
use super::stages::{capture_law_for, centre_for, endings_for, stages, turkish, BETTER_STAGES, CORE_STAGES};
use super::ten::translate;
use super::versions::{brazilian, english_customs as customs, LevelPick, VERSIONS};
use crate::kernel::i18n::Text;

/// What the Brazilian core stages' own texts (title and intro) claim.
pub(crate) const STAGE_CLAIMS: &[(&str, &[Claim])] = &[
    ("board", &[Claim::Size(BoardSize::Eight), Claim::MenRows(3), Claim::First(Color::White)]),
    ("capture", &[Claim::MenCaptureBackwards(true), Claim::Names(Variant::Brazilian)]),
    ("captured-stay", &[]),
    ("majority", &[Claim::Choice(CaptureChoice::Majority)]),
    ("crossing", &[Claim::Crowning(PromotionInCapture::ContinueAsMan), Claim::Names(Variant::Brazilian)]),
    ("king-moves", &[Claim::King(KingRange::Flying)]),
    ("king-captures", &[Claim::King(KingRange::Flying)]),
    ("draws", &[]),
    ("notation", &[Claim::Size(BoardSize::Eight)]),
];

/// What the Brazilian core levels' texts claim about the rules (levels
/// not listed claim nothing that differs between the rule sets).
pub(crate) const LEVEL_CLAIMS: &[(&str, &[Claim])] = &[
    ("board-empty-rows", &[Claim::MenRows(3)]),
    ("board-first-move", &[Claim::First(Color::White)]),
    ("capture-backwards", &[Claim::MenCaptureBackwards(true)]),
    ("compulsory-king", &[Claim::King(KingRange::Flying)]),
    ("captured-twice", &[Claim::King(KingRange::Flying)]),
    ("captured-blocks", &[Claim::King(KingRange::Flying)]),
    ("majority-two-beats-one", &[Claim::Choice(CaptureChoice::Majority), Claim::MenCaptureBackwards(true)]),
    ("majority-king-counts-one", &[Claim::Choice(CaptureChoice::Majority)]),
    ("majority-longest-chain", &[Claim::Choice(CaptureChoice::Majority)]),
    ("crossing-stays-man", &[Claim::Crowning(PromotionInCapture::ContinueAsMan)]),
    ("king-long", &[Claim::King(KingRange::Flying)]),
    ("king-blocked", &[Claim::King(KingRange::Flying)]),
    ("draw-hold-repetition", &[Claim::King(KingRange::Flying)]),
    ("notation-algebraic", &[Claim::Names(Variant::Brazilian)]),
    ("notation-full-path", &[Claim::King(KingRange::Flying)]),
    ("notation-write-path", &[Claim::King(KingRange::Flying)]),
    ("tip-long-diagonal", &[Claim::King(KingRange::Flying)]),
    ("tip-centre", &[Claim::MenRows(3)]),
    ("notation-one", &[Claim::MenRows(3)]),
    ("notation-move", &[Claim::MenRows(3)]),
    ("board-corner", &[Claim::MenRows(3)]),
];

/// The claims of a table entry (none when it is not listed).
pub(crate) fn claims_of(table: &[(&str, &'static [Claim])], id: &str) -> &'static [Claim] {
    table.iter().find(|(i, _)| *i == id).map_or(&[], |(_, c)| c)
}

/// One rule set's course: the core stages (taught under its rules), then
/// the other rule sets' stages (for another rule set than Brazilian, a
/// Brazilian stage among them: the Brazilian levels its core teaches
/// otherwise).
#[derive(Debug)]
pub struct Course {
    /// The rule set the learner chose.
    pub variant: Variant,
    /// Every stage, in course order: the core first.
    pub stages: Vec<&'static Stage>,
    /// How many stages, from the first, make the core course.
    pub core: usize,
    /// How many stages, after the core, make the "Play better" course
    /// (in Turkish draughts its own, written for the orthogonal board).
    pub better: usize,
    /// What the map says the "Play better" course teaches (the stages it
    /// has in this course).
    pub better_intro: Text,
    /// Per stage: the claims its title and intro make.
    stage_claims: Vec<&'static [Claim]>,
    /// Per core level id: the claims its texts make.
    level_claims: Vec<(&'static str, &'static [Claim])>,
}

impl Course {
    /// A stage by id.
    pub fn stage(&self, id: &str) -> Option<&'static Stage> {
        self.stages.iter().copied().find(|s| s.id == id)
    }

    /// A level by id (unique within a course), with its stage.
    pub fn level(&self, id: &str) -> Option<(&'static Stage, &'static LessonLevel)> {
        self.stages.iter().copied().find_map(|s| s.levels.iter().find(|l| l.id == id).map(|l| (s, l)))
    }

    /// The core stages.
    pub fn core_stages(&self) -> &[&'static Stage] {
        &self.stages[..self.core]
    }

    /// The "Play better" stages.
    pub fn better_stages(&self) -> &[&'static Stage] {
        &self.stages[self.core..self.core + self.better]
    }

    /// The other rule sets' stages, after the two courses.
    pub fn rule_set_stages(&self) -> &[&'static Stage] {
        &self.stages[self.core + self.better..]
    }

    /// Whether a stage (of this course) belongs to its core.
    pub fn is_core(&self, stage: &Stage) -> bool {
        self.core_stages().iter().any(|s| std::ptr::eq(*s, stage))
    }

    /// The stage after `stage` in this course, if any.
    pub fn next_stage(&self, stage: &Stage) -> Option<&'static Stage> {
        let i = self.stages.iter().position(|s| std::ptr::eq(*s, stage))?;
        self.stages.get(i + 1).copied()
    }

    /// What the title and intro of the `i`-th stage claim (core stages).
    pub fn claims_of_stage(&self, i: usize) -> &'static [Claim] {
        self.stage_claims.get(i).copied().unwrap_or(&[])
    }

    /// What a core level's texts claim.
    pub fn claims_of_level(&self, id: &str) -> &'static [Claim] {
        claims_of(&self.level_claims, id)
    }
}

/// Leaks a value built once per rule set (at most nine courses).
fn leak<T>(value: T) -> &'static T {
    Box::leak(Box::new(value))
}

fn build(variant: Variant) -> Course {
    if variant == Variant::Turkish {
        return build_turkish();
    }
    let all = stages();
    let mut out: Vec<&'static Stage> = Vec::new();
    let mut stage_claims = Vec::new();
    let mut level_claims = Vec::new();
    for base in all.iter().take(CORE_STAGES).copied() {
        let version = VERSIONS.iter().find(|v| v.stage == base.id && (v.applies)(variant));
        // The levels, each with whether it is written for the 8×8 board.
        let picks: Vec<(&'static LessonLevel, bool)> = match version {
            Some(v) => v
                .levels
                .iter()
                .map(|p| match p {
                    LevelPick::Same(id) => (
                        base.levels
                            .iter()
                            .find(|l| l.id == *id)
                            .unwrap_or_else(|| panic!("version of {}: no level {id}", base.id)),
                        true,
                    ),
                    LevelPick::New(l) => (l, true),
                    LevelPick::Ten(l) => (l, false),
                })
                .collect(),
            None => base.levels.iter().map(|l| (l, true)).collect(),
        };
        let (title, intro, claims) = match version {
            Some(v) => (v.title.unwrap_or(base.title), v.intro.unwrap_or(base.intro), v.claims),
            None => (base.title, base.intro, claims_of(STAGE_CLAIMS, base.id)),
        };
        for (l, _) in &picks {
            let own =
                version.and_then(|v| v.level_claims.iter().find(|(id, _)| *id == l.id)).map(|(_, c)| *c);
            level_claims.push((l.id, own.unwrap_or_else(|| claims_of(LEVEL_CLAIMS, l.id))));
        }
        stage_claims.push(claims);
        if variant == Variant::Brazilian && version.is_none() {
            out.push(base);
            continue;
        }
        let ten = variant.size() == BoardSize::Ten;
        let levels: Vec<LessonLevel> = picks
            .into_iter()
            .map(|(l, eight)| {
                let placed = if ten && eight { translate(l) } else { *l };
                LessonLevel { variant, ..placed }
            })
            .collect();
        let levels: &'static [LessonLevel] = Box::leak(levels.into_boxed_slice());
        out.push(leak(Stage { id: base.id, title, intro, levels }));
    }
    let core = out.len();
    // "Play better": written once, played under the learner's rules (on
    // the big board for a 10×10 learner).
    for base in all.iter().skip(CORE_STAGES).take(BETTER_STAGES).copied() {
        // The endings: one version per family, written for its board.
        let (base, written_for_ten) = match base.id {
            "endings" => (endings_for(variant), variant.size() == BoardSize::Ten),
            "capture-law" => (capture_law_for(variant), variant.size() == BoardSize::Ten),
            // Short kings get the bridge; the 10×10 board the 8×8 version placed by ten.rs.
            "centre" => (centre_for(variant), false),
            _ => (base, false),
        };
        if variant == Variant::Brazilian {
            out.push(base);
            continue;
        }
        let ten = variant.size() == BoardSize::Ten && !written_for_ten;
        let levels: Vec<LessonLevel> = base
            .levels
            .iter()
            .map(|l| LessonLevel { variant, ..if ten { translate(l) } else { *l } })
            .collect();
        let levels: &'static [LessonLevel] = Box::leak(levels.into_boxed_slice());
        out.push(leak(Stage { id: base.id, title: base.title, intro: base.intro, levels }));
    }
    // The other rule sets' stages: not the one of the learner's own rule
    // set; for a 10×10 learner the 10×10 stage first.
    let own = |id: &str| match variant {
        Variant::Brazilian => false,
        Variant::Damas10 | Variant::International => id == "ten",
        v => id == v.id(),
    };
    let mut rest: Vec<&'static Stage> = all.iter().skip(CORE_STAGES + BETTER_STAGES).copied().collect();
    if variant.size() == BoardSize::Ten {
        rest.sort_by_key(|s| !own(s.id));
    } else {
        rest.retain(|s| !own(s.id));
    }
    // For another rule set's learner, the Brazilian rules their course
    // teaches otherwise (after the 10×10 stage for a 10×10 learner).
    if variant != Variant::Brazilian {
        let in_core = |id: &str| out.iter().any(|s| s.levels.iter().any(|l| l.id == id));
        let ids: Vec<&str> = brazilian::LEVELS.iter().copied().filter(|id| !in_core(id)).collect();
        if !ids.is_empty() {
            let stage =
                picked_stage(brazilian::ID, brazilian::TITLE, brazilian::INTRO, &ids, &all[..CORE_STAGES]);
            rest.insert(usize::from(variant.size() == BoardSize::Ten), stage);
        }
    }
    // An English learner keeps the English stage's tournament customs.
    if variant == Variant::English {
        let own = all.iter().find(|s| s.id == customs::ID).expect("the English stage");
        let levels: Vec<LessonLevel> =
            own.levels.iter().filter(|l| customs::LEVELS.contains(&l.id)).copied().collect();
        let levels: &'static [LessonLevel] = Box::leak(levels.into_boxed_slice());
        rest.insert(0, leak(Stage { id: customs::ID, title: customs::TITLE, intro: customs::INTRO, levels }));
    }
    out.extend(rest);
    // Last, the orthogonal game.
    let t = &turkish::DIFFERENCES;
    out.push(picked_stage(t.id, t.title, t.intro, t.levels, turkish::core()));
    Course {
        variant,
        stages: out,
        core,
        better: BETTER_STAGES,
        better_intro: Text::LearnBetterIntro,
        stage_claims,
        level_claims,
    }
}

/// A stage made of the levels of `from` with these ids, in this order,
/// each played in the rule set it is written for.
fn picked_stage(
    id: &'static str,
    title: LessonText,
    intro: LessonText,
    ids: &[&str],
    from: &[&'static Stage],
) -> &'static Stage {
    let levels: Vec<LessonLevel> = ids
        .iter()
        .map(|want| {
            *from
                .iter()
                .find_map(|s| s.levels.iter().find(|l| l.id == *want))
                .unwrap_or_else(|| panic!("stage {id}: no level {want}"))
        })
        .collect();
    let levels: &'static [LessonLevel] = Box::leak(levels.into_boxed_slice());
    leak(Stage { id, title, intro, levels })
}

/// The Turkish course: its own core and "Play better" course
/// (`stages/turkish/`, both written for the orthogonal board), then the
/// diagonal games: how their pieces move, the Brazilian stage, and one
/// stage per other rule set.
fn build_turkish() -> Course {
    let all = stages();
    let core = turkish::core();
    let better = turkish::better();
    let mut out: Vec<&'static Stage> = core.iter().chain(better).copied().collect();
    let diagonal = &turkish::DIAGONAL;
    out.push(picked_stage(diagonal.id, diagonal.title, diagonal.intro, diagonal.levels, &all[..CORE_STAGES]));
    let ids: Vec<&str> =
        brazilian::LEVELS.iter().copied().filter(|id| !diagonal.levels.contains(id)).collect();
    out.push(picked_stage(brazilian::ID, brazilian::TITLE, brazilian::INTRO, &ids, &all[..CORE_STAGES]));
    out.extend(all.iter().skip(CORE_STAGES + BETTER_STAGES).copied());
    let stage_claims = core.iter().map(|s| claims_of(turkish::STAGE_CLAIMS, s.id)).collect();
    let level_claims = core
        .iter()
        .flat_map(|s| s.levels.iter().map(|l| (l.id, claims_of(turkish::LEVEL_CLAIMS, l.id))))
        .collect();
    Course {
        variant: Variant::Turkish,
        stages: out,
        core: core.len(),
        better: better.len(),
        better_intro: Text::LearnBetterIntroTurkish,
        stage_claims,
        level_claims,
    }
}

/// The course for a rule set (built once, then shared).
pub fn course(variant: Variant) -> &'static Course {
    static COURSES: [OnceLock<Course>; Variant::ALL.len()] = [const { OnceLock::new() }; Variant::ALL.len()];
    let i = Variant::ALL.iter().position(|v| *v == variant).unwrap_or(0);
    COURSES[i].get_or_init(|| build(variant))
}

/// A level by its key, `"<rule set>/<level id>"` ([`level_key`]): the
/// level of that id played under that rule set, in any course.
pub fn level_by_key(key: &str) -> Option<&'static LessonLevel> {
    let (variant, id) = key.split_once('/')?;
    let variant: Variant = variant.parse().ok()?;
    Variant::ALL.iter().find_map(|v| course(*v).level(id).map(|(_, l)| l).filter(|l| l.variant == variant))
}

/// The key of a level for [`level_by_key`] (the search worker gets it).
pub fn level_key(level: &LessonLevel) -> String {
    format!("{}/{}", level.variant.id(), level.id)
}

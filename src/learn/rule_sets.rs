//! The core course under the learner's rule set: which core levels hold,
//! as they are, under another rule set's rules.
//!
//! The core course is written in Brazilian draughts. A core level "holds"
//! under another rule set when, played under that rule set's rules, its
//! position is valid, its goal can be reached within par, and every wrong
//! example is still illegal for the reason the level explains. The levels
//! that do not hold teach exactly what the rule sets disagree on (men's
//! captures, the flying king, the majority law, crowning during a capture,
//! the set-up) and need their own version per rule set: [`MISFITS`] lists
//! them, and the tests check the list against the engine for all nine
//! rule sets. The 10×10 rule sets need their own positions altogether.
//! [`super::course`] builds each rule set's course from this, and the
//! tests here prove that every level of every course holds.

use damas_engine::{Position, Variant};

use super::attempt::{Attempt, Progress};
use super::coach::solve;
use super::model::LessonLevel;
use super::practice::Aim;

/// Why a core level does not hold under a rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misfit {
    /// Another board size: the level needs its own position.
    BoardSize,
    /// The position is not valid under these rules (e.g. Thai's set-up).
    Position,
    /// A wrong example is legal, or illegal for another reason.
    Mistake(&'static str),
    /// The goal cannot be reached within par.
    Goal,
}

/// Whether `level`, played under `variant`'s rules, keeps its goal and
/// its explanations (a brute-force check: for the tests, not the page).
pub fn fits(level: &'static LessonLevel, variant: Variant) -> Result<(), Misfit> {
    if variant.size() != level.variant.size() {
        return Err(Misfit::BoardSize);
    }
    let pos = Position::from_fen(variant, level.fen).map_err(|_| Misfit::Position)?;
    for m in level.mistakes {
        if m.reason(&pos).map(|r| r.kind()) != Some(m.kind) {
            return Err(Misfit::Mistake(m.text));
        }
    }
    // A question has no moves to play; a practice for a result is proved
    // by the endgame tables (its tests), not by a search here.
    if level.is_question() || Aim::of(level).is_some_and(Aim::reads_tables) {
        return Ok(());
    }
    let under: &'static LessonLevel = Box::leak(Box::new(LessonLevel { variant, ..*level }));
    let mut attempt = Attempt::new(under);
    while attempt.progress() == Progress::Going && (attempt.learner_moves() as u32) < under.par {
        let mv = solve(&attempt, under.par - attempt.learner_moves() as u32).ok_or(Misfit::Goal)?;
        attempt.play(&mv).map_err(|_| Misfit::Goal)?;
    }
    if attempt.progress() == Progress::Solved {
        Ok(())
    } else {
        Err(Misfit::Goal)
    }
}

/// The core levels that do not hold under each 8×8 rule set (the 10×10
/// rule sets: none holds, [`Misfit::BoardSize`]). Checked by the tests.
pub const MISFITS: &[(Variant, &[&str])] = &[
    (
        Variant::English,
        &[
            "capture-backwards",
            "compulsory-king",
            "captured-twice",
            "captured-blocks",
            "majority-two-beats-one",
            "majority-king-counts-one",
            "majority-longest-chain",
            "crossing-stays-man",
            "king-long",
            "king-blocked",
            "king-capture-far",
            "king-capture-landing",
            "king-capture-must-continue",
            "king-two-in-a-row",
        ],
    ),
    (Variant::Russian, &["majority-two-beats-one", "majority-king-counts-one", "majority-longest-chain"]),
    (Variant::Spanish, &["capture-backwards", "majority-two-beats-one", "crossing-stays-man"]),
    (
        Variant::Italian,
        &[
            "capture-backwards",
            "compulsory-king",
            "captured-twice",
            "captured-blocks",
            "majority-two-beats-one",
            "majority-king-counts-one",
            "crossing-stays-man",
            "king-long",
            "king-blocked",
            "king-capture-far",
            "king-capture-landing",
            "king-capture-must-continue",
            "king-two-in-a-row",
        ],
    ),
    (
        Variant::Thai,
        &[
            "board-corner",
            "board-empty-rows",
            "board-first-move",
            "capture-backwards",
            "majority-two-beats-one",
            "majority-king-counts-one",
            "majority-longest-chain",
            "crossing-stays-man",
            "notation-one",
            "notation-move",
            "notation-algebraic",
            "tip-centre",
        ],
    ),
];

/// Whether a core level holds, as it is, under `variant` (from
/// [`MISFITS`]; every core level of another board size does not).
pub fn holds_under(level: &LessonLevel, variant: Variant) -> bool {
    if variant.size() != level.variant.size() {
        return false;
    }
    MISFITS.iter().find(|(v, _)| *v == variant).is_none_or(|(_, ids)| !ids.contains(&level.id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::{stages, CORE_STAGES};

    /// Every core level under every rule set: the engine's verdict agrees
    /// with [`MISFITS`].
    #[test]
    fn the_misfits_table_agrees_with_the_engine_for_every_rule_set() {
        for variant in Variant::ALL {
            let mut holding = 0;
            for stage in stages().iter().take(CORE_STAGES) {
                for level in stage.levels {
                    let verdict = fits(level, variant);
                    assert_eq!(
                        verdict.is_ok(),
                        holds_under(level, variant),
                        "{} under {variant:?}: {verdict:?}",
                        level.id
                    );
                    holding += verdict.is_ok() as u32;
                }
            }
            if variant.size() != Variant::Brazilian.size() {
                assert_eq!(holding, 0, "{variant:?}");
            } else {
                assert!(holding > 30, "{variant:?}: {holding} core levels hold");
            }
        }
    }

    /// The proof of the course in the chosen rule set: for each of the
    /// nine rule sets, every core level of its course holds under the
    /// rules it is played in (its goal reached within par, every wrong
    /// example illegal for the reason given), and every claim its texts
    /// and its stage's texts make is true of the rule set.
    #[test]
    fn every_core_level_of_every_course_holds_under_its_rule_set() {
        use crate::learn::course;
        for variant in Variant::ALL {
            let c = course(variant);
            let mut levels = 0;
            for (i, stage) in c.core_stages().iter().enumerate() {
                let check = |claims: &[crate::learn::Claim], what: &str| {
                    for claim in claims {
                        assert!(claim.holds(variant), "{variant:?}: {what} claims {claim:?}");
                    }
                };
                check(c.claims_of_stage(i), stage.id);
                for level in stage.levels {
                    assert_eq!(level.variant, variant, "{variant:?}: {}", level.id);
                    assert_eq!(fits(level, variant), Ok(()), "{variant:?}: {}", level.id);
                    check(c.claims_of_level(level.id), level.id);
                    levels += 1;
                }
            }
            println!("{variant:?}: {levels} core levels");
            // Turkish draughts has its own, shorter core.
            let least = if variant == Variant::Turkish { 20 } else { 40 };
            assert!(levels >= least, "{variant:?}: {levels} core levels");
        }
    }
}

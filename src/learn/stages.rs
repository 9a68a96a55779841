//! The stages of the courses, one file each, in course order: the rules
//! course's core, the "Play better" course, then one stage per rule set.

use super::{LessonLevel, Stage};

mod s01_board;
mod s02_man_moves;
mod s03_capture;
mod s04_compulsory;
mod s05_chain;
mod s06_captured_stay;
mod s07_majority;
mod s08_promotion;
mod s09_man_crossing;
mod s10_king_moves;
mod s11_king_captures;
mod s12_winning;
mod s13_draws;
mod s14_notation;
mod s15_tips;
mod s16_english;
mod s17_russian;
mod s18_spanish;
mod s19_italian;
mod s20_thai;
mod s21_ten;
mod s22_attack;
mod s23_exchanges;
mod s24_shot;
mod s25_run;
mod s26_block;
mod s27_endings;
mod s28_capture_law;
mod s29_centre;
pub mod turkish;

pub use s27_endings::for_variant as endings_for;
pub use s28_capture_law::for_variant as capture_law_for;
pub use s29_centre::for_variant as centre_for;

/// Every stage, in course order.
pub fn stages() -> &'static [&'static Stage] {
    static STAGES: [&Stage; 29] = [
        &s01_board::STAGE,
        &s02_man_moves::STAGE,
        &s03_capture::STAGE,
        &s04_compulsory::STAGE,
        &s05_chain::STAGE,
        &s06_captured_stay::STAGE,
        &s07_majority::STAGE,
        &s08_promotion::STAGE,
        &s09_man_crossing::STAGE,
        &s10_king_moves::STAGE,
        &s11_king_captures::STAGE,
        &s12_winning::STAGE,
        &s13_draws::STAGE,
        &s14_notation::STAGE,
        &s15_tips::STAGE,
        &s22_attack::STAGE,
        &s23_exchanges::STAGE,
        &s24_shot::STAGE,
        &s28_capture_law::STAGE,
        &s25_run::STAGE,
        &s26_block::STAGE,
        &s29_centre::STAGE,
        &s27_endings::STAGE,
        &s16_english::STAGE,
        &s17_russian::STAGE,
        &s18_spanish::STAGE,
        &s19_italian::STAGE,
        &s20_thai::STAGE,
        &s21_ten::STAGE,
    ];
    &STAGES
}

/// How many stages, from the first, make the core course (taught in
/// Brazilian draughts, tips included); the others teach one rule set each.
pub const CORE_STAGES: usize = 15;

/// How many stages, after the core, make the "Play better" course: how to
/// win once the rules are known (written in Brazilian draughts, played
/// under the learner's rules).
pub const BETTER_STAGES: usize = 8;

/// Whether a stage belongs to the core course (see [`CORE_STAGES`]).
pub fn is_core(stage: &Stage) -> bool {
    stages().iter().take(CORE_STAGES).any(|s| std::ptr::eq(*s, stage))
}

/// Whether a stage belongs to the "Play better" course (see [`BETTER_STAGES`]).
pub fn is_better(stage: &Stage) -> bool {
    stages().iter().skip(CORE_STAGES).take(BETTER_STAGES).any(|s| std::ptr::eq(*s, stage))
}

/// The puzzles a "Play better" stage leads on to: the motif whose training
/// (`/puzzles/motif/<theme>`) practises what the stage taught.
pub fn puzzle_motif(stage: &Stage) -> Option<damas_engine::teaching::Theme> {
    use damas_engine::teaching::Theme;
    match stage.id {
        "attack" => Some(Theme::WinMaterial),
        "exchanges" => Some(Theme::TwoForOne),
        "shot" => Some(Theme::Shot),
        "run" => Some(Theme::Breakthrough),
        // The back row guards against the breakthroughs those puzzles show.
        "centre" => Some(Theme::Breakthrough),
        "block" => Some(Theme::Block),
        "endings" => Some(Theme::Endgame),
        // Where whoever captures chooses, the shots that work against every choice.
        "capture-law" => Some(match stage.levels.first().map(|l| l.variant.rules().choice) {
            Some(damas_engine::CaptureChoice::Free) => Theme::Shot,
            _ => Theme::ForcedByMajority,
        }),
        _ => None,
    }
}

/// A stage by id.
pub fn stage(id: &str) -> Option<&'static Stage> {
    stages().iter().copied().find(|s| s.id == id)
}

/// A level by id (ids are unique over the whole course), with its stage.
pub fn level(id: &str) -> Option<(&'static Stage, &'static LessonLevel)> {
    stages().iter().copied().find_map(|s| s.levels.iter().find(|l| l.id == id).map(|l| (s, l)))
}

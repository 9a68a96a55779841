//! Puzzles in the app (plain Rust, tested natively): the catalogue of
//! engine-verified tactics and rule drills read from
//! `puzzles/{tactics,drills}/*.pdn` ([`catalog`], [`drills`]), fetched
//! when a page needs them ([`files`]), the
//! puzzle of the day ([`daily`]), the list a page at a time ([`listing`]), the filter by motif,
//! difficulty and origin ([`filter`]), the games people played some come
//! from ([`origin`]), each motif's example and the dashboard
//! ([`motifs`]), what the puzzles page shows ([`overview`]),
//! the local rating ([`rating`]), a solving session ([`solve`]), a
//! puzzle's latest result ([`tried`]), when a missed one comes back
//! ([`revisit`]) and the day streak ([`day_streak`]); Puzzle Streak and Puzzle
//! Storm, runs of puzzles against a miss or a clock ([`puzzle_run`],
//! [`storm_clock`], [`combo`], their records [`run_records`]). The page is
//! `crate::puzzles::puzzles_page`; the saved progress (what is kept and
//! how) is `crate::puzzles::puzzle_store`.

pub mod catalog;
pub mod combo;
pub mod daily;
pub mod day_streak;
pub mod files;
pub mod filter;
pub mod listing;
pub mod motif_texts;
pub mod motifs;
pub mod origin;
pub mod overview;
pub mod puzzle_run;
pub mod puzzle_store;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod puzzles_page;
pub mod rating;
pub mod retry;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod retry_panel;
pub mod revisit;
pub mod run_records;
pub mod solution_texts;
pub mod solve;
pub mod storm_clock;
pub mod tried;

pub use catalog::{catalog, drills, find, Catalog, Entry};
pub use daily::{daily, day_date, day_number, Day};
pub use day_streak::DayStreak;
pub use files::offline_files;
pub use puzzle_run::{answer_of, run_order, Answer, PuzzleRun, RunEnd, RunKind};
pub use puzzle_store::{GameMistake, PuzzleProgress};
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use puzzles_page::{MotifPage, PuzzlePage, PuzzlesPage, StormPage, StreakPage};
pub use rating::{expected, puzzle_rating, Glicko, Rating, START_RATING};
pub use retry::{Attempt, Mistake, Retry};
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use retry_panel::{play_in as play_retry_in, RetryBox};
pub use revisit::{Revisit, REVISIT_DAYS};
pub use run_records::{LastRun, RunRecords};
pub use solve::{refutation_limits, Grade, Hint, PuzzleSession, Reply, SolverStatus, Step, Tally};
pub use tried::Tried;

#[cfg(test)]
mod tests {
    use crate::kernel::i18n::{
        puzzle_days, puzzle_refuting, puzzle_wrong, puzzles_show_more, puzzles_shown, theme_name, Lang,
    };
    use damas_engine::teaching::Theme;
    use std::collections::HashSet;

    #[test]
    fn every_theme_has_a_name_in_both_languages() {
        for lang in Lang::ALL {
            let names: HashSet<&str> = Theme::ALL.iter().map(|&t| theme_name(t, lang)).collect();
            assert_eq!(names.len(), Theme::ALL.len(), "{lang:?}");
            assert!(names.iter().all(|n| !n.trim().is_empty()));
        }
        assert_ne!(theme_name(Theme::Shot, Lang::Pt), theme_name(Theme::Shot, Lang::En));
    }

    #[test]
    fn messages_with_data_read_well() {
        assert_eq!(puzzle_days(Lang::Pt, 1), "1 dia");
        assert_eq!(puzzle_days(Lang::En, 3), "3 days");
        let m = puzzle_wrong(Lang::En, "9-13", Some("18x9"));
        assert!(m.contains("9-13") && m.contains("18x9"), "{m}");
        assert!(puzzle_wrong(Lang::Pt, "9-13", None).contains("9-13"));
        for lang in Lang::ALL {
            assert!(puzzle_refuting(lang, "9-13").contains("9-13"));
            assert_ne!(puzzle_refuting(lang, "9-13"), puzzle_wrong(lang, "9-13", None));
            assert!(puzzles_show_more(lang, 349).contains("349"));
            let shown = puzzles_shown(lang, 42, 391);
            assert!(shown.contains("42") && shown.contains("391"), "{shown}");
        }
        assert_eq!(puzzles_show_more(Lang::Pt, 1), "Mostrar mais (falta 1)");
        assert_eq!(puzzles_show_more(Lang::En, 7), "Show more (7 left)");
    }
}

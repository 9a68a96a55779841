//! Puzzles in the app (plain Rust, tested natively): the catalogue of
//! engine-verified puzzles embedded from `puzzles/*.pdn` ([`catalog`]), the
//! puzzle of the day ([`daily`]), the local rating ([`rating`]) and a
//! solving session ([`solve`]). The page is `crate::pages::puzzles`; the
//! saved progress is `crate::state::puzzles`.

pub mod catalog;
pub mod daily;
pub mod rating;
pub mod solve;

pub use catalog::{catalog, Catalog, Entry};
pub use daily::{daily, day_date, day_number, Day};
pub use rating::{expected, puzzle_rating, update, START_RATING};
pub use solve::{Attempt, Hint, Outcome, PuzzleSession, Step};

#[cfg(test)]
mod tests {
    use crate::i18n::{puzzle_days, puzzle_wrong, theme_name, Lang};
    use damas_engine::Theme;
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
    }
}

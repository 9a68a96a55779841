//! The filter of the puzzles list (plain Rust, tested natively): a motif,
//! a band of difficulty and whether only tactics from games people played
//! are shown, read from and written to the page's address.

use damas_engine::teaching::{Puzzle, Theme};

/// A band of difficulty: the stars a learner picks from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
// The list and the ids, from the declaration:
#[derive(strum::EnumString, strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "lowercase")]
pub enum Band {
    /// ★ and ★★.
    Easy,
    /// ★★★.
    Medium,
    /// ★★★★ and ★★★★★.
    Hard,
}

impl Band {
    /// Every band, easiest first (the declaration's order).
    pub const ALL: [Band; <Band as strum::VariantArray>::VARIANTS.len()] =
        damas_engine::listed::array_of(<Band as strum::VariantArray>::VARIANTS);

    /// The id in the page's address (`?band=hard`): the name in lower case
    /// (strum).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The band of an id (exactly as written).
    pub fn parse(text: &str) -> Option<Band> {
        text.parse().ok()
    }

    /// The difficulties (1–5) in the band.
    pub fn stars(self) -> std::ops::RangeInclusive<u8> {
        match self {
            Band::Easy => 1..=2,
            Band::Medium => 3..=3,
            Band::Hard => 4..=5,
        }
    }

    pub fn contains(self, difficulty: u8) -> bool {
        self.stars().contains(&difficulty)
    }
}

/// What the puzzles list shows: one motif (or all), one band (or all), and
/// every tactic or only those from games people played ("from real
/// games").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Filter {
    pub theme: Option<Theme>,
    pub band: Option<Band>,
    pub human: bool,
}

/// The address's value of `origin` for tactics from games people played.
const HUMAN: &str = "human";

impl Filter {
    /// A filter of one motif alone.
    pub fn of_theme(theme: Theme) -> Filter {
        Filter { theme: Some(theme), ..Filter::default() }
    }

    /// Reads `theme`, `band` and `origin` from a page's address; unknown
    /// values are left out (all motifs, all bands, every origin).
    pub fn from_query(theme: Option<&str>, band: Option<&str>, origin: Option<&str>) -> Filter {
        Filter {
            theme: theme.and_then(Theme::parse),
            band: band.and_then(Band::parse),
            human: origin == Some(HUMAN),
        }
    }

    /// The address's query pairs (`theme=shot`, `band=hard`,
    /// `origin=human`), in that order.
    pub fn query(&self) -> Vec<String> {
        let theme = self.theme.map(|t| format!("theme={}", t.id()));
        let band = self.band.map(|b| format!("band={}", b.id()));
        let origin = self.human.then(|| format!("origin={HUMAN}"));
        theme.into_iter().chain(band).chain(origin).collect()
    }

    /// Whether the filter keeps `puzzle`, which comes from a game people
    /// played when `from_human_game`.
    pub fn matches(&self, puzzle: &Puzzle, from_human_game: bool) -> bool {
        self.theme.is_none_or(|t| puzzle.themes.contains(&t))
            && self.band.is_none_or(|b| b.contains(puzzle.difficulty))
            && (!self.human || from_human_game)
    }

    pub fn is_all(&self) -> bool {
        *self == Filter::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    #[test]
    fn a_filter_keeps_its_motif_and_band_and_reads_back_from_its_address() {
        let shot = |difficulty| {
            Puzzle::new("x", Variant::Brazilian, "W:W22:B18", &[Theme::Shot], difficulty, &["22x15"])
        };
        let hard_shots = Filter { theme: Some(Theme::Shot), band: Some(Band::Hard), human: false };
        assert!(hard_shots.matches(&shot(4), false) && hard_shots.matches(&shot(5), true));
        assert!(!hard_shots.matches(&shot(3), false));
        let breakthrough = Puzzle { themes: vec![Theme::Breakthrough], ..shot(5) };
        assert!(!hard_shots.matches(&breakthrough, false));
        assert!(Filter::default().matches(&breakthrough, false) && Filter::default().is_all());
        assert_eq!(hard_shots.query(), ["theme=shot", "band=hard"]);
        assert_eq!(Filter::from_query(Some("shot"), Some("hard"), None), hard_shots);
        // Nonsense in the address is left out, not an error.
        assert_eq!(Filter::from_query(Some("nope"), Some("hardest"), Some("robots")), Filter::default());
        for band in Band::ALL {
            assert_eq!(Band::parse(band.id()), Some(band));
        }
        // The ids are in shared and bookmarked addresses: never change one.
        assert_eq!(Band::ALL.map(Band::id), ["easy", "medium", "hard"]);
        assert_eq!(Band::parse("Hard"), None);
        assert!(Band::Easy.contains(2) && !Band::Easy.contains(3) && Band::Hard.contains(5));
    }

    #[test]
    fn from_real_games_keeps_only_the_tactics_of_games_people_played() {
        let shot = Puzzle::new("x", Variant::Brazilian, "W:W22:B18", &[Theme::Shot], 2, &["22x15"]);
        let human = Filter { human: true, ..Filter::default() };
        assert!(human.matches(&shot, true) && !human.matches(&shot, false));
        assert!(Filter::default().matches(&shot, true) && Filter::default().matches(&shot, false));
        assert!(!human.is_all());
        let human_shots = Filter { theme: Some(Theme::Shot), ..human };
        assert_eq!(human_shots.query(), ["theme=shot", "origin=human"]);
        assert_eq!(Filter::from_query(Some("shot"), None, Some("human")), human_shots);
        assert_eq!(Filter::of_theme(Theme::Shot), Filter { theme: Some(Theme::Shot), ..Filter::default() });
    }
}

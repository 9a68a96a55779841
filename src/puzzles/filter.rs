//! The filter of the puzzles list (plain Rust, tested natively): a motif
//! and a band of difficulty, read from and written to the page's address.

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

/// What the puzzles list shows: one motif (or all) and one band (or all).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Filter {
    pub theme: Option<Theme>,
    pub band: Option<Band>,
}

impl Filter {
    /// Reads `theme` and `band` from a page's address; unknown values are
    /// left out (all motifs, all bands).
    pub fn from_query(theme: Option<&str>, band: Option<&str>) -> Filter {
        Filter { theme: theme.and_then(Theme::parse), band: band.and_then(Band::parse) }
    }

    /// The address's query pairs (`theme=shot`, `band=hard`), in that order.
    pub fn query(&self) -> Vec<String> {
        let theme = self.theme.map(|t| format!("theme={}", t.id()));
        let band = self.band.map(|b| format!("band={}", b.id()));
        theme.into_iter().chain(band).collect()
    }

    pub fn matches(&self, puzzle: &Puzzle) -> bool {
        self.theme.is_none_or(|t| puzzle.themes.contains(&t))
            && self.band.is_none_or(|b| b.contains(puzzle.difficulty))
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
            Puzzle::new("x", Variant::Brazilian, "W:W22:B18", &[Theme::Shot], difficulty, &["22x13"])
        };
        let hard_shots = Filter { theme: Some(Theme::Shot), band: Some(Band::Hard) };
        assert!(hard_shots.matches(&shot(4)) && hard_shots.matches(&shot(5)));
        assert!(!hard_shots.matches(&shot(3)));
        let breakthrough = Puzzle { themes: vec![Theme::Breakthrough], ..shot(5) };
        assert!(!hard_shots.matches(&breakthrough));
        assert!(Filter::default().matches(&breakthrough) && Filter::default().is_all());
        assert_eq!(hard_shots.query(), ["theme=shot", "band=hard"]);
        assert_eq!(Filter::from_query(Some("shot"), Some("hard")), hard_shots);
        // Nonsense in the address is left out, not an error.
        assert_eq!(Filter::from_query(Some("nope"), Some("hardest")), Filter::default());
        for band in Band::ALL {
            assert_eq!(Band::parse(band.id()), Some(band));
        }
        // The ids are in shared and bookmarked addresses: never change one.
        assert_eq!(Band::ALL.map(Band::id), ["easy", "medium", "hard"]);
        assert_eq!(Band::parse("Hard"), None);
        assert!(Band::Easy.contains(2) && !Band::Easy.contains(3) && Band::Hard.contains(5));
    }
}

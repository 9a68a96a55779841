//! The list of puzzles on the puzzles page, a page at a time (plain Rust,
//! tested natively): the puzzles the chosen [`Filter`] keeps (a motif and a
//! difficulty band) in id order, the first `shown` of them, and how many are left for "show
//! more". A rule set has up to 391 puzzles: one long wall of tiles on a
//! phone, so the page starts with [`PAGE`] and adds [`PAGE`] at a time.

use super::catalog::{Catalog, Entry};
use super::filter::Filter;

/// Puzzles listed at first, and added by each "show more" (six rows of
/// seven tiles on a phone, two rows on a laptop).
pub const PAGE: usize = 42;

/// What the list shows now.
#[derive(Debug)]
pub struct Listing<'a> {
    /// The puzzles shown, in id order.
    pub items: Vec<&'a Entry>,
    /// All the puzzles of the theme.
    pub total: usize,
    /// Those not shown yet.
    pub left: usize,
}

/// The first `shown` puzzles the filter keeps (at least one page, at most
/// all).
pub fn listing(catalog: &Catalog, filter: Filter, shown: usize) -> Listing<'_> {
    let total = catalog.filtered(filter).count();
    let shown = shown.max(PAGE).min(total);
    Listing { items: catalog.filtered(filter).take(shown).collect(), total, left: total - shown }
}

/// How many to show after one more "show more".
pub fn more(shown: usize) -> usize {
    shown.max(PAGE).saturating_add(PAGE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::catalog::repository_tactics as catalog;
    use damas_engine::teaching::Theme;
    use damas_engine::Variant;

    #[test]
    fn the_list_starts_with_a_page_and_grows_until_all_are_shown() {
        let c = catalog(Variant::Brazilian);
        let first = listing(c, Filter::default(), 0);
        assert_eq!(first.items.len(), PAGE);
        assert_eq!(first.total, c.len());
        assert_eq!(first.left, c.len() - PAGE);
        assert_eq!(first.items[0].id(), c.entries[0].id());
        let mut shown = 0;
        let mut pages = 0;
        loop {
            let l = listing(c, Filter::default(), shown);
            assert_eq!(l.items.len() + l.left, l.total);
            if l.left == 0 {
                assert_eq!(l.items.len(), c.len());
                break;
            }
            shown = more(shown);
            pages += 1;
            assert!(pages < 100, "never ends");
        }
        assert_eq!(pages, c.len().div_ceil(PAGE) - 1);
        // Asking for more than there are shows them all.
        assert_eq!(listing(c, Filter::default(), usize::MAX).left, 0);
        assert_eq!(more(usize::MAX), usize::MAX);
    }

    #[test]
    fn a_theme_lists_only_its_puzzles() {
        let c = catalog(Variant::Brazilian);
        for (theme, n) in c.themes() {
            let l = listing(c, Filter::of_theme(theme), 0);
            assert_eq!(l.total, n);
            assert_eq!(l.items.len(), n.min(PAGE));
            assert!(l.items.iter().all(|e| e.puzzle.themes.contains(&theme)));
            assert!(l.items.windows(2).all(|w| w[0].id() < w[1].id()));
        }
        // A rule set without that theme: an empty list, nothing left.
        let none = listing(catalog(Variant::Brazilian), Filter::of_theme(Theme::ItalianTiebreak), 0);
        assert_eq!((none.items.len(), none.total, none.left), (0, 0, 0));
    }
}

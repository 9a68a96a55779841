//! Where a tactic comes from (plain Rust, tested natively): most are found
//! in the engine's own games; some in games people played, named by the
//! puzzle's `Origin` tag (`acf:1234:31`: the collection, the game, the
//! plies played before the puzzle's position; `damas puzzles acf`,
//! docs/PUZZLES.md). Absent or unreadable, the tactic is the engine's.

use crate::kernel::i18n::key::{self, Key};
use crate::kernel::i18n::Lang;

/// A collection of games people played that tactics were mined from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Collection {
    /// The ACF archive of English checkers games (EricCJoyce/Datasets,
    /// `Checkers/ACF.txt`, MIT).
    Acf,
}

impl Collection {
    /// The id in the `Origin` tag.
    pub fn id(self) -> &'static str {
        match self {
            Collection::Acf => "acf",
        }
    }

    /// The message of the collection's name, with the credit its licence
    /// asks for.
    pub fn name(self) -> Key {
        match self {
            Collection::Acf => key::PUZZLES_COLLECTION_ACF,
        }
    }
}

/// The game people played that a tactic comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HumanGame {
    pub collection: Collection,
    /// The game's number in its collection (the archive's line, from 1).
    pub game: u32,
    /// The plies played before the puzzle's position.
    pub ply: u32,
}

impl HumanGame {
    /// Reads an `Origin` tag: `<collection>:<game>:<ply>`; `None` for
    /// anything else.
    ///
    /// ```
    /// use damas_app::puzzles::origin::{Collection, HumanGame};
    /// let g = HumanGame::parse("acf:1234:31").unwrap();
    /// assert_eq!((g.collection, g.game, g.ply), (Collection::Acf, 1234, 31));
    /// assert_eq!(HumanGame::parse("engine"), None);
    /// ```
    pub fn parse(tag: &str) -> Option<HumanGame> {
        let mut parts = tag.trim().split(':');
        let collection = match parts.next()? {
            "acf" => Collection::Acf,
            _ => return None,
        };
        let game = parts.next()?.parse().ok().filter(|&g| g > 0)?;
        let ply = parts.next()?.parse().ok()?;
        parts.next().is_none().then_some(HumanGame { collection, game, ply })
    }

    /// Where the puzzle comes from, in words: "From a real game: ACF
    /// archive (EricCJoyce/Datasets, MIT), game 1234, move 16".
    pub fn source_text(&self, lang: Lang) -> String {
        let collection = crate::tr!(lang, self.collection.name());
        // The game's number as the archive has it, with no thousands mark.
        crate::tr!(
            lang,
            key::PUZZLE_SOURCE_HUMAN,
            collection = collection,
            game = self.game.to_string(),
            turn = self.move_number()
        )
    }

    /// The number of the move the puzzle asks for, counted as a game's
    /// moves are (a move of each side, from 1): after 31 plies, move 16.
    pub fn move_number(&self) -> u32 {
        self.ply / 2 + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_origin_tag_reads_back_and_anything_else_is_the_engines() {
        let g = HumanGame { collection: Collection::Acf, game: 7, ply: 0 };
        assert_eq!(HumanGame::parse(&format!("{}:7:0", g.collection.id())), Some(g));
        for bad in ["", "acf", "acf:7", "acf:0:3", "acf:x:3", "acf:7:3:1", "lidraughts:7:3", "acf:-7:3"] {
            assert_eq!(HumanGame::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_move_asked_for_counts_each_sides_move_once() {
        let after = |ply| HumanGame { collection: Collection::Acf, game: 1, ply }.move_number();
        assert_eq!([after(0), after(1), after(2), after(31)], [1, 1, 2, 16]);
    }

    #[test]
    fn the_source_names_the_collection_its_licence_the_game_and_the_move_in_every_language() {
        let g = HumanGame { collection: Collection::Acf, game: 1234, ply: 31 };
        assert_eq!(
            g.source_text(Lang::En),
            "From a real game: ACF archive (EricCJoyce/Datasets, MIT), game 1234, move 16"
        );
        for lang in Lang::ALL {
            let text = g.source_text(lang);
            assert!(
                text.contains("ACF (EricCJoyce/Datasets, MIT)") || text.contains("ACF archive (EricCJoyce"),
                "{lang:?}: {text}"
            );
            assert!(text.contains(" 1234, ") && text.ends_with(" 16"), "{lang:?}: {text}");
        }
    }
}

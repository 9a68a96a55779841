//! The catalogue's English (`locales/en/reasons.ftl`), for the command line
//! and the game server: the same sentences the app shows an English reader.

use std::sync::OnceLock;

use damas_engine::teaching::Illegal;
use damas_engine::{BoardSize, Square};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use crate::message::Message;
use crate::reason;

/// The English reasons, built once from the catalogue's file.
pub struct English {
    bundle: FluentBundle<FluentResource>,
}

/// The catalogue's English file of reasons.
const SOURCE: &str = include_str!("../../locales/en/reasons.ftl");

impl English {
    /// The English reasons (made on first use, then shared).
    pub fn get() -> &'static English {
        static ENGLISH: OnceLock<English> = OnceLock::new();
        ENGLISH.get_or_init(|| {
            let en = "en".parse().expect("a language tag");
            let mut bundle = FluentBundle::new_concurrent(vec![en]);
            // As the app: no Unicode isolation marks around placeables.
            bundle.set_use_isolating(false);
            // The catalogue's tests make sure the file parses whole.
            let resource = FluentResource::try_new(SOURCE.to_string()).unwrap_or_else(|(partial, _)| partial);
            let _ = bundle.add_resource(resource);
            English { bundle }
        })
    }

    /// Why a move is illegal, in a sentence, the squares named as a board
    /// of `size` names them (numbers, or `d4` on the Turkish board).
    ///
    /// ```
    /// use damas_engine::{BoardSize, Square};
    /// use damas_engine::teaching::Illegal;
    /// use damas_texts::English;
    /// let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
    /// let why = Illegal::ManMovesForwardOnly { from: sq(22), to: sq(26) };
    /// assert_eq!(
    ///     English::get().illegal(&why, BoardSize::Eight),
    ///     "A man only moves forwards: 22-26 goes backwards."
    /// );
    /// ```
    pub fn illegal(&self, why: &Illegal, size: BoardSize) -> String {
        self.words(&reason::illegal(why), &|s: Square| s.label(size))
    }

    /// A message of the file in words, squares named by `name`.
    pub fn words(&self, message: &Message, name: &dyn Fn(Square) -> String) -> String {
        message.words(name, &|id, args| self.format(id, args))
    }

    /// One message, its placeholders filled; a message the file lacks is
    /// its name in brackets, as in the app.
    fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return format!("⟦{id}⟧");
        };
        let mut errors = Vec::new();
        self.bundle.format_pattern(pattern, args, &mut errors).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::teaching::IllegalKind;
    use damas_engine::{Position, Role, Variant};

    fn sq(n: u32) -> Square {
        Square::new(n, BoardSize::Eight).unwrap()
    }

    #[test]
    fn every_kind_of_reason_reads_as_a_whole_english_sentence() {
        let examples = reason::examples();
        for kind in IllegalKind::ALL {
            assert!(examples.iter().any(|r| r.kind() == kind), "no example of {kind:?}");
        }
        for why in examples {
            let words = English::get().illegal(&why, BoardSize::Eight);
            assert!(!words.contains('⟦') && !words.contains('{'), "{why:?}: {words}");
            let first = words.chars().next().unwrap_or(' ');
            // A sentence may begin with a square: "22 and 23 are not…".
            assert!(first.is_uppercase() || first.is_ascii_digit(), "{why:?}: {words}");
            assert!(words.ends_with('.'), "{why:?}: {words}");
        }
    }

    #[test]
    fn lists_counts_and_moves_are_put_in_words() {
        let en = English::get();
        let r = Illegal::CaptureIsCompulsory { capturers: vec![sq(22), sq(23), sq(24)] };
        assert_eq!(
            en.illegal(&r, BoardSize::Eight),
            "Capturing is compulsory: capture with the piece on 22, 23 or 24."
        );
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,31:B18").unwrap();
        let mv = pos.legal_moves()[0];
        let r = Illegal::MajorityLaw { takes: 1, most: 3, example: mv };
        assert_eq!(
            en.illegal(&r, BoardSize::Eight),
            format!("Majority rule: this capture takes 1 piece, but {} takes 3.", mv.full_text())
        );
        let r = Illegal::MustLandWhereCaptureContinues { at: sq(18), allowed: vec![sq(11), sq(15)] };
        assert!(
            en.illegal(&r, BoardSize::Eight).contains("11 or 15"),
            "{}",
            en.illegal(&r, BoardSize::Eight)
        );
        let r = Illegal::MovesOneSquare { role: Role::King, from: sq(22), to: sq(13) };
        assert_eq!(en.illegal(&r, BoardSize::Eight), "In this rule set a king moves one square at a time.");
    }

    #[test]
    fn squares_on_the_turkish_board_are_named_by_their_coordinates() {
        let size = BoardSize::EightFull;
        let d4 = Square::from_algebraic("d4", size, false).unwrap();
        let d3 = Square::from_algebraic("d3", size, false).unwrap();
        let r = Illegal::ManNeverMovesBackwards { from: d4, to: d3 };
        assert_eq!(
            English::get().illegal(&r, size),
            "A man moves forwards or sideways, never backwards: d4-d3 goes backwards."
        );
    }
}

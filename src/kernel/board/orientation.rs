//! Which way up a board is drawn, and the a–h / 1–8 labels along its edges,
//! as plain Rust (tested natively).
//!
//! Every board puts the side the learner plays at the bottom: the side to
//! move in a lesson, a puzzle or a drill, the user's colour in a game.
//! "Flipped" means Black at the bottom (PDN numbers are laid out with White
//! at the bottom). The settings' "turn the board" turns it once more.
//!
//! The edge labels are read off the squares by the notation module
//! ([`Square::to_algebraic`]), so that a label always names the square it
//! stands beside, whichever way up the board is drawn (docs/RULES.md,
//! "Board and numbering").

use damas_engine::{BoardSize, Color, Rules, Square};

/// Whether a board is drawn with Black at the bottom: when `bottom` (the
/// side the viewer plays) is Black, turned once more by the settings'
/// `turned`.
pub fn flipped(bottom: Color, turned: bool) -> bool {
    (bottom == Color::Black) != turned
}

/// The screen row and column (from the top left) of `square` on a board of
/// `size`, drawn flipped or not.
pub fn screen(square: Square, size: BoardSize, flipped: bool) -> (u8, u8) {
    let n = size.rows();
    let (r, c) = (square.row(size), square.column(size));
    if flipped {
        (n - 1 - r, n - 1 - c)
    } else {
        (r, c)
    }
}

/// The letters-and-numbers labels of an 8×8 board: the file of each screen
/// column (left to right) and the rank of each screen row (top to bottom).
/// `None` on a 10×10 board, which is named by numbers only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdgeLabels {
    pub files: [char; 8],
    pub ranks: [char; 8],
}

impl EdgeLabels {
    /// The labels of a board under `rules`, drawn flipped or not.
    pub fn new(rules: &Rules, flipped: bool) -> Option<EdgeLabels> {
        let size = rules.size;
        if size.rows() != 8 {
            return None;
        }
        let black_first = rules.first == Color::Black;
        let mut files = ['?'; 8];
        let mut ranks = ['?'; 8];
        for square in size.all_squares() {
            let (row, col) = screen(square, size, flipped);
            let name = square.to_algebraic(size, black_first)?;
            let mut chars = name.chars();
            files[col as usize] = chars.next()?;
            ranks[row as usize] = chars.next()?;
        }
        Some(EdgeLabels { files, ranks })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    #[test]
    fn the_side_at_the_bottom_is_the_viewers_and_the_settings_turn_it() {
        assert!(!flipped(Color::White, false));
        assert!(flipped(Color::Black, false));
        assert!(flipped(Color::White, true));
        assert!(!flipped(Color::Black, true));
    }

    /// Every rule set on 8×8, drawn either way up: the file under a
    /// square's column and the rank beside its row name the square as the
    /// notation module does.
    #[test]
    fn the_label_beside_every_square_names_it_as_the_notation_does_in_every_rule_set() {
        for variant in Variant::ALL {
            let rules = variant.rules();
            for flip in [false, true] {
                let Some(labels) = EdgeLabels::new(rules, flip) else {
                    assert_eq!(rules.size, BoardSize::Ten, "{variant:?}");
                    continue;
                };
                for square in BoardSize::Eight.all_squares() {
                    let (row, col) = screen(square, BoardSize::Eight, flip);
                    let drawn = format!("{}{}", labels.files[col as usize], labels.ranks[row as usize]);
                    let named = square.to_algebraic(BoardSize::Eight, rules.first == Color::Black).unwrap();
                    assert_eq!(drawn, named, "{variant:?}, square {square}, flipped {flip}");
                    assert_eq!(
                        Square::from_algebraic(&drawn, BoardSize::Eight, rules.first == Color::Black),
                        Some(square)
                    );
                }
            }
        }
    }

    /// The published convention: seen from the side that moves first, a1
    /// is the bottom-left square, files run a–h to the right and ranks 1–8
    /// upwards (White in most rule sets; Black, square 4, in English).
    #[test]
    fn a1_is_the_first_players_bottom_left_corner_in_every_rule_set() {
        for variant in Variant::ALL {
            let rules = variant.rules();
            let Some(labels) = EdgeLabels::new(rules, flipped(rules.first, false)) else { continue };
            assert_eq!(labels.files, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], "{variant:?}");
            assert_eq!(labels.ranks, ['8', '7', '6', '5', '4', '3', '2', '1'], "{variant:?}");
            let a1 = Square::from_algebraic("a1", BoardSize::Eight, rules.first == Color::Black).unwrap();
            let corner = if rules.first == Color::Black { 4 } else { 29 };
            assert_eq!(a1.number(), corner, "{variant:?}");
        }
        // English: c3 is square 11, Black's 11-15 is c3-d4.
        let c3 = Square::from_algebraic("c3", BoardSize::Eight, true).unwrap();
        assert_eq!(c3.number(), 11);
    }
}

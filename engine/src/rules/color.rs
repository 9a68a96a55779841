use std::fmt;
use std::ops::Not;

/// One of the two sides. `White` is the light side, drawn at the bottom of
/// the board; `Black` is the dark side.
///
/// ```
/// use damas_engine::Color;
/// assert_eq!(!Color::White, Color::Black);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, strum::EnumIter, strum::VariantArray)]
pub enum Color {
    White,
    Black,
}

impl Color {
    /// Both colours, White first (the declaration's order).
    pub const ALL: [Color; <Color as strum::VariantArray>::VARIANTS.len()] =
        crate::listed::array_of(<Color as strum::VariantArray>::VARIANTS);

    /// The PDN letter of this colour: `W` or `B`.
    pub fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }

    /// Parses a PDN colour letter (`W` or `B`, either case).
    pub fn from_letter(c: char) -> Option<Color> {
        match c {
            'W' | 'w' => Some(Color::White),
            'B' | 'b' => Some(Color::Black),
            _ => None,
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

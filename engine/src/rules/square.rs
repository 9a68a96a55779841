use std::fmt;

use crate::BoardSize;

/// A playable square, by its number: on the diagonal boards its PDN number,
/// 1–32 on 8×8 and 1–50 on 10×10, counted row by row from the top-left dark
/// square with White at the bottom; on the orthogonal board (Turkish) 1–64,
/// row by row from a8 to h1. Turkish text names squares only by their
/// algebraic names (a1–h8), never by these numbers.
///
/// ```
/// use damas_engine::{BoardSize, Square};
/// let s = Square::new(32, BoardSize::Eight).unwrap();
/// assert_eq!(s.number(), 32);
/// assert!(Square::new(33, BoardSize::Eight).is_none());
/// assert_eq!(s.to_algebraic(BoardSize::Eight, false).as_deref(), Some("g1"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square with PDN number `number`, if the board has it.
    pub fn new(number: u32, size: BoardSize) -> Option<Square> {
        if number >= 1 && number <= size.squares() as u32 {
            Some(Square(number as u8))
        } else {
            None
        }
    }

    /// The PDN number of this square.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Row from the top (0) to the bottom (`size.rows() - 1`), White at the bottom.
    pub fn row(self, size: BoardSize) -> u8 {
        (self.0 - 1) / size.half()
    }

    /// Column from the left (0) to the right, White at the bottom.
    pub fn column(self, size: BoardSize) -> u8 {
        let index = (self.0 - 1) % size.half();
        if size.is_orthogonal() {
            index
        } else if self.row(size).is_multiple_of(2) {
            2 * index + 1
        } else {
            2 * index
        }
    }

    /// The square at `row` and `column` (White at the bottom), if it is a
    /// playable square of the board.
    pub fn from_coords(row: u8, column: u8, size: BoardSize) -> Option<Square> {
        if row >= size.rows() || column >= size.rows() {
            return None;
        }
        if size.is_orthogonal() {
            return Some(Square(row * size.half() + column + 1));
        }
        if (row + column).is_multiple_of(2) {
            return None;
        }
        Some(Square(row * size.half() + column / 2 + 1))
    }

    /// Algebraic name (`a1`–`h8`) on an 8×8 board. With `black_first`, a1 is
    /// the bottom-left corner of Black, the first player (English); otherwise
    /// of White. 10×10 boards have none.
    pub fn to_algebraic(self, size: BoardSize, black_first: bool) -> Option<String> {
        if size.rows() != 8 {
            return None;
        }
        let (mut row, mut col) = (self.row(size), self.column(size));
        if black_first {
            row = 7 - row;
            col = 7 - col;
        }
        let file = (b'a' + col) as char;
        let rank = 8 - row;
        Some(format!("{file}{rank}"))
    }

    /// Reads an algebraic name (`a1`–`h8`) of an 8×8 board, as
    /// [`Square::to_algebraic`] writes it.
    pub fn from_algebraic(text: &str, size: BoardSize, black_first: bool) -> Option<Square> {
        if size.rows() != 8 {
            return None;
        }
        let bytes = text.as_bytes();
        if bytes.len() != 2 {
            return None;
        }
        let file = bytes[0].to_ascii_lowercase();
        let rank = bytes[1];
        if !(b'a'..=b'h').contains(&file) || !(b'1'..=b'8').contains(&rank) {
            return None;
        }
        let (mut row, mut col) = (8 - (rank - b'0'), file - b'a');
        if black_first {
            row = 7 - row;
            col = 7 - col;
        }
        Square::from_coords(row, col, size)
    }

    /// How move text and FEN name this square: its number, or its algebraic
    /// name on the orthogonal board (`d4`), where numbers are never shown.
    pub fn label(self, size: BoardSize) -> String {
        match self.to_algebraic(size, false) {
            Some(name) if size.is_orthogonal() => name,
            _ => self.0.to_string(),
        }
    }

    pub(crate) fn from_bit(bit: u8, size: BoardSize) -> Square {
        if size.is_orthogonal() {
            return Square(bit + 1);
        }
        let stride = 2 * size.half() + 1;
        Square(bit - bit / stride + 1)
    }

    pub(crate) fn bit(self, size: BoardSize) -> u8 {
        let dense = self.0 - 1;
        if size.is_orthogonal() {
            return dense;
        }
        dense + dense / (2 * size.half())
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

use std::fmt;

use super::geometry::Bits;
use crate::{BoardSize, Square};

/// The most pieces one capture can take (all 20 men of a 10×10 side).
pub(crate) const MAX_CAPTURES: usize = 20;

/// A move: a quiet step or slide, or a whole capture sequence.
///
/// It knows its path (the starting square and every landing square), the
/// pieces it captures and whether it crowns a man. Two capture paths that take
/// the same pieces and end on the same square are the same move under the
/// "drop" convention: see [`Move::same_effect`].
///
/// ```
/// use damas_engine::{Position, Variant};
/// let pos = Position::start(Variant::Brazilian);
/// let mv = pos.legal_moves().into_iter().find(|m| m.to_string() == "22-18").unwrap();
/// assert!(!mv.is_capture());
/// assert_eq!(mv.from().number(), 22);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub(crate) captured: u64,
    pub(crate) captured_kings: u64,
    /// `path[0]` is the origin bit; `path[1..=landings]` the landing bits.
    pub(crate) path: [u8; MAX_CAPTURES + 1],
    pub(crate) landings: u8,
    pub(crate) size: BoardSize,
    pub(crate) by_king: bool,
    pub(crate) promotes: bool,
}

impl Move {
    pub(crate) fn start_bit(&self) -> u8 {
        self.path[0]
    }

    pub(crate) fn end_bit(&self) -> u8 {
        self.path[self.landings as usize]
    }

    /// The square the moving piece starts on.
    pub fn from(&self) -> Square {
        Square::from_bit(self.start_bit(), self.size)
    }

    /// The square the moving piece ends on.
    pub fn to(&self) -> Square {
        Square::from_bit(self.end_bit(), self.size)
    }

    /// Every square of the path: the start, then each landing square.
    pub fn path(&self) -> Vec<Square> {
        self.path[..=self.landings as usize].iter().map(|&b| Square::from_bit(b, self.size)).collect()
    }

    /// Whether this move captures.
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// How many pieces this move captures.
    pub fn capture_count(&self) -> u32 {
        self.captured.count_ones()
    }

    /// How many kings this move captures.
    pub fn captured_king_count(&self) -> u32 {
        self.captured_kings.count_ones()
    }

    /// The squares of the captured pieces, in board order.
    pub fn captured(&self) -> Vec<Square> {
        Bits(self.captured).map(|b| Square::from_bit(b, self.size)).collect()
    }

    /// Whether the moving piece is a king (before the move).
    pub fn is_king_move(&self) -> bool {
        self.by_king
    }

    /// Whether the move crowns a man.
    pub fn promotes(&self) -> bool {
        self.promotes
    }

    /// Whether the move could be taken back by a move of the same piece: it
    /// captures nothing and no man goes forwards (a king's move, or a
    /// Turkish man's step sideways). The draw rules count these moves
    /// ([`crate::DrawRules::king_moves`]), and only positions since the last
    /// move that is not reversible can repeat. In the diagonal rule sets,
    /// the king moves that capture nothing.
    pub fn is_reversible(&self) -> bool {
        if self.is_capture() {
            return false;
        }
        self.by_king || self.from().row(self.size) == self.to().row(self.size)
    }

    /// Whether two moves take the same pieces from the same square to the
    /// same square (the "drop" convention counts them once).
    pub fn same_effect(&self, other: &Move) -> bool {
        self.start_bit() == other.start_bit()
            && self.end_bit() == other.end_bit()
            && self.captured == other.captured
    }

    /// Numeric text with every landing square: `22x15x24`, or `11-15`.
    pub fn full_text(&self) -> String {
        let sep = if self.is_capture() { "x" } else { "-" };
        let squares: Vec<String> = self.path().iter().map(|s| s.label(self.size)).collect();
        squares.join(sep)
    }
}

/// Short numeric text: `11-15` or `22x15` (algebraic on the orthogonal
/// board: `d3-d4`, `d4xd6`). Use
/// [`Position::move_text`](crate::Position::move_text) to print the full path
/// when the two ends are ambiguous.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}{}{}", self.from().label(self.size), sep, self.to().label(self.size))
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.full_text())
    }
}

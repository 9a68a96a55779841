//! Board geometry: the three boards and their 64-bit layouts.
//!
//! On the diagonal boards (8×8 and 10×10, dark squares only) squares are
//! stored in a `u64` with one "ghost" bit after every two rows, so that each
//! diagonal step is a constant shift: with `h` squares per row, up-left is
//! `-(h+1)`, up-right `-h`, down-left `+h`, down-right `+(h+1)`. A step off
//! the board lands on a ghost bit or outside the valid mask.
//!
//! The orthogonal board (8×8, all 64 squares: Turkish) uses one bit per
//! square, row by row from the top-left; its four directions are up, left,
//! right and down, in that order, so that `3 - d` is again the reverse of `d`.

use crate::Square;

/// The board a rule set is played on: 8×8 (the 32 dark squares), 10×10 (the
/// 50 dark squares), or 8×8 with all 64 squares in play and pieces moving
/// along rows and columns (Turkish).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardSize {
    Eight,
    Ten,
    EightFull,
}

impl BoardSize {
    /// Rows (and columns) of the board.
    pub const fn rows(self) -> u8 {
        match self {
            BoardSize::Eight | BoardSize::EightFull => 8,
            BoardSize::Ten => 10,
        }
    }

    /// Playable squares in one row.
    pub const fn half(self) -> u8 {
        match self {
            BoardSize::EightFull => 8,
            _ => self.rows() / 2,
        }
    }

    /// Whether pieces move along rows and columns (every square is used)
    /// rather than along diagonals.
    pub const fn is_orthogonal(self) -> bool {
        matches!(self, BoardSize::EightFull)
    }

    /// Playable squares on the board.
    pub const fn squares(self) -> u8 {
        self.rows() * self.half()
    }

    /// Every playable square, by number.
    pub fn all_squares(self) -> impl Iterator<Item = Square> {
        (1..=self.squares() as u32).filter_map(move |n| Square::new(n, self))
    }

    #[cfg(test)]
    pub(crate) fn valid(self) -> u64 {
        playable_bits(self)
    }

    /// The bits of a row (0 = top).
    pub(crate) fn row_mask(self, row: u8) -> u64 {
        let mut mask = 0;
        for s in self.all_squares() {
            if s.row(self) == row {
                mask |= 1u64 << s.bit(self);
            }
        }
        mask
    }
}

/// The bits of the playable squares of a board size.
pub(crate) fn playable_bits(size: BoardSize) -> u64 {
    match size {
        BoardSize::Eight => Eight::VALID,
        BoardSize::Ten => Ten::VALID,
        BoardSize::EightFull => Full::VALID,
    }
}

/// No square: a step off the board.
pub(crate) const NONE: u8 = 255;

/// Directions, in the order of the step tables (diagonal boards; on the
/// orthogonal board the same four indices are up, left, right and down).
pub(crate) const UP_LEFT: usize = 0;
pub(crate) const UP_RIGHT: usize = 1;
pub(crate) const DOWN_LEFT: usize = 2;
pub(crate) const DOWN_RIGHT: usize = 3;
pub(crate) const ALL_DIRS: [usize; 4] = [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT];

/// The orthogonal board's directions.
pub(crate) const UP: usize = 0;
pub(crate) const LEFT: usize = 1;
pub(crate) const RIGHT: usize = 2;
pub(crate) const DOWN: usize = 3;

/// The step table of a board size (see `Geometry::STEP`).
pub(crate) fn step_table_of(size: BoardSize) -> [[u8; 64]; 4] {
    match size {
        BoardSize::Eight => Eight::STEP,
        BoardSize::Ten => Ten::STEP,
        BoardSize::EightFull => Full::STEP,
    }
}

/// Compile-time facts of one board size, for the generic hot paths.
pub(crate) trait Geometry {
    const SIZE: BoardSize;
    /// Squares per row.
    const HALF: u32;
    /// Bits of the playable squares.
    const VALID: u64;
    /// `STEP[dir][bit]`: the bit one step away in `dir`, or `NONE`.
    const STEP: [[u8; 64]; 4];
    /// Row 0 (top): where White men are crowned.
    const TOP: u64;
    /// Last row (bottom): where Black men are crowned.
    const BOTTOM: u64;
    /// `MAN_STEPS[colour][dir]`: whether a man of that colour (White, Black)
    /// moves in `dir` (forwards, and sideways on the orthogonal board).
    const MAN_STEPS: [[bool; 4]; 2] = [[true, true, false, false], [false, false, true, true]];

    /// Every bit of `b` moved one step in `dir`, those that leave the board
    /// dropped.
    #[inline(always)]
    fn shift(b: u64, dir: usize) -> u64 {
        let s = match dir {
            UP_LEFT | DOWN_RIGHT => Self::HALF + 1,
            _ => Self::HALF,
        };
        let moved = if dir < 2 { b >> s } else { b << s };
        moved & Self::VALID
    }

    /// `shift` without dropping the bits that leave the board, for a result
    /// ANDed at once with playable squares only: on the diagonal boards a
    /// step off the board lands on a ghost bit or beyond the 64 bits, never
    /// on a playable square.
    #[inline(always)]
    fn step_all(b: u64, dir: usize) -> u64 {
        let s = match dir {
            UP_LEFT | DOWN_RIGHT => Self::HALF + 1,
            _ => Self::HALF,
        };
        if dir < 2 {
            b >> s
        } else {
            b << s
        }
    }
}

const fn valid_mask(half: u32) -> u64 {
    let squares = half * half * 2;
    let mut mask = 0u64;
    let mut d = 0;
    while d < squares {
        mask |= 1u64 << (d + d / (2 * half));
        d += 1;
    }
    mask
}

const fn step_table(half: u32) -> [[u8; 64]; 4] {
    let valid = valid_mask(half);
    let mut table = [[NONE; 64]; 4];
    let deltas: [i32; 4] = [-(half as i32 + 1), -(half as i32), half as i32, half as i32 + 1];
    let mut dir = 0;
    while dir < 4 {
        let mut bit = 0;
        while bit < 64 {
            if valid & (1u64 << bit) != 0 {
                let to = bit as i32 + deltas[dir];
                if to >= 0 && to < 64 && valid & (1u64 << to) != 0 {
                    table[dir][bit] = to as u8;
                }
            }
            bit += 1;
        }
        dir += 1;
    }
    table
}

const fn row_bits(half: u32, row: u32) -> u64 {
    let mut mask = 0u64;
    let mut i = 0;
    while i < half {
        let d = row * half + i;
        mask |= 1u64 << (d + d / (2 * half));
        i += 1;
    }
    mask
}

/// The orthogonal board's step table: up, left, right, down.
const fn full_step_table() -> [[u8; 64]; 4] {
    let mut table = [[NONE; 64]; 4];
    let mut bit = 0;
    while bit < 64 {
        let (row, col) = (bit / 8, bit % 8);
        if row > 0 {
            table[UP][bit] = (bit - 8) as u8;
        }
        if col > 0 {
            table[LEFT][bit] = (bit - 1) as u8;
        }
        if col < 7 {
            table[RIGHT][bit] = (bit + 1) as u8;
        }
        if row < 7 {
            table[DOWN][bit] = (bit + 8) as u8;
        }
        bit += 1;
    }
    table
}

pub(crate) struct Eight;
pub(crate) struct Ten;
/// The orthogonal 8×8 board (Turkish).
pub(crate) struct Full;

impl Geometry for Eight {
    const SIZE: BoardSize = BoardSize::Eight;
    const HALF: u32 = 4;
    const VALID: u64 = valid_mask(4);
    const STEP: [[u8; 64]; 4] = step_table(4);
    const TOP: u64 = row_bits(4, 0);
    const BOTTOM: u64 = row_bits(4, 7);
}

impl Geometry for Ten {
    const SIZE: BoardSize = BoardSize::Ten;
    const HALF: u32 = 5;
    const VALID: u64 = valid_mask(5);
    const STEP: [[u8; 64]; 4] = step_table(5);
    const TOP: u64 = row_bits(5, 0);
    const BOTTOM: u64 = row_bits(5, 9);
}

const A_FILE: u64 = 0x0101_0101_0101_0101;
const H_FILE: u64 = A_FILE << 7;

impl Geometry for Full {
    const SIZE: BoardSize = BoardSize::EightFull;
    const HALF: u32 = 8;
    const VALID: u64 = u64::MAX;
    const STEP: [[u8; 64]; 4] = full_step_table();
    const TOP: u64 = 0xFF;
    const BOTTOM: u64 = 0xFF << 56;
    // Men move up or sideways (White), down or sideways (Black).
    const MAN_STEPS: [[bool; 4]; 2] = [[true, true, true, false], [false, true, true, true]];

    #[inline(always)]
    fn shift(b: u64, dir: usize) -> u64 {
        match dir {
            UP => b >> 8,
            LEFT => (b & !A_FILE) >> 1,
            RIGHT => (b & !H_FILE) << 1,
            _ => b << 8,
        }
    }

    /// A step off the orthogonal board can land on a playable square (the
    /// next row's end), so the files are masked as in `shift`.
    #[inline(always)]
    fn step_all(b: u64, dir: usize) -> u64 {
        Self::shift(b, dir)
    }
}

/// Iterates the set bits of a bitboard, lowest first.
pub(crate) struct Bits(pub u64);

impl Iterator for Bits {
    type Item = u8;
    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            let b = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(b)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn neighbours<G: Geometry>(n: u32, dir: usize) -> Option<u8> {
        let s = Square::new(n, G::SIZE).unwrap();
        let to = G::STEP[dir][s.bit(G::SIZE) as usize];
        (to != NONE).then(|| Square::from_bit(to, G::SIZE).number())
    }

    #[test]
    fn eight_by_eight_steps_follow_pdn_numbering() {
        // Square 1 is on the top row; 5 and 6 are below it.
        assert_eq!(neighbours::<Eight>(1, DOWN_LEFT), Some(5));
        assert_eq!(neighbours::<Eight>(1, DOWN_RIGHT), Some(6));
        assert_eq!(neighbours::<Eight>(1, UP_LEFT), None);
        assert_eq!(neighbours::<Eight>(5, DOWN_LEFT), None);
        assert_eq!(neighbours::<Eight>(5, DOWN_RIGHT), Some(9));
        assert_eq!(neighbours::<Eight>(4, DOWN_RIGHT), None);
        assert_eq!(neighbours::<Eight>(4, DOWN_LEFT), Some(8));
        assert_eq!(neighbours::<Eight>(22, UP_LEFT), Some(17));
        assert_eq!(neighbours::<Eight>(22, UP_RIGHT), Some(18));
        assert_eq!(neighbours::<Eight>(29, DOWN_RIGHT), None);
        assert_eq!(neighbours::<Eight>(32, UP_RIGHT), Some(28));
        assert_eq!(neighbours::<Eight>(32, UP_LEFT), Some(27));
        assert_eq!(neighbours::<Eight>(28, UP_RIGHT), None);
        assert_eq!(neighbours::<Eight>(28, DOWN_LEFT), Some(32));
    }

    #[test]
    fn ten_by_ten_steps_follow_pdn_numbering() {
        assert_eq!(neighbours::<Ten>(1, DOWN_LEFT), Some(6));
        assert_eq!(neighbours::<Ten>(1, DOWN_RIGHT), Some(7));
        assert_eq!(neighbours::<Ten>(6, DOWN_LEFT), None);
        assert_eq!(neighbours::<Ten>(5, DOWN_RIGHT), None);
        assert_eq!(neighbours::<Ten>(32, UP_LEFT), Some(27));
        assert_eq!(neighbours::<Ten>(32, UP_RIGHT), Some(28));
        assert_eq!(neighbours::<Ten>(46, UP_RIGHT), Some(41));
        assert_eq!(neighbours::<Ten>(50, DOWN_LEFT), None);
    }

    #[test]
    fn every_square_round_trips_through_its_bit() {
        for size in [BoardSize::Eight, BoardSize::Ten] {
            let mut seen = 0u64;
            for s in size.all_squares() {
                let b = s.bit(size);
                assert_eq!(Square::from_bit(b, size), s);
                seen |= 1 << b;
            }
            assert_eq!(seen, size.valid());
            assert_eq!(seen.count_ones(), size.squares() as u32);
        }
    }
}

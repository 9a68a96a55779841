//! Material signatures and the index of a position inside its signature's
//! table.
//!
//! Every table position is seen from the side to move ("us"), turned so that
//! our men move up the board as White's do: a position with Black to move is
//! rotated half a turn (square `n` becomes `squares + 1 - n`) and its colours
//! swapped. The rules of every rule set are symmetric under that turn, so one
//! table serves both colours.

use crate::rules::geometry::Bits;
use crate::{BoardSize, Color, Position, Square};

/// How many men and kings each side has, the side to move first.
///
/// ```
/// use damas_engine::endgame::Material;
/// let m = Material { our_men: 1, our_kings: 1, their_men: 0, their_kings: 1 };
/// assert_eq!(m.pieces(), 3);
/// assert_eq!(m.swapped().their_men, 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    pub our_men: u8,
    pub our_kings: u8,
    pub their_men: u8,
    pub their_kings: u8,
}

impl Material {
    /// Every piece on the board.
    pub fn pieces(self) -> u32 {
        (self.our_men + self.our_kings + self.their_men + self.their_kings) as u32
    }

    /// Every man on the board.
    pub fn men(self) -> u32 {
        (self.our_men + self.their_men) as u32
    }

    /// The same material seen from the other side.
    pub fn swapped(self) -> Material {
        Material {
            our_men: self.their_men,
            our_kings: self.their_kings,
            their_men: self.our_men,
            their_kings: self.our_kings,
        }
    }

    /// Every signature with both sides on the board and at most `pieces`
    /// pieces, in the order they are solved: fewer pieces first, then fewer
    /// men (a capture leads to fewer pieces, a crowning to fewer men).
    pub fn all_up_to(pieces: u32) -> Vec<Material> {
        let mut all = Vec::new();
        let n = pieces.min(8) as u8;
        for our_men in 0..=n {
            for our_kings in 0..=n - our_men {
                for their_men in 0..=n - our_men - our_kings {
                    for their_kings in 0..=n - our_men - our_kings - their_men {
                        let m = Material { our_men, our_kings, their_men, their_kings };
                        if our_men + our_kings > 0 && their_men + their_kings > 0 {
                            all.push(m);
                        }
                    }
                }
            }
        }
        all.sort_by_key(|m| (m.pieces(), m.men(), *m));
        all
    }

    /// Positions in this signature's table (some are impossible: two pieces
    /// on one square).
    pub fn table_len(self, size: BoardSize) -> usize {
        let s = size.squares() as u64;
        let h = size.half() as u64;
        let len = choose(s - h, self.our_men as u64)
            * choose(s, self.our_kings as u64)
            * choose(s - h, self.their_men as u64)
            * choose(s, self.their_kings as u64);
        len as usize
    }
}

/// Binomial coefficient (small arguments).
pub(crate) fn choose(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let mut r = 1u64;
    for i in 0..k {
        r = r * (n - i) / (i + 1);
    }
    r
}

/// A position from the side to move's view: our pieces move up the board.
/// Bitboards use the engine's layout of the board size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Placement {
    pub ours: u64,
    pub theirs: u64,
    pub kings: u64,
}

/// The board's half-turn on bitboards.
pub(crate) struct Turn {
    size: BoardSize,
    map: [u8; 64],
    /// Dense square index (number - 1) of each bit.
    dense: [u8; 64],
    /// Bit of each dense index.
    bit: [u8; 64],
    /// The board's other symmetries that keep the dark squares, for kings
    /// only (men have a direction): the two diagonal mirrors and the half
    /// turn without a change of colours.
    mirrors: [[u8; 64]; 3],
}

impl Turn {
    pub fn new(size: BoardSize) -> Turn {
        let mut map = [0u8; 64];
        let mut dense = [0u8; 64];
        let mut bit = [0u8; 64];
        let n = size.squares();
        let mut mirrors = [[0u8; 64]; 3];
        let last = size.rows() - 1;
        for s in size.all_squares() {
            let (r, c) = (s.row(size), s.column(size));
            let images = [(c, r), (last - c, last - r), (last - r, last - c)];
            for (k, (r2, c2)) in images.into_iter().enumerate() {
                let image = Square::from_coords(r2, c2, size).expect("the mirrors keep the dark squares");
                mirrors[k][s.bit(size) as usize] = image.bit(size);
            }
        }
        for s in size.all_squares() {
            let b = s.bit(size);
            let turned = Square::new((n + 1 - s.number()) as u32, size).expect("a square of the board");
            map[b as usize] = turned.bit(size);
            dense[b as usize] = s.number() - 1;
            bit[(s.number() - 1) as usize] = b;
        }
        Turn { size, map, dense, bit, mirrors }
    }

    /// The index a probe reads: for kings only, the least index among the
    /// position's images under the board's symmetries (their values are the
    /// same, and the file stores only that one).
    pub fn probe_index(&self, p: &Placement, m: Material) -> Option<usize> {
        let first = self.index(p, m)?;
        if m.men() > 0 {
            return Some(first);
        }
        let mut best = first;
        for map in &self.mirrors {
            let image = |bits: u64| Bits(bits).fold(0u64, |acc, b| acc | 1u64 << map[b as usize]);
            let q = Placement { ours: image(p.ours), theirs: image(p.theirs), kings: image(p.kings) };
            best = best.min(self.index(&q, m)?);
        }
        Some(best)
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// A bitboard turned half round.
    pub fn turn(&self, bits: u64) -> u64 {
        let mut out = 0;
        for b in Bits(bits) {
            out |= 1u64 << self.map[b as usize];
        }
        out
    }

    /// The side to move's view of a position.
    pub fn placement(&self, pos: &Position) -> Placement {
        let side = pos.side_to_move();
        let (ours, theirs, kings) = (pos.bits(side), pos.bits(!side), pos.king_bits());
        match side {
            Color::White => Placement { ours, theirs, kings },
            Color::Black => {
                Placement { ours: self.turn(ours), theirs: self.turn(theirs), kings: self.turn(kings) }
            }
        }
    }

    /// The material of a placement.
    pub fn material(&self, p: &Placement) -> Material {
        let k = p.kings;
        Material {
            our_men: (p.ours & !k).count_ones() as u8,
            our_kings: (p.ours & k).count_ones() as u8,
            their_men: (p.theirs & !k).count_ones() as u8,
            their_kings: (p.theirs & k).count_ones() as u8,
        }
    }

    /// The index of a placement in its material's table; `None` when a man
    /// stands on its own crowning row (which no game reaches).
    pub fn index(&self, p: &Placement, m: Material) -> Option<usize> {
        let s = self.size.squares() as u64;
        let h = self.size.half() as u64;
        let k = p.kings;
        // Our men live on dense squares h..s (not the top row), theirs on
        // 0..s-h (not the bottom row); both are indexed from 0.
        let our_men = self.rank(p.ours & !k, h as u8, s as u8)?;
        let our_kings = self.rank(p.ours & k, 0, s as u8)?;
        let their_men = self.rank(p.theirs & !k, 0, (s - h) as u8)?;
        let their_kings = self.rank(p.theirs & k, 0, s as u8)?;
        let mut index = our_men;
        index = index * choose(s, m.our_kings as u64) + our_kings;
        index = index * choose(s - h, m.their_men as u64) + their_men;
        index = index * choose(s, m.their_kings as u64) + their_kings;
        Some(index as usize)
    }

    /// Combinatorial rank of a set of squares whose dense indices lie in
    /// `lo..hi`, counted from `lo`.
    fn rank(&self, bits: u64, lo: u8, hi: u8) -> Option<u64> {
        let mut dense: [u8; 8] = [0; 8];
        let mut n = 0;
        for b in Bits(bits) {
            let d = self.dense[b as usize];
            if d < lo || d >= hi || n == 8 {
                return None;
            }
            dense[n] = d - lo;
            n += 1;
        }
        dense[..n].sort_unstable();
        Some(dense[..n].iter().enumerate().map(|(i, &d)| choose(d as u64, i as u64 + 1)).sum())
    }

    /// The placement at `index` of a material's table; `None` when two pieces
    /// would share a square.
    pub fn unindex(&self, index: usize, m: Material) -> Option<Placement> {
        let s = self.size.squares() as u64;
        let h = self.size.half() as u64;
        let mut rest = index as u64;
        let their_kings_n = choose(s, m.their_kings as u64);
        let their_kings = rest % their_kings_n;
        rest /= their_kings_n;
        let their_men_n = choose(s - h, m.their_men as u64);
        let their_men = rest % their_men_n;
        rest /= their_men_n;
        let our_kings_n = choose(s, m.our_kings as u64);
        let our_kings = rest % our_kings_n;
        rest /= our_kings_n;
        let our_men = rest;
        let om = self.unrank(our_men, m.our_men, h as u8);
        let ok = self.unrank(our_kings, m.our_kings, 0);
        let tm = self.unrank(their_men, m.their_men, 0);
        let tk = self.unrank(their_kings, m.their_kings, 0);
        let all = [om, ok, tm, tk];
        let total: u32 = all.iter().map(|b| b.count_ones()).sum();
        if (om | ok | tm | tk).count_ones() != total {
            return None;
        }
        Some(Placement { ours: om | ok, theirs: tm | tk, kings: ok | tk })
    }

    fn unrank(&self, mut rank: u64, count: u8, lo: u8) -> u64 {
        let mut bits = 0u64;
        for i in (1..=count as u64).rev() {
            // The largest d with C(d, i) <= rank.
            let mut d = i - 1;
            while choose(d + 1, i) <= rank {
                d += 1;
            }
            rank -= choose(d, i);
            bits |= 1u64 << self.bit[(d as u8 + lo) as usize];
        }
        bits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_index_round_trips() {
        for size in [BoardSize::Eight, BoardSize::Ten] {
            let turn = Turn::new(size);
            for m in Material::all_up_to(3) {
                let mut valid = 0;
                for i in 0..m.table_len(size) {
                    if let Some(p) = turn.unindex(i, m) {
                        valid += 1;
                        assert_eq!(turn.material(&p), m);
                        assert_eq!(turn.index(&p, m), Some(i), "{m:?}");
                    }
                }
                assert!(valid > 0, "{m:?}");
            }
        }
    }

    #[test]
    fn kings_only_images_share_one_index() {
        let turn = Turn::new(BoardSize::Eight);
        let m = Material { our_men: 0, our_kings: 2, their_men: 0, their_kings: 1 };
        let mut canonical = 0;
        for i in 0..m.table_len(BoardSize::Eight) {
            if let Some(p) = turn.unindex(i, m) {
                let c = turn.probe_index(&p, m).unwrap();
                assert!(c <= i);
                let q = turn.unindex(c, m).unwrap();
                assert_eq!(turn.probe_index(&q, m), Some(c));
                canonical += (c == i) as usize;
            }
        }
        // About a quarter of the positions stand for the others.
        let valid = (0..m.table_len(BoardSize::Eight)).filter(|&i| turn.unindex(i, m).is_some()).count();
        assert!(canonical * 3 < valid && canonical * 5 > valid, "{canonical} of {valid}");
    }

    #[test]
    fn a_half_turn_twice_is_nothing() {
        let turn = Turn::new(BoardSize::Ten);
        let bits = (1u64 << 0) | (1u64 << 12) | (1u64 << 40);
        assert_ne!(turn.turn(bits), bits);
        assert_eq!(turn.turn(turn.turn(bits)), bits);
    }
}

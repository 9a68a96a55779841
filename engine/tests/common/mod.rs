//! Helpers shared by the integration tests: the seeded generator, random
//! positions valid by the FEN rules, and (in `reference`) an independent naive
//! move generator written from `docs/RULES.md` alone.
#![allow(dead_code)]

pub mod reference;

/// The engine's seeded generator ([`damas_engine::seeded`], ChaCha8).
#[derive(Clone, Debug)]
pub struct Rng(damas_engine::seeded::Seeded);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(damas_engine::seeded::from_seed(seed))
    }

    pub fn next_u64(&mut self) -> u64 {
        rand::Rng::next_u64(&mut self.0)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        damas_engine::seeded::below(&mut self.0, n as u64) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den < num
    }
}

/// A random position as a PDN FEN for an `n`×`n` board with at most
/// `max_per_side` pieces a side: distinct squares, no man on the row where it
/// would have been crowned, any side to move. Densities and king shares vary
/// from position to position so that sparse king endings and crowded
/// middlegames both come up.
pub fn random_fen(rng: &mut Rng, n: usize, max_per_side: usize) -> String {
    let squares = n * n / 2;
    let half = n / 2;
    let mut free: Vec<usize> = (1..=squares).collect();
    // Fisher-Yates shuffle.
    for i in (1..free.len()).rev() {
        let j = rng.below(i + 1);
        free.swap(i, j);
    }
    let king_share = [0u64, 5, 15, 35, 60, 100][rng.below(6)];
    let dense = rng.chance(1, 2);
    let count = |rng: &mut Rng| {
        if dense {
            max_per_side / 2 + rng.below(max_per_side - max_per_side / 2 + 1)
        } else {
            rng.below(max_per_side + 1)
        }
    };
    let white = count(rng);
    let black = count(rng);
    let mut next = free.into_iter();
    let mut sections = Vec::new();
    for (letter, how_many, crown_row) in [('W', white, 0), ('B', black, n - 1)] {
        let mut list: Vec<(usize, bool)> = Vec::new();
        for _ in 0..how_many {
            let sq = next.next().unwrap();
            let row = (sq - 1) / half;
            let king = rng.chance(king_share, 100) || row == crown_row;
            list.push((sq, king));
        }
        list.sort();
        let items: Vec<String> =
            list.iter().map(|&(s, k)| if k { format!("K{s}") } else { s.to_string() }).collect();
        sections.push(format!("{letter}{}", items.join(",")));
    }
    let side = if rng.chance(1, 2) { 'W' } else { 'B' };
    format!("{side}:{}:{}", sections[0], sections[1])
}

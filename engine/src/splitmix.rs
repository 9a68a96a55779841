//! splitmix64 (Steele, Lea and Flood, 2014): small, fast and the same
//! numbers on every platform. The one generator behind the Zobrist keys,
//! the opening book's choices, the daily puzzle's order and the tests'
//! random positions.
//!
//! ```
//! use damas_engine::splitmix::{splitmix64, SplitMix64};
//! let mut rng = SplitMix64::new(7);
//! assert_eq!(rng.next_u64(), splitmix64(7));
//! assert!(rng.below(10) < 10);
//! ```

/// What each step adds to the state (the golden ratio, odd).
pub const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The output of one step from `state`: `state + GAMMA`, mixed.
pub const fn splitmix64(state: u64) -> u64 {
    let mut z = state.wrapping_add(GAMMA);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A splitmix64 generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator starting at this state.
    pub const fn new(state: u64) -> SplitMix64 {
        SplitMix64 { state }
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        let out = splitmix64(self.state);
        self.state = self.state.wrapping_add(GAMMA);
        out
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_numbers_are_the_published_ones() {
        // The reference sequence of splitmix64 from the seed 0.
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(rng.next_u64(), 0x06C4_5D18_8009_454F);
    }
}

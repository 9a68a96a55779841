//! splitmix64 (Steele, Lea and Flood, 2014): small, fast and the same
//! numbers on every platform. Kept for the Zobrist keys only
//! (`rules/zobrist.rs`): they are made at compile time, which needs a
//! `const fn`, and ChaCha8 ([`crate::seeded`], the generator of every other
//! seeded draw) has none. Changing it would change every position's hash.

/// What each step adds to the state (the golden ratio, odd).
pub const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The output of one step from `state`: `state + GAMMA`, mixed.
pub const fn splitmix64(state: u64) -> u64 {
    let mut z = state.wrapping_add(GAMMA);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_numbers_are_the_published_ones() {
        // The reference sequence of splitmix64 from the seed 0: the states
        // 0, GAMMA, 2 GAMMA... mixed.
        let first: Vec<u64> = (0..3u64).map(|i| splitmix64(i.wrapping_mul(GAMMA))).collect();
        assert_eq!(first, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]);
    }
}

//! The one seeded generator: ChaCha8 from rand_chacha, for every draw that
//! must come out the same from the same seed: the search's choice among
//! equally good moves, the opening book's pick, `learn`'s self-play and fit,
//! the app's puzzle of the day, the tests' random games and positions (and
//! the CLI's draws, `cli/src/seeded.rs`).
//!
//! Reproducibility: rand_chacha promises the same stream of numbers from a
//! seed on every platform and in every version of the crate, so a draw
//! that reads only the stream ([`Rng::next_u64`](rand::Rng::next_u64),
//! [`below`]) is the same everywhere and for good; one through rand's
//! helpers (`random_range`, `shuffle`) is the same within a major version of
//! rand. A test below pins the first numbers of a seed.
//!
//! splitmix64 (`splitmix.rs`) is kept only where a `const fn` is needed: the
//! Zobrist keys, made at compile time.
//!
//! ```
//! use damas_engine::seeded::{below, from_seed};
//! let (mut a, mut b) = (from_seed(7), from_seed(7));
//! assert_eq!(below(&mut a, 10), below(&mut b, 10));
//! assert!(below(&mut a, 10) < 10);
//! ```

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The generator.
pub type Seeded = ChaCha8Rng;

/// The generator of `seed`.
pub fn from_seed(seed: u64) -> Seeded {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A number below `n` (0 when `n` is 0), read from the stream alone (the
/// next number modulo `n`), so the same in every version of rand.
pub fn below(rng: &mut Seeded, n: u64) -> u64 {
    rng.next_u64() % n.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_numbers_chacha8_gave_it_when_this_was_written() {
        // The first numbers of ChaCha8 from the seed 7, as rand_chacha 0.10
        // gave them (the CLI pins the same): a version of the crate (or a
        // change of generator) that changed them would change every seeded
        // draw, and this fails.
        let mut rng = from_seed(7);
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(first, [2_910_824_217_569_608_635, 3_098_856_782_162_503_994, 12_991_601_491_111_613_745]);
    }

    #[test]
    fn below_stays_below_and_zero_gives_zero() {
        let mut rng = from_seed(1);
        assert!((0..1000).all(|_| below(&mut rng, 3) < 3));
        assert_eq!(below(&mut rng, 0), 0);
    }
}

//! The commands' seeded random draws (`match`, `sprt`, `arena` openings and
//! node limits, `puzzles generate`/`mine` positions, `endgame positions`,
//! `bench` openings and positions): the engine's ChaCha8, which
//! promises the same stream from a seed on every machine and in every
//! version of the crate, so a seed gives the same run everywhere. The
//! draws of one run that must not depend on each other (each game of a
//! match, each rule set of a puzzle run) read their own stream of the seed.

/// The engine's one seeded generator (`damas_engine::seeded`, which pins
/// its first numbers), at a seed's first stream.
pub use damas_engine::seeded::{from_seed, Seeded};

/// The generator's name, written where a file must not mix the draws of
/// two generators (the header of an `sprt` log).
pub const GENERATOR: &str = "chacha8";

/// Stream `stream` of the generator of `seed`: as independent of the
/// seed's other streams as of another seed's.
pub fn stream(seed: u64, stream: u64) -> Seeded {
    let mut rng = from_seed(seed);
    rng.set_stream(stream);
    rng
}

#[cfg(test)]
mod tests {
    use rand::RngExt;

    use super::*;

    #[test]
    fn the_streams_of_one_seed_differ_from_each_other_and_from_the_seed() {
        let firsts: Vec<u64> = (0..4).map(|s| stream(11, s).random()).collect();
        assert_eq!(firsts[0], from_seed(11).random::<u64>());
        for (i, a) in firsts.iter().enumerate() {
            assert!(firsts[i + 1..].iter().all(|b| a != b), "{firsts:?}");
        }
    }
}

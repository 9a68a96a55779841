//! A seed drawn by the browser (`Math.random`) for what a page deals at
//! random (a game's opening, a run's puzzles, a trainer's squares); the
//! logic takes the seed, so native tests pick their own.

/// A random seed.
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 9.0e15) as u64
}

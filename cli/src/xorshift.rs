//! The command's small deterministic random generator, shared by `match`
//! (openings, seeds) and `puzzles generate` (random positions), so a seed
//! gives the same run on every machine.

/// xorshift64: small, fast and the same everywhere.
pub struct XorShift(u64);

impl XorShift {
    /// A generator whose state is spread from `seed` (splitmix64).
    pub fn new(seed: u64) -> XorShift {
        XorShift::from_state(damas_engine::splitmix::splitmix64(seed))
    }

    /// A generator starting from this exact state (zero is replaced: the
    /// state must not be zero).
    pub fn from_state(state: u64) -> XorShift {
        XorShift(if state == 0 { damas_engine::splitmix::GAMMA } else { state })
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// An index below `len` (0 when `len` is 0).
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::XorShift;

    #[test]
    fn same_seed_same_numbers_and_bounds_hold() {
        let (mut a, mut b) = (XorShift::new(7), XorShift::new(7));
        let first: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        assert_eq!(first, (0..5).map(|_| b.next_u64()).collect::<Vec<_>>());
        assert_ne!(first[0], XorShift::new(8).next_u64());
        let mut r = XorShift::from_state(0);
        assert!((0..1000).all(|_| r.below(3) < 3 && r.index(5) < 5));
        assert_eq!(r.below(0), 0);
    }
}

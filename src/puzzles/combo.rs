//! Puzzle Storm's combo (plain Rust, tested natively): right answers in a
//! row. Each level it reaches (5, 12, 20, 30, then every 10 more) adds a
//! bonus of time; the combo bar fills towards the next level. A miss
//! empties it.

/// The combos that earn a bonus, and the bonus in milliseconds; past the
/// last, every [`LEVEL_STEP`] more earns the last bonus again.
const LEVELS: [(u32, f64); 4] = [(5, 3_000.0), (12, 5_000.0), (20, 7_000.0), (30, 10_000.0)];
/// Right answers between levels past the last of [`LEVELS`].
const LEVEL_STEP: u32 = 10;

/// Right answers in a row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Combo {
    count: u32,
}

impl Combo {
    /// Right answers in a row now.
    pub fn count(self) -> u32 {
        self.count
    }

    /// One more right answer: the bonus in milliseconds it earns (0 unless
    /// the combo reaches a level).
    pub fn right(&mut self) -> f64 {
        self.count += 1;
        let (last, _) = LEVELS[LEVELS.len() - 1];
        let level = LEVELS.iter().any(|(at, _)| *at == self.count)
            || (self.count > last && (self.count - last).is_multiple_of(LEVEL_STEP));
        if level {
            bonus_at(self.count)
        } else {
            0.0
        }
    }

    /// A miss: the combo starts again.
    pub fn miss(&mut self) {
        self.count = 0;
    }

    /// The level the combo has reached (its right answers) and the next
    /// one: the bar shows `count` between them.
    fn levels(self) -> (u32, u32) {
        let mut below = 0;
        for (at, _) in LEVELS {
            if self.count < at {
                return (below, at);
            }
            below = at;
        }
        let past = (self.count - below) / LEVEL_STEP * LEVEL_STEP + below;
        (past, past + LEVEL_STEP)
    }

    /// How full the combo bar is, in percent: how far the combo has come
    /// from the level reached towards the next.
    pub fn bar_percent(self) -> u32 {
        let (from, to) = self.levels();
        (self.count - from) * 100 / (to - from)
    }

    /// The bonus the next level earns, in whole seconds.
    pub fn next_bonus_s(self) -> u32 {
        let (_, to) = self.levels();
        (bonus_at(to) / 1000.0) as u32
    }
}

/// The bonus of the level at `count` right answers: its own in [`LEVELS`],
/// the last one's past them.
fn bonus_at(count: u32) -> f64 {
    LEVELS.iter().find(|(at, _)| *at == count).map_or(LEVELS[LEVELS.len() - 1].1, |(_, b)| *b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(rights: u32) -> (Combo, f64) {
        let mut combo = Combo::default();
        let bonus = (0..rights).map(|_| combo.right()).sum();
        (combo, bonus)
    }

    #[test]
    fn a_combo_earns_time_at_each_level_and_a_miss_empties_it() {
        let mut combo = Combo::default();
        let bonuses: Vec<f64> = (0..50).map(|_| combo.right()).collect();
        let earned: Vec<(usize, f64)> =
            bonuses.iter().enumerate().filter(|(_, b)| **b > 0.0).map(|(i, b)| (i + 1, *b)).collect();
        assert_eq!(
            earned,
            [(5, 3_000.0), (12, 5_000.0), (20, 7_000.0), (30, 10_000.0), (40, 10_000.0), (50, 10_000.0)]
        );
        combo.miss();
        assert_eq!(combo.count(), 0);
        assert_eq!(combo.right(), 0.0, "after a miss the levels are earned again from the start");
    }

    #[test]
    fn the_bar_fills_towards_the_next_level() {
        assert_eq!(after(0).0.bar_percent(), 0);
        assert_eq!(after(4).0.bar_percent(), 80);
        assert_eq!(after(5).0.bar_percent(), 0, "a level reached starts the bar again");
        assert_eq!(after(5).0.next_bonus_s(), 5);
        assert_eq!(after(8).0.bar_percent(), 42);
        assert_eq!(after(35).0.bar_percent(), 50);
        assert_eq!(after(35).0.next_bonus_s(), 10);
        assert_eq!(after(12).1, 8_000.0);
    }
}

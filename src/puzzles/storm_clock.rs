//! Puzzle Storm's clock (plain Rust, tested natively): three minutes to
//! start with, a right answer adds time, a miss takes some. The time is
//! given in milliseconds by the caller (the page reads the browser's clock;
//! the tests move their own), so nothing here reads a clock.

/// The time a storm starts with: three minutes.
pub const STORM_MS: f64 = 180_000.0;
/// What a right answer adds.
pub const RIGHT_BONUS_MS: f64 = 2_000.0;
/// What a miss takes.
pub const MISS_PENALTY_MS: f64 = 10_000.0;

/// A storm's clock: when the time runs out, in the caller's milliseconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StormClock {
    deadline: f64,
}

impl StormClock {
    /// A clock started at `now` with [`STORM_MS`].
    pub fn start(now: f64) -> StormClock {
        StormClock { deadline: now + STORM_MS }
    }

    /// The milliseconds left at `now`, never below zero.
    pub fn remaining(&self, now: f64) -> f64 {
        (self.deadline - now).max(0.0)
    }

    /// Whether the time is up at `now`.
    pub fn is_up(&self, now: f64) -> bool {
        self.remaining(now) <= 0.0
    }

    /// Adds `ms` (a right answer and its combo bonus).
    pub fn add(&mut self, ms: f64) {
        self.deadline += ms;
    }

    /// Takes `ms` away (a miss); the time may run out at once.
    pub fn take(&mut self, ms: f64) {
        self.deadline -= ms;
    }
}

/// The time left as the storm's clock shows it: `2:59`, seconds rounded
/// up (the clock says `0:00` only once the time is up).
pub fn clock_text(remaining_ms: f64) -> String {
    let s = (remaining_ms.max(0.0) / 1000.0).ceil() as u64;
    format!("{}:{:02}", s / 60, s % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_storm_lasts_three_minutes_unless_answers_move_its_clock() {
        let mut clock = StormClock::start(1_000.0);
        assert_eq!(clock.remaining(1_000.0), 180_000.0);
        assert!(!clock.is_up(180_999.0));
        assert!(clock.is_up(181_000.0));
        clock.add(RIGHT_BONUS_MS);
        assert!(!clock.is_up(181_000.0), "a right answer adds time");
        clock.take(MISS_PENALTY_MS);
        assert_eq!(clock.remaining(100_000.0), 73_000.0);
        assert_eq!(clock.remaining(1_000_000.0), 0.0, "never below zero");
    }

    #[test]
    fn the_clock_reads_minutes_and_seconds_rounded_up() {
        assert_eq!(clock_text(STORM_MS), "3:00");
        assert_eq!(clock_text(179_001.0), "3:00");
        assert_eq!(clock_text(179_000.0), "2:59");
        assert_eq!(clock_text(9_000.0), "0:09");
        assert_eq!(clock_text(1.0), "0:01");
        assert_eq!(clock_text(0.0), "0:00");
        assert_eq!(clock_text(-5.0), "0:00");
    }
}

//! The local tactics rating, one per rule set: Glicko-2 (Mark Glickman,
//! "Example of the Glicko-2 system", 2012), one rating period per rated
//! puzzle. A player has a rating, a rating deviation (how unsure it is:
//! large at first, so the first results move it a lot) and a volatility. A
//! puzzle's rating comes from its difficulty (the depth a search needs to
//! find the solution) until there are users' results, with a fixed
//! deviation. A clean solve (no mistake, no hint, solution not shown) is a
//! win, anything else a loss. Only the first attempt at a tactic is rated
//! ([`Rating::after`], called by `crate::puzzles::puzzle_store`, which
//! keeps one [`Rating`] per rule set); rule drills are not rated.
//!
//! ```
//! use damas_app::puzzles::rating::{Glicko, puzzle_rating};
//! let start = Glicko::default();
//! let after = start.update(puzzle_rating(3), false);
//! assert!(after.rating < start.rating && after.deviation < start.deviation);
//! ```

use serde::{Deserialize, Serialize};

use crate::puzzles::Grade;

/// The rating of a new player.
pub const START_RATING: f64 = 1500.0;
/// The deviation of a new player: wide enough that the first results count
/// most, narrow enough that one puzzle moves the rating by at most about
/// 250 points (at Glicko's usual 350, beating a hard puzzle first gave +650).
pub const START_DEVIATION: f64 = 200.0;
/// The largest deviation kept.
pub const MAX_DEVIATION: f64 = 350.0;
/// The volatility of a new player.
pub const START_VOLATILITY: f64 = 0.06;
/// The deviation given to every puzzle's rating.
pub const PUZZLE_DEVIATION: f64 = 100.0;
/// The smallest deviation kept: a rating never freezes.
pub const MIN_DEVIATION: f64 = 45.0;
/// Above this deviation a rating is provisional: shown with a `?` and its
/// deviation (a new player starts at 200; about ten puzzles bring it below).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// The lowest and highest ratings kept.
pub const MIN_RATING: f64 = 400.0;
pub const MAX_RATING: f64 = 3000.0;
/// Glicko-2's system constant τ: how fast the volatility may change.
const TAU: f64 = 0.5;
/// The Glicko-2 scale: 173.7178 rating points per unit.
const SCALE: f64 = 173.7178;

/// A player's Glicko-2 rating, in rating points.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Glicko {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Glicko {
    fn default() -> Self {
        Glicko { rating: START_RATING, deviation: START_DEVIATION, volatility: START_VOLATILITY }
    }
}

/// An opponent's rating and deviation, and the player's score against it
/// (1 win, 0 loss, 0.5 draw).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    pub rating: f64,
    pub deviation: f64,
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

impl Glicko {
    /// The rating after one rating period with these games (Glickman's
    /// steps 2 to 8, without the bounds).
    pub fn rate(self, games: &[Game]) -> Glicko {
        let mu = (self.rating - START_RATING) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Glicko { deviation: phi_star * SCALE, ..self };
        }
        let mut v_inv = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.rating - START_RATING) / SCALE;
            let g_j = g(game.deviation / SCALE);
            let e = 1.0 / (1.0 + (-g_j * (mu - mu_j)).exp());
            v_inv += g_j * g_j * e * (1.0 - e);
            sum += g_j * (game.score - e);
        }
        let v = 1.0 / v_inv;
        let delta = v * sum;
        // The new volatility: the root of f by the Illinois algorithm.
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - d) / (2.0 * d * d) - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let (mut f_a, mut f_b) = (f(big_a), f(big_b));
        for _ in 0..100 {
            if (big_b - big_a).abs() <= 1e-6 {
                break;
            }
            let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = c;
            f_b = f_c;
        }
        let sigma_new = (big_a / 2.0).exp();
        let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Glicko { rating: mu_new * SCALE + START_RATING, deviation: phi_new * SCALE, volatility: sigma_new }
    }

    /// The rating after one puzzle rated `puzzle` (solved cleanly or not),
    /// kept within [`MIN_RATING`]–[`MAX_RATING`] and a deviation of
    /// [`MIN_DEVIATION`]–[`MAX_DEVIATION`]. Values that are not numbers
    /// (a damaged save) start over.
    pub fn update(self, puzzle: f64, solved: bool) -> Glicko {
        let start = if self.rating.is_finite() && self.deviation.is_finite() && self.volatility.is_finite() {
            Glicko {
                rating: self.rating.clamp(MIN_RATING, MAX_RATING),
                deviation: self.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
                volatility: self.volatility.clamp(0.01, 0.2),
            }
        } else {
            Glicko::default()
        };
        let game =
            Game { rating: puzzle, deviation: PUZZLE_DEVIATION, score: if solved { 1.0 } else { 0.0 } };
        let next = start.rate(&[game]);
        // Few digits, so that a save and a load give back the same numbers
        // (JSON keeps them exactly at this length).
        let round = |x: f64, per_unit: f64| (x * per_unit).round() / per_unit;
        Glicko {
            rating: round(next.rating.clamp(MIN_RATING, MAX_RATING), 1e3),
            deviation: round(next.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION), 1e3),
            volatility: round(next.volatility.clamp(0.01, 0.2), 1e7),
        }
    }

    /// The rating shown: whole points.
    pub fn shown(self) -> i32 {
        self.rating.round() as i32
    }

    /// Whether the rating is still provisional: too few puzzles for it to
    /// mean much (its deviation above [`PROVISIONAL_DEVIATION`]).
    pub fn is_provisional(self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }
}

/// A tactics rating and how many puzzles it is based on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    #[serde(default)]
    pub glicko: Glicko,
    #[serde(default)]
    pub games: u32,
}

impl Rating {
    /// The rating shown, in whole points.
    pub fn shown(&self) -> i32 {
        self.glicko.shown()
    }

    /// The rating after a rated attempt at a puzzle of `difficulty` that
    /// ended with `outcome`: a clean solve is a win, anything else (helped,
    /// or the solution shown) a loss; one more puzzle counted.
    pub fn after(self, difficulty: u8, outcome: Grade) -> Rating {
        Rating {
            glicko: self.glicko.update(puzzle_rating(difficulty), outcome.is_clean()),
            games: self.games.saturating_add(1),
        }
    }
}

/// The rating of a puzzle of difficulty 1–5 (out of range: clamped).
pub fn puzzle_rating(difficulty: u8) -> f64 {
    900.0 + 300.0 * f64::from(difficulty.clamp(1, 5))
}

/// The expected score of a player against a puzzle (Glicko's E).
pub fn expected(player: Glicko, puzzle: f64) -> f64 {
    let mu = (player.rating - START_RATING) / SCALE;
    let mu_j = (puzzle - START_RATING) / SCALE;
    1.0 / (1.0 + (-g(PUZZLE_DEVIATION / SCALE) * (mu - mu_j)).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One miss at the start moved the rating 1500 → 1341 with nothing to
    /// say it was a first guess: a new rating is provisional, and stops
    /// being so after enough puzzles.
    #[test]
    fn a_new_rating_is_provisional_until_enough_puzzles_are_played() {
        let mut g = Glicko::default();
        assert!(g.is_provisional());
        g = g.update(puzzle_rating(2), false);
        assert!(g.is_provisional(), "one miss: {g:?}");
        let mut played = 1;
        while g.is_provisional() {
            g = g.update(puzzle_rating(2 + (played % 3) as u8), played % 2 == 0);
            played += 1;
            assert!(played <= 30, "still provisional after 30 puzzles: {g:?}");
        }
        assert!(played >= 5, "provisional for a few puzzles at least, not {played}");
    }

    #[test]
    fn a_rated_attempt_counts_one_puzzle_and_only_a_clean_solve_is_a_win() {
        let start = Rating::default();
        let clean = start.after(3, Grade::Clean);
        let helped = start.after(3, Grade::Helped);
        let shown = start.after(3, Grade::Failed);
        assert!(clean.shown() > start.shown(), "{clean:?}");
        assert!(helped.shown() < start.shown(), "{helped:?}");
        assert_eq!(helped, shown);
        assert_eq!((clean.games, clean.after(2, Grade::Clean).games), (1, 2));
        assert_eq!(clean.glicko, start.glicko.update(puzzle_rating(3), true));
    }

    #[test]
    fn glickmans_example() {
        // The worked example of Glickman's paper: 1500 ± 200, σ 0.06, against
        // 1400 ± 30 (won), 1550 ± 100 (lost), 1700 ± 300 (lost).
        let player = Glicko { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let games = [
            Game { rating: 1400.0, deviation: 30.0, score: 1.0 },
            Game { rating: 1550.0, deviation: 100.0, score: 0.0 },
            Game { rating: 1700.0, deviation: 300.0, score: 0.0 },
        ];
        let after = player.rate(&games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
        // No game: only the deviation grows.
        let idle = player.rate(&[]);
        assert_eq!(idle.rating, 1500.0);
        assert!(idle.deviation > 200.0);
    }

    #[test]
    fn harder_puzzles_are_rated_higher() {
        let r: Vec<f64> = (1..=5).map(puzzle_rating).collect();
        assert!(r.windows(2).all(|w| w[0] < w[1]), "{r:?}");
        assert_eq!(puzzle_rating(0), puzzle_rating(1));
        assert_eq!(puzzle_rating(9), puzzle_rating(5));
    }

    #[test]
    fn solving_raises_failing_lowers_and_certainty_grows() {
        let p = Glicko::default();
        let up = p.update(puzzle_rating(3), true);
        let down = p.update(puzzle_rating(3), false);
        assert!(up.rating > p.rating && down.rating < p.rating, "{up:?} {down:?}");
        assert!(up.deviation < p.deviation);
        // One puzzle, even the hardest, moves a new player by less than 300.
        for d in 1..=5 {
            let win = p.update(puzzle_rating(d), true).rating - p.rating;
            let loss = p.rating - p.update(puzzle_rating(d), false).rating;
            assert!(win > 0.0 && win < 300.0 && loss > 0.0 && loss < 300.0, "{d}: +{win} -{loss}");
        }
        // An easy puzzle gains little and costs much; a hard one the reverse.
        let easy_gain = p.update(puzzle_rating(1), true).rating - p.rating;
        let hard_gain = p.update(puzzle_rating(5), true).rating - p.rating;
        assert!(hard_gain > easy_gain, "{hard_gain} {easy_gain}");
        // Early results count more than later ones.
        let mut settled = p;
        for _ in 0..30 {
            settled = settled.update(puzzle_rating(3), true).update(puzzle_rating(3), false);
        }
        let early = p.update(puzzle_rating(3), true).rating - p.rating;
        let late = settled.update(puzzle_rating(3), true).rating - settled.rating;
        assert!(early > 2.0 * late, "{early} {late}");
        assert!((expected(Glicko::default(), START_RATING) - 0.5).abs() < 1e-9);
    }

    #[test]
    fn ratings_stay_in_range_and_bad_values_start_over() {
        let mut r = Glicko::default();
        for _ in 0..500 {
            r = r.update(puzzle_rating(1), false);
        }
        assert!((MIN_RATING..800.0).contains(&r.rating), "{r:?}");
        for _ in 0..500 {
            r = r.update(puzzle_rating(5), true);
        }
        assert!(r.rating <= MAX_RATING && r.rating > 2000.0, "{r:?}");
        assert!(r.deviation >= MIN_DEVIATION);
        // Saved and read back as JSON: the same numbers.
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(serde_json::from_str::<Glicko>(&json).unwrap(), r, "{json}");
        let broken = Glicko { rating: f64::NAN, deviation: 0.0, volatility: f64::INFINITY };
        let fixed = broken.update(puzzle_rating(3), true);
        assert!(fixed.rating.is_finite() && fixed.rating > START_RATING, "{fixed:?}");
    }
}

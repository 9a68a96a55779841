//! The statistics of `damas sprt`: game pairs counted by their result
//! (pentanomial), the Elo difference with its 95 % error bars, and the
//! generalised sequential probability ratio test (GSPRT) that stops a match
//! as soon as the results tell H0 (elo <= elo0) from H1 (elo >= elo1).
//!
//! Elo here is logistic: a score s (0..1) is `-400 log10(1/s - 1)` Elo. A
//! pair is two games of one opening, each player White once; its result is
//! a's points over the two games, 0, 1/2, 1, 3/2 or 2. Counting pairs rather
//! than games keeps the variance the openings add (a lopsided opening wins
//! both games for White) out of the error bars.
//!
//! The LLR is Michel Van den Bergh's normal approximation of the GSPRT
//! (the one fishtest uses): with n pairs of mean score m and variance v
//! (per pair, on the 0..1 scale) and s0, s1 the scores of elo0 and elo1,
//! `LLR = n (s1 - s0) (2m - s0 - s1) / (2v)`. The test accepts H1 when the
//! LLR reaches `ln((1 - beta) / alpha)` and H0 when it falls to
//! `ln(beta / (1 - alpha))`. For the LLR each of the five counts is given
//! a quarter of a pair more ([`PRIOR`], 1.25 pairs in all): without it one
//! or two pairs, whose variance is near zero, would decide the test; after
//! a few hundred pairs it moves the LLR by under one per cent. The Elo and
//! its error bars are the plain counts', by the match tally's pentanomial
//! interval ([`crate::tally`]).

use crate::tally::{score_of_elo, Elo, Tally};

/// The pairs added to each count for the LLR (see the module's text).
pub const PRIOR: f64 = 0.25;

/// Game pairs by a's points over the pair: `counts[k]` pairs where a scored
/// k half-points (0 to 4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial {
    pub counts: [u64; 5],
}

impl Pentanomial {
    /// Counts one pair where a scored `half_points` (0 to 4) over its two
    /// games.
    pub fn add(&mut self, half_points: usize) {
        self.counts[half_points.min(4)] += 1;
    }

    pub fn pairs(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The Elo difference of a's score with its 95 % interval (the tally's
    /// pentanomial one); `None` under two pairs.
    pub fn elo(&self) -> Option<Elo> {
        let pairs = self
            .counts
            .iter()
            .enumerate()
            .flat_map(|(k, &c)| std::iter::repeat_n(k as f64 / 2.0, c as usize))
            .collect();
        Tally { pairs, ..Tally::default() }.pentanomial()
    }

    /// The mean and the variance of a pair's score on the 0..1 scale, each
    /// count given `prior` pairs more; `None` without a pair.
    fn mean_and_variance(&self, prior: f64) -> Option<(f64, f64)> {
        let n = self.pairs();
        if n == 0 {
            return None;
        }
        let weights: Vec<f64> = self.counts.iter().map(|&c| c as f64 + prior).collect();
        let total: f64 = weights.iter().sum();
        let score = |k: usize| k as f64 / 4.0;
        let mean = weights.iter().enumerate().map(|(k, w)| w * score(k)).sum::<f64>() / total;
        let variance =
            weights.iter().enumerate().map(|(k, w)| w * (score(k) - mean).powi(2)).sum::<f64>() / total;
        Some((mean, variance))
    }
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The LLR reached the lower bound: no gain of elo1 (H0 kept).
    AcceptH0,
    /// The LLR reached the upper bound: a gain (H1 accepted).
    AcceptH1,
    Continue,
}

impl Decision {
    pub fn text(self) -> &'static str {
        match self {
            Decision::AcceptH0 => "H0 accepted",
            Decision::AcceptH1 => "H1 accepted",
            Decision::Continue => "no decision",
        }
    }
}

/// A sequential test of elo0 against elo1 with error rates alpha and beta.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

impl Sprt {
    /// The LLR's lower and upper bounds.
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The log-likelihood ratio of H1 to H0 (0 without a pair).
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        let Some((mean, variance)) = pairs.mean_and_variance(PRIOR) else {
            return 0.0;
        };
        let (s0, s1) = (score_of_elo(self.elo0), score_of_elo(self.elo1));
        pairs.pairs() as f64 * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    pub fn decide(&self, pairs: &Pentanomial) -> Decision {
        let (lower, upper) = self.bounds();
        let llr = self.llr(pairs);
        if llr >= upper {
            Decision::AcceptH1
        } else if llr <= lower {
            Decision::AcceptH0
        } else {
            Decision::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEST: Sprt = Sprt { elo0: 0.0, elo1: 10.0, alpha: 0.05, beta: 0.05 };

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn the_bounds_of_five_percent_errors_are_plus_and_minus_ln_19() {
        let (lower, upper) = TEST.bounds();
        assert!(close(lower, -(19f64.ln()), 1e-12) && close(upper, 19f64.ln(), 1e-12));
    }

    #[test]
    fn a_clear_gain_accepts_h1_a_level_match_accepts_h0_and_few_pairs_decide_nothing() {
        // Score 0.6 (70 Elo) over 200 pairs: far above elo1.
        let gain = Pentanomial { counts: [0, 0, 120, 80, 0] };
        assert_eq!(TEST.decide(&gain), Decision::AcceptH1, "LLR {}", TEST.llr(&gain));
        // Exactly level over 2000 pairs: below elo0 + elo1 halves.
        let level = Pentanomial { counts: [100, 300, 1200, 300, 100] };
        assert!(TEST.llr(&level) < 0.0);
        assert_eq!(TEST.decide(&level), Decision::AcceptH0, "LLR {}", TEST.llr(&level));
        // A loss is H0 too, and sooner.
        let loss = Pentanomial { counts: [20, 60, 100, 20, 0] };
        assert_eq!(TEST.decide(&loss), Decision::AcceptH0);
        // Ten pairs a little ahead: too few to tell.
        let few = Pentanomial { counts: [1, 2, 3, 3, 1] };
        assert_eq!(TEST.decide(&few), Decision::Continue, "LLR {}", TEST.llr(&few));
        assert_eq!(TEST.decide(&Pentanomial::default()), Decision::Continue);
    }

    #[test]
    fn the_llr_follows_the_normal_approximation_on_made_up_counts() {
        // 100 pairs, with a quarter pair more in each count: 101.25 pairs
        // of mean (60.25 x 1/2 + 40.25 x 3/4 + 0.25 x (1/4 + 1)) / 101.25
        // = 0.598765 and variance 0.016480 (worked out by hand).
        let pairs = Pentanomial { counts: [0, 0, 60, 40, 0] };
        let (s0, s1) = (0.5, score_of_elo(10.0));
        let expected = 100.0 * (s1 - s0) * (2.0 * 0.598765 - s0 - s1) / (2.0 * 0.016480);
        assert!(close(TEST.llr(&pairs), expected, 0.001 * expected), "{} vs {expected}", TEST.llr(&pairs));
        // One pair won twice decides nothing.
        let one = Pentanomial { counts: [0, 0, 0, 0, 1] };
        assert_eq!(TEST.decide(&one), Decision::Continue, "LLR {}", TEST.llr(&one));
    }

    #[test]
    fn the_elo_and_its_error_bars_come_from_the_pairs_mean_and_spread() {
        // Mean 0.6, variance (60 x 0.1^2 + 40 x 0.15^2) / 100 = 0.015
        // over 100 pairs: a standard error of 0.012247, so 0.6 ± 0.024004,
        // i.e. 70.4 Elo in [53.2, 88.0].
        let e = Pentanomial { counts: [0, 0, 60, 40, 0] }.elo().unwrap();
        assert!(close(e.elo, 70.44, 0.01), "{e:?}");
        assert!(close(e.low, 53.2, 0.1) && close(e.high, 88.0, 0.1), "{e:?}");
        // Level and symmetric: 0 in the middle of symmetric bars.
        let level = Pentanomial { counts: [10, 20, 40, 20, 10] }.elo().unwrap();
        assert!(close(level.elo, 0.0, 1e-9) && close(level.low, -level.high, 1e-9), "{level:?}");
        assert!(level.high > 0.0);
        assert_eq!(Pentanomial { counts: [0, 0, 1, 0, 0] }.elo(), None);
    }

    #[test]
    fn elo_and_score_are_inverse() {
        for elo in [-300.0, -10.0, 0.0, 35.5, 400.0] {
            assert!(close(crate::tally::elo(score_of_elo(elo)), elo, 1e-9));
        }
        assert!(close(score_of_elo(400.0), 10.0 / 11.0, 1e-12));
    }
}

//! The tally of a match: wins, draws and losses of one side, its score and
//! the Elo difference that score means, with a 95 % interval.
//!
//! Two intervals are given, both from the normal approximation of the mean
//! score: the trinomial one treats every game as independent (the variance
//! of the per-game scores 1, ½, 0), the pentanomial one treats each pair of
//! games on one opening (colours swapped) as the unit (the variance of the
//! per-pair mean score), which removes the openings' own bias and is the
//! fairer margin for paired openings.

/// z for a two-sided 95 % interval (1.96, as usually rounded).
const Z95: f64 = 1.96;

/// Results from one side's point of view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    /// The score of every finished pair of games (0, 0.5, ..., 2).
    pub pairs: Vec<f64>,
}

/// An Elo difference and its 95 % interval; infinite bounds when the score
/// (or a bound) is 0 % or 100 %.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Elo {
    pub elo: f64,
    pub low: f64,
    pub high: f64,
    /// Every game (or pair) scored the same: the spread, hence the
    /// interval, is unknown rather than zero.
    pub alike: bool,
}

impl Tally {
    /// Counts one game's score for our side: 1, 0.5 or 0.
    pub fn add(&mut self, score: f64) {
        if score >= 1.0 {
            self.wins += 1;
        } else if score > 0.0 {
            self.draws += 1;
        } else {
            self.losses += 1;
        }
    }

    /// Games counted.
    pub fn games(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// The mean score, 0 to 1 (0 with no game).
    pub fn score(&self) -> f64 {
        match self.games() {
            0 => 0.0,
            n => (self.wins as f64 + self.draws as f64 / 2.0) / n as f64,
        }
    }

    /// Elo with the trinomial interval (games independent).
    pub fn trinomial(&self) -> Option<Elo> {
        let n = self.games();
        if n == 0 {
            return None;
        }
        let mu = self.score();
        let variance = (self.wins as f64 * (1.0 - mu).powi(2)
            + self.draws as f64 * (0.5 - mu).powi(2)
            + self.losses as f64 * mu.powi(2))
            / n as f64;
        Some(interval(mu, (variance / n as f64).sqrt()))
    }

    /// Elo with the pentanomial interval (pairs of games independent);
    /// none under two pairs.
    pub fn pentanomial(&self) -> Option<Elo> {
        let p = self.pairs.len();
        if p < 2 {
            return None;
        }
        let means: Vec<f64> = self.pairs.iter().map(|s| s / 2.0).collect();
        let mu = means.iter().sum::<f64>() / p as f64;
        let variance = means.iter().map(|m| (m - mu).powi(2)).sum::<f64>() / p as f64;
        Some(interval(mu, (variance / p as f64).sqrt()))
    }
}

/// The Elo difference of a mean score: -400 log10(1/p - 1).
pub fn elo(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// The mean score of an Elo difference: the inverse of [`elo`].
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

fn interval(mu: f64, standard_error: f64) -> Elo {
    Elo {
        elo: elo(mu),
        low: elo(mu - Z95 * standard_error),
        high: elo(mu + Z95 * standard_error),
        alike: standard_error == 0.0,
    }
}

/// `+147.2 [-33.4, +504.0]`; `-inf` and `+inf` for unbounded ends;
/// `-190.8 [no interval: all scored alike]` when there is no spread.
pub fn elo_text(e: &Elo) -> String {
    fn one(x: f64) -> String {
        if x.is_infinite() {
            if x > 0.0 {
                "+inf".into()
            } else {
                "-inf".into()
            }
        } else {
            // + 0.0 turns -0.0 into 0.0.
            format!("{:+.1}", x + 0.0)
        }
    }
    if e.alike {
        format!("{} [no interval: all scored alike]", one(e.elo))
    } else {
        format!("{} [{}, {}]", one(e.elo), one(e.low), one(e.high))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 0.01
    }

    #[test]
    fn elo_of_a_score_is_the_logistic_inverse() {
        assert!(close(elo(0.5), 0.0));
        assert!(close(elo(0.75), 190.85)); // 400 log10 3
        assert!(close(elo(0.25), -190.85));
        assert_eq!(elo(0.0), f64::NEG_INFINITY);
        assert_eq!(elo(1.0), f64::INFINITY);
    }

    #[test]
    fn trinomial_interval_of_six_wins_two_draws_two_losses() {
        // Hand computed: mean 0.7, per-game variance (6*0.09 + 2*0.04 +
        // 2*0.49)/10 = 0.16, standard error sqrt(0.016) = 0.12649;
        // 0.7 -+ 1.96 x 0.12649 = 0.45208 .. 0.94792.
        let mut t = Tally::default();
        for s in [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.5, 0.5, 0.0, 0.0] {
            t.add(s);
        }
        assert_eq!((t.wins, t.draws, t.losses, t.games()), (6, 2, 2, 10));
        assert!(close(t.score(), 0.7));
        let e = t.trinomial().unwrap();
        assert!(close(e.elo, 147.19), "{e:?}");
        assert!(close(e.low, -33.40), "{e:?}");
        assert!(close(e.high, 504.05), "{e:?}");
        assert_eq!(elo_text(&e), "+147.2 [-33.4, +504.0]");
    }

    #[test]
    fn pentanomial_interval_uses_the_pairs() {
        // Pairs 2, 1.5, 1, 1.5, 1: means 1, .75, .5, .75, .5; mean 0.7,
        // variance 0.035, standard error sqrt(0.007) = 0.08367.
        let t = Tally { wins: 6, draws: 2, losses: 2, pairs: vec![2.0, 1.5, 1.0, 1.5, 1.0] };
        let e = t.pentanomial().unwrap();
        assert!(close(e.elo, 147.19), "{e:?}");
        assert!(close(e.low, 25.07), "{e:?}");
        assert!(close(e.high, 321.17), "{e:?}");
    }

    #[test]
    fn all_lost_has_no_finite_elo_and_no_game_has_none() {
        let mut t = Tally::default();
        t.add(0.0);
        t.add(0.0);
        let e = t.trinomial().unwrap();
        assert_eq!(elo_text(&e), "-inf [no interval: all scored alike]");
        assert_eq!(Tally::default().trinomial(), None);
        assert_eq!(Tally::default().pentanomial(), None);
        let one_pair = Tally { wins: 1, draws: 1, losses: 0, pairs: vec![1.5] };
        assert_eq!(one_pair.pentanomial(), None, "one pair has no spread to measure");
        let even = Tally { wins: 0, draws: 2, losses: 0, pairs: vec![] };
        assert_eq!(elo_text(&even.trinomial().unwrap()), "+0.0 [no interval: all scored alike]");
        // Three pairs of a draw and a loss: 25 %, but no spread between pairs.
        let pairs = Tally { wins: 0, draws: 3, losses: 3, pairs: vec![0.5, 0.5, 0.5] };
        assert_eq!(elo_text(&pairs.pentanomial().unwrap()), "-190.8 [no interval: all scored alike]");
        assert_eq!(elo_text(&pairs.trinomial().unwrap()), "-190.8 [-511.7, -34.8]");
    }
}

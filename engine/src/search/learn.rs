//! Fitting a [`LearnedEval`]: positions from fast self-play ([`generate`])
//! and logistic regression on them ([`train`]). Both are deterministic from
//! their seed. `damas learn generate` and `damas learn train` run them; see
//! docs/BENCHMARKS.md ("Learned evaluation") for the commands and figures.

use std::sync::Arc;

use rand::RngExt;

use super::eval::white_terms;
use super::learned::{features, regions_of, BASE_ONE, CONFIGS, PHASES, SCALE};
use super::{Family, LearnedEval, Limits, NoClock, Searcher, MATE};
use crate::seeded::{self, Seeded};
use crate::{Color, Game, Position, Variant};

/// A quiet position (no capture pending) from a self-play game, with the
/// game's result and the search's score, both from White's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The position.
    pub position: Position,
    /// +1 White won, 0 draw, -1 Black won.
    pub result: i8,
    /// The self-play search's score, in hundredths of a man, clamped.
    pub score: i16,
}

/// Bytes of one sample in a data file.
pub const SAMPLE_BYTES: usize = 30;
/// Scores are clamped to this (a won position is "very good", not a mate).
const SCORE_CLAMP: i32 = 3_000;

impl Sample {
    /// The file form: variant, side, result, a zero, score, white, black, kings.
    pub fn to_bytes(&self) -> [u8; SAMPLE_BYTES] {
        let p = &self.position;
        let mut out = [0u8; SAMPLE_BYTES];
        out[0] = Variant::ALL.iter().position(|v| *v == p.variant()).unwrap_or(0) as u8;
        out[1] = (p.side_to_move() == Color::Black) as u8;
        out[2] = self.result as u8;
        out[4..6].copy_from_slice(&self.score.to_le_bytes());
        out[6..14].copy_from_slice(&p.bits(Color::White).to_le_bytes());
        out[14..22].copy_from_slice(&p.bits(Color::Black).to_le_bytes());
        out[22..30].copy_from_slice(&p.king_bits().to_le_bytes());
        out
    }

    /// Reads [`Sample::to_bytes`]; `None` for bytes no sample writes.
    pub fn from_bytes(b: &[u8]) -> Option<Sample> {
        if b.len() != SAMPLE_BYTES {
            return None;
        }
        let variant = *Variant::ALL.get(b[0] as usize)?;
        let side = match b[1] {
            0 => Color::White,
            1 => Color::Black,
            _ => return None,
        };
        let result = b[2] as i8;
        if !(-1..=1).contains(&result) {
            return None;
        }
        let word = |i: usize| u64::from_le_bytes(b[i..i + 8].try_into().unwrap());
        let (white, black, kings) = (word(6), word(14), word(22));
        let valid = crate::rules::geometry::playable_bits(variant.size());
        if white & black != 0 || (white | black) & !valid != 0 || kings & !(white | black) != 0 {
            return None;
        }
        Some(Sample {
            position: Position::from_bits(variant, white, black, kings, side),
            result,
            score: i16::from_le_bytes([b[4], b[5]]),
        })
    }
}

/// How [`generate`] plays its games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateConfig {
    /// The family; its rule sets take turns.
    pub family: Family,
    /// Only this rule set of the family is played (`None`: all of them).
    pub rule_set: Option<Variant>,
    /// Games to play.
    pub games: usize,
    /// Seed of the openings and of the searches' random choices.
    pub seed: u64,
    /// Depth of each move's search.
    pub depth: u32,
    /// Nodes at most per move.
    pub nodes: u64,
    /// Root moves within this many hundredths of a man of the best are
    /// chosen at random (variety of the games).
    pub variety: i32,
    /// Random plies at the start of each game.
    pub opening_plies: usize,
    /// A game still going after this many plies counts as a draw.
    pub max_plies: usize,
    /// A game whose score stays beyond this for [`ADJUDICATE_PLIES`] plies
    /// in a row is given to the side ahead.
    pub adjudicate: i32,
}

/// Plies in a row beyond [`GenerateConfig::adjudicate`] that decide a game.
pub const ADJUDICATE_PLIES: usize = 6;

impl GenerateConfig {
    /// The settings used for the shipped weights, for `games` games.
    pub fn new(family: Family, games: usize, seed: u64) -> GenerateConfig {
        GenerateConfig {
            family,
            rule_set: None,
            games,
            seed,
            depth: 6,
            nodes: 6_000,
            variety: 12,
            opening_plies: 6,
            max_plies: 300,
            adjudicate: 500,
        }
    }
}

/// Plays `config.games` self-play games, evaluating with `learned` (of the
/// family; `None`: the hand-set evaluation), and returns their quiet
/// positions labelled with the result and the score. `on_game` is told each
/// finished game's number and the samples so far.
///
/// # Panics
/// If `config.rule_set` is not of `config.family`.
pub fn generate(
    config: &GenerateConfig,
    learned: Option<Arc<LearnedEval>>,
    on_game: &mut dyn FnMut(usize, usize),
) -> Vec<Sample> {
    let variants: Vec<Variant> = Variant::ALL
        .into_iter()
        .filter(|v| Family::of(*v) == config.family && config.rule_set.is_none_or(|only| only == *v))
        .collect();
    assert!(!variants.is_empty(), "{:?} is not of the family {}", config.rule_set, config.family.id());
    let mut rng = seeded::from_seed(config.seed);
    let mut searcher = Searcher::new(16);
    searcher.set_evaluator(learned);
    let mut out = Vec::new();
    for g in 0..config.games {
        let mut game = Game::new(variants[g % variants.len()]);
        for _ in 0..config.opening_plies {
            let moves = game.legal_moves();
            if moves.is_empty() || game.play(&moves[rng.random_range(0..moves.len())]).is_err() {
                break;
            }
        }
        searcher.clear();
        let first = out.len();
        let (mut ahead, mut streak) = (0i32, 0usize);
        let mut adjudicated = None;
        while game.outcome().is_none() && game.moves().len() < config.max_plies {
            let pos = *game.position();
            let limits = Limits {
                nodes: config.nodes,
                variety: config.variety,
                seed: rng.random(),
                ..Limits::depth(config.depth)
            };
            let r = searcher.search(&game, &limits, &NoClock, None, &mut |_| {});
            let Some(mv) = r.best else { break };
            let white = if pos.side_to_move() == Color::White { r.score } else { -r.score };
            if !pos.must_capture() {
                let score = white.clamp(-SCORE_CLAMP, SCORE_CLAMP) as i16;
                out.push(Sample { position: pos, result: 0, score });
            }
            let sign = if white >= config.adjudicate {
                1
            } else if white <= -config.adjudicate {
                -1
            } else {
                0
            };
            streak = if sign != 0 && sign == ahead { streak + 1 } else { (sign != 0) as usize };
            ahead = sign;
            if streak >= ADJUDICATE_PLIES || white.abs() >= MATE - 1_000 && sign != 0 && streak >= 2 {
                adjudicated = Some(sign as i8);
                break;
            }
            if game.play(&mv).is_err() {
                break;
            }
        }
        let result = adjudicated.unwrap_or_else(|| match game.outcome().and_then(|o| o.winner()) {
            Some(Color::White) => 1,
            Some(Color::Black) => -1,
            None => 0,
        });
        for s in &mut out[first..] {
            s.result = result;
        }
        on_game(g + 1, out.len());
    }
    out
}

/// How [`train`] fits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainConfig {
    /// Passes over the data.
    pub epochs: usize,
    /// Samples per step.
    pub batch: usize,
    /// Hundredths of a man a weight moves per sample that uses it, per unit
    /// of error (prediction minus target, in probability).
    pub learning_rate: f32,
    /// Weight decay of the region weights (pulls rare ones to zero).
    pub l2: f32,
    /// The target is `result_weight` × the game's result plus the rest ×
    /// the squashed search score.
    pub result_weight: f32,
    /// The squash: win probability = sigmoid(`k` × score).
    pub k: f32,
    /// Seed of the shuffles.
    pub seed: u64,
    /// The last this-many-in-a-thousand samples are held out to measure.
    pub holdout_permille: usize,
    /// Add the region weights to the hand-set evaluation, which stays as it
    /// is (the regions learn what it misses), rather than fit them with
    /// material alone.
    pub hand_base: bool,
}

impl Default for TrainConfig {
    fn default() -> TrainConfig {
        TrainConfig {
            epochs: 8,
            batch: 256,
            learning_rate: 1.0,
            l2: 1e-4,
            result_weight: 0.5,
            k: 0.01,
            seed: 1,
            holdout_permille: 50,
            hand_base: true,
        }
    }
}

/// Losses before the fit and after each epoch (mean cross-entropy).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TrainReport {
    /// On the samples trained on.
    pub train: Vec<f64>,
    /// On the held-out samples.
    pub holdout: Vec<f64>,
}

/// One sample's features, ready for the fit.
struct Row {
    idx: [u16; 32],
    men: f32,
    kings: f32,
    opening: f32,
    side: f32,
    /// The hand-set terms, White's view.
    hand: f32,
    target: f32,
}

/// The parameters being fitted, in hundredths of a man.
struct Params {
    w: Vec<f32>,
}

/// Scalars after the region weights: man[2], king[2], tempo.
const MAN: usize = 0;
const KING: usize = 2;
const TEMPO: usize = 4;
const BASE: usize = 5;
const SCALAR_COUNT: usize = 6;

/// Fits a [`LearnedEval`] for `family` to `samples` (of that family's rule
/// sets) by logistic regression (stochastic gradient descent). The hand-set man and king values
/// are the start; region weights start at zero.
pub fn train(family: Family, samples: &[Sample], config: &TrainConfig) -> (LearnedEval, TrainReport) {
    let regions = regions_of(family);
    let table = PHASES * regions * CONFIGS;
    let sigmoid = |x: f32| 1.0 / (1.0 + (-x).exp());
    let hand = family.weights();
    let rows: Vec<Row> = samples
        .iter()
        .filter(|s| Family::of(s.position.variant()) == family)
        .map(|s| {
            let f = features(&s.position);
            let result = (s.result as f32 + 1.0) / 2.0;
            let searched = sigmoid(config.k * s.score as f32);
            Row {
                idx: f.idx,
                men: f.men as f32,
                kings: f.kings as f32,
                opening: f.opening as f32 / f.full as f32,
                side: f.side as f32,
                hand: if config.hand_base { white_terms(&s.position, &hand) as f32 } else { 0.0 },
                target: config.result_weight * result + (1.0 - config.result_weight) * searched,
            }
        })
        .collect();
    let mut p = Params { w: vec![0.0; table + SCALAR_COUNT] };
    if config.hand_base {
        p.w[table + BASE] = 1.0;
    } else {
        for ph in 0..PHASES {
            p.w[table + MAN + ph] = hand.man as f32;
            p.w[table + KING + ph] = hand.king as f32;
        }
    }
    let held = rows.len() * config.holdout_permille / 1000;
    let (fit, holdout) = rows.split_at(rows.len() - held);
    let mut order: Vec<usize> = (0..fit.len()).collect();
    let mut rng = seeded::from_seed(config.seed);
    let mut report = TrainReport::default();
    for epoch in 0..=config.epochs {
        if epoch > 0 {
            step_epoch(&mut p, fit, &mut order, &mut rng, config, regions, table);
        }
        let loss = |rows: &[Row]| {
            let total: f64 = rows
                .iter()
                .map(|row| {
                    let q = sigmoid(config.k * predict(&p.w, row, regions, table)).clamp(1e-6, 1.0 - 1e-6);
                    let t = row.target;
                    -(t * q.ln() + (1.0 - t) * (1.0 - q).ln()) as f64
                })
                .sum();
            total / rows.len().max(1) as f64
        };
        report.train.push(loss(fit));
        report.holdout.push(loss(holdout));
    }
    let mut eval = LearnedEval::new(family, hand.man, hand.king);
    let q = |x: f32| (x * SCALE as f32).round().clamp(i16::MIN as f32, i16::MAX as f32) as i16;
    let per_phase = regions * CONFIGS;
    for (i, w) in p.w[..table].iter().enumerate() {
        eval.patterns_mut()[i % per_phase][i / per_phase] = q(*w);
    }
    eval.set_scalars(
        [q(p.w[table + MAN]), q(p.w[table + MAN + 1])],
        [q(p.w[table + KING]), q(p.w[table + KING + 1])],
        q(p.w[table + TEMPO]),
        (p.w[table + BASE] * BASE_ONE as f32).round().clamp(0.0, i16::MAX as f32) as i16,
    );
    (eval, report)
}

/// One pass over the data in a fresh shuffled order, a step of stochastic
/// gradient descent per batch (the errors summed: a weight moves with each
/// sample that uses it, however rare).
fn step_epoch(
    p: &mut Params,
    fit: &[Row],
    order: &mut [usize],
    rng: &mut Seeded,
    config: &TrainConfig,
    regions: usize,
    table: usize,
) {
    let sigmoid = |x: f32| 1.0 / (1.0 + (-x).exp());
    let mut grad = vec![0.0f32; table + SCALAR_COUNT];
    let mut touched: Vec<usize> = Vec::new();
    let mut seen = vec![false; table + SCALAR_COUNT];
    for i in (1..order.len()).rev() {
        order.swap(i, rng.random_range(0..=i));
    }
    for batch in order.chunks(config.batch.max(1)) {
        for &i in batch {
            let row = &fit[i];
            let s = predict(&p.w, row, regions, table);
            // The error, a step of the cross-entropy's gradient (its factor
            // `k` folded into the rate).
            let d = sigmoid(config.k * s) - row.target;
            let phase = [row.opening, 1.0 - row.opening];
            let mut add = |slot: usize, g: f32| {
                if !seen[slot] {
                    seen[slot] = true;
                    touched.push(slot);
                }
                grad[slot] += g;
            };
            for (ph, &weight) in phase.iter().enumerate() {
                let g = d * weight;
                let base = ph * regions * CONFIGS;
                for r in 0..regions {
                    add(base + r * CONFIGS + row.idx[r] as usize, g);
                    add(base + r * CONFIGS + row.idx[regions + r] as usize, -g);
                }
                add(table + MAN + ph, g * row.men);
                add(table + KING + ph, g * row.kings);
            }
            add(table + TEMPO, d * row.side);
        }
        for &slot in &touched {
            if config.hand_base && slot >= table && slot != table + TEMPO {
                // The hand-set terms and material stay as they are.
                grad[slot] = 0.0;
                seen[slot] = false;
                continue;
            }
            let decay = if slot < table { config.l2 * p.w[slot] } else { 0.0 };
            p.w[slot] -= config.learning_rate * grad[slot] + decay;
            grad[slot] = 0.0;
            seen[slot] = false;
        }
        touched.clear();
    }
}

/// The model's score, White's view, in hundredths of a man.
fn predict(w: &[f32], row: &Row, regions: usize, table: usize) -> f32 {
    let phase = [row.opening, 1.0 - row.opening];
    let mut s = w[table + TEMPO] * row.side + w[table + BASE] * row.hand;
    for (ph, &weight) in phase.iter().enumerate() {
        let base = ph * regions * CONFIGS;
        let mut part = w[table + MAN + ph] * row.men + w[table + KING + ph] * row.kings;
        for r in 0..regions {
            part += w[base + r * CONFIGS + row.idx[r] as usize]
                - w[base + r * CONFIGS + row.idx[regions + r] as usize];
        }
        s += weight * part;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions by random moves, labelled by a known evaluation.
    fn labelled(truth: &LearnedEval, variant: Variant, count: usize) -> Vec<Sample> {
        let mut out = Vec::new();
        let mut rng = seeded::from_seed(3);
        while out.len() < count {
            let mut pos = Position::start(variant);
            for _ in 0..90 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos = pos.after(&moves[rng.random_range(0..moves.len())]);
                if !pos.must_capture() {
                    let stm = truth.evaluate(&pos);
                    let white = if pos.side_to_move() == Color::White { stm } else { -stm };
                    out.push(Sample { position: pos, result: 0, score: white as i16 });
                }
            }
        }
        out
    }

    #[test]
    fn the_fit_recovers_a_known_material_value_and_its_loss_falls() {
        // The truth: a man is worth 150 (the start is the hand-set 100).
        let truth = LearnedEval::new(Family::ShortEight, 150, 150);
        let samples = labelled(&truth, Variant::Italian, 4000);
        let config = TrainConfig {
            epochs: 6,
            result_weight: 0.0,
            l2: 1e-3,
            holdout_permille: 0,
            hand_base: false,
            ..TrainConfig::default()
        };
        let (fitted, report) = train(Family::ShortEight, &samples, &config);
        let [[man_open, _], [man_end, _]] = fitted.material();
        assert!((130..=170).contains(&man_open) && (130..=170).contains(&man_end), "{:?}", fitted.material());
        assert!(report.train.windows(2).all(|w| w[1] <= w[0] + 1e-9), "{:?}", report.train);
        // The same seed gives the same weights.
        assert_eq!(train(Family::ShortEight, &samples, &config).0, fitted);
    }

    #[test]
    fn samples_round_trip_and_bad_bytes_are_refused() {
        let truth = LearnedEval::new(Family::Ten, 100, 300);
        for s in labelled(&truth, Variant::International, 50) {
            let s = Sample { result: -1, ..s };
            assert_eq!(Sample::from_bytes(&s.to_bytes()), Some(s));
            let mut bad = s.to_bytes();
            bad[0] = 200;
            assert_eq!(Sample::from_bytes(&bad), None);
            let mut overlap = s.to_bytes();
            overlap.copy_within(6..14, 14);
            assert_eq!(Sample::from_bytes(&overlap), None);
        }
    }

    #[test]
    fn generation_is_deterministic_and_labels_quiet_positions() {
        let config = GenerateConfig {
            nodes: 3_000,
            depth: 3,
            max_plies: 60,
            ..GenerateConfig::new(Family::FlyingEight, 4, 5)
        };
        let a = generate(&config, None, &mut |_, _| {});
        assert_eq!(a, generate(&config, None, &mut |_, _| {}));
        assert!(a.len() > 40);
        assert!(a.iter().all(|s| !s.position.must_capture()));
        let variants: std::collections::HashSet<_> = a.iter().map(|s| s.position.variant()).collect();
        assert_eq!(variants.len(), 4);
        // One rule set of the family only.
        let thai = GenerateConfig { rule_set: Some(Variant::Thai), ..config };
        let only = generate(&thai, None, &mut |_, _| {});
        assert!(only.len() > 10);
        assert!(only.iter().all(|s| s.position.variant() == Variant::Thai));
    }

    #[test]
    #[should_panic(expected = "is not of the family flying-eight")]
    fn generation_refuses_a_rule_set_of_another_family() {
        let config = GenerateConfig {
            rule_set: Some(Variant::English),
            ..GenerateConfig::new(Family::FlyingEight, 1, 1)
        };
        generate(&config, None, &mut |_, _| {});
    }

    #[test]
    fn generation_plays_with_the_learned_evaluation_it_is_given() {
        let config = GenerateConfig {
            nodes: 2_000,
            depth: 3,
            max_plies: 40,
            ..GenerateConfig::new(Family::ShortEight, 2, 7)
        };
        // Men worth three times as much change every search score.
        let heavy = Arc::new(LearnedEval::new(Family::ShortEight, 300, 450));
        let hand = generate(&config, None, &mut |_, _| {});
        let learned = generate(&config, Some(heavy.clone()), &mut |_, _| {});
        assert_eq!(learned, generate(&config, Some(heavy), &mut |_, _| {}));
        assert_ne!(hand, learned);
    }
}

//! Tunes the evaluation weights of one rule-set family by fitting them to
//! game results (Texel's method), then checks the new weights in a match
//! against the old ones.
//!
//! 1. Self-play: games between two equal searchers (fixed depth, some variety
//!    among near-equal moves) from random openings, in every rule set of the
//!    family, adjudicated by the rules. Every quiet position (no compulsory
//!    capture) is kept with the game's result.
//! 2. Fit: the scale `k` of `sigmoid(k × evaluation)`, then each weight in turn
//!    (the man stays 100) by local search, shrinking the step, to lower the
//!    mean squared error between the prediction and the result.
//! 3. Check: a match at the same depth, new weights against old, both colours
//!    of every opening.
//!
//! ```text
//! cargo run --release -p damas-engine --example tune -- <flying-eight|short-eight|ten>
//!     [--games N] [--depth D] [--check-games M] [--seed S] [--write]
//! ```
//! `--write` stores the new weights in `engine/data/weights.txt` (only when
//! the check match scores at least 50 %).

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use damas_engine::search::{evaluate_with, Family, Limits, Searcher, StdClock, Weights};
use damas_engine::{Color, Game, Outcome, Position, Variant};

struct Options {
    family: Family,
    games: usize,
    depth: u32,
    check_games: usize,
    seed: u64,
    write: bool,
}

fn options() -> Result<Options, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let family_id = args.first().ok_or("usage: tune <flying-eight|short-eight|ten> [options]")?;
    let family =
        Family::ALL.into_iter().find(|f| f.id() == family_id).ok_or(format!("unknown family {family_id}"))?;
    let mut o = Options { family, games: 600, depth: 3, check_games: 40, seed: 1, write: false };
    let mut i = 1;
    while i < args.len() {
        let value = |i: usize| args.get(i + 1).ok_or(format!("{} needs a value", args[i]));
        match args[i].as_str() {
            "--games" => o.games = value(i)?.parse().map_err(|e| format!("--games: {e}"))?,
            "--depth" => o.depth = value(i)?.parse().map_err(|e| format!("--depth: {e}"))?,
            "--check-games" => {
                o.check_games = value(i)?.parse().map_err(|e| format!("--check-games: {e}"))?
            }
            "--seed" => o.seed = value(i)?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--write" => {
                o.write = true;
                i -= 1;
            }
            other => return Err(format!("unknown option {other}")),
        }
        i += 2;
    }
    Ok(o)
}

fn variants(family: Family) -> Vec<Variant> {
    Variant::ALL.into_iter().filter(|v| Family::of(*v) == family).collect()
}

/// A random opening of `plies` plies that does not end the game.
fn opening(variant: Variant, plies: usize, rng: &mut StdRng) -> Game {
    loop {
        let mut game = Game::new(variant);
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(&moves[rng.random_range(0..moves.len())]).expect("legal");
        }
        if game.outcome().is_none() {
            return game;
        }
    }
}

/// Plays a game on from `game` between two searchers (`players[0]` has White).
fn play_out(mut game: Game, players: &mut [Searcher; 2], limits: Limits, rng: &mut StdRng) -> (Game, f64) {
    let clock = StdClock::start();
    while game.outcome().is_none() && game.moves().len() < 300 {
        let side = game.position().side_to_move() as usize;
        let limits = Limits { seed: rng.random(), ..limits };
        let best = players[side].search(&game, &limits, &clock, None, &mut |_| {}).best.expect("a move");
        game.play(&best).expect("legal");
    }
    let result = match game.outcome() {
        Some(Outcome::Win { winner: Color::White, .. }) => 1.0,
        Some(Outcome::Win { winner: Color::Black, .. }) => 0.0,
        _ => 0.5,
    };
    (game, result)
}

fn openings_plies(variant: Variant) -> usize {
    if variant.size() == damas_engine::BoardSize::Ten {
        6
    } else {
        4
    }
}

fn white_eval(pos: &Position, w: &Weights) -> f64 {
    let e = evaluate_with(pos, w) as f64;
    if pos.side_to_move() == Color::White {
        e
    } else {
        -e
    }
}

fn error(data: &[(Position, f64)], w: &Weights, k: f64) -> f64 {
    let sum: f64 = data
        .iter()
        .map(|(pos, result)| {
            let p = 1.0 / (1.0 + (-k * white_eval(pos, w)).exp());
            (result - p) * (result - p)
        })
        .sum();
    sum / data.len().max(1) as f64
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("tune: {e}");
            std::process::exit(2);
        }
    };
    let old = o.family.weights();
    let vs = variants(o.family);
    let mut rng = StdRng::seed_from_u64(o.seed);
    let limits = Limits { variety: 20, ..Limits::depth(o.depth) };
    let started = std::time::Instant::now();

    // 1. Self-play.
    let mut data = Vec::new();
    let mut players = [Searcher::new(16), Searcher::new(16)];
    for g in 0..o.games {
        let variant = vs[g % vs.len()];
        let start = opening(variant, openings_plies(variant), &mut rng);
        let first = start.moves().len();
        let (game, result) = play_out(start, &mut players, limits, &mut rng);
        for pos in &game.positions()[first..] {
            if !pos.must_capture() && !pos.legal_moves().is_empty() {
                data.push((*pos, result));
            }
        }
    }
    eprintln!("{} games, {} quiet positions, {:.1} s", o.games, data.len(), started.elapsed().as_secs_f64());

    // 2. Fit the scale, then the weights.
    let mut k = 0.001;
    let mut best_k_err = f64::MAX;
    for i in 1..200 {
        let candidate = i as f64 * 0.0002;
        let e = error(&data, &old, candidate);
        if e < best_k_err {
            best_k_err = e;
            k = candidate;
        }
    }
    let mut values = old.values();
    let mut best = best_k_err;
    for step in [16, 8, 4, 2, 1] {
        let mut improved = true;
        let mut rounds = 0;
        while improved && rounds < 20 {
            improved = false;
            rounds += 1;
            for i in 1..values.len() {
                for delta in [step, -step] {
                    let mut trial = values;
                    trial[i] = (trial[i] + delta).max(0);
                    let e = error(&data, &Weights::from_values(trial), k);
                    if e < best {
                        best = e;
                        values = trial;
                        improved = true;
                    }
                }
            }
        }
    }
    let new = Weights::from_values(values);
    println!("family {}  k {k:.4}  error {best_k_err:.5} -> {best:.5}", o.family.id());
    for (t, (a, b)) in Weights::TERMS.iter().zip(old.values().into_iter().zip(new.values())) {
        println!("  {t:<14} {a:>5} -> {b:>5}");
    }

    // 3. Check: new against old.
    let mut score = 0.0;
    for g in 0..o.check_games {
        let variant = vs[(g / 2) % vs.len()];
        let mut opening_rng = StdRng::seed_from_u64((o.seed ^ 0xC4EC) + (g / 2) as u64 * 7919);
        let start = opening(variant, openings_plies(variant), &mut opening_rng);
        let mut pair = [Searcher::new(16), Searcher::new(16)];
        let new_is_white = g % 2 == 0;
        let (new_side, old_side) = if new_is_white { (0, 1) } else { (1, 0) };
        pair[new_side].set_weights(Some(new));
        pair[old_side].set_weights(Some(old));
        let (_, result) = play_out(start, &mut pair, Limits::depth(o.depth), &mut rng);
        score += if new_is_white { result } else { 1.0 - result };
    }
    let percent = 100.0 * score / o.check_games.max(1) as f64;
    println!(
        "check: new vs old at depth {}: {score:.1}/{} = {percent:.1}%  ({:.1} s in all)",
        o.depth,
        o.check_games,
        started.elapsed().as_secs_f64()
    );

    if o.write {
        if percent < 50.0 {
            println!("not written: the new weights did not score 50 %");
            return;
        }
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/weights.txt");
        let text = std::fs::read_to_string(path).expect("read weights.txt");
        let prefix = format!("{} ", o.family.id());
        let mut out: String =
            text.lines().filter(|l| !l.starts_with(&prefix)).map(|l| format!("{l}\n")).collect();
        out.push_str(&new.to_lines(o.family.id()));
        std::fs::write(path, out).expect("write weights.txt");
        println!("written to {path}");
    }
}

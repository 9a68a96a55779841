//! Speed of the learned evaluation against the hand-set one: per rule set,
//! the same searches (depth 9 from four positions of a self-play game) with
//! each evaluation, interleaved three times, and the cost of one static
//! evaluation (the least of five timings). Prints `<rule set> | hand M nodes/s | learned M nodes/s |
//! ratio | hand ns/eval | learned ns/eval`.
//!
//! Run: `cargo run --release -p damas-engine --example learned_speed --
//! engine/data/eval [rule-set]` (the directory holds `<family>.dmle`).

use std::sync::Arc;
use std::time::Instant;

use damas_engine::search::{evaluate, self_play, Family, LearnedEval, Limits, NoClock, Searcher};
use damas_engine::{Game, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = args.first().expect("usage: learned_speed <dir> [rule-set]");
    let filter = args.get(1);
    println!("rule set | hand M nodes/s | learned M nodes/s | ratio | hand ns/eval | learned ns/eval");
    for variant in Variant::ALL {
        if filter.is_some_and(|f| f != variant.id()) {
            continue;
        }
        let path = format!("{dir}/{}.dmle", Family::of(variant).id());
        let Ok(bytes) = std::fs::read(&path) else {
            println!("{variant} | no {path}");
            continue;
        };
        let learned = Arc::new(LearnedEval::from_bytes(&bytes).expect("a valid weights file"));
        let line = self_play(variant, 40);
        let games: Vec<Game> = [0, 10, 20, 30]
            .iter()
            .filter(|&&n| n < line.moves().len())
            .map(|&n| {
                let mut g = Game::new(variant);
                for mv in &line.moves()[..n] {
                    g.play(mv).unwrap();
                }
                g
            })
            .collect();
        let (mut hand, mut mine) = ((0u64, 0f64), (0u64, 0f64));
        for _ in 0..3 {
            for (which, total) in [(None, &mut hand), (Some(learned.clone()), &mut mine)] {
                for g in &games {
                    let mut s = Searcher::new(20);
                    s.set_evaluator(which.clone());
                    let t = Instant::now();
                    let r = s.search(g, &Limits::depth(9), &NoClock, None, &mut |_| {});
                    total.0 += r.nodes;
                    total.1 += t.elapsed().as_secs_f64();
                }
            }
        }
        let positions: Vec<_> = line.positions().to_vec();
        let reps = 20_000 / positions.len().max(1) + 1;
        let time = |f: &dyn Fn(&damas_engine::Position) -> i32| {
            let t = Instant::now();
            let mut sum = 0i64;
            for _ in 0..reps {
                for p in &positions {
                    sum += f(p) as i64;
                }
            }
            std::hint::black_box(sum);
            t.elapsed().as_nanos() as f64 / (reps * positions.len()) as f64
        };
        // The least of five runs: the machine's other work only adds time.
        let least =
            |f: &dyn Fn(&damas_engine::Position) -> i32| (0..5).map(|_| time(f)).fold(f64::MAX, f64::min);
        let hand_ns = least(&evaluate);
        let learned_ns = least(&|p| learned.evaluate(p));
        let (a, b) = (hand.0 as f64 / hand.1 / 1e6, mine.0 as f64 / mine.1 / 1e6);
        println!("{variant} | {a:.2} | {b:.2} | {:.2} | {hand_ns:.0} | {learned_ns:.0}", b / a);
    }
}

//! The computer opponent's speed: one second of search from each rule set's
//! start position (the `damas best <rule-set> start --movetime 1000` search,
//! with its 2^20-entry table), three runs. Prints one line per rule set:
//! `<rule set> | depths [d1, d2, d3] | median depth D | M nodes/s (3 runs) a b c | median M nodes/s M`
//! (all nodes, the unfinished last depth included).
//!
//! Run: `cargo bench -p damas-engine --bench search` (one rule set:
//! `cargo bench -p damas-engine --bench search -- russian`).

use damas_engine::search::{Clock, Limits, Searcher, StdClock};
use damas_engine::{Game, Variant};

fn main() {
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    println!("rule set | depths | median depth | M nodes/s (3 runs) | median M nodes/s");
    for variant in Variant::ALL {
        if filter.as_deref().is_some_and(|f| f != variant.id()) {
            continue;
        }
        let mut runs = Vec::new();
        for _ in 0..3 {
            let game = Game::new(variant);
            let clock = StdClock::start();
            let result = Searcher::new(20).search(&game, &Limits::movetime(1000), &clock, None, &mut |_| {});
            let ms = clock.elapsed_ms().max(1);
            runs.push((result.depth, result.nodes as f64 / ms as f64 / 1000.0));
        }
        let mut depths: Vec<u32> = runs.iter().map(|r| r.0).collect();
        let mut speeds: Vec<f64> = runs.iter().map(|r| r.1).collect();
        let shown: Vec<String> = speeds.iter().map(|s| format!("{s:.2}")).collect();
        let listed = depths.clone();
        depths.sort();
        speeds.sort_by(f64::total_cmp);
        println!("{variant} | {listed:?} | {} | {} | {:.2}", depths[1], shown.join(" "), speeds[1]);
    }
}

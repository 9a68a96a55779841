//! Perft speed from the start position of every rule set, bulk counting,
//! "drop" convention, one thread. Prints one line per rule set:
//! `<rule set> depth <d> nodes <n> seconds <s> Mnps <m>` (best of three runs
//! at the first depth that takes at least half a second).
//!
//! Run: `cargo bench -p damas-engine --bench perft`.

use std::time::{Duration, Instant};

use damas_engine::{perft, Convention, Position, Variant};

fn timed(pos: &Position, depth: u32) -> (u64, Duration) {
    let start = Instant::now();
    let nodes = perft(pos, depth, Convention::Drop);
    (nodes, start.elapsed())
}

fn main() {
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    for variant in Variant::ALL {
        if filter.as_deref().is_some_and(|f| f != variant.id()) {
            continue;
        }
        let pos = Position::start(variant);
        let mut depth = 1;
        while timed(&pos, depth).1 < Duration::from_millis(500) && depth < 20 {
            depth += 1;
        }
        let (nodes, best) = (0..3).map(|_| timed(&pos, depth)).min_by_key(|r| r.1).unwrap();
        let secs = best.as_secs_f64();
        println!(
            "{:<14} depth {depth:>2} nodes {nodes:>11} seconds {secs:.3} Mnps {:.1}",
            variant.id(),
            nodes as f64 / secs / 1e6
        );
    }
}

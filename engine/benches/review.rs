//! Review speed: the time to review a 60-move game (120 plies) of every
//! rule set at the browser's options (`ReviewOptions::browser`: depth 8, at
//! most 400,000 nodes a search), natively, one thread. The games are
//! self-play at depth 4 with a little variety (seeded, so the same games
//! every run). Prints one line per rule set:
//! `<rule set> plies <n> depth <d> seconds <s> ms/ply <m> slowest-ply-ms <x>
//! nodes <all> most-nodes-ply <n>` (the nodes do not depend on the machine).
//!
//! Run: `cargo bench -p damas-engine --bench review [rule-set] [depth=N]
//! [full]` (`full`: a full-width search, as the review searched before it
//! used the levels' selective one).

use std::time::Instant;

use damas_engine::search::self_play;
use damas_engine::teaching::{Review, ReviewOptions};
use damas_engine::Variant;

const PLIES: usize = 120;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let filter = args.iter().find(|a| !a.contains('='));
    let depth =
        args.iter().find_map(|a| a.strip_prefix("depth=")).map(|d| d.parse::<u32>().expect("depth=N"));
    let full = args.iter().any(|a| a == "full");
    let mut options = match depth {
        Some(d) => ReviewOptions { depth: d, ..ReviewOptions::browser() },
        None => ReviewOptions::browser(),
    };
    if full {
        options.features = damas_engine::search::Features::NONE;
    }
    for variant in Variant::ALL {
        if filter.is_some_and(|f| *f != variant.id()) {
            continue;
        }
        let game = self_play(variant, PLIES);
        let mut review = Review::new(&game, options);
        let started = Instant::now();
        let mut slowest = 0f64;
        loop {
            let ply_start = Instant::now();
            if review.step().is_none() {
                break;
            }
            slowest = slowest.max(ply_start.elapsed().as_secs_f64());
        }
        let seconds = started.elapsed().as_secs_f64();
        let plies = review.done();
        let nodes: u64 = review.moves().iter().map(|m| m.nodes).sum();
        let most = review.moves().iter().map(|m| m.nodes).max().unwrap_or(0);
        println!(
            "{} plies {plies} depth {} seconds {seconds:.2} ms/ply {:.1} slowest-ply-ms {:.0} nodes {nodes} most-nodes-ply {most}",
            variant.id(),
            options.depth,
            seconds * 1000.0 / plies.max(1) as f64,
            slowest * 1000.0
        );
    }
}

//! Review speed: the time to review a 60-move game (120 plies) of every
//! rule set at the browser's options (`ReviewOptions::browser`: depth 8, at
//! most 400,000 nodes a search), natively, one thread. The games are
//! self-play at depth 4 with a little variety (seeded, so the same games
//! every run). Prints one line per rule set:
//! `<rule set> plies <n> depth <d> seconds <s> ms/ply <m> slowest-ply-ms <x>
//! nodes <all> most-nodes-ply <n>` (the nodes do not depend on the machine).
//!
//! Run: `cargo bench -p damas-engine --bench review [rule-set] [depth=N]`.

use std::time::Instant;

use damas_engine::search::{Limits, Searcher, StdClock};
use damas_engine::teaching::{Review, ReviewOptions};
use damas_engine::{Game, Variant};

const PLIES: usize = 120;

/// A game of `PLIES` plies (or the longest of 30 tries).
fn game(variant: Variant) -> Game {
    let mut longest = Game::new(variant);
    for seed in 0..30u64 {
        let mut game = Game::new(variant);
        let mut searcher = Searcher::new(16);
        while game.moves().len() < PLIES && game.outcome().is_none() {
            let limits =
                Limits { variety: 25, seed: seed * 1000 + game.moves().len() as u64, ..Limits::depth(4) };
            let best = searcher.search(&game, &limits, &StdClock::start(), None, &mut |_| {}).best;
            game.play(&best.expect("a move while the game goes on")).expect("legal");
        }
        if game.moves().len() > longest.moves().len() {
            longest = game;
        }
        if longest.moves().len() == PLIES {
            break;
        }
    }
    longest
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let filter = args.iter().find(|a| !a.contains('='));
    let depth =
        args.iter().find_map(|a| a.strip_prefix("depth=")).map(|d| d.parse::<u32>().expect("depth=N"));
    let options = match depth {
        Some(d) => ReviewOptions { depth: d, ..ReviewOptions::browser() },
        None => ReviewOptions::browser(),
    };
    for variant in Variant::ALL {
        if filter.is_some_and(|f| *f != variant.id()) {
            continue;
        }
        let game = game(variant);
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

//! Mines "shots": random positions where the best move is a sacrifice that
//! wins material, clearly better than every other move. Prints candidates for
//! tests/data/shots.txt (and, later, puzzles).
//!
//! `cargo run --release --example mine_shots -- <rule-set> [how-many]`
use damas_engine::search::{Limits, Searcher, StdClock};
use damas_engine::*;
fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let v: Variant = args[1].parse().unwrap();
    let want: usize = args.get(2).map_or(3, |s| s.parse().unwrap());
    let size = v.size();
    let n = size.squares() as u64;
    let mut st = 0x1234_5678_9abc_def1u64 ^ (v as u64 * 7919);
    let mut found = 0;
    for _ in 0..200000 {
        let mut white = vec![];
        let mut black = vec![];
        let mut used = std::collections::HashSet::new();
        let nw = 3 + rng(&mut st) % 4;
        let nb = 3 + rng(&mut st) % 4;
        let half = size.half() as u64;
        while (white.len() as u64) < nw {
            let s = 1 + half + rng(&mut st) % (n - half);
            if used.insert(s) {
                white.push(s)
            }
        }
        while (black.len() as u64) < nb {
            let s = 1 + rng(&mut st) % (n - half);
            if used.insert(s) {
                black.push(s)
            }
        }
        let fen = format!(
            "W:W{}:B{}",
            white.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(","),
            black.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(",")
        );
        let Ok(pos) = Position::from_fen(v, &fen) else { continue };
        if pos.must_capture() {
            continue;
        }
        let game = Game::from_position(pos);
        let mut s = Searcher::new(16);
        let clock = StdClock::start();
        let deep = s.search(&game, &Limits::depth(7), &clock, None, &mut |_| {});
        let Some(best) = deep.best else { continue };
        let after = pos.after(&best);
        if !after.must_capture() {
            continue;
        }
        let material =
            |p: &Position, c: Color| p.count(c, Role::Man) as i32 + 3 * p.count(c, Role::King) as i32;
        let base = material(&pos, Color::White) - material(&pos, Color::Black);
        if deep.score < 150 + base * 100 {
            continue;
        }
        // Every other move must be clearly worse.
        let mut second = -100000;
        for m in pos.legal_moves() {
            if m.same_effect(&best) {
                continue;
            }
            let mut g = game.clone();
            g.play(&m).unwrap();
            let r = s.search(&g, &Limits::depth(6), &clock, None, &mut |_| {});
            second = second.max(-r.score);
        }
        if second > deep.score - 150 {
            continue;
        }
        println!(
            "{v} {fen} best {} score {} second {} pv {}",
            best,
            deep.score,
            second,
            deep.pv.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ")
        );
        found += 1;
        if found >= want {
            break;
        }
    }
}

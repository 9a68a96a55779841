use damas_engine::*;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let v: Variant = args[1].parse().unwrap();
    let ms: u64 = args[2].parse().unwrap();
    let game = if args.len() > 3 { Game::from_position(Position::from_fen(v, &args[3]).unwrap()) } else { Game::new(v) };
    let mut s = Searcher::new(20);
    let clock = StdClock::start();
    let r = s.search(&game, &Limits::movetime(ms), &clock, None, &mut |i| {
        let pv: Vec<String> = i.pv.iter().map(|m| m.to_string()).collect();
        println!("info depth {} score {} nodes {} ms {} pv {}", i.depth, i.score, i.nodes, i.elapsed_ms, pv.join(" "));
    });
    println!("best {:?} nodes {} nps {:.0}", r.best, r.nodes, r.nodes as f64 / (clock.elapsed_ms().max(1) as f64 / 1000.0));
}

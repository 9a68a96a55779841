use damas_engine::*;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let v: Variant = args[1].parse().unwrap();
    let d: u32 = args[2].parse().unwrap();
    let pos = if args.len() > 3 { Position::from_fen(v, &args[3]).unwrap() } else { Position::start(v) };
    let t = std::time::Instant::now();
    let n = perft(&pos, d, Convention::Drop);
    let e = t.elapsed();
    println!("{d} drop {n} {:?} {:.1} M/s", e, n as f64 / e.as_secs_f64() / 1e6);
}

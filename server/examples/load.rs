//! Load benchmark of damas-server over loopback (not run in CI):
//! many rooms playing random legal games at once, then one event sent to
//! many watchers of one room.
//!
//! ```sh
//! scripts/bench-server            # SQLite, then a throw-away PostgreSQL
//! cargo run --release -p damas-server --example load -- sqlite://… [--seconds 10] [--clients 64] [--watchers 1000]
//! ```
//! Prints moves accepted per second with p50/p99 latency, then the time for
//! a move's event to reach every watcher (p50/p99/max over the watchers).

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use damas_engine::{Game, Variant};
use damas_server::{Config, Running};
use serde_json::{json, Value};

/// The engine's seeded generator (ChaCha8): the same games from a seed.
struct Rng(damas_engine::seeded::Seeded);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(damas_engine::seeded::from_seed(seed))
    }

    fn below(&mut self, n: usize) -> usize {
        damas_engine::seeded::below(&mut self.0, n as u64) as usize
    }
}

fn arg(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

async fn post(http: &reqwest::Client, url: String, secret: Option<&str>, body: Value) -> (u16, Value) {
    let mut req = http.post(url).json(&body);
    if let Some(s) = secret {
        req = req.header("authorization", format!("Bearer {s}"));
    }
    let res = req.send().await.expect("request");
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

async fn room(http: &reqwest::Client, base: &str) -> (String, [String; 2]) {
    let (_, v) = post(http, format!("{base}/api/rooms"), None, json!({"variant": "brazilian"})).await;
    let id = v["room"]["id"].as_str().expect("room created").to_string();
    let s0 = v["secret"].as_str().unwrap().to_string();
    let (_, v) = post(http, format!("{base}/api/rooms/{id}/join"), None, json!({})).await;
    (id, [s0, v["secret"].as_str().unwrap().to_string()])
}

/// One client: plays random games (a new room after each end) until `end`.
async fn player(http: reqwest::Client, base: String, seed: u64, end: Instant, lat: Arc<Mutex<Vec<f64>>>) {
    let mut rng = Rng::new(seed);
    let mut mine = Vec::new();
    while Instant::now() < end {
        let (id, s) = room(&http, &base).await;
        let mut game = Game::new(Variant::Brazilian);
        let first = game.position().side_to_move();
        let mut ply = 0usize;
        while game.outcome().is_none() && ply < 400 && Instant::now() < end {
            let moves = game.legal_moves();
            let mv = moves[rng.below(moves.len())];
            let seat = usize::from(game.position().side_to_move() != first);
            let t = Instant::now();
            let (st, v) = post(
                &http,
                format!("{base}/api/rooms/{id}/moves"),
                Some(&s[seat]),
                json!({"ply": ply, "move": mv.full_text()}),
            )
            .await;
            assert_eq!(st, 200, "{v}");
            mine.push(t.elapsed().as_secs_f64() * 1000.0);
            game.play(&mv).unwrap();
            ply += 1;
        }
    }
    lat.lock().unwrap().extend(mine);
}

async fn moves_per_second(base: &str, clients: u64, seconds: u64) {
    let http = reqwest::Client::builder().pool_max_idle_per_host(clients as usize).build().unwrap();
    let lat = Arc::new(Mutex::new(Vec::new()));
    let start = Instant::now();
    let end = start + Duration::from_secs(seconds);
    let tasks: Vec<_> = (0..clients)
        .map(|i| {
            tokio::spawn(player(http.clone(), base.to_string(), 0x5DEE_CE66 + i * 104_729, end, lat.clone()))
        })
        .collect();
    for t in tasks {
        t.await.unwrap();
    }
    let wall = start.elapsed().as_secs_f64();
    let mut l = lat.lock().unwrap().clone();
    l.sort_by(f64::total_cmp);
    println!(
        "moves: {} accepted in {:.1} s by {clients} clients = {:.0} moves/s; latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        l.len(),
        wall,
        l.len() as f64 / wall,
        percentile(&l, 0.5),
        percentile(&l, 0.99),
        l.last().copied().unwrap_or(f64::NAN)
    );
}

/// Watches a room; sends the arrival time of the event with each ply.
async fn watcher(
    http: reqwest::Client,
    url: String,
    ready: tokio::sync::mpsc::Sender<()>,
    seen: tokio::sync::mpsc::UnboundedSender<(u64, Instant)>,
) {
    let mut res = http.get(url).send().await.expect("watch");
    let mut buf = String::new();
    let mut ready = Some(ready);
    let mut last = 0;
    while let Ok(Some(chunk)) = res.chunk().await {
        buf.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buf.find("\n\n") {
            let block: String = buf.drain(..end + 2).collect();
            if let Some(r) = ready.take() {
                let _ = r.send(()).await;
            }
            if !block.contains("event: room") && !block.contains("event:room") {
                continue;
            }
            if let Some(i) = block.find("\"ply\":") {
                let n: u64 = block[i + 6..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect::<String>()
                    .parse()
                    .unwrap_or(0);
                if n > last {
                    last = n;
                    let _ = seen.send((n, Instant::now()));
                }
            }
        }
    }
}

async fn fan_out(base: &str, watchers: u64) {
    let http = reqwest::Client::builder().pool_max_idle_per_host(0).build().unwrap();
    let (id, s) = room(&http, base).await;
    let (ready_tx, mut ready_rx) = tokio::sync::mpsc::channel(watchers as usize);
    let (seen_tx, mut seen_rx) = tokio::sync::mpsc::unbounded_channel();
    let url = format!("{base}/api/rooms/{id}/events");
    let tasks: Vec<_> = (0..watchers)
        .map(|_| tokio::spawn(watcher(http.clone(), url.clone(), ready_tx.clone(), seen_tx.clone())))
        .collect();
    for _ in 0..watchers {
        tokio::time::timeout(Duration::from_secs(60), ready_rx.recv())
            .await
            .expect("watchers connect")
            .unwrap();
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    while seen_rx.try_recv().is_ok() {}
    let mut game = Game::new(Variant::Brazilian);
    let mut rng = Rng::new(99);
    for ply in 0..5u64 {
        let moves = game.legal_moves();
        let mv = moves[rng.below(moves.len())];
        let seat = (ply % 2) as usize;
        let t = Instant::now();
        let (st, _) = post(
            &http,
            format!("{base}/api/rooms/{id}/moves"),
            Some(&s[seat]),
            json!({"ply": ply, "move": mv.full_text()}),
        )
        .await;
        assert_eq!(st, 200);
        game.play(&mv).unwrap();
        let mut times = Vec::with_capacity(watchers as usize);
        while times.len() < watchers as usize {
            let (n, at) = tokio::time::timeout(Duration::from_secs(30), seen_rx.recv())
                .await
                .expect("event arrives")
                .unwrap();
            if n == ply + 1 {
                times.push(at.duration_since(t).as_secs_f64() * 1000.0);
            }
        }
        times.sort_by(f64::total_cmp);
        println!(
            "event to {watchers} watchers (move {}): p50 {:.1} ms, p99 {:.1} ms, last {:.1} ms",
            ply + 1,
            percentile(&times, 0.5),
            percentile(&times, 0.99),
            times.last().unwrap()
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    for t in tasks {
        t.abort();
    }
}

async fn serve(url: &str) -> Running {
    let mut config = Config::new(url);
    config.actions_per_second = 1e9;
    config.actions_burst = 1e9;
    config.create_per_minute = 1e9;
    config.create_burst = 1e9;
    // Every simulated player and watcher comes from this one address.
    config.reads_per_second = 1e9;
    config.reads_burst = 1e9;
    config.connections.total = 8192;
    config.connections.per_address = 8192;
    config.connections.unheard_per_address = 8192;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    damas_server::start(listener, config).await.expect("server starts")
}

fn main() {
    let url = std::env::args().nth(1).unwrap_or_else(|| "sqlite:///tmp/damas-load.db?mode=rwc".into());
    let seconds = arg("--seconds", 10);
    let clients = arg("--clients", 64);
    let watchers = arg("--watchers", 1000);
    // The server and the load have a runtime each (two threads apiece).
    // Named threads: a profile (`perf report --sort comm`) tells the
    // server's work from the load's.
    let server_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("server")
        .enable_all()
        .build()
        .unwrap();
    let running = server_rt.block_on(serve(&url));
    let base = format!("http://{}", running.addr);
    println!("damas-server on {} ({})", base, url.split("://").next().unwrap_or("?"));
    let client_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("load")
        .enable_all()
        .build()
        .unwrap();
    client_rt.block_on(moves_per_second(&base, clients, seconds));
    // `--watchers 0`: moves per second only.
    if watchers > 0 {
        client_rt.block_on(fan_out(&base, watchers));
    }
    drop(running);
}

//! Shared helpers of the server's integration tests: the databases to run
//! on (SQLite always; PostgreSQL from `DAMAS_TEST_PG_URL`), a server on a loopback port with a manual
//! clock, an HTTP client and an SSE reader. Without `DAMAS_TEST_PG_URL` the
//! tests fail unless `DAMAS_TEST_SKIP_PG=1` says to run on SQLite only.
#![allow(dead_code)]

use std::time::Duration;

use damas_engine::{Game, Variant};
use damas_server::{Config, ManualClock, Running};
use serde_json::{json, Value};

/// A database to test on.
pub struct TestDb {
    /// `sqlite` or `postgres`.
    pub name: &'static str,
    /// Its URL (a fresh file or a fresh database).
    pub url: String,
}

fn random_suffix() -> String {
    damas_server::ids::new_secret().to_lowercase().replace(['-', '_'], "x")
}

/// A fresh SQLite file in the temporary directory.
pub fn sqlite_db() -> TestDb {
    let dir = std::env::temp_dir().join(format!("damas-test-{}", random_suffix()));
    std::fs::create_dir_all(&dir).unwrap();
    TestDb { name: "sqlite", url: format!("sqlite://{}?mode=rwc", dir.join("rooms.db").display()) }
}

/// A fresh database on the test PostgreSQL, if one is configured.
pub async fn postgres_db() -> Option<TestDb> {
    let Ok(admin) = std::env::var("DAMAS_TEST_PG_URL") else {
        // Never a silent skip: without a PostgreSQL the tests fail, unless
        // the skip is asked for by name.
        if std::env::var("DAMAS_TEST_SKIP_PG").as_deref() == Ok("1") {
            eprintln!("NOTE: DAMAS_TEST_SKIP_PG=1: PostgreSQL tests skipped");
            return None;
        }
        panic!(
            "no PostgreSQL for the server tests: run scripts/test (it starts one), or \
             `scripts/postgres start /tmp/damas-pg` and set DAMAS_TEST_PG_URL to the URL it prints, \
             or set DAMAS_TEST_SKIP_PG=1 to run on SQLite only"
        );
    };
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(&admin).await.expect("connect to the test PostgreSQL");
    let name = format!("damas_{}", random_suffix());
    // The name is ours: a prefix, then random letters and digits.
    let create = sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}"));
    sqlx::query(create).execute(&mut conn).await.expect("create a test database");
    let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b).to_string();
    Some(TestDb { name: "postgres", url: format!("{base}/{name}") })
}

/// SQLite, then PostgreSQL when configured.
pub async fn databases() -> Vec<TestDb> {
    let mut all = vec![sqlite_db()];
    all.extend(postgres_db().await);
    all
}

/// A built app to serve: a fresh folder holding an `index.html` titled
/// "Damas" (remove it when done).
pub fn app_dist() -> std::path::PathBuf {
    let dist = std::env::temp_dir().join(format!("damas-dist-{}", damas_server::ids::new_room_id()));
    std::fs::create_dir_all(&dist).unwrap();
    std::fs::write(dist.join("index.html"), "<!doctype html><title>Damas</title>").unwrap();
    dist
}

/// A server on a loopback port, its clock and a client.
pub struct Server {
    pub running: Running,
    pub clock: ManualClock,
    pub base: String,
    pub http: reqwest::Client,
}

/// The clock's start: 2026-11-30 12:00 UTC.
pub const T0: i64 = 1_796_040_000_000;

impl Server {
    /// Starts a server on `url` with test limits (generous), maybe tweaked.
    pub async fn start_with(url: &str, clock: ManualClock, tweak: impl FnOnce(&mut Config)) -> Server {
        let mut config = Config::new(url);
        config.clock = std::sync::Arc::new(clock.clone());
        config.actions_per_second = 10_000.0;
        config.actions_burst = 10_000.0;
        config.create_per_minute = 100_000.0;
        config.create_burst = 10_000.0;
        config.reads_per_second = 100_000.0;
        config.reads_burst = 100_000.0;
        tweak(&mut config);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let running = damas_server::start(listener, config).await.expect("server starts");
        let base = format!("http://{}", running.addr);
        Server { running, clock, base, http: reqwest::Client::new() }
    }

    /// Starts a server with its own clock at [`T0`].
    pub async fn start(url: &str) -> Server {
        Server::start_with(url, ManualClock::new(T0), |_| {}).await
    }

    /// A request; answers (status, JSON body or Null).
    pub async fn send(
        &self,
        method: &str,
        path: &str,
        secret: Option<&str>,
        body: Option<String>,
    ) -> (u16, Value) {
        let url = format!("{}{path}", self.base);
        let mut req = self.http.request(method.parse().unwrap(), url);
        if let Some(s) = secret {
            req = req.header("authorization", format!("Bearer {s}"));
        }
        if let Some(b) = body {
            req = req.header("content-type", "application/json").body(b);
        }
        let res = req.send().await.expect("request sent");
        let status = res.status().as_u16();
        let text = res.text().await.unwrap_or_default();
        assert!(status < 500, "{method} {path}: server error {status}: {text}");
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    pub async fn post(&self, path: &str, secret: Option<&str>, body: Value) -> (u16, Value) {
        self.send("POST", path, secret, Some(body.to_string())).await
    }

    pub async fn get(&self, path: &str, secret: Option<&str>) -> (u16, Value) {
        self.send("GET", path, secret, None).await
    }

    /// Creates a room: (id, creator's secret).
    pub async fn create(&self, variant: &str) -> (String, String) {
        let (s, v) = self.post("/api/rooms", None, json!({ "variant": variant })).await;
        assert_eq!(s, 201, "{v}");
        (v["room"]["id"].as_str().unwrap().into(), v["secret"].as_str().unwrap().into())
    }

    /// Takes the second seat: its secret.
    pub async fn join(&self, id: &str) -> String {
        let (s, v) = self.post(&format!("/api/rooms/{id}/join"), None, json!({})).await;
        assert_eq!(s, 201, "{v}");
        assert_eq!(v["seat"], 1);
        v["secret"].as_str().unwrap().into()
    }

    /// A room with both seats taken: (id, [secret of seat 0, of seat 1]).
    pub async fn full_room(&self, variant: &str) -> (String, [String; 2]) {
        let (id, s0) = self.create(variant).await;
        let s1 = self.join(&id).await;
        (id, [s0, s1])
    }

    /// Plays a move.
    pub async fn play(&self, id: &str, secret: &str, ply: usize, mv: &str) -> (u16, Value) {
        self.post(&format!("/api/rooms/{id}/moves"), Some(secret), json!({ "ply": ply, "move": mv })).await
    }

    /// The room's view.
    pub async fn room(&self, id: &str) -> Value {
        let (s, v) = self.get(&format!("/api/rooms/{id}"), None).await;
        assert_eq!(s, 200, "{v}");
        v["room"].clone()
    }

    /// Watches a room's events.
    pub async fn watch(&self, id: &str) -> Sse {
        self.stream(&format!("/api/rooms/{id}/events")).await
    }

    /// A player's own stream of a room's events: it presents the digest of
    /// the seat's secret, as the app does.
    pub async fn watch_as(&self, id: &str, secret: &str) -> Sse {
        let player = damas_server::ids::hash_secret(secret);
        self.stream(&format!("/api/rooms/{id}/events?player={player}")).await
    }

    /// Opens an event stream at `path`.
    pub async fn stream(&self, path: &str) -> Sse {
        Sse::open(&self.http, &format!("{}{path}", self.base)).await
    }
}

/// An SSE stream being read.
pub struct Sse {
    res: reqwest::Response,
    buf: String,
}

impl Sse {
    /// Opens the event stream at `url`.
    pub async fn open(http: &reqwest::Client, url: &str) -> Sse {
        let res = http.get(url).send().await.unwrap();
        assert_eq!(res.status().as_u16(), 200);
        Sse { res, buf: String::new() }
    }

    /// The next event (name, JSON data), waiting at most `secs`.
    pub async fn next(&mut self, secs: u64) -> Option<(String, Value)> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        loop {
            if let Some(end) = self.buf.find("\n\n") {
                let block: String = self.buf.drain(..end + 2).collect();
                let mut name = String::from("message");
                let mut data = String::new();
                for line in block.lines() {
                    if let Some(n) = line.strip_prefix("event:") {
                        name = n.trim().to_string();
                    } else if let Some(d) = line.strip_prefix("data:") {
                        data.push_str(d.trim_start());
                    }
                }
                if data.is_empty() {
                    continue; // keep-alive comment
                }
                return Some((name, serde_json::from_str(&data).unwrap_or(Value::Null)));
            }
            let chunk = tokio::time::timeout_at(deadline, self.res.chunk()).await.ok()?.ok()??;
            self.buf.push_str(&String::from_utf8_lossy(&chunk));
        }
    }

    /// Waits (bounded) for a `room` event satisfying `pred`.
    pub async fn room_until(&mut self, secs: u64, pred: impl Fn(&Value) -> bool) -> Option<Value> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        for _ in 0..10_000 {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now()).as_secs().max(1);
            if tokio::time::Instant::now() >= deadline {
                return None;
            }
            let (name, data) = self.next(left).await?;
            if name == "room" && pred(&data) {
                return Some(data);
            }
        }
        None
    }

    /// Reads events until none comes for `quiet`: the watcher count of the
    /// last event that carried one (what a page shows at the end).
    pub async fn last_count(&mut self, quiet: Duration) -> Option<u64> {
        let mut last = None;
        loop {
            let event = tokio::time::timeout(quiet, self.next(60)).await;
            let Ok(Some((name, data))) = event else { return last };
            if name == "watchers" || name == "room" {
                last = data["watchers"].as_u64().or(last);
            }
        }
    }

    /// Waits (bounded) for a watcher count.
    pub async fn watchers_until(&mut self, secs: u64, n: u64) -> bool {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        for _ in 0..10_000 {
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            let Some((name, data)) = self.next(secs).await else { return false };
            if (name == "watchers" || name == "room") && data["watchers"] == n {
                return true;
            }
        }
        false
    }
}

/// The engine's seeded generator ([`damas_engine::seeded`], ChaCha8), for
/// deterministic test games.
pub struct Rng(damas_engine::seeded::Seeded);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(damas_engine::seeded::from_seed(seed))
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        damas_engine::seeded::below(&mut self.0, n as u64) as usize
    }
}

/// A random game (by seed) that ends in a win by the rules within 300
/// plies: its moves' texts. Tries seeds in order, at most 500.
pub fn random_won_game(variant: Variant) -> Vec<String> {
    for seed in 1..=500u64 {
        let mut rng = Rng::new(seed);
        let mut game = Game::new(variant);
        let mut texts = Vec::new();
        while game.outcome().is_none() && texts.len() < 300 {
            let moves = game.legal_moves();
            let mv = moves[rng.below(moves.len())];
            texts.push(mv.full_text());
            game.play(&mv).unwrap();
        }
        if game.outcome().and_then(|o| o.winner()).is_some() {
            return texts;
        }
    }
    panic!("no random game ended in a win");
}

/// `damas-server` started as a process on `url` (generous action limits,
/// `RUST_LOG=warn`, the extra variables `env`): the child and its address.
pub fn spawn_server(url: &str, env: &[(&str, &str)]) -> (std::process::Child, String) {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_damas-server"))
        .env("DAMAS_ADDR", "127.0.0.1:0")
        .env("DATABASE_URL", url)
        .env("DAMAS_DIST", "/nonexistent")
        .env("DAMAS_ACTIONS_PER_SECOND", "100000")
        .env("DAMAS_ACTIONS_BURST", "100000")
        .env("DAMAS_CREATE_BURST", "1000")
        .env("RUST_LOG", "warn")
        .envs(env.iter().copied())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start damas-server");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let addr = line
        .trim()
        .strip_prefix("damas-server listening on ")
        .expect("the listening line")
        .trim_end_matches('/');
    (child, addr.to_string())
}

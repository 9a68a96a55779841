//! Crash safety: the server process is killed (SIGKILL) while moves are
//! being played in several rooms; after a restart on the same database,
//! every move that was acknowledged is there.

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::Rng;
use damas_engine::{Game, Variant};
use serde_json::{json, Value};

async fn post(
    http: &reqwest::Client,
    url: String,
    secret: Option<&str>,
    body: Value,
) -> Option<(u16, Value)> {
    let mut req = http.post(url).json(&body).timeout(Duration::from_secs(5));
    if let Some(s) = secret {
        req = req.header("authorization", format!("Bearer {s}"));
    }
    let res = req.send().await.ok()?;
    let status = res.status().as_u16();
    Some((status, res.json().await.ok()?))
}

/// Plays random legal moves in one room until the server stops answering;
/// records each acknowledged move.
async fn play_room(
    http: reqwest::Client,
    base: String,
    seed: u64,
    acked: Arc<Mutex<Vec<(String, usize, String)>>>,
) {
    let Some((201, v)) = post(&http, format!("{base}/api/rooms"), None, json!({"variant": "russian"})).await
    else {
        return;
    };
    let id = v["room"]["id"].as_str().unwrap().to_string();
    let s0 = v["secret"].as_str().unwrap().to_string();
    let Some((201, v)) = post(&http, format!("{base}/api/rooms/{id}/join"), None, json!({})).await else {
        return;
    };
    let s1 = v["secret"].as_str().unwrap().to_string();
    let mut rng = Rng::new(seed);
    let mut game = Game::new(Variant::Russian);
    for ply in 0..2_000usize {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.legal_moves();
        let mv = moves[rng.below(moves.len())];
        let text = mv.full_text();
        let secret = if game.position().side_to_move() == game.start().side_to_move() { &s0 } else { &s1 };
        match post(
            &http,
            format!("{base}/api/rooms/{id}/moves"),
            Some(secret),
            json!({"ply": ply, "move": text}),
        )
        .await
        {
            Some((200, _)) => {
                acked.lock().unwrap().push((id.clone(), ply, text));
                game.play(&mv).unwrap();
            }
            Some((s, v)) => panic!("move refused: {s} {v}"),
            None => return, // the server is gone
        }
    }
}

async fn crash_and_find_every_acknowledged_move(url: String) {
    let (mut child, base) = common::spawn_server(&url, &[]);
    let http = reqwest::Client::new();
    let acked = Arc::new(Mutex::new(Vec::new()));
    let tasks: Vec<_> = (0..6u64)
        .map(|i| tokio::spawn(play_room(http.clone(), base.clone(), 0x1234_5678 + i * 7919, acked.clone())))
        .collect();
    // Kill once enough moves are acknowledged (bounded wait).
    for _ in 0..300 {
        if acked.lock().unwrap().len() >= 150 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    child.kill().expect("SIGKILL"); // std's kill is SIGKILL on Unix
    child.wait().unwrap();
    for t in tasks {
        let _ = tokio::time::timeout(Duration::from_secs(10), t).await;
    }
    let acked = acked.lock().unwrap().clone();
    assert!(acked.len() >= 20, "only {} moves were acknowledged before the kill", acked.len());

    let (mut child, base) = common::spawn_server(&url, &[]);
    let mut rooms: std::collections::HashMap<String, Vec<Value>> = Default::default();
    for (id, _, _) in &acked {
        if !rooms.contains_key(id) {
            let v: Value =
                http.get(format!("{base}/api/rooms/{id}")).send().await.unwrap().json().await.unwrap();
            rooms.insert(id.clone(), v["room"]["moves"].as_array().cloned().expect("the room survived"));
        }
    }
    child.kill().unwrap();
    child.wait().unwrap();
    for (id, ply, text) in &acked {
        assert_eq!(
            rooms[id].get(*ply).and_then(Value::as_str),
            Some(text.as_str()),
            "room {id} lost ply {ply}"
        );
    }
    eprintln!("{} acknowledged moves in {} rooms, all found after the restart", acked.len(), rooms.len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_loses_no_acknowledged_move_sqlite() {
    crash_and_find_every_acknowledged_move(common::sqlite_db().url).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_loses_no_acknowledged_move_postgres() {
    let Some(db) = common::postgres_db().await else { return };
    crash_and_find_every_acknowledged_move(db.url).await;
}

//! The play-by-link API over HTTP, on SQLite and (when configured)
//! PostgreSQL: every scenario runs on each database.

mod common;

use common::{databases, random_won_game, Server, TestDb};
use damas_engine::{Game, Variant};
use damas_server::room::{ABSENCE_MS, EXPIRY_MS};
use serde_json::{json, Value};

async fn each_db<F, Fut>(scenario: F)
where
    F: Fn(TestDb) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    for db in databases().await {
        eprintln!("-- on {}", db.name);
        scenario(db).await;
    }
}

fn secret_to_move(room: &Value, secrets: &[String; 2]) -> String {
    let seat = room["turn"].as_u64().expect("someone to move") as usize;
    secrets[seat].clone()
}

#[tokio::test]
async fn full_game_to_a_win_by_the_rules_seen_live() {
    each_db(|db| async move {
        let texts = random_won_game(Variant::Brazilian);
        let mut expected = Game::new(Variant::Brazilian);
        for t in &texts {
            expected.play_text(t).unwrap();
        }
        let winner = expected.outcome().unwrap().winner().unwrap().to_string();
        let server = Server::start(&db.url).await;
        let (id, secrets) = server.full_room("brazilian").await;
        let mut watcher = server.watch(&id).await;
        assert!(watcher.room_until(5, |r| r["status"] == "playing").await.is_some());
        let mut room = server.room(&id).await;
        assert_eq!(room["seats"][0]["side"], "white", "the creator takes the first mover's side");
        for (ply, text) in texts.iter().enumerate() {
            let (s, v) = server.play(&id, &secret_to_move(&room, &secrets), ply, text).await;
            assert_eq!(s, 200, "ply {ply} {text}: {v}");
            room = v["room"].clone();
            assert_eq!(room["ply"], ply + 1);
        }
        assert_eq!(room["status"], "ended");
        assert_eq!(room["winner_side"], winner.as_str());
        assert!(["no_pieces", "blocked"].contains(&room["reason"].as_str().unwrap()), "{room}");
        let live = watcher.room_until(5, |r| r["status"] == "ended").await.expect("the end arrives live");
        assert_eq!(live["moves"].as_array().unwrap().len(), texts.len());
        // Nothing more can be played.
        let (s, v) = server.play(&id, &secrets[0], texts.len(), "22-18").await;
        assert_eq!((s, v["error"]["code"].as_str()), (409, Some("game_over")));
        // The last move again is a safe retry.
        let last = texts.len() - 1;
        let mover = if room["winner"] == 0 { &secrets[0] } else { &secrets[1] };
        let (s, _) = server.play(&id, mover, last, &texts[last]).await;
        assert_eq!(s, 200);
        let pdn = server.http.get(format!("{}/api/rooms/{id}/pdn", server.base)).send().await.unwrap();
        let pdn = pdn.text().await.unwrap();
        let result = if winner == "white" { "1-0" } else { "0-1" };
        assert!(pdn.trim_end().ends_with(result), "{pdn}");
        assert!(pdn.contains(&format!("[Result \"{result}\"]")), "{pdn}");
    })
    .await;
}

#[tokio::test]
async fn draw_by_offer() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        let (id, s) = server.full_room("english").await;
        let path = |what: &str| format!("/api/rooms/{id}/draw/{what}");
        let (st, v) = server.post(&path("accept"), Some(&s[1]), json!({})).await;
        assert_eq!((st, v["error"]["code"].as_str()), (409, Some("no_draw_offer")));
        let (st, v) = server.post(&path("offer"), Some(&s[0]), json!({})).await;
        assert_eq!((st, &v["room"]["draw_offer"]), (200, &json!(0)));
        let (st, v) = server.post(&path("accept"), Some(&s[0]), json!({})).await;
        assert_eq!((st, v["error"]["code"].as_str()), (409, Some("no_draw_offer")), "one's own offer");
        let (st, v) = server.post(&path("decline"), Some(&s[1]), json!({})).await;
        assert_eq!((st, &v["room"]["draw_offer"]), (200, &Value::Null));
        // The one who offered is told, even after a reload.
        assert_eq!(v["room"]["draw_declined"], 0, "seat 0's offer was declined");
        assert_eq!(server.room(&id).await["draw_declined"], 0);
        // An offer, then the other plays on: declined.
        let (_, v) = server.post(&path("offer"), Some(&s[0]), json!({})).await;
        assert_eq!(v["room"]["draw_declined"], Value::Null, "a new offer waits for its answer");
        let (st, v) = server.play(&id, &s[0], 0, "11-15").await;
        assert_eq!(st, 200, "{v}");
        assert_eq!(v["room"]["draw_offer"], 0, "the offerer's own move keeps it");
        let (st, v) = server.play(&id, &s[1], 1, "22-18").await;
        assert_eq!((st, &v["room"]["draw_offer"]), (200, &Value::Null));
        assert_eq!(v["room"]["draw_declined"], 0, "playing on declines it: the offerer is told");
        // The offerer's next move closes the news.
        let (st, v) = server.play(&id, &s[0], 2, "15x22").await;
        assert_eq!((st, &v["room"]["draw_declined"]), (200, &Value::Null), "{v}");
        server.post(&path("offer"), Some(&s[1]), json!({})).await;
        let (st, v) = server.post(&path("accept"), Some(&s[0]), json!({})).await;
        assert_eq!(v["room"]["draw_declined"], Value::Null);
        assert_eq!(st, 200);
        let room = &v["room"];
        assert_eq!((room["status"].as_str(), room["reason"].as_str()), (Some("ended"), Some("agreement")));
        assert_eq!(room["winner"], Value::Null);
        let pdn = server.http.get(format!("{}/api/rooms/{id}/pdn", server.base)).send().await.unwrap();
        assert!(pdn.text().await.unwrap().contains("1/2-1/2"));
    })
    .await;
}

#[tokio::test]
async fn resignation() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        let (id, s) = server.full_room("russian").await;
        let (st, v) = server.post(&format!("/api/rooms/{id}/resign"), Some(&s[1]), json!({})).await;
        assert_eq!(st, 200);
        assert_eq!(
            (v["room"]["winner"].clone(), v["room"]["reason"].clone()),
            (json!(0), json!("resignation"))
        );
        let (st, _) = server.post(&format!("/api/rooms/{id}/resign"), Some(&s[1]), json!({})).await;
        assert_eq!(st, 200, "a repeated resignation is a safe retry");
        let (st, v) = server.post(&format!("/api/rooms/{id}/resign"), Some(&s[0]), json!({})).await;
        assert_eq!((st, v["error"]["code"].as_str()), (409, Some("game_over")));
        let (st, v) = server.play(&id, &s[0], 0, "22-18").await;
        assert_eq!((st, v["error"]["code"].as_str()), (409, Some("game_over")));
    })
    .await;
}

#[tokio::test]
async fn absence_after_two_days_refused_before() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        let (id, s) = server.full_room("brazilian").await;
        assert_eq!(server.play(&id, &s[0], 0, "22-18").await.0, 200);
        let claim = |who: usize| {
            let path = format!("/api/rooms/{id}/absence");
            let secret = s[who].clone();
            let server = &server;
            async move { server.post(&path, Some(&secret), json!({})).await }
        };
        server.clock.advance_ms(ABSENCE_MS);
        let (st, v) = claim(0).await;
        assert_eq!(
            (st, v["error"]["code"].as_str()),
            (409, Some("absence_too_early")),
            "exactly 2 days is not more"
        );
        let (st, v) = claim(1).await;
        assert_eq!((st, v["error"]["code"].as_str()), (409, Some("your_turn")));
        server.clock.advance_ms(1);
        let (st, v) = claim(0).await;
        assert_eq!(st, 200, "{v}");
        assert_eq!((v["room"]["winner"].clone(), v["room"]["reason"].clone()), (json!(0), json!("absence")));
    })
    .await;
}

#[tokio::test]
async fn expiry_after_seven_days_on_read_and_by_sweep() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        let (a, s) = server.full_room("italian").await;
        let (b, _) = server.full_room("thai").await;
        let (waiting, _) = server.create("international").await;
        server.clock.advance_ms(EXPIRY_MS - 1);
        assert_eq!(server.room(&a).await["status"], "playing");
        assert_eq!(server.running.store.sweep().await.unwrap(), 0);
        server.clock.advance_ms(1);
        let room = server.room(&a).await;
        assert_eq!((room["status"].as_str(), room["reason"].as_str()), (Some("ended"), Some("expired")));
        assert_eq!(room["winner"], Value::Null);
        // The sweep expires the rooms nobody reads (the open one too).
        assert_eq!(server.running.store.sweep().await.unwrap(), 2);
        for id in [&b, &waiting] {
            let room = server.room(id).await;
            assert_eq!(room["reason"], "expired", "{room}");
        }
        let (st, v) = server.play(&a, &s[0], 0, "22-18").await;
        assert_eq!((st, v["error"]["code"].as_str()), (409, Some("game_over")));
        let (st, v) = server.post(&format!("/api/rooms/{a}/rematch"), Some(&s[0]), json!({})).await;
        assert_eq!((st, v["error"]["code"].as_str()), (409, Some("room_expired")));
    })
    .await;
}

#[tokio::test]
async fn rematch_swaps_colours_and_spectators_stay() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        let (id, s) = server.full_room("english").await;
        let mut watcher = server.watch(&id).await;
        let room = server.room(&id).await;
        assert_eq!(room["seats"][0]["side"], "black", "english: black moves first, the creator has it");
        assert_eq!(room["turn"], 0);
        let rematch = |who: usize| {
            let path = format!("/api/rooms/{id}/rematch");
            let secret = s[who].clone();
            let server = &server;
            async move { server.post(&path, Some(&secret), json!({})).await }
        };
        let (st, v) = rematch(0).await;
        assert_eq!((st, v["error"]["code"].as_str()), (409, Some("not_ended")));
        assert_eq!(server.play(&id, &s[0], 0, "11-15").await.0, 200);
        server.post(&format!("/api/rooms/{id}/resign"), Some(&s[1]), json!({})).await;
        let (st, v) = rematch(1).await;
        assert_eq!(st, 200);
        assert_eq!(
            (v["room"]["status"].clone(), v["room"]["rematch"].clone()),
            (json!("ended"), json!([false, true]))
        );
        let (st, v) = rematch(0).await;
        assert_eq!(st, 200);
        let room = &v["room"];
        assert_eq!((room["status"].as_str(), room["game"].as_i64()), (Some("playing"), Some(2)));
        assert_eq!(room["seats"][0]["side"], "white");
        assert_eq!(room["seats"][1]["side"], "black");
        assert_eq!(room["turn"], 1, "the other player now moves first");
        assert_eq!(room["moves"], json!([]));
        let live = watcher.room_until(5, |r| r["game"] == 2).await;
        assert!(live.is_some(), "the spectator sees the new game");
        let (st, _) = server.play(&id, &s[0], 0, "11-15").await;
        assert_eq!(st, 409);
        assert_eq!(server.play(&id, &s[1], 0, "11-15").await.0, 200);
    })
    .await;
}

#[tokio::test]
async fn spectator_refused_every_action() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        let (id, s) = server.full_room("brazilian").await;
        server.post(&format!("/api/rooms/{id}/draw/offer"), Some(&s[1]), json!({})).await;
        let before = server.room(&id).await;
        let wrong = damas_server::ids::new_secret();
        for secret in [None, Some(wrong.as_str()), Some("x"), Some("")] {
            let (st, v) = server.play(&id, secret.unwrap_or_default(), 0, "22-18").await;
            if secret.is_none() {
                // play() always sends a header: send one without.
                let (st2, v2) = server
                    .post(&format!("/api/rooms/{id}/moves"), None, json!({"ply": 0, "move": "22-18"}))
                    .await;
                assert_eq!((st2, v2["error"]["code"].as_str()), (403, Some("not_a_player")));
            }
            assert_eq!((st, v["error"]["code"].as_str()), (403, Some("not_a_player")), "{secret:?}");
            for what in ["draw/offer", "draw/accept", "draw/decline", "resign", "absence", "rematch"] {
                let (st, v) = server.post(&format!("/api/rooms/{id}/{what}"), secret, json!({})).await;
                assert_eq!(
                    (st, v["error"]["code"].as_str()),
                    (403, Some("not_a_player")),
                    "{what} {secret:?}"
                );
            }
        }
        let (st, v) = server.post(&format!("/api/rooms/{id}/join"), None, json!({})).await;
        assert_eq!((st, v["error"]["code"].as_str()), (409, Some("room_full")));
        let after = server.room(&id).await;
        assert_eq!(before["version"], after["version"], "nothing changed");
        assert_eq!(after["you"], Value::Null);
        let (_, v) = server.get(&format!("/api/rooms/{id}"), Some(&s[1])).await;
        assert_eq!(v["room"]["you"], 1);
    })
    .await;
}

#[tokio::test]
async fn every_bad_input_gets_a_stable_code_and_changes_nothing() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        let code = |v: &Value| v["error"]["code"].as_str().unwrap_or("").to_string();
        // Creation.
        for (body, want) in [
            ("{", "bad_json"),
            ("[]", "bad_json"),
            ("{\"variant\": 3}", "bad_json"),
            ("{}", "bad_json"),
            ("{\"variant\": \"chess\"}", "unknown_variant"),
            ("", "bad_json"),
        ] {
            let (st, v) = server.send("POST", "/api/rooms", None, Some(body.into())).await;
            assert_eq!((st, code(&v)), (400, want.to_string()), "{body}");
        }
        let big = format!("{{\"variant\": \"{}\"}}", "b".repeat(10_000));
        let (st, v) = server.send("POST", "/api/rooms", None, Some(big)).await;
        assert_eq!((st, code(&v)), (413, "body_too_large".into()));
        // Unknown rooms, paths, methods.
        let (st, v) = server.get("/api/rooms/AAAAAAAAAAAAAAAA", None).await;
        assert_eq!((st, code(&v)), (404, "room_not_found".into()));
        let (st, v) = server.get("/api/rooms/..%2F..%2Fetc", None).await;
        assert_eq!((st, code(&v)), (404, "room_not_found".into()));
        let (st, v) = server.post("/api/rooms/AAAAAAAAAAAAAAAA/join", None, json!({})).await;
        assert_eq!((st, code(&v)), (404, "room_not_found".into()));
        let (st, v) = server.get("/api/nothing", None).await;
        assert_eq!((st, code(&v)), (404, "not_found".into()));
        let (st, v) = server.send("DELETE", "/api/rooms", None, None).await;
        assert_eq!((st, code(&v)), (405, "method_not_allowed".into()));
        // Moves.
        let (id, s) = server.create("brazilian").await;
        let (st, v) = server.play(&id, &s, 0, "22-18").await;
        assert_eq!((st, code(&v)), (409, "waiting_for_opponent".into()));
        let s1 = server.join(&id).await;
        let s = [s, s1];
        let version = server.room(&id).await["version"].clone();
        let path = format!("/api/rooms/{id}/moves");
        for (body, st_want, want) in [
            ("{\"ply\": 0}", 400, "bad_json"),
            ("{\"ply\": \"zero\", \"move\": \"22-18\"}", 400, "bad_json"),
            ("not json", 400, "bad_json"),
        ] {
            let (st, v) = server.send("POST", &path, Some(&s[0]), Some(body.into())).await;
            assert_eq!((st, code(&v)), (st_want, want.to_string()), "{body}");
        }
        let (st, v) = server.play(&id, &s[0], 0, "22-26").await;
        assert_eq!((st, code(&v)), (422, "illegal_move".into()));
        assert_eq!(v["error"]["reason"], "man_moves_forward_only");
        let (st, v) = server.play(&id, &s[0], 0, "a piece").await;
        assert_eq!((st, v["error"]["reason"].as_str()), (422, Some("bad_square")));
        let (st, v) = server.play(&id, &s[0], 0, "22-99").await;
        assert_eq!((st, v["error"]["reason"].as_str()), (422, Some("off_board")));
        let (st, v) = server.play(&id, &s[0], 0, &"1-".repeat(150)).await;
        assert_eq!((st, v["error"]["reason"].as_str()), (422, Some("bad_move_text")));
        let (st, v) = server.play(&id, &s[1], 0, "11-15").await;
        assert_eq!((st, code(&v)), (409, "not_your_turn".into()));
        let (st, v) = server.play(&id, &s[0], 3, "22-18").await;
        assert_eq!((st, code(&v)), (409, "ply_mismatch".into()));
        let (st, v) = server.play(&id, &s[0], usize::MAX / 2, "22-18").await;
        assert_eq!((st, code(&v)), (409, "ply_mismatch".into()));
        assert_eq!(server.room(&id).await["version"], version, "refused moves change nothing");
        let (st, v) = server.play(&id, &s[0], 0, "22-18").await;
        assert_eq!(st, 200);
        let version = v["room"]["version"].clone();
        let (st, v) = server.play(&id, &s[0], 0, "22-18").await;
        assert_eq!(
            (st, &v["room"]["version"]),
            (200, &version),
            "a repeated move is a success that changes nothing"
        );
        let (st, v) = server.play(&id, &s[0], 0, "21-17").await;
        assert_eq!((st, code(&v)), (409, "ply_taken".into()));
        assert_eq!(v["error"]["room"]["moves"], json!(["22-18"]), "409 carries the current game");
        let (st, v) = server.play(&id, &s[1], 0, "22-18").await;
        assert_eq!((st, code(&v)), (409, "ply_taken".into()), "the other seat cannot claim the first move");
        assert_eq!(server.room(&id).await["version"], version);
    })
    .await;
}

#[tokio::test]
async fn rate_limits_per_address() {
    let db = common::sqlite_db();
    let server = Server::start_with(&db.url, damas_server::ManualClock::new(common::T0), |c| {
        c.create_per_minute = 0.01;
        c.create_burst = 2.0;
        c.actions_per_second = 0.01;
        c.actions_burst = 3.0;
    })
    .await;
    let (id, s0) = server.create("brazilian").await;
    server.create("brazilian").await;
    let (st, v) = server.post("/api/rooms", None, json!({"variant": "brazilian"})).await;
    assert_eq!((st, v["error"]["code"].as_str()), (429, Some("rate_limited")));
    let s1 = server.join(&id).await;
    assert_eq!(server.play(&id, &s0, 0, "22-18").await.0, 200);
    assert_eq!(server.play(&id, &s1, 1, "11-15").await.0, 200);
    let (st, v) = server.play(&id, &s0, 2, "18-14").await;
    assert_eq!((st, v["error"]["code"].as_str()), (429, Some("rate_limited")));
    assert_eq!(server.room(&id).await["ply"], 2, "the limited move was not played");
}

#[tokio::test]
async fn reads_and_event_streams_are_rate_limited_per_address_too() {
    let db = common::sqlite_db();
    let server = Server::start_with(&db.url, damas_server::ManualClock::new(common::T0), |c| {
        c.reads_per_second = 0.01;
        c.reads_burst = 3.0;
    })
    .await;
    let (id, _) = server.create("english").await;
    for path in [format!("/api/rooms/{id}"), format!("/api/rooms/{id}/pdn")] {
        assert_eq!(server.http.get(format!("{}{path}", server.base)).send().await.unwrap().status(), 200);
    }
    let _stream = server.watch(&id).await;
    for path in
        [format!("/api/rooms/{id}"), format!("/api/rooms/{id}/pdn"), format!("/api/rooms/{id}/events")]
    {
        let (st, v) = server.get(&path, None).await;
        assert_eq!((st, v["error"]["code"].as_str()), (429, Some("rate_limited")), "{path}");
    }
    assert_eq!(server.get("/api/health", None).await.0, 200, "health is never limited");
}

#[tokio::test]
async fn a_rate_limited_request_says_when_to_try_again() {
    let db = common::sqlite_db();
    let server = Server::start_with(&db.url, damas_server::ManualClock::new(common::T0), |c| {
        c.create_per_minute = 6.0;
        c.create_burst = 1.0;
    })
    .await;
    server.create("english").await;
    let res = server
        .http
        .post(format!("{}/api/rooms", server.base))
        .header("content-type", "application/json")
        .body(r#"{"variant":"english"}"#)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 429);
    let wait: u64 = res.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((9..=10).contains(&wait), "six a minute: a room every 10 s, so wait {wait} s");
}

/// Creates a room through a proxy that sent `X-Forwarded-For: <forwarded>`
/// (none: a request of the proxy's own): the status.
async fn create_forwarded(server: &Server, forwarded: Option<Vec<u8>>) -> u16 {
    let mut req = server
        .http
        .post(format!("{}/api/rooms", server.base))
        .header("content-type", "application/json")
        .body(r#"{"variant":"english"}"#);
    if let Some(bytes) = forwarded {
        req = req.header("x-forwarded-for", reqwest::header::HeaderValue::from_bytes(&bytes).unwrap());
    }
    req.send().await.unwrap().status().as_u16()
}

/// A server behind one trusted proxy where an address may create `burst`
/// rooms at once and hardly any more after.
async fn behind_one_proxy_creating_at_most(burst: u32) -> Server {
    let db = common::sqlite_db();
    Server::start_with(&db.url, damas_server::ManualClock::new(common::T0), |c| {
        c.create_per_minute = 0.01;
        c.create_burst = f64::from(burst);
        c.forwarded_hops = 1;
    })
    .await
}

#[tokio::test]
async fn behind_a_proxy_the_address_the_proxy_saw_is_limited_not_what_the_client_wrote() {
    let server = behind_one_proxy_creating_at_most(10).await;
    let create = |forwarded: String| create_forwarded(&server, Some(forwarded.into_bytes()));
    // The client writes a new address each time; the proxy appends the one
    // it saw, the same each time.
    let mut statuses = Vec::new();
    for i in 0..50 {
        statuses.push(create(format!("198.51.100.{i}, 192.0.2.7")).await);
    }
    assert_eq!(statuses.iter().filter(|s| **s == 201).count(), 10, "the burst, then 429: {statuses:?}");
    assert!(statuses[10..].iter().all(|s| *s == 429));
    // Another client behind the same proxy has its own bucket.
    assert_eq!(create("192.0.2.8".into()).await, 201);
}

#[tokio::test]
async fn behind_a_proxy_a_byte_that_is_not_text_where_the_client_writes_gets_no_other_bucket() {
    let server = behind_one_proxy_creating_at_most(3).await;
    let create = |forwarded: Option<&[u8]>| create_forwarded(&server, forwarded.map(<[u8]>::to_vec));
    // The client behind the proxy spends its burst…
    for _ in 0..3 {
        assert_eq!(create(Some(b"192.0.2.7")).await, 201);
    }
    // …then writes a byte that is not text before the proxy's entry: still
    // its own, empty bucket (never the proxy's address, shared by all).
    for forwarded in [&b"198.51.100.\xe9, 192.0.2.7"[..], b"\xff\x80, 192.0.2.7", b"caf\xc3\xa9,192.0.2.7"] {
        assert_eq!(create(Some(forwarded)).await, 429, "{}", String::from_utf8_lossy(forwarded));
    }
    // The proxy's own address (a request it made itself) kept its burst.
    for _ in 0..3 {
        assert_eq!(create(None).await, 201, "the proxy's bucket was not drained");
    }
}

#[tokio::test]
async fn watchers_are_counted_live() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        let (id, s) = server.full_room("brazilian").await;
        let mut first = server.watch(&id).await;
        assert!(first.watchers_until(5, 1).await);
        let second = server.watch(&id).await;
        assert!(first.watchers_until(5, 2).await);
        assert_eq!(server.room(&id).await["watchers"], 2);
        drop(second);
        assert!(first.watchers_until(5, 1).await, "a watcher leaving is counted");
        server.play(&id, &s[0], 0, "22-18").await;
        let live = first.room_until(5, |r| r["ply"] == 1).await.expect("the move arrives");
        assert_eq!(live["moves"], json!(["22-18"]));
    })
    .await;
}

#[tokio::test]
async fn the_players_own_streams_are_not_counted_as_watchers() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        let (id, s0) = server.create("brazilian").await;
        // The creator alone, on the room's page: nobody watches.
        let mut creator = server.watch_as(&id, &s0).await;
        let first = creator.room_until(5, |_| true).await.expect("the room at once");
        assert_eq!(first["watchers"], 0, "the creator's own stream is not a watcher");
        assert_eq!(server.room(&id).await["watchers"], 0);
        let s1 = server.join(&id).await;
        let mut second = server.watch_as(&id, &s1).await;
        assert!(second.room_until(5, |r| r["status"] == "playing").await.is_some());
        assert_eq!(server.room(&id).await["watchers"], 0, "two players, nobody watching");
        // A spectator is counted, on every stream; a stream presenting a
        // digest that is no seat's is a spectator's too.
        let mut spectator = server.watch(&id).await;
        assert!(creator.watchers_until(5, 1).await);
        let stranger = damas_server::ids::hash_secret(&damas_server::ids::new_secret());
        let guess = server.stream(&format!("/api/rooms/{id}/events?player={stranger}")).await;
        assert!(spectator.watchers_until(5, 2).await);
        assert!(second.watchers_until(5, 2).await);
        assert_eq!(server.room(&id).await["watchers"], 2);
        drop(guess);
        assert!(second.watchers_until(5, 1).await);
        // The players' streams still carry the game.
        assert_eq!(server.play(&id, &s0, 0, "22-18").await.0, 200);
        for sse in [&mut creator, &mut second, &mut spectator] {
            let live = sse.room_until(5, |r| r["ply"] == 1).await.expect("the move arrives");
            assert_eq!(live["watchers"], 1);
        }
        drop(spectator);
        assert_eq!(creator.last_count(std::time::Duration::from_millis(500)).await, Some(0));
        assert_eq!(server.room(&id).await["watchers"], 0);
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_stream_ends_on_the_true_count_while_pages_open_and_players_move() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        let (id, s) = server.full_room("brazilian").await;
        let texts = random_won_game(Variant::Brazilian);
        const PAGES: u64 = 6;
        // Each page does what the browser does: ask for the room and open
        // its stream at once; meanwhile the players move (every move is
        // published to the streams already open).
        let pages = async {
            let mut streams = Vec::new();
            for _ in 0..PAGES {
                let (reply, sse) = tokio::join!(server.room(&id), server.watch(&id));
                assert!(reply["watchers"].as_u64().unwrap() <= PAGES);
                streams.push(sse);
            }
            streams
        };
        let moves = async {
            for (ply, mv) in texts.iter().take(16).enumerate() {
                let to_move = secret_to_move(&server.room(&id).await, &s);
                assert_eq!(server.play(&id, &to_move, ply, mv).await.0, 200);
            }
        };
        let (mut streams, ()) = tokio::join!(pages, moves);
        for (i, sse) in streams.iter_mut().enumerate() {
            let last = sse.last_count(std::time::Duration::from_millis(500)).await;
            assert_eq!(last, Some(PAGES), "stream {i} ends on the count of every open stream");
        }
        assert_eq!(server.room(&id).await["watchers"], PAGES);
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_watcher_sees_a_rooms_versions_in_order_while_offers_and_declines_race() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        let (id, s) = server.full_room("brazilian").await;
        let mut watch = server.watch(&id).await;
        // Other pages watch too (sending to them keeps the server busy).
        let mut others = Vec::new();
        for _ in 0..20 {
            let mut sse = server.watch(&id).await;
            others.push(tokio::spawn(async move { while sse.next(1).await.is_some() {} }));
        }
        // Seat 0 offers a draw and seat 1 declines it, from 16 clients at
        // once: each change is a new version of the room.
        let racers: Vec<_> = (0..16)
            .map(|i| {
                let (http, base, id) = (server.http.clone(), server.base.clone(), id.clone());
                let (secret, what) =
                    if i % 2 == 0 { (s[0].clone(), "offer") } else { (s[1].clone(), "decline") };
                tokio::spawn(async move {
                    for _ in 0..50 {
                        let res = http
                            .post(format!("{base}/api/rooms/{id}/draw/{what}"))
                            .header("authorization", format!("Bearer {secret}"))
                            .send()
                            .await
                            .unwrap();
                        assert!(matches!(res.status().as_u16(), 200 | 409), "{}", res.status());
                    }
                })
            })
            .collect();
        let mut versions = Vec::new();
        while let Some((name, room)) = watch.next(2).await {
            if name == "room" {
                versions.push(room["version"].as_i64().unwrap());
            }
        }
        for task in racers.into_iter().chain(others) {
            task.await.unwrap();
        }
        let backwards: Vec<_> = versions.windows(2).filter(|w| w[1] <= w[0]).collect();
        assert!(versions.len() > 20, "only {} states seen", versions.len());
        assert!(
            backwards.is_empty(),
            "{} of {} states came after a newer one: {backwards:?}",
            backwards.len(),
            versions.len()
        );
        assert_eq!(
            versions.last(),
            server.room(&id).await["version"].as_i64().as_ref(),
            "the last state seen is the room's"
        );
    })
    .await;
}

#[tokio::test]
async fn two_instances_on_one_postgresql_share_live_events() {
    let Some(db) = common::postgres_db().await else { return };
    let clock = damas_server::ManualClock::new(common::T0);
    let a = Server::start_with(&db.url, clock.clone(), |_| {}).await;
    let b = Server::start_with(&db.url, clock, |_| {}).await;
    let (id, s) = a.full_room("brazilian").await;
    let mut on_b = b.watch(&id).await;
    assert!(on_b.room_until(5, |r| r["status"] == "playing").await.is_some());
    // Give B's listener a moment, bounded, to be subscribed: poll A's count.
    let mut seen = false;
    for _ in 0..50 {
        if a.room(&id).await["watchers"] == 1 {
            seen = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(seen, "A counts the watcher connected to B");
    let mut on_a = a.watch(&id).await;
    assert!(on_b.watchers_until(5, 2).await, "B counts the watcher connected to A");
    assert_eq!(a.play(&id, &s[0], 0, "22-18").await.0, 200);
    let live =
        on_b.room_until(5, |r| r["ply"] == 1).await.expect("a move made through A reaches B's watcher");
    assert_eq!(live["moves"], json!(["22-18"]));
    assert_eq!(b.play(&id, &s[1], 1, "11-15").await.0, 200);
    assert!(on_a.room_until(5, |r| r["ply"] == 2).await.is_some(), "and the other way");
    // A player's own stream, on either instance, is no watcher anywhere.
    let _player_on_a = a.watch_as(&id, &s[0]).await;
    let _player_on_b = b.watch_as(&id, &s[1]).await;
    let _third_on_b = b.watch(&id).await;
    assert!(on_a.watchers_until(5, 3).await, "A counts the third spectator, connected to B");
    let quiet = std::time::Duration::from_millis(800);
    let after = on_a.last_count(quiet).await;
    assert!(matches!(after, None | Some(3)), "three spectators on A, not {after:?}");
    assert_eq!(on_b.last_count(quiet).await, Some(3), "three spectators on B");
    assert_eq!(a.room(&id).await["watchers"], 3);
    // Both instances see one game: a repeated move through the other instance is a retry.
    assert_eq!(b.play(&id, &s[0], 0, "22-18").await.0, 200);
    let (st, v) = a.play(&id, &s[0], 0, "21-17").await;
    assert_eq!((st, v["error"]["code"].as_str()), (409, Some("ply_taken")));
}

#[tokio::test]
async fn serves_the_built_app_with_index_for_app_routes() {
    let db = common::sqlite_db();
    let dist = common::app_dist();
    std::fs::write(dist.join("app-0123456789abcdef.js"), "console.log('x');".repeat(200)).unwrap();
    let dir = dist.clone();
    let server =
        Server::start_with(&db.url, damas_server::ManualClock::new(common::T0), move |c| c.dist = Some(dir))
            .await;
    for path in ["/", "/online/AAAAAAAAAAAAAAAA", "/play"] {
        let res = server.http.get(format!("{}{path}", server.base)).send().await.unwrap();
        assert_eq!(res.status().as_u16(), 200, "{path}");
        assert!(res.text().await.unwrap().contains("<title>Damas</title>"), "{path}");
    }
    let res = server
        .http
        .get(format!("{}/app-0123456789abcdef.js", server.base))
        .header("accept-encoding", "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 200);
    assert_eq!(
        res.headers().get("content-encoding").map(|v| v.to_str().unwrap()),
        Some("gzip"),
        "compressed"
    );
    for path in ["/api/unknown", "/api/", "/api", "/api/rooms/"] {
        let (st, v) = server.get(path, None).await;
        assert_eq!(
            (st, v["error"]["code"].as_str()),
            (404, Some("not_found")),
            "the API never falls back to the app: {path}"
        );
    }
    let _ = std::fs::remove_dir_all(dist);
}

#[tokio::test]
async fn a_read_during_moves_shows_one_version_of_the_room() {
    each_db(|db| async move {
        let server = Server::start(&db.url).await;
        // Reads on a second instance, whose cache never holds the newest
        // version: every read of a new version goes to the database.
        let reader = Server::start(&db.url).await;
        let game = random_won_game(Variant::Brazilian);
        let mut rooms = Vec::new();
        for _ in 0..8 {
            rooms.push(server.full_room("brazilian").await);
        }
        let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let mut readers = Vec::new();
        for r in 0..6 {
            let (http, base, done) = (reader.http.clone(), reader.base.clone(), done.clone());
            // Each room's version less its ply: one more with each move.
            let mut ids = Vec::new();
            for (id, _) in &rooms {
                let v = server.room(id).await;
                ids.push((id.clone(), v["version"].as_i64().unwrap() - v["ply"].as_i64().unwrap()));
            }
            readers.push(tokio::spawn(async move {
                let (mut reads, mut mixed) = (0usize, Vec::new());
                let mut i = r;
                while !done.load(std::sync::atomic::Ordering::Relaxed) {
                    i += 1;
                    let (id, base_version) = &ids[i % ids.len()];
                    let url = format!("{base}/api/rooms/{id}");
                    let v: Value = http.get(url).send().await.unwrap().json().await.unwrap();
                    let (version, ply) = (v["room"]["version"].as_i64(), v["room"]["ply"].as_i64());
                    reads += 1;
                    if version.zip(ply).is_none_or(|(v, p)| v - p != *base_version) {
                        mixed.push(format!("version {version:?} with {ply:?} moves"));
                    }
                }
                (reads, mixed)
            }));
        }
        // Moves on every room at once, as fast as they are taken.
        let mut writers = Vec::new();
        for (id, secrets) in rooms.clone() {
            let (http, base, game) = (server.http.clone(), server.base.clone(), game.clone());
            writers.push(tokio::spawn(async move {
                for (ply, mv) in game.iter().enumerate().take(150) {
                    let res = http
                        .post(format!("{base}/api/rooms/{id}/moves"))
                        .header("authorization", format!("Bearer {}", secrets[ply % 2]))
                        .json(&json!({ "ply": ply, "move": mv }))
                        .send()
                        .await
                        .unwrap();
                    assert_eq!(res.status().as_u16(), 200);
                }
            }));
        }
        for w in writers {
            w.await.unwrap();
        }
        done.store(true, std::sync::atomic::Ordering::Relaxed);
        let (mut reads, mut mixed) = (0, Vec::new());
        for r in readers {
            let (n, m) = r.await.unwrap();
            reads += n;
            mixed.extend(m);
        }
        assert!(reads > 100, "only {reads} reads");
        assert!(
            mixed.is_empty(),
            "{} of {reads} reads mixed two versions: {:?}",
            mixed.len(),
            &mixed[..mixed.len().min(5)]
        );
    })
    .await;
}

#[tokio::test]
async fn a_change_made_through_another_instance_is_read_before_the_next_is_written() {
    each_db(|db| async move {
        let a = Server::start(&db.url).await;
        let b = Server::start(&db.url).await;
        let (id, s) = a.full_room("brazilian").await;
        assert_eq!(b.room(&id).await["ply"], 0, "B keeps the room as it read it");
        assert_eq!(a.play(&id, &s[0], 0, "22-18").await.0, 200);
        // B's copy is a move behind: the write from it is refused by the
        // stored version, and the room is read again.
        let (st, v) = b.play(&id, &s[1], 1, "11-15").await;
        assert_eq!((st, &v["room"]["moves"]), (200, &json!(["22-18", "11-15"])), "{v}");
        assert_eq!(a.post(&format!("/api/rooms/{id}/draw/offer"), Some(&s[0]), json!({})).await.0, 200);
        let (st, v) = b.play(&id, &s[0], 2, "18x11").await;
        assert_eq!(st, 200, "{v}");
        assert_eq!(
            v["room"]["draw_offer"], 0,
            "the offer made through A is still there after B's write: {v}"
        );
        let room = a.room(&id).await;
        assert_eq!(
            (&room["moves"], &room["version"]),
            (&json!(["22-18", "11-15", "18x11"]), &v["room"]["version"])
        );
    })
    .await;
}

#[tokio::test]
async fn watcher_counts_heal_when_an_instance_starts_late_is_killed_or_stops() {
    let Some(db) = common::postgres_db().await else { return };
    let a = Server::start_with(&db.url, damas_server::ManualClock::new(common::T0), |c| {
        c.presence = std::time::Duration::from_millis(300);
    })
    .await;
    let (id, _) = a.full_room("brazilian").await;
    let mut on_a = a.watch(&id).await;
    assert!(on_a.watchers_until(5, 1).await);
    // B starts after A's watcher came: it learns A's count when it starts.
    let (mut b, b_base) = common::spawn_server(&db.url, &[("DAMAS_PRESENCE_SECONDS", "0.3")]);
    let mut on_b = common::Sse::open(&a.http, &format!("{b_base}/api/rooms/{id}/events")).await;
    assert!(on_b.watchers_until(5, 2).await, "B counts A's watcher and its own");
    assert!(on_a.watchers_until(5, 2).await, "A counts B's watcher");
    // B is killed: no goodbye, and its watcher is forgotten on A soon.
    b.kill().unwrap();
    b.wait().unwrap();
    assert!(on_a.watchers_until(5, 1).await, "a killed instance's watcher drops out");
    // C repeats its count only every 60 s, but says goodbye when stopped.
    let (mut c, c_base) = common::spawn_server(&db.url, &[("DAMAS_PRESENCE_SECONDS", "60")]);
    let _on_c = common::Sse::open(&a.http, &format!("{c_base}/api/rooms/{id}/events")).await;
    assert!(on_a.watchers_until(5, 2).await, "A counts C's watcher");
    let stopped = std::process::Command::new("kill").args(["-TERM", &c.id().to_string()]).status().unwrap();
    assert!(stopped.success());
    c.wait().unwrap();
    assert!(on_a.watchers_until(5, 1).await, "a stopped instance's watcher drops out at once");
}

#[tokio::test]
async fn an_event_stream_of_a_room_that_does_not_exist_notifies_no_instance() {
    let Some(db) = common::postgres_db().await else { return };
    let server = Server::start(&db.url).await;
    let mut listener = sqlx::postgres::PgListener::connect(&db.url).await.unwrap();
    listener.listen(damas_server::events::CHANNEL).await.unwrap();
    for _ in 0..20 {
        let (st, v) = server.get("/api/rooms/AAAAAAAAAAAAAAAA/events", None).await;
        assert_eq!((st, v["error"]["code"].as_str()), (404, Some("room_not_found")));
    }
    // A real room's stream does notify (its watcher count): everything the
    // listener heard until then is about other things.
    let (id, _) = server.create("english").await;
    let _stream = server.watch(&id).await;
    loop {
        let heard = tokio::time::timeout(std::time::Duration::from_secs(5), listener.recv()).await;
        let payload = heard.expect("the real room's count").unwrap().payload().to_string();
        assert!(!payload.contains("AAAAAAAAAAAAAAAA"), "{payload}");
        if payload.starts_with("w ") && payload.contains(&id) {
            break;
        }
    }
}

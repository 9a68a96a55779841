//! The connection limits, over raw TCP from several loopback addresses.

mod common;

use std::net::SocketAddr;
use std::time::Duration;

use common::Server;
use damas_server::{ConnectionLimits, ManualClock};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// A TCP connection to `server` from the loopback address `from`.
async fn connect(server: SocketAddr, from: &str) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    socket.connect(server).await.unwrap()
}

/// Whether the server closed the connection within `secs` seconds.
async fn closed_within(stream: &mut TcpStream, secs: f64) -> bool {
    let mut buf = [0u8; 64];
    matches!(
        tokio::time::timeout(Duration::from_secs_f64(secs), stream.read(&mut buf)).await,
        Ok(Ok(0) | Err(_))
    )
}

/// `GET /api/health` from `from`: the status line, or `None` when the
/// connection is closed without an answer.
async fn health_from(server: SocketAddr, from: &str) -> Option<String> {
    let mut stream = connect(server, from).await;
    stream.write_all(b"GET /api/health HTTP/1.1\r\nHost: damas\r\nConnection: close\r\n\r\n").await.ok()?;
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut answer)).await.ok()?.ok()?;
    String::from_utf8_lossy(&answer).lines().next().map(str::to_string)
}

/// A server on a fresh SQLite file with these connection limits, behind
/// `hops` trusted proxies.
async fn limited(limits: ConnectionLimits, hops: u8) -> Server {
    let db = common::sqlite_db();
    Server::start_with(&db.url, ManualClock::new(common::T0), move |c| {
        c.connections = limits;
        c.forwarded_hops = hops;
    })
    .await
}

#[tokio::test]
async fn one_address_cannot_take_every_connection_and_silent_ones_are_closed() {
    let server = limited(
        ConnectionLimits {
            total: 5,
            per_address: 3,
            idle: Duration::from_secs(1),
            ..ConnectionLimits::default()
        },
        0,
    )
    .await;
    let addr = server.running.addr;
    let mut idle = Vec::new();
    for _ in 0..3 {
        idle.push(connect(addr, "127.0.0.1").await);
    }
    let mut over = connect(addr, "127.0.0.1").await;
    assert!(closed_within(&mut over, 3.0).await, "a fourth connection from one address is closed at once");
    assert_eq!(
        health_from(addr, "127.0.0.2").await.as_deref(),
        Some("HTTP/1.1 200 OK"),
        "another address is still served"
    );
    // Two more from a second address fill the total.
    let mut second = [connect(addr, "127.0.0.2").await, connect(addr, "127.0.0.2").await];
    assert_eq!(health_from(addr, "127.0.0.3").await, None, "over the total: closed without an answer");
    // Silent for the idle time: every held connection is closed…
    for stream in idle.iter_mut().chain(second.iter_mut()) {
        assert!(closed_within(stream, 3.0).await, "an idle connection is closed");
    }
    // …and the first address is served again.
    assert_eq!(health_from(addr, "127.0.0.1").await.as_deref(), Some("HTTP/1.1 200 OK"));
}

#[tokio::test]
async fn an_event_stream_with_no_event_for_longer_than_the_idle_time_stays_open() {
    let server = limited(
        ConnectionLimits {
            total: 50,
            per_address: 10,
            idle: Duration::from_secs(1),
            ..ConnectionLimits::default()
        },
        0,
    )
    .await;
    let (id, _) = server.create("english").await;
    let mut watch = server.watch(&id).await;
    assert!(watch.next(5).await.is_some(), "the first event");
    // Three idle times with no event: the stream's keep-alives keep it open.
    tokio::time::sleep(Duration::from_secs(3)).await;
    server.join(&id).await;
    assert!(
        watch.room_until(5, |room| room["seats"][1]["taken"] == true).await.is_some(),
        "the join, on the same stream"
    );
}

#[tokio::test]
async fn behind_a_proxy_only_the_total_is_capped() {
    let server = limited(
        ConnectionLimits {
            total: 6,
            per_address: 2,
            idle: Duration::from_secs(30),
            ..ConnectionLimits::default()
        },
        1,
    )
    .await;
    let addr = server.running.addr;
    // Every client's connection comes from the proxy's address.
    let mut held = Vec::new();
    for _ in 0..5 {
        held.push(connect(addr, "127.0.0.1").await);
    }
    assert_eq!(health_from(addr, "127.0.0.1").await.as_deref(), Some("HTTP/1.1 200 OK"));
    held.push(connect(addr, "127.0.0.1").await);
    assert_eq!(health_from(addr, "127.0.0.1").await, None, "the seventh is over the total");
}

/// A raw request's whole answer.
async fn answer(server: SocketAddr, request: &[u8]) -> String {
    let mut stream = connect(server, "127.0.0.1").await;
    stream.write_all(request).await.unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut out)).await.unwrap().unwrap();
    String::from_utf8_lossy(&out).into_owned()
}

#[tokio::test]
async fn an_address_or_headers_too_long_are_refused_in_json_like_every_error() {
    let db = common::sqlite_db();
    let server = Server::start(&db.url).await;
    let addr = server.running.addr;
    let long_uri =
        format!("GET /api/rooms/{} HTTP/1.1\r\nHost: d\r\nConnection: close\r\n\r\n", "A".repeat(70_000));
    let many_headers = format!(
        "GET /api/health HTTP/1.1\r\nHost: d\r\n{}Connection: close\r\n\r\n",
        (0..200).map(|i| format!("X-H{i}: a\r\n")).collect::<String>()
    );
    for (request, status, code) in
        [(long_uri, "414", "uri_too_long"), (many_headers, "431", "headers_too_large")]
    {
        let answer = answer(addr, request.as_bytes()).await;
        assert!(answer.starts_with(&format!("HTTP/1.1 {status} ")), "{answer}");
        let body = answer.split("\r\n\r\n").nth(1).unwrap_or_default();
        let json: serde_json::Value = serde_json::from_str(body).unwrap_or_default();
        assert_eq!(json["error"]["code"], code, "{answer}");
    }
    // The server goes on answering.
    assert_eq!(health_from(addr, "127.0.0.1").await.as_deref(), Some("HTTP/1.1 200 OK"));
}

/// A raw request's answer once the client has sent it all and closed its
/// sending half: the status line and the JSON error's code.
async fn refusal(server: SocketAddr, request: &[u8]) -> (String, String) {
    let mut stream = connect(server, "127.0.0.1").await;
    stream.write_all(request).await.unwrap();
    let _ = stream.shutdown().await;
    let mut out = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut out)).await;
    let answer = String::from_utf8_lossy(&out).into_owned();
    let status = answer.lines().next().unwrap_or_default().to_string();
    let body = answer.split("\r\n\r\n").nth(1).unwrap_or_default();
    let json: serde_json::Value = serde_json::from_str(body).unwrap_or_default();
    (status, json["error"]["code"].as_str().unwrap_or(&answer).to_string())
}

#[tokio::test]
async fn malformed_http_is_refused_in_json_like_every_error() {
    let db = common::sqlite_db();
    let server = Server::start(&db.url).await;
    let addr = server.running.addr;
    let client_hello: Vec<u8> =
        [&[0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03][..], &[0x5a_u8; 32][..]]
            .concat();
    let malformed: [(&str, &[u8]); 11] = [
        ("a control byte in a header name", b"GET /api/health HTTP/1.1\r\nHost: d\r\nX-\x01: 1\r\n\r\n"),
        ("a space in a header name", b"GET /api/health HTTP/1.1\r\nHost: d\r\nX Y: 1\r\n\r\n"),
        (
            "two different Content-Lengths",
            b"POST /api/rooms HTTP/1.1\r\nHost: d\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
        ),
        ("a negative Content-Length", b"POST /api/rooms HTTP/1.1\r\nHost: d\r\nContent-Length: -2\r\n\r\n{}"),
        (
            "a Content-Length past any number",
            b"POST /api/rooms HTTP/1.1\r\nHost: d\r\nContent-Length: 184467440737095516150\r\n\r\n{}",
        ),
        ("an HTTP/0.9 request line", b"GET /\r\n\r\n"),
        ("an HTTP/3.0 request line", b"GET /api/health HTTP/3.0\r\nHost: d\r\n\r\n"),
        ("a bad method token", b"G{T /api/health HTTP/1.1\r\nHost: d\r\n\r\n"),
        ("binary data", b"\x00\x9f\xff\x10garbage\r\n\r\n"),
        ("a TLS ClientHello", &client_hello),
        ("a request line with no version", b"GET /api/health\r\nHost: d\r\n\r\n"),
    ];
    for (what, request) in malformed {
        let (status, code) = refusal(addr, request).await;
        assert_eq!(
            (status.as_str(), code.as_str()),
            ("HTTP/1.1 400 Bad Request", "malformed_request"),
            "{what}"
        );
    }
    // A path of no API and no app answers JSON too (this server has no app).
    let (status, code) = refusal(addr, b"POST / HTTP/1.1\r\nHost: d\r\nContent-Length: 0\r\n\r\n").await;
    assert_eq!((status.as_str(), code.as_str()), ("HTTP/1.1 404 Not Found", "not_found"));
    assert_eq!(health_from(addr, "127.0.0.1").await.as_deref(), Some("HTTP/1.1 200 OK"));
}

#[tokio::test]
async fn a_method_the_app_does_not_take_is_refused_in_json_with_the_methods_it_takes() {
    let db = common::sqlite_db();
    let dist = common::app_dist();
    let dir = dist.clone();
    let server = Server::start_with(&db.url, ManualClock::new(common::T0), move |c| c.dist = Some(dir)).await;
    let res = server.http.post(format!("{}/", server.base)).send().await.unwrap();
    assert_eq!(res.status().as_u16(), 405);
    assert!(res.headers().get("allow").is_some(), "the methods it takes are named");
    let json: serde_json::Value = res.json().await.unwrap_or_default();
    assert_eq!(json["error"]["code"], "method_not_allowed");
    let _ = std::fs::remove_dir_all(dist);
}

#[tokio::test]
async fn a_body_cut_short_or_badly_chunked_is_told_from_a_large_one() {
    let db = common::sqlite_db();
    let server = Server::start(&db.url).await;
    let addr = server.running.addr;
    let head = "POST /api/rooms HTTP/1.1\r\nHost: d\r\nContent-Type: application/json\r\n";
    let cut_short = format!("{head}Content-Length: 100\r\n\r\n{{\"variant\": \"eng");
    let bad_chunk = format!("{head}Transfer-Encoding: chunked\r\n\r\nzz\r\n{{}}\r\n0\r\n\r\n");
    let chunk = format!("{{\"variant\": \"{}\"}}", "e".repeat(6_000));
    let large_in_chunks =
        format!("{head}Transfer-Encoding: chunked\r\n\r\n{:x}\r\n{chunk}\r\n0\r\n\r\n", chunk.len());
    for (what, request, want) in [
        ("cut short", cut_short, ("HTTP/1.1 400 Bad Request", "body_incomplete")),
        ("a bad chunk size", bad_chunk, ("HTTP/1.1 400 Bad Request", "bad_body")),
        ("too large, in chunks", large_in_chunks, ("HTTP/1.1 413 Payload Too Large", "body_too_large")),
    ] {
        let (status, code) = refusal(addr, request.as_bytes()).await;
        assert_eq!((status.as_str(), code.as_str()), want, "{what}");
    }
}

/// Sends a request head from `from` one byte at a time, `every` apart,
/// for at most `limit`: how long the server took to close the
/// connection, or `None` when it was still open at the end.
async fn trickle(
    server: SocketAddr,
    from: &'static str,
    every: Duration,
    limit: Duration,
) -> Option<Duration> {
    let mut stream = connect(server, from).await;
    let start = tokio::time::Instant::now();
    let head = b"GET /api/health HTTP/1.1\r\nHost: d\r\nX-Slow: ".iter().chain(std::iter::repeat(&b'a'));
    let mut buf = [0u8; 256];
    for byte in head {
        if start.elapsed() > limit {
            return None;
        }
        if stream.write_all(&[*byte]).await.is_err() {
            return Some(start.elapsed());
        }
        if let Ok(Ok(0) | Err(_)) = tokio::time::timeout(every, stream.read(&mut buf)).await {
            return Some(start.elapsed());
        }
    }
    None
}

#[tokio::test]
async fn a_request_head_trickled_from_several_addresses_is_cut_off_at_its_deadline() {
    let server = limited(
        ConnectionLimits {
            total: 6,
            per_address: 2,
            idle: Duration::from_secs(60),
            head: Duration::from_secs(1),
            ..ConnectionLimits::default()
        },
        0,
    )
    .await;
    let addr = server.running.addr;
    // Three addresses take every connection, each sending a byte every
    // 200 ms (the idle time never passes).
    let attack: Vec<_> = ["127.0.0.2", "127.0.0.3", "127.0.0.4"]
        .into_iter()
        .flat_map(|from| [from, from])
        .map(|from| tokio::spawn(trickle(addr, from, Duration::from_millis(200), Duration::from_secs(8))))
        .collect();
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(health_from(addr, "127.0.0.5").await, None, "every connection is taken");
    for held in attack {
        let closed = held.await.unwrap();
        assert!(
            closed.is_some_and(|after| after < Duration::from_secs(3)),
            "a trickled head is cut off at its deadline (1 s), not {closed:?}"
        );
    }
    assert_eq!(health_from(addr, "127.0.0.5").await.as_deref(), Some("HTTP/1.1 200 OK"));
}

/// [`trickle`] again and again from `from`, a new connection soon after
/// each one closed, for `limit`.
async fn trickle_again(server: SocketAddr, from: &'static str, every: Duration, limit: Duration) {
    let start = tokio::time::Instant::now();
    while start.elapsed() < limit {
        trickle(server, from, every, limit.saturating_sub(start.elapsed())).await;
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn addresses_that_trickle_heads_on_new_connections_as_fast_as_they_close_leave_room_for_others() {
    let server = limited(
        ConnectionLimits {
            total: 12,
            per_address: 6,
            head: Duration::from_secs(1),
            unheard_per_address: 2,
            ..ConnectionLimits::default()
        },
        0,
    )
    .await;
    let addr = server.running.addr;
    let attack: Vec<_> = ["127.0.0.2", "127.0.0.3", "127.0.0.4"]
        .into_iter()
        .flat_map(|from| [from; 6])
        .map(|from| {
            tokio::spawn(trickle_again(addr, from, Duration::from_millis(200), Duration::from_secs(4)))
        })
        .collect();
    // Past the first deadline, while the attack goes on: every answer.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    for _ in 0..3 {
        assert_eq!(health_from(addr, "127.0.0.5").await.as_deref(), Some("HTTP/1.1 200 OK"));
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    for task in attack {
        task.await.unwrap();
    }
}

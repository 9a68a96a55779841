//! Connection limits: how many connections the server holds at once, in all
//! and per client address, and how long one may sit silent. Without them a
//! single address could hold every file descriptor the process may open
//! (idle connections or event streams) and the server would stop answering
//! anyone.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::serve::Listener;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::{Instant, Sleep};

/// The limits on connections.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ConnectionLimits {
    /// Connections held at once, from all addresses; keep it well below the
    /// process's open-file limit (`ulimit -n`).
    pub total: usize,
    /// Connections held at once from one address (event streams included;
    /// a browser opens up to six to one server). Not applied behind trusted
    /// proxies, where every connection comes from a proxy.
    pub per_address: usize,
    /// A connection on which nothing is read or written for this long is
    /// closed (event streams send a keep-alive every 15 s).
    pub idle: Duration,
    /// A request's head (request line and headers) must arrive within this
    /// once the server waits for it (on a new connection, or after an
    /// answer on a kept-alive one), however many bytes trickle in.
    pub head: Duration,
    /// Connections held at once from one address that have not yet sent a
    /// whole request head: a client that opens new ones as fast as the
    /// head's deadline closes them holds no more than this many. Not
    /// applied behind trusted proxies, like `per_address`.
    pub unheard_per_address: usize,
}

impl Default for ConnectionLimits {
    fn default() -> ConnectionLimits {
        ConnectionLimits {
            total: 768,
            per_address: 96,
            idle: Duration::from_secs(60),
            head: Duration::from_secs(10),
            unheard_per_address: 16,
        }
    }
}

/// Connections open now: in all and per address.
#[derive(Default)]
struct Open {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
    /// Connections whose first request head has not all arrived.
    unheard: HashMap<IpAddr, usize>,
}

/// A TCP listener that closes at once a connection over the limits, and
/// hands out connections that close when silent too long.
pub struct LimitedListener {
    inner: TcpListener,
    limits: ConnectionLimits,
    open: Arc<Mutex<Open>>,
}

impl LimitedListener {
    /// Limits on the connections `inner` accepts.
    pub fn new(inner: TcpListener, limits: ConnectionLimits) -> LimitedListener {
        LimitedListener { inner, limits, open: Arc::default() }
    }

    /// Counts a new connection from `ip`, or `None` when it is over a limit.
    fn admit(&self, ip: IpAddr) -> Option<Slot> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let mine = open.by_address.get(&ip).copied().unwrap_or(0);
        let unheard = open.unheard.get(&ip).copied().unwrap_or(0);
        if open.total >= self.limits.total
            || mine >= self.limits.per_address
            || unheard >= self.limits.unheard_per_address
        {
            return None;
        }
        open.total += 1;
        open.by_address.insert(ip, mine + 1);
        open.unheard.insert(ip, unheard + 1);
        let first_head = FirstHead { ip, open: self.open.clone(), heard: Arc::default() };
        Some(Slot { first_head })
    }
}

impl Listener for LimitedListener {
    type Io = LimitedStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (LimitedStream, SocketAddr) {
        loop {
            let (stream, addr) = Listener::accept(&mut self.inner).await;
            match self.admit(addr.ip()) {
                Some(slot) => {
                    let idle = self.limits.idle;
                    let deadline = Box::pin(tokio::time::sleep(idle));
                    let stream = LimitedStream { stream, idle, deadline, pending: Vec::new(), slot };
                    return (stream, addr);
                }
                None => {
                    tracing::debug!(%addr, "connection over the limits closed");
                    drop(stream);
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

/// A connection's place in the counts, given back when it closes.
struct Slot {
    first_head: FirstHead,
}

/// Decrements a count by address, forgetting the address at 0.
fn count_down(counts: &mut HashMap<IpAddr, usize>, ip: IpAddr) {
    if let Some(n) = counts.get_mut(&ip) {
        *n -= 1;
        if *n == 0 {
            counts.remove(&ip);
        }
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.first_head.arrived();
        let mut open = self.first_head.open.lock().unwrap_or_else(|e| e.into_inner());
        open.total = open.total.saturating_sub(1);
        count_down(&mut open.by_address, self.first_head.ip);
    }
}

/// Tells the counts that a connection's first request head has arrived.
#[derive(Clone)]
pub struct FirstHead {
    ip: IpAddr,
    open: Arc<Mutex<Open>>,
    heard: Arc<AtomicBool>,
}

impl FirstHead {
    /// The first request head has all arrived (again: nothing).
    pub fn arrived(&self) {
        if !self.heard.swap(true, Ordering::Relaxed) {
            count_down(&mut self.open.lock().unwrap_or_else(|e| e.into_inner()).unheard, self.ip);
        }
    }
}

/// An accepted connection that fails with `TimedOut` once nothing has been
/// read or written on it for the idle time.
pub struct LimitedStream {
    stream: TcpStream,
    idle: Duration,
    deadline: Pin<Box<Sleep>>,
    /// Bytes still to write before anything else (a refusal given a body).
    pending: Vec<u8>,
    slot: Slot,
}

/// The refusals hyper makes itself, before any handler sees the request,
/// with an empty body; they go out with a JSON error like every other.
/// (hyper answers 400 to whatever it cannot parse: a control byte or a
/// space in a header name, two Content-Lengths, one that is not a number,
/// an HTTP version other than 1.x, a bad method, binary data, TLS.)
const BARE_REFUSALS: [(&[u8], &str, &str); 3] = [
    (b"HTTP/1.1 400 ", "malformed_request", "the request is not well-formed HTTP/1.1"),
    (b"HTTP/1.1 414 ", "uri_too_long", "the request's address is too long"),
    (b"HTTP/1.1 431 ", "headers_too_large", "the request's headers are too large"),
];

/// A JSON body for a bare refusal of hyper's: the whole response, or `None`
/// when `data` is not one.
///
/// ```
/// let bare = b"HTTP/1.1 431 Request Header Fields Too Large\r\nconnection: close\r\ncontent-length: 0\r\n\r\n";
/// let full = String::from_utf8(damas_server::connections::with_json_body(bare).unwrap()).unwrap();
/// assert!(full.starts_with("HTTP/1.1 431 Request Header Fields Too Large\r\n"));
/// assert!(full.ends_with(r#"{"error":{"code":"headers_too_large","message":"the request's headers are too large"}}"#));
/// let bare = b"HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n";
/// let full = String::from_utf8(damas_server::connections::with_json_body(bare).unwrap()).unwrap();
/// assert!(full.contains(r#""code":"malformed_request""#));
/// assert_eq!(damas_server::connections::with_json_body(b"HTTP/1.1 200 OK\r\n\r\n"), None);
/// ```
pub fn with_json_body(data: &[u8]) -> Option<Vec<u8>> {
    let (_, code, message) = BARE_REFUSALS.iter().find(|(start, _, _)| data.starts_with(start))?;
    let head_end = data.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = std::str::from_utf8(&data[..head_end]).ok()?;
    if head_end + 4 != data.len() || !head.lines().any(|l| l.eq_ignore_ascii_case("content-length: 0")) {
        return None;
    }
    let body = serde_json::json!({ "error": { "code": code, "message": message } }).to_string();
    let mut out = String::new();
    for line in head.lines().filter(|l| !l.to_ascii_lowercase().starts_with("content-length:")) {
        out.push_str(line);
        out.push_str("\r\n");
    }
    out.push_str(&format!("content-type: application/json\r\ncontent-length: {}\r\n\r\n{body}", body.len()));
    Some(out.into_bytes())
}

impl LimitedStream {
    /// What tells the counts that this connection's first request head
    /// has arrived.
    pub fn first_head(&self) -> FirstHead {
        self.slot.first_head.clone()
    }

    fn moved(&mut self) {
        self.deadline.as_mut().reset(Instant::now() + self.idle);
    }

    fn timed_out(&mut self, cx: &mut Context<'_>) -> bool {
        self.deadline.as_mut().poll(cx).is_ready()
    }
}

fn idle_error() -> io::Error {
    io::Error::new(io::ErrorKind::TimedOut, "connection idle too long")
}

impl AsyncRead for LimitedStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        match Pin::new(&mut self.stream).poll_read(cx, buf) {
            Poll::Ready(Ok(())) if buf.filled().len() > before => {
                self.moved();
                Poll::Ready(Ok(()))
            }
            Poll::Pending if self.timed_out(cx) => Poll::Ready(Err(idle_error())),
            other => other,
        }
    }
}

impl LimitedStream {
    /// Writes what is pending; ready once nothing is.
    fn poll_pending(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while !self.pending.is_empty() {
            match Pin::new(&mut self.stream).poll_write(cx, &self.pending) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => {
                    self.pending.drain(..n);
                    self.moved();
                }
                Poll::Ready(Err(e)) => return Poll::Ready(Err(e)),
                Poll::Pending if self.timed_out(cx) => return Poll::Ready(Err(idle_error())),
                Poll::Pending => return Poll::Pending,
            }
        }
        Poll::Ready(Ok(()))
    }
}

impl AsyncWrite for LimitedStream {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, data: &[u8]) -> Poll<io::Result<usize>> {
        std::task::ready!(self.poll_pending(cx))?;
        if let Some(full) = with_json_body(data) {
            self.pending = full;
            return match self.poll_pending(cx) {
                Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
                // Taken: the rest goes out before anything else.
                _ => Poll::Ready(Ok(data.len())),
            };
        }
        match Pin::new(&mut self.stream).poll_write(cx, data) {
            Poll::Ready(Ok(n)) if n > 0 => {
                self.moved();
                Poll::Ready(Ok(n))
            }
            Poll::Pending if self.timed_out(cx) => Poll::Ready(Err(idle_error())),
            other => other,
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        std::task::ready!(self.poll_pending(cx))?;
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        std::task::ready!(self.poll_pending(cx))?;
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    /// One buffer per write, so that a whole bare refusal reaches
    /// [`with_json_body`] at once.
    fn is_write_vectored(&self) -> bool {
        false
    }
}

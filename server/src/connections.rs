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
}

impl Default for ConnectionLimits {
    fn default() -> ConnectionLimits {
        ConnectionLimits { total: 768, per_address: 96, idle: Duration::from_secs(60) }
    }
}

/// Connections open now: in all and per address.
#[derive(Default)]
struct Open {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
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
        if open.total >= self.limits.total || mine >= self.limits.per_address {
            return None;
        }
        open.total += 1;
        open.by_address.insert(ip, mine + 1);
        Some(Slot { ip, open: self.open.clone() })
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
                    return (LimitedStream { stream, idle, deadline, _slot: slot }, addr);
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
    ip: IpAddr,
    open: Arc<Mutex<Open>>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        open.total = open.total.saturating_sub(1);
        if let Some(n) = open.by_address.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                open.by_address.remove(&self.ip);
            }
        }
    }
}

/// An accepted connection that fails with `TimedOut` once nothing has been
/// read or written on it for the idle time.
pub struct LimitedStream {
    stream: TcpStream,
    idle: Duration,
    deadline: Pin<Box<Sleep>>,
    _slot: Slot,
}

impl LimitedStream {
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

impl AsyncWrite for LimitedStream {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, data: &[u8]) -> Poll<io::Result<usize>> {
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
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match Pin::new(&mut self.stream).poll_write_vectored(cx, bufs) {
            Poll::Ready(Ok(n)) if n > 0 => {
                self.moved();
                Poll::Ready(Ok(n))
            }
            Poll::Pending if self.timed_out(cx) => Poll::Ready(Err(idle_error())),
            other => other,
        }
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

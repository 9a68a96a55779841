//! Serving connections: each accepted connection (within the limits of
//! [`LimitedListener`]) speaks HTTP/1.1 through hyper, with a deadline for
//! every request head. Without hyper's timer the head had none: a client
//! sending one byte every few seconds kept a connection (and its slot) for
//! days, since each byte also restarts the idle time.

use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::{ConnectInfo, Request};
use axum::serve::Listener;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::sync::watch;
use tower::ServiceExt;

use crate::connections::LimitedListener;

/// Serves `router` on the connections `listener` admits until the returned
/// future is dropped; the connections it opened are dropped with it.
/// A request's head (request line and headers) must arrive within `head`
/// of when the server starts waiting for it (a new connection, or the
/// previous answer sent on a kept-alive one): past that the connection is
/// closed, however many bytes trickled in.
pub async fn serve(mut listener: LimitedListener, router: Router, head: Duration) {
    // Dropped with this future: every connection's task then ends.
    let (alive, _) = watch::channel(());
    loop {
        let (stream, peer) = listener.accept().await;
        let router = router.clone();
        let mut stopped = alive.subscribe();
        let first_head = stream.first_head();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |mut req: Request<Incoming>| {
                first_head.arrived();
                req.extensions_mut().insert(ConnectInfo::<SocketAddr>(peer));
                router.clone().oneshot(req)
            });
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(head)
                .serve_connection(TokioIo::new(stream), service);
            tokio::select! {
                done = connection => {
                    if let Err(e) = done {
                        tracing::debug!(%peer, error = %e, "connection ended with an error");
                    }
                }
                _ = stopped.changed() => {}
            }
        });
    }
}

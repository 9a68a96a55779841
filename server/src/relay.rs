//! On PostgreSQL, the relay between this instance's [`Hub`] and the other
//! instances': it LISTENs on [`CHANNEL`], reloads and publishes the rooms
//! they changed, and tells them this instance's watcher counts.

use std::sync::Arc;
use std::time::Duration;

use tokio::time::Instant;

use tokio::sync::mpsc;

use crate::events::{keep_counts, Notice, CHANNEL};
use crate::store::Store;

/// Listens for the other instances' notifications, sends
/// this one's watcher counts and repeats them every `presence` (holding for
/// three times that), and forgets others' counts that no longer hold. Runs until the
/// process ends; reconnects.
pub fn spawn_relay(store: Arc<Store>, url: String, presence: Duration) {
    let (out_tx, mut out_rx) = mpsc::unbounded_channel::<String>();
    store.hub.set_outbox(out_tx);
    let sender = store.clone();
    tokio::spawn(async move {
        while let Some(payload) = out_rx.recv().await {
            if let Err(e) = sender.notify(&payload).await {
                tracing::warn!(error = %e, "could not notify other instances");
            }
        }
    });
    store.hub.set_holds(presence * 3);
    tokio::spawn(keep_counts(Arc::downgrade(&store.hub), presence));
    tokio::spawn(async move {
        loop {
            match sqlx::postgres::PgListener::connect(&url).await {
                Ok(mut listener) => {
                    if let Err(e) = listener.listen(CHANNEL).await {
                        tracing::warn!(error = %e, "LISTEN failed");
                    } else {
                        // Ask the others for their counts, tell them ours,
                        // and reload what may have changed while away.
                        store.hub.send(store.hub.hello_payload());
                        for payload in store.hub.count_payloads() {
                            store.hub.send(payload);
                        }
                        for room in store.hub.watched_rooms() {
                            refresh(&store, &room).await;
                        }
                        loop {
                            match listener.recv().await {
                                Ok(n) => match store.hub.on_notification(n.payload(), Instant::now()) {
                                    Some(Notice::Changed(room)) => refresh(&store, &room).await,
                                    Some(Notice::Hello) => {
                                        for payload in store.hub.count_payloads() {
                                            store.hub.send(payload);
                                        }
                                    }
                                    None => {}
                                },
                                Err(e) => {
                                    tracing::warn!(error = %e, "notification listener lost its connection");
                                    break;
                                }
                            }
                        }
                    }
                }
                Err(e) => tracing::warn!(error = %e, "could not connect the notification listener"),
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    });
}

async fn refresh(store: &Arc<Store>, room: &str) {
    match store.get(room).await {
        Ok(loaded) => store.publish(&loaded),
        Err(e) => tracing::warn!(code = e.code, "could not reload a watched room"),
    }
}

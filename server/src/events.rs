//! Live events: one broadcast channel per watched room in this process,
//! counts of watchers (spectators: a player's own stream is not counted), and (on PostgreSQL) LISTEN/NOTIFY so that a change
//! made through one server instance reaches watchers of every other.
//!
//! Notification payloads on channel `damas_rooms`:
//! `r <instance> <room>` (the room changed: reload it) and
//! `w <instance> <room> <count>` (that instance's watcher count).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{broadcast, mpsc};

use crate::store::Store;

/// The PostgreSQL notification channel.
pub const CHANNEL: &str = "damas_rooms";

/// What a watcher receives.
#[derive(Clone, Debug)]
pub enum Event {
    /// The room's new state (JSON text of its view).
    Room(Arc<str>),
    /// The number of watchers changed.
    Watchers(u64),
}

struct Channel {
    tx: broadcast::Sender<Event>,
    /// Event streams open through this process (players' and watchers').
    streams: u64,
    /// Watchers among them (streams that hold no seat).
    local: u64,
    /// Other instances' watchers.
    remote: HashMap<String, u64>,
}

impl Channel {
    fn new() -> Channel {
        Channel { tx: broadcast::channel(64).0, streams: 0, local: 0, remote: HashMap::new() }
    }

    fn total(&self) -> u64 {
        self.local + self.remote.values().sum::<u64>()
    }
}

/// The rooms watched through this process.
pub struct Hub {
    instance: String,
    rooms: Mutex<HashMap<String, Channel>>,
    /// Watcher counts to tell the other instances (PostgreSQL only).
    outbox: Mutex<Option<mpsc::UnboundedSender<String>>>,
}

impl Default for Hub {
    fn default() -> Self {
        Hub::new()
    }
}

/// Keeps an event stream subscribed (and, once [`WatchGuard::count`]ed, a
/// watcher counted) while it lives.
pub struct WatchGuard {
    hub: Arc<Store>,
    room: String,
    counted: bool,
}

impl WatchGuard {
    /// Counts this stream as a watcher (it holds no seat).
    pub fn count(&mut self) {
        if !self.counted {
            self.counted = true;
            self.hub.hub.count(&self.room);
        }
    }
}

impl Drop for WatchGuard {
    fn drop(&mut self) {
        self.hub.hub.leave(&self.room, self.counted);
    }
}

impl Hub {
    /// A hub with a random instance id.
    pub fn new() -> Hub {
        Hub {
            instance: crate::ids::new_room_id(),
            rooms: Mutex::new(HashMap::new()),
            outbox: Mutex::new(None),
        }
    }

    /// The payload announcing a change of `room` to other instances.
    pub fn room_payload(&self, room: &str) -> String {
        format!("r {} {room}", self.instance)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Channel>> {
        self.rooms.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether an event stream of the room is open through this process.
    pub fn is_watched(&self, room: &str) -> bool {
        self.lock().get(room).is_some_and(|c| c.streams > 0)
    }

    /// Watchers of a room (streams holding no seat), all instances.
    pub fn watchers(&self, room: &str) -> u64 {
        self.lock().get(room).map_or(0, Channel::total)
    }

    /// Sends a room's new state to its local streams, when it has some:
    /// `view` makes the state's JSON from the watcher count. The count is
    /// read under the same lock as the send, so each state carries the count
    /// at its place among the `watchers` events (a watcher who joins between
    /// a read of the count and the send cannot be undone by a stale state).
    pub fn publish_room(&self, room: &str, view: impl FnOnce(u64) -> String) {
        if let Some(c) = self.lock().get(room).filter(|c| c.streams > 0) {
            let _ = c.tx.send(Event::Room(view(c.total()).into()));
        }
    }

    /// Rooms with local streams.
    pub fn watched_rooms(&self) -> Vec<String> {
        self.lock().iter().filter(|(_, c)| c.streams > 0).map(|(k, _)| k.clone()).collect()
    }

    fn announce(&self, room: &str, local: u64) {
        if let Some(out) = self.outbox.lock().unwrap_or_else(|e| e.into_inner()).as_ref() {
            let _ = out.send(format!("w {} {room} {local}", self.instance));
        }
    }

    /// Opens an event stream of a room: the receiver of its events and a
    /// guard that keeps it subscribed until dropped. The stream is not a
    /// watcher until the guard is [`WatchGuard::count`]ed.
    pub fn join(store: &Arc<Store>, room: &str) -> (broadcast::Receiver<Event>, WatchGuard) {
        let rx = {
            let mut rooms = store.hub.lock();
            let c = rooms.entry(room.to_string()).or_insert_with(Channel::new);
            c.streams += 1;
            c.tx.subscribe()
        };
        (rx, WatchGuard { hub: store.clone(), room: room.to_string(), counted: false })
    }

    fn count(&self, room: &str) {
        let local = {
            let mut rooms = self.lock();
            let c = rooms.entry(room.to_string()).or_insert_with(Channel::new);
            c.local += 1;
            let _ = c.tx.send(Event::Watchers(c.total()));
            c.local
        };
        self.announce(room, local);
    }

    fn leave(&self, room: &str, counted: bool) {
        let local = {
            let mut rooms = self.lock();
            let Some(c) = rooms.get_mut(room) else { return };
            c.streams = c.streams.saturating_sub(1);
            if counted {
                c.local = c.local.saturating_sub(1);
                let _ = c.tx.send(Event::Watchers(c.total()));
            }
            let local = c.local;
            if c.streams == 0 && c.remote.is_empty() {
                rooms.remove(room);
            }
            local
        };
        if counted {
            self.announce(room, local);
        }
    }

    /// Handles another instance's notification; returns a room to reload
    /// and publish when one changed.
    fn on_notification(&self, payload: &str) -> Option<String> {
        let mut parts = payload.split(' ');
        let (kind, instance, room) = (parts.next()?, parts.next()?, parts.next()?);
        if instance == self.instance {
            return None;
        }
        match kind {
            "r" => self.is_watched(room).then(|| room.to_string()),
            "w" => {
                let count: u64 = parts.next()?.parse().ok()?;
                let mut rooms = self.lock();
                let c = rooms.entry(room.to_string()).or_insert_with(Channel::new);
                if count == 0 {
                    c.remote.remove(instance);
                } else {
                    c.remote.insert(instance.to_string(), count);
                }
                let _ = c.tx.send(Event::Watchers(c.total()));
                if c.streams == 0 && c.remote.is_empty() {
                    rooms.remove(room);
                }
                None
            }
            _ => None,
        }
    }
}

/// On PostgreSQL: listens for the other instances' notifications and sends
/// this one's watcher counts. Runs until the process ends; reconnects.
pub fn spawn_relay(store: Arc<Store>, url: String) {
    let (out_tx, mut out_rx) = mpsc::unbounded_channel::<String>();
    *store.hub.outbox.lock().unwrap_or_else(|e| e.into_inner()) = Some(out_tx);
    let sender = store.clone();
    tokio::spawn(async move {
        while let Some(payload) = out_rx.recv().await {
            if let Err(e) = sender.notify(&payload).await {
                tracing::warn!(error = %e, "could not notify other instances");
            }
        }
    });
    tokio::spawn(async move {
        loop {
            match sqlx::postgres::PgListener::connect(&url).await {
                Ok(mut listener) => {
                    if let Err(e) = listener.listen(CHANNEL).await {
                        tracing::warn!(error = %e, "LISTEN failed");
                    } else {
                        // Events may have been missed while disconnected.
                        for room in store.hub.watched_rooms() {
                            refresh(&store, &room).await;
                        }
                        loop {
                            match listener.recv().await {
                                Ok(n) => {
                                    if let Some(room) = store.hub.on_notification(n.payload()) {
                                        refresh(&store, &room).await;
                                    }
                                }
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

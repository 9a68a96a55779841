//! Live events: one broadcast channel per watched room in this process,
//! counts of watchers (spectators: a player's own stream is not counted), and (on PostgreSQL) LISTEN/NOTIFY so that a change
//! made through one server instance reaches watchers of every other.
//!
//! Notification payloads on channel `damas_rooms`:
//! `r <instance> <room>` (the room changed: reload it),
//! `w <instance> <ms> <room> <count> [<room> <count>]…` (that instance's
//! watcher counts, to be believed for `<ms>` milliseconds unless repeated), `h <instance>` (an instance started listening: tell it your
//! counts) and `b <instance>` (an instance stops: forget its counts).
//!
//! Watcher counts heal: each instance repeats its counts every
//! `presence` interval and says they hold for three intervals; a count not
//! repeated in time is forgotten the moment it runs out ([`keep_counts`]),
//! so a killed instance's watchers drop out three intervals after its last
//! repeat at most, and an
//! instance started later learns the counts at once (by `h`).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use tokio::sync::{broadcast, mpsc, Notify};
use tokio::time::Instant;

/// A value's JSON, as an event carries it (the protocol's types always
/// serialize).
pub fn json_text(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// The PostgreSQL notification channel.
pub const CHANNEL: &str = "damas_rooms";

/// What a watcher receives.
#[derive(Clone, Debug)]
pub enum Event {
    /// The room's new state: its version and the JSON text of its view.
    Room(i64, Arc<str>),
    /// The number of watchers changed.
    Watchers(u64),
}

struct Channel {
    tx: broadcast::Sender<Event>,
    /// Event streams open through this process (players' and watchers').
    streams: u64,
    /// Watchers among them (streams that hold no seat).
    local: u64,
    /// Other instances' watchers, and until when each count holds.
    remote: HashMap<String, (u64, Instant)>,
    /// The newest version of the room sent: an older one, published late
    /// by a slower request, is never sent after it.
    sent: i64,
}

impl Channel {
    fn new() -> Channel {
        Channel { tx: broadcast::channel(64).0, streams: 0, local: 0, remote: HashMap::new(), sent: i64::MIN }
    }

    fn total(&self) -> u64 {
        self.local + self.remote.values().map(|(n, _)| n).sum::<u64>()
    }
}

/// The rooms watched through this process.
pub struct Hub {
    instance: String,
    rooms: Mutex<HashMap<String, Channel>>,
    /// Watcher counts to tell the other instances (PostgreSQL only).
    outbox: Mutex<Option<mpsc::UnboundedSender<String>>>,
    /// How long the others may believe this instance's counts, ms.
    holds_ms: AtomicU64,
    /// Told when another instance's count is heard (it sets a time to
    /// forget it).
    heard: Arc<Notify>,
}

impl Default for Hub {
    fn default() -> Self {
        Hub::new()
    }
}

/// Keeps an event stream subscribed (and, once [`WatchGuard::count`]ed, a
/// watcher counted) while it lives.
pub struct WatchGuard {
    hub: Arc<Hub>,
    room: String,
    counted: bool,
}

impl WatchGuard {
    /// Counts this stream as a watcher (it holds no seat).
    pub fn count(&mut self) {
        if !self.counted {
            self.counted = true;
            self.hub.count(&self.room);
        }
    }
}

impl Drop for WatchGuard {
    fn drop(&mut self) {
        self.hub.leave(&self.room, self.counted);
    }
}

impl Hub {
    /// A hub with a random instance id.
    pub fn new() -> Hub {
        Hub {
            instance: crate::ids::new_room_id(),
            rooms: Mutex::new(HashMap::new()),
            outbox: Mutex::new(None),
            holds_ms: AtomicU64::new(30_000),
            heard: Arc::new(Notify::new()),
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

    /// Sends version `version` of a room to its local streams, when it has
    /// some and no newer version was sent: `view` makes the state's JSON
    /// from the watcher count. Changes commit in version order but reach
    /// this point in any order (on PostgreSQL nothing holds a room between
    /// its commit and its publication), so a version older than one sent is
    /// dropped: the newer state already holds it. The count is read under
    /// the same lock as the send, so each state carries the count at its
    /// place among the `watchers` events (a watcher who joins between a read
    /// of the count and the send cannot be undone by a stale state).
    pub fn publish_room(&self, room: &str, version: i64, view: impl FnOnce(u64) -> String) {
        if let Some(c) = self.lock().get_mut(room).filter(|c| c.streams > 0 && c.sent < version) {
            c.sent = version;
            let _ = c.tx.send(Event::Room(version, view(c.total()).into()));
        }
    }

    /// Rooms with local streams.
    pub fn watched_rooms(&self) -> Vec<String> {
        self.lock().iter().filter(|(_, c)| c.streams > 0).map(|(k, _)| k.clone()).collect()
    }

    fn announce(&self, room: &str, local: u64) {
        self.send(format!("{} {room} {local}", self.count_head()));
    }

    fn count_head(&self) -> String {
        format!("w {} {}", self.instance, self.holds_ms.load(Ordering::Relaxed))
    }

    pub(crate) fn send(&self, payload: String) {
        if let Some(out) = self.outbox.lock().unwrap_or_else(|e| e.into_inner()).as_ref() {
            let _ = out.send(payload);
        }
    }

    /// Every local watcher count, as few `w` payloads as fit PostgreSQL's
    /// limit (8,000 bytes).
    pub(crate) fn count_payloads(&self) -> Vec<String> {
        let head = self.count_head();
        let mut out = Vec::new();
        let mut payload = head.clone();
        for (room, c) in self.lock().iter().filter(|(_, c)| c.local > 0) {
            if payload.len() + room.len() + 24 > 7_500 {
                out.push(std::mem::replace(&mut payload, head.clone()));
            }
            payload.push_str(&format!(" {room} {}", c.local));
        }
        if payload.len() > head.len() {
            out.push(payload);
        }
        out
    }

    /// When the first of the other instances' counts stops holding.
    fn next_expiry(&self) -> Option<Instant> {
        self.lock().values().flat_map(|c| c.remote.values().map(|(_, until)| *until)).min()
    }

    /// Forgets other instances' counts that no longer hold at `now`; the
    /// rooms whose count changed are told.
    pub(crate) fn expire(&self, now: Instant) {
        self.forget_remote(|_, until| *until <= now);
    }

    /// Forgets the other instances' counts `gone` picks (by instance and
    /// the time a count holds until); the rooms whose count changed are
    /// told, and rooms left with nothing are dropped.
    fn forget_remote(&self, gone: impl Fn(&str, &Instant) -> bool) {
        let mut rooms = self.lock();
        rooms.retain(|_, c| {
            let was = c.remote.len();
            c.remote.retain(|instance, (_, until)| !gone(instance, until));
            if c.remote.len() != was {
                let _ = c.tx.send(Event::Watchers(c.total()));
            }
            c.streams > 0 || !c.remote.is_empty()
        });
    }

    /// Where this instance's payloads go (the relay sends them on).
    pub(crate) fn set_outbox(&self, out: mpsc::UnboundedSender<String>) {
        *self.outbox.lock().unwrap_or_else(|e| e.into_inner()) = Some(out);
    }

    /// How long the others may believe this instance's counts.
    pub(crate) fn set_holds(&self, holds: Duration) {
        self.holds_ms.store(holds.as_millis().min(3_600_000) as u64, Ordering::Relaxed);
    }

    /// The payload asking the other instances for their counts.
    pub(crate) fn hello_payload(&self) -> String {
        format!("h {}", self.instance)
    }

    /// The payload telling the other instances this one stops.
    pub fn bye_payload(&self) -> String {
        format!("b {}", self.instance)
    }

    /// Opens an event stream of a room: the receiver of its events and a
    /// guard that keeps it subscribed until dropped. The stream is not a
    /// watcher until the guard is [`WatchGuard::count`]ed.
    pub fn join(hub: &Arc<Hub>, room: &str) -> (broadcast::Receiver<Event>, WatchGuard) {
        let rx = {
            let mut rooms = hub.lock();
            let c = rooms.entry(room.to_string()).or_insert_with(Channel::new);
            c.streams += 1;
            c.tx.subscribe()
        };
        (rx, WatchGuard { hub: hub.clone(), room: room.to_string(), counted: false })
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

    /// Handles another instance's notification: what this one should do.
    pub(crate) fn on_notification(&self, payload: &str, now: Instant) -> Option<Notice> {
        let mut parts = payload.split(' ');
        let (kind, instance) = (parts.next()?, parts.next()?);
        if instance == self.instance {
            return None;
        }
        match kind {
            "r" => parts
                .next()
                .filter(|room| self.is_watched(room))
                .map(|room| Notice::Changed(room.to_string())),
            "w" => {
                let holds: u64 = parts.next()?.parse().ok()?;
                let until = now + Duration::from_millis(holds.min(3_600_000));
                let mut rooms = self.lock();
                while let (Some(room), Some(count)) = (parts.next(), parts.next()) {
                    let Ok(count) = count.parse::<u64>() else { break };
                    let c = rooms.entry(room.to_string()).or_insert_with(Channel::new);
                    let before = c.total();
                    if count == 0 {
                        c.remote.remove(instance);
                    } else {
                        c.remote.insert(instance.to_string(), (count, until));
                    }
                    if c.total() != before {
                        let _ = c.tx.send(Event::Watchers(c.total()));
                    }
                    if c.streams == 0 && c.remote.is_empty() {
                        rooms.remove(room);
                    }
                }
                self.heard.notify_one();
                None
            }
            "h" => Some(Notice::Hello),
            "b" => {
                self.forget_remote(|other, _| other == instance);
                None
            }
            _ => None,
        }
    }
}

/// Repeats this instance's watcher counts to the others every `presence`
/// and forgets each of the others' counts the moment it stops holding
/// (not at the next repeat, which could be a whole `presence` later),
/// until the hub is dropped.
pub(crate) async fn keep_counts(hub: Weak<Hub>, presence: Duration) {
    let mut repeat = tokio::time::interval(presence);
    let Some(heard) = hub.upgrade().map(|h| h.heard.clone()) else { return };
    while let Some(next) = hub.upgrade().map(|h| h.next_expiry()) {
        let forget = async {
            match next {
                Some(at) => tokio::time::sleep_until(at).await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            _ = repeat.tick() => {
                let Some(hub) = hub.upgrade() else { break };
                hub.expire(Instant::now());
                for payload in hub.count_payloads() {
                    hub.send(payload);
                }
            }
            () = forget => {
                let Some(hub) = hub.upgrade() else { break };
                hub.expire(Instant::now());
            }
            // A count heard may hold less long than the soonest one known.
            () = heard.notified() => {}
        }
    }
}

/// What another instance's notification asks of this one.
#[derive(Debug, PartialEq)]
pub(crate) enum Notice {
    /// A watched room changed: reload and publish it.
    Changed(String),
    /// An instance started listening: send it this one's counts.
    Hello,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn remote_count(hub: &Hub, room: &str) -> u64 {
        hub.watchers(room)
    }

    #[test]
    fn another_instances_count_holds_for_the_time_it_says_then_is_forgotten() {
        let hub = Hub::new();
        let now = Instant::now();
        assert_eq!(hub.on_notification("w other 1000 room1 3 room2 1", now), None);
        assert_eq!((remote_count(&hub, "room1"), remote_count(&hub, "room2")), (3, 1));
        hub.expire(now + Duration::from_millis(999));
        assert_eq!(remote_count(&hub, "room1"), 3, "still held");
        hub.on_notification("w other 1000 room1 2", now + Duration::from_millis(900));
        hub.expire(now + Duration::from_millis(1500));
        assert_eq!(
            (remote_count(&hub, "room1"), remote_count(&hub, "room2")),
            (2, 0),
            "room2 was not repeated"
        );
        hub.expire(now + Duration::from_millis(2000));
        assert_eq!(remote_count(&hub, "room1"), 0);
        assert!(hub.lock().is_empty(), "no room is kept for nothing");
    }

    #[tokio::test(start_paused = true)]
    async fn another_instances_count_is_forgotten_the_moment_it_stops_holding() {
        let hub = Arc::new(Hub::new());
        let presence = Duration::from_secs(10);
        tokio::spawn(keep_counts(Arc::downgrade(&hub), presence));
        // The worst case: the count is heard just after this instance's
        // own repeat (and its look for counts that no longer hold).
        tokio::time::sleep(Duration::from_millis(1)).await;
        let (mut events, _stream) = Hub::join(&hub, "room");
        let heard = Instant::now();
        hub.on_notification("w other 30000 room 2", heard);
        assert!(matches!(events.recv().await, Ok(Event::Watchers(2))));
        assert!(matches!(events.recv().await, Ok(Event::Watchers(0))));
        let held = heard.elapsed();
        assert!(held >= Duration::from_secs(30), "held for the 30 s it said: {held:?}");
        assert!(held < Duration::from_secs(31), "and forgotten then, not at a later repeat: {held:?}");
    }

    #[test]
    fn a_room_version_older_than_one_sent_is_not_sent() {
        let hub = Arc::new(Hub::new());
        let (mut events, _stream) = Hub::join(&hub, "room");
        for version in [3, 5, 4, 5, 6] {
            hub.publish_room("room", version, |_| format!("v{version}"));
        }
        let mut sent = Vec::new();
        while let Ok(Event::Room(version, json)) = events.try_recv() {
            sent.push((version, json.to_string()));
        }
        assert_eq!(sent, [(3, "v3".into()), (5, "v5".into()), (6, "v6".into())]);
    }

    #[test]
    fn a_goodbye_forgets_that_instances_counts_only() {
        let hub = Hub::new();
        let now = Instant::now();
        hub.on_notification("w one 30000 room 2", now);
        hub.on_notification("w two 30000 room 1", now);
        assert_eq!(hub.watchers("room"), 3);
        assert_eq!(hub.on_notification("b one", now), None);
        assert_eq!(hub.watchers("room"), 1);
    }

    #[test]
    fn a_hello_asks_for_the_counts_and_a_change_of_a_watched_room_asks_for_a_reload() {
        let hub = Hub::new();
        let now = Instant::now();
        assert_eq!(hub.on_notification("h newcomer", now), Some(Notice::Hello));
        assert_eq!(hub.on_notification("r other room", now), None, "not watched here");
        hub.lock().entry("room".into()).or_insert_with(Channel::new).streams = 1;
        assert_eq!(hub.on_notification("r other room", now), Some(Notice::Changed("room".into())));
        let own = format!("h {}", hub.instance);
        assert_eq!(hub.on_notification(&own, now), None, "its own notifications are ignored");
    }

    #[test]
    fn the_counts_of_many_rooms_go_out_in_payloads_postgresql_accepts() {
        let hub = Hub::new();
        for i in 0..2_000 {
            let mut rooms = hub.lock();
            rooms.entry(format!("room{i:016}")).or_insert_with(Channel::new).local = 1;
        }
        let payloads = hub.count_payloads();
        assert!(payloads.len() > 1 && payloads.iter().all(|p| p.len() < 8_000));
        let other = Hub::new();
        for p in &payloads {
            other.on_notification(p, Instant::now());
        }
        assert_eq!(other.lock().len(), 2_000, "every room's count arrives");
    }
}

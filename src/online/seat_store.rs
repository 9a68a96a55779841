//! The seats this browser holds in rooms of the game server ("play with
//! someone"): each room's id, the seat, its secret (the only proof that the
//! seat is ours) and the rule set. Stored as `damas.v1.seats`, so the
//! export/import file carries them; plain logic, tested natively. Read and
//! written by miniserde, not serde_json: the home page lists the games
//! played by link, and serde_json would weigh on the first page's module.

use miniserde::json;

use crate::kernel::storage::store::Persisted;

/// At most this many seats are kept (the oldest go first).
pub const MAX_SEATS: usize = 200;

/// One seat in one room. Stored as `{"room":…,"seat":0,"secret":…,
/// "variant":"english","added_at":1765000000000}`.
#[derive(Clone, Debug, PartialEq, Eq, miniserde::Serialize, miniserde::Deserialize)]
pub struct Seat {
    /// The room's id (16 base64url characters).
    pub room: String,
    /// 0: the room's creator; 1: the player who joined.
    pub seat: u8,
    /// The seat's secret (22 base64url characters).
    pub secret: String,
    /// The room's rule set id.
    pub variant: String,
    /// When it was taken (ms since 1970).
    pub added_at: i64,
}

/// All seats, newest first. Stored as `{"seats":[…],"notify_your_move":
/// false}`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seats {
    pub seats: Vec<Seat>,
    /// A browser notification when a game becomes the user's move (asked
    /// for only when the user turns it on).
    pub notify_your_move: bool,
}

/// [`Seats`] as read: a missing field is empty.
#[derive(miniserde::Deserialize)]
struct StoredSeats {
    seats: Option<Vec<Seat>>,
    notify_your_move: Option<bool>,
}

/// [`Seats`] as written.
#[derive(miniserde::Serialize)]
struct StoredSeatsOut<'a> {
    seats: &'a [Seat],
    notify_your_move: bool,
}

impl Persisted for Seats {
    const NAME: &'static str = "seats";

    fn decode(raw: &str) -> Option<Seats> {
        let stored: StoredSeats = json::from_str(raw).ok()?;
        Some(Seats {
            seats: stored.seats.unwrap_or_default(),
            notify_your_move: stored.notify_your_move.unwrap_or_default(),
        })
    }

    fn encode(&self) -> String {
        json::to_string(&StoredSeatsOut { seats: &self.seats, notify_your_move: self.notify_your_move })
    }
}

fn base64url(text: &str, len: usize) -> bool {
    text.len() == len && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl Seat {
    /// Whether the fields have the server's shapes.
    pub fn is_valid(&self) -> bool {
        base64url(&self.room, 16) && base64url(&self.secret, 22) && self.seat <= 1 && self.variant.len() <= 20
    }
}

impl Seats {
    /// Every seat well formed.
    pub fn is_valid(&self) -> bool {
        self.seats.len() <= MAX_SEATS && self.seats.iter().all(Seat::is_valid)
    }

    /// The seat held in a room.
    pub fn get(&self, room: &str) -> Option<&Seat> {
        self.seats.iter().find(|s| s.room == room)
    }

    /// Keeps a seat (replacing one in the same room), newest first.
    ///
    /// ```
    /// use damas_app::online::seat_store::{Seat, Seats};
    /// let mut seats = Seats::default();
    /// let seat = Seat { room: "A".repeat(16), seat: 0, secret: "s".repeat(22), variant: "brazilian".into(), added_at: 1 };
    /// seats.add(seat.clone());
    /// seats.add(seat.clone());
    /// assert_eq!(seats.seats.len(), 1);
    /// assert_eq!(seats.get(&"A".repeat(16)), Some(&seat));
    /// ```
    pub fn add(&mut self, seat: Seat) {
        self.seats.retain(|s| s.room != seat.room);
        self.seats.insert(0, seat);
        self.seats.truncate(MAX_SEATS);
    }

    /// Forgets the seat of a room (the room is gone).
    pub fn remove(&mut self, room: &str) {
        self.seats.retain(|s| s.room != room);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(room: char, added_at: i64) -> Seat {
        Seat {
            room: room.to_string().repeat(16),
            seat: 1,
            secret: "x".repeat(22),
            variant: "english".into(),
            added_at,
        }
    }

    #[test]
    fn newest_first_bounded_and_removable() {
        let mut s = Seats::default();
        for (i, c) in ('a'..='z').enumerate() {
            s.add(seat(c, i as i64));
        }
        assert_eq!(s.seats[0].room, "z".repeat(16));
        assert!(s.is_valid());
        s.remove(&"z".repeat(16));
        assert!(s.get(&"z".repeat(16)).is_none());
        for i in 0..(MAX_SEATS + 10) {
            s.add(Seat { room: format!("{i:016}"), ..seat('q', 0) });
        }
        assert_eq!(s.seats.len(), MAX_SEATS);
    }

    /// The stored shape is the one serde wrote before (in the export files
    /// too): the same text reads back the same seats.
    #[test]
    fn seats_read_and_write_the_stored_shape() {
        let stored = r#"{"seats":[{"room":"aaaaaaaaaaaaaaaa","seat":1,"secret":"xxxxxxxxxxxxxxxxxxxxxx","variant":"english","added_at":1765000000000}],"notify_your_move":true}"#;
        let seats = Seats::decode(stored).unwrap();
        assert_eq!(seats, Seats { seats: vec![seat('a', 1_765_000_000_000)], notify_your_move: true });
        assert_eq!(seats.encode(), stored);
        assert_eq!(Seats::decode("{}"), Some(Seats::default()));
        assert_eq!(Seats::decode(r#"{"seats":[{"room":"a"}]}"#), None);
        assert_eq!(Seats::decode(r#"{"seats":[],"notify_your_move":"yes"}"#), None);
    }

    #[test]
    fn malformed_seats_are_invalid() {
        assert!(!Seats { seats: vec![Seat { room: "../x".into(), ..seat('a', 0) }], ..Seats::default() }
            .is_valid());
        assert!(!Seats { seats: vec![Seat { secret: "short".into(), ..seat('a', 0) }], ..Seats::default() }
            .is_valid());
        assert!(!Seats { seats: vec![Seat { seat: 2, ..seat('a', 0) }], ..Seats::default() }.is_valid());
    }
}

//! A room as clients see it.

use damas_engine::{Color, Variant};
use serde::{Deserialize, Serialize};

use crate::{EndReason, RoomStatus};

/// One seat as clients see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// Someone holds it.
    pub taken: bool,
    /// The side it plays in the current game.
    pub side: Color,
}

/// A room as clients see it (no secret): the `room` of every reply and the
/// `room` event of a live stream.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomView {
    /// The room's id (16 base64url characters).
    pub id: String,
    /// The rule set.
    pub variant: Variant,
    /// Where the room stands.
    pub status: RoomStatus,
    /// 1, then +1 per rematch.
    pub game: i64,
    /// Seat 0 (the creator's) and seat 1.
    pub seats: [SeatView; 2],
    /// The current game's moves, in full text.
    pub moves: Vec<String>,
    /// How many moves (`moves.len()`).
    pub ply: usize,
    /// The current position.
    pub fen: String,
    /// The seat to move while playing.
    pub turn: Option<u8>,
    /// When the player to move got the turn (server ms).
    pub turn_since: i64,
    /// From when the player not to move may claim absence (while playing).
    pub absence_at: Option<i64>,
    /// When the room expires if nobody moves (until the game ends).
    pub expires_at: Option<i64>,
    /// The winning seat of an ended game (none: a draw or expiry).
    pub winner: Option<u8>,
    /// The winning seat's side.
    pub winner_side: Option<Color>,
    /// Why the game ended.
    pub reason: Option<EndReason>,
    /// The seat whose draw offer waits.
    pub draw_offer: Option<u8>,
    /// The seat whose last draw offer was declined (until it moves or
    /// offers again).
    pub draw_declined: Option<u8>,
    /// Seats asking for a rematch.
    pub rematch: [bool; 2],
    /// People watching live.
    pub watchers: u64,
    /// +1 per change.
    pub version: i64,
    /// When the room was made (server ms).
    pub created_at: i64,
    /// The server's time when it sent this (ms).
    pub now: i64,
    /// The asker's seat, when the request carried its secret.
    pub you: Option<u8>,
}

impl RoomView {
    /// The side a seat plays in the current game.
    pub fn side_of(&self, seat: u8) -> Option<Color> {
        self.seats.get(usize::from(seat)).map(|s| s.side)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> RoomView {
        RoomView {
            id: "AAAAAAAAAAAAAAAA".into(),
            variant: Variant::Russian,
            status: RoomStatus::Ended,
            game: 2,
            seats: [
                SeatView { taken: true, side: Color::Black },
                SeatView { taken: true, side: Color::White },
            ],
            moves: vec!["c3-d4".into()],
            ply: 1,
            fen: "B:W...".into(),
            turn: None,
            turn_since: 5,
            absence_at: None,
            expires_at: None,
            winner: Some(0),
            winner_side: Some(Color::Black),
            reason: Some(EndReason::Resignation),
            draw_offer: None,
            draw_declined: Some(1),
            rematch: [true, false],
            watchers: 3,
            version: 9,
            created_at: 1,
            now: 10,
            you: Some(0),
        }
    }

    #[test]
    fn a_room_round_trips_with_the_names_clients_read() {
        let room = sample();
        let json = serde_json::to_value(&room).unwrap();
        assert_eq!(json["variant"], "russian");
        assert_eq!(json["status"], "ended");
        assert_eq!(json["reason"], "resignation");
        assert_eq!(json["seats"][0]["side"], "black");
        assert_eq!(serde_json::from_value::<RoomView>(json).unwrap(), room);
        assert_eq!(room.side_of(1), Some(Color::White));
        assert_eq!(room.side_of(2), None);
    }

    #[test]
    fn a_room_with_an_unknown_status_or_reason_is_refused() {
        let mut json = serde_json::to_value(sample()).unwrap();
        json["status"] = "paused".into();
        assert!(serde_json::from_value::<RoomView>(json.clone()).is_err());
        json["status"] = "ended".into();
        json["reason"] = "boredom".into();
        assert!(serde_json::from_value::<RoomView>(json).is_err());
    }
}

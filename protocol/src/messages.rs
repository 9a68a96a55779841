//! The requests' bodies and the replies around a [`RoomView`].

use damas_engine::Variant;
use serde::{Deserialize, Serialize};

use crate::RoomView;

/// `POST /api/rooms`: a new room of this rule set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreateRoom {
    pub variant: Variant,
}

/// `POST /api/rooms/{id}/moves`: the move (full text) to play at this ply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayMove {
    pub ply: i64,
    #[serde(rename = "move")]
    pub text: String,
}

/// The answer to a read or an action: the room after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomReply {
    pub room: RoomView,
}

/// The answer to creating a room or joining one: the room, the seat taken
/// and that seat's secret (shown once; the server keeps only its digest).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatGranted {
    pub room: RoomView,
    pub seat: u8,
    pub secret: String,
}

/// Every refusal: `{"error": {...}}` with an HTTP status of 4xx or 5xx.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorReply {
    pub error: ErrorBody,
}

/// Why a request was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorBody {
    /// Stable, snake_case: clients match on it and translate it.
    pub code: String,
    /// A short English explanation, for people reading logs.
    pub message: String,
    /// An illegal move's reason, as the engine names it (on 422).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The room as it is now, when the request no longer fits it (on 409).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room: Option<Box<RoomView>>,
    /// From when an absence may be claimed (on a claim made too early).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub absence_at: Option<i64>,
}

/// The `watchers` event of a live stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchersEvent {
    pub watchers: u64,
}

/// `GET /api/health`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Health {
    pub ok: bool,
    /// `sqlite` or `postgres`.
    pub database: String,
    /// The server's clock (ms).
    pub now: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_sent_under_the_name_move() {
        let body = PlayMove { ply: 3, text: "11-15".into() };
        let json = serde_json::to_value(&body).unwrap();
        assert_eq!(json, serde_json::json!({ "ply": 3, "move": "11-15" }));
        assert_eq!(serde_json::from_value::<PlayMove>(json).unwrap(), body);
    }

    #[test]
    fn an_error_without_extras_reads_and_writes_only_code_and_message() {
        let json = serde_json::json!({ "error": { "code": "not_a_player", "message": "no" } });
        let reply: ErrorReply = serde_json::from_value(json.clone()).unwrap();
        assert_eq!(reply.error.code, "not_a_player");
        assert!(reply.error.room.is_none() && reply.error.reason.is_none());
        assert_eq!(serde_json::to_value(&reply).unwrap(), json);
    }

    #[test]
    fn creating_a_room_names_its_rule_set() {
        let json = serde_json::json!({ "variant": "damas10" });
        assert_eq!(serde_json::from_value::<CreateRoom>(json).unwrap().variant, Variant::Damas10);
        assert!(serde_json::from_value::<CreateRoom>(serde_json::json!({ "variant": "go" })).is_err());
    }
}

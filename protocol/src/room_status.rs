//! Where a room stands.

use serde::{Deserialize, Serialize};

/// Where a room stands: written `"waiting"`, `"playing"` or `"ended"` (in
/// JSON and in the server's database).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomStatus {
    /// The creator waits for someone to take the second seat.
    Waiting,
    /// A game is being played.
    Playing,
    /// The game has ended (see the winner and the reason).
    Ended,
}

impl RoomStatus {
    /// Every status.
    pub const ALL: [RoomStatus; 3] = [RoomStatus::Waiting, RoomStatus::Playing, RoomStatus::Ended];

    /// Its name, as stored and sent.
    pub fn as_str(self) -> &'static str {
        match self {
            RoomStatus::Waiting => "waiting",
            RoomStatus::Playing => "playing",
            RoomStatus::Ended => "ended",
        }
    }

    /// The status of a stored name.
    pub fn parse(text: &str) -> Option<RoomStatus> {
        RoomStatus::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stored_name_is_the_json_name_and_reads_back() {
        for s in RoomStatus::ALL {
            assert_eq!(serde_json::to_string(&s).unwrap(), format!("\"{}\"", s.as_str()));
            assert_eq!(RoomStatus::parse(s.as_str()), Some(s));
        }
        assert_eq!(RoomStatus::parse("over"), None);
    }
}

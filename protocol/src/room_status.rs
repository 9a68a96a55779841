//! Where a room stands.

use serde::{Deserialize, Serialize};

/// Where a room stands: written `"waiting"`, `"playing"` or `"ended"` (in
/// JSON and in the server's database).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
// The list and the names, from the declaration:
#[derive(strum::EnumIter, strum::EnumString, strum::IntoStaticStr, strum::VariantArray)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum RoomStatus {
    /// The creator waits for someone to take the second seat.
    Waiting,
    /// A game is being played.
    Playing,
    /// The game has ended (see the winner and the reason).
    Ended,
}

impl RoomStatus {
    /// Every status (the declaration's order).
    pub const ALL: [RoomStatus; <RoomStatus as strum::VariantArray>::VARIANTS.len()] =
        damas_engine::listed::array_of(<RoomStatus as strum::VariantArray>::VARIANTS);

    /// Its name, as stored and sent (strum's snake case, as serde's).
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// The status of a stored name.
    pub fn parse(text: &str) -> Option<RoomStatus> {
        text.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use strum::IntoEnumIterator;

    use super::*;

    #[test]
    fn the_stored_name_is_the_json_name_and_reads_back() {
        for s in RoomStatus::iter() {
            assert_eq!(serde_json::to_string(&s).unwrap(), format!("\"{}\"", s.as_str()));
            assert_eq!(RoomStatus::parse(s.as_str()), Some(s));
            assert_eq!(serde_json::from_str::<RoomStatus>(&format!("\"{}\"", s.as_str())).unwrap(), s);
        }
        assert_eq!(RoomStatus::ALL.to_vec(), RoomStatus::iter().collect::<Vec<_>>());
        let names: Vec<&str> = RoomStatus::iter().map(RoomStatus::as_str).collect();
        assert_eq!(names, ["waiting", "playing", "ended"], "the names are in the server's databases");
        assert_eq!(RoomStatus::parse("over"), None);
    }
}

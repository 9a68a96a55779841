//! Scores: against the computer, wins/draws/losses per level and rule set;
//! with a friend, games won by each side (and draws) per rule set.
//! Pure logic (tested natively); stored as `damas.v1.scores`.

use std::collections::BTreeMap;

use damas_engine::search::Level;
use damas_engine::{Color, Outcome, Variant};
use serde::{Deserialize, Serialize};

use crate::kernel::storage::store::{serde_codec, Persisted};
use crate::play::{Opponent, Session};

/// Wins, draws and losses (the user's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// Games between two players on one device: won by each side, drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FriendRecord {
    pub white: u32,
    pub black: u32,
    pub draws: u32,
}

/// All scores.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scores {
    /// Key `"<variant>/<level>"`, e.g. `brazilian/domador`.
    #[serde(default)]
    pub computer: BTreeMap<String, Record>,
    /// Key: the rule set's id.
    #[serde(default)]
    pub friend: BTreeMap<String, FriendRecord>,
}

impl Persisted for Scores {
    const NAME: &'static str = "scores";
    serde_codec!();
}

fn computer_key(variant: Variant, level: Level) -> String {
    format!("{}/{}", variant.id(), level.id())
}

impl Scores {
    /// Counts a finished game.
    pub fn record(&mut self, variant: Variant, opponent: Opponent, user: Color, outcome: Outcome) {
        match opponent {
            Opponent::Computer(level) => {
                let r = self.computer.entry(computer_key(variant, level)).or_default();
                match outcome.winner() {
                    None => r.draws += 1,
                    Some(w) if w == user => r.wins += 1,
                    Some(_) => r.losses += 1,
                }
            }
            Opponent::Friend => {
                let r = self.friend.entry(variant.id().to_string()).or_default();
                match outcome.winner() {
                    None => r.draws += 1,
                    Some(Color::White) => r.white += 1,
                    Some(Color::Black) => r.black += 1,
                }
            }
        }
    }

    /// Counts a session's game if it is over; returns whether it did.
    pub fn record_session(&mut self, session: &Session) -> bool {
        match session.outcome() {
            Some(outcome) => {
                self.record(session.variant(), session.opponent(), session.setup().user, outcome);
                true
            }
            None => false,
        }
    }

    pub fn against(&self, variant: Variant, level: Level) -> Record {
        self.computer.get(&computer_key(variant, level)).copied().unwrap_or_default()
    }

    pub fn friends(&self, variant: Variant) -> FriendRecord {
        self.friend.get(variant.id()).copied().unwrap_or_default()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads stored JSON; anything unreadable is no scores.
    pub fn from_json(text: Option<&str>) -> Scores {
        text.and_then(|t| serde_json::from_str(t).ok()).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::Setup;
    use damas_engine::{DrawReason, WinReason};

    #[test]
    fn results_are_counted_per_level_and_rule_set() {
        let mut s = Scores::default();
        let v = Variant::Brazilian;
        let cpu = Opponent::Computer(Level::Domador);
        s.record(v, cpu, Color::White, Outcome::Win { winner: Color::White, reason: WinReason::Blocked });
        s.record(v, cpu, Color::Black, Outcome::Win { winner: Color::White, reason: WinReason::Resignation });
        s.record(v, cpu, Color::Black, Outcome::Draw(DrawReason::Agreement));
        s.record(Variant::English, cpu, Color::Black, Outcome::Draw(DrawReason::Agreement));
        assert_eq!(s.against(v, Level::Domador), Record { wins: 1, draws: 1, losses: 1 });
        assert_eq!(s.against(v, Level::Motorista), Record::default());
        s.record(
            v,
            Opponent::Friend,
            Color::White,
            Outcome::Win { winner: Color::Black, reason: WinReason::NoPieces },
        );
        assert_eq!(s.friends(v), FriendRecord { white: 0, black: 1, draws: 0 });
        let back = Scores::from_json(Some(&s.to_json()));
        assert_eq!(back, s);
        assert_eq!(Scores::from_json(Some("garbage")), Scores::default());
    }

    #[test]
    fn a_resignation_counts_as_a_loss() {
        let mut session =
            Session::new(Setup::new(Variant::Thai, Opponent::Computer(Level::Empresario), Color::White));
        let mut s = Scores::default();
        assert!(!s.record_session(&session));
        session.resign();
        assert!(s.record_session(&session));
        assert_eq!(s.against(Variant::Thai, Level::Empresario).losses, 1);
    }
}

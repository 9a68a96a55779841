//! What a seat may do besides moving.

/// A seat's request without a body: `POST /api/rooms/{id}/{path}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatAction {
    /// Offer a draw.
    OfferDraw,
    /// Accept the other's offer.
    AcceptDraw,
    /// Decline it.
    DeclineDraw,
    /// Resign.
    Resign,
    /// Claim the win from an opponent who stayed away.
    ClaimAbsence,
    /// Ask for a rematch.
    Rematch,
}

impl SeatAction {
    /// Every action.
    pub const ALL: [SeatAction; 6] = [
        SeatAction::OfferDraw,
        SeatAction::AcceptDraw,
        SeatAction::DeclineDraw,
        SeatAction::Resign,
        SeatAction::ClaimAbsence,
        SeatAction::Rematch,
    ];

    /// Its path after the room's (`draw/offer`, `resign`, …).
    pub fn path(self) -> &'static str {
        match self {
            SeatAction::OfferDraw => "draw/offer",
            SeatAction::AcceptDraw => "draw/accept",
            SeatAction::DeclineDraw => "draw/decline",
            SeatAction::Resign => "resign",
            SeatAction::ClaimAbsence => "absence",
            SeatAction::Rematch => "rematch",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_has_its_own_path() {
        let mut paths: Vec<&str> = SeatAction::ALL.iter().map(|a| a.path()).collect();
        paths.sort();
        paths.dedup();
        assert_eq!(paths.len(), SeatAction::ALL.len());
    }
}

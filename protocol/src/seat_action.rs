//! What a seat may do besides moving.

/// A seat's request without a body: `POST /api/rooms/{id}/{path}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, strum::EnumIter, strum::VariantArray)]
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
    /// Every action (the declaration's order).
    pub const ALL: [SeatAction; <SeatAction as strum::VariantArray>::VARIANTS.len()] =
        damas_engine::listed::array_of(<SeatAction as strum::VariantArray>::VARIANTS);

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
    use strum::IntoEnumIterator;

    use super::*;

    #[test]
    fn every_action_has_its_own_path() {
        assert_eq!(SeatAction::ALL.to_vec(), SeatAction::iter().collect::<Vec<_>>());
        let mut paths: Vec<&str> = SeatAction::iter().map(|a| a.path()).collect();
        paths.sort();
        paths.dedup();
        assert_eq!(paths.len(), SeatAction::iter().count());
    }
}

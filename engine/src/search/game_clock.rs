//! How long a move may think in a game played with a clock: the time left
//! shared over the moves the game is expected still to last.

use crate::{Color, Position, Role};

/// The time the engine keeps back on its clock, whatever the move: the
/// answer must still travel, and the last moves need a little time too.
pub const CLOCK_RESERVE_MS: u64 = 50;

/// A side's clock in a game with a time control.
///
/// ```
/// use damas_engine::search::GameClock;
/// use damas_engine::{Position, Variant};
/// let start = Position::start(Variant::International);
/// let clock = GameClock { left_ms: 60_000, increment_ms: 0, moves_to_go: None };
/// // A minute for the game: about a 50th of it at the start.
/// assert!((1_000..=2_000).contains(&clock.move_time_ms(&start)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameClock {
    /// The time left on the clock of the side to move.
    pub left_ms: u64,
    /// The time added after each move.
    pub increment_ms: u64,
    /// The moves to play before the next time control, when the control
    /// says; otherwise the time left is for the rest of the game.
    pub moves_to_go: Option<u32>,
}

impl GameClock {
    /// The moves the side to move is still expected to play in `pos`: the
    /// more pieces on the board, the longer the game (52 at the 10×10
    /// start, 36 at the 8×8 start, never fewer than 12: an ending
    /// of kings can last).
    pub fn moves_left(pos: &Position) -> u32 {
        let pieces: u32 = [Color::White, Color::Black]
            .into_iter()
            .flat_map(|c| [Role::Man, Role::King].map(|r| pos.count(c, r)))
            .sum();
        let men: u32 = [Color::White, Color::Black].into_iter().map(|c| pos.count(c, Role::Man)).sum();
        // Each man still has its way to make; kings fight it out after.
        (12 + pieces / 2 + men / 2).min(60)
    }

    /// The time for this move: the time left over the moves still to play
    /// (the control's count when it gives one), plus most of the
    /// increment; never more than a third of what is left above the
    /// reserve, and at least a millisecond.
    pub fn move_time_ms(&self, pos: &Position) -> u64 {
        let spare = self.left_ms.saturating_sub(CLOCK_RESERVE_MS);
        let moves = self.moves_to_go.unwrap_or_else(|| GameClock::moves_left(pos)).max(1) as u64;
        let share = spare / moves + self.increment_ms * 9 / 10;
        share.min(spare / 3).max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn position(variant: Variant, fen: &str) -> Position {
        Position::from_fen(variant, fen).unwrap()
    }

    #[test]
    fn a_game_is_expected_to_last_longer_with_more_pieces_on_the_board() {
        let ten = GameClock::moves_left(&Position::start(Variant::International));
        let eight = GameClock::moves_left(&Position::start(Variant::English));
        let ending = GameClock::moves_left(&position(Variant::International, "W:WK46,K1:BK5"));
        assert!(ten > eight && eight > ending, "{ten} {eight} {ending}");
        assert_eq!(ending, 13);
    }

    #[test]
    fn a_move_spends_its_share_of_the_time_left_and_most_of_the_increment() {
        let start = Position::start(Variant::Brazilian);
        let moves = GameClock::moves_left(&start) as u64;
        let clock = GameClock { left_ms: 30_050, increment_ms: 0, moves_to_go: None };
        assert_eq!(clock.move_time_ms(&start), 30_000 / moves);
        let with_increment = GameClock { increment_ms: 1_000, ..clock };
        assert_eq!(with_increment.move_time_ms(&start), 30_000 / moves + 900);
        // The control's own count of moves, when it gives one.
        let control = GameClock { moves_to_go: Some(10), ..clock };
        assert_eq!(control.move_time_ms(&start), 3_000);
    }

    #[test]
    fn a_move_never_spends_the_clock_down_to_its_reserve() {
        let start = Position::start(Variant::International);
        // An increment larger than the time left, one move to go.
        let late = GameClock { left_ms: 650, increment_ms: 5_000, moves_to_go: Some(1) };
        assert_eq!(late.move_time_ms(&start), 200);
        let flagging = GameClock { left_ms: 10, increment_ms: 0, moves_to_go: None };
        assert_eq!(flagging.move_time_ms(&start), 1);
    }
}

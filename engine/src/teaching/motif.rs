//! Motifs as draughts players name them, read off a tactic's solution line
//! by the engine (never tagged by hand): the two-for-one, the king trap,
//! the Turkish strike, the block and the tempo. The shot, the breakthrough
//! and the capture-law motifs are found in `puzzle.rs` with the other
//! themes ([`super::shows_theme`]).
//!
//! Each detector proves its motif with the rules and, for the tempo, a
//! search: a line "looks like" a motif only when the rules make it one.

use crate::search::{Limits, NoClock, Searcher};
use crate::{Color, Game, Move, Position, Removal, Role};

use super::explain_solution;

/// The two-for-one: along the line the solver gives exactly one piece and
/// takes exactly two.
///
/// ```
/// use damas_engine::{Position, Variant};
/// use damas_engine::teaching::two_for_one;
/// // Black gives 7 (White must take 16x7), then takes two: 3x19.
/// let start = Position::from_fen(Variant::English, "B:W15,16,21:B3,4,7,14,26").unwrap();
/// let line = start.parse_line(&["7-11", "16x7", "3x19"]).unwrap();
/// assert!(two_for_one(&start, &line));
/// ```
pub fn two_for_one(start: &Position, line: &[Move]) -> bool {
    let outcome = explain_solution(start, line).outcome;
    outcome.given == 1 && outcome.taken == 2
}

/// The block: at the end of the line the opponent, to move, has pieces
/// but no legal move (and so has lost).
pub fn block(start: &Position, line: &[Move]) -> bool {
    explain_solution(start, line).outcome.blocked
}

/// The king trap: a quiet solver move (not a sacrifice) after which,
/// whatever the opponent plays, the solver can capture a king, and the line
/// does take one. The king is caught where it stands (on a diagonal it
/// cannot leave, or in a corner), not lured by a piece given away.
pub fn king_trap(start: &Position, line: &[Move]) -> bool {
    let solver = start.side_to_move();
    let takes_a_king = line.iter().step_by(2).any(|m| m.captured_king_count() > 0);
    if !takes_a_king {
        return false;
    }
    let mut pos = *start;
    for (ply, mv) in line.iter().enumerate() {
        if ply % 2 == 0 && !mv.is_capture() {
            let after = pos.after(mv);
            let replies = after.legal_moves();
            let trapped = after.count(!solver, Role::King) > 0
                && !after.must_capture()
                && !replies.is_empty()
                && replies
                    .iter()
                    .all(|r| after.after(r).legal_moves().iter().any(|c| c.captured_king_count() > 0));
            if trapped {
                return true;
            }
        }
        pos.play_unchecked(mv);
    }
    false
}

/// The Turkish strike (coup turc): the opponent's capture stops short
/// because the pieces it has jumped stay on the board until the capture
/// ends: with them gone, the same piece could capture again from where it
/// stopped. There the solver's next move takes it. Never in Turkish
/// draughts itself, where captured pieces leave at once (a capture stops
/// there only when no jump is left, or where it would turn straight back).
pub fn turkish_strike(start: &Position, line: &[Move]) -> bool {
    if start.rules().removal == Removal::AtOnce {
        return false;
    }
    let mut pos = *start;
    for (ply, mv) in line.iter().enumerate() {
        let after = pos.after(mv);
        if ply % 2 == 1 && mv.is_capture() && !mv.promotes() {
            let stopped = mv.to();
            let could_go_on = after
                .with_side_to_move(pos.side_to_move())
                .all_captures()
                .iter()
                .any(|c| c.from() == stopped);
            let taken_next = line.get(ply + 1).is_some_and(|next| next.captured().contains(&stopped));
            if could_go_on && taken_next {
                return true;
            }
        }
        pos = after;
    }
    false
}

/// Plies searched to tell a tempo ([`tempo`]).
pub const TEMPO_DEPTH: u32 = 8;

/// The tempo (opposition, "the move"): in an ending (ten pieces or fewer),
/// the first move is quiet and gives nothing away, and it wins only because
/// the opponent must then move: in the position it leaves, the opponent to
/// move loses by `margin`, while the solver to move would not win by it. A
/// search of [`TEMPO_DEPTH`] plies judges both sides.
pub fn tempo(start: &Position, line: &[Move], margin: i32) -> bool {
    let Some(first) = line.first() else { return false };
    let pieces = |c: Color| start.count(c, Role::Man) + start.count(c, Role::King);
    if pieces(Color::White) + pieces(Color::Black) > 10 || first.is_capture() || first.promotes() {
        return false;
    }
    let after = start.after(first);
    if after.must_capture() || after.legal_moves().is_empty() {
        return false;
    }
    let score = |pos: Position| {
        if pos.legal_moves().is_empty() {
            return -crate::search::MATE;
        }
        Searcher::new(16)
            .search(&Game::from_position(pos), &Limits::depth(TEMPO_DEPTH), &NoClock, None, &mut |_| {})
            .score
    };
    let solver = start.side_to_move();
    score(after) <= -margin && score(after.with_side_to_move(solver)) < margin
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn line(variant: Variant, fen: &str, moves: &[&str]) -> (Position, Vec<Move>) {
        let start = Position::from_fen(variant, fen).unwrap();
        let line = start.parse_line(moves).unwrap();
        (start, line)
    }

    #[test]
    fn one_man_given_for_two_taken_is_a_two_for_one_and_two_for_three_is_not() {
        // Black gives 7; White must take 16x7, and Black takes two: 3x19.
        let (start, moves) = line(Variant::English, "B:W15,16,21:B3,4,7,14,26", &["7-11", "16x7", "3x19"]);
        assert!(two_for_one(&start, &moves));
        // The majority-law shot gives two men and takes three.
        let (start, moves) =
            line(Variant::Brazilian, "B:W18,19,23:B11,13,14", &["11-15", "19x17", "13x15", "23-19", "15x24"]);
        assert!(!two_for_one(&start, &moves));
    }

    #[test]
    fn a_king_with_no_safe_square_is_trapped_and_a_king_lured_by_a_sacrifice_is_not() {
        // White's king on 2 is caught in the corner: 15-10, and wherever
        // it goes Black takes it.
        let (start, moves) = line(Variant::English, "B:WK2:BK15,17,21,K32", &["15-10", "2-7", "10x3"]);
        assert!(king_trap(&start, &moves));
        // Here the king is given a man to take (9-5 32x9), then taken: a shot.
        let (start, moves) = line(Variant::Brazilian, "W:WK9,K18:B24,K32", &["9-5", "32x9", "5x20"]);
        assert!(moves.iter().step_by(2).any(|m| m.captured_king_count() > 0));
        assert!(!king_trap(&start, &moves));
    }

    #[test]
    fn a_king_stopped_by_the_men_it_jumped_is_a_turkish_strike_and_a_capture_that_ends_by_itself_is_not() {
        // Black's king takes 19, 10, 9 and 22 and stops on 26: 23 is next
        // to it, but the man on 19 it already jumped is still on the board
        // behind 23. White takes the king there: 23x21.
        let (start, moves) =
            line(Variant::Brazilian, "W:W8,9,10,19,23,26,31:BK28,25", &["26-22", "28x26", "23x21"]);
        assert!(turkish_strike(&start, &moves));
        // Without the man on 23 the king's capture ends where it would end
        // anyway; White still takes it, with no strike.
        let (start, moves) =
            line(Variant::Brazilian, "W:W8,9,10,19,26,31:BK28,25", &["26-22", "28x26", "31x29"]);
        assert!(moves[2].captured().contains(&moves[1].to()));
        assert!(!turkish_strike(&start, &moves));
    }

    #[test]
    fn a_turkish_king_that_stops_rather_than_turn_back_is_no_turkish_strike() {
        // e5xb5 takes c5 and may not turn back for g5; a5xc5 then takes the
        // king. Its capture stopped by the rule against turning back, not
        // because the man it took stayed on the board: no strike.
        let (start, moves) = line(Variant::Turkish, "W:Wa5,c5,g5,a1:BKe5", &["a1-a2", "e5xb5", "a5xc5"]);
        assert!(moves[2].captured().contains(&moves[1].to()));
        assert!(!turkish_strike(&start, &moves));
    }

    #[test]
    fn an_opponent_with_pieces_and_no_move_is_blocked_and_one_with_a_free_man_is_not() {
        // After 21-17 Black's man on 28 cannot move.
        let (start, moves) = line(Variant::Brazilian, "W:W21,K32:B28", &["21-17"]);
        assert!(block(&start, &moves));
        // The same move with a black man on 12 as well: that one can move.
        let (start, moves) = line(Variant::Brazilian, "W:W21,K32:B12,28", &["21-17"]);
        assert!(!block(&start, &moves));
    }

    #[test]
    fn an_ending_won_by_giving_the_move_is_a_tempo_and_one_won_on_either_move_is_not() {
        let margin = crate::teaching::VerifyOptions::default().margin;
        // 1-6: White to move must let the man on 6 through or lose a man.
        let (start, moves) = line(Variant::Russian, "B:W12,14:B1,11", &["1-6", "14-10", "6x15"]);
        assert!(tempo(&start, &moves, margin));
        // A man that crowns wins whoever moves next: a breakthrough.
        let (start, moves) = line(Variant::Brazilian, "W:W8,29:B14,21", &["8-3"]);
        assert!(!tempo(&start, &moves, margin));
    }
}

//! Where a lost game slipped away: read off the judged moves when no move
//! of the loser's was classed a mistake.
//!
//! A move is judged at a fixed depth, so a loss that the opponent saw
//! further than that, or one that built up in small steps, is classed good
//! move by move. The evaluation still falls: the score for the loser
//! before one of their moves against the score when they are next to
//! move (after the reply), both searched to the same depth from the
//! loser's turn. The move over which it fell most is the turning point;
//! at the end of a game lost by the rules the score is a lost game, so the
//! fall is never hidden.

use super::{capped, evaluation_graph, MoveReview, MISTAKE};
use crate::Color;

/// The loser's move over which (with the reply) their score fell most.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurningPoint {
    /// Index of the move in the game.
    pub ply: usize,
    /// The score for the loser before the move, capped.
    pub before: i32,
    /// The score for the loser when next to move (or at the end), capped.
    pub after: i32,
}

impl TurningPoint {
    /// How much the score fell, in hundredths of a man.
    pub fn fall(self) -> i32 {
        self.before - self.after
    }

    /// Whether the fall is a mistake's (a man or more): the move that lost
    /// the game, though no search at the review's depth said so.
    pub fn is_decisive(self) -> bool {
        self.fall() >= MISTAKE
    }
}

/// The score for `side` (capped) when it is to move at `ply`, or at the
/// end of the judged moves: the best move's score there, else the last
/// point of the evaluation graph.
fn score_at(moves: &[MoveReview], ply: usize, side: Color) -> Option<i32> {
    match moves.get(ply) {
        Some(m) if m.mover == side => Some(capped(m.best_score)),
        Some(m) => Some(-capped(m.best_score)),
        None => {
            let last = *evaluation_graph(moves).last()?;
            Some(if side == Color::White { last } else { -last })
        }
    }
}

/// The score for `side` (capped) at its first move in `moves`; `None` when
/// it made none.
pub fn start_score(moves: &[MoveReview], side: Color) -> Option<i32> {
    let first = moves.iter().find(|m| m.mover == side)?;
    score_at(moves, first.ply, side)
}

/// The move of `loser` in `moves` (the whole game, judged) over which the
/// score for `loser` fell most, with the reply; the earliest of equal
/// falls. `None` when it never fell.
pub fn turning_point(moves: &[MoveReview], loser: Color) -> Option<TurningPoint> {
    moves
        .iter()
        .filter(|m| m.mover == loser)
        .filter_map(|m| {
            let before = score_at(moves, m.ply, loser)?;
            let after = score_at(moves, m.ply + 2, loser)?;
            Some(TurningPoint { ply: m.ply, before, after })
        })
        .filter(|t| t.fall() > 0)
        .fold(None, |best: Option<TurningPoint>, t| match best {
            Some(b) if b.fall() >= t.fall() => Some(b),
            _ => Some(t),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::MATE;
    use crate::teaching::{MoveClass, SCORE_CAP};
    use crate::{Game, Variant};

    /// A Brazilian game from the start (White first), its moves judged
    /// with these scores for the mover: (best, played).
    fn judged(scores: &[(i32, i32)]) -> Vec<MoveReview> {
        let mut game = Game::new(Variant::Brazilian);
        scores
            .iter()
            .enumerate()
            .map(|(ply, &(best_score, played_score))| {
                let mv = game.legal_moves()[0];
                let mover = game.position().side_to_move();
                game.play(&mv).unwrap();
                let loss = (capped(best_score) - capped(played_score)).max(0);
                MoveReview {
                    ply,
                    mover,
                    played: mv,
                    best: mv,
                    best_score,
                    played_score,
                    loss,
                    class: MoveClass::of_loss(loss),
                    better: vec![mv],
                    refutation: Vec::new(),
                    reasons: Vec::new(),
                    nodes: 0,
                }
            })
            .collect()
    }

    #[test]
    fn a_loss_seen_only_after_the_reply_is_placed_on_the_move_before_it() {
        // Black loses less than an inaccuracy at every move, but after
        // 3 and White's reply the score for Black falls from -0.3 to -2.0.
        let moves = judged(&[
            (0, 0),
            (0, -10),
            (30, 30),
            (-30, -60),
            (200, 200),
            (-200, -210),
            (230, 230),
            (-230, -240),
        ]);
        assert!(moves.iter().all(|m| m.class < MoveClass::Inaccuracy));
        let turn = turning_point(&moves, Color::Black).unwrap();
        assert_eq!(turn, TurningPoint { ply: 3, before: -30, after: -200 });
        assert!(turn.is_decisive());
        assert_eq!(start_score(&moves, Color::Black), Some(0));
    }

    #[test]
    fn the_last_move_falls_to_the_final_score() {
        // White's last move ends the game: Black's last move is measured
        // against the lost game at the end.
        let moves = judged(&[(0, 0), (0, 0), (0, 0), (-20, -20), (MATE - 1, MATE - 1)]);
        let turn = turning_point(&moves, Color::Black).unwrap();
        assert_eq!(turn, TurningPoint { ply: 3, before: -20, after: -SCORE_CAP });
    }

    #[test]
    fn a_side_behind_from_the_start_whose_score_never_fell_has_no_turning_point() {
        let moves = judged(&[(300, 300), (-300, -300), (300, 300), (-300, -300)]);
        assert_eq!(turning_point(&moves, Color::Black), None);
        assert_eq!(start_score(&moves, Color::Black), Some(-300));
        assert_eq!(start_score(&moves[..1], Color::Black), None);
    }

    #[test]
    fn of_equal_falls_the_earliest_is_the_turning_point() {
        let moves = judged(&[(0, 0), (0, 0), (50, 50), (-50, -50), (100, 100), (-100, -100)]);
        let turn = turning_point(&moves, Color::Black).unwrap();
        assert_eq!((turn.ply, turn.fall(), turn.is_decisive()), (1, 50, false));
    }
}

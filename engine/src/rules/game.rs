use std::fmt;

use super::outcome::{DrawReason, Outcome, WinReason};
use crate::{Color, Move, Position, Role, Variant};

/// Why a move could not be played in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over.
    GameOver(Outcome),
    /// The move is not one of the legal moves of the position.
    NotLegal,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(o) => write!(f, "the game is over: {o}"),
            PlayError::NotLegal => write!(f, "not a legal move"),
        }
    }
}

impl std::error::Error for PlayError {}

/// A game: the start position, the moves played, and how it ends by the
/// rules (no legal move, king moves without capture, repetition) or by the
/// players (agreement, resignation).
///
/// ```
/// use damas_engine::{Game, Variant};
/// let mut game = Game::new(Variant::Brazilian);
/// game.play_text("22-18").unwrap();
/// game.play_text("11-15").unwrap();
/// assert_eq!(game.moves().len(), 2);
/// game.undo();
/// assert_eq!(game.moves().len(), 1);
/// assert!(game.outcome().is_none());
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    /// The position before each move, then the current one.
    positions: Vec<Position>,
    moves: Vec<Move>,
    ended: Option<Outcome>,
}

impl Game {
    /// A game from the start position of a rule set.
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::start(variant))
    }

    /// A game from any position.
    pub fn from_position(start: Position) -> Game {
        Game { start, positions: vec![start], moves: Vec::new(), ended: None }
    }

    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.start)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position before each move, then the current one.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The legal moves now ("drop"); none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a move; it must be legal (any path of a legal capture is
    /// accepted).
    pub fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        if let Some(o) = self.outcome() {
            return Err(PlayError::GameOver(o));
        }
        let mut pos = *self.position();
        let own = pos.play(mv)?;
        self.moves.push(own);
        self.positions.push(pos);
        Ok(())
    }

    /// Takes back the last move (and reopens a game ended by agreement or
    /// resignation after it). Returns the move taken back.
    pub fn undo(&mut self) -> Option<Move> {
        self.ended = None;
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// The side to move resigns, or `color` does.
    pub fn resign(&mut self, color: Color) {
        if self.outcome().is_none() {
            self.ended = Some(Outcome::Win { winner: !color, reason: WinReason::Resignation });
        }
    }

    /// A draw offered and accepted.
    pub fn agree_draw(&mut self) {
        if self.outcome().is_none() {
            self.ended = Some(Outcome::Draw(DrawReason::Agreement));
        }
    }

    /// Consecutive reversible moves at the end of the game, both players
    /// counted: made only with kings and without a capture (in Turkish,
    /// men's steps sideways count too: [`Move::is_reversible`]).
    pub fn king_moves_in_a_row(&self) -> usize {
        self.moves.iter().rev().take_while(|m| m.is_reversible()).count()
    }

    /// How many times the current position (same side to move) has stood on
    /// the board in this game, now included.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        // Only positions since the last irreversible move (a capture, a man
        // going forwards) can repeat.
        let since = self.moves.iter().rposition(|m| !m.is_reversible());
        let from = since.map_or(0, |i| i + 1);
        self.positions[from..].iter().filter(|p| *p == now).count()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.ended.is_some() {
            return self.ended;
        }
        let pos = self.position();
        let side = pos.side_to_move();
        if pos.legal_moves().is_empty() {
            let pieces = pos.count(side, Role::Man) + pos.count(side, Role::King);
            let reason = if pieces == 0 { WinReason::NoPieces } else { WinReason::Blocked };
            return Some(Outcome::Win { winner: !side, reason });
        }
        if pos.is_one_piece_each_draw() {
            return Some(Outcome::Draw(DrawReason::OnePieceEach));
        }
        let draw = pos.rules().draw;
        if self.king_moves_in_a_row() >= draw.king_moves as usize {
            return Some(Outcome::Draw(DrawReason::KingMoves));
        }
        if self.repetitions() >= draw.repetitions as usize {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(v: Variant, fen: &str) -> Game {
        Game::from_position(Position::from_fen(v, fen).unwrap())
    }

    /// docs/RULES.md#common-rules: a player with no move on their turn loses.
    #[test]
    fn blocked_side_loses() {
        // White man on 29 is blocked by black men on 25, with 22 guarding.
        let g = game(Variant::Brazilian, "W:W29:B25,22");
        assert_eq!(g.outcome(), Some(Outcome::Win { winner: Color::Black, reason: WinReason::Blocked }));
    }

    /// docs/RULES.md#common-rules: capturing every piece wins.
    #[test]
    fn no_pieces_loses() {
        let mut g = game(Variant::Brazilian, "W:W22:B18");
        g.play_text("22x15").unwrap();
        assert_eq!(g.outcome(), Some(Outcome::Win { winner: Color::White, reason: WinReason::NoPieces }));
        let over = PlayError::GameOver(g.outcome().unwrap());
        assert_eq!(g.play_text("15-11"), Err(crate::notation::TextPlayError::Play(over)));
    }

    /// Plays king moves that never capture and never lead to a position seen
    /// before, `n` of them.
    fn wander(g: &mut Game, n: usize) {
        for _ in 0..n {
            let pos = *g.position();
            let next = pos.legal_moves().into_iter().find(|m| {
                let after = pos.after(m);
                m.is_king_move()
                    && !m.is_capture()
                    && !after.must_capture()
                    && !g.positions().contains(&after)
            });
            g.play(&next.expect("a fresh quiet king move")).unwrap();
        }
    }

    /// docs/RULES.md#draws: 20 consecutive king moves of both
    /// players without a capture draw; 19 do not.
    #[test]
    fn twenty_king_moves_draw() {
        for (v, fen) in [
            (Variant::Brazilian, "W:WK29,K30:BK3,K4"),
            (Variant::English, "B:WK29,K30:BK3,K4"),
            (Variant::International, "W:WK46,K47:BK4,K5"),
        ] {
            let mut g = game(v, fen);
            wander(&mut g, 19);
            assert_eq!(g.king_moves_in_a_row(), 19, "{v}");
            assert!(g.outcome().is_none(), "{v}");
            wander(&mut g, 1);
            assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::KingMoves)), "{v}");
        }
    }

    /// A man move restarts the king-move count.
    #[test]
    fn man_move_resets_king_count() {
        let mut g = game(Variant::Brazilian, "W:WK32,21:BK1");
        g.play_text("32-28").unwrap();
        g.play_text("1-5").unwrap();
        assert_eq!(g.king_moves_in_a_row(), 2);
        g.play_text("21-17").unwrap();
        assert_eq!(g.king_moves_in_a_row(), 0);
    }

    /// docs/RULES.md#draws: the same position three times with the
    /// same side to move draws.
    #[test]
    fn threefold_repetition_draws() {
        let mut g = game(Variant::Russian, "W:WK32:BK1");
        let cycle = ["32-28", "1-5", "28-32", "5-1"];
        for m in cycle {
            g.play_text(m).unwrap();
        }
        assert_eq!(g.repetitions(), 2);
        assert!(g.outcome().is_none());
        for m in cycle {
            g.play_text(m).unwrap();
        }
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
        g.undo();
        assert!(g.outcome().is_none());
    }

    /// docs/RULES.md#draws (agreement) and #common-rules (resignation).
    #[test]
    fn agreement_and_resignation_end_the_game() {
        let mut g = Game::new(Variant::Brazilian);
        g.agree_draw();
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
        let mut g = Game::new(Variant::English);
        g.resign(Color::Black);
        assert_eq!(g.outcome(), Some(Outcome::Win { winner: Color::White, reason: WinReason::Resignation }));
        assert_eq!(g.outcome().unwrap().result_text(), "1-0");
    }

    #[test]
    fn illegal_move_is_refused_and_changes_nothing() {
        let mut g = Game::new(Variant::Brazilian);
        let before = *g.position();
        assert_eq!(*g.position(), before);
        let other = Position::start(Variant::International).legal_moves()[0];
        assert_eq!(g.play(&other), Err(PlayError::NotLegal));
    }
}

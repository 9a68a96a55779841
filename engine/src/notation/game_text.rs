//! Move texts played in a [`Game`]: [`Game::play_text`] and
//! [`Game::replay`] (a game stored or sent as its start and its moves).

use std::fmt;

use super::MoveTextError;
use crate::{Game, Move, PlayError, Position};

/// Why a move text could not be played in a game: the text was refused, or
/// the game refused the move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextPlayError {
    /// The text names no legal move (or is not a move at all).
    Text(MoveTextError),
    /// The game is over, or the move is not legal.
    Play(PlayError),
}

impl fmt::Display for TextPlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextPlayError::Text(e) => write!(f, "{e}"),
            TextPlayError::Play(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for TextPlayError {}

impl From<PlayError> for TextPlayError {
    fn from(e: PlayError) -> TextPlayError {
        TextPlayError::Play(e)
    }
}

/// A move text of a stored or received game that could not be played
/// ([`Game::replay`]): the text and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    pub text: String,
    pub error: TextPlayError,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.text, self.error)
    }
}

impl std::error::Error for ReplayError {}

impl Game {
    /// The game from `start` with these move texts played one after the
    /// other (a game stored or sent as its start and its moves).
    ///
    /// ```
    /// use damas_engine::{Game, Position, Variant};
    /// let start = Position::start(Variant::Brazilian);
    /// assert_eq!(Game::replay(start, ["22-18", "11-15"]).unwrap().moves().len(), 2);
    /// assert_eq!(Game::replay(start, ["22-18", "22-18"]).unwrap_err().to_string(), "22-18: illegal move 22-18");
    /// ```
    pub fn replay<'a>(
        start: Position,
        moves: impl IntoIterator<Item = &'a str>,
    ) -> Result<Game, ReplayError> {
        let mut game = Game::from_position(start);
        for text in moves {
            game.play_text(text).map_err(|error| ReplayError { text: text.to_string(), error })?;
        }
        Ok(game)
    }

    /// Reads a move text and plays it; returns the move.
    pub fn play_text(&mut self, text: &str) -> Result<Move, TextPlayError> {
        if let Some(o) = self.outcome() {
            return Err(TextPlayError::Play(PlayError::GameOver(o)));
        }
        let mv = self.position().parse_move(text).map_err(TextPlayError::Text)?;
        self.play(&mv)?;
        Ok(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn a_refused_text_and_a_refused_move_are_told_apart() {
        let mut g = Game::new(Variant::Brazilian);
        assert!(matches!(g.play_text("22-26"), Err(TextPlayError::Text(MoveTextError::Illegal(_)))));
        assert!(matches!(g.play_text("x"), Err(TextPlayError::Text(_))));
        g.resign(crate::Color::White);
        assert!(matches!(g.play_text("22-18"), Err(TextPlayError::Play(PlayError::GameOver(_)))));
    }
}

//! A game as data: [`GameRecord`], the form a game takes in storage and in
//! messages (the page, the search worker, the server).

use std::fmt;

use super::ReplayError;
use crate::notation::FenError;
use crate::{Game, Position, Variant};

/// A game as its rule set, its start position (FEN) and its moves' full
/// text (every landing square, so any capture path reads back as the same
/// move). It is the unchecked form: [`GameRecord::game`] replays it, every
/// move checked; [`GameRecord::of`] writes a game.
///
/// ```
/// use damas_engine::notation::GameRecord;
/// use damas_engine::{Game, Variant};
/// let mut game = Game::new(Variant::Brazilian);
/// game.play_text("22-18").unwrap();
/// let record = GameRecord::of(&game);
/// assert_eq!(record.moves, ["22-18"]);
/// assert_eq!(record.game().unwrap().moves(), game.moves());
/// let wrong = GameRecord { moves: vec!["22-18".into(), "22-18".into()], ..record };
/// assert!(wrong.game().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameRecord {
    /// The rule set.
    pub variant: Variant,
    /// The start position, PDN FEN.
    pub start_fen: String,
    /// The moves' full text, in order.
    pub moves: Vec<String>,
}

/// Why a [`GameRecord`] is no game: its start or one of its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameRecordError {
    /// The start position does not read.
    Start(FenError),
    /// A move does not read or is not legal where it is played.
    Move(ReplayError),
}

impl fmt::Display for GameRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameRecordError::Start(e) => write!(f, "start position: {e}"),
            GameRecordError::Move(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for GameRecordError {}

impl GameRecord {
    /// The record of a game.
    pub fn of(game: &Game) -> GameRecord {
        GameRecord {
            variant: game.variant(),
            start_fen: game.start().to_fen(),
            moves: game.moves().iter().map(|m| m.full_text()).collect(),
        }
    }

    /// A record of no moves from `start`.
    pub fn from_position(start: &Position) -> GameRecord {
        GameRecord { variant: start.variant(), start_fen: start.to_fen(), moves: Vec::new() }
    }

    /// The game, every move replayed and checked.
    pub fn game(&self) -> Result<Game, GameRecordError> {
        let start = Position::from_fen(self.variant, &self.start_fen).map_err(GameRecordError::Start)?;
        Game::replay(start, self.moves.iter().map(String::as_str)).map_err(GameRecordError::Move)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_names_its_bad_start_or_its_bad_move() {
        let bad_start = GameRecord { variant: Variant::Brazilian, start_fen: "W:W99".into(), moves: vec![] };
        assert!(matches!(bad_start.game(), Err(GameRecordError::Start(_))));
        let start = Position::start(Variant::Brazilian);
        let bad_move =
            GameRecord { moves: vec!["22-18".into(), "9-5".into()], ..GameRecord::from_position(&start) };
        let err = bad_move.game().unwrap_err();
        assert!(matches!(&err, GameRecordError::Move(e) if e.text == "9-5"), "{err}");
    }

    #[cfg(feature = "serde")]
    #[test]
    fn a_record_round_trips_through_json_with_the_rule_set_by_name() {
        let mut game = Game::new(Variant::International);
        game.play_text("32-28").unwrap();
        let text = serde_json::to_string(&GameRecord::of(&game)).unwrap();
        assert!(text.contains("\"variant\":\"international\""), "{text}");
        let back: GameRecord = serde_json::from_str(&text).unwrap();
        assert_eq!(back.game().unwrap().moves(), game.moves());
    }
}

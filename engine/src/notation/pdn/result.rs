//! The result of a PDN game: `1-0`, `0-1`, `1/2-1/2` (8×8) or `2-0`, `0-2`,
//! `1-1` (10×10), and `*` for none.

use std::fmt;

use crate::{BoardSize, Color, Outcome};

/// How a game recorded in PDN ended, from White's point of view. A game
/// without a result (`*`) has none: `Option<GameResult>`.
///
/// ```
/// use damas_engine::BoardSize;
/// use damas_engine::notation::GameResult;
/// assert_eq!(GameResult::from_text("2-0"), Some(GameResult::WhiteWins));
/// assert_eq!(GameResult::from_text("1/2-1/2"), Some(GameResult::Draw));
/// assert_eq!(GameResult::from_text("*"), None);
/// assert_eq!(GameResult::Draw.text(BoardSize::Ten), "1-1");
/// assert_eq!(GameResult::BlackWins.text(BoardSize::Eight), "0-1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
}

impl GameResult {
    /// Reads a result text in either scoring (`1-0` or `2-0`, `1/2-1/2`,
    /// `½-½` or `1-1`). `*`, `?` and anything else give `None`.
    pub fn from_text(text: &str) -> Option<GameResult> {
        terminator(text.trim()).flatten()
    }

    /// The PDN text: 8×8 boards score a win 1 point, 10×10 boards 2 points
    /// (`2-0`, `0-2`, `1-1`, as in FMJD and lidraughts files).
    pub fn text(self, size: BoardSize) -> &'static str {
        match (self, size) {
            (GameResult::WhiteWins, BoardSize::Eight | BoardSize::EightFull) => "1-0",
            (GameResult::BlackWins, BoardSize::Eight | BoardSize::EightFull) => "0-1",
            (GameResult::Draw, BoardSize::Eight | BoardSize::EightFull) => "1/2-1/2",
            (GameResult::WhiteWins, BoardSize::Ten) => "2-0",
            (GameResult::BlackWins, BoardSize::Ten) => "0-2",
            (GameResult::Draw, BoardSize::Ten) => "1-1",
        }
    }

    /// The result of a game's outcome.
    pub fn from_outcome(outcome: Outcome) -> GameResult {
        match outcome.winner() {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }
}

/// The 8×8 text (`1-0`, `0-1`, `1/2-1/2`).
impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text(BoardSize::Eight))
    }
}

/// Whether a movetext word ends a game, and with which result (`*`: none).
pub(crate) fn terminator(word: &str) -> Option<Option<GameResult>> {
    match word {
        "1-0" | "2-0" => Some(Some(GameResult::WhiteWins)),
        "0-1" | "0-2" => Some(Some(GameResult::BlackWins)),
        "1/2-1/2" | "½-½" | "1-1" => Some(Some(GameResult::Draw)),
        "*" => Some(None),
        _ => None,
    }
}

//! Why a PDN game was refused, and why a PDN game could not be replayed as a
//! [`Game`](crate::Game).

use std::fmt;

use crate::notation::{FenError, MoveTextError};
use crate::{Color, PlayError};

/// Why one game of a PDN text was refused: which game (1 for the first of
/// the text), on which line, and what is wrong.
///
/// ```
/// use damas_engine::Variant;
/// use damas_engine::notation::{read_games, PdnErrorKind};
/// let games = read_games("1. 22-18 11-15 2. 18-14 *", Variant::Brazilian);
/// let err = games[0].as_ref().unwrap_err();
/// assert_eq!(err.game, 1);
/// assert!(matches!(err.kind, PdnErrorKind::Move { number: 2, .. }));
/// assert_eq!(err.to_string(), "game 1, line 1: move 2 (white) 18-14: illegal move 18-14");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnError {
    /// The game's place in the text, from 1.
    pub game: usize,
    /// The line (from 1) where the problem is.
    pub line: usize,
    pub kind: PdnErrorKind,
}

/// What is wrong in a PDN game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdnErrorKind {
    /// A tag that is not `[Name "value"]` (shown as written, shortened).
    BadTag(String),
    /// A `GameType` or `Variant` tag that names no rule set Damas plays.
    UnknownGameType { tag: String, value: String },
    /// The `FEN` tag was refused.
    Fen(FenError),
    /// A move that is not a legal move of its position: its number, the side
    /// to move, the text as written (shortened) and why.
    Move { number: u32, side: Color, text: String, error: MoveTextError },
    /// A `{` comment without its `}`.
    UnterminatedComment,
    /// A `(` variation without its `)`.
    UnterminatedVariation,
    /// A `)`, `}` or `]` that closes nothing.
    Unexpected(char),
    /// The text holds no game.
    NoGame,
}

impl fmt::Display for PdnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdnErrorKind::BadTag(t) => write!(f, "bad tag '{t}' (expected [Name \"value\"])"),
            PdnErrorKind::UnknownGameType { tag, value } => {
                write!(f, "{tag} '{value}' is not a rule set Damas plays")
            }
            PdnErrorKind::Fen(e) => write!(f, "bad FEN: {e}"),
            PdnErrorKind::Move { number, side, text, error } => {
                write!(f, "move {number} ({side}) {text}: {error}")
            }
            PdnErrorKind::UnterminatedComment => write!(f, "comment '{{' is never closed"),
            PdnErrorKind::UnterminatedVariation => write!(f, "variation '(' is never closed"),
            PdnErrorKind::Unexpected(c) => write!(f, "unexpected '{c}'"),
            PdnErrorKind::NoGame => write!(f, "no game in the text"),
        }
    }
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}: {}", self.game, self.line, self.kind)
    }
}

impl std::error::Error for PdnError {}

/// Why a PDN game could not be replayed as a [`Game`](crate::Game): a move
/// played after the rules had ended the game (for instance a 10×10 game that
/// goes on past our 20 king moves without capture).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnReplayError {
    /// The PDN move number.
    pub number: u32,
    pub side: Color,
    /// The move's text.
    pub text: String,
    pub error: PlayError,
}

impl fmt::Display for PdnReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} ({}) {}: {}", self.number, self.side, self.text, self.error)
    }
}

impl std::error::Error for PdnReplayError {}

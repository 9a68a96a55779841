use std::fmt;

use crate::Color;

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser had no pieces left.
    NoPieces,
    /// The loser's pieces were all blocked: no legal move on their turn.
    Blocked,
    /// The loser resigned.
    Resignation,
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The set number of consecutive king-only moves without a capture.
    KingMoves,
    /// The same position, same side to move, the set number of times.
    Repetition,
    /// A draw offered and accepted.
    Agreement,
    /// Each side has one piece left, where the rules make that a draw.
    OnePieceEach,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win { winner: Color, reason: WinReason },
    Draw(DrawReason),
}

impl Outcome {
    /// The PDN result text from White's point of view: `1-0`, `0-1`, `1/2-1/2`.
    pub fn result_text(self) -> &'static str {
        match self {
            Outcome::Win { winner: Color::White, .. } => "1-0",
            Outcome::Win { winner: Color::Black, .. } => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => {
                let why = match reason {
                    WinReason::NoPieces => "no pieces left",
                    WinReason::Blocked => "no legal move",
                    WinReason::Resignation => "resignation",
                };
                write!(f, "{winner} wins ({why})")
            }
            Outcome::Draw(reason) => {
                let why = match reason {
                    DrawReason::KingMoves => "king moves without capture",
                    DrawReason::Repetition => "repetition",
                    DrawReason::Agreement => "agreement",
                    DrawReason::OnePieceEach => "one piece each",
                };
                write!(f, "draw ({why})")
            }
        }
    }
}

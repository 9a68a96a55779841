//! Move text: numeric (`11-15`, `22x15`, `22x15x24`) and, on 8×8 boards,
//! algebraic (`c3-d4`, `c3xe5`).

use std::fmt;

use crate::{BoardSize, Color, Convention, Move, Position, Square, Variant};

/// Why a move text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveTextError {
    /// No squares in the text.
    Empty,
    /// A part that is not a square.
    BadSquare(String),
    /// A square number the board does not have.
    OffBoard(u32),
    /// Fewer than two squares.
    TooShort,
    /// Well formed, but no legal move follows this path.
    Illegal(String),
    /// Several legal moves follow this path; each one's full text.
    Ambiguous(Vec<String>),
}

impl fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveTextError::Empty => write!(f, "empty move"),
            MoveTextError::BadSquare(s) => write!(f, "bad square '{s}'"),
            MoveTextError::OffBoard(n) => write!(f, "square {n} is not on this board"),
            MoveTextError::TooShort => write!(f, "a move needs two squares"),
            MoveTextError::Illegal(s) => write!(f, "illegal move {s}"),
            MoveTextError::Ambiguous(all) => write!(f, "ambiguous move: one of {}", all.join(", ")),
        }
    }
}

impl std::error::Error for MoveTextError {}

/// A move as written: its squares and whether it was written as a capture.
/// Not yet checked against a position.
///
/// ```
/// use damas_engine::Variant;
/// use damas_engine::notation::MoveText;
/// let t = MoveText::parse("22x15x24", Variant::English).unwrap();
/// assert_eq!(t.squares.iter().map(|s| s.number()).collect::<Vec<_>>(), vec![22, 15, 24]);
/// assert_eq!(t.capture, Some(true));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    pub squares: Vec<Square>,
    /// `Some(true)` for `x`, `Some(false)` for `-`, `None` when not said.
    pub capture: Option<bool>,
}

const MAX_TEXT: usize = 200;

impl MoveText {
    /// Reads numeric or (8×8) algebraic move text. Trailing annotation marks
    /// (`!`, `?`, `*`, `+`) are ignored.
    pub fn parse(text: &str, variant: Variant) -> Result<MoveText, MoveTextError> {
        let size = variant.size();
        let black_first = variant.rules().first == Color::Black;
        let text = text.trim().trim_end_matches(['!', '?', '*', '+', '#']);
        if text.is_empty() {
            return Err(MoveTextError::Empty);
        }
        if text.len() > MAX_TEXT {
            return Err(MoveTextError::BadSquare(text.chars().take(20).collect::<String>() + "…"));
        }
        let mut capture = None;
        for c in text.chars() {
            match c {
                'x' | 'X' | ':' | '×' => capture = Some(true),
                '-' if capture.is_none() => capture = Some(false),
                _ => {}
            }
        }
        let parts = text.split(['x', 'X', ':', '×', '-']).map(str::trim);
        let mut squares = Vec::new();
        for part in parts {
            if part.is_empty() {
                return Err(MoveTextError::BadSquare(text.to_string()));
            }
            squares.push(parse_square(part, size, black_first)?);
        }
        if squares.len() < 2 {
            return Err(MoveTextError::TooShort);
        }
        Ok(MoveText { squares, capture })
    }
}

fn parse_square(part: &str, size: BoardSize, black_first: bool) -> Result<Square, MoveTextError> {
    // The orthogonal board's squares are named a1–h8 only.
    if part.bytes().all(|b| b.is_ascii_digit()) && !size.is_orthogonal() {
        if part.len() > 4 {
            return Err(MoveTextError::BadSquare(part.to_string()));
        }
        let n: u32 = part.parse().map_err(|_| MoveTextError::BadSquare(part.to_string()))?;
        return Square::new(n, size).ok_or(MoveTextError::OffBoard(n));
    }
    if let Some(s) = Square::from_algebraic(part, size, black_first) {
        return Ok(s);
    }
    Err(MoveTextError::BadSquare(part.chars().take(20).collect()))
}

/// Whether `wanted` (start, some landings in order, end) follows `mv`'s path.
pub(crate) fn follows(mv: &Move, wanted: &[Square]) -> bool {
    let path = mv.path();
    if wanted.first() != path.first() || wanted.last() != path.last() {
        return false;
    }
    let mut rest = path[1..path.len() - 1].iter();
    wanted[1..wanted.len() - 1].iter().all(|w| rest.any(|p| p == w))
}

impl Position {
    /// Finds the legal move a text names. The text may give just the two
    /// ends of a capture when they name one move, or more landing squares.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        let parsed = MoveText::parse(text, self.variant())?;
        self.find_move(&parsed)
    }

    /// The moves a line of texts names, each legal in turn from this
    /// position; fails at the first that is not.
    ///
    /// ```
    /// use damas_engine::{Position, Variant};
    /// let pos = Position::start(Variant::Brazilian);
    /// let line = pos.parse_line(&["22-18", "11-15", "18x11"]).unwrap();
    /// assert_eq!(line.len(), 3);
    /// assert!(pos.parse_line(&["22-18", "22-18"]).is_err());
    /// ```
    pub fn parse_line(&self, texts: &[&str]) -> Result<Vec<Move>, MoveTextError> {
        let mut pos = *self;
        texts
            .iter()
            .map(|text| {
                let mv = pos.parse_move(text)?;
                pos.play_unchecked(&mv);
                Ok(mv)
            })
            .collect()
    }

    /// Finds the legal move a parsed text names.
    pub fn find_move(&self, text: &MoveText) -> Result<Move, MoveTextError> {
        let mut found: Vec<Move> = Vec::new();
        for mv in self.moves_with(Convention::AllPaths) {
            if text.capture.is_some_and(|c| c != mv.is_capture()) || !follows(&mv, &text.squares) {
                continue;
            }
            if !found.iter().any(|m| m.same_effect(&mv)) {
                found.push(mv);
            }
        }
        if found.len() > 1 {
            // A full path names its move even when it can also be read inside a
            // longer capture with the same ends (free choice of capture).
            let exact: Vec<Move> = found.iter().copied().filter(|m| m.path() == text.squares).collect();
            if exact.len() == 1 {
                return Ok(exact[0]);
            }
        }
        match found.len() {
            1 => Ok(found[0]),
            0 => {
                let sep = if text.capture == Some(true) { "x" } else { "-" };
                let shown: Vec<String> = text.squares.iter().map(|s| s.label(self.size())).collect();
                Err(MoveTextError::Illegal(shown.join(sep)))
            }
            _ => Err(MoveTextError::Ambiguous(found.iter().map(Move::full_text).collect())),
        }
    }

    /// The numeric text of a legal move: `11-15`, `22x15`, or every landing
    /// square (`22x15x24`) when another legal capture shares both ends.
    pub fn move_text(&self, mv: &Move) -> String {
        if !mv.is_capture() {
            return mv.to_string();
        }
        let ambiguous = self
            .legal_moves()
            .iter()
            .any(|m| m.from() == mv.from() && m.to() == mv.to() && !m.same_effect(mv));
        if ambiguous {
            mv.full_text()
        } else {
            mv.to_string()
        }
    }

    /// The algebraic text of a move (8×8 boards): `c3-d4`, `c3xe5`, or every
    /// landing square when the numeric text needs them.
    pub fn algebraic_text(&self, mv: &Move) -> Option<String> {
        let black_first = self.rules().first == Color::Black;
        let names = mv
            .path()
            .iter()
            .map(|s| s.to_algebraic(self.size(), black_first))
            .collect::<Option<Vec<String>>>()?;
        let sep = if mv.is_capture() { "x" } else { "-" };
        if self.move_text(mv) == mv.full_text() {
            Some(names.join(sep))
        } else {
            Some(format!("{}{sep}{}", names[0], names[names.len() - 1]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_text_is_refused_with_its_reason() {
        let v = Variant::Brazilian;
        assert_eq!(MoveText::parse("", v), Err(MoveTextError::Empty));
        assert_eq!(MoveText::parse("12", v), Err(MoveTextError::TooShort));
        assert_eq!(MoveText::parse("12-40", v), Err(MoveTextError::OffBoard(40)));
        assert_eq!(MoveText::parse("12-z9", v), Err(MoveTextError::BadSquare("z9".into())));
        assert_eq!(MoveText::parse("12--16", v), Err(MoveTextError::BadSquare("12--16".into())));
        assert!(MoveText::parse("c3-d4", Variant::International).is_err());
    }

    #[test]
    fn algebraic_names_the_same_move() {
        let pos = Position::start(Variant::Brazilian);
        // a1 is square 29, White's bottom-left corner, so c3 is square 22.
        let mv = pos.parse_move("c3-d4").unwrap();
        assert_eq!(mv.to_string(), "22-18");
        assert_eq!(pos.algebraic_text(&mv).unwrap(), "c3-d4");
        assert_eq!(pos.parse_move(&mv.to_string()).unwrap(), mv);
    }

    #[test]
    fn illegal_text_is_refused() {
        let pos = Position::start(Variant::Brazilian);
        assert!(matches!(pos.parse_move("22-26"), Err(MoveTextError::Illegal(_))));
        assert!(matches!(pos.parse_move("22-15"), Err(MoveTextError::Illegal(_))));
        assert!(matches!(pos.parse_move("22x15"), Err(MoveTextError::Illegal(_))));
    }
}

//! PDN FEN: `W:W21,22,K30:B1,2,K9` (side to move, then each colour's squares,
//! `K` before a king). Ranges such as `W21-32` are read too. On the
//! orthogonal board (Turkish) squares are named, not numbered:
//! `W:Wa2,b2,Kd4:Ba7,h7`.

use std::fmt;

use crate::rules::geometry::Bits;
use crate::{Color, Position, Role, Square, Variant};

/// Why a FEN was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing but white space.
    Empty,
    /// The side to move is not `W` or `B`.
    BadSide(String),
    /// A section does not start with `W` or `B`.
    BadSection(String),
    /// A colour has two sections.
    ColourTwice(Color),
    /// A square is not a number.
    BadSquare(String),
    /// A square number the board does not have.
    OffBoard(u32),
    /// A square listed twice (as FEN names it).
    SquareTwice(String),
    /// A man on the row where it would have been crowned (the square as FEN
    /// names it).
    ManOnPromotionRow(String),
    /// More pieces of one colour than the rule set starts with.
    TooManyPieces { color: Color, count: usize, max: u8 },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => write!(f, "empty FEN"),
            FenError::BadSide(s) => write!(f, "bad side to move '{s}' (expected W or B)"),
            FenError::BadSection(s) => write!(f, "bad section '{s}' (expected W or B and squares)"),
            FenError::ColourTwice(c) => write!(f, "{c} pieces are listed twice"),
            FenError::BadSquare(s) => write!(f, "bad square '{s}'"),
            FenError::OffBoard(n) => write!(f, "square {n} is not on this board"),
            FenError::SquareTwice(n) => write!(f, "square {n} is listed twice"),
            FenError::ManOnPromotionRow(n) => {
                write!(f, "a man on square {n} would already be a king")
            }
            FenError::TooManyPieces { color, count, max } => {
                write!(f, "{count} {color} pieces, more than the {max} this rule set starts with")
            }
        }
    }
}

impl std::error::Error for FenError {}

/// A square as a FEN writes it: a number, or a name on the orthogonal board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SquareRef {
    Number(u32),
    Name(String),
}

/// A FEN read but not yet checked against a rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct UncheckedFen {
    pub side: Color,
    /// (colour, role, square) as written.
    pub pieces: Vec<(Color, Role, SquareRef)>,
}

/// Whether `text` has the shape of an algebraic name (`d4`).
fn is_name(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 2 && b[0].is_ascii_alphabetic() && b[1].is_ascii_digit()
}

const MAX_NUMBER: u32 = 1000;

fn parse_number(text: &str) -> Result<u32, FenError> {
    let t = text.trim();
    if t.is_empty() || t.len() > 4 || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(FenError::BadSquare(text.trim().to_string()));
    }
    t.parse::<u32>().map_err(|_| FenError::BadSquare(t.to_string()))
}

impl UncheckedFen {
    pub fn parse(text: &str) -> Result<UncheckedFen, FenError> {
        let text = text.trim().trim_matches('"').trim().trim_end_matches('.');
        if text.is_empty() {
            return Err(FenError::Empty);
        }
        let mut sections = text.split(':');
        let side_text = sections.next().unwrap_or("").trim();
        let side = match side_text {
            "W" | "w" => Color::White,
            "B" | "b" => Color::Black,
            _ => return Err(FenError::BadSide(side_text.chars().take(20).collect())),
        };
        let mut pieces = Vec::new();
        let mut seen = [false; 2];
        for section in sections {
            let section = section.trim();
            let mut chars = section.chars();
            let first = chars.next();
            let color = match first.and_then(Color::from_letter) {
                Some(c) => c,
                // Move counters of some PDN writers (`H0`, `F1`) are ignored.
                None if matches!(first, Some('H' | 'F')) => continue,
                None => return Err(FenError::BadSection(section.chars().take(20).collect())),
            };
            if std::mem::replace(&mut seen[color.index()], true) {
                return Err(FenError::ColourTwice(color));
            }
            let list = chars.as_str().trim();
            if list.is_empty() {
                continue;
            }
            for item in list.split(',') {
                let item = item.trim();
                let (role, rest) = match item.strip_prefix(['K', 'k']) {
                    Some(rest) => (Role::King, rest),
                    None => (Role::Man, item),
                };
                if is_name(rest.trim()) {
                    pieces.push((color, role, SquareRef::Name(rest.trim().to_ascii_lowercase())));
                } else if let Some((a, b)) = rest.split_once('-') {
                    let (a, b) = (parse_number(a)?, parse_number(b)?);
                    if a > b || b > MAX_NUMBER {
                        return Err(FenError::BadSquare(item.to_string()));
                    }
                    pieces.extend((a..=b).map(|n| (color, role, SquareRef::Number(n))));
                } else {
                    pieces.push((color, role, SquareRef::Number(parse_number(rest)?)));
                }
            }
        }
        Ok(UncheckedFen { side, pieces })
    }

    pub fn validate(&self, variant: Variant) -> Result<Position, FenError> {
        let rules = variant.rules();
        let size = rules.size;
        let mut by_color = [0u64; 2];
        let mut kings = 0u64;
        for (color, role, written) in &self.pieces {
            let (color, role) = (*color, *role);
            // Numbers on the diagonal boards, names (a1–h8) on the orthogonal one.
            let square = match written {
                SquareRef::Number(n) if !size.is_orthogonal() => {
                    Square::new(*n, size).ok_or(FenError::OffBoard(*n))?
                }
                SquareRef::Name(name) if size.is_orthogonal() => Square::from_algebraic(name, size, false)
                    .ok_or_else(|| FenError::BadSquare(name.clone()))?,
                SquareRef::Number(n) => return Err(FenError::BadSquare(n.to_string())),
                SquareRef::Name(name) => return Err(FenError::BadSquare(name.clone())),
            };
            let b = 1u64 << square.bit(size);
            if (by_color[0] | by_color[1]) & b != 0 {
                return Err(FenError::SquareTwice(square.label(size)));
            }
            let crowning_row = match color {
                Color::White => 0,
                Color::Black => size.rows() - 1,
            };
            if role == Role::Man && square.row(size) == crowning_row {
                return Err(FenError::ManOnPromotionRow(square.label(size)));
            }
            by_color[color.index()] |= b;
            if role == Role::King {
                kings |= b;
            }
        }
        for color in Color::ALL {
            let count = Bits(by_color[color.index()]).count();
            if count > rules.men_per_side() as usize {
                return Err(FenError::TooManyPieces { color, count, max: rules.men_per_side() });
            }
        }
        Ok(Position::from_bits(variant, by_color[0], by_color[1], kings, self.side))
    }
}

impl Position {
    /// Reads a PDN FEN for a rule set.
    ///
    /// ```
    /// use damas_engine::{Position, Variant};
    /// use damas_engine::notation::FenError;
    /// let pos = Position::from_fen(Variant::Brazilian, "W:W21,22,K30:B1,2,K9").unwrap();
    /// assert_eq!(pos.to_fen(), "W:W21,22,K30:B1,2,K9");
    /// assert_eq!(
    ///     Position::from_fen(Variant::Brazilian, "W:W33:B1"),
    ///     Err(FenError::OffBoard(33))
    /// );
    /// ```
    pub fn from_fen(variant: Variant, text: &str) -> Result<Position, FenError> {
        UncheckedFen::parse(text)?.validate(variant)
    }

    /// Writes the position as a PDN FEN, squares in order, `K` before kings.
    pub fn to_fen(&self) -> String {
        let mut out = String::new();
        out.push(self.side_to_move().letter());
        for color in Color::ALL {
            out.push(':');
            out.push(color.letter());
            let mut first = true;
            for b in Bits(self.bits(color)) {
                if !first {
                    out.push(',');
                }
                first = false;
                if self.king_bits() & (1 << b) != 0 {
                    out.push('K');
                }
                out.push_str(&Square::from_bit(b, self.size()).label(self.size()));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(v: Variant, fen: &str) -> FenError {
        Position::from_fen(v, fen).unwrap_err()
    }

    #[test]
    fn start_positions_round_trip() {
        for v in Variant::ALL {
            let pos = Position::start(v);
            assert_eq!(Position::from_fen(v, &pos.to_fen()), Ok(pos), "{v}");
        }
    }

    #[test]
    fn ranges_and_spaces_are_read() {
        let a = Position::from_fen(Variant::English, " B:W21-32:B1-12 ").unwrap();
        assert_eq!(a, Position::start(Variant::English));
    }

    #[test]
    fn each_error_is_specific() {
        let v = Variant::Brazilian;
        assert_eq!(err(v, ""), FenError::Empty);
        assert_eq!(err(v, "X:W1:B2"), FenError::BadSide("X".into()));
        assert_eq!(err(v, "W:Q1:B2"), FenError::BadSection("Q1".into()));
        assert_eq!(err(v, "W:W21:W22"), FenError::ColourTwice(Color::White));
        assert_eq!(err(v, "W:W2a:B5"), FenError::BadSquare("2a".into()));
        assert_eq!(err(v, "W:W0:B5"), FenError::OffBoard(0));
        assert_eq!(err(v, "W:W33:B5"), FenError::OffBoard(33));
        assert_eq!(err(v, "W:W21:B21"), FenError::SquareTwice("21".into()));
        assert_eq!(err(v, "W:W2:B5"), FenError::ManOnPromotionRow("2".into()));
        assert_eq!(err(v, "W:W21:B30"), FenError::ManOnPromotionRow("30".into()));
        assert_eq!(err(v, "W:Wc3:B5"), FenError::BadSquare("c3".into()));
        assert_eq!(err(v, "W:W5-17:B1"), FenError::TooManyPieces { color: Color::White, count: 13, max: 12 });
        assert_eq!(
            err(Variant::Thai, "W:W13-21:BK1"),
            FenError::TooManyPieces { color: Color::White, count: 9, max: 8 }
        );
        // 10×10 accepts squares up to 50.
        assert_eq!(err(Variant::International, "W:W51:B1"), FenError::OffBoard(51));
        assert_eq!(err(Variant::International, "W:W5:B10"), FenError::ManOnPromotionRow("5".into()));
        assert!(Position::from_fen(Variant::International, "W:W49:BK50").is_ok());
    }

    #[test]
    fn turkish_fen_names_its_squares_and_refuses_numbers() {
        let t = Variant::Turkish;
        let pos = Position::from_fen(t, "B:Wa2,Kd4:Bh7,Ka1").unwrap();
        assert_eq!(pos.to_fen(), "B:WKd4,a2:Bh7,Ka1");
        assert_eq!(Position::from_fen(t, &pos.to_fen()), Ok(pos));
        assert_eq!(
            Position::start(t).to_fen(),
            "W:Wa3,b3,c3,d3,e3,f3,g3,h3,a2,b2,c2,d2,e2,f2,g2,h2:Ba7,b7,c7,d7,e7,f7,g7,h7,a6,b6,c6,d6,e6,f6,g6,h6"
        );
        assert_eq!(err(t, "W:W12:Ba7"), FenError::BadSquare("12".into()));
        assert_eq!(err(t, "W:Wi2:Ba7"), FenError::BadSquare("i2".into()));
        assert_eq!(err(t, "W:Wa2,a2:Ba7"), FenError::SquareTwice("a2".into()));
        assert_eq!(err(t, "W:Wa8:Ba7"), FenError::ManOnPromotionRow("a8".into()));
        assert_eq!(err(t, "W:Wa2:Bh1"), FenError::ManOnPromotionRow("h1".into()));
        assert!(Position::from_fen(t, "W:WKa8:BKh1").is_ok());
    }

    #[test]
    fn kings_may_stand_anywhere() {
        let pos = Position::from_fen(Variant::Brazilian, "B:WK1,K4:BK29").unwrap();
        assert_eq!(pos.to_fen(), "B:WK1,K4:BK29");
    }
}

use crate::Color;

/// The two kinds of piece: a `Man` (pedra) moves forwards one square; a
/// `King` (dama) is a crowned man.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    Man,
    King,
}

/// A piece on the board: its colour and its role.
///
/// ```
/// use damas_engine::{Color, Piece, Role};
/// let p = Piece { color: Color::White, role: Role::King };
/// assert!(p.is_king());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    pub fn is_king(self) -> bool {
        self.role == Role::King
    }

    pub(crate) fn index(self) -> usize {
        self.color.index() * 2 + (self.role == Role::King) as usize
    }
}

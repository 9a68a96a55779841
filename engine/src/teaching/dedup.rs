//! The miner's helpers for telling positions apart: the same position
//! seen from the other side ([`mirror`]) and one key for a position and its
//! mirror ([`dedup_key`]), so a position is published once.

use crate::{Color, Position, Role, Square};

/// The same position seen from the other side: the board turned half a
/// turn and the colours swapped.
pub fn mirror(pos: &Position) -> Position {
    let size = pos.size();
    let n = size.squares() as u32;
    let mut sections = [String::new(), String::new()];
    for sq in size.all_squares() {
        if let Some(piece) = pos.piece_at(sq) {
            // The square half a turn away, named as the board's FEN names
            // it (its number, or `e4` on the orthogonal board).
            let to = Square::new(n + 1 - sq.number() as u32, size).expect("a square of the board");
            let color = !piece.color;
            let s = &mut sections[color.index()];
            if !s.is_empty() {
                s.push(',');
            }
            if piece.role == Role::King {
                s.push('K');
            }
            s.push_str(&to.label(size));
        }
    }
    let side = if pos.side_to_move() == Color::White { 'B' } else { 'W' };
    let fen = format!("{side}:W{}:B{}", sections[0], sections[1]);
    Position::from_fen(pos.variant(), &fen).unwrap_or(*pos)
}

/// A key equal for a position and its mirror (duplicates of one puzzle).
pub fn dedup_key(pos: &Position) -> String {
    let a = pos.to_fen();
    let b = mirror(pos).to_fen();
    if a <= b {
        a
    } else {
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn mirror_is_an_involution() {
        let pos =
            Position::from_fen(Variant::Brazilian, "W:W13,19,20,22,23,26,27,30,31:B1,2,6,8,9,10,11,12,21")
                .unwrap();
        assert_eq!(mirror(&mirror(&pos)), pos);
        assert_eq!(dedup_key(&pos), dedup_key(&mirror(&pos)));
        assert_eq!(mirror(&pos).side_to_move(), Color::Black);
    }

    #[test]
    fn a_turkish_position_is_mirrored_on_the_orthogonal_board() {
        // Turkish FEN names squares (a1–h8), never numbers: the mirror
        // must be written with names, or it is no position at all.
        let pos = Position::from_fen(Variant::Turkish, "W:Wa2,c3,Kd4:Bh7,g6").unwrap();
        let mirrored = mirror(&pos);
        assert_eq!(mirrored.to_fen(), "B:Wb3,a2:Bh7,f6,Ke5");
        assert_eq!(mirror(&mirrored), pos);
        assert_eq!(dedup_key(&pos), dedup_key(&mirrored));
    }
}

//! The board editor's model: a position being set up by hand, piece by
//! piece, under one rule set. Anything may be placed; the rules' checks
//! (a man on its own crowning row, more pieces than a side starts with)
//! are the engine's FEN validation, asked when the position is used
//! ([`BoardSetup::position`]), so the learner sees the reason.

use std::collections::BTreeMap;

use damas_engine::notation::FenError;
use damas_engine::{Color, Piece, Position, Role, Square, Variant};

/// What a tap on a square does in the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Brush {
    /// Puts this piece there (a tap on the same piece removes it).
    Place(Piece),
    /// Empties the square.
    Erase,
}

impl Brush {
    /// Every brush, in the order the editor offers them.
    pub const ALL: [Brush; 5] = [
        Brush::Place(Piece { color: Color::White, role: Role::Man }),
        Brush::Place(Piece { color: Color::White, role: Role::King }),
        Brush::Place(Piece { color: Color::Black, role: Role::Man }),
        Brush::Place(Piece { color: Color::Black, role: Role::King }),
        Brush::Erase,
    ];
}

/// A position being set up: the rule set, the pieces by square and the
/// side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardSetup {
    variant: Variant,
    side: Color,
    /// Pieces by square number.
    pieces: BTreeMap<u8, Piece>,
}

impl BoardSetup {
    /// The rule set's start position.
    pub fn start(variant: Variant) -> BoardSetup {
        BoardSetup::from_position(&Position::start(variant))
    }

    /// An empty board, the rule set's first player to move.
    pub fn empty(variant: Variant) -> BoardSetup {
        BoardSetup { variant, side: variant.rules().first, pieces: BTreeMap::new() }
    }

    /// The pieces and side to move of `position`.
    pub fn from_position(position: &Position) -> BoardSetup {
        let size = position.size();
        let pieces =
            size.all_squares().filter_map(|s| position.piece_at(s).map(|p| (s.number(), p))).collect();
        BoardSetup { variant: position.variant(), side: position.side_to_move(), pieces }
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    pub fn set_side_to_move(&mut self, side: Color) {
        self.side = side;
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.pieces.get(&square.number()).copied()
    }

    /// How many pieces are on the board.
    pub fn count(&self) -> usize {
        self.pieces.len()
    }

    /// A tap on `square` with `brush`: places its piece (the same piece
    /// already there is taken off), or empties the square. A square the
    /// board has not is ignored.
    pub fn apply(&mut self, square: Square, brush: Brush) {
        if Square::new(square.number().into(), self.variant.rules().size).is_none() {
            return;
        }
        match brush {
            Brush::Place(piece) if self.piece_at(square) == Some(piece) => {
                self.pieces.remove(&square.number());
            }
            Brush::Place(piece) => {
                self.pieces.insert(square.number(), piece);
            }
            Brush::Erase => {
                self.pieces.remove(&square.number());
            }
        }
    }

    /// Takes every piece off.
    pub fn clear(&mut self) {
        self.pieces.clear();
    }

    /// The set-up as a FEN, checked or not (the squares as FEN names them).
    pub fn fen(&self) -> String {
        let size = self.variant.rules().size;
        let mut out = String::new();
        out.push(self.side.letter());
        for color in Color::ALL {
            out.push(':');
            out.push(color.letter());
            let squares: Vec<String> = self
                .pieces
                .iter()
                .filter(|(_, p)| p.color == color)
                .filter_map(|(&n, p)| {
                    let square = Square::new(n.into(), size)?;
                    let king = if p.role == Role::King { "K" } else { "" };
                    Some(format!("{king}{}", square.label(size)))
                })
                .collect();
            out.push_str(&squares.join(","));
        }
        out
    }

    /// What the board shows while the set-up is edited: the pieces the
    /// rules allow where they stand, and the squares of those they do not
    /// (a man on its own crowning row; pieces beyond what a side starts
    /// with), which the board marks.
    pub fn shown(&self) -> (Position, Vec<Square>) {
        let rules = self.variant.rules();
        let size = rules.size;
        let mut kept = BoardSetup { pieces: BTreeMap::new(), ..self.clone() };
        let mut left = Vec::new();
        let mut counts = [0u8; 2];
        for (&n, &piece) in &self.pieces {
            let Some(square) = Square::new(n.into(), size) else { continue };
            let crowning_row = match piece.color {
                Color::White => 0,
                Color::Black => size.rows() - 1,
            };
            let count = &mut counts[usize::from(piece.color == Color::Black)];
            if (piece.role == Role::Man && square.row(size) == crowning_row) || *count >= rules.men_per_side()
            {
                left.push(square);
            } else {
                *count += 1;
                kept.pieces.insert(n, piece);
            }
        }
        (kept.position().unwrap_or_else(|_| Position::start(self.variant)), left)
    }

    /// The position, or why the rules do not allow it (the engine's FEN
    /// checks: a man on the row where it would be crowned, more pieces
    /// of a colour than the rule set starts with). A position no game
    /// could reach is allowed otherwise, as an empty side is.
    pub fn position(&self) -> Result<Position, FenError> {
        Position::from_fen(self.variant, &self.fen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(n: u32, variant: Variant) -> Square {
        Square::new(n, variant.rules().size).unwrap()
    }

    const WHITE_MAN: Piece = Piece { color: Color::White, role: Role::Man };
    const BLACK_KING: Piece = Piece { color: Color::Black, role: Role::King };

    #[test]
    fn the_start_set_up_is_the_rule_sets_start_position_for_every_rule_set() {
        for variant in Variant::ALL {
            let setup = BoardSetup::start(variant);
            assert_eq!(setup.position(), Ok(Position::start(variant)), "{variant}");
        }
    }

    #[test]
    fn a_tap_places_a_piece_and_a_second_tap_with_the_same_piece_takes_it_off() {
        let v = Variant::Brazilian;
        let mut setup = BoardSetup::empty(v);
        setup.apply(sq(22, v), Brush::Place(WHITE_MAN));
        setup.apply(sq(9, v), Brush::Place(BLACK_KING));
        assert_eq!(setup.position().unwrap().to_fen(), "W:W22:BK9");
        setup.apply(sq(22, v), Brush::Place(WHITE_MAN));
        assert_eq!(setup.piece_at(sq(22, v)), None);
        // Another piece replaces the one there; the eraser empties it.
        setup.apply(sq(9, v), Brush::Place(WHITE_MAN));
        assert_eq!(setup.piece_at(sq(9, v)), Some(WHITE_MAN));
        setup.apply(sq(9, v), Brush::Erase);
        assert_eq!(setup.count(), 0);
    }

    #[test]
    fn side_to_move_and_clear_shape_the_position() {
        let mut setup = BoardSetup::start(Variant::English);
        setup.set_side_to_move(Color::White);
        assert_eq!(setup.position().unwrap().side_to_move(), Color::White);
        setup.clear();
        assert_eq!(setup.position().unwrap().to_fen(), "W:W:B");
    }

    #[test]
    fn a_man_on_its_own_crowning_row_is_refused_with_the_reason() {
        let v = Variant::Brazilian;
        let mut setup = BoardSetup::empty(v);
        setup.apply(sq(2, v), Brush::Place(WHITE_MAN));
        assert_eq!(setup.position(), Err(FenError::ManOnPromotionRow("2".into())));
        // A king there is allowed.
        setup.apply(sq(2, v), Brush::Place(Piece { color: Color::White, role: Role::King }));
        assert!(setup.position().is_ok());
    }

    #[test]
    fn more_pieces_than_a_side_starts_with_are_refused() {
        let v = Variant::English;
        let mut setup = BoardSetup::start(v);
        setup.apply(sq(13, v), Brush::Place(BLACK_KING));
        assert_eq!(
            setup.position(),
            Err(FenError::TooManyPieces { color: Color::Black, count: 13, max: 12 })
        );
    }

    #[test]
    fn the_board_shows_the_allowed_pieces_and_marks_the_refused_ones() {
        let v = Variant::English;
        let mut setup = BoardSetup::start(v);
        setup.apply(sq(13, v), Brush::Place(BLACK_KING));
        setup.apply(sq(30, v), Brush::Erase);
        setup.apply(sq(30, v), Brush::Place(Piece { color: Color::Black, role: Role::Man }));
        let (shown, refused) = setup.shown();
        // Dark's 30 is on its crowning row; its 13th piece is one too many.
        assert_eq!(refused, [sq(13, v), sq(30, v)]);
        assert_eq!(shown.count(Color::Black, Role::Man) + shown.count(Color::Black, Role::King), 12);
        assert_eq!(shown.piece_at(sq(30, v)), None);
        assert_eq!(BoardSetup::start(v).shown(), (Position::start(v), Vec::new()));
    }

    #[test]
    fn a_position_no_game_could_reach_is_allowed_where_the_rules_allow_it() {
        // Twelve kings against nothing: no game gets there, the rules allow it.
        let v = Variant::Brazilian;
        let mut setup = BoardSetup::empty(v);
        for n in 1..=12 {
            setup.apply(sq(n, v), Brush::Place(Piece { color: Color::White, role: Role::King }));
        }
        assert!(setup.position().is_ok());
    }

    #[test]
    fn the_turkish_board_names_its_squares_in_the_fen() {
        let setup = BoardSetup::start(Variant::Turkish);
        let fen = setup.fen();
        assert!(fen.contains("a2") && !fen.contains(",9,"), "{fen}");
        assert_eq!(setup.position(), Ok(Position::start(Variant::Turkish)));
    }
}

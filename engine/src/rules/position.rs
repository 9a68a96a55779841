use super::geometry::{Bits, Eight, Full, Geometry, Ten};
use super::movegen::{self, CaptureSearch, Convention, Law, Sides};
use super::zobrist;
use crate::{BoardSize, Color, Move, Piece, PlayError, Role, Rules, Square, Variant};

/// A position: the pieces, the side to move and the rule set.
///
/// Positions are small `Copy` values with an incrementally updated Zobrist
/// hash. Build one with [`Position::start`] or [`Position::from_fen`].
///
/// ```
/// use damas_engine::{Position, Variant};
/// let mut pos = Position::start(Variant::Brazilian);
/// assert_eq!(pos.legal_moves().len(), 7);
/// let mv = pos.parse_move("22-18").unwrap();
/// pos.play(&mv).unwrap();
/// assert_eq!(pos.to_fen(), "B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    variant: Variant,
    by_color: [u64; 2],
    kings: u64,
    side: Color,
    hash: u64,
}

impl Position {
    /// The start position of a rule set.
    pub fn start(variant: Variant) -> Position {
        let rules = variant.rules();
        let size = rules.size;
        let mut black = 0;
        let mut white = 0;
        for r in rules.empty_back_rows..rules.empty_back_rows + rules.men_rows {
            black |= size.row_mask(r);
            white |= size.row_mask(size.rows() - 1 - r);
        }
        Position::from_bits(variant, white, black, 0, rules.first)
    }

    /// A position from bitboards; the caller guarantees they are disjoint and
    /// valid for the board.
    pub(crate) fn from_bits(variant: Variant, white: u64, black: u64, kings: u64, side: Color) -> Position {
        let mut pos = Position { variant, by_color: [white, black], kings, side, hash: 0 };
        pos.hash = pos.compute_hash();
        pos
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn rules(&self) -> &'static Rules {
        self.variant.rules()
    }

    pub fn size(&self) -> BoardSize {
        self.variant.size()
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The Zobrist hash of the pieces and the side to move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub(crate) fn bits(&self, color: Color) -> u64 {
        self.by_color[color.index()]
    }

    pub(crate) fn king_bits(&self) -> u64 {
        self.kings
    }

    /// The piece on a square, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let b = 1u64 << square.bit(self.size());
        let color = if self.by_color[0] & b != 0 {
            Color::White
        } else if self.by_color[1] & b != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings & b != 0 { Role::King } else { Role::Man };
        Some(Piece { color, role })
    }

    /// The squares of one colour's pieces of one role, in board order.
    pub fn squares_of(&self, color: Color, role: Role) -> Vec<Square> {
        let mask = match role {
            Role::King => self.kings,
            Role::Man => !self.kings,
        };
        Bits(self.bits(color) & mask).map(|b| Square::from_bit(b, self.size())).collect()
    }

    /// How many pieces of one colour and role are on the board.
    pub fn count(&self, color: Color, role: Role) -> u32 {
        let mask = match role {
            Role::King => self.kings,
            Role::Man => !self.kings,
        };
        (self.bits(color) & mask).count_ones()
    }

    /// Whether the rules draw this position at once: one piece each, in a
    /// rule set that says so ([`crate::DrawRules::one_piece_each`]).
    pub fn is_one_piece_each_draw(&self) -> bool {
        self.rules().draw.one_piece_each
            && self.by_color[0].count_ones() == 1
            && self.by_color[1].count_ones() == 1
    }

    /// The legal moves, with equal captures merged ("drop").
    pub fn legal_moves(&self) -> Vec<Move> {
        self.moves_with(Convention::Drop)
    }

    /// The legal moves under a convention.
    pub fn moves_with(&self, convention: Convention) -> Vec<Move> {
        let mut out = Vec::with_capacity(32);
        self.generate(convention, &mut out);
        out
    }

    /// Appends the legal moves to `out` (reusing its allocation).
    pub fn generate(&self, convention: Convention, out: &mut Vec<Move>) {
        match self.size() {
            BoardSize::Eight => self.generate_in::<Eight>(convention, Law::Apply, out),
            BoardSize::Ten => self.generate_in::<Ten>(convention, Law::Apply, out),
            BoardSize::EightFull => self.generate_in::<Full>(convention, Law::Apply, out),
        }
    }

    /// Every complete capture sequence, whatever the capture-choice law says
    /// ("drop" convention). Empty when the side to move cannot capture.
    pub fn all_captures(&self) -> Vec<Move> {
        let mut out = Vec::new();
        if self.must_capture() {
            match self.size() {
                BoardSize::Eight => self.generate_in::<Eight>(Convention::Drop, Law::Ignore, &mut out),
                BoardSize::Ten => self.generate_in::<Ten>(Convention::Drop, Law::Ignore, &mut out),
                BoardSize::EightFull => self.generate_in::<Full>(Convention::Drop, Law::Ignore, &mut out),
            }
        }
        out
    }

    fn generate_in<G: Geometry>(&self, convention: Convention, law: Law, out: &mut Vec<Move>) {
        self.generate_with::<G>(self.rules(), convention, law, out);
    }

    /// `generate` on a board and under rules the caller knows (they are this
    /// position's): perft's walk looks them up once.
    #[inline]
    pub(crate) fn generate_with<G: Geometry>(
        &self,
        rules: &Rules,
        convention: Convention,
        law: Law,
        out: &mut Vec<Move>,
    ) {
        let s = Sides::of(self);
        let capturers = movegen::capturers::<G>(&s, rules).pieces;
        if capturers != 0 {
            CaptureSearch::<G>::run(&s, capturers, rules, convention, law, false, out);
        } else {
            movegen::quiet_moves::<G>(&s, rules, out);
        }
    }

    /// Whether the opponent would have a capture if it were its turn: a
    /// capture threatened against the side to move.
    pub fn threatened(&self) -> bool {
        self.with_side_to_move(!self.side_to_move()).must_capture()
    }

    /// Whether the side to move must capture.
    pub fn must_capture(&self) -> bool {
        let s = Sides::of(self);
        match self.size() {
            BoardSize::Eight => movegen::capturers::<Eight>(&s, self.rules()).pieces != 0,
            BoardSize::Ten => movegen::capturers::<Ten>(&s, self.rules()).pieces != 0,
            BoardSize::EightFull => movegen::capturers::<Full>(&s, self.rules()).pieces != 0,
        }
    }

    /// Counts the legal moves; quiet moves are counted without being built.
    pub fn count_moves(&self, convention: Convention, scratch: &mut Vec<Move>) -> u64 {
        match self.size() {
            BoardSize::Eight => self.count_in::<Eight>(convention, scratch),
            BoardSize::Ten => self.count_in::<Ten>(convention, scratch),
            BoardSize::EightFull => self.count_in::<Full>(convention, scratch),
        }
    }

    fn count_in<G: Geometry>(&self, convention: Convention, scratch: &mut Vec<Move>) -> u64 {
        self.count_with::<G>(self.rules(), convention, scratch)
    }

    /// `count_moves` on a board and under rules the caller knows (they are
    /// this position's).
    #[inline]
    pub(crate) fn count_with<G: Geometry>(
        &self,
        rules: &Rules,
        convention: Convention,
        scratch: &mut Vec<Move>,
    ) -> u64 {
        let s = Sides::of(self);
        let capturers = movegen::capturers::<G>(&s, rules);
        if capturers.pieces != 0 {
            scratch.clear();
            CaptureSearch::<G>::count(&s, &capturers, rules, convention, scratch)
        } else {
            movegen::count_quiet::<G>(&s, rules)
        }
    }

    /// Plays `mv` if it is legal here: the position's own move with the same
    /// effect (any path of a legal capture is accepted) is played and
    /// returned. Otherwise the position is unchanged and the error is
    /// [`PlayError::NotLegal`].
    ///
    /// ```
    /// use damas_engine::{PlayError, Position, Variant};
    /// let mut pos = Position::start(Variant::Brazilian);
    /// let from_elsewhere = Position::start(Variant::English).legal_moves()[0];
    /// assert_eq!(pos.play(&from_elsewhere), Err(PlayError::NotLegal));
    /// assert_eq!(pos, Position::start(Variant::Brazilian));
    /// ```
    pub fn play(&mut self, mv: &Move) -> Result<Move, PlayError> {
        let own = self.own_move(mv).ok_or(PlayError::NotLegal)?;
        self.play_unchecked(&own);
        Ok(own)
    }

    /// The position's own legal move that `mv` stands for: the same move, or
    /// another path of a capture with the same effect, on the same board.
    /// Play it rather than the caller's copy, whose flags could come from
    /// another position.
    pub fn own_move(&self, mv: &Move) -> Option<Move> {
        let paths = self.moves_with(Convention::AllPaths);
        let own =
            paths.iter().find(|m| *m == mv).or_else(|| paths.iter().find(|m| m.same_effect(mv))).copied();
        own.filter(|m| m.size == mv.size)
    }

    /// Plays a move returned by this position's move generator, without
    /// checking it: the fast path of search, perft and replays of moves just
    /// generated. A move from another position leaves a position that breaks
    /// the rules (it never panics). Untrusted moves go through
    /// [`Position::play`].
    pub fn play_unchecked(&mut self, mv: &Move) {
        *self = self.after(mv);
    }

    /// The position after a move returned by this position's move generator.
    /// Written field by field (no copy of `self` then update), which keeps the
    /// perft and search hot path free of store-forwarding stalls.
    pub fn after(&self, mv: &Move) -> Position {
        self.after_with::<true>(mv)
    }

    /// `after` without updating the hash (perft does not need it).
    pub(crate) fn after_unhashed(&self, mv: &Move) -> Position {
        self.after_with::<false>(mv)
    }

    #[inline(always)]
    fn after_with<const HASH: bool>(&self, mv: &Move) -> Position {
        let white_moves = self.side == Color::White;
        let [white, black] = self.by_color;
        let (own, opp) = if white_moves { (white, black) } else { (black, white) };
        let from = 1u64 << mv.start_bit();
        let to = 1u64 << mv.end_bit();
        let crowned = mv.by_king || mv.promotes;
        let own = (own & !from) | to;
        let opp = opp & !mv.captured;
        let kings = (self.kings & !from & !mv.captured) | if crowned { to } else { 0 };
        let by_color = if white_moves { [own, opp] } else { [opp, own] };
        let side = !self.side;
        if !HASH {
            return Position { variant: self.variant, by_color, kings, side, hash: 0 };
        }
        let was = Piece { color: self.side, role: if mv.by_king { Role::King } else { Role::Man } };
        let now = Piece { role: if crowned { Role::King } else { Role::Man }, ..was };
        let keys = &zobrist::PIECE;
        let mut hash = self.hash
            ^ zobrist::BLACK_TO_MOVE
            ^ keys[was.index()][mv.start_bit() as usize]
            ^ keys[now.index()][mv.end_bit() as usize];
        if mv.captured != 0 {
            let theirs = 2 * (!self.side).index();
            for b in Bits(mv.captured & !mv.captured_kings) {
                hash ^= keys[theirs][b as usize];
            }
            for b in Bits(mv.captured_kings) {
                hash ^= keys[theirs + 1][b as usize];
            }
        }
        Position { variant: self.variant, by_color, kings, side, hash }
    }

    /// The hash computed from scratch (the incremental one must equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.side == Color::Black { zobrist::BLACK_TO_MOVE } else { 0 };
        for color in Color::ALL {
            for b in Bits(self.bits(color)) {
                let role = if self.kings & (1 << b) != 0 { Role::King } else { Role::Man };
                h ^= zobrist::PIECE[Piece { color, role }.index()][b as usize];
            }
        }
        h
    }

    /// The same pieces with the other side to move (for analysis and tests).
    pub fn with_side_to_move(&self, side: Color) -> Position {
        Position::from_bits(self.variant, self.by_color[0], self.by_color[1], self.kings, side)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_takes_any_path_of_a_legal_move_and_refuses_the_rest() {
        // The short king goes round the square either way: one legal move,
        // two paths.
        let start = Position::from_fen(Variant::English, "W:WK22:B18,19,26,27").unwrap();
        let paths = start.moves_with(Convention::AllPaths);
        assert_eq!(paths.len(), 2);
        let expected = start.after(&start.legal_moves()[0]);
        for path in &paths {
            let mut pos = start;
            assert_eq!(pos.play(path), Ok(*path));
            assert_eq!(pos, expected);
        }
        // A move of another position is refused and changes nothing.
        let mut pos = start;
        let elsewhere = Position::start(Variant::English).legal_moves()[0];
        assert_eq!(pos.play(&elsewhere), Err(PlayError::NotLegal));
        assert_eq!(pos, start);
    }
}

//! Why a move is illegal: the explanations of the rules tutor.
//!
//! [`Position::explain`] walks an attempted path over the board square by
//! square, with the captured pieces kept on the board until the move ends, so
//! that the reason names the first wrong step. A path whose every step obeys
//! the rules of movement is then compared with the legal move list for the
//! compulsory capture, the majority law and the Italian tie-breaks.

use crate::notation::{MoveText, MoveTextError};
use crate::{
    BoardSize, CaptureChoice, Color, Convention, KingRange, Move, Piece, Position, PromotionInCapture,
    Removal, Role, Rules, Square,
};

/// What the rules say about an attempted move.
///
/// ```
/// use damas_engine::{BoardSize, Position, Square, Variant};
/// use damas_engine::teaching::Verdict;
/// let pos = Position::start(Variant::Brazilian);
/// let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
/// assert!(matches!(pos.explain(&[sq(22), sq(18)]), Verdict::Legal(_)));
/// assert!(matches!(pos.explain(&[sq(22), sq(26)]), Verdict::Illegal(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A complete legal move (the "drop" move it names).
    Legal(Move),
    /// A legal beginning of a capture that must go on: the squares the piece
    /// may land on next. A lone start square is answered the same way, with
    /// every square its piece may go to next (quiet moves too), so that a
    /// board can highlight them.
    Incomplete { next: Vec<Square> },
    /// The rule that forbids it.
    Illegal(Illegal),
}

/// Why an attempted move is not legal: the rule it breaks, with the squares
/// and counts the tutor shows. It has no words: the catalogue words each
/// reason (`locales/<lang>/reasons.ftl`, through the `damas-texts` crate),
/// for the app, the command line and the server alike.
///
/// ```
/// use damas_engine::{BoardSize, Position, Square, Variant};
/// use damas_engine::teaching::{Illegal, Verdict};
/// let pos = Position::start(Variant::Brazilian);
/// let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
/// assert_eq!(
///     pos.explain(&[sq(21), sq(25)]),
///     Verdict::Illegal(Illegal::ManMovesForwardOnly { from: sq(21), to: sq(25) })
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The path has no square at all.
    NoSquares,
    /// A square this board does not have (a 10×10 number on an 8×8 board).
    OffBoard { square: Square },
    /// The side to move has no legal move: it has lost the game.
    NoLegalMove { side: Color },
    /// There is no piece on the start square.
    EmptySquare { at: Square },
    /// The piece on the start square belongs to the opponent.
    OpponentPiece { at: Square },
    /// The piece on the start square has no move at all.
    PieceCannotMove { at: Square },
    /// The path is a lone start square: a move needs where it goes. `next`
    /// are the squares the piece may go to (from [`Position::explain_move`]).
    NoDestination { from: Square, next: Vec<Square> },
    /// Two consecutive squares of the path are not on one diagonal.
    NotDiagonal { from: Square, to: Square },
    /// Two consecutive squares of the path are not on one row or column
    /// (Turkish: pieces never move diagonally).
    NotOrthogonal { from: Square, to: Square },
    /// A man's move goes backwards.
    ManMovesForwardOnly { from: Square, to: Square },
    /// A man's move or capture goes backwards where men also move sideways
    /// (Turkish).
    ManNeverMovesBackwards { from: Square, to: Square },
    /// A man (or a short king) moves one square at a time.
    MovesOneSquare { role: Role, from: Square, to: Square },
    /// The destination of a move is occupied.
    Occupied { at: Square },
    /// A flying king's path goes through the piece on `by`.
    PathBlocked { from: Square, to: Square, by: Square },
    /// Capturing is compulsory: these pieces can capture.
    CaptureIsCompulsory { capturers: Vec<Square> },
    /// The majority law: this capture takes `takes` pieces, another takes
    /// `most` (such as `example`).
    MajorityLaw { takes: u32, most: u32, example: Move },
    /// The Italian law: between captures of as many pieces, the one taking
    /// most kings is compulsory; this takes `takes` kings, `example` `most`.
    MoreKingsMustBeTaken { takes: u32, most: u32, example: Move },
    /// The Italian law: between otherwise equal captures, the capture must be
    /// made by the king (such as `example`).
    KingMustCapture { example: Move },
    /// A man may not capture a king (Italian); the king is on `at`.
    ManCannotCaptureKing { at: Square },
    /// Men capture only forwards in this rule set.
    MenCaptureForwardOnly { from: Square, to: Square },
    /// The piece jumped on `at` is the player's own.
    JumpsOwnPiece { at: Square },
    /// The piece on `at` was already jumped in this move.
    JumpedTwice { at: Square },
    /// The piece captured on `at` is still on the board (it leaves only when
    /// the move ends) and is in the way.
    CapturedPieceBlocks { at: Square },
    /// The piece on `at` was taken earlier in this capture and is already off
    /// the board (Turkish): there is nothing there to jump.
    CapturedPieceGone { at: Square },
    /// Between two jumps of one capture the piece turns back the way it came
    /// from `at` (Turkish forbids it).
    TurnsBack { at: Square },
    /// A jump over two pieces at once.
    TwoPiecesAtOnce { first: Square, second: Square },
    /// A step of a capture that jumps no piece.
    NoPieceJumped { from: Square, to: Square },
    /// A man (or a short king) jumps only an adjacent piece and lands right
    /// behind it.
    JumpsAdjacentOnly { role: Role, from: Square, to: Square },
    /// The landing square of a jump is occupied.
    LandingOccupied { at: Square },
    /// The capture may go on from some landing squares of this jump: the king
    /// must land on one of them (`allowed`), not on `at`.
    MustLandWhereCaptureContinues { at: Square, allowed: Vec<Square> },
    /// The path stops on `at` but the capture must go on, to one of `next`
    /// (from [`Position::explain_move`]).
    CaptureMustGoOn { at: Square, next: Vec<Square> },
    /// A man reaching the last row during a capture is crowned on `at`, and
    /// that ends the move.
    CrownedMoveEnds { at: Square },
    /// The move ended on `at`; the path goes on.
    MoveEnded { at: Square },
    /// No rule above explains it, yet the move generator has no such move.
    /// It should not happen: please report the position and the path.
    NotAMove,
}

/// The rule an [`Illegal`] reason names, without its squares and counts:
/// small and `Copy`, to compare and to store (a lesson says which rule a
/// wrong move breaks). [`Illegal::kind`] gives it; each reason has its own
/// kind, so a new reason is a new kind.
///
/// ```
/// use damas_engine::{BoardSize, Square};
/// use damas_engine::teaching::{Illegal, IllegalKind};
/// let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
/// let reason = Illegal::ManMovesForwardOnly { from: sq(21), to: sq(25) };
/// assert_eq!(reason.kind(), IllegalKind::ManMovesForwardOnly);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, strum::EnumIter, strum::VariantArray)]
pub enum IllegalKind {
    /// The kind of [`Illegal::NoSquares`].
    NoSquares,
    /// The kind of [`Illegal::OffBoard`].
    OffBoard,
    /// The kind of [`Illegal::NoLegalMove`].
    NoLegalMove,
    /// The kind of [`Illegal::EmptySquare`].
    EmptySquare,
    /// The kind of [`Illegal::OpponentPiece`].
    OpponentPiece,
    /// The kind of [`Illegal::PieceCannotMove`].
    PieceCannotMove,
    /// The kind of [`Illegal::NoDestination`].
    NoDestination,
    /// The kind of [`Illegal::NotDiagonal`].
    NotDiagonal,
    /// The kind of [`Illegal::NotOrthogonal`].
    NotOrthogonal,
    /// The kind of [`Illegal::ManMovesForwardOnly`].
    ManMovesForwardOnly,
    /// The kind of [`Illegal::ManNeverMovesBackwards`].
    ManNeverMovesBackwards,
    /// The kind of [`Illegal::MovesOneSquare`].
    MovesOneSquare,
    /// The kind of [`Illegal::Occupied`].
    Occupied,
    /// The kind of [`Illegal::PathBlocked`].
    PathBlocked,
    /// The kind of [`Illegal::CaptureIsCompulsory`].
    CaptureIsCompulsory,
    /// The kind of [`Illegal::MajorityLaw`].
    MajorityLaw,
    /// The kind of [`Illegal::MoreKingsMustBeTaken`].
    MoreKingsMustBeTaken,
    /// The kind of [`Illegal::KingMustCapture`].
    KingMustCapture,
    /// The kind of [`Illegal::ManCannotCaptureKing`].
    ManCannotCaptureKing,
    /// The kind of [`Illegal::MenCaptureForwardOnly`].
    MenCaptureForwardOnly,
    /// The kind of [`Illegal::JumpsOwnPiece`].
    JumpsOwnPiece,
    /// The kind of [`Illegal::JumpedTwice`].
    JumpedTwice,
    /// The kind of [`Illegal::CapturedPieceBlocks`].
    CapturedPieceBlocks,
    /// The kind of [`Illegal::CapturedPieceGone`].
    CapturedPieceGone,
    /// The kind of [`Illegal::TurnsBack`].
    TurnsBack,
    /// The kind of [`Illegal::TwoPiecesAtOnce`].
    TwoPiecesAtOnce,
    /// The kind of [`Illegal::NoPieceJumped`].
    NoPieceJumped,
    /// The kind of [`Illegal::JumpsAdjacentOnly`].
    JumpsAdjacentOnly,
    /// The kind of [`Illegal::LandingOccupied`].
    LandingOccupied,
    /// The kind of [`Illegal::MustLandWhereCaptureContinues`].
    MustLandWhereCaptureContinues,
    /// The kind of [`Illegal::CaptureMustGoOn`].
    CaptureMustGoOn,
    /// The kind of [`Illegal::CrownedMoveEnds`].
    CrownedMoveEnds,
    /// The kind of [`Illegal::MoveEnded`].
    MoveEnded,
    /// The kind of [`Illegal::NotAMove`].
    NotAMove,
}

impl IllegalKind {
    /// Every kind, in the order of [`Illegal`]'s variants.
    pub const ALL: [IllegalKind; <IllegalKind as strum::VariantArray>::VARIANTS.len()] =
        crate::listed::array_of(<IllegalKind as strum::VariantArray>::VARIANTS);
}

impl Illegal {
    /// The rule this reason names, without its squares.
    pub fn kind(&self) -> IllegalKind {
        use IllegalKind as K;
        // No `_` arm: a new reason must be given its own kind here.
        match self {
            Illegal::NoSquares => K::NoSquares,
            Illegal::OffBoard { .. } => K::OffBoard,
            Illegal::NoLegalMove { .. } => K::NoLegalMove,
            Illegal::EmptySquare { .. } => K::EmptySquare,
            Illegal::OpponentPiece { .. } => K::OpponentPiece,
            Illegal::PieceCannotMove { .. } => K::PieceCannotMove,
            Illegal::NoDestination { .. } => K::NoDestination,
            Illegal::NotDiagonal { .. } => K::NotDiagonal,
            Illegal::NotOrthogonal { .. } => K::NotOrthogonal,
            Illegal::ManMovesForwardOnly { .. } => K::ManMovesForwardOnly,
            Illegal::ManNeverMovesBackwards { .. } => K::ManNeverMovesBackwards,
            Illegal::MovesOneSquare { .. } => K::MovesOneSquare,
            Illegal::Occupied { .. } => K::Occupied,
            Illegal::PathBlocked { .. } => K::PathBlocked,
            Illegal::CaptureIsCompulsory { .. } => K::CaptureIsCompulsory,
            Illegal::MajorityLaw { .. } => K::MajorityLaw,
            Illegal::MoreKingsMustBeTaken { .. } => K::MoreKingsMustBeTaken,
            Illegal::KingMustCapture { .. } => K::KingMustCapture,
            Illegal::ManCannotCaptureKing { .. } => K::ManCannotCaptureKing,
            Illegal::MenCaptureForwardOnly { .. } => K::MenCaptureForwardOnly,
            Illegal::JumpsOwnPiece { .. } => K::JumpsOwnPiece,
            Illegal::JumpedTwice { .. } => K::JumpedTwice,
            Illegal::CapturedPieceBlocks { .. } => K::CapturedPieceBlocks,
            Illegal::CapturedPieceGone { .. } => K::CapturedPieceGone,
            Illegal::TurnsBack { .. } => K::TurnsBack,
            Illegal::TwoPiecesAtOnce { .. } => K::TwoPiecesAtOnce,
            Illegal::NoPieceJumped { .. } => K::NoPieceJumped,
            Illegal::JumpsAdjacentOnly { .. } => K::JumpsAdjacentOnly,
            Illegal::LandingOccupied { .. } => K::LandingOccupied,
            Illegal::MustLandWhereCaptureContinues { .. } => K::MustLandWhereCaptureContinues,
            Illegal::CaptureMustGoOn { .. } => K::CaptureMustGoOn,
            Illegal::CrownedMoveEnds { .. } => K::CrownedMoveEnds,
            Illegal::MoveEnded { .. } => K::MoveEnded,
            Illegal::NotAMove => K::NotAMove,
        }
    }
}

/// Sorted, without repeats.
fn set(mut squares: Vec<Square>) -> Vec<Square> {
    squares.sort();
    squares.dedup();
    squares
}

impl Position {
    /// Explains an attempted move given as its squares (start, then each
    /// landing square; for a quiet move start and end).
    ///
    /// ```
    /// use damas_engine::{BoardSize, Position, Square, Variant};
    /// use damas_engine::teaching::{Illegal, Verdict};
    /// let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
    /// // White man on 22, black man on 18: the capture 22x15 is compulsory.
    /// let pos = Position::from_fen(Variant::Brazilian, "W:W22,31:B18").unwrap();
    /// assert_eq!(
    ///     pos.explain(&[sq(31), sq(27)]),
    ///     Verdict::Illegal(Illegal::CaptureIsCompulsory { capturers: vec![sq(22)] })
    /// );
    /// assert_eq!(pos.explain(&[sq(22)]), Verdict::Incomplete { next: vec![sq(15)] });
    /// assert!(matches!(pos.explain(&[sq(22), sq(15)]), Verdict::Legal(_)));
    /// ```
    pub fn explain(&self, path: &[Square]) -> Verdict {
        match Walk::new(self).explain(path) {
            Ok(verdict) => verdict,
            Err(reason) => Verdict::Illegal(reason),
        }
    }

    /// Same, from move text (numeric or algebraic, via [`MoveText::parse`]) —
    /// errors in the text are a [`MoveTextError`]. A text that names a legal
    /// move as [`Position::parse_move`] reads it (both ends of a capture
    /// only, say) is legal; otherwise its squares are explained as a path,
    /// or, when they are the ends of a capture the laws forbid, that capture.
    /// The separator (`-` or `x`) is not a rule: `22x18` for a quiet move is
    /// explained as `22-18`.
    ///
    /// ```
    /// use damas_engine::{Position, Variant};
    /// use damas_engine::notation::MoveTextError;
    /// use damas_engine::teaching::{Illegal, Verdict};
    /// let pos = Position::start(Variant::Brazilian);
    /// assert!(matches!(pos.explain_text("c3-d4"), Ok(Verdict::Legal(_))));
    /// assert!(matches!(
    ///     pos.explain_text("22-26"),
    ///     Ok(Verdict::Illegal(Illegal::ManMovesForwardOnly { .. }))
    /// ));
    /// assert_eq!(pos.explain_text("22-99"), Err(MoveTextError::OffBoard(99)));
    /// ```
    pub fn explain_text(&self, text: &str) -> Result<Verdict, MoveTextError> {
        let parsed = MoveText::parse(text, self.variant())?;
        match self.find_move(&parsed) {
            Ok(mv) => return Ok(Verdict::Legal(mv)),
            Err(e @ MoveTextError::Ambiguous(_)) => return Err(e),
            Err(_) => {}
        }
        let walk = Walk::new(self);
        let verdict = self.explain(&parsed.squares);
        if let Verdict::Illegal(_) = verdict {
            // Perhaps the text leaves out landing squares of a capture that a
            // law forbids: explain that capture.
            if let Some(full) = walk.capture_following(&parsed.squares) {
                return Ok(self.explain(&full));
            }
        }
        Ok(verdict)
    }

    /// Like [`Position::explain`], for a caller that needs a whole move: a
    /// path that stops where the capture must go on is
    /// [`Illegal::CaptureMustGoOn`], and a lone start square
    /// [`Illegal::NoDestination`].
    ///
    /// ```
    /// use damas_engine::{BoardSize, Position, Square, Variant};
    /// use damas_engine::teaching::Illegal;
    /// let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
    /// // 22x15, then 15x6 over the man on 10.
    /// let pos = Position::from_fen(Variant::Brazilian, "W:W22:B18,10").unwrap();
    /// assert_eq!(
    ///     pos.explain_move(&[sq(22), sq(15)]),
    ///     Err(Illegal::CaptureMustGoOn { at: sq(15), next: vec![sq(6)] })
    /// );
    /// assert_eq!(pos.explain_move(&[sq(22), sq(15), sq(6)]).unwrap().full_text(), "22x15x6");
    /// ```
    pub fn explain_move(&self, path: &[Square]) -> Result<Move, Illegal> {
        match self.explain(path) {
            Verdict::Legal(mv) => Ok(mv),
            Verdict::Illegal(reason) => Err(reason),
            Verdict::Incomplete { next } => match path {
                [from] => Err(Illegal::NoDestination { from: *from, next }),
                [.., at] => Err(Illegal::CaptureMustGoOn { at: *at, next }),
                [] => Err(Illegal::NoSquares),
            },
        }
    }

    /// Like [`Position::explain_text`], for a caller that needs a whole
    /// move (the command line, the game server): a text that stops where
    /// the capture must go on is [`Illegal::CaptureMustGoOn`], as in
    /// [`Position::explain_move`].
    ///
    /// ```
    /// use damas_engine::{BoardSize, Position, Square, Variant};
    /// use damas_engine::teaching::Illegal;
    /// let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
    /// let pos = Position::from_fen(Variant::Brazilian, "W:W22:B18,10").unwrap();
    /// assert_eq!(
    ///     pos.explain_move_text("22x15"),
    ///     Ok(Err(Illegal::CaptureMustGoOn { at: sq(15), next: vec![sq(6)] }))
    /// );
    /// assert_eq!(pos.explain_move_text("22x6").unwrap().unwrap().full_text(), "22x15x6");
    /// assert!(pos.explain_move_text("22-").is_err());
    /// ```
    pub fn explain_move_text(&self, text: &str) -> Result<Result<Move, Illegal>, MoveTextError> {
        Ok(match self.explain_text(text)? {
            Verdict::Legal(mv) => Ok(mv),
            Verdict::Illegal(reason) => Err(reason),
            Verdict::Incomplete { .. } => self.explain_move(&MoveText::parse(text, self.variant())?.squares),
        })
    }
}

/// One step of a path that obeys the rules of movement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Quiet,
    Capture { victim: Square, dir: (i8, i8) },
}

/// One possible jump of the moving piece: the piece it takes and the squares
/// it may land on (several for a flying king).
#[derive(Clone, Debug)]
struct Jump {
    victim: Square,
    landings: Vec<Square>,
    dir: (i8, i8),
}

/// How a capture stands after a landing.
#[derive(Clone, Copy, Debug)]
struct Capture {
    at: Square,
    role: Role,
    /// Captured squares, one bit per square number.
    captured: u64,
    /// The move ended (a man crowned by a rule that stops the capture).
    crowned_end: bool,
    /// The direction of the last jump (none before the first).
    came: Option<(i8, i8)>,
}

impl Capture {
    fn start(at: Square, role: Role) -> Capture {
        Capture { at, role, captured: 0, crowned_end: false, came: None }
    }
}

/// The board as the moving piece sees it: the piece lifted from its start
/// square, the captured pieces still in place.
struct Walk<'a> {
    pos: &'a Position,
    rules: &'static Rules,
    size: BoardSize,
    color: Color,
    /// The piece on each square, by square number (index 0 unused).
    cells: [Option<Piece>; 65],
}

const DIAGONALS: [(i8, i8); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
const ORTHOGONALS: [(i8, i8); 4] = [(-1, 0), (0, -1), (0, 1), (1, 0)];

/// One bit per square number (1 to 64).
fn bit(square: Square) -> u64 {
    1u64 << (square.number() - 1)
}

impl<'a> Walk<'a> {
    fn new(pos: &'a Position) -> Walk<'a> {
        let size = pos.size();
        let mut cells = [None; 65];
        for square in size.all_squares() {
            cells[square.number() as usize] = pos.piece_at(square);
        }
        Walk { pos, rules: pos.rules(), size, color: pos.side_to_move(), cells }
    }

    fn piece(&self, square: Square) -> Option<Piece> {
        self.cells.get(square.number() as usize).copied().flatten()
    }

    fn is_empty(&self, square: Square) -> bool {
        self.piece(square).is_none()
    }

    /// Whether the moving piece finds `square` free, having taken `captured`
    /// (where captured pieces leave at once, their squares are free).
    fn is_free(&self, square: Square, captured: u64) -> bool {
        self.is_empty(square) || (self.removes_at_once() && captured & bit(square) != 0)
    }

    fn removes_at_once(&self) -> bool {
        self.rules.removal == Removal::AtOnce
    }

    /// The four directions pieces move in on this board.
    fn directions(&self) -> [(i8, i8); 4] {
        if self.size.is_orthogonal() {
            ORTHOGONALS
        } else {
            DIAGONALS
        }
    }

    /// Whether a man of the side to move may step or capture in `dir`
    /// without the backwards-capture rule: forwards, and on the orthogonal
    /// board sideways too.
    fn man_goes(&self, dir: (i8, i8)) -> bool {
        dir.0 == self.forward() || (self.size.is_orthogonal() && dir.0 == 0)
    }

    /// A man's step backwards: on the orthogonal board men also go sideways,
    /// so the rule is "never backwards" rather than "only forwards".
    fn man_backwards(&self, from: Square, to: Square) -> Illegal {
        if self.size.is_orthogonal() {
            Illegal::ManNeverMovesBackwards { from, to }
        } else {
            Illegal::ManMovesForwardOnly { from, to }
        }
    }

    /// Whether `dir` turns back the way a capture came, where that is
    /// forbidden.
    fn turns_back(&self, came: Option<(i8, i8)>, dir: (i8, i8)) -> bool {
        self.removes_at_once() && !self.rules.king_turns_back && came == Some((-dir.0, -dir.1))
    }

    fn on_board(&self, square: Square) -> bool {
        square.number() <= self.size.squares()
    }

    /// The row direction of this side's forward moves.
    fn forward(&self) -> i8 {
        match self.color {
            Color::White => -1,
            Color::Black => 1,
        }
    }

    fn coords(&self, square: Square) -> (i8, i8) {
        (square.row(self.size) as i8, square.column(self.size) as i8)
    }

    fn neighbour(&self, square: Square, (dr, dc): (i8, i8)) -> Option<Square> {
        let (r, c) = self.coords(square);
        let (r, c) = (r + dr, c + dc);
        if r < 0 || c < 0 {
            return None;
        }
        Square::from_coords(r as u8, c as u8, self.size)
    }

    fn captured_kings(&self, captured: u64) -> u32 {
        self.size
            .all_squares()
            .filter(|&s| captured & bit(s) != 0 && self.piece(s).is_some_and(Piece::is_king))
            .count() as u32
    }

    fn is_flying(&self, role: Role) -> bool {
        role == Role::King && self.rules.king == KingRange::Flying
    }

    fn is_enemy(&self, square: Square) -> bool {
        self.piece(square).is_some_and(|p| p.color != self.color)
    }

    /// Every jump the moving piece can make from `at`, having come in
    /// `came` (captured pieces stay in the way and cannot be jumped again,
    /// unless they leave at once).
    fn jumps(&self, at: Square, role: Role, captured: u64, came: Option<(i8, i8)>) -> Vec<Jump> {
        let mut out = Vec::new();
        for dir in self.directions() {
            if role == Role::Man && !self.man_goes(dir) && !self.rules.men_capture_backwards {
                continue;
            }
            if self.turns_back(came, dir) {
                continue;
            }
            let mut victim = self.neighbour(at, dir);
            if self.is_flying(role) {
                while let Some(v) = victim.filter(|&v| self.is_free(v, captured)) {
                    victim = self.neighbour(v, dir);
                }
            }
            let Some(victim) = victim else { continue };
            if !self.is_enemy(victim) || captured & bit(victim) != 0 {
                continue;
            }
            if role == Role::Man
                && !self.rules.men_capture_kings
                && self.piece(victim).is_some_and(Piece::is_king)
            {
                continue;
            }
            let mut landings = Vec::new();
            let mut land = self.neighbour(victim, dir);
            while let Some(l) = land.filter(|&l| self.is_free(l, captured)) {
                landings.push(l);
                if !self.is_flying(role) {
                    break;
                }
                land = self.neighbour(l, dir);
            }
            if !landings.is_empty() {
                out.push(Jump { victim, landings, dir });
            }
        }
        out
    }

    /// The capture after landing on `at` having taken `captured`, with a man
    /// crowned on the last row as the rule set says.
    fn land(&self, role: Role, at: Square, captured: u64, came: (i8, i8)) -> Capture {
        let last_row = match self.color {
            Color::White => 0,
            Color::Black => self.size.rows() - 1,
        };
        let mut capture = Capture { at, role, captured, crowned_end: false, came: Some(came) };
        if role == Role::Man && at.row(self.size) == last_row {
            match self.rules.promotion_in_capture {
                PromotionInCapture::ContinueAsMan => {}
                PromotionInCapture::CrownAndContinue => capture.role = Role::King,
                PromotionInCapture::CrownAndStop => {
                    capture.role = Role::King;
                    capture.crowned_end = true;
                }
            }
        }
        capture
    }

    fn goes_on(&self, c: &Capture) -> bool {
        !c.crowned_end && !self.jumps(c.at, c.role, c.captured, c.came).is_empty()
    }

    /// The landing squares of `jump` the piece may use: those where the
    /// capture goes on, if there are any; otherwise all of them.
    fn allowed_landings(&self, role: Role, captured: u64, jump: &Jump) -> Vec<Square> {
        let captured = captured | bit(jump.victim);
        let going_on: Vec<Square> = jump
            .landings
            .iter()
            .copied()
            .filter(|&l| self.goes_on(&self.land(role, l, captured, jump.dir)))
            .collect();
        if going_on.is_empty() {
            jump.landings.clone()
        } else {
            going_on
        }
    }

    /// Every way to finish the capture `c`: calls `done` with each complete
    /// path continuation (landing squares after `c.at`) and its capture.
    fn finish(&self, c: &Capture, tail: &mut Vec<Square>, done: &mut dyn FnMut(&[Square], &Capture)) {
        if c.crowned_end {
            done(tail, c);
            return;
        }
        let jumps = self.jumps(c.at, c.role, c.captured, c.came);
        if jumps.is_empty() {
            done(tail, c);
            return;
        }
        for jump in &jumps {
            for l in self.allowed_landings(c.role, c.captured, jump) {
                let next = self.land(c.role, l, c.captured | bit(jump.victim), jump.dir);
                tail.push(l);
                self.finish(&next, tail, done);
                tail.pop();
            }
        }
    }

    /// The most pieces (then the most kings) a capture going on from `c` can
    /// take in all.
    fn best(&self, c: &Capture) -> (u32, u32) {
        let mut best = (0, 0);
        self.finish(c, &mut Vec::new(), &mut |_, end| {
            best = best.max((end.captured.count_ones(), self.captured_kings(end.captured)));
        });
        best
    }

    /// The first complete capture (whatever the laws say) whose path starts
    /// and ends as `wanted` does and passes its other squares in order.
    fn capture_following(&self, wanted: &[Square]) -> Option<Vec<Square>> {
        let (&from, &to) = (wanted.first()?, wanted.last()?);
        if !wanted.iter().all(|&s| self.on_board(s)) {
            return None;
        }
        let piece = self.piece(from).filter(|p| p.color == self.color)?;
        let mut walk = Walk { cells: self.cells, ..*self };
        walk.cells[from.number() as usize] = None;
        let start = Capture::start(from, piece.role);
        if walk.jumps(from, piece.role, 0, None).is_empty() {
            return None;
        }
        let mut found = None;
        walk.finish(&start, &mut Vec::new(), &mut |tail, _| {
            if found.is_some() || tail.last() != Some(&to) {
                return;
            }
            let mut rest = tail[..tail.len() - 1].iter();
            if wanted[1..wanted.len() - 1].iter().all(|w| rest.any(|p| p == w)) {
                found = Some(std::iter::once(from).chain(tail.iter().copied()).collect());
            }
        });
        found
    }

    /// Checks one step of the path from `from` to `to` against the rules of
    /// movement, the capture having taken `captured` and come in `came`.
    fn step(
        &self,
        from: Square,
        to: Square,
        role: Role,
        captured: u64,
        came: Option<(i8, i8)>,
    ) -> Result<Step, Illegal> {
        let capturing = captured != 0;
        let (fr, fc) = self.coords(from);
        let (tr, tc) = self.coords(to);
        let (dr, dc) = (tr - fr, tc - fc);
        let off_line =
            if self.size.is_orthogonal() { (dr == 0) == (dc == 0) } else { dr == 0 || dr.abs() != dc.abs() };
        let not_on_line = || {
            if self.size.is_orthogonal() {
                Illegal::NotOrthogonal { from, to }
            } else {
                Illegal::NotDiagonal { from, to }
            }
        };
        if off_line {
            return Err(not_on_line());
        }
        let dir = (dr.signum(), dc.signum());
        let distance = dr.abs().max(dc.abs());
        let forward = self.man_goes(dir);
        if capturing && self.turns_back(came, dir) {
            return Err(Illegal::TurnsBack { at: from });
        }
        let mut between = Vec::new();
        let mut gone = None;
        let mut square = from;
        for _ in 1..distance {
            square = self.neighbour(square, dir).ok_or_else(not_on_line)?;
            if self.removes_at_once() && captured & bit(square) != 0 {
                // Taken earlier in this capture: already off the board.
                gone = gone.or(Some(square));
                continue;
            }
            if let Some(piece) = self.piece(square) {
                between.push((square, piece));
            }
        }
        if let (Some(at), true) = (gone, between.is_empty() && capturing) {
            return Err(Illegal::CapturedPieceGone { at });
        }
        let enemy_between = between.iter().any(|(_, p)| p.color != self.color);
        let flying = self.is_flying(role);
        if between.is_empty() {
            if capturing {
                return Err(Illegal::NoPieceJumped { from, to });
            }
            if role == Role::Man && !forward {
                return Err(self.man_backwards(from, to));
            }
            if !flying && distance > 1 {
                return Err(Illegal::MovesOneSquare { role, from, to });
            }
            if !self.is_empty(to) {
                return Err(Illegal::Occupied { at: to });
            }
            return Ok(Step::Quiet);
        }
        let (first, first_piece) = between[0];
        if !capturing && !enemy_between {
            // Only the player's own pieces on the way of a first step.
            if flying {
                return Err(Illegal::PathBlocked { from, to, by: first });
            }
            if role == Role::Man && !forward {
                return Err(self.man_backwards(from, to));
            }
            if distance == 2 {
                return Err(Illegal::JumpsOwnPiece { at: first });
            }
            return Err(Illegal::MovesOneSquare { role, from, to });
        }
        if flying {
            if first_piece.color == self.color {
                return Err(if between.len() == 1 {
                    Illegal::JumpsOwnPiece { at: first }
                } else {
                    Illegal::PathBlocked { from, to, by: first }
                });
            }
            if captured & bit(first) != 0 {
                return Err(if between.len() == 1 {
                    Illegal::JumpedTwice { at: first }
                } else {
                    Illegal::CapturedPieceBlocks { at: first }
                });
            }
            if let Some(&(second, _)) = between.get(1) {
                return Err(if captured & bit(second) != 0 {
                    Illegal::CapturedPieceBlocks { at: second }
                } else {
                    Illegal::TwoPiecesAtOnce { first, second }
                });
            }
        } else {
            if distance > 2 {
                return Err(Illegal::JumpsAdjacentOnly { role, from, to });
            }
            if first_piece.color == self.color {
                return Err(Illegal::JumpsOwnPiece { at: first });
            }
            if captured & bit(first) != 0 {
                return Err(Illegal::JumpedTwice { at: first });
            }
            if role == Role::Man && !forward && !self.rules.men_capture_backwards {
                return Err(if self.size.is_orthogonal() {
                    Illegal::ManNeverMovesBackwards { from, to }
                } else {
                    Illegal::MenCaptureForwardOnly { from, to }
                });
            }
            if role == Role::Man && first_piece.is_king() && !self.rules.men_capture_kings {
                return Err(Illegal::ManCannotCaptureKing { at: first });
            }
        }
        if !self.is_free(to, captured) {
            return Err(Illegal::LandingOccupied { at: to });
        }
        Ok(Step::Capture { victim: first, dir })
    }

    fn explain(mut self, path: &[Square]) -> Result<Verdict, Illegal> {
        let (&from, steps) = path.split_first().ok_or(Illegal::NoSquares)?;
        if let Some(&square) = path.iter().find(|&&s| !self.on_board(s)) {
            return Err(Illegal::OffBoard { square });
        }
        let pos = self.pos;
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return Err(Illegal::NoLegalMove { side: self.color });
        }
        let piece = self.piece(from).ok_or(Illegal::EmptySquare { at: from })?;
        if piece.color != self.color {
            return Err(Illegal::OpponentPiece { at: from });
        }
        // The moving piece leaves its square.
        self.cells[from.number() as usize] = None;
        let start = Capture::start(from, piece.role);
        if steps.is_empty() {
            let next = next_squares(&pos.moves_with(Convention::AllPaths), path);
            if !next.is_empty() {
                return Ok(Verdict::Incomplete { next });
            }
            if !pos.must_capture() {
                return Err(Illegal::PieceCannotMove { at: from });
            }
            if self.jumps(from, piece.role, 0, None).is_empty() {
                return Err(capture_is_compulsory(&legal));
            }
            return Err(self.law(&legal, self.best(&start), piece.is_king()));
        }
        let mut now = start;
        let mut quiet_end = false;
        for &to in steps {
            if quiet_end {
                return Err(Illegal::MoveEnded { at: now.at });
            }
            if now.crowned_end {
                return Err(Illegal::CrownedMoveEnds { at: now.at });
            }
            match self.step(now.at, to, now.role, now.captured, now.came) {
                // Nothing more to capture: say that, rather than how the step
                // is no jump.
                Err(
                    Illegal::NotDiagonal { .. }
                    | Illegal::NotOrthogonal { .. }
                    | Illegal::NoPieceJumped { .. },
                ) if now.captured != 0 && !self.goes_on(&now) => {
                    return Err(Illegal::MoveEnded { at: now.at });
                }
                Err(reason) => return Err(reason),
                Ok(Step::Quiet) => {
                    now.at = to;
                    quiet_end = true;
                }
                Ok(Step::Capture { victim, dir }) => {
                    let jump = self
                        .jumps(now.at, now.role, now.captured, now.came)
                        .into_iter()
                        .find(|j| j.victim == victim);
                    if let Some(jump) = jump {
                        let allowed = self.allowed_landings(now.role, now.captured, &jump);
                        if !allowed.contains(&to) {
                            return Err(Illegal::MustLandWhereCaptureContinues { at: to, allowed });
                        }
                    }
                    now = self.land(now.role, to, now.captured | bit(victim), dir);
                }
            }
        }
        let all_paths = pos.moves_with(Convention::AllPaths);
        if let Some(mv) = all_paths.iter().find(|m| m.path() == path) {
            // The "drop" move with the same effect (the same, but for the path).
            let drop = legal.iter().find(|m| m.same_effect(mv)).unwrap_or(mv);
            return Ok(Verdict::Legal(*drop));
        }
        if now.captured == 0 {
            return Err(if pos.must_capture() { capture_is_compulsory(&legal) } else { Illegal::NotAMove });
        }
        if self.goes_on(&now) {
            let next = next_squares(&all_paths, path);
            if !next.is_empty() {
                return Ok(Verdict::Incomplete { next });
            }
            return Err(self.law(&legal, self.best(&now), piece.is_king()));
        }
        let takes = (now.captured.count_ones(), self.captured_kings(now.captured));
        Err(self.law(&legal, takes, piece.is_king()))
    }

    /// Why a capture taking `takes` (pieces, kings) at best, by a king or
    /// not, is not among the `legal` moves: the majority law or the Italian
    /// tie-breaks.
    fn law(&self, legal: &[Move], (count, kings): (u32, u32), by_king: bool) -> Illegal {
        if !legal.iter().all(Move::is_capture) || self.rules.choice == CaptureChoice::Free {
            return Illegal::NotAMove;
        }
        let Some(most) = legal.iter().map(Move::capture_count).max() else {
            return Illegal::NotAMove;
        };
        let largest = legal.iter().filter(|m| m.capture_count() == most);
        let Some(example) = largest.clone().next().copied() else {
            return Illegal::NotAMove;
        };
        if count < most {
            return Illegal::MajorityLaw { takes: count, most, example };
        }
        if self.rules.choice != CaptureChoice::Italian {
            return Illegal::NotAMove;
        }
        let most_kings = largest.map(Move::captured_king_count).max().unwrap_or(0);
        if count == most && kings < most_kings {
            let example = legal
                .iter()
                .find(|m| m.capture_count() == most && m.captured_king_count() == most_kings)
                .copied()
                .unwrap_or(example);
            return Illegal::MoreKingsMustBeTaken { takes: kings, most: most_kings, example };
        }
        if count == most && kings == most_kings && !by_king && legal.iter().all(Move::is_king_move) {
            return Illegal::KingMustCapture { example };
        }
        Illegal::NotAMove
    }
}

/// The squares that come next after `prefix` in the paths of `moves`.
fn next_squares(moves: &[Move], prefix: &[Square]) -> Vec<Square> {
    set(moves
        .iter()
        .map(Move::path)
        .filter(|p| p.len() > prefix.len() && p[..prefix.len()] == *prefix)
        .map(|p| p[prefix.len()])
        .collect())
}

fn capture_is_compulsory(legal: &[Move]) -> Illegal {
    Illegal::CaptureIsCompulsory { capturers: set(legal.iter().map(Move::from).collect()) }
}

#[cfg(test)]
mod tests {
    //! The walk of this module is a second, independent move generator:
    //! these tests hold it against the engine's on many random positions.

    use super::*;
    use crate::Variant;
    use rand::RngExt;

    /// The seeded generator of the random positions.
    type Rng = rand_chacha::ChaCha8Rng;

    /// A random position: a few men and kings of each colour anywhere they
    /// may stand.
    fn scattered(variant: Variant, rng: &mut Rng) -> Position {
        let size = variant.size();
        let mut free: Vec<Square> = size.all_squares().collect();
        let mut lists = [Vec::new(), Vec::new()];
        for color in Color::ALL {
            let count = 1 + rng.random_range(0..variant.rules().men_per_side() as usize);
            for _ in 0..count {
                let s = free.swap_remove(rng.random_range(0..free.len()));
                let last_row = match color {
                    Color::White => 0,
                    Color::Black => size.rows() - 1,
                };
                let king = rng.random_range(0..3) == 0 || s.row(size) == last_row;
                lists[color as usize].push(format!("{}{}", if king { "K" } else { "" }, s.label(size)));
            }
        }
        let side = if rng.random_range(0..2) == 0 { 'W' } else { 'B' };
        let fen = format!("{side}:W{}:B{}", lists[0].join(","), lists[1].join(","));
        Position::from_fen(variant, &fen).expect(&fen)
    }

    type Effect = (Square, Square, Vec<Square>);

    fn captured_squares(size: BoardSize, captured: u64) -> Vec<Square> {
        size.all_squares().filter(|&s| captured & bit(s) != 0).collect()
    }

    /// Every complete capture by the walk, whatever the laws say: its path,
    /// how it ends, whether a king makes it.
    fn walked_captures(pos: &Position) -> Vec<(Vec<Square>, Capture, bool)> {
        let walk = Walk::new(pos);
        let mut out = Vec::new();
        for from in pos.size().all_squares() {
            let Some(piece) = walk.piece(from).filter(|p| p.color == walk.color) else { continue };
            let mut lifted = Walk::new(pos);
            lifted.cells[from.number() as usize] = None;
            if lifted.jumps(from, piece.role, 0, None).is_empty() {
                continue;
            }
            let start = Capture::start(from, piece.role);
            lifted.finish(&start, &mut Vec::new(), &mut |tail, end| {
                let path = std::iter::once(from).chain(tail.iter().copied()).collect();
                out.push((path, *end, piece.is_king()));
            });
        }
        out
    }

    /// Every quiet move by the walk.
    fn walked_quiet_moves(pos: &Position) -> Vec<Vec<Square>> {
        let size = pos.size();
        let mut out = Vec::new();
        for from in size.all_squares() {
            let Some(piece) = pos.piece_at(from).filter(|p| p.color == pos.side_to_move()) else {
                continue;
            };
            let mut lifted = Walk::new(pos);
            lifted.cells[from.number() as usize] = None;
            for to in size.all_squares() {
                if lifted.step(from, to, piece.role, 0, None) == Ok(Step::Quiet) {
                    out.push(vec![from, to]);
                }
            }
        }
        out
    }

    fn sorted<T: Ord>(mut v: Vec<T>) -> Vec<T> {
        v.sort();
        v.dedup();
        v
    }

    fn effect(mv: &Move) -> Effect {
        (mv.from(), mv.to(), mv.captured())
    }

    /// Compares the walk with the engine on one position; returns what
    /// differs.
    fn compare(pos: &Position) -> Result<(), String> {
        let size = pos.size();
        let walk = Walk::new(pos);
        let captures = walked_captures(pos);
        let mine: Vec<Effect> = sorted(
            captures.iter().map(|(p, c, _)| (p[0], c.at, captured_squares(size, c.captured))).collect(),
        );
        let engine: Vec<Effect> = sorted(pos.all_captures().iter().map(effect).collect());
        if mine != engine {
            return Err(format!("all captures: walk {mine:?}\nengine {engine:?}"));
        }
        let all_paths: Vec<Vec<Square>> =
            sorted(pos.moves_with(Convention::AllPaths).iter().map(Move::path).collect());
        if captures.is_empty() {
            let quiet = sorted(walked_quiet_moves(pos));
            return if quiet == all_paths {
                Ok(())
            } else {
                Err(format!("quiet moves: walk {quiet:?}\nengine {all_paths:?}"))
            };
        }
        let key = |c: &Capture, by_king: bool| match pos.rules().choice {
            CaptureChoice::Free => (0, 0, false),
            CaptureChoice::Majority => (c.captured.count_ones(), 0, false),
            CaptureChoice::Italian => (c.captured.count_ones(), walk.captured_kings(c.captured), by_king),
        };
        let best = captures.iter().map(|(_, c, k)| key(c, *k)).max();
        let lawful: Vec<Vec<Square>> = sorted(
            captures.iter().filter(|(_, c, k)| Some(key(c, *k)) == best).map(|(p, _, _)| p.clone()).collect(),
        );
        if lawful != all_paths {
            return Err(format!("legal paths: walk {lawful:?}\nengine {all_paths:?}"));
        }
        for (path, _, _) in &captures {
            match pos.explain(path) {
                Verdict::Legal(_) if lawful.contains(path) => {}
                Verdict::Illegal(
                    Illegal::MajorityLaw { .. }
                    | Illegal::MoreKingsMustBeTaken { .. }
                    | Illegal::KingMustCapture { .. },
                ) if !lawful.contains(path) => {}
                other => return Err(format!("{path:?}: {other:?}")),
            }
        }
        Ok(())
    }

    /// The walk and the engine find the same moves, with and without the
    /// capture laws, on scattered positions and positions of random games.
    #[test]
    fn the_walk_finds_the_engines_moves() {
        let mut rng = <Rng as rand::SeedableRng>::seed_from_u64(2026);
        let mut failures = Vec::new();
        for variant in Variant::ALL {
            let mut positions: Vec<Position> = (0..3000).map(|_| scattered(variant, &mut rng)).collect();
            for _ in 0..4 {
                let mut p = Position::start(variant);
                for _ in 0..150 {
                    let moves = p.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    positions.push(p);
                    p.play_unchecked(&moves[rng.random_range(0..moves.len())]);
                }
            }
            // Not a vacuous comparison: many of them must capture.
            let with_captures = positions.iter().filter(|p| p.must_capture()).count();
            assert!(with_captures > positions.len() / 3, "{variant}: {with_captures}");
            for p in &positions {
                if let Err(e) = compare(p) {
                    failures.push(format!("{variant} {}: {e}", p.to_fen()));
                }
            }
        }
        assert!(
            failures.is_empty(),
            "{} differences, first:\n{}",
            failures.len(),
            failures[..failures.len().min(5)].join("\n\n")
        );
    }

    /// One reason of every variant, each with its kind's name.
    fn one_reason_of_each_kind() -> Vec<Illegal> {
        let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
        let mv = Position::start(Variant::Brazilian).legal_moves()[0];
        let (a, b) = (sq(22), sq(18));
        vec![
            Illegal::NoSquares,
            Illegal::OffBoard { square: a },
            Illegal::NoLegalMove { side: Color::White },
            Illegal::EmptySquare { at: a },
            Illegal::OpponentPiece { at: a },
            Illegal::PieceCannotMove { at: a },
            Illegal::NoDestination { from: a, next: vec![b] },
            Illegal::NotDiagonal { from: a, to: b },
            Illegal::NotOrthogonal { from: a, to: b },
            Illegal::ManMovesForwardOnly { from: a, to: b },
            Illegal::ManNeverMovesBackwards { from: a, to: b },
            Illegal::MovesOneSquare { role: Role::Man, from: a, to: b },
            Illegal::Occupied { at: a },
            Illegal::PathBlocked { from: a, to: b, by: b },
            Illegal::CaptureIsCompulsory { capturers: vec![a] },
            Illegal::MajorityLaw { takes: 1, most: 2, example: mv },
            Illegal::MoreKingsMustBeTaken { takes: 0, most: 1, example: mv },
            Illegal::KingMustCapture { example: mv },
            Illegal::ManCannotCaptureKing { at: a },
            Illegal::MenCaptureForwardOnly { from: a, to: b },
            Illegal::JumpsOwnPiece { at: a },
            Illegal::JumpedTwice { at: a },
            Illegal::CapturedPieceBlocks { at: a },
            Illegal::CapturedPieceGone { at: a },
            Illegal::TurnsBack { at: a },
            Illegal::TwoPiecesAtOnce { first: a, second: b },
            Illegal::NoPieceJumped { from: a, to: b },
            Illegal::JumpsAdjacentOnly { role: Role::King, from: a, to: b },
            Illegal::LandingOccupied { at: a },
            Illegal::MustLandWhereCaptureContinues { at: a, allowed: vec![b] },
            Illegal::CaptureMustGoOn { at: a, next: vec![b] },
            Illegal::CrownedMoveEnds { at: a },
            Illegal::MoveEnded { at: a },
            Illegal::NotAMove,
        ]
    }

    #[test]
    fn every_reason_has_its_own_kind_named_like_it() {
        let reasons = one_reason_of_each_kind();
        let mut seen = std::collections::HashSet::new();
        for reason in &reasons {
            let kind = reason.kind();
            assert!(seen.insert(kind), "{kind:?} is the kind of two reasons");
            let debug = format!("{reason:?}");
            let name = debug.split([' ', '{']).next().unwrap();
            assert_eq!(format!("{kind:?}"), name, "{reason:?}");
        }
        assert_eq!(seen.len(), IllegalKind::ALL.len());
        assert!(IllegalKind::ALL.iter().all(|k| seen.contains(k)));
    }

    #[test]
    fn a_refused_move_names_its_kind() {
        let pos = Position::start(Variant::Brazilian);
        let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
        let Verdict::Illegal(reason) = pos.explain(&[sq(22), sq(26)]) else {
            panic!("22-26 was not refused")
        };
        assert_eq!(reason.kind(), IllegalKind::ManMovesForwardOnly);
        let Verdict::Illegal(reason) = pos.explain(&[sq(22), sq(14)]) else {
            panic!("22-14 was not refused")
        };
        assert_eq!(reason.kind(), IllegalKind::NotDiagonal);
    }
}

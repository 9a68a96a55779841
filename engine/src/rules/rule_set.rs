use crate::{BoardSize, Color};

/// How far a king moves and captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KingRange {
    /// One square in any diagonal direction; captures an adjacent piece.
    Short,
    /// Any distance along a free diagonal; captures at a distance and may land
    /// on any free square beyond the captured piece.
    Flying,
}

/// Which capture a player may choose when several are possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureChoice {
    /// Any capture (capturing itself is still compulsory).
    Free,
    /// The majority law: a sequence taking the most pieces is compulsory (a
    /// king counts as one piece); free choice between equal maxima.
    Majority,
    /// The Italian law: the most pieces; then the most kings; then the
    /// capture made by a king.
    Italian,
}

/// What happens when a man reaches the last row in the middle of a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PromotionInCapture {
    /// It stays a man and goes on capturing if it can; it is crowned only if
    /// the move ends there.
    ContinueAsMan,
    /// It is crowned at once and goes on capturing as a king.
    CrownAndContinue,
    /// The move ends there and the man is crowned.
    CrownAndStop,
}

/// When the pieces a capture takes leave the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Removal {
    /// When the whole capture is over: until then each captured piece stays
    /// where it stood, may not be jumped again and blocks the way.
    AfterCapture,
    /// At once, as each one is jumped (Turkish): its square is free for the
    /// rest of the capture.
    AtOnce,
}

/// When a game is drawn by the rules (besides agreement).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DrawRules {
    /// Consecutive reversible moves ([`crate::Move::is_reversible`]),
    /// counting both players, that draw the game: moves made only with kings
    /// and without a capture, and in Turkish also men's steps sideways.
    pub king_moves: u16,
    /// How many times the same position with the same side to move draws.
    pub repetitions: u8,
    /// Whether the game is drawn as soon as each side has one piece left,
    /// man or king (Turkish).
    pub one_piece_each: bool,
}

/// The settings that make a rule set. One move generator reads them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub size: BoardSize,
    /// Rows of men each side starts with.
    pub men_rows: u8,
    /// Rows left empty behind each side's men at the start (Turkish: its
    /// back row).
    pub empty_back_rows: u8,
    /// The side that makes the first move.
    pub first: Color,
    /// Whether men capture backwards as well as forwards.
    pub men_capture_backwards: bool,
    pub king: KingRange,
    pub choice: CaptureChoice,
    /// Whether a man may capture a king (not in Italian).
    pub men_capture_kings: bool,
    pub promotion_in_capture: PromotionInCapture,
    pub removal: Removal,
    /// Whether a king may turn back the way it came between two jumps of
    /// one capture. It matters only where captured pieces leave at once:
    /// elsewhere the piece just taken still stands in the way.
    pub king_turns_back: bool,
    pub draw: DrawRules,
}

impl Rules {
    /// Men each side starts with.
    pub fn men_per_side(&self) -> u8 {
        self.men_rows * self.size.half()
    }
}

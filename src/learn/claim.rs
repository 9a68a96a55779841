//! What a text of the course says about the rules ([`Claim`]): the course
//! and its rule-set versions state them, and the tests check each against
//! the rule set's [`Rules`].

use damas_engine::{BoardSize, CaptureChoice, Color, KingRange, PromotionInCapture, Rules, Variant};

/// What a text of the course says about the rules, checked against the
/// rule set's [`Rules`] by the tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// Men capture backwards (or only forwards).
    MenCaptureBackwards(bool),
    /// How far a king moves and captures.
    King(KingRange),
    /// Which capture may be chosen.
    Choice(CaptureChoice),
    /// What a man reaching the last row during a capture does.
    Crowning(PromotionInCapture),
    /// The side that moves first.
    First(Color),
    /// Rows of men each side starts with.
    MenRows(u8),
    /// Whether a man may capture a king.
    MenCaptureKings(bool),
    /// The board.
    Size(BoardSize),
    /// The text names this rule set as the one being played.
    Names(Variant),
}

impl Claim {
    /// Whether the claim is true of `variant`.
    pub fn holds(self, variant: Variant) -> bool {
        let r: &Rules = variant.rules();
        match self {
            Claim::MenCaptureBackwards(b) => r.men_capture_backwards == b,
            Claim::King(k) => r.king == k,
            Claim::Choice(c) => r.choice == c,
            Claim::Crowning(p) => r.promotion_in_capture == p,
            Claim::First(c) => r.first == c,
            Claim::MenRows(n) => r.men_rows == n,
            Claim::MenCaptureKings(b) => r.men_capture_kings == b,
            Claim::Size(s) => r.size == s,
            Claim::Names(v) => v == variant,
        }
    }
}

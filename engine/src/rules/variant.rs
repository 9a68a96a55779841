use std::fmt;
use std::str::FromStr;

use super::rule_set::{CaptureChoice, DrawRules, KingRange, PromotionInCapture, Removal, Rules};
use crate::{BoardSize, Color};

/// The nine rule sets Damas plays.
///
/// ```
/// use damas_engine::{Variant, KingRange};
/// let v: Variant = "brazilian".parse().unwrap();
/// assert_eq!(v.rules().king, KingRange::Flying);
/// assert_eq!(v.to_string(), "brazilian");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
// The list and the names, from the declaration:
#[derive(strum::EnumIter, strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "lowercase")]
pub enum Variant {
    Brazilian,
    English,
    Russian,
    Spanish,
    Italian,
    Thai,
    Damas10,
    International,
    Turkish,
}

const SEED_DRAWS: DrawRules = DrawRules { king_moves: 20, repetitions: 3, one_piece_each: false };

const fn eight(
    first: Color,
    backwards: bool,
    king: KingRange,
    choice: CaptureChoice,
    promotion_in_capture: PromotionInCapture,
) -> Rules {
    Rules {
        size: BoardSize::Eight,
        men_rows: 3,
        empty_back_rows: 0,
        first,
        men_capture_backwards: backwards,
        king,
        choice,
        men_capture_kings: true,
        promotion_in_capture,
        removal: Removal::AfterCapture,
        king_turns_back: false,
        draw: SEED_DRAWS,
    }
}

use CaptureChoice::{Free, Italian, Majority};
use KingRange::{Flying, Short};
use PromotionInCapture::{ContinueAsMan, CrownAndContinue, CrownAndStop};

static BRAZILIAN: Rules = eight(Color::White, true, Flying, Majority, ContinueAsMan);
static ENGLISH: Rules = eight(Color::Black, false, Short, Free, CrownAndStop);
static RUSSIAN: Rules = eight(Color::White, true, Flying, Free, CrownAndContinue);
static SPANISH: Rules = eight(Color::White, false, Flying, Majority, CrownAndStop);
static ITALIAN: Rules =
    Rules { men_capture_kings: false, ..eight(Color::White, false, Short, Italian, CrownAndStop) };
static THAI: Rules = Rules { men_rows: 2, ..eight(Color::White, false, Flying, Free, CrownAndStop) };
static DAMAS10: Rules = Rules {
    size: BoardSize::Ten,
    men_rows: 4,
    ..eight(Color::White, true, Flying, Majority, CrownAndContinue)
};
static INTERNATIONAL: Rules =
    Rules { size: BoardSize::Ten, men_rows: 4, ..eight(Color::White, true, Flying, Majority, ContinueAsMan) };
/// Turkish: the orthogonal board, men on the second and third rows, men
/// moving and capturing forwards and sideways, flying kings, the majority
/// law, captured pieces removed at once (docs/RULES.md cites the rules).
static TURKISH: Rules = Rules {
    size: BoardSize::EightFull,
    men_rows: 2,
    empty_back_rows: 1,
    removal: Removal::AtOnce,
    draw: DrawRules { one_piece_each: true, ..SEED_DRAWS },
    ..eight(Color::White, false, Flying, Majority, ContinueAsMan)
};

impl Variant {
    /// Every rule set the engine plays, in menu order (the declaration's).
    pub const ALL: [Variant; <Variant as strum::VariantArray>::VARIANTS.len()] =
        crate::listed::array_of(<Variant as strum::VariantArray>::VARIANTS);

    /// The settings of this rule set.
    pub fn rules(self) -> &'static Rules {
        match self {
            Variant::Brazilian => &BRAZILIAN,
            Variant::English => &ENGLISH,
            Variant::Russian => &RUSSIAN,
            Variant::Spanish => &SPANISH,
            Variant::Italian => &ITALIAN,
            Variant::Thai => &THAI,
            Variant::Damas10 => &DAMAS10,
            Variant::International => &INTERNATIONAL,
            Variant::Turkish => &TURKISH,
        }
    }

    /// The stable identifier used on the command line and in files: the
    /// variant's name in lower case (strum).
    pub fn id(self) -> &'static str {
        self.into()
    }

    pub fn size(self) -> BoardSize {
        self.rules().size
    }
}

/// A rule-set name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
        write!(f, "unknown rule set '{}' (expected one of: {})", self.0, names.join(", "))
    }
}

impl std::error::Error for UnknownVariant {}

impl FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let lower = s.trim().to_ascii_lowercase();
        let found = Variant::ALL.into_iter().find(|v| v.id() == lower);
        found
            .or(match lower.as_str() {
                "american" | "checkers" => Some(Variant::English),
                "brasileiras" | "brasileira" => Some(Variant::Brazilian),
                "fmjd" => Some(Variant::International),
                "dama" | "turk" => Some(Variant::Turkish),
                _ => None,
            })
            .ok_or_else(|| UnknownVariant(s.to_string()))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_set_is_listed_and_read_back_by_its_id() {
        use strum::IntoEnumIterator;
        let declared: Vec<Variant> = Variant::iter().collect();
        assert_eq!(Variant::ALL.to_vec(), declared);
        let ids: Vec<&str> = Variant::iter().map(Variant::id).collect();
        let written = [
            "brazilian",
            "english",
            "russian",
            "spanish",
            "italian",
            "thai",
            "damas10",
            "international",
            "turkish",
        ];
        assert_eq!(ids, written, "the ids are written in files and on the wire: never change one");
        for v in Variant::iter() {
            assert_eq!(v.id().parse::<Variant>(), Ok(v));
            assert_eq!(v.id().to_uppercase().parse::<Variant>(), Ok(v));
        }
    }

    #[test]
    fn turkish_is_read_by_its_names() {
        assert_eq!("dama".parse::<Variant>(), Ok(Variant::Turkish));
        assert_eq!(Variant::Turkish.to_string(), "turkish");
    }
}

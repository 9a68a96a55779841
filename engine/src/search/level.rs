use std::fmt;
use std::str::FromStr;

use super::{Features, Limits, LEVEL_MARGIN};
use crate::Variant;

/// What a draw costs Empresário in thai, in hundredths of a man.
const THAI_CONTEMPT: i32 = 20;
// A drawn position must still read as level to the draw offers.
const _: () = assert!(THAI_CONTEMPT <= LEVEL_MARGIN);

/// The four computer opponents, weakest to strongest. They differ in how far
/// ahead they look; none plays badly on purpose.
///
/// ```
/// use damas_engine::search::Level;
/// let level: Level = "carcereiro".parse().unwrap();
/// assert!(level.limits(1).depth > Level::Motorista.limits(1).depth);
/// assert_eq!(Level::Empresario.to_string(), "Empresário");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
// The list and the ids, from the declaration (the names, read back with
// their accents folded, and said with them, are by hand below):
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "lowercase")]
pub enum Level {
    /// Very easy: looks two plies ahead (and to the end of captures).
    Domador,
    /// Easy: four plies.
    Motorista,
    /// Medium: seven plies, at most half a second.
    Carcereiro,
    /// Hard: thinks for a time budget (one second by default).
    Empresario,
}

impl Level {
    /// Every level, weakest first (the declaration's order).
    pub const ALL: [Level; <Level as strum::VariantArray>::VARIANTS.len()] =
        crate::listed::array_of(<Level as strum::VariantArray>::VARIANTS);

    /// The stable identifier: `domador`, `motorista`, `carcereiro`,
    /// `empresario` (the name in lower case, strum).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// Whether this level plays from the opening book. Only Empresário
    /// does: the book is what a deeper search found, and the levels differ
    /// by how far they look; the others keep their own variety.
    pub fn uses_book(self) -> bool {
        self == Level::Empresario
    }

    /// What a draw costs this level's search in `variant`, in hundredths of
    /// a man ([`super::Searcher::set_contempt`]). Only Empresário in thai
    /// plays on rather than draw when the position is nearly level: with
    /// eight men a side, thai's games reach drawn kings' endings early.
    /// Against the engine of before it won more games on 40 openings, not
    /// on 40 others: over the 80, within the noise, and no game lost
    /// (docs/BENCHMARKS.md, "Contempt in thai"). Elsewhere 0.
    ///
    /// ```
    /// use damas_engine::search::Level;
    /// use damas_engine::Variant;
    /// assert!(Level::Empresario.contempt(Variant::Thai) > 0);
    /// assert_eq!(Level::Carcereiro.contempt(Variant::Thai), 0);
    /// assert_eq!(Level::Empresario.contempt(Variant::English), 0);
    /// ```
    pub fn contempt(self, variant: Variant) -> i32 {
        match (self, variant) {
            (Level::Empresario, Variant::Thai) => THAI_CONTEMPT,
            _ => 0,
        }
    }

    /// The selective features this level searches with: the ones that ship,
    /// at every level (a weaker level sees less far, not more carelessly).
    pub fn features(self) -> Features {
        Features::SHIPPED
    }

    /// The search limits of this level, with its features
    /// ([`Level::features`]); `seed` varies the choice among equally
    /// good moves.
    pub fn limits(self, seed: u64) -> Limits {
        let (depth, movetime_ms, variety) = match self {
            Level::Domador => (2, Some(1_000), 10),
            Level::Motorista => (4, Some(1_000), 6),
            Level::Carcereiro => (7, Some(500), 3),
            Level::Empresario => (99, Some(1_000), 0),
        };
        Limits { depth, nodes: u64::MAX, movetime_ms, variety, seed, features: self.features() }
    }
}

/// A level name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids = Level::ALL.map(Level::id);
        let (last, others) = ids.split_last().expect("there are levels");
        write!(f, "unknown level '{}' (expected {} or {last})", self.0, others.join(", "))
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        let lower = s.trim().to_lowercase().replace('á', "a");
        Level::ALL.into_iter().find(|l| l.id() == lower).ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Domador => "Domador",
            Level::Motorista => "Motorista",
            Level::Carcereiro => "Carcereiro",
            Level::Empresario => "Empresário",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ids_are_the_stored_names_and_read_back_with_or_without_accents() {
        // The ids are in players' stored settings and the CLI's arguments:
        // never change one.
        assert_eq!(Level::ALL.map(Level::id), ["domador", "motorista", "carcereiro", "empresario"]);
        for level in Level::ALL {
            assert_eq!(level.id().parse(), Ok(level));
            assert_eq!(level.to_string().parse(), Ok(level));
        }
        assert_eq!(" EMPRESÁRIO ".parse(), Ok(Level::Empresario));
        assert_eq!(
            "chefe".parse::<Level>().unwrap_err().to_string(),
            "unknown level 'chefe' (expected domador, motorista, carcereiro or empresario)"
        );
    }
}

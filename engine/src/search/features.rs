//! The search's selective features, each behind its own switch so that a
//! match can set one player's search apart from another's
//! ([`super::Limits::features`]). A feature is on in what ships only
//! when a sequential test (SPRT) of matches showed it gains
//! (docs/BENCHMARKS.md, "Search changes tested by a match").

use std::fmt;
use std::str::FromStr;

/// One selective feature of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
// The list and the names, from the declaration:
#[derive(strum::EnumString, strum::IntoStaticStr, strum::VariantArray)]
#[strum(ascii_case_insensitive, parse_err_ty = UnknownFeature, parse_err_fn = UnknownFeature::of)]
pub enum Feature {
    /// `lmr`: in a node with no capture pending, the fourth and later
    /// quiet moves that neither crown nor leave a capture are searched one
    /// ply shallower first (the first reductions tried, kept for
    /// comparison).
    #[strum(serialize = "lmr")]
    LateMoveReductions,
    /// `lmr2`: at nodes off the principal variation, at depth 3 or more,
    /// quiet moves from the fourth on are searched one ply shallower and
    /// from the seventh on (depth 5 or more) two plies shallower, and again
    /// at full depth when they beat alpha; never a capture, a promotion, a
    /// move that leaves the opponent a capture, nor any move of a node whose
    /// side to move is threatened with a capture.
    #[strum(serialize = "lmr2")]
    GradedReductions,
    /// `aspiration`: from depth 5 the root's first move is searched in a
    /// window around the last depth's score, and again in the full window
    /// when its score falls outside.
    #[strum(serialize = "aspiration")]
    Aspiration,
    /// `probcut`: at a node off the principal variation, depth 5 or more,
    /// no capture pending, a search four plies shallower that beats beta by
    /// [`PROBCUT_MARGIN`] cuts the node.
    #[strum(serialize = "probcut")]
    ProbCut,
    /// `qthreat`: a quiet leaf whose side to move is threatened with a
    /// capture is searched one ply more (all its moves, then captures only)
    /// instead of standing pat.
    #[strum(serialize = "qthreat")]
    QuiescenceThreats,
    /// `singular`: at depth 6 or more, the table's move (a lower bound or
    /// exact score from at most three plies shallower) is searched one ply
    /// deeper when every other move, searched at half the depth, falls
    /// [`SINGULAR_MARGIN`] short of its score: a move that alone holds.
    #[strum(serialize = "singular")]
    SingularExtension,
    /// `lmr3`: at depth 2 or more, quiet moves after the first (after the
    /// third on the principal variation) are searched one ply shallower,
    /// and off the principal variation two plies from the fifth, then again
    /// at full depth when they beat alpha; never a capture nor a promotion.
    /// Unlike `lmr2` it reduces a move that offers an exchange and the
    /// moves of a node threatened with a capture, as Scan does: in draughts
    /// most quiet moves offer one.
    #[strum(serialize = "lmr3")]
    BroadReductions,
    /// `lmrlog`: `lmr3`, and off the principal variation the
    /// reduction of a quiet move after the first grows with the depth and
    /// its rank: `1 + ln(depth) × ln(rank) / 1.8` plies (at least
    /// `lmr3`'s), leaving at least one ply. Passed its sequential tests on
    /// top of `lmr3` and ships.
    #[strum(serialize = "lmrlog")]
    LogReductions,
    /// `razor`: off the principal variation, at depth 3 or less, with no
    /// capture pending, a node whose static score falls
    /// [`RAZOR_MARGIN`] a ply of depth short of alpha returns that score.
    #[strum(serialize = "razor")]
    Razoring,
    /// `hist`: when a quiet move cuts, the quiet moves searched before it
    /// at that node lose as much history as it gains, so that moves that
    /// fail stop being tried first. Passed its sequential test on top of
    /// `futility` in International, lost nothing shown in English, and
    /// ships.
    #[strum(serialize = "hist")]
    HistoryMalus,
    /// `ttmove`: a node where every move fails low keeps the table's move
    /// it had (the move first tried) instead of storing the best of
    /// scores that are only bounds.
    #[strum(serialize = "ttmove")]
    KeepTableMove,
    /// `futility`: off the principal variation, at depth
    /// [`FUTILITY_DEPTH`] or less, with no capture pending nor threatened
    /// and no proven score at stake, a node whose static score falls
    /// [`FUTILITY_MARGIN`] a ply of depth short of alpha searches, after
    /// the first, only the moves that crown or leave the opponent a capture
    /// (those that may win material back). Passed its sequential test on
    /// top of `lmrlog` in International, lost nothing shown in English, and
    /// ships.
    #[strum(serialize = "futility")]
    Futility,
}

/// How far short of the table's move every other move must fall for
/// [`Feature::SingularExtension`], in hundredths of a man.
pub const SINGULAR_MARGIN: i32 = 50;

/// How far short of alpha, a ply of depth, a node's static score must fall
/// for [`Feature::Razoring`], in hundredths of a man.
pub const RAZOR_MARGIN: i32 = 60;

/// How far a shallow search must beat beta for [`Feature::ProbCut`] to
/// cut, in hundredths of a man.
pub const PROBCUT_MARGIN: i32 = 100;

/// The deepest remaining depth at which [`Feature::Futility`] prunes, in
/// plies.
pub const FUTILITY_DEPTH: i32 = 2;

/// How far short of alpha, a ply of depth, a node's static score must fall
/// for [`Feature::Futility`], in hundredths of a man.
pub const FUTILITY_MARGIN: i32 = 100;

impl Feature {
    /// Every feature (the declaration's order).
    pub const ALL: [Feature; <Feature as strum::VariantArray>::VARIANTS.len()] =
        crate::listed::array_of(<Feature as strum::VariantArray>::VARIANTS);

    /// The feature's name in a player's text: `lmr`, `lmr2`, `aspiration`,
    /// `probcut`, `qthreat`, `singular` (strum).
    pub fn id(self) -> &'static str {
        self.into()
    }

    const fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// A feature name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownFeature(pub String);

impl UnknownFeature {
    fn of(name: &str) -> UnknownFeature {
        UnknownFeature(name.to_string())
    }
}

impl fmt::Display for UnknownFeature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Feature::ALL.iter().map(|f| f.id()).collect();
        write!(f, "unknown search feature '{}' (expected {})", self.0, names.join(", "))
    }
}

impl std::error::Error for UnknownFeature {}

/// A set of [`Feature`]s; [`Features::SHIPPED`] is what the levels search
/// with, [`Features::NONE`] what proofs, reviews and analyses search with
/// (full-width: [`super::Limits::depth`]).
///
/// ```
/// use damas_engine::search::{Feature, Features};
/// let set: Features = "lmr2,aspiration".parse().unwrap();
/// assert!(set.has(Feature::Aspiration) && !set.has(Feature::ProbCut));
/// assert_eq!(set.to_string(), "lmr2,aspiration");
/// assert_eq!("none".parse::<Features>().unwrap(), Features::NONE);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Features(u16);

impl Features {
    pub const NONE: Features = Features(0);
    /// What the levels search with ([`super::Level::limits`]): ProbCut and
    /// the singular extension, which passed their sequential test together,
    /// the broad reductions, which passed theirs on top of those two, the
    /// log-shaped reductions, which passed theirs on top of the three,
    /// futility pruning, which passed its own on top of the four, and the
    /// history malus, which passed its own on top of the five
    /// (docs/BENCHMARKS.md, "Search changes tested by a match", "More
    /// selectivity on top of lmr3" and "Pruning near the leaves").
    pub const SHIPPED: Features = Features::NONE
        .with(Feature::ProbCut, true)
        .with(Feature::SingularExtension, true)
        .with(Feature::BroadReductions, true)
        .with(Feature::LogReductions, true)
        .with(Feature::Futility, true)
        .with(Feature::HistoryMalus, true);

    pub fn has(self, feature: Feature) -> bool {
        self.0 & feature.bit() != 0
    }

    /// The features of this set, in [`Feature::ALL`]'s order.
    pub fn iter(self) -> impl Iterator<Item = Feature> {
        Feature::ALL.into_iter().filter(move |f| self.has(*f))
    }

    /// This set with `feature` on or off.
    pub const fn with(self, feature: Feature, on: bool) -> Features {
        if on {
            Features(self.0 | feature.bit())
        } else {
            Features(self.0 & !feature.bit())
        }
    }
}

impl FromStr for Features {
    type Err = UnknownFeature;
    /// Names joined by commas, or `none`.
    fn from_str(s: &str) -> Result<Features, UnknownFeature> {
        if s.trim().eq_ignore_ascii_case("none") {
            return Ok(Features::NONE);
        }
        s.split(',').try_fold(Features::NONE, |set, name| Ok(set.with(name.trim().parse()?, true)))
    }
}

impl fmt::Display for Features {
    /// The names joined by commas, or `none`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.iter().map(Feature::id).collect();
        if names.is_empty() {
            f.write_str("none")
        } else {
            f.write_str(&names.join(","))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_feature_reads_back_from_its_name_and_a_set_from_its_text() {
        for feature in Feature::ALL {
            assert_eq!(feature.id().parse::<Feature>(), Ok(feature));
            let alone = Features::NONE.with(feature, true);
            assert_eq!(alone.to_string().parse::<Features>(), Ok(alone));
            assert!(Feature::ALL.iter().all(|f| alone.has(*f) == (*f == feature)));
        }
        let all = Feature::ALL.iter().fold(Features::NONE, |s, f| s.with(*f, true));
        assert_eq!(all.to_string().parse::<Features>(), Ok(all));
        assert!(!all.with(Feature::ProbCut, false).has(Feature::ProbCut));
        assert!("lmr,bogus".parse::<Features>().unwrap_err().to_string().contains("'bogus'"));
    }
}

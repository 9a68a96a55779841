//! A puzzle as data: a position, the rule set, [`Theme`]s, its [`Kind`], a
//! difficulty and the solution (the solver's moves and the forced replies),
//! read from one PDN game ([`Puzzle::from_pdn`]): `[FEN]`, `[GameType]`,
//! `[PuzzleId]`, `[Theme]` (one or more theme ids, separated by commas or
//! spaces), `[Difficulty]` (1 to 5) and the solution as movetext. What
//! makes it sound is [`super::verify`]'s (`verification.rs`); which themes a
//! line shows, `themes.rs`.

use std::fmt;

use crate::notation::PdnGame;
use crate::{Position, Variant};

/// The most solver moves a tactic may ask for.
pub const MAX_SOLVER_MOVES: usize = 5;

/// Hundredths of a man by which a tactic's solution beats every other move,
/// and every defence leaves the solver ahead, unless told otherwise
/// ([`super::VerifyOptions`]).
pub const MARGIN: i32 = 150;

/// What a puzzle is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
// The list and the names, from the declaration:
#[derive(strum::EnumIter, strum::EnumString, strum::IntoStaticStr)]
#[strum(serialize_all = "kebab-case", ascii_case_insensitive)]
pub enum Theme {
    /// Capturing is compulsory: the only legal move is a capture.
    CompulsoryCapture,
    /// The majority law excludes shorter captures.
    MajorityLaw,
    /// Italian tie-breaks (more kings; then the king captures).
    ItalianTiebreak,
    /// A man reaches the last row during a capture.
    PromotionInCapture,
    /// A king's capture (flying kings: where to land).
    KingCapture,
    /// A combination starting with a sacrifice that wins material.
    Shot,
    /// A won ending: the only winning move.
    Endgame,
    /// A man breaks through to the last row and crowns.
    Breakthrough,
    /// A quiet move that wins material by force (no sacrifice).
    WinMaterial,
    /// A tactic that works because the majority law forces the opponent's
    /// capture: a shorter capture, which the law forbids, would have saved
    /// the opponent ([`law_saves`]).
    ForcedByMajority,
    /// A tactic that works because the Italian tie-breaks (more kings, the
    /// king captures) force the opponent's capture among equally long ones.
    ForcedByTiebreak,
    /// The solver gives one piece and takes two ([`super::two_for_one`]).
    TwoForOne,
    /// A king caught where it stands: whatever the opponent plays, a king
    /// falls ([`super::king_trap`]).
    KingTrap,
    /// The opponent's capture stops short on the pieces it jumped, which
    /// stay on the board until it ends, and is taken there
    /// ([`super::turkish_strike`]).
    TurkishStrike,
    /// The opponent is left with pieces and no move ([`super::block`]).
    Block,
    /// An ending won by a quiet move that hands the opponent the move
    /// (opposition, [`super::tempo`]).
    Tempo,
}

impl Theme {
    /// Every theme: the rule themes (drills) first, then the tactics.
    pub const ALL: [Theme; 16] = [
        Theme::CompulsoryCapture,
        Theme::MajorityLaw,
        Theme::ItalianTiebreak,
        Theme::PromotionInCapture,
        Theme::KingCapture,
        Theme::Shot,
        Theme::Breakthrough,
        Theme::WinMaterial,
        Theme::Endgame,
        Theme::ForcedByMajority,
        Theme::ForcedByTiebreak,
        Theme::TwoForOne,
        Theme::KingTrap,
        Theme::TurkishStrike,
        Theme::Block,
        Theme::Tempo,
    ];

    /// The motifs of tactics (every theme that is not a rule's), in the
    /// order a learner meets them: the capture motifs first (what
    /// compulsory capture and the capture laws make possible), then the
    /// rest.
    pub const MOTIFS: [Theme; 11] = [
        Theme::Shot,
        Theme::ForcedByMajority,
        Theme::ForcedByTiebreak,
        Theme::TwoForOne,
        Theme::TurkishStrike,
        Theme::KingTrap,
        Theme::Breakthrough,
        Theme::Block,
        Theme::Tempo,
        Theme::WinMaterial,
        Theme::Endgame,
    ];

    /// The id written in the `Theme` tag: the name in kebab case (strum).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// Rule themes are solved by knowing the rule: their solution is the
    /// only legal move (drills). Shots, breakthroughs, material wins and
    /// endgames are solved by calculation (tactics).
    pub fn is_rule(self) -> bool {
        matches!(
            self,
            Theme::CompulsoryCapture
                | Theme::MajorityLaw
                | Theme::ItalianTiebreak
                | Theme::PromotionInCapture
                | Theme::KingCapture
        )
    }

    /// Whether a rule set has puzzles of this theme.
    pub fn applies_to(self, variant: Variant) -> bool {
        let rules = variant.rules();
        match self {
            Theme::MajorityLaw | Theme::ForcedByMajority => rules.choice != crate::CaptureChoice::Free,
            Theme::ItalianTiebreak | Theme::ForcedByTiebreak => rules.choice == crate::CaptureChoice::Italian,
            _ => true,
        }
    }

    /// Reads a theme id (any letter case, spaces around it ignored).
    pub fn parse(text: &str) -> Option<Theme> {
        text.trim().parse().ok()
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The two kinds of puzzle, written in the `Kind` tag.
///
/// ```
/// use damas_engine::teaching::Kind;
/// assert_eq!(Kind::parse("tactic"), Some(Kind::Tactic));
/// assert_eq!(Kind::Drill.id(), "drill");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
// The list and the names, from the declaration:
#[derive(strum::EnumIter, strum::EnumString, strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "lowercase", ascii_case_insensitive)]
pub enum Kind {
    /// Several legal moves and exactly one that wins: found by calculation.
    Tactic,
    /// A rule position with one legal move: found by knowing the rule.
    Drill,
}

impl Kind {
    /// Both kinds (the declaration's order).
    pub const ALL: [Kind; <Kind as strum::VariantArray>::VARIANTS.len()] =
        crate::listed::array_of(<Kind as strum::VariantArray>::VARIANTS);

    /// The id written in the `Kind` tag: the name in lower case (strum).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// Reads a kind id (any letter case, spaces around it ignored).
    pub fn parse(text: &str) -> Option<Kind> {
        text.trim().parse().ok()
    }

    /// The kind themes imply: a tactic when one of them is a theme of
    /// calculation, else a drill.
    pub fn of_themes(themes: &[Theme]) -> Kind {
        if themes.iter().any(|t| !t.is_rule()) {
            Kind::Tactic
        } else {
            Kind::Drill
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A puzzle as written: the position and the solution are kept as text and
/// checked by [`verify`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub id: String,
    /// Tactic or drill (the `Kind` tag; the themes' kind when absent).
    pub kind: Kind,
    pub variant: Variant,
    pub fen: String,
    pub themes: Vec<Theme>,
    pub difficulty: u8,
    /// The solution: the solver's moves and the replies, alternately,
    /// solver first.
    pub solution: Vec<String>,
}

impl Puzzle {
    /// A puzzle of the kind its themes imply ([`Kind::of_themes`]).
    pub fn new(
        id: &str,
        variant: Variant,
        fen: &str,
        themes: &[Theme],
        difficulty: u8,
        solution: &[&str],
    ) -> Puzzle {
        Puzzle {
            id: id.to_string(),
            kind: Kind::of_themes(themes),
            variant,
            fen: fen.to_string(),
            themes: themes.to_vec(),
            difficulty,
            solution: solution.iter().map(|s| s.to_string()).collect(),
        }
    }

    /// The puzzle a PDN game holds (its tags and moves).
    pub fn from_pdn(game: &PdnGame) -> Result<Puzzle, PuzzleFlaw> {
        let id = game.tag("PuzzleId").ok_or(PuzzleFlaw::MissingTag("PuzzleId"))?.trim().to_string();
        if id.is_empty() {
            return Err(PuzzleFlaw::MissingTag("PuzzleId"));
        }
        let theme_text = game.tag("Theme").ok_or(PuzzleFlaw::MissingTag("Theme"))?;
        let mut themes = Vec::new();
        for word in theme_text.split([',', ' ']).filter(|w| !w.trim().is_empty()) {
            let theme = Theme::parse(word)
                .ok_or_else(|| PuzzleFlaw::BadTag { tag: "Theme", value: word.to_string() })?;
            if !themes.contains(&theme) {
                themes.push(theme);
            }
        }
        if themes.is_empty() {
            return Err(PuzzleFlaw::MissingTag("Theme"));
        }
        let difficulty_text = game.tag("Difficulty").ok_or(PuzzleFlaw::MissingTag("Difficulty"))?;
        let difficulty = match difficulty_text.trim().parse::<u8>() {
            Ok(d) if (1..=5).contains(&d) => d,
            _ => return Err(PuzzleFlaw::BadTag { tag: "Difficulty", value: difficulty_text.to_string() }),
        };
        let kind = match game.tag("Kind") {
            Some(text) => Kind::parse(text)
                .ok_or_else(|| PuzzleFlaw::BadTag { tag: "Kind", value: text.to_string() })?,
            None => Kind::of_themes(&themes),
        };
        let mut pos = *game.start();
        let mut solution = Vec::new();
        for mv in game.moves() {
            solution.push(pos.move_text(mv));
            pos.play_unchecked(mv);
        }
        Ok(Puzzle {
            id,
            kind,
            variant: game.variant(),
            fen: game.start().to_fen(),
            themes,
            difficulty,
            solution,
        })
    }

    /// The puzzle as a PDN game. Fails when the FEN or a move is not legal.
    pub fn to_pdn(&self) -> Result<PdnGame, PuzzleFlaw> {
        let start =
            Position::from_fen(self.variant, &self.fen).map_err(|e| PuzzleFlaw::BadFen(e.to_string()))?;
        let mut game = PdnGame::new(start);
        game.set_tag("Event", "Damas puzzles");
        game.set_tag("PuzzleId", &self.id);
        game.set_tag("Kind", self.kind.id());
        let themes: Vec<&str> = self.themes.iter().map(|t| t.id()).collect();
        game.set_tag("Theme", &themes.join(","));
        game.set_tag("Difficulty", &self.difficulty.to_string());
        for (i, text) in self.solution.iter().enumerate() {
            game.push(text).map_err(|e| PuzzleFlaw::IllegalMove {
                ply: i + 1,
                text: text.clone(),
                reason: e.to_string(),
            })?;
        }
        Ok(game)
    }

    /// Whether the solution is found by calculation (a shot or an endgame)
    /// rather than by knowing a rule.
    pub fn is_calculation(&self) -> bool {
        self.themes.iter().any(|t| !t.is_rule())
    }
}

/// Why a puzzle is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleFlaw {
    /// A required tag is missing.
    MissingTag(&'static str),
    /// A tag whose value is not allowed.
    BadTag { tag: &'static str, value: String },
    /// The FEN is not a legal position of the rule set.
    BadFen(String),
    /// The side to move has no legal move: nothing to solve.
    NoMove,
    /// The solution has no move.
    EmptySolution,
    /// The solution ends with a reply instead of a solver move.
    EndsOnReply,
    /// Move `ply` (from 1) of the solution is not legal.
    IllegalMove { ply: usize, text: String, reason: String },
    /// Another move solves the puzzle at move `ply` as well (or better).
    SecondSolution { ply: usize, text: String },
    /// The reply at move `ply` is neither forced nor the best reply.
    ReplyNotForced { ply: usize, text: String, better: String },
    /// The solver move at `ply` does not win (score for the solver).
    NotWinning { ply: usize, score: i32 },
    /// The first move does not show this theme.
    ThemeNotShown(Theme),
    /// A theme this rule set does not have.
    ThemeNotInRules(Theme),
    /// A tactic whose first move is the only legal move: nothing to find.
    OnlyOneLegalMove,
    /// The best other move at `ply` is worse than the solution, but not by
    /// the margin (`margin` hundredths of a man).
    MarginTooSmall { ply: usize, text: String, margin: i32 },
    /// After the reply at `ply`, another reply `text` does not lose.
    DefenceHolds { ply: usize, text: String },
    /// A tactic of more than five solver moves.
    TooLong(usize),
    /// The kind does not match the themes (a drill with a tactic's theme,
    /// a tactic with rule themes only).
    KindMismatch(Kind),
    /// A tactic's `Difficulty` tag is not the difficulty
    /// [`tactic_difficulty`] measures.
    DifficultyMismatch { tagged: u8, measured: u8 },
}

impl fmt::Display for PuzzleFlaw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleFlaw::MissingTag(t) => write!(f, "missing tag {t}"),
            PuzzleFlaw::BadTag { tag, value } => write!(f, "bad {tag} '{value}'"),
            PuzzleFlaw::BadFen(e) => write!(f, "bad FEN: {e}"),
            PuzzleFlaw::NoMove => write!(f, "the side to move has no legal move"),
            PuzzleFlaw::EmptySolution => write!(f, "no solution moves"),
            PuzzleFlaw::EndsOnReply => write!(f, "the solution ends with a reply"),
            PuzzleFlaw::IllegalMove { ply, text, reason } => {
                write!(f, "illegal move {ply} ({text}): {reason}")
            }
            PuzzleFlaw::SecondSolution { ply, text } => write!(f, "second solution at move {ply}: {text}"),
            PuzzleFlaw::ReplyNotForced { ply, text, better } => {
                write!(f, "reply {ply} ({text}) is not forced: {better} is better")
            }
            PuzzleFlaw::NotWinning { ply, score } => write!(f, "move {ply} does not win (score {score})"),
            PuzzleFlaw::ThemeNotShown(t) => write!(f, "the solution does not show {t}"),
            PuzzleFlaw::ThemeNotInRules(t) => write!(f, "{t} is not a theme of this rule set"),
            PuzzleFlaw::OnlyOneLegalMove => write!(f, "only one legal move: a tactic needs a choice"),
            PuzzleFlaw::MarginTooSmall { ply, text, margin } => {
                write!(f, "margin too small at move {ply}: {text} is only {margin} behind")
            }
            PuzzleFlaw::DefenceHolds { ply, text } => {
                write!(f, "reply {ply}: the defence {text} does not lose")
            }
            PuzzleFlaw::TooLong(n) => write!(f, "{n} solver moves (at most {MAX_SOLVER_MOVES})"),
            PuzzleFlaw::KindMismatch(k) => write!(f, "the themes do not fit a {k}"),
            PuzzleFlaw::DifficultyMismatch { tagged, measured } => {
                write!(f, "difficulty {tagged} tagged, {measured} measured")
            }
        }
    }
}

impl std::error::Error for PuzzleFlaw {}

#[cfg(test)]
mod tests {
    use strum::IntoEnumIterator;

    use super::*;

    #[test]
    fn every_theme_is_listed_once_and_read_back_by_its_id() {
        let mut listed = Theme::ALL.to_vec();
        listed.sort();
        assert_eq!(listed, Theme::iter().collect::<Vec<_>>(), "Theme::ALL must hold every theme once");
        let motifs: Vec<Theme> = Theme::iter().filter(|t| !t.is_rule()).collect();
        assert!(Theme::MOTIFS.iter().all(|m| motifs.contains(m)) && Theme::MOTIFS.len() == motifs.len());
        for theme in Theme::iter() {
            assert_eq!(Theme::parse(theme.id()), Some(theme));
            assert_eq!(Theme::parse(&format!(" {} ", theme.id().to_uppercase())), Some(theme));
        }
        // The ids are written in the puzzle files: never change one.
        let written = [
            "compulsory-capture",
            "majority-law",
            "italian-tiebreak",
            "promotion-in-capture",
            "king-capture",
            "shot",
            "endgame",
            "breakthrough",
            "win-material",
            "forced-by-majority",
            "forced-by-tiebreak",
            "two-for-one",
            "king-trap",
            "turkish-strike",
            "block",
            "tempo",
        ];
        assert_eq!(Theme::iter().map(Theme::id).collect::<Vec<_>>(), written);
        assert_eq!(Theme::parse("riddle"), None);
    }

    #[test]
    fn every_kind_is_listed_and_read_back_by_its_id() {
        assert_eq!(Kind::ALL.to_vec(), Kind::iter().collect::<Vec<_>>());
        assert_eq!(Kind::iter().map(Kind::id).collect::<Vec<_>>(), ["tactic", "drill"]);
        for kind in Kind::iter() {
            assert_eq!(Kind::parse(kind.id()), Some(kind));
        }
    }
}

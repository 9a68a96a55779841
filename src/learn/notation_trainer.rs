//! The notation trainer: rounds of thirty seconds on an empty board, either
//! "find this square" (the learner taps it) or "name this square" (the
//! board marks it, the learner types its name), in the square names the
//! rule set uses: numbers in every rule set but Turkish, letters and
//! numbers on every 8×8 board (Turkish names its 64 squares a1–h8 only),
//! with either side at the bottom. Plain Rust, tested natively; the page
//! (`trainer_page.rs`) shows a [`Round`] and its clock, the best score of
//! each setup is kept by [`super::trainer_records`].
//!
//! ```
//! use damas_app::learn::{Drill, Round, SquareNames, TrainerSetup, TrainerAnswer};
//! use damas_engine::{Color, Variant};
//! let setup = TrainerSetup { variant: Variant::English, bottom: Color::Black, drill: Drill::Find, names: SquareNames::Numbers };
//! let mut round = Round::new(setup, 0.0, 7);
//! let asked = round.asked();
//! assert_eq!(round.tap(asked, 1_000.0), Some(TrainerAnswer::Right(asked)));
//! assert_eq!(round.right(), 1);
//! assert!(round.tap(round.asked(), Round::LENGTH_MS).is_none(), "the time is up");
//! ```

use damas_engine::seeded::{below, from_seed, Seeded};
use damas_engine::{BoardSize, Color, Square, Variant};

/// What a round asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Drill {
    /// "Tap square 23": the learner finds the named square on the board.
    Find,
    /// "Name this square": the board marks a square, the learner types its name.
    Name,
}

impl Drill {
    /// Both drills, in the order the page offers them.
    pub const ALL: [Drill; 2] = [Drill::Find, Drill::Name];

    /// The name in stored keys and the page's ids.
    pub fn id(self) -> &'static str {
        match self {
            Drill::Find => "find",
            Drill::Name => "name",
        }
    }
}

/// Which names a round uses for the squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SquareNames {
    /// The PDN numbers of the dark squares (docs/RULES.md).
    Numbers,
    /// Letters and numbers, `a1`–`h8`, seen from the side that moves first
    /// (docs/RULES.md, "Board and numbering").
    Letters,
}

impl SquareNames {
    /// The names `variant` writes or labels its squares with: numbers and
    /// letters on an 8×8 board, numbers alone on 10×10, letters alone on
    /// the Turkish board (it numbers no square).
    pub fn of(variant: Variant) -> &'static [SquareNames] {
        match variant.size() {
            BoardSize::Ten => &[SquareNames::Numbers],
            BoardSize::EightFull => &[SquareNames::Letters],
            BoardSize::Eight => &[SquareNames::Numbers, SquareNames::Letters],
        }
    }

    /// The name in stored keys and the page's ids.
    pub fn id(self) -> &'static str {
        match self {
            SquareNames::Numbers => "numbers",
            SquareNames::Letters => "letters",
        }
    }
}

/// What a round is played with: the rule set's board, the side at the
/// bottom, the drill and the names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TrainerSetup {
    pub variant: Variant,
    /// The side drawn at the bottom of the board.
    pub bottom: Color,
    pub drill: Drill,
    pub names: SquareNames,
}

impl TrainerSetup {
    /// The setup for `variant` with its first names, the side that moves
    /// first at the bottom, finding squares.
    pub fn new(variant: Variant) -> TrainerSetup {
        TrainerSetup {
            variant,
            bottom: variant.rules().first,
            drill: Drill::Find,
            names: SquareNames::of(variant)[0],
        }
    }

    /// The same setup with names `variant` uses (its first ones when these
    /// are not).
    pub fn with_variant(self, variant: Variant) -> TrainerSetup {
        let names = if SquareNames::of(variant).contains(&self.names) {
            self.names
        } else {
            SquareNames::of(variant)[0]
        };
        TrainerSetup { variant, names, ..self }
    }

    /// The key of this setup's best score: `english/black/find/numbers`.
    pub fn key(&self) -> String {
        let side = match self.bottom {
            Color::White => "white",
            Color::Black => "black",
        };
        format!("{}/{side}/{}/{}", self.variant.id(), self.drill.id(), self.names.id())
    }

    /// The squares a round asks for: every square the pieces stand on.
    pub fn squares(&self) -> Vec<Square> {
        self.variant.size().all_squares().collect()
    }

    /// `square`'s name in this setup's names.
    pub fn name(&self, square: Square) -> String {
        let size = self.variant.size();
        match self.names {
            SquareNames::Letters => square
                .to_algebraic(size, self.variant.rules().first == Color::Black)
                .unwrap_or_else(|| square.number().to_string()),
            SquareNames::Numbers => square.number().to_string(),
        }
    }

    /// The square a learner's typed name names, if any (spaces and case
    /// do not matter).
    pub fn read(&self, text: &str) -> Option<Square> {
        let text = text.trim();
        let size = self.variant.size();
        match self.names {
            SquareNames::Letters => {
                Square::from_algebraic(text, size, self.variant.rules().first == Color::Black)
            }
            SquareNames::Numbers => text.parse::<u32>().ok().and_then(|n| Square::new(n, size)),
        }
    }
}

/// How one answer went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrainerAnswer {
    /// The square asked for.
    Right(Square),
    /// Another square (`given`), or a name that names none (`None`); `asked`
    /// was the one asked for.
    Wrong { asked: Square, given: Option<Square> },
}

/// One round: a square asked at a time, answered until the time is up.
#[derive(Clone, Debug)]
pub struct Round {
    setup: TrainerSetup,
    started_ms: f64,
    asked: Square,
    rng: Seeded,
    right: u32,
    wrong: u32,
    last: Option<TrainerAnswer>,
}

impl Round {
    /// How long a round lasts, in milliseconds.
    pub const LENGTH_MS: f64 = 30_000.0;

    /// A round started at `now_ms` (any clock in milliseconds), its
    /// squares drawn from `seed`.
    pub fn new(setup: TrainerSetup, now_ms: f64, seed: u64) -> Round {
        let mut rng = from_seed(seed);
        let squares = setup.squares();
        let asked = squares[below(&mut rng, squares.len() as u64) as usize];
        Round { setup, started_ms: now_ms, asked, rng, right: 0, wrong: 0, last: None }
    }

    pub fn setup(&self) -> &TrainerSetup {
        &self.setup
    }

    /// The square asked for now.
    pub fn asked(&self) -> Square {
        self.asked
    }

    /// Right answers so far: the round's score.
    pub fn right(&self) -> u32 {
        self.right
    }

    /// Wrong answers so far.
    pub fn wrong(&self) -> u32 {
        self.wrong
    }

    /// How the last answer went.
    pub fn last(&self) -> Option<TrainerAnswer> {
        self.last
    }

    /// Milliseconds left at `now_ms`.
    pub fn ms_left(&self, now_ms: f64) -> f64 {
        (self.started_ms + Round::LENGTH_MS - now_ms).clamp(0.0, Round::LENGTH_MS)
    }

    /// Whether the time is up at `now_ms`.
    pub fn is_over(&self, now_ms: f64) -> bool {
        self.ms_left(now_ms) <= 0.0
    }

    /// The learner tapped `square` ("find" drill); `None` once the time is up.
    pub fn tap(&mut self, square: Square, now_ms: f64) -> Option<TrainerAnswer> {
        self.answer(Some(square), now_ms)
    }

    /// The learner typed `text` ("name" drill); `None` once the time is up.
    pub fn name(&mut self, text: &str, now_ms: f64) -> Option<TrainerAnswer> {
        let given = self.setup.read(text);
        self.answer(given, now_ms)
    }

    fn answer(&mut self, given: Option<Square>, now_ms: f64) -> Option<TrainerAnswer> {
        if self.is_over(now_ms) {
            return None;
        }
        let answer = if given == Some(self.asked) {
            self.right += 1;
            TrainerAnswer::Right(self.asked)
        } else {
            self.wrong += 1;
            TrainerAnswer::Wrong { asked: self.asked, given }
        };
        self.last = Some(answer);
        self.ask_another();
        Some(answer)
    }

    /// Draws the next square, never the one just asked.
    fn ask_another(&mut self) {
        let squares = self.setup.squares();
        let others: Vec<Square> = squares.into_iter().filter(|&s| s != self.asked).collect();
        self.asked = others[below(&mut self.rng, others.len() as u64) as usize];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(variant: Variant, drill: Drill, names: SquareNames) -> TrainerSetup {
        TrainerSetup { variant, bottom: Color::White, drill, names }
    }

    #[test]
    fn each_rule_set_is_drilled_in_the_names_it_uses() {
        assert_eq!(SquareNames::of(Variant::International), [SquareNames::Numbers]);
        assert_eq!(SquareNames::of(Variant::English), [SquareNames::Numbers, SquareNames::Letters]);
        assert_eq!(SquareNames::of(Variant::Turkish), [SquareNames::Letters]);
        assert_eq!(TrainerSetup::new(Variant::Turkish).names, SquareNames::Letters);
        assert_eq!(
            TrainerSetup::new(Variant::English).bottom,
            Color::Black,
            "English is seen from Black's side"
        );
        // Switching to a rule set that lacks the names takes its own.
        let letters = setup(Variant::Russian, Drill::Name, SquareNames::Letters);
        assert_eq!(letters.with_variant(Variant::International).names, SquareNames::Numbers);
        assert_eq!(letters.with_variant(Variant::English).names, SquareNames::Letters);
    }

    #[test]
    fn squares_are_named_as_the_rule_sets_write_them() {
        // docs/RULES.md: a1 is square 29 in Russian, 4 in English (seen from Black).
        let russian = setup(Variant::Russian, Drill::Name, SquareNames::Letters);
        assert_eq!(russian.name(Square::new(29, BoardSize::Eight).unwrap()), "a1");
        assert_eq!(russian.read(" C3 "), Square::new(22, BoardSize::Eight));
        let english = setup(Variant::English, Drill::Name, SquareNames::Letters);
        assert_eq!(english.name(Square::new(4, BoardSize::Eight).unwrap()), "a1");
        assert_eq!(english.read("c3"), Square::new(11, BoardSize::Eight));
        let international = setup(Variant::International, Drill::Name, SquareNames::Numbers);
        assert_eq!(international.read("50"), Square::new(50, BoardSize::Ten));
        assert_eq!(international.read("51"), None);
        assert_eq!(international.read("a1"), None);
        // Turkish: every one of the 64 squares has a name, and it reads back.
        let turkish = TrainerSetup::new(Variant::Turkish);
        assert_eq!(turkish.squares().len(), 64);
        for square in turkish.squares() {
            assert_eq!(turkish.read(&turkish.name(square)), Some(square));
        }
    }

    #[test]
    fn a_right_answer_scores_a_wrong_one_shows_the_square_and_the_time_ends_the_round() {
        let mut round = Round::new(setup(Variant::Brazilian, Drill::Find, SquareNames::Numbers), 1_000.0, 3);
        let asked = round.asked();
        assert_eq!(round.tap(asked, 2_000.0), Some(TrainerAnswer::Right(asked)));
        assert_ne!(round.asked(), asked, "never the same square twice in a row");
        let asked = round.asked();
        let other = round.setup().squares().into_iter().find(|&s| s != asked).unwrap();
        assert_eq!(round.tap(other, 3_000.0), Some(TrainerAnswer::Wrong { asked, given: Some(other) }));
        assert_eq!((round.right(), round.wrong()), (1, 1));
        assert_eq!(round.ms_left(11_000.0), 20_000.0);
        assert!(!round.is_over(30_999.0) && round.is_over(31_000.0));
        assert_eq!(round.tap(round.asked(), 31_000.0), None);
        assert_eq!((round.right(), round.wrong()), (1, 1), "nothing counts after the time");
    }

    #[test]
    fn a_typed_name_is_read_in_the_rounds_names() {
        let mut round = Round::new(setup(Variant::Russian, Drill::Name, SquareNames::Letters), 0.0, 11);
        let name = round.setup().name(round.asked());
        let asked = round.asked();
        assert_eq!(round.name(&name.to_uppercase(), 10.0), Some(TrainerAnswer::Right(asked)));
        let asked = round.asked();
        assert_eq!(round.name("z9", 20.0), Some(TrainerAnswer::Wrong { asked, given: None }));
    }

    #[test]
    fn the_same_seed_asks_the_same_squares() {
        let s = setup(Variant::International, Drill::Find, SquareNames::Numbers);
        let (mut a, mut b) = (Round::new(s, 0.0, 5), Round::new(s, 0.0, 5));
        for t in 0..20 {
            assert_eq!(a.asked(), b.asked());
            let (sa, sb) = (a.asked(), b.asked());
            a.tap(sa, t as f64);
            b.tap(sb, t as f64);
        }
    }

    #[test]
    fn each_setup_has_its_own_key() {
        let mut keys = std::collections::HashSet::new();
        for variant in Variant::ALL {
            for bottom in [Color::White, Color::Black] {
                for drill in Drill::ALL {
                    for &names in SquareNames::of(variant) {
                        assert!(keys.insert(TrainerSetup { variant, bottom, drill, names }.key()));
                    }
                }
            }
        }
        assert_eq!(TrainerSetup::new(Variant::English).key(), "english/black/find/numbers");
    }
}

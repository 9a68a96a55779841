//! Static evaluation, in hundredths of a man, from the side to move's view.
//! One set of named terms; each rule-set family has its own weights.

use std::sync::OnceLock;

use crate::rules::geometry::{Bits, ALL_DIRS, NONE};
use crate::{BoardSize, Color, KingRange, Position, Variant};

/// The weights of the evaluation terms, in hundredths of a man.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A man.
    pub man: i32,
    /// A king.
    pub king: i32,
    /// Per row a man has advanced, summed over men (times `advance` / 8).
    pub advance: i32,
    /// Per man still on its own back row while the opponent has men.
    pub back_row: i32,
    /// Per man on a centre square.
    pub centre: i32,
    /// Per runaway man: no piece stands in the cone in front of it.
    pub runaway: i32,
    /// Per square a king can move to.
    pub king_mobility: i32,
    /// Per king on the long diagonal (flying kings).
    pub long_diagonal: i32,
    /// Per man with no free square in front of it (a penalty).
    pub locked: i32,
}

/// The rule-set families that share weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// The list and the names, from the declaration:
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum Family {
    /// 8×8 with flying kings: brazilian, russian, spanish, thai.
    FlyingEight,
    /// 8×8 with short kings: english, italian.
    ShortEight,
    /// 10×10: damas10, international.
    Ten,
    /// The orthogonal 8×8 board: turkish.
    Orthogonal,
}

impl Family {
    pub fn of(variant: Variant) -> Family {
        match (variant.size(), variant.rules().king) {
            (BoardSize::Ten, _) => Family::Ten,
            (BoardSize::EightFull, _) => Family::Orthogonal,
            (BoardSize::Eight, KingRange::Flying) => Family::FlyingEight,
            (BoardSize::Eight, KingRange::Short) => Family::ShortEight,
        }
    }

    /// The family's name in `data/weights.txt` and of its learned weights'
    /// file (`flying-eight.dmle`): the name in kebab case (strum).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// All families (the declaration's order: a family's place is its
    /// number in a learned weights' file, [`Family::number`]).
    pub const ALL: [Family; <Family as strum::VariantArray>::VARIANTS.len()] =
        crate::listed::array_of(<Family as strum::VariantArray>::VARIANTS);

    /// The family's place in [`Family::ALL`], written in a learned
    /// weights' file.
    /// It is the declaration's index, as strum lists `ALL` in that order
    /// (the test of the stored numbers pins both): no search on the evaluation's
    /// path, which asks for a family's weights at every node.
    pub const fn number(self) -> usize {
        self as usize
    }

    /// The tuned weights of this family, from `data/weights.txt`.
    pub fn weights(self) -> Weights {
        static TUNED: OnceLock<[Weights; Family::ALL.len()]> = OnceLock::new();
        let all = TUNED.get_or_init(|| {
            let text = include_str!("../../data/weights.txt");
            Family::ALL.map(|f| Weights::parse(text, f.id()).expect("data/weights.txt is valid"))
        });
        all[self.number()]
    }
}

impl Weights {
    /// The terms' names, in the order of [`Weights::values`].
    pub const TERMS: [&'static str; 9] = [
        "man",
        "king",
        "advance",
        "back_row",
        "centre",
        "runaway",
        "king_mobility",
        "long_diagonal",
        "locked",
    ];

    /// The values, in the order of [`Weights::TERMS`].
    pub fn values(&self) -> [i32; 9] {
        [
            self.man,
            self.king,
            self.advance,
            self.back_row,
            self.centre,
            self.runaway,
            self.king_mobility,
            self.long_diagonal,
            self.locked,
        ]
    }

    /// Weights from values in the order of [`Weights::TERMS`].
    pub fn from_values(v: [i32; 9]) -> Weights {
        let [man, king, advance, back_row, centre, runaway, king_mobility, long_diagonal, locked] = v;
        Weights { man, king, advance, back_row, centre, runaway, king_mobility, long_diagonal, locked }
    }

    /// Reads one family's weights from the lines `family term value` of a
    /// weights file; every term must be given.
    pub fn parse(text: &str, family: &str) -> Result<Weights, String> {
        let mut values = [None; 9];
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
            let words: Vec<&str> = line.split_whitespace().collect();
            if words.len() != 3 || words[0] != family {
                continue;
            }
            let i = Weights::TERMS
                .iter()
                .position(|t| *t == words[1])
                .ok_or(format!("unknown term {}", words[1]))?;
            values[i] = Some(words[2].parse::<i32>().map_err(|e| format!("{line}: {e}"))?);
        }
        let mut out = [0; 9];
        for (i, v) in values.iter().enumerate() {
            out[i] = v.ok_or(format!("{family}: missing {}", Weights::TERMS[i]))?;
        }
        Ok(Weights::from_values(out))
    }

    /// Writes one family's weights as lines of a weights file.
    pub fn to_lines(&self, family: &str) -> String {
        Weights::TERMS.iter().zip(self.values()).map(|(t, v)| format!("{family} {t} {v}\n")).collect()
    }
}

/// Board masks used by the evaluation, made once per board size.
struct Masks {
    centre: u64,
    long_diagonal: u64,
    /// `back[color]`: the row a colour's men start from (its crowning row
    /// for the other side).
    back: [u64; 2],
    /// `cone[color][bit]`: every square a man of `color` on `bit` could
    /// reach by moving forwards.
    cone: [[u64; 64]; 2],
    /// `steps[color][bit]`: the squares a man of `color` on `bit` steps to.
    steps: [[u64; 64]; 2],
    /// `row[bit]`: rows from the top.
    row: [u8; 64],
    step: [[u8; 64]; 4],
}

fn masks(size: BoardSize) -> &'static Masks {
    static EIGHT: OnceLock<Masks> = OnceLock::new();
    static TEN: OnceLock<Masks> = OnceLock::new();
    static FULL: OnceLock<Masks> = OnceLock::new();
    let cell = match size {
        BoardSize::Eight => &EIGHT,
        BoardSize::Ten => &TEN,
        BoardSize::EightFull => &FULL,
    };
    cell.get_or_init(|| Masks::new(size))
}

impl Masks {
    fn new(size: BoardSize) -> Masks {
        let n = size.rows();
        let mut m = Masks {
            centre: 0,
            long_diagonal: 0,
            back: [size.row_mask(n - 1), size.row_mask(0)],
            cone: [[0; 64]; 2],
            steps: [[0; 64]; 2],
            row: [0; 64],
            step: crate::rules::geometry::step_table_of(size),
        };
        for s in size.all_squares() {
            let (r, c) = (s.row(size), s.column(size));
            let b = s.bit(size);
            m.row[b as usize] = r;
            let middle = (n / 2 - 2..n / 2 + 2).contains(&r) && (2..n - 2).contains(&c);
            if middle {
                m.centre |= 1 << b;
            }
            // The long diagonal runs from the bottom-left corner to the top-right.
            if r + c == n - 1 && !size.is_orthogonal() {
                m.long_diagonal |= 1 << b;
            }
        }
        for s in size.all_squares() {
            let b = s.bit(size) as usize;
            for color in Color::ALL {
                let dirs = forward_dirs(size, color);
                for d in dirs {
                    let t = m.step[*d][b];
                    if t != NONE {
                        m.steps[color as usize][b] |= 1 << t;
                    }
                }
                let mut cone = 0u64;
                let mut frontier = 1u64 << b;
                while frontier != 0 {
                    let mut next = 0;
                    for q in Bits(frontier) {
                        for d in dirs {
                            let t = m.step[*d][q as usize];
                            if t != NONE {
                                next |= 1 << t;
                            }
                        }
                    }
                    cone |= next;
                    frontier = next;
                }
                m.cone[color as usize][b] = cone;
            }
        }
        m
    }
}

/// The directions that take a man of `color` nearer its crowning row (on the
/// orthogonal board only straight ahead: its sideways steps do not).
fn forward_dirs(size: BoardSize, color: Color) -> &'static [usize] {
    use crate::rules::geometry::{DOWN, UP};
    match (size.is_orthogonal(), color) {
        (false, Color::White) => &[0, 1],
        (false, Color::Black) => &[2, 3],
        (true, Color::White) => &[UP],
        (true, Color::Black) => &[DOWN],
    }
}

/// Evaluates a position for the side to move with its family's weights.
///
/// ```
/// use damas_engine::{Position, Variant};
/// use damas_engine::search::evaluate;
/// assert_eq!(evaluate(&Position::start(Variant::Brazilian)), 0);
/// let up = Position::from_fen(Variant::Brazilian, "W:W21,22:B5").unwrap();
/// assert!(evaluate(&up) > 50);
/// ```
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &Family::of(pos.variant()).weights())
}

/// Evaluates a position for the side to move with the given weights.
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    let us = pos.side_to_move();
    let score = side_score(pos, Color::White, w) - side_score(pos, Color::Black, w);
    let score = scale_for_endgame(pos, score);
    if us == Color::White {
        score
    } else {
        -score
    }
}

/// The hand-set terms from White's view, before the endgame scaling: the
/// base a [`super::LearnedEval`] may add its region weights to.
pub(super) fn white_terms(pos: &Position, w: &Weights) -> i32 {
    side_score(pos, Color::White, w) - side_score(pos, Color::Black, w)
}

fn side_score(pos: &Position, color: Color, w: &Weights) -> i32 {
    let size = pos.size();
    let m = masks(size);
    let own = pos.bits(color);
    let opp = pos.bits(!color);
    let kings = own & pos.king_bits();
    let men = own & !pos.king_bits();
    let occupied = own | opp;
    let rows = size.rows() as i32;
    let mut score = w.man * men.count_ones() as i32 + w.king * kings.count_ones() as i32;

    let mut advance = 0;
    let mut runaway = 0;
    let mut locked = 0;
    for b in Bits(men) {
        let row = m.row[b as usize] as i32;
        let advanced = match color {
            Color::White => rows - 1 - row,
            Color::Black => row,
        };
        advance += advanced;
        if m.cone[color as usize][b as usize] & occupied == 0 {
            // Closer to the crowning row, surer to get there.
            runaway += w.runaway * (advanced + 1) / rows;
        }
        // No free square to step to.
        if m.steps[color as usize][b as usize] & !occupied == 0 {
            locked += 1;
        }
    }
    score += w.advance * advance / 8 + runaway - w.locked * locked;
    score += w.centre * (men & m.centre).count_ones() as i32;
    if opp & !pos.king_bits() != 0 {
        score += w.back_row * (men & m.back[color as usize]).count_ones() as i32;
    }

    let flying = pos.rules().king == KingRange::Flying;
    let mut mobility = 0;
    for k in Bits(kings) {
        for d in ALL_DIRS {
            let mut t = m.step[d][k as usize];
            while t != NONE && occupied & (1 << t) == 0 {
                mobility += 1;
                if !flying {
                    break;
                }
                t = m.step[d][t as usize];
            }
        }
    }
    score += w.king_mobility * mobility;
    if flying {
        score += w.long_diagonal * (kings & m.long_diagonal).count_ones() as i32;
    }
    score
}

/// Endings the stronger side cannot win are worth little: one king against
/// one king; with flying kings, up to two kings (three on 10×10) against a
/// lone king, and three against a lone king that holds the long diagonal on 8×8.
pub(super) fn scale_for_endgame(pos: &Position, score: i32) -> i32 {
    let kings = pos.king_bits();
    let [white, black] = [pos.bits(Color::White), pos.bits(Color::Black)];
    if (white | black) & !kings != 0 {
        return score;
    }
    let (nw, nb) = (white.count_ones(), black.count_ones());
    let (strong, weak, weak_bits) = if nw >= nb { (nw, nb, black) } else { (nb, nw, white) };
    if strong == 1 && weak == 1 {
        return 0;
    }
    if weak != 1 || pos.rules().king != KingRange::Flying {
        return score;
    }
    let holds_diagonal = weak_bits & masks(pos.size()).long_diagonal != 0;
    let drawn = match pos.size() {
        BoardSize::Eight => strong <= 2 || (strong == 3 && holds_diagonal),
        BoardSize::Ten => strong <= 3,
        // Rook-like kings: two against one do not force a win.
        BoardSize::EightFull => strong <= 2,
    };
    if drawn {
        score / 16
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(v: Variant, fen: &str) -> i32 {
        evaluate(&Position::from_fen(v, fen).unwrap())
    }

    #[test]
    fn the_families_names_and_numbers_are_the_stored_ones() {
        // The names are in data/weights.txt and the .dmle files' names, the
        // numbers in those files: never change one.
        assert_eq!(Family::ALL.map(Family::id), ["flying-eight", "short-eight", "ten", "orthogonal"]);
        assert_eq!(Family::ALL.map(Family::number), [0, 1, 2, 3]);
    }

    #[test]
    fn the_weights_file_gives_every_family_and_round_trips() {
        let text = include_str!("../../data/weights.txt");
        for f in Family::ALL {
            let w = f.weights();
            assert_eq!(Ok(w), Weights::parse(text, f.id()), "each family gets its own line");
            assert_eq!(w.man, 100, "{}", f.id());
            assert_eq!(Weights::parse(&w.to_lines(f.id()), f.id()), Ok(w));
        }
        assert!(Weights::parse("ten man 100", "ten").is_err());
        assert!(Weights::parse("ten bogus 1", "ten").is_err());
    }

    #[test]
    fn start_positions_are_level() {
        for v in Variant::ALL {
            let pos = Position::start(v);
            // Symmetric start: the same for either side to move.
            assert_eq!(evaluate(&pos), -evaluate(&pos.with_side_to_move(!pos.side_to_move())), "{v}");
        }
    }

    #[test]
    fn material_counts_and_kings_are_worth_more() {
        assert!(eval(Variant::Brazilian, "W:W21,22:B5") > 50);
        assert!(eval(Variant::Brazilian, "B:W21,22:B5") < -50);
        assert!(eval(Variant::Brazilian, "W:WK21:B5,6") > eval(Variant::English, "W:WK21:B5,6"));
    }

    #[test]
    fn lone_king_endings_are_drawish() {
        assert_eq!(eval(Variant::Brazilian, "W:WK29:BK4"), 0);
        assert!(eval(Variant::Brazilian, "W:WK1,K2:BK30").abs() < 60);
        // Short kings: two kings beat one.
        assert!(eval(Variant::English, "W:WK1,K2:BK30") > 100);
    }

    #[test]
    fn advanced_and_runaway_men_score() {
        let back = eval(Variant::Brazilian, "W:W30:B1");
        let forward = eval(Variant::Brazilian, "W:W10:B1");
        assert!(forward > back, "{forward} {back}");
    }
}

//! A learned evaluation: weights for the configurations of small board
//! regions, plus material and the side to move, in two phases (opening and
//! ending) blended by the number of pieces on the board. Fitted per rule-set
//! family by [`crate::search::train`] from the positions of
//! [`crate::search::generate`]; see docs/BENCHMARKS.md ("Learned evaluation").
//!
//! The board is cut into overlapping 4×4 blocks, two rows and two columns
//! apart (9 on 8×8, 16 on 10×10); each block holds 8 playable squares, and
//! each square is empty, a white man or a black man (kings count as empty
//! there: they have their own material weight), so a block is one of
//! 3^8 = 6561 configurations, each with a weight per phase.
//!
//! Colour symmetry holds by construction: White's score is `g(pos) -
//! g(flip(pos))`, where `flip` turns the board half a turn and swaps the
//! colours, so a position and its mirrored twin score exactly the same for
//! the side to move.

use std::fmt;
use std::sync::OnceLock;

use super::eval::{scale_for_endgame, white_terms};
use super::Family;
use crate::rules::geometry::Bits;
use crate::{BoardSize, Color, Position, Square};

/// Configurations of one region: 3^8.
pub const CONFIGS: usize = 6561;
/// Weights are stored in eighths of a hundredth of a man.
pub const SCALE: i32 = 8;
/// The two phases: opening (all pieces on the board) and ending.
pub const PHASES: usize = 2;
/// The first bytes of a weights file.
pub const MAGIC: [u8; 4] = *b"DMLE";
/// The file format's version.
pub const VERSION: u8 = 1;
const HEADER: usize = 8;
const SCALARS: usize = 6;
/// The hand-set terms' coefficient is stored in 1/`BASE_ONE`.
pub const BASE_ONE: i32 = 1024;

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// Fewer bytes than the header.
    TooShort,
    /// The file does not start with [`MAGIC`].
    BadMagic,
    /// A format version this build does not read.
    UnsupportedVersion(u8),
    /// A family number that is not one of [`Family::ALL`].
    UnknownFamily(u8),
    /// The region count does not match the family's board.
    WrongRegions { expected: u8, found: u8 },
    /// The length does not match the header.
    WrongLength { expected: usize, found: usize },
    /// The checksum at the end does not match the contents.
    Checksum,
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::TooShort => write!(f, "too short for a learned-evaluation file"),
            WeightsError::BadMagic => write!(f, "not a learned-evaluation file"),
            WeightsError::UnsupportedVersion(v) => write!(f, "unsupported version {v}"),
            WeightsError::UnknownFamily(n) => write!(f, "unknown family {n}"),
            WeightsError::WrongRegions { expected, found } => {
                write!(f, "{found} regions, expected {expected}")
            }
            WeightsError::WrongLength { expected, found } => write!(f, "{found} bytes, expected {expected}"),
            WeightsError::Checksum => write!(f, "checksum mismatch (corrupted file)"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// The learned weights of one family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LearnedEval {
    family: Family,
    /// Per phase: man, king.
    man: [i16; PHASES],
    king: [i16; PHASES],
    /// For the side to move.
    tempo: i16,
    /// The coefficient of the family's hand-set terms (White's view, see
    /// [`crate::search::Weights`]), in 1/[`BASE_ONE`]: 0 leaves them out.
    base: i16,
    /// `patterns[region * CONFIGS + config][phase]`: both phases' weights
    /// side by side, one memory read for the two (the file stores them
    /// phase by phase).
    patterns: Vec<[i16; PHASES]>,
}

/// What a man on a square adds to each index of [`PatternIndices`]
/// (mostly zeros): the whole row is added at once, which the processor
/// does a few lanes at a time.
type Touch = [u16; 32];

/// The regions of one board size.
pub(crate) struct Layout {
    pub(crate) regions: usize,
    /// Pieces at the start of the family's fullest rule set.
    pub(crate) full: i32,
    white_man: [Touch; 64],
    black_man: [Touch; 64],
}

pub(crate) fn layout(size: BoardSize) -> &'static Layout {
    static EIGHT: OnceLock<Layout> = OnceLock::new();
    static TEN: OnceLock<Layout> = OnceLock::new();
    static FULL: OnceLock<Layout> = OnceLock::new();
    let cell = match size {
        BoardSize::Eight => &EIGHT,
        BoardSize::Ten => &TEN,
        BoardSize::EightFull => &FULL,
    };
    cell.get_or_init(|| Layout::new(size))
}

impl Layout {
    fn new(size: BoardSize) -> Layout {
        let n = size.rows();
        // Each region holds eight squares: 4×4 blocks of the dark squares,
        // 4×2 blocks of the orthogonal board; neighbours overlap by half.
        let width = if size.is_orthogonal() { 2 } else { 4 };
        let mut blocks: Vec<Vec<u8>> = Vec::new();
        for r0 in (0..=n - 4).step_by(2) {
            for c0 in (0..=n - width).step_by(2) {
                let mut squares = Vec::new();
                for r in r0..r0 + 4 {
                    for c in c0..c0 + width {
                        if let Some(s) = Square::from_coords(r, c, size) {
                            squares.push(s.bit(size));
                        }
                    }
                }
                blocks.push(squares);
            }
        }
        let regions = blocks.len();
        // Where a square's place is in each region: (region, power of 3).
        let mut places: [Vec<(u8, u16)>; 64] = std::array::from_fn(|_| Vec::new());
        for (r, squares) in blocks.iter().enumerate() {
            for (k, &b) in squares.iter().enumerate() {
                places[b as usize].push((r as u8, 3u16.pow(k as u32)));
            }
        }
        let last = size.squares() as u32 + 1;
        let rotated =
            |b: u8| Square::new(last - Square::from_bit(b, size).number() as u32, size).unwrap().bit(size);
        let mut white_man = [[0; 32]; 64];
        let mut black_man = [[0; 32]; 64];
        for s in size.all_squares() {
            let b = s.bit(size);
            let rot = rotated(b) as usize;
            let (w, bl) = (&mut white_man[b as usize], &mut black_man[b as usize]);
            // A white man here is a 1 in the position and a black man (2)
            // on the turned square of the flipped position; and conversely.
            for &(r, p) in &places[b as usize] {
                w[r as usize] = p;
                bl[r as usize] = 2 * p;
            }
            for &(r, p) in &places[rot] {
                w[regions + r as usize] = 2 * p;
                bl[regions + r as usize] = p;
            }
        }
        let full = match size {
            BoardSize::Eight => 24,
            BoardSize::Ten => 40,
            BoardSize::EightFull => 32,
        };
        Layout { regions, full, white_man, black_man }
    }
}

/// The region configurations of a position (`[..regions]`) and of its
/// flipped twin (`[regions..]`): what the learned evaluation looks up. The
/// search keeps them move by move ([`PatternIndices::after`]) instead of
/// reading them off every position it evaluates ([`PatternIndices::of`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PatternIndices(pub(crate) [u16; 32]);

impl PatternIndices {
    /// The indices of `pos`, read off its men.
    pub(crate) fn of(pos: &Position) -> PatternIndices {
        let lay = layout(pos.size());
        let mut indices = PatternIndices::default();
        let [white, black] = men(pos);
        indices.add(&lay.white_man, white);
        indices.add(&lay.black_man, black);
        indices
    }

    /// The indices of `next`, a position after `pos` (whose indices these
    /// are): only the squares whose man came or went change them.
    #[inline]
    pub(crate) fn after(&self, pos: &Position, next: &Position) -> PatternIndices {
        let lay = layout(pos.size());
        let mut indices = *self;
        let [white, black] = men(pos);
        let [white_next, black_next] = men(next);
        indices.remove(&lay.white_man, white & !white_next);
        indices.remove(&lay.black_man, black & !black_next);
        indices.add(&lay.white_man, white_next & !white);
        indices.add(&lay.black_man, black_next & !black);
        indices
    }

    #[inline]
    fn add(&mut self, touches: &[Touch; 64], squares: u64) {
        for b in Bits(squares) {
            for (index, d) in self.0.iter_mut().zip(&touches[b as usize]) {
                *index += d;
            }
        }
    }

    #[inline]
    fn remove(&mut self, touches: &[Touch; 64], squares: u64) {
        for b in Bits(squares) {
            for (index, d) in self.0.iter_mut().zip(&touches[b as usize]) {
                *index -= d;
            }
        }
    }
}

/// The white and the black men of `pos` (kings are empty squares to the
/// regions).
#[inline]
fn men(pos: &Position) -> [u64; 2] {
    let kings = pos.king_bits();
    [pos.bits(Color::White) & !kings, pos.bits(Color::Black) & !kings]
}

/// What the evaluation reads of a position, from White's view: the region
/// configurations, material differences, and the opening phase weight.
pub(crate) struct Features {
    pub(crate) idx: [u16; 32],
    pub(crate) regions: usize,
    pub(crate) men: i32,
    pub(crate) kings: i32,
    /// Opening weight out of `full`; the ending's is `full - opening`.
    pub(crate) opening: i32,
    pub(crate) full: i32,
    /// +1 with White to move, -1 with Black.
    pub(crate) side: i32,
}

pub(crate) fn features(pos: &Position) -> Features {
    features_with(pos, &PatternIndices::of(pos))
}

/// [`features`] with the region configurations already known.
#[inline]
fn features_with(pos: &Position, indices: &PatternIndices) -> Features {
    let lay = layout(pos.size());
    let kings = pos.king_bits();
    let (white, black) = (pos.bits(Color::White), pos.bits(Color::Black));
    let men = (white & !kings).count_ones() as i32 - (black & !kings).count_ones() as i32;
    let king_diff = (white & kings).count_ones() as i32 - (black & kings).count_ones() as i32;
    let pieces = (white | black).count_ones() as i32;
    Features {
        idx: indices.0,
        regions: lay.regions,
        men,
        kings: king_diff,
        opening: pieces.min(lay.full),
        full: lay.full,
        side: if pos.side_to_move() == Color::White { 1 } else { -1 },
    }
}

impl LearnedEval {
    /// All-zero region weights with the given material (hundredths of a man)
    /// for both phases.
    pub fn new(family: Family, man: i32, king: i32) -> LearnedEval {
        let regions = regions_of(family);
        LearnedEval {
            family,
            man: [(man * SCALE) as i16; PHASES],
            king: [(king * SCALE) as i16; PHASES],
            tempo: 0,
            base: 0,
            patterns: vec![[0; PHASES]; regions * CONFIGS],
        }
    }

    /// The family these weights were fitted for.
    pub fn family(&self) -> Family {
        self.family
    }

    pub(crate) fn set_scalars(&mut self, man: [i16; PHASES], king: [i16; PHASES], tempo: i16, base: i16) {
        self.man = man;
        self.king = king;
        self.tempo = tempo;
        self.base = base;
    }

    /// The coefficient of the hand-set terms, in 1/[`BASE_ONE`].
    pub fn base(&self) -> i32 {
        self.base as i32
    }

    pub(crate) fn patterns_mut(&mut self) -> &mut [[i16; PHASES]] {
        &mut self.patterns
    }

    /// A man's and a king's worth in the opening and the ending, in
    /// hundredths of a man: `[[man, king]; 2]`.
    pub fn material(&self) -> [[i32; 2]; PHASES] {
        [0, 1].map(|p| [self.man[p] as i32 / SCALE, self.king[p] as i32 / SCALE])
    }

    /// Evaluates a position of this family for the side to move, in
    /// hundredths of a man (as [`crate::search::evaluate`] does).
    pub fn evaluate(&self, pos: &Position) -> i32 {
        self.evaluate_indexed(pos, &PatternIndices::of(pos))
    }

    /// [`LearnedEval::evaluate`] with the region configurations of `pos`
    /// already known (kept by the search move by move).
    #[inline]
    pub(crate) fn evaluate_indexed(&self, pos: &Position, indices: &PatternIndices) -> i32 {
        let f = features_with(pos, indices);
        let r = f.regions;
        let mut phase = [0, 1].map(|p| self.man[p] as i32 * f.men + self.king[p] as i32 * f.kings);
        for i in 0..r {
            let ours = self.patterns[i * CONFIGS + f.idx[i] as usize];
            let twin = self.patterns[i * CONFIGS + f.idx[r + i] as usize];
            phase[0] += ours[0] as i32 - twin[0] as i32;
            phase[1] += ours[1] as i32 - twin[1] as i32;
        }
        let blended = phase[0] * f.opening + phase[1] * (f.full - f.opening);
        let mut white = blended / (f.full * SCALE);
        if self.base != 0 {
            let hand = white_terms(pos, &self.family.weights());
            white += hand * self.base as i32 / BASE_ONE;
        }
        let score = if f.side > 0 { white } else { -white } + self.tempo as i32 / SCALE;
        scale_for_endgame(pos, score)
    }

    /// The file form: header, weights (little-endian `i16`), checksum.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + 2 * (SCALARS + PHASES * self.patterns.len()) + 4);
        out.extend_from_slice(&MAGIC);
        out.push(VERSION);
        out.push(self.family.number() as u8);
        out.push(regions_of(self.family) as u8);
        out.push(0);
        let scalars = [self.man[0], self.man[1], self.king[0], self.king[1], self.tempo, self.base];
        let by_phase = (0..PHASES).flat_map(|p| self.patterns.iter().map(move |w| w[p]));
        for v in scalars.into_iter().chain(by_phase) {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads the file form written by [`LearnedEval::to_bytes`].
    ///
    /// ```
    /// use damas_engine::search::{Family, LearnedEval, WeightsError};
    /// let eval = LearnedEval::new(Family::Ten, 100, 300);
    /// let mut bytes = eval.to_bytes();
    /// assert_eq!(LearnedEval::from_bytes(&bytes), Ok(eval));
    /// bytes[100] ^= 1;
    /// assert_eq!(LearnedEval::from_bytes(&bytes), Err(WeightsError::Checksum));
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<LearnedEval, WeightsError> {
        if bytes.len() < HEADER {
            return Err(WeightsError::TooShort);
        }
        if bytes[..4] != MAGIC {
            return Err(WeightsError::BadMagic);
        }
        if bytes[4] != VERSION {
            return Err(WeightsError::UnsupportedVersion(bytes[4]));
        }
        let family = *Family::ALL.get(bytes[5] as usize).ok_or(WeightsError::UnknownFamily(bytes[5]))?;
        let regions = regions_of(family);
        if bytes[6] as usize != regions {
            return Err(WeightsError::WrongRegions { expected: regions as u8, found: bytes[6] });
        }
        let weights = SCALARS + PHASES * regions * CONFIGS;
        let expected = HEADER + 2 * weights + 4;
        if bytes.len() != expected {
            return Err(WeightsError::WrongLength { expected, found: bytes.len() });
        }
        let (body, sum) = bytes.split_at(expected - 4);
        if checksum(body).to_le_bytes() != sum {
            return Err(WeightsError::Checksum);
        }
        let values: Vec<i16> =
            body[HEADER..].chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
        Ok(LearnedEval {
            family,
            man: [values[0], values[1]],
            king: [values[2], values[3]],
            tempo: values[4],
            base: values[5],
            patterns: (0..regions * CONFIGS)
                .map(|i| [0, 1].map(|p| values[SCALARS + p * regions * CONFIGS + i]))
                .collect(),
        })
    }
}

/// The regions of a family's board.
pub(crate) fn regions_of(family: Family) -> usize {
    match family {
        Family::Ten => 16,
        Family::Orthogonal => 12,
        Family::FlyingEight | Family::ShortEight => 9,
    }
}

/// FNV-1a, 32 bits.
fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |h, &b| (h ^ b as u32).wrapping_mul(0x0100_0193))
}

/// The position turned half a turn with the colours swapped and the other
/// side to move: its mirrored twin.
#[cfg(test)]
pub(crate) fn flipped(pos: &Position) -> Position {
    let size = pos.size();
    let last = size.squares() as u32 + 1;
    let turn = |bits: u64| {
        Bits(bits).fold(0u64, |acc, b| {
            let s = Square::new(last - Square::from_bit(b, size).number() as u32, size).unwrap();
            acc | 1 << s.bit(size)
        })
    };
    Position::from_bits(
        pos.variant(),
        turn(pos.bits(Color::Black)),
        turn(pos.bits(Color::White)),
        turn(pos.king_bits()),
        !pos.side_to_move(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;
    use crate::seeded;
    use crate::{Game, Variant};

    /// Weights with every entry drawn from the generator of `seed`.
    fn noisy(family: Family, seed: u64) -> LearnedEval {
        let mut eval = LearnedEval::new(family, 100, 300);
        let mut rng = seeded::from_seed(seed);
        for w in eval.patterns_mut().iter_mut().flatten() {
            *w = seeded::below(&mut rng, 801) as i16 - 400;
        }
        eval.set_scalars([800, 760], [2400, 2600], 40, 700);
        eval
    }

    /// The positions of a game of random legal moves from the start, the
    /// start first, to its end or `plies` moves.
    fn random_game(variant: Variant, plies: usize, rng: &mut seeded::Seeded) -> Vec<Position> {
        let mut game = vec![Position::start(variant)];
        for _ in 0..plies {
            let pos = game[game.len() - 1];
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.push(pos.after(&moves[seeded::below(rng, moves.len() as u64) as usize]));
        }
        game
    }

    /// Positions reached by random legal moves from the start.
    fn random_positions(variant: Variant, count: usize, seed: u64) -> Vec<Position> {
        let mut out = Vec::new();
        let mut rng = seeded::from_seed(seed);
        while out.len() < count {
            out.extend_from_slice(&random_game(variant, 80, &mut rng)[1..]);
        }
        out
    }

    #[test]
    fn the_indices_kept_move_by_move_are_those_read_off_every_position_of_random_games() {
        let mut rng = seeded::from_seed(5);
        for v in Variant::ALL {
            for _ in 0..40 {
                // To the end of the game or 300 plies: captures, crowning
                // and the kings' endings.
                let game = random_game(v, 300, &mut rng);
                let mut indices = PatternIndices::of(&game[0]);
                for (ply, pair) in game.windows(2).enumerate() {
                    indices = indices.after(&pair[0], &pair[1]);
                    assert_eq!(indices, PatternIndices::of(&pair[1]), "{v}, ply {ply}: {}", pair[1].to_fen());
                }
            }
        }
    }

    #[test]
    fn a_position_and_its_mirror_score_the_same_for_the_side_to_move() {
        for v in Variant::ALL {
            let eval = noisy(Family::of(v), 7);
            for pos in random_positions(v, 300, 11) {
                let twin = flipped(&pos);
                assert_ne!(pos, twin);
                assert_eq!(flipped(&twin), pos);
                assert_eq!(eval.evaluate(&pos), eval.evaluate(&twin), "{v} {}", pos.to_fen());
            }
        }
    }

    #[test]
    fn the_start_is_level_and_evaluation_is_deterministic() {
        for v in Variant::ALL {
            let eval = noisy(Family::of(v), 3);
            let start = Position::start(v);
            // Only the side-to-move bonus remains at the symmetric start.
            assert_eq!(eval.evaluate(&start), 40 / SCALE, "{v}");
            for pos in random_positions(v, 50, 5) {
                assert_eq!(eval.evaluate(&pos), noisy(Family::of(v), 3).evaluate(&pos));
            }
        }
    }

    #[test]
    fn material_counts() {
        let eval = LearnedEval::new(Family::FlyingEight, 100, 300);
        let up = Position::from_fen(Variant::Brazilian, "W:W21,22:B5").unwrap();
        assert_eq!(eval.evaluate(&up), 100);
        let king = Position::from_fen(Variant::Russian, "B:WK21,22:B5").unwrap();
        assert_eq!(eval.evaluate(&king), -(300 + 100 - 100));
    }

    #[test]
    fn the_shipped_weights_load_for_their_family_and_are_symmetric() {
        let shipped: [(Family, &[u8]); 3] = [
            (Family::FlyingEight, include_bytes!("../../data/eval/flying-eight.dmle")),
            (Family::ShortEight, include_bytes!("../../data/eval/short-eight.dmle")),
            (Family::Ten, include_bytes!("../../data/eval/ten.dmle")),
        ];
        for (family, bytes) in shipped {
            let eval = LearnedEval::from_bytes(bytes).expect("a valid weights file");
            assert_eq!(eval.family(), family);
            assert_eq!(eval.base(), BASE_ONE, "the hand-set terms are the base");
            assert!(eval.patterns.iter().any(|&w| w != [0, 0]), "{}: fitted region weights", family.id());
            for v in Variant::ALL.into_iter().filter(|v| Family::of(*v) == family) {
                for pos in random_positions(v, 200, 17) {
                    assert_eq!(eval.evaluate(&pos), eval.evaluate(&flipped(&pos)), "{v} {}", pos.to_fen());
                }
            }
        }
    }

    #[test]
    fn the_file_round_trips_and_damage_is_refused_with_its_reason() {
        let eval = noisy(Family::ShortEight, 9);
        let bytes = eval.to_bytes();
        assert_eq!(LearnedEval::from_bytes(&bytes).as_ref(), Ok(&eval));
        assert_eq!(LearnedEval::from_bytes(&bytes[..5]), Err(WeightsError::TooShort));
        let mut bad = bytes.clone();
        bad[0] = b'X';
        assert_eq!(LearnedEval::from_bytes(&bad), Err(WeightsError::BadMagic));
        let mut bad = bytes.clone();
        bad[4] = 9;
        assert_eq!(LearnedEval::from_bytes(&bad), Err(WeightsError::UnsupportedVersion(9)));
        let mut bad = bytes.clone();
        bad[5] = 7;
        assert_eq!(LearnedEval::from_bytes(&bad), Err(WeightsError::UnknownFamily(7)));
        let mut bad = bytes.clone();
        bad[6] = 16;
        assert_eq!(LearnedEval::from_bytes(&bad), Err(WeightsError::WrongRegions { expected: 9, found: 16 }));
        assert!(matches!(
            LearnedEval::from_bytes(&bytes[..bytes.len() - 2]),
            Err(WeightsError::WrongLength { .. })
        ));
        let mut bad = bytes.clone();
        let mid = bad.len() / 2;
        bad[mid] ^= 0x10;
        assert_eq!(LearnedEval::from_bytes(&bad), Err(WeightsError::Checksum));
    }

    #[test]
    fn the_search_with_learned_weights_plays_legal_moves_only() {
        for v in Variant::ALL {
            let eval = std::sync::Arc::new(noisy(Family::of(v), 13));
            let mut searcher = Searcher::new(14);
            searcher.set_evaluator(Some(eval));
            let mut game = Game::new(v);
            while game.outcome().is_none() && game.moves().len() < 60 {
                let limits = crate::search::Limits {
                    variety: 30,
                    seed: game.moves().len() as u64,
                    ..crate::search::Limits::depth(3)
                };
                let r = searcher.search(&game, &limits, &crate::search::NoClock, None, &mut |_| {});
                let mv = r.best.expect("a move in an open game");
                assert!(game.legal_moves().iter().any(|m| m.same_effect(&mv)), "{v}: {mv}");
                game.play(&mv).unwrap();
            }
        }
    }
}

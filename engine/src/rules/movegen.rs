//! The one move generator, generic over the board geometry and reading the
//! rule set's settings at run time.

use super::geometry::{Bits, Geometry, ALL_DIRS, DOWN_LEFT, DOWN_RIGHT, NONE, UP_LEFT, UP_RIGHT};
use super::moves::{Move, MAX_CAPTURES};
use super::rule_set::{CaptureChoice, KingRange, PromotionInCapture, Removal, Rules};
use crate::{Color, Position};

/// How capture paths that take the same pieces to the same square count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Convention {
    /// Merge them: one legal move (the FMJD rule, and ours).
    Drop,
    /// Keep paths that differ in the pieces' order or in a landing square
    /// where the capture turns (the "keep" perft convention). A flying king
    /// that goes on straight ahead is counted once, from its first landing
    /// square, as the published figures do.
    Keep,
    /// Every sequence of landing squares a player may tap, including each
    /// landing square before a straight-ahead capture.
    AllPaths,
}

/// Which of the captures to keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Law {
    /// The rule set's capture-choice law.
    Apply,
    /// Every complete capture sequence, whatever its size.
    Ignore,
}

#[inline(always)]
fn bit(b: u8) -> u64 {
    1u64 << b
}

/// The directions in which the men of the side to move capture.
fn man_capture_dirs<G: Geometry>(color: Color, rules: &Rules) -> [bool; 4] {
    if rules.men_capture_backwards {
        [true; 4]
    } else {
        G::MAN_STEPS[color.index()]
    }
}

pub(crate) struct Sides {
    pub own: u64,
    pub opp: u64,
    pub kings: u64,
    pub color: Color,
}

impl Sides {
    pub fn of(pos: &Position) -> Sides {
        let color = pos.side_to_move();
        Sides { own: pos.bits(color), opp: pos.bits(!color), kings: pos.king_bits(), color }
    }
}

fn promotion_row<G: Geometry>(color: Color) -> u64 {
    match color {
        Color::White => G::TOP,
        Color::Black => G::BOTTOM,
    }
}

/// Where the side to move can capture from.
pub(crate) struct Capturers {
    /// The squares from which a man jumps in each direction, on the board as
    /// it stands (whoever stands there).
    pub man_jumps: [u64; 4],
    /// The pieces that can capture.
    pub pieces: u64,
}

/// The pieces of the side to move that can capture: each direction's test
/// is one bitboard expression for all men at once; kings are found by
/// walking back from every piece that can be taken through the empty
/// squares before it, all kings together.
#[inline(always)]
pub(crate) fn capturers<G: Geometry>(s: &Sides, rules: &Rules) -> Capturers {
    let empty = G::VALID & !(s.own | s.opp);
    let men = s.own & !s.kings;
    let kings = s.own & s.kings;
    let man_targets = if rules.men_capture_kings { s.opp } else { s.opp & !s.kings };
    let man_jumps = match (rules.men_capture_backwards, s.color) {
        (true, _) => man_jump_squares::<G, ALL_WAYS>(empty, man_targets),
        (false, Color::White) => man_jump_squares::<G, 0>(empty, man_targets),
        (false, Color::Black) => man_jump_squares::<G, 1>(empty, man_targets),
    };
    let mut pieces = (man_jumps[0] | man_jumps[1] | man_jumps[2] | man_jumps[3]) & men;
    if kings != 0 {
        pieces |= king_capturers::<G>(empty, kings, s.opp, rules.king);
    }
    Capturers { man_jumps, pieces }
}

/// `man_jump_squares` for men that capture in every direction.
const ALL_WAYS: usize = 2;

/// The squares from which a man jumps over one of `targets` in each
/// direction: those where the men of colour `C` (its index) step, or every
/// direction with `ALL_WAYS`. Each instance knows its directions when
/// compiled.
#[inline(always)]
fn man_jump_squares<G: Geometry, const C: usize>(empty: u64, targets: u64) -> [u64; 4] {
    let mut jumps = [0; 4];
    for d in ALL_DIRS {
        if C == ALL_WAYS || G::MAN_STEPS[C][d] {
            // Walk back from the empty landing squares over a target.
            jumps[d] = G::step_all(G::step_all(empty, 3 - d) & targets, 3 - d);
        }
    }
    jumps
}

/// The kings among `kings` that can capture one of `opp`.
fn king_capturers<G: Geometry>(empty: u64, kings: u64, opp: u64, range: KingRange) -> u64 {
    let mut found = 0;
    for d in ALL_DIRS {
        // The squares from which a piece of `opp` is taken in direction `d`.
        let mut before = G::step_all(G::step_all(empty, 3 - d) & opp, 3 - d);
        found |= before & kings;
        if range == KingRange::Flying {
            before &= empty;
            while before != 0 {
                before = G::step_all(before, 3 - d);
                found |= before & kings;
                before &= empty;
            }
        }
    }
    found
}

/// Appends the quiet moves of the side to move.
pub(crate) fn quiet_moves<G: Geometry>(s: &Sides, rules: &Rules, out: &mut Vec<Move>) {
    let empty = G::VALID & !(s.own | s.opp);
    let men = s.own & !s.kings;
    match s.color {
        Color::White => men_quiet_moves::<G, 0>(men, empty, out),
        Color::Black => men_quiet_moves::<G, 1>(men, empty, out),
    }
    for k in Bits(s.own & s.kings) {
        for d in ALL_DIRS {
            let mut to = G::STEP[d][k as usize];
            while to != NONE && empty & bit(to) != 0 {
                out.push(quiet(G::SIZE, k, to, true, false));
                if rules.king == KingRange::Short {
                    break;
                }
                to = G::STEP[d][to as usize];
            }
        }
    }
}

/// Appends the steps of the men of colour `C` (its index). Each colour is
/// its own instance, so the directions it steps in are known when compiled.
#[inline(always)]
fn men_quiet_moves<G: Geometry, const C: usize>(men: u64, empty: u64, out: &mut Vec<Move>) {
    let promo = if C == 0 { G::TOP } else { G::BOTTOM };
    for d in ALL_DIRS {
        if G::MAN_STEPS[C][d] {
            for to in Bits(G::step_all(men, d) & empty) {
                // The reverse direction of `d` leads back to the origin.
                let from = G::STEP[3 - d][to as usize];
                out.push(quiet(G::SIZE, from, to, false, promo & bit(to) != 0));
            }
        }
    }
}

/// Counts the steps of the men of colour `C` (its index).
#[inline(always)]
fn count_men_quiet<G: Geometry, const C: usize>(men: u64, empty: u64) -> u64 {
    let mut n = 0;
    for d in ALL_DIRS {
        if G::MAN_STEPS[C][d] {
            n += (G::step_all(men, d) & empty).count_ones() as u64;
        }
    }
    n
}

/// Counts the quiet moves of the side to move without building them.
pub(crate) fn count_quiet<G: Geometry>(s: &Sides, rules: &Rules) -> u64 {
    let empty = G::VALID & !(s.own | s.opp);
    let men = s.own & !s.kings;
    let kings = s.own & s.kings;
    let mut n = match s.color {
        Color::White => count_men_quiet::<G, 0>(men, empty),
        Color::Black => count_men_quiet::<G, 1>(men, empty),
    };
    if kings != 0 {
        match rules.king {
            KingRange::Short => {
                for d in ALL_DIRS {
                    n += (G::shift(kings, d) & empty).count_ones() as u64;
                }
            }
            KingRange::Flying => {
                for d in ALL_DIRS {
                    let mut ray = kings;
                    loop {
                        ray = G::shift(ray, d) & empty;
                        if ray == 0 {
                            break;
                        }
                        n += ray.count_ones() as u64;
                    }
                }
            }
        }
    }
    n
}

fn quiet(size: crate::BoardSize, from: u8, to: u8, by_king: bool, promotes: bool) -> Move {
    let mut path = [0u8; MAX_CAPTURES + 1];
    path[0] = from;
    path[1] = to;
    Move { captured: 0, captured_kings: 0, path, landings: 1, size, by_king, promotes }
}

/// The fewest captured pieces with which two routes of one piece can take
/// the same pieces to the same square, which "drop" counts once (every
/// route is its own move in the other conventions).
///
/// Two captures never can. Each jump runs along a line, and lines of the
/// same direction through one point are one line. Taken in the same
/// order, the two routes part only where a flying king lands at another
/// square after the first piece: both second jumps then run along the line
/// through the second piece and the end, which meets the first line once,
/// so they go straight on (found once, from the first landing square) or
/// straight back over the piece just taken, which still stands there. Taken
/// in the other order, the first jumps leave the start along two lines, and
/// each second jump runs along the other one of them (it meets the first
/// jump's line at its landing square and holds the piece the other route
/// took first), so the routes would end on the start itself, and the first
/// landing square would be the start too. Only where taken pieces leave at
/// once and a king may turn straight back can two captures have twins.
fn twins_from(convention: Convention, rules: &Rules) -> u32 {
    match convention {
        Convention::Drop if rules.removal == Removal::AtOnce && rules.king_turns_back => 2,
        Convention::Drop => 3,
        Convention::Keep | Convention::AllPaths => u32::MAX,
    }
}

/// The men whose first jump in direction `D` lands where they can go on:
/// a jump from there in any direction but straight back (`jumps_from`: the
/// squares a man jumps from in each direction), or a crowning that goes on
/// as a king (`crowned_goes_on`: the last row, or nothing).
#[inline(always)]
fn going_on<G: Geometry, const D: usize>(jumps_from: &[u64; 4], men: u64, crowned_goes_on: u64) -> u64 {
    let jumpers = jumps_from[D] & men;
    if jumpers == 0 {
        return 0;
    }
    let landings = G::step_all(G::step_all(jumpers, D), D);
    let again = match 3 - D {
        UP_LEFT => jumps_from[UP_RIGHT] | jumps_from[DOWN_LEFT] | jumps_from[DOWN_RIGHT],
        UP_RIGHT => jumps_from[UP_LEFT] | jumps_from[DOWN_LEFT] | jumps_from[DOWN_RIGHT],
        DOWN_LEFT => jumps_from[UP_LEFT] | jumps_from[UP_RIGHT] | jumps_from[DOWN_RIGHT],
        _ => jumps_from[UP_LEFT] | jumps_from[UP_RIGHT] | jumps_from[DOWN_LEFT],
    } | crowned_goes_on;
    G::step_all(G::step_all(landings & again, 3 - D), 3 - D)
}

/// Depth-first search of every capture sequence of the side to move.
pub(crate) struct CaptureSearch<'a, G> {
    rules: &'a Rules,
    opp: u64,
    kings: u64,
    /// Empty squares, the moving piece's origin included (and, where
    /// captured pieces leave at once, the squares of those taken so far).
    empty: u64,
    /// Whether each captured piece leaves the board at once.
    removes_at_once: bool,
    promo: u64,
    /// The pieces a man may capture in each direction (none where men do
    /// not capture that way).
    man_targets_by_dir: [u64; 4],
    path: [u8; MAX_CAPTURES + 1],
    depth: usize,
    by_king: bool,
    crowned: bool,
    convention: Convention,
    /// The fewest captured pieces with which two routes can take the same
    /// pieces to the same square (see `twins_from`); shorter captures are
    /// unique.
    twins_from: u32,
    law: Law,
    best: u32,
    start: usize,
    count_only: bool,
    /// Moves counted but not stored (with `count_only`).
    counted: u64,
    out: &'a mut Vec<Move>,
    _geometry: std::marker::PhantomData<G>,
}

impl<'a, G: Geometry> CaptureSearch<'a, G> {
    /// Appends every capture of the side to move, filtered by the law and
    /// de-duplicated by the convention.
    /// `from` are the pieces to start from (at least every one that can
    /// capture).
    /// With `count_only`, moves that cannot have duplicates are counted
    /// but not stored. Returns how many moves were found.
    pub fn run(
        s: &Sides,
        from: u64,
        rules: &'a Rules,
        convention: Convention,
        law: Law,
        count_only: bool,
        out: &'a mut Vec<Move>,
    ) -> u64 {
        let mut search = CaptureSearch::<G>::new(s, rules, convention, law, count_only, out);
        search.search_from(s, from);
        search.found()
    }

    /// Counts the captures of the side to move under the law, as `run` with
    /// `count_only` does (`scratch` holds the captures that may have twins).
    /// Every man's capture that cannot go on after its first jump is counted
    /// by bitboards, all at once; the search runs from the other pieces only.
    pub fn count(
        s: &Sides,
        can: &Capturers,
        rules: &'a Rules,
        convention: Convention,
        scratch: &'a mut Vec<Move>,
    ) -> u64 {
        // The law ranks every single capture by a man alike, unless men
        // take kings where it counts them (no rule set does).
        let single_key = match rules.choice {
            CaptureChoice::Free => Some(0),
            CaptureChoice::Majority => Some(1),
            CaptureChoice::Italian => (!rules.men_capture_kings).then_some(1 << 8),
        };
        let Some(single_key) = single_key else {
            return CaptureSearch::<G>::run(s, can.pieces, rules, convention, Law::Apply, true, scratch);
        };
        let men = s.own & !s.kings;
        // After a first jump in `d` the board differs from the one
        // `man_jumps` was found on only on the squares straight back (the
        // man's origin, the piece it took), and no jump but one straight back
        // touches them.
        let jumps_from = &can.man_jumps;
        // A man crowned on the way goes on as a king: searched.
        let crowned_goes_on = match rules.promotion_in_capture {
            PromotionInCapture::CrownAndContinue => promotion_row::<G>(s.color),
            _ => 0,
        };
        let searched = (can.pieces & !men)
            | going_on::<G, UP_LEFT>(jumps_from, men, crowned_goes_on)
            | going_on::<G, UP_RIGHT>(jumps_from, men, crowned_goes_on)
            | going_on::<G, DOWN_LEFT>(jumps_from, men, crowned_goes_on)
            | going_on::<G, DOWN_RIGHT>(jumps_from, men, crowned_goes_on);
        let singles = jumps_from.iter().map(|&j| (j & men & !searched).count_ones() as u64).sum::<u64>();
        if searched == 0 {
            return singles;
        }
        let mut search = CaptureSearch::<G>::new(s, rules, convention, Law::Apply, true, scratch);
        if singles > 0 {
            search.best = single_key;
            search.counted = singles;
        }
        search.search_from(s, searched);
        search.found()
    }

    fn new(
        s: &Sides,
        rules: &'a Rules,
        convention: Convention,
        law: Law,
        count_only: bool,
        out: &'a mut Vec<Move>,
    ) -> CaptureSearch<'a, G> {
        CaptureSearch::<G> {
            rules,
            opp: s.opp,
            kings: s.kings,
            empty: 0,
            removes_at_once: rules.removal == Removal::AtOnce,
            promo: promotion_row::<G>(s.color),
            man_targets_by_dir: {
                let targets = if rules.men_capture_kings { s.opp } else { s.opp & !s.kings };
                man_capture_dirs::<G>(s.color, rules).map(|captures| if captures { targets } else { 0 })
            },
            path: [0; MAX_CAPTURES + 1],
            depth: 0,
            by_king: false,
            crowned: false,
            convention,
            twins_from: twins_from(convention, rules),
            law,
            best: 0,
            start: out.len(),
            count_only,
            counted: 0,
            out,
            _geometry: std::marker::PhantomData,
        }
    }

    /// Searches the captures of the pieces of `from` (of the side to move).
    fn search_from(&mut self, s: &Sides, from: u64) {
        let base_empty = G::VALID & !(s.own | s.opp);
        for from in Bits(from & s.own) {
            self.empty = base_empty | bit(from);
            self.path[0] = from;
            self.depth = 0;
            self.crowned = false;
            self.by_king = s.kings & bit(from) != 0;
            if self.by_king {
                self.king_captures(from, 0, None, None);
            } else {
                self.man_captures(from, 0);
            }
        }
    }

    /// How many moves were counted or stored.
    fn found(&self) -> u64 {
        self.counted + (self.out.len() - self.start) as u64
    }

    fn man_captures(&mut self, at: u8, captured: u64) -> bool {
        let from = bit(at);
        // Each direction is its own instance, so every shift is a constant.
        let a = self.man_jump::<UP_LEFT>(from, captured);
        let b = self.man_jump::<UP_RIGHT>(from, captured);
        let c = self.man_jump::<DOWN_LEFT>(from, captured);
        let d = self.man_jump::<DOWN_RIGHT>(from, captured);
        a | b | c | d
    }

    #[inline(always)]
    fn man_jump<const D: usize>(&mut self, from: u64, captured: u64) -> bool {
        // A step off the board lands on a ghost bit, never on a target.
        let victim = G::step_all(from, D) & self.man_targets_by_dir[D] & !captured;
        let land = G::step_all(victim, D) & self.empty;
        if land == 0 {
            return false;
        }
        let now = captured | victim;
        let land_square = land.trailing_zeros() as u8;
        self.push(land_square);
        let removed = if self.removes_at_once { victim } else { 0 };
        self.empty |= removed;
        let goes_on = if self.promo & land != 0 {
            match self.rules.promotion_in_capture {
                PromotionInCapture::ContinueAsMan => self.man_goes_on(land, land_square, now),
                PromotionInCapture::CrownAndContinue => {
                    self.crowned = true;
                    let goes_on = self.king_captures(land_square, now, None, self.turn_back(D));
                    self.crowned = false;
                    goes_on
                }
                PromotionInCapture::CrownAndStop => false,
            }
        } else {
            self.man_goes_on(land, land_square, now)
        };
        self.empty &= !removed;
        if !goes_on {
            // Crowned when the move ends on the last row, or crowned on the way.
            self.record(now, self.promo & land != 0);
        }
        self.pop();
        true
    }

    /// Goes on with a man's capture from `land`, if it can capture again.
    /// The cheap test first, all directions at once: most captures end
    /// after one jump.
    #[inline(always)]
    fn man_goes_on(&mut self, land: u64, land_square: u8, captured: u64) -> bool {
        let t = self.man_targets_by_dir.map(|targets| targets & !captured);
        let jumps = G::step_all(G::step_all(land, UP_LEFT) & t[UP_LEFT], UP_LEFT)
            | G::step_all(G::step_all(land, UP_RIGHT) & t[UP_RIGHT], UP_RIGHT)
            | G::step_all(G::step_all(land, DOWN_LEFT) & t[DOWN_LEFT], DOWN_LEFT)
            | G::step_all(G::step_all(land, DOWN_RIGHT) & t[DOWN_RIGHT], DOWN_RIGHT);
        jumps & self.empty != 0 && self.man_captures(land_square, captured)
    }

    /// The direction a piece that came in `d` may not take next: back the
    /// way it came, where captured pieces leave at once and the rules forbid
    /// turning back (elsewhere the piece just taken blocks that way anyway).
    fn turn_back(&self, d: usize) -> Option<usize> {
        (self.removes_at_once && !self.rules.king_turns_back).then_some(3 - d)
    }

    /// Captures of a king from `at`. `ahead` is the direction the king came
    /// in when it did not land on the first free square after its victim: a
    /// capture straight ahead from there is the same as from the first square
    /// (the king passes over), so it is found once, from the first. `back` is
    /// a direction the king may not take (see `turn_back`).
    fn king_captures(&mut self, at: u8, captured: u64, ahead: Option<usize>, back: Option<usize>) -> bool {
        let mut any = false;
        for d in ALL_DIRS {
            if back == Some(d) {
                continue;
            }
            if ahead == Some(d) {
                // The straight-ahead capture was found from the first landing
                // square, so this square lets the capture go on too.
                any |= self.ahead_capture(at, captured, d);
                continue;
            }
            let mut victim = G::STEP[d][at as usize];
            if self.rules.king == KingRange::Flying {
                while victim != NONE && self.empty & bit(victim) != 0 {
                    victim = G::STEP[d][victim as usize];
                }
            }
            if victim == NONE || self.opp & !captured & bit(victim) == 0 {
                continue;
            }
            let first = G::STEP[d][victim as usize];
            if first == NONE || self.empty & bit(first) == 0 {
                continue;
            }
            any = true;
            let now = captured | bit(victim);
            let removed = if self.removes_at_once { bit(victim) } else { 0 };
            self.empty |= removed;
            let mut goes_on = false;
            let mut land = first;
            while land != NONE && self.empty & bit(land) != 0 {
                self.push(land);
                let passes_over = land != first && self.convention != Convention::AllPaths;
                let ahead = if passes_over { Some(d) } else { None };
                goes_on |= self.king_captures(land, now, ahead, self.turn_back(d));
                self.pop();
                if self.rules.king == KingRange::Short {
                    break;
                }
                land = G::STEP[d][land as usize];
            }
            self.empty &= !removed;
            if !goes_on {
                // No landing square lets the capture go on: each one ends it.
                let mut land = first;
                while land != NONE && self.empty & bit(land) != 0 {
                    self.push(land);
                    self.record(now, self.crowned);
                    self.pop();
                    if self.rules.king == KingRange::Short {
                        break;
                    }
                    land = G::STEP[d][land as usize];
                }
            }
        }
        any
    }

    /// Whether a flying king at `at` can capture in direction `d`.
    fn ahead_capture(&self, at: u8, captured: u64, d: usize) -> bool {
        let mut victim = G::STEP[d][at as usize];
        while victim != NONE && self.empty & bit(victim) != 0 {
            victim = G::STEP[d][victim as usize];
        }
        if victim == NONE || self.opp & !captured & bit(victim) == 0 {
            return false;
        }
        let land = G::STEP[d][victim as usize];
        land != NONE && self.empty & bit(land) != 0
    }

    #[inline(always)]
    fn push(&mut self, land: u8) {
        self.depth += 1;
        self.path[self.depth] = land;
    }

    /// Steps back one landing square, leaving zeros past the end of the
    /// path, so that a recorded path is the whole array and equal moves are
    /// equal.
    #[inline(always)]
    fn pop(&mut self) {
        self.path[self.depth] = 0;
        self.depth -= 1;
    }

    /// Keeps a finished capture if the law allows it: counted (when it can
    /// have no twin and only the count is wanted) or stored.
    #[inline(always)]
    fn record(&mut self, captured: u64, promotes: bool) {
        if self.law == Law::Apply {
            let key = match self.rules.choice {
                CaptureChoice::Free => 0,
                CaptureChoice::Majority => captured.count_ones(),
                CaptureChoice::Italian => {
                    (captured.count_ones() << 8)
                        | ((captured & self.kings).count_ones() << 1)
                        | self.by_king as u32
                }
            };
            if key < self.best {
                return;
            }
            if key > self.best {
                self.out.truncate(self.start);
                self.counted = 0;
                self.best = key;
            }
        }
        let unique = captured.count_ones() < self.twins_from;
        if self.count_only && unique {
            self.counted += 1;
            return;
        }
        self.store(captured, promotes, unique);
    }

    fn store(&mut self, captured: u64, promotes: bool, unique: bool) {
        let mv = Move {
            captured,
            captured_kings: captured & self.kings,
            path: self.path,
            landings: self.depth as u8,
            size: G::SIZE,
            by_king: self.by_king,
            promotes: promotes && !self.by_king,
        };
        if !unique && self.out[self.start..].iter().any(|m| m.same_effect(&mv)) {
            return;
        }
        self.out.push(mv);
    }
}

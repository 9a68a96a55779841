//! The solver: every signature up to a number of pieces, by rounds of the
//! king-move count, from the ends of the game backwards.
//!
//! A position's value depends on the count of consecutive reversible moves
//! (king moves without a capture; in Turkish, men's sideways steps too:
//! `Move::is_reversible`) that led to it (the rule set's king-move rule
//! draws at its limit `L`). The count starts again after a capture or a man
//! going forwards (a "reset"), so the value of a position with `k` plies
//! left before the limit is, for the side to move:
//! - a loss if it has no move (the rules check that before the count);
//! - else, with `k = 0`, a draw;
//! - else the best over its moves of: a reset's child at the full `L`, a
//!   reversible move's child at `k - 1` (negated).
//!
//! Where one piece each draws at once (Turkish), every position of a
//! one-against-one signature is a draw, whatever its moves.
//!
//! Wins and losses only grow with `k`, so one byte per position holds the
//! whole function: the least `k` at which it is won or lost. Children of a
//! reset are already solved when a position is solved: captures lead to
//! fewer pieces, crownings to fewer men, and the other man moves to men
//! further up the board (positions are solved by levels of the men's total
//! advance, furthest first). Within a level only reversible moves stay, and
//! `L` rounds settle it.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::material::{Material, Placement, Turn};
use super::tables::{EndgameTables, DRAW, LOSS};
use crate::{Color, Position, Variant};

/// A position of a table: its signature and index.
type Slot = (Material, u32);

/// What one position's moves lead to.
struct Expansion {
    /// No legal move: lost at once.
    stuck: bool,
    /// Codes of the children after a reset (captures and man moves), from
    /// the child's side to move.
    resets: Vec<u8>,
    /// Children after a king move that does not capture.
    king_children: Vec<Slot>,
    /// A child's signature is not in the tables (a damaged or trimmed file).
    missing: bool,
}

struct Solver {
    variant: Variant,
    turn: Arc<Turn>,
    limit: u8,
    codes: BTreeMap<Material, Vec<u8>>,
}

impl Solver {
    fn expand(&self, p: &Placement) -> Expansion {
        let pos = Position::from_bits(self.variant, p.ours, p.theirs, p.kings, Color::White);
        let moves = pos.legal_moves();
        let mut e = Expansion {
            stuck: moves.is_empty(),
            resets: Vec::new(),
            king_children: Vec::new(),
            missing: false,
        };
        for mv in &moves {
            let child = pos.after_unhashed(mv);
            let cp = self.turn.placement(&child);
            // Reversible moves (a king's, a Turkish man's sideways step)
            // stay in the level and count toward the draw; the rest reset.
            if !mv.is_reversible() {
                match self.code_of(&cp) {
                    Some(code) => e.resets.push(code),
                    None => e.missing = true,
                }
            } else {
                let m = self.turn.material(&cp);
                match self.turn.index(&cp, m) {
                    Some(index) if self.codes.contains_key(&m) => e.king_children.push((m, index as u32)),
                    _ => e.missing = true,
                }
            }
        }
        e
    }

    /// The stored code of a solved position (`None` if its signature is
    /// not held).
    fn code_of(&self, p: &Placement) -> Option<u8> {
        if p.ours == 0 {
            return Some(LOSS);
        }
        let m = self.turn.material(p);
        let index = self.turn.index(p, m)?;
        self.codes.get(&m)?.get(index).copied()
    }

    /// Whether the rules draw every position of signature `m` at once: one
    /// piece each, where the rule set says so
    /// ([`Position::is_one_piece_each_draw`]).
    fn drawn_by_rule(&self, m: Material) -> bool {
        self.variant.rules().draw.one_piece_each
            && m.our_men + m.our_kings == 1
            && m.their_men + m.their_kings == 1
    }

    fn code_at(&self, slot: Slot) -> u8 {
        self.codes[&slot.0][slot.1 as usize]
    }

    /// Solves a signature and its mirror (their king moves lead into each
    /// other).
    fn solve_pair(&mut self, m: Material) {
        let pair: Vec<Material> = if m == m.swapped() { vec![m] } else { vec![m, m.swapped()] };
        let size = self.turn.size();
        let rows = size.rows() as u32;
        let mut levels: Vec<Vec<Slot>> = Vec::new();
        for &s in &pair {
            self.codes.insert(s, vec![DRAW; s.table_len(size)]);
            if self.drawn_by_rule(s) {
                continue;
            }
            for i in 0..s.table_len(size) {
                if let Some(p) = self.turn.unindex(i, s) {
                    let level = advance(&self.turn, &p, rows) as usize;
                    if levels.len() <= level {
                        levels.resize_with(level + 1, Vec::new);
                    }
                    levels[level].push((s, i as u32));
                }
            }
        }
        for level in levels.iter().rev() {
            self.solve_level(level);
        }
    }

    fn solve_level(&mut self, slots: &[Slot]) {
        // Expand once; the rounds then read the children's codes.
        let mut open: Vec<(Slot, bool, Vec<Slot>)> = Vec::new();
        for &slot in slots {
            let p = self.turn.unindex(slot.1 as usize, slot.0).expect("a valid slot");
            let e = self.expand(&p);
            let code = if e.stuck {
                LOSS
            } else if e.resets.iter().any(|&c| c >= LOSS) {
                1
            } else {
                open.push((slot, e.resets.iter().all(|&c| c != DRAW && c < LOSS), e.king_children));
                continue;
            };
            self.set(slot, code);
        }
        for k in 1..=self.limit {
            let mut decided: Vec<(Slot, u8)> = Vec::new();
            open.retain(|(slot, resets_lost, children)| {
                let codes = children.iter().map(|&c| self.code_at(c));
                let mut all_won = *resets_lost;
                for c in codes {
                    if c >= LOSS && c - LOSS < k {
                        decided.push((*slot, k));
                        return false;
                    }
                    if c == DRAW || c >= LOSS || c >= k {
                        all_won = false;
                    }
                }
                if all_won {
                    decided.push((*slot, LOSS + k));
                    return false;
                }
                true
            });
            if decided.is_empty() && k > 1 {
                break;
            }
            for (slot, code) in decided {
                self.set(slot, code);
            }
        }
    }

    fn set(&mut self, slot: Slot, code: u8) {
        if let Some(t) = self.codes.get_mut(&slot.0) {
            t[slot.1 as usize] = code;
        }
    }

    /// The code the rules give a position from its children's stored codes
    /// (`None` when a child's signature is not held).
    fn expected(&self, p: &Placement) -> Option<u8> {
        if self.drawn_by_rule(self.turn.material(p)) {
            return Some(DRAW);
        }
        let e = self.expand(p);
        if e.missing {
            return None;
        }
        if e.stuck {
            return Some(LOSS);
        }
        let limit = self.limit as u32;
        let mut win = u32::MAX;
        let mut loss = 0u32;
        let mut all_won = true;
        if e.resets.iter().any(|&c| c >= LOSS) {
            win = 1;
        }
        if !e.resets.is_empty() {
            loss = 1;
        }
        if e.resets.iter().any(|&c| c == DRAW || c >= LOSS) {
            all_won = false;
        }
        for &slot in &e.king_children {
            let c = self.code_at(slot);
            if c >= LOSS {
                win = win.min(1 + (c - LOSS) as u32);
                all_won = false;
            } else if c == DRAW || c as u32 + 1 > limit {
                all_won = false;
            } else {
                loss = loss.max(1 + c as u32);
            }
        }
        Some(if win <= limit {
            win as u8
        } else if all_won {
            LOSS + loss as u8
        } else {
            DRAW
        })
    }
}

/// Total advance of the men: rows walked from their own back row.
fn advance(turn: &Turn, p: &Placement, rows: u32) -> u32 {
    let size = turn.size();
    let row = |b: u8| crate::Square::from_bit(b, size).row(size) as u32;
    let ours: u32 = crate::rules::geometry::Bits(p.ours & !p.kings).map(|b| rows - 1 - row(b)).sum();
    let theirs: u32 = crate::rules::geometry::Bits(p.theirs & !p.kings).map(row).sum();
    ours + theirs
}

/// A position whose stored value disagrees with its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inconsistency {
    /// The position, as FEN (the side to move is White: tables are stored
    /// from the side to move's view).
    pub fen: String,
    pub stored: u8,
    /// `None`: a child's signature is missing from the tables.
    pub expected: Option<u8>,
}

impl EndgameTables {
    /// Solves every signature of `variant` with at most `pieces` pieces.
    /// `progress` is told each signature solved, with its table's length.
    /// The result is the same on every run.
    pub fn build(variant: Variant, pieces: u32, progress: &mut dyn FnMut(Material, usize)) -> EndgameTables {
        let size = variant.size();
        let limit = variant.rules().draw.king_moves.min(127);
        let mut solver =
            Solver { variant, turn: Arc::new(Turn::new(size)), limit: limit as u8, codes: BTreeMap::new() };
        for m in Material::all_up_to(pieces) {
            if solver.codes.contains_key(&m) {
                continue;
            }
            solver.solve_pair(m);
            progress(m, m.table_len(size));
            if m != m.swapped() {
                progress(m.swapped(), m.table_len(size));
            }
        }
        EndgameTables { variant, pieces, king_moves: limit, codes: solver.codes, turn: solver.turn }
    }

    /// Like [`EndgameTables::build`], but the signatures with the most
    /// pieces are kept only while the file stays within `budget` bytes: they
    /// are solved in order (fewest men first, kings-only ones first), each
    /// with its mirror, and the first one that does not fit ends the list
    /// (so the build stays short where few fit). The signatures with fewer
    /// pieces are always kept.
    pub fn build_within(
        variant: Variant,
        pieces: u32,
        budget: usize,
        progress: &mut dyn FnMut(Material, usize),
    ) -> EndgameTables {
        let size = variant.size();
        let limit = variant.rules().draw.king_moves.min(127);
        let mut solver =
            Solver { variant, turn: Arc::new(Turn::new(size)), limit: limit as u8, codes: BTreeMap::new() };
        let mut total = super::tables::HEADER_LEN;
        for m in Material::all_up_to(pieces) {
            if solver.codes.contains_key(&m) {
                continue;
            }
            solver.solve_pair(m);
            let pair: Vec<Material> = if m == m.swapped() { vec![m] } else { vec![m, m.swapped()] };
            let cost: usize = pair
                .iter()
                .map(|s| 12 + super::tables::packed(&solver.turn, variant, *s, &solver.codes[s]).len())
                .sum();
            if m.pieces() == pieces && total + cost > budget {
                for s in &pair {
                    solver.codes.remove(s);
                }
                break;
            }
            total += cost;
            for s in pair {
                progress(s, s.table_len(size));
            }
        }
        EndgameTables { variant, pieces, king_moves: limit, codes: solver.codes, turn: solver.turn }
    }

    /// Checks every stored position against its moves and the stored values
    /// of its children (the rules' own recursion): the first disagreement, or
    /// how many positions were checked. A position whose child's signature
    /// is missing is reported as inconsistent.
    pub fn verify(&self) -> Result<u64, Inconsistency> {
        // The positions with a capture to make are not stored: restore them.
        let mut codes = self.codes.clone();
        for (m, table) in codes.iter_mut() {
            for (i, code) in table.iter_mut().enumerate() {
                match self.turn.unindex(i, *m) {
                    Some(p) => *code = self.code(&p).unwrap_or(*code),
                    None => *code = DRAW,
                }
            }
        }
        let solver = Solver {
            variant: self.variant,
            turn: self.turn.clone(),
            limit: self.king_moves.min(127) as u8,
            codes,
        };
        let mut checked = 0;
        for (&m, codes) in &solver.codes {
            for (i, &stored) in codes.iter().enumerate() {
                let Some(p) = self.turn.unindex(i, m) else {
                    continue;
                };
                let expected = solver.expected(&p);
                if expected != Some(stored) {
                    let pos = Position::from_bits(self.variant, p.ours, p.theirs, p.kings, Color::White);
                    return Err(Inconsistency { fen: pos.to_fen(), stored, expected });
                }
                checked += 1;
            }
        }
        Ok(checked)
    }
}

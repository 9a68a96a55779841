//! What the miner makes of one position, whatever game it comes from (the
//! engine's own for `damas puzzles mine`, a human game for `damas puzzles
//! acf`): [`mine_position`], the cheap filters, then [`TacticProver`]'s
//! whole proof.

use std::collections::{BTreeMap, HashSet};
use std::io::{self, Write};

use damas_engine::notation::PdnGame;
use damas_engine::search::MATE;
use damas_engine::teaching::{dedup_key, score_moves, Puzzle, Theme};
use damas_engine::{Move, Position};

use crate::args;
use crate::prover::{cpu_seconds, TacticProver};
use crate::puzzle_file::puzzle_pdn;

/// What the miner made of one position.
enum Mined {
    /// Already in the collection (or its mirror), out of the motif's
    /// reach, or no gap the shallow search sees.
    Passed,
    /// Past the shallow filter, but no tactic the prover accepts.
    PastShallow,
    /// A proved tactic and its line.
    Tactic(Puzzle, Vec<Move>),
}

/// What a mining run keeps and counts, whatever games it reads: the
/// positions not to find again, the positions looked at and those past the
/// shallow filter, the tactics kept, by theme.
pub(crate) struct Haul {
    seen: HashSet<String>,
    pub looked: usize,
    pub past_shallow: usize,
    pub kept: usize,
    pub themes: BTreeMap<Theme, usize>,
}

impl Haul {
    /// A run that must not find the positions `seen` again.
    pub fn new(seen: HashSet<String>) -> Haul {
        Haul { seen, looked: 0, past_shallow: 0, kept: 0, themes: BTreeMap::new() }
    }

    /// Looks at `pos` ([`mine_position`]): the tactic and its line, if one
    /// is proved.
    pub fn mine(
        &mut self,
        prover: &mut TacticProver,
        pos: &Position,
        shallow: u32,
        id: String,
        motif: Option<Theme>,
    ) -> Option<(Puzzle, Vec<Move>)> {
        self.looked += 1;
        match mine_position(prover, &self.seen, pos, shallow, id, motif) {
            Mined::Tactic(puzzle, line) => {
                self.past_shallow += 1;
                Some((puzzle, line))
            }
            Mined::PastShallow => {
                self.past_shallow += 1;
                None
            }
            Mined::Passed => None,
        }
    }

    /// Keeps the tactic found at `pos` (`pdn`: its game, tags set): never
    /// found again, counted by theme, written at once.
    pub fn keep(
        &mut self,
        pos: &Position,
        puzzle: &Puzzle,
        pdn: &PdnGame,
        out: &mut impl Write,
    ) -> io::Result<()> {
        self.seen.insert(dedup_key(pos));
        for t in &puzzle.themes {
            *self.themes.entry(*t).or_default() += 1;
        }
        self.kept += 1;
        writeln!(out, "{}", puzzle_pdn(pdn))?;
        out.flush()
    }
}

/// The miner's path for one position, whatever game it comes from (the
/// engine's own, or a human game): skipped when `seen` has it or its
/// mirror or when `motif` is out of reach, the cheap shallow filter, then
/// the prover's whole proof. The caller adds a kept tactic to `seen`.
fn mine_position(
    prover: &mut TacticProver,
    seen: &HashSet<String>,
    pos: &Position,
    shallow: u32,
    id: String,
    motif: Option<Theme>,
) -> Mined {
    if seen.contains(&dedup_key(pos)) || motif.is_some_and(|m| !motif_in_reach(pos, m)) {
        return Mined::Passed;
    }
    // Cheap filters first: a choice, and a gap a shallow search sees.
    let t = cpu_seconds();
    let gap = shallow_gap(pos, shallow, prover.margin());
    prover.time.shallow += cpu_seconds() - t;
    if gap.is_none() {
        return Mined::Passed;
    }
    match prover.prove(pos, id, motif) {
        Some((puzzle, line)) => Mined::Tactic(puzzle, line),
        None => Mined::PastShallow,
    }
}

/// The cheap filter: at least two legal moves, and a shallow search that
/// already sees one move winning by the margin over every other.
fn shallow_gap(pos: &Position, depth: u32, margin: i32) -> Option<Move> {
    if pos.legal_moves().len() < 2 {
        return None;
    }
    let mut scored = score_moves(pos, depth);
    scored.sort_by_key(|s| -s.1);
    let (best, own) = scored[0];
    let other = scored[1].1;
    let won = own >= MATE - 1_000 && other < MATE - 1_000;
    (own >= margin && (won || own - other >= margin)).then_some(best)
}

/// The cheap filter of `--motif`: whether some first move can lead to the
/// motif at all. For a law motif, a move after which the opponent must
/// capture and the capture law forbids one of its captures; for a shot, a
/// quiet move after which the opponent must capture; for a Turkish strike, a
/// move after which a capture of the opponent's stops on the pieces it
/// jumped.
fn motif_in_reach(pos: &Position, motif: Theme) -> bool {
    pos.legal_moves().iter().any(|m| {
        let next = pos.after(m);
        match motif {
            Theme::ForcedByMajority | Theme::ForcedByTiebreak => {
                next.must_capture() && {
                    let legal = next.legal_moves();
                    next.all_captures().iter().any(|c| !legal.iter().any(|l| l.same_effect(c)))
                }
            }
            Theme::Shot => !m.is_capture() && next.must_capture(),
            Theme::TurkishStrike => next.legal_moves().iter().any(|c| {
                c.is_capture()
                    && !c.promotes()
                    && next
                        .after(c)
                        .with_side_to_move(next.side_to_move())
                        .all_captures()
                        .iter()
                        .any(|d| d.from() == c.to())
            }),
            _ => true,
        }
    })
}

/// The miner's default depths: the line's, and the cheap first search's.
pub(crate) const MINE_DEPTH: u32 = 8;
pub(crate) const SHALLOW_DEPTH: u32 = 4;

/// How the miner looks, as `damas puzzles mine` and `damas puzzles acf`
/// take it: its two searches, and the puzzles it must not find again.
#[derive(clap::Args, Clone)]
pub(crate) struct MineOptions {
    /// Plies the line is built at
    #[arg(long, value_name = "D", default_value_t = MINE_DEPTH, value_parser = args::search_depth())]
    pub depth: u32,
    /// Plies of the cheap first search
    #[arg(long, value_name = "D", default_value_t = SHALLOW_DEPTH, value_parser = args::search_depth())]
    pub shallow: u32,
    /// Skips the positions of this puzzle file (may be given again)
    #[arg(long, value_name = "FILE")]
    pub exclude: Vec<String>,
}

impl MineOptions {
    /// The depths that are not the defaults, as a puzzle's Source tag
    /// names them (` --depth 10 --shallow 6`).
    pub fn settings(&self) -> String {
        let mut settings = String::new();
        if self.depth != MINE_DEPTH {
            settings.push_str(&format!(" --depth {}", self.depth));
        }
        if self.shallow != SHALLOW_DEPTH {
            settings.push_str(&format!(" --shallow {}", self.shallow));
        }
        settings
    }
}

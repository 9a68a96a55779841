//! The proof every mined tactic passes, shared by `damas puzzles mine` and
//! `damas puzzles extend`: its line built at the miner's depth, proved by
//! the verifier there and two plies deeper, re-checked four plies deeper
//! still with the endgame tables, then tagged with the difficulty the
//! verifier measures. Also where the time went, and the positions already
//! in the collection.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use damas_engine::notation::read_games;
use damas_engine::search::{Limits, NoClock, Searcher, MATE};
use damas_engine::teaching::{
    balance, dedup_key, tactic_difficulty, tactic_themes, verify_memo, verify_with, Kind, Puzzle, Recheck,
    ScoreMemo, Theme, VerifyOptions, DIFFICULTY_DEPTH, MAX_SOLVER_MOVES, RECHECK_EXTRA,
};
use damas_engine::{Game, Move, Position, Variant};

use crate::files;
use crate::Stop;

/// Proves tactics at one depth, remembering where its time went.
pub struct TacticProver {
    depth: u32,
    options: VerifyOptions,
    recheck: Recheck,
    /// The line's searches, reused by the proof at the same depth.
    memo: ScoreMemo,
    /// Nodes each search of the recheck may spend; a tactic whose recheck
    /// needs more is passed over (`u64::MAX`: no cap).
    pub recheck_nodes: u64,
    pub time: MineTime,
}

impl TacticProver {
    /// A prover for `variant` whose lines are built `depth` plies deep.
    pub fn new(variant: Variant, depth: u32) -> TacticProver {
        let options = VerifyOptions { depth, difficulty: false, ..VerifyOptions::default() };
        let recheck = Recheck {
            depth: depth + RECHECK_EXTRA,
            margin: options.margin,
            endgame: crate::shipped::knowledge(variant).endgame,
        };
        TacticProver {
            depth,
            options,
            recheck,
            memo: ScoreMemo::default(),
            recheck_nodes: u64::MAX,
            time: MineTime::default(),
        }
    }

    /// The margin, in hundredths of a man, a solution must win by.
    pub fn margin(&self) -> i32 {
        self.options.margin
    }

    /// The tactic of `pos`, named `id`, with its line: built, proved twice,
    /// re-checked and tagged with its difficulty; `None` when any step
    /// fails, or when its themes leave out `motif`.
    pub fn prove(&mut self, pos: &Position, id: String, motif: Option<Theme>) -> Option<(Puzzle, Vec<Move>)> {
        if !self.within_cap(pos) {
            return None;
        }
        let (options, time) = (self.options, &mut self.time);
        let t = cpu_seconds();
        self.memo.clear();
        let line = tactic_line(pos, self.depth, options.margin, &mut self.memo);
        time.line += cpu_seconds() - t;
        let line = line?;
        let themes = tactic_themes(pos, &line);
        if themes.is_empty() || motif.is_some_and(|m| !themes.contains(&m)) {
            return None;
        }
        let mut p = *pos;
        let solution = line
            .iter()
            .map(|m| {
                let t = p.move_text(m);
                p.play_unchecked(m);
                t
            })
            .collect();
        let mut puzzle = Puzzle {
            id,
            kind: Kind::Tactic,
            variant: pos.variant(),
            fen: pos.to_fen(),
            themes,
            difficulty: 1,
            solution,
        };
        // The verifier's own proof, then again two plies deeper.
        let t = cpu_seconds();
        let proved = verify_memo(&puzzle, &options, &mut self.memo).is_ok();
        time.proof += cpu_seconds() - t;
        time.lines += 1;
        if !proved {
            return None;
        }
        time.proved += 1;
        // Then two plies deeper, and the recheck: no other move of the
        // solver's keeps a comparable result, four plies deeper still and
        // with the endgame tables. Under a node cap the recheck goes first:
        // most of what it passes over would cost the deeper proof as much.
        let capped = self.recheck_nodes != u64::MAX;
        if capped && !self.rechecked(&puzzle) {
            return None;
        }
        let time = &mut self.time;
        let t = cpu_seconds();
        let proved = verify_with(&puzzle, &VerifyOptions { depth: self.depth + 2, ..options }).is_ok();
        time.deeper += cpu_seconds() - t;
        if !proved {
            return None;
        }
        time.deeper_proved += 1;
        if !capped && !self.rechecked(&puzzle) {
            return None;
        }
        let time = &mut self.time;
        // Tagged as the verifier measures it.
        let t = cpu_seconds();
        puzzle.difficulty = tactic_difficulty(pos, &line, DIFFICULTY_DEPTH);
        time.difficulty += cpu_seconds() - t;
        Some((puzzle, line))
    }
}

impl TacticProver {
    /// Under a node cap, whether a search of the position itself to the
    /// recheck's depth (with its tables) stays under the cap: the recheck
    /// searches every other move of this position as deep, so where this
    /// one reaches the cap the recheck would too, and the line and its
    /// proofs are not worth building. Always true without a cap.
    fn within_cap(&mut self, pos: &Position) -> bool {
        if self.recheck_nodes == u64::MAX {
            return true;
        }
        let t = cpu_seconds();
        let mut searcher = Searcher::new(16);
        searcher.set_endgame(self.recheck.endgame.clone());
        let (depth, cap) = (self.recheck.depth, self.recheck_nodes);
        let limits = Limits { nodes: cap, ..Limits::depth(depth) };
        // Each finished depth tells how fast the search grows: a search
        // bound to pass the cap is stopped as soon as that shows, rather
        // than when it gets there.
        let stop = AtomicBool::new(false);
        let mut finished: Vec<u64> = Vec::new();
        let r = searcher.search(&Game::from_position(*pos), &limits, &NoClock, Some(&stop), &mut |info| {
            finished.push(info.nodes);
            if projected_nodes(&finished, depth) > cap.saturating_mul(2) {
                stop.store(true, Ordering::Relaxed);
            }
        });
        self.time.gate += cpu_seconds() - t;
        let within = r.nodes < cap && !stop.load(Ordering::Relaxed);
        self.time.gated += usize::from(!within);
        within
    }

    /// Whether the tactic passes the recheck within the node cap.
    fn rechecked(&mut self, puzzle: &Puzzle) -> bool {
        let t = cpu_seconds();
        let checked = self.recheck.check_within(puzzle, self.recheck_nodes);
        self.time.recheck += cpu_seconds() - t;
        match checked {
            None => {
                self.time.costly += 1;
                false
            }
            Some(result) => {
                self.time.unique += result.is_ok() as usize;
                result.is_ok()
            }
        }
    }
}

/// The nodes a search to `depth` plies will have spent, projected from
/// `finished`, the nodes spent when each depth from 1 was done: the last
/// depth's total, grown as much every two plies more as over its last two
/// (0 while fewer than four depths are done: too few to tell).
fn projected_nodes(finished: &[u64], depth: u32) -> u64 {
    let done = finished.len();
    if done < 4 {
        return 0;
    }
    let last = finished[done - 1] as f64;
    let growth = (last / finished[done - 3].max(1) as f64).max(1.0);
    let projected = last * growth.powf(depth.saturating_sub(done as u32) as f64 / 2.0);
    projected.min(u64::MAX as f64) as u64
}

/// The dedup keys of every position in these puzzle files (not mined
/// again).
pub fn positions_in(files: &[String], variant: Variant) -> Result<HashSet<String>, Stop> {
    let mut seen = HashSet::new();
    for file in files {
        let text = files::read_text(file)?;
        for game in read_games(&text, variant).into_iter().flatten() {
            seen.insert(dedup_key(game.start()));
        }
    }
    Ok(seen)
}

/// Where the miner's time goes, in CPU seconds (printed to stderr), and
/// how many lines reached the proofs.
#[derive(Default)]
pub struct MineTime {
    pub games: f64,
    pub shallow: f64,
    pub line: f64,
    pub proof: f64,
    pub deeper: f64,
    pub recheck: f64,
    pub difficulty: f64,
    pub lines: usize,
    pub proved: usize,
    pub deeper_proved: usize,
    pub unique: usize,
    /// Tactics passed over: a search of their recheck reached the cap.
    pub costly: usize,
    /// The node cap's first test, on each position before its line.
    pub gate: f64,
    /// Positions it passed over.
    pub gated: usize,
}

/// The CPU time of this thread so far, in seconds (Linux's
/// `/proc/thread-self/schedstat`; elsewhere the wall clock since the
/// first call).
pub fn cpu_seconds() -> f64 {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|t| t.split_whitespace().next()?.parse::<u64>().ok())
        .map_or_else(|| START.get_or_init(Instant::now).elapsed().as_secs_f64(), |ns| ns as f64 / 1e9)
}

impl MineTime {
    /// Where the time went, on standard error.
    pub fn print(&self) {
        eprintln!(
            "damas: CPU seconds in games {:.1}, shallow filter {:.1}, lines {:.1}, proof {:.1} ({} lines, {} proved), deeper proof {:.1} ({} proved), recheck {:.1} ({} unique{}), difficulty {:.1}",
            self.games,
            self.shallow,
            self.line,
            self.proof,
            self.lines,
            self.proved,
            self.deeper,
            self.deeper_proved,
            self.recheck,
            self.unique,
            if self.costly > 0 { format!(", {} over the node cap", self.costly) } else { String::new() },
            self.difficulty
        );
        if self.gate > 0.0 {
            eprintln!(
                "damas: CPU seconds in the node cap's search of each position {:.1} ({} passed over before their line)",
                self.gate, self.gated
            );
        }
    }
}

/// The deep line of a tactic from `pos`: at each solver step the one move
/// that keeps the win by the margin (searched `depth` plies), the best
/// defence in between, until the solver has won material for good (or the
/// opponent has no move), in at most five solver moves.
fn tactic_line(pos: &Position, depth: u32, margin: i32, memo: &mut ScoreMemo) -> Option<Vec<Move>> {
    let me = pos.side_to_move();
    let base = balance(pos, me);
    let mut line = Vec::new();
    let mut cur = *pos;
    for _ in 0..MAX_SOLVER_MOVES {
        let moves = cur.legal_moves();
        let mv = if moves.len() == 1 {
            moves[0]
        } else {
            let mut scored = memo.scores(&cur, depth);
            scored.sort_by_key(|s| -s.1);
            let (best, own) = scored[0];
            let other = scored[1].1;
            let won = own >= MATE - 1_000 && other < MATE - 1_000;
            if own < margin || !(won || own - other >= margin) {
                return None;
            }
            best
        };
        line.push(mv);
        cur.play_unchecked(&mv);
        if cur.legal_moves().is_empty() {
            return Some(line);
        }
        if balance(&cur, me) > base && !cur.must_capture() {
            return Some(line);
        }
        let scored = memo.scores(&cur, depth);
        let (reply, _) = scored.iter().max_by_key(|s| s.1).copied()?;
        line.push(reply);
        cur.play_unchecked(&reply);
        if cur.legal_moves().is_empty() {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::projected_nodes;

    #[test]
    fn a_search_growing_tenfold_every_two_plies_is_projected_that_way() {
        // Ten, a hundred, a thousand... each depth ten times the one two before.
        let finished = [10, 30, 100, 300, 1_000, 3_000];
        assert_eq!(projected_nodes(&finished, 10), 300_000);
        // The depth itself, when it is done.
        assert_eq!(projected_nodes(&finished, 6), 3_000);
    }

    #[test]
    fn too_few_depths_project_nothing() {
        assert_eq!(projected_nodes(&[5, 50, 500], 12), 0);
    }

    #[test]
    fn a_search_that_stops_growing_is_projected_no_smaller() {
        assert_eq!(projected_nodes(&[10, 20, 40, 40, 40], 12), 40);
    }
}

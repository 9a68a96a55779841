//! The deeper re-check of a tactic: no puzzle may punish a win.
//!
//! The verifier ([`verify_with`](super::verify_with)) proves a tactic at the
//! depth it was mined at (8 plies, or the rest of the line and two more).
//! [`Recheck`] looks again at every step of the solver's, [`RECHECK_EXTRA`]
//! plies deeper and with the rule set's endgame tables, and refuses the
//! tactic when another move keeps a comparable result: it scores as well
//! (a second solution) or within the verifier's margin, unless the
//! solution wins by force and it does not. A win the tables prove counts
//! as a win ([`PROVEN_WIN`]), as it does when the app judges a learner's
//! other move: two moves that both win are two solutions. The opponent's replies are the
//! verifier's business: this check only asks whether a learner who finds
//! another good move would be told "wrong".
//!
//! It costs several seconds a 10×10 tactic, so it is no part of the
//! verification CI runs on every puzzle file: `damas puzzles recheck`
//! runs it over the collection (and `--drop` leaves out what it refuses),
//! and `docs/BENCHMARKS.md` keeps its figures.
//!
//! ```
//! use damas_engine::Variant;
//! use damas_engine::teaching::{Puzzle, PuzzleFlaw, Recheck, Theme};
//! // 22x15 and 23x14 each take the man on 18, and either wins the ending
//! // by force: two solutions.
//! let p = Puzzle::new("two", Variant::Brazilian, "W:W22,23:B18,4", &[Theme::WinMaterial], 1, &["22x15"]);
//! assert_eq!(Recheck::new(None).check(&p), Err(PuzzleFlaw::SecondSolution { ply: 1, text: "23x14".into() }));
//! ```

use std::sync::Arc;

use super::verification::{solution_line, solver_margin};
use super::{Kind, Puzzle, PuzzleFlaw, VerifyOptions};
use crate::endgame::EndgameTables;
use crate::search::{Limits, Searcher, PROVEN_WIN};
use crate::{Game, Move};

/// Plies the re-check searches beyond the verifier's depth.
pub const RECHECK_EXTRA: u32 = 4;

/// The deeper re-check of a tactic's solver steps (see the module
/// documentation).
#[derive(Clone)]
pub struct Recheck {
    /// Plies searched after each move of the solver's (at least the rest of
    /// the line plus two).
    pub depth: u32,
    /// Hundredths of a man the solution must beat every other move by.
    pub margin: i32,
    /// The rule set's endgame tables, probed in every search.
    pub endgame: Option<Arc<EndgameTables>>,
}

impl Recheck {
    /// [`RECHECK_EXTRA`] plies deeper than the verifier's default, with its
    /// margin, probing `endgame`.
    pub fn new(endgame: Option<Arc<EndgameTables>>) -> Recheck {
        let options = VerifyOptions::default();
        Recheck { depth: options.depth + RECHECK_EXTRA, margin: options.margin, endgame }
    }

    /// A fresh searcher with the endgame tables: the same position always
    /// gets the same answer.
    fn searcher(&self) -> Searcher {
        let mut searcher = Searcher::new(16);
        searcher.set_endgame(self.endgame.clone());
        searcher
    }

    /// `Ok` when every move of the solver's in the line beats every other
    /// legal move by the margin; otherwise the first step where another
    /// move keeps a comparable result. Drills are not searched: their one
    /// legal move is the verifier's proof.
    pub fn check(&self, puzzle: &Puzzle) -> Result<(), PuzzleFlaw> {
        self.check_within(puzzle, u64::MAX).expect("a search without a node cap finishes its depth")
    }

    /// [`Recheck::check`], each search stopped after `nodes` nodes: `None`
    /// when one reached the cap (it may have stopped before its depth: the
    /// check is not done, and says nothing either way). The miner uses it to pass over tactics whose
    /// check costs more than it will pay (the Turkish board's flying kings:
    /// a search of 12 plies may need hundreds of millions of nodes).
    pub fn check_within(&self, puzzle: &Puzzle, nodes: u64) -> Option<Result<(), PuzzleFlaw>> {
        let (start, line) = match solution_line(puzzle) {
            Ok(found) => found,
            Err(flaw) => return Some(Err(flaw)),
        };
        if puzzle.kind != Kind::Tactic {
            return Some(Ok(()));
        }
        let mut pos = start;
        for (i, mv) in line.iter().enumerate() {
            let moves = pos.legal_moves();
            if i % 2 == 0 && moves.len() > 1 {
                let depth = self.depth.max((line.len() - i) as u32 + 2);
                let limits = Limits { nodes, ..Limits::depth(depth) };
                // Two searches from this position: the solution alone,
                // then every other move. A search of the position after a
                // move would cut its look short when the reply is forced
                // (as after a sacrifice); these look the full depth.
                let game = Game::from_position(pos);
                let others: Vec<Move> = moves.iter().filter(|m| !m.same_effect(mv)).copied().collect();
                let own = self.searcher().search_excluding(&game, &limits, &others);
                let other = self.searcher().search_excluding(&game, &limits, &[*mv]);
                // The cap reached: the search may have stopped short.
                if own.nodes >= nodes || other.nodes >= nodes {
                    return None;
                }
                let scored: Vec<(Move, i32)> = [(own.best, own.score), (other.best, other.score)]
                    .into_iter()
                    .filter_map(|(m, s)| Some((m?, s)))
                    .collect();
                if let Err(flaw) = solver_margin(&pos, mv, &scored, self.margin, PROVEN_WIN, i + 1) {
                    return Some(Err(flaw));
                }
            }
            pos.play_unchecked(mv);
        }
        Some(Ok(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teaching::{verify_with, Theme};
    use crate::Variant;

    #[test]
    fn a_tactic_with_one_winning_move_passes_the_recheck() {
        // Brazilian: 19-16 gives a man, 12x19 is forced, 23x5 takes three.
        let p = Puzzle::new(
            "one",
            Variant::Brazilian,
            "W:W13,19,20,22,23,26,27,30,31:B1,2,6,8,9,10,11,12,21",
            &[Theme::Shot],
            2,
            &["19-16", "12x19", "23x5"],
        );
        assert_eq!(Recheck::new(None).check(&p), Ok(()));
    }

    #[test]
    fn a_tactic_where_two_moves_win_is_refused_with_the_other_move_named() {
        let p =
            Puzzle::new("two", Variant::Brazilian, "W:W22,23:B18,4", &[Theme::WinMaterial], 1, &["23x14"]);
        assert_eq!(
            Recheck::new(None).check(&p),
            Err(PuzzleFlaw::SecondSolution { ply: 1, text: "22x15".into() })
        );
    }

    fn shipped_tables(variant: Variant) -> Arc<EndgameTables> {
        let path = format!("{}/data/endgame/{}.egdb", env!("CARGO_MANIFEST_DIR"), variant.id());
        let bytes = std::fs::read(&path).expect("the shipped endgame tables");
        Arc::new(EndgameTables::from_bytes(&bytes).expect("valid tables"))
    }

    #[test]
    fn a_won_ending_the_verifier_passed_is_refused_when_another_move_wins_as_well() {
        // Mined once as "win material": Black's two kings and a man against
        // a lone man. 23-18 wins the man, but so does 23-27: the ending is
        // won whatever Black does, and a learner who keeps the win is not
        // wrong.
        let p = Puzzle::new(
            "english-t0002",
            Variant::English,
            "B:W17:BK11,16,K23",
            &[Theme::WinMaterial, Theme::Endgame],
            3,
            &["23-18", "17-13", "18-14", "13-9", "14x5"],
        );
        assert_eq!(verify_with(&p, &VerifyOptions::default()).map(|_| ()), Ok(()));
        let recheck = Recheck::new(Some(shipped_tables(Variant::English)));
        assert!(
            matches!(recheck.check(&p), Err(PuzzleFlaw::SecondSolution { ply: 1, .. })),
            "{:?}",
            recheck.check(&p)
        );
    }

    #[test]
    fn a_recheck_within_a_node_cap_is_the_recheck_or_not_done() {
        let one = Puzzle::new(
            "one",
            Variant::Brazilian,
            "W:W13,19,20,22,23,26,27,30,31:B1,2,6,8,9,10,11,12,21",
            &[Theme::Shot],
            2,
            &["19-16", "12x19", "23x5"],
        );
        let two =
            Puzzle::new("two", Variant::Brazilian, "W:W22,23:B18,4", &[Theme::WinMaterial], 1, &["23x14"]);
        let recheck = Recheck::new(None);
        for p in [&one, &two] {
            // With room enough it is the recheck itself; with a few
            // thousand nodes a search of 12 plies stops short: not done.
            assert_eq!(recheck.check_within(p, u64::MAX), Some(recheck.check(p)), "{}", p.id);
        }
        assert_eq!(recheck.check_within(&one, 2_048), None);
    }

    #[test]
    fn the_recheck_searches_deeper_than_the_verifier() {
        let recheck = Recheck::new(None);
        assert_eq!(recheck.depth, VerifyOptions::default().depth + RECHECK_EXTRA);
        assert_eq!(recheck.margin, VerifyOptions::default().margin);
        // A drill is never searched: its one legal move is its proof.
        let drill =
            Puzzle::new("d", Variant::Brazilian, "W:W22:B18", &[Theme::CompulsoryCapture], 1, &["22x15"]);
        assert_eq!(Recheck::new(None).check(&drill), Ok(()));
    }
}

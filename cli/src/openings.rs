//! Balanced openings for matches: every line of a few plies from the start
//! position whose score, by a plain search of a modest depth, is near level;
//! written by `damas bench openings` into `bench/openings/<rule-set>.txt`
//! and read by `damas sprt`.
//!
//! The file (an `arena --openings-file` too): `#` comments, then one
//! opening a line, its moves from the start position separated by spaces,
//! then `# score N` (the searched score, in hundredths of a man, for the
//! side to move after the opening).

use std::io::Write;

use damas_engine::search::{Limits, NoClock, Searcher};
use damas_engine::{Game, Move, Position, Variant};
use rand::seq::SliceRandom;

use crate::best::line_text;
use crate::files;
use crate::perft::path_key;
use crate::seeded;

/// The folder of the match and benchmark files, `bench`.
pub const BENCH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../bench");

/// The sets `bench` ships, one file a rule set in a folder of each.
#[derive(Clone, Copy, Debug)]
pub enum BenchSet {
    /// Balanced openings (`bench/openings`, written by `bench openings`).
    Openings,
    /// Middlegame positions (`bench/positions`, written by `bench positions`).
    Positions,
}

/// The shipped file of `set` for a rule set.
pub fn default_path(set: BenchSet, variant: Variant) -> String {
    let folder = match set {
        BenchSet::Openings => "openings",
        BenchSet::Positions => "positions",
    };
    format!("{BENCH}/{folder}/{}.txt", variant.id())
}

/// One opening: its moves from the start position and its searched score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    pub moves: Vec<Move>,
    pub score: i32,
}

/// How the openings are chosen.
#[derive(Clone, Copy, Debug)]
pub struct Choice {
    /// Plies of each opening.
    pub plies: usize,
    /// Depth of the search that scores each.
    pub depth: u32,
    /// Kept when the score is within this many hundredths of a man of level.
    pub margin: i32,
    /// The order of the kept openings (shuffled by this seed).
    pub seed: u64,
    /// At most this many are kept (the first of the shuffled order).
    pub count: usize,
}

/// Every line of `choice.plies` plies from the start that leaves the game
/// open and reaches a position no earlier line reached, scored by a plain
/// search (the hand-set terms, no book nor tables) of `choice.depth`; those
/// within the margin, shuffled by the seed, at most `choice.count`. Also
/// returns how many lines were scored.
pub fn choose(variant: Variant, choice: &Choice) -> (Vec<Opening>, usize) {
    let mut lines = Vec::new();
    let mut seen = std::collections::HashSet::new();
    enumerate(&Game::new(variant), choice.plies, &mut Vec::new(), &mut seen, &mut lines);
    let scored = lines.len();
    let mut searcher = Searcher::new(18);
    let mut kept: Vec<Opening> = lines
        .into_iter()
        .filter_map(|moves| {
            let mut game = Game::new(variant);
            for mv in &moves {
                game.play(mv).ok()?;
            }
            searcher.clear();
            let score =
                searcher.search(&game, &Limits::depth(choice.depth), &NoClock, None, &mut |_| {}).score;
            (score.abs() <= choice.margin).then_some(Opening { moves, score })
        })
        .collect();
    kept.shuffle(&mut seeded::from_seed(choice.seed));
    kept.truncate(choice.count);
    (kept, scored)
}

fn enumerate(
    game: &Game,
    plies: usize,
    line: &mut Vec<Move>,
    seen: &mut std::collections::HashSet<u64>,
    out: &mut Vec<Vec<Move>>,
) {
    if game.outcome().is_some() {
        return;
    }
    if line.len() == plies {
        if seen.insert(game.position().hash()) {
            out.push(line.clone());
        }
        return;
    }
    let mut moves = game.legal_moves();
    moves.sort_by_key(path_key);
    for mv in moves {
        let mut next = game.clone();
        if next.play(&mv).is_ok() {
            line.push(mv);
            enumerate(&next, plies, line, seen, out);
            line.pop();
        }
    }
}

/// Writes an opening set: a header of `#` lines, then one opening a line.
pub fn write(
    variant: Variant,
    header: &str,
    openings: &[Opening],
    out: &mut impl Write,
) -> std::io::Result<()> {
    for line in header.lines() {
        writeln!(out, "# {line}")?;
    }
    let start = Position::start(variant);
    for opening in openings {
        writeln!(out, "{} # score {}", line_text(&start, &opening.moves).join(" "), opening.score)?;
    }
    Ok(())
}

/// Reads an opening set (as `arena --openings-file` reads one): each line's
/// moves, legal in turn from the start position. The error names the file
/// and the line.
pub fn read(variant: Variant, path: &str) -> Result<Vec<Vec<Move>>, String> {
    let text = files::read_text(path)?;
    crate::arena::read_openings(variant, &text).map_err(|e| format!("{path}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chosen_openings_are_legal_distinct_near_level_and_read_back_as_written() {
        let choice = Choice { plies: 2, depth: 4, margin: 20, seed: 5, count: 30 };
        let (openings, scored) = choose(Variant::English, &choice);
        // 7 first moves, 7 answers each: 49 lines, all distinct.
        assert_eq!(scored, 49);
        assert!(!openings.is_empty() && openings.len() <= 30);
        let mut ends = std::collections::HashSet::new();
        for opening in &openings {
            assert!(opening.score.abs() <= 20, "{opening:?}");
            let mut game = Game::new(Variant::English);
            for mv in &opening.moves {
                game.play(mv).unwrap();
            }
            assert!(game.outcome().is_none() && ends.insert(game.position().hash()));
        }
        let mut text = Vec::new();
        write(Variant::English, "test", &openings, &mut text).unwrap();
        let lines: Vec<Vec<Move>> = openings.iter().map(|o| o.moves.clone()).collect();
        assert_eq!(
            crate::arena::read_openings(Variant::English, &String::from_utf8(text).unwrap()),
            Ok(lines)
        );
        // The seed orders them, the same seed the same way.
        assert_eq!(choose(Variant::English, &choice).0, openings);
        let other = choose(Variant::English, &Choice { seed: 6, ..choice }).0;
        assert_ne!(other, openings);
    }

    #[test]
    fn every_shipped_opening_set_is_legal_and_near_level() {
        for variant in Variant::ALL {
            let Ok(openings) = read(variant, &default_path(BenchSet::Openings, variant)) else {
                panic!("no opening set for {}", variant.id());
            };
            assert!(openings.len() >= 20, "{}: {}", variant.id(), openings.len());
            // Each line's score, after `# score`, within the margin.
            let text = std::fs::read_to_string(default_path(BenchSet::Openings, variant)).unwrap();
            let scores: Vec<i32> = text
                .lines()
                .filter_map(|l| l.split_once("# score ").and_then(|(_, s)| s.trim().parse().ok()))
                .collect();
            assert_eq!(scores.len(), openings.len(), "{}", variant.id());
            assert!(scores.iter().all(|s| s.abs() <= 20), "{}", variant.id());
        }
    }

    #[test]
    fn an_illegal_opening_is_refused_with_the_file_and_its_line() {
        let path = std::env::temp_dir().join(format!("damas-openings-{}.txt", std::process::id()));
        std::fs::write(&path, "# header\n11-15 23-19\n11-15 11-15\n").unwrap();
        let refused = read(Variant::English, &path.to_string_lossy()).unwrap_err();
        std::fs::remove_file(&path).unwrap();
        assert!(refused.contains("openings line 3"), "{refused}");
    }
}

//! Every puzzle in `puzzles/tactics/` and `puzzles/drills/` (the repository
//! root) is proven by the engine: exactly one solution (see
//! `damas_engine::teaching::verify`), every tactic has a choice of first moves, every
//! drill is a rule position, and ids are unique across all files. CI runs
//! this on every file of both folders.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use damas_engine::endgame::EndgameTables;
use damas_engine::notation::read_games;
use damas_engine::teaching::{
    dedup_key, explain_solution, tactic_difficulty, tactic_themes, verify, verify_with, CaptureLaw, Kind,
    Puzzle, PuzzleFlaw, Recheck, SolutionStep, Theme, VerifyOptions, DIFFICULTY_DEPTH,
};
use damas_engine::{Position, Variant};

/// The puzzle files: `puzzles/<kind>s/<rule-set>.pdn`.
fn puzzle_files() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("puzzles");
    let mut files = Vec::new();
    for folder in ["tactics", "drills"] {
        let dir = root.join(folder);
        files.extend(
            std::fs::read_dir(&dir)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
                .map(|entry| entry.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "pdn")),
        );
    }
    files.sort();
    files
}

/// Every puzzle of every file, read (a game that cannot be read fails),
/// with its file's name (`tactics/brazilian.pdn`).
fn all_puzzles() -> Vec<(String, Puzzle)> {
    let mut out = Vec::new();
    for file in puzzle_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let folder = file.parent().unwrap().file_name().unwrap().to_string_lossy().to_string();
        let name = format!("{folder}/{}", file.file_name().unwrap().to_string_lossy());
        for (i, game) in read_games(&text, Variant::Brazilian).into_iter().enumerate() {
            let game = game.unwrap_or_else(|e| panic!("{name} game {}: {e}", i + 1));
            let puzzle = Puzzle::from_pdn(&game).unwrap_or_else(|e| panic!("{name} game {}: {e}", i + 1));
            out.push((name.clone(), puzzle));
        }
    }
    out
}

/// The failures `check` finds in `items`, the items dealt in turn to one
/// thread per core (the 10×10 files cost most: dealt in turn, no thread
/// gets them all).
fn failures_on_every_core<T: Sync>(items: &[T], check: impl Fn(&T) -> Option<String> + Sync) -> Vec<String> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let check = &check;
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || items.iter().skip(t).step_by(threads).filter_map(check).collect::<Vec<_>>())
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    })
}

/// Every puzzle is proven sound: one solution, every defence loses. The
/// difficulty tag is measured by a search ten plies deep, three times the
/// cost of the proof on 10×10 boards: CI measures it on a sample
/// ([`a_sample_of_every_tactics_file_has_the_difficulty_it_is_tagged_with`]).
#[test]
fn every_puzzle_has_exactly_one_solution() {
    let started = Instant::now();
    let puzzles = all_puzzles();
    assert!(!puzzles.is_empty(), "no puzzles found");
    let options = VerifyOptions { difficulty: false, ..VerifyOptions::default() };
    let failures = failures_on_every_core(&puzzles, |(file, p)| {
        verify_with(p, &options).err().map(|flaw| format!("{file}: FAIL {}: {flaw}", p.id))
    });
    assert!(
        failures.is_empty(),
        "{} of {} puzzles fail:\n{}",
        failures.len(),
        puzzles.len(),
        failures.join("\n")
    );
    eprintln!("{} puzzles verified in {:.1} s", puzzles.len(), started.elapsed().as_secs_f64());
}

/// Every `n`th tactic of every file, with its file's name.
fn every_nth_tactic(n: usize) -> Vec<(String, Puzzle)> {
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    all_puzzles()
        .into_iter()
        .filter(|(_, p)| p.kind == Kind::Tactic)
        .filter(|(file, _)| {
            let i = seen.entry(file.clone()).or_default();
            *i += 1;
            (*i - 1).is_multiple_of(n)
        })
        .collect()
}

/// The miner and `damas puzzles retag` tag every tactic with the
/// difficulty a search measures; every third tactic of each file is
/// measured again, so a file edited by hand or tagged by an older measure
/// fails here.
#[test]
fn a_sample_of_every_tactics_file_has_the_difficulty_it_is_tagged_with() {
    let started = Instant::now();
    let sample = every_nth_tactic(3);
    assert!(sample.len() >= 8, "a tactic of each rule set at least: {}", sample.len());
    let wrong = failures_on_every_core(&sample, |(file, p)| {
        let (start, line) = start_and_line(p);
        let measured = tactic_difficulty(&start, &line, DIFFICULTY_DEPTH);
        (measured != p.difficulty)
            .then(|| format!("{file}: {} tagged {}, measured {measured}", p.id, p.difficulty))
    });
    assert!(wrong.is_empty(), "{} of {} sampled tactics:\n{}", wrong.len(), sample.len(), wrong.join("\n"));
    eprintln!("{} sampled difficulties measured in {:.1} s", sample.len(), started.elapsed().as_secs_f64());
}

/// The rule set's shipped endgame tables.
fn shipped_tables(variant: Variant) -> Arc<EndgameTables> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("data/endgame/{}.egdb", variant.id()));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Arc::new(EndgameTables::from_bytes(&bytes).unwrap())
}

/// `damas puzzles recheck` looked at every tactic four plies deeper than
/// the verifier, with the endgame tables, and the ones where another move
/// keeps a comparable result were dropped (docs/BENCHMARKS.md). CI cannot
/// pay for the whole collection each time: it rechecks every 100th tactic
/// of every file, so a file mined or edited without the recheck is caught.
#[test]
fn a_sample_of_every_tactics_file_passes_the_deeper_recheck() {
    let started = Instant::now();
    let sample = every_nth_tactic(100);
    assert!(sample.len() >= 8, "a tactic of each rule set at least: {}", sample.len());
    let refused = failures_on_every_core(&sample, |(file, p)| {
        let recheck = Recheck::new(Some(shipped_tables(p.variant)));
        recheck.check(p).err().map(|flaw| format!("{file}: REFUSED {}: {flaw}", p.id))
    });
    assert!(
        refused.is_empty(),
        "{} of {} sampled tactics:\n{}",
        refused.len(),
        sample.len(),
        refused.join("\n")
    );
    eprintln!("{} sampled tactics rechecked in {:.1} s", sample.len(), started.elapsed().as_secs_f64());
}

#[test]
fn ids_and_positions_are_unique() {
    let mut ids = HashSet::new();
    let mut positions = HashSet::new();
    for (file, p) in all_puzzles() {
        assert!(ids.insert(p.id.clone()), "{file}: duplicate id {}", p.id);
        let pos = Position::from_fen(p.variant, &p.fen).unwrap();
        // The same position, or its colour-reversed mirror, only once.
        assert!(positions.insert((p.variant, dedup_key(&pos))), "{file}: {} repeats a position", p.id);
        assert!(
            p.id.starts_with(&format!("{}-", p.variant.id())),
            "{file}: id {} of a {} puzzle",
            p.id,
            p.variant
        );
        assert_eq!(
            file,
            format!("{}s/{}.pdn", p.kind, p.variant.id()),
            "{file}: a {} {} ({})",
            p.variant,
            p.kind,
            p.id
        );
    }
}

#[test]
fn every_tactic_has_a_choice_and_every_drill_is_a_rule_position() {
    let puzzles = all_puzzles();
    let (mut tactics, mut drills) = (0, 0);
    for (file, p) in &puzzles {
        let pos = Position::from_fen(p.variant, &p.fen).unwrap();
        let legal = pos.legal_moves().len();
        match p.kind {
            Kind::Tactic => {
                tactics += 1;
                assert!(legal >= 2, "{file}: tactic {} has {legal} legal first move", p.id);
                assert!(
                    p.themes.iter().any(|t| !t.is_rule()),
                    "{file}: tactic {} has only rule themes",
                    p.id
                );
                assert!(p.solution.len().div_ceil(2) <= 5, "{file}: tactic {} is too long", p.id);
            }
            Kind::Drill => {
                drills += 1;
                assert_eq!(legal, 1, "{file}: drill {} has {legal} legal moves", p.id);
                assert!(p.themes.iter().all(|t| t.is_rule()), "{file}: drill {} has a tactic's theme", p.id);
            }
        }
    }
    assert!(tactics > 0 && drills > 0, "{tactics} tactics, {drills} drills");
}

/// The flawed puzzles of `tests/data/puzzle-flaws.pdn`, each with the flaw
/// the verifier must name (its `Expect` tag).
fn flawed(event: &str) -> (Result<Puzzle, PuzzleFlaw>, String) {
    let text = include_str!("data/puzzle-flaws.pdn");
    let game = read_games(text, Variant::Brazilian)
        .into_iter()
        .map(|g| g.unwrap())
        .find(|g| g.tag("Event") == Some(event))
        .unwrap_or_else(|| panic!("no case '{event}'"));
    (Puzzle::from_pdn(&game), game.tag("Expect").unwrap().to_string())
}

fn assert_rejected(event: &str) {
    let (puzzle, expect) = flawed(event);
    let flaw = match puzzle {
        Ok(p) => verify(&p).expect_err(event).to_string(),
        Err(flaw) => flaw.to_string(),
    };
    assert!(flaw.starts_with(&expect), "{event}: got '{flaw}', expected '{expect}'");
}

#[test]
fn rejects_a_tactic_with_one_legal_move() {
    assert_rejected("A tactic whose first move is the only legal move");
}

#[test]
fn rejects_a_drill_with_a_tactic_theme() {
    assert_rejected("A drill with a tactic's theme");
}

#[test]
fn rejects_a_tactic_longer_than_five_moves() {
    assert_rejected("A tactic of six solver moves");
}

#[test]
fn rejects_an_unknown_kind() {
    assert_rejected("A kind that is not ours");
}

#[test]
fn rejects_a_drill_with_two_legal_moves() {
    assert_rejected("A rule drill where two captures are legal");
}

#[test]
fn rejects_a_difficulty_that_is_not_measured() {
    // A mined shot (difficulty 3 in `tactics/brazilian.pdn`) tagged 1.
    assert_rejected("A tactic whose difficulty is not the one measured");
    // Without the check, the same puzzle is sound.
    let (puzzle, _) = flawed("A tactic whose difficulty is not the one measured");
    let unchecked = VerifyOptions { difficulty: false, ..VerifyOptions::default() };
    assert!(verify_with(&puzzle.unwrap(), &unchecked).is_ok());
}

#[test]
fn rejects_a_defence_that_does_not_lose() {
    // A mined tactic of several moves: sound by default; when every
    // defence must leave the solver a hundred men ahead (no defence does,
    // short of a forced win), the first reply is named.
    let found = all_puzzles()
        .into_iter()
        .map(|(_, p)| p)
        .filter(|p| p.kind == Kind::Tactic && p.variant == Variant::Brazilian && p.solution.len() >= 3)
        .find_map(|p| {
            let strict = VerifyOptions { defence: 10_000, ..VerifyOptions::default() };
            match verify_with(&p, &strict) {
                Err(flaw @ PuzzleFlaw::DefenceHolds { .. }) => Some((p, flaw)),
                _ => None,
            }
        });
    let (p, flaw) = found.expect("a brazilian tactic with a reply");
    assert!(verify(&p).is_ok(), "{}", p.id);
    assert!(matches!(flaw, PuzzleFlaw::DefenceHolds { ply: 2, .. }), "{}: {flaw}", p.id);
    assert!(flaw.to_string().starts_with("reply 2: the defence "), "{flaw}");
}

#[test]
fn rejects_a_margin_too_small() {
    // A mined tactic won by material (not a forced win, which always
    // counts): sound with the default margin, refused when the margin asked
    // for is one more than its own.
    let (p, found) = all_puzzles()
        .into_iter()
        .map(|(_, p)| p)
        .filter(|p| p.kind == Kind::Tactic && p.variant == Variant::Brazilian)
        .find_map(|p| {
            let v = verify(&p).unwrap();
            v.margin.filter(|&m| v.score.is_some_and(|s| s < 1_000) && m < 1_000).map(|m| (p, m))
        })
        .expect("a brazilian tactic won by material");
    let strict = VerifyOptions { margin: found + 1, ..VerifyOptions::default() };
    let flaw = verify_with(&p, &strict).unwrap_err();
    assert!(
        matches!(flaw, PuzzleFlaw::MarginTooSmall { margin, .. } if margin == found)
            || matches!(flaw, PuzzleFlaw::NotWinning { .. }),
        "{}: {flaw}",
        p.id
    );
}

#[test]
fn every_tactic_is_tagged_with_the_themes_its_line_shows() {
    // The miner's tagging (`tactic_themes`), applied to every file by
    // `damas puzzles retag`: a tag missing or too many fails here.
    let mut law = 0;
    for (file, p) in all_puzzles() {
        if p.kind != Kind::Tactic {
            continue;
        }
        let (start, line) = start_and_line(&p);
        assert_eq!(tactic_themes(&start, &line), p.themes, "{file}: {}", p.id);
        law += p
            .themes
            .iter()
            .filter(|t| matches!(t, Theme::ForcedByMajority | Theme::ForcedByTiebreak))
            .count();
    }
    assert!(law > 0, "no tactic forced by the majority law or the tie-breaks");
}

/// A puzzle's start position and solution line.
fn start_and_line(p: &Puzzle) -> (Position, Vec<damas_engine::Move>) {
    let start = Position::from_fen(p.variant, &p.fen).unwrap();
    let texts: Vec<&str> = p.solution.iter().map(String::as_str).collect();
    (start, start.parse_line(&texts).unwrap())
}

#[test]
fn every_tactic_is_explained_and_names_the_law_that_forced_it() {
    let mut laws = 0;
    // Per rule set: tactics, those with a sacrifice, those with a reply the
    // capture-choice law dictated (printed for docs/PUZZLES.md).
    let mut counts: std::collections::BTreeMap<&str, [u32; 3]> = Default::default();
    for (file, p) in all_puzzles() {
        if p.kind != Kind::Tactic {
            continue;
        }
        let (start, line) = start_and_line(&p);
        let told = explain_solution(&start, &line);
        assert_eq!(told.steps.len(), line.len(), "{file}: {}", p.id);
        let count = counts.entry(p.variant.id()).or_default();
        count[0] += 1;
        count[1] += told.steps.iter().any(|s| matches!(s, SolutionStep::Sacrifice { .. })) as u32;
        count[2] += told.steps.iter().any(|s| matches!(s, SolutionStep::LawCaptures { .. })) as u32;
        for (i, (step, mv)) in told.steps.iter().zip(&line).enumerate() {
            assert_eq!(step.mv(), mv, "{file}: {}", p.id);
            assert_eq!(step.is_solvers(), i % 2 == 0, "{file}: {} step {i}", p.id);
        }
        // A shot starts with a sacrifice.
        if p.themes.contains(&Theme::Shot) {
            assert!(matches!(told.steps[0], SolutionStep::Sacrifice { .. }), "{file}: {}", p.id);
        }
        // A tactic the law forced names that law at a reply.
        let named = |law: CaptureLaw| {
            told.steps.iter().any(|s| matches!(s, SolutionStep::LawCaptures { law: l, .. } if *l == law))
        };
        if p.themes.contains(&Theme::ForcedByMajority) {
            assert!(named(CaptureLaw::Majority) || named(CaptureLaw::ItalianTiebreak), "{file}: {}", p.id);
            laws += 1;
        }
        if p.themes.contains(&Theme::ForcedByTiebreak) {
            assert!(named(CaptureLaw::ItalianTiebreak), "{file}: {}", p.id);
        }
        // The line ends with the solver ahead, crowned, or the opponent
        // out of moves, unless it is an ending (a won position kept).
        let o = told.outcome;
        assert!(
            o.material_won() > 0
                || o.crowned
                || o.wiped_out
                || o.blocked
                || p.themes.contains(&Theme::Endgame),
            "{file}: {} ends with nothing won: {o:?}",
            p.id
        );
    }
    for (rule_set, [tactics, sacrifices, law]) in &counts {
        println!("{rule_set}: {tactics} tactics, {sacrifices} with a sacrifice, {law} with a reply the law dictated");
    }
    assert!(laws > 0, "no tactic forced by the majority law");
}

#[test]
fn every_theme_of_a_rule_set_has_puzzles() {
    let puzzles = all_puzzles();
    for variant in Variant::ALL {
        let mine: Vec<&Puzzle> = puzzles.iter().map(|(_, p)| p).filter(|p| p.variant == variant).collect();
        if mine.is_empty() {
            continue;
        }
        for theme in [Theme::CompulsoryCapture, Theme::KingCapture] {
            assert!(mine.iter().any(|p| p.themes.contains(&theme)), "{variant}: no {theme} drill");
        }
        assert!(mine.iter().any(|p| p.kind == Kind::Tactic), "{variant}: no tactic");
    }
}

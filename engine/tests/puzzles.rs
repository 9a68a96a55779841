//! Every puzzle in `puzzles/` (the repository root) is proven by the engine:
//! exactly one solution (see `damas_engine::teaching::verify`), and ids are unique
//! across all files. CI runs this on every file of the folder.

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Instant;

use damas_engine::notation::read_games;
use damas_engine::teaching::{dedup_key, verify, Puzzle, Theme};
use damas_engine::{Position, Variant};

fn puzzle_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("puzzles");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdn"))
        .collect();
    files.sort();
    files
}

/// Every puzzle of every file, read (a game that cannot be read fails).
fn all_puzzles() -> Vec<(String, Puzzle)> {
    let mut out = Vec::new();
    for file in puzzle_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        for (i, game) in read_games(&text, Variant::Brazilian).into_iter().enumerate() {
            let game = game.unwrap_or_else(|e| panic!("{name} game {}: {e}", i + 1));
            let puzzle = Puzzle::from_pdn(&game).unwrap_or_else(|e| panic!("{name} game {}: {e}", i + 1));
            out.push((name.clone(), puzzle));
        }
    }
    out
}

#[test]
fn every_puzzle_has_exactly_one_solution() {
    let started = Instant::now();
    let puzzles = all_puzzles();
    assert!(!puzzles.is_empty(), "no puzzles found");
    // Two threads: the verifier searches every alternative of the shots.
    let (a, b) = puzzles.split_at(puzzles.len() / 2);
    let failures: Vec<String> = std::thread::scope(|s| {
        let ha = s.spawn(move || {
            a.iter()
                .filter_map(|(file, p)| verify(p).err().map(|flaw| format!("{file}: FAIL {}: {flaw}", p.id)))
                .collect::<Vec<String>>()
        });
        let hb = s.spawn(move || {
            b.iter()
                .filter_map(|(file, p)| verify(p).err().map(|flaw| format!("{file}: FAIL {}: {flaw}", p.id)))
                .collect::<Vec<String>>()
        });
        let mut all = ha.join().unwrap();
        all.extend(hb.join().unwrap());
        all
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
        assert!(file.starts_with(p.variant.id()), "{file}: a {} puzzle ({})", p.variant, p.id);
    }
}

#[test]
fn every_theme_of_a_rule_set_has_puzzles() {
    let puzzles = all_puzzles();
    for variant in Variant::ALL {
        let mine: Vec<&Puzzle> = puzzles.iter().map(|(_, p)| p).filter(|p| p.variant == variant).collect();
        if mine.is_empty() {
            continue;
        }
        for theme in [Theme::CompulsoryCapture, Theme::KingCapture, Theme::Shot] {
            assert!(mine.iter().any(|p| p.themes.contains(&theme)), "{variant}: no {theme} puzzle");
        }
    }
}

const BIN: &str = env!("CARGO_BIN_EXE_damas");

fn damas(args: &[&str]) -> (Option<i32>, String, String) {
    let out = std::process::Command::new(BIN).args(args).output().expect("damas runs");
    (out.status.code(), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn the_command_verifies_and_generates() {
    let dir = std::env::temp_dir().join(format!("damas-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = Puzzle::new(
        "brazilian-9001",
        Variant::Brazilian,
        "W:W22,31,32:B18,3",
        &[Theme::CompulsoryCapture],
        1,
        &["22x15"],
    );
    let mut two = good.clone();
    two.id = "brazilian-9002".into();
    two.fen = "W:W22,24:B18,19,3".into();
    let text = format!("{}\n{}", good.to_pdn().unwrap().to_pdn(), two.to_pdn().unwrap().to_pdn());
    let file = dir.join("two.pdn");
    std::fs::write(&file, text).unwrap();
    let (status, out, _) = damas(&["puzzles", "verify", file.to_str().unwrap()]);
    assert_eq!(status, Some(1), "{out}");
    assert!(out.starts_with("ok brazilian-9001\nFAIL brazilian-9002: second solution at move 1: 24x15\nsummary: 2 puzzles, 1 ok, 1 failed, "), "{out}");
    assert!(out.contains("\nbrazilian 1: compulsory-capture 1\n"), "{out}");

    let (status, _, err) = damas(&["puzzles", "verify", dir.join("missing.pdn").to_str().unwrap()]);
    assert_eq!(status, Some(2));
    assert!(err.starts_with("damas: cannot read"), "{err}");
    for bad in [
        &["puzzles"][..],
        &["puzzles", "solve"],
        &["puzzles", "verify"],
        &["puzzles", "generate", "chess"],
        &["puzzles", "generate", "russian", "--theme", "majority-law"],
        &["puzzles", "generate", "thai", "--count", "0"],
    ] {
        let (status, _, err) = damas(bad);
        assert_eq!(status, Some(2), "{bad:?}");
        assert!(err.starts_with("damas: ") && err.lines().count() == 1, "{bad:?}: {err}");
    }

    let (status, out, _) =
        damas(&["puzzles", "generate", "english", "--count", "3", "--seed", "5", "--theme", "king-capture"]);
    assert_eq!(status, Some(0));
    let games: Vec<_> = read_games(&out, Variant::Brazilian).into_iter().map(|g| g.unwrap()).collect();
    assert_eq!(games.len(), 3, "{out}");
    for g in &games {
        let p = Puzzle::from_pdn(g).unwrap();
        assert_eq!(p.variant, Variant::English);
        assert_eq!(p.themes, vec![Theme::KingCapture]);
        assert!(verify(&p).is_ok());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

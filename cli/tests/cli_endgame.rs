//! `damas endgame` and the `+endgame` match players: output formats, exit
//! statuses, damaged files.

use std::process::Command;

use damas_engine::{Game, Position, Variant};

const BIN: &str = env!("CARGO_BIN_EXE_damas");

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(BIN).args(args).output().expect("the damas binary runs");
    (out.status.code(), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

fn scratch(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("damas-endgame-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

/// The number after `key` in a line of `key value` pairs.
fn field(line: &str, key: &str) -> u64 {
    let words: Vec<&str> = line.split_whitespace().collect();
    let i = words.iter().position(|w| *w == key).unwrap_or_else(|| panic!("no {key} in {line}"));
    words[i + 1].parse().unwrap()
}

#[test]
fn build_verify_probe_and_a_damaged_file() {
    let file = scratch("english3.egdb");
    let (status, out, err) = run(&["endgame", "build", "english", "--pieces", "3", "--out", &file]);
    assert_eq!(status, Some(0), "{err}");
    assert!(out.starts_with("english pieces 3 signatures 16 positions "), "{out}");
    let bytes = std::fs::read(&file).unwrap();
    assert_eq!(field(&out, "bytes"), bytes.len() as u64);
    assert_eq!(field(&out, "wins") + field(&out, "draws") + field(&out, "losses"), field(&out, "positions"));

    // The same bytes on every run.
    let (one, two) = (scratch("english2-one.egdb"), scratch("english2-two.egdb"));
    run(&["endgame", "build", "english", "--pieces", "2", "--out", &one]);
    run(&["endgame", "build", "english", "--pieces", "2", "--out", &two]);
    assert_eq!(std::fs::read(&one).unwrap(), std::fs::read(&two).unwrap());

    let (status, verified, err) = run(&["endgame", "verify", "english", &file]);
    assert_eq!(status, Some(0), "{err}");
    assert!(verified.contains(" ok "), "{verified}");
    assert_eq!(field(&verified, "positions"), field(&out, "positions"));

    let (status, probe, _) = run(&["endgame", "probe", "english", &file, "W:WK22,K23:BK4"]);
    assert_eq!(status, Some(0));
    assert_eq!(probe.lines().next(), Some("win 7"));
    assert!(probe.lines().skip(1).any(|l| l.ends_with("loss 6")), "{probe}");
    let (_, late, _) = run(&["endgame", "probe", "english", &file, "W:WK22,K23:BK4", "--run", "14"]);
    assert_eq!(late.lines().next(), Some("draw"));

    // Another rule set's file, and a damaged one: status 2, one line.
    let (status, _, err) = run(&["endgame", "verify", "brazilian", &file]);
    assert_eq!(status, Some(2));
    assert!(err.starts_with("damas: ") && err.contains("english"), "{err}");
    let mut damaged = bytes.clone();
    let middle = damaged.len() / 2;
    damaged[middle] ^= 1;
    let bad = scratch("damaged.egdb");
    std::fs::write(&bad, &damaged).unwrap();
    let (status, _, err) = run(&["endgame", "verify", "english", &bad]);
    assert_eq!(status, Some(2));
    assert!(err.contains("damaged"), "{err}");
    assert_eq!(err.lines().count(), 1);
}

#[test]
fn a_match_from_endings_with_an_endgame_player() {
    let file = scratch("italian2.egdb");
    let (status, _, err) = run(&["endgame", "build", "italian", "--pieces", "2", "--out", &file]);
    assert_eq!(status, Some(0), "{err}");
    let (status, fens, _) =
        run(&["endgame", "positions", "italian", "--pieces", "4-5", "--count", "2", "--seed", "3"]);
    assert_eq!(status, Some(0));
    assert_eq!(fens.lines().count(), 2);
    let starts = scratch("starts.txt");
    std::fs::write(&starts, &fens).unwrap();
    let (status, out, err) = run(&[
        "match",
        "italian",
        &format!("depth=2+endgame={file}"),
        "nodes=2000",
        "--games",
        "4",
        "--fens",
        &starts,
    ]);
    assert_eq!(status, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    let first = fens.lines().next().unwrap();
    assert!(lines[0].starts_with(&format!("game 1 opening {first} white a ")), "{}", lines[0]);
    // Each game line ends with its last position: a game won on the board
    // leaves the side to move without a move, a draw leaves it one.
    for line in &lines[..4] {
        let (_, fen) = line.split_once(" end ").expect("the last position");
        let last = Game::from_position(Position::from_fen(Variant::Italian, fen).expect("a FEN"));
        let decided = line.contains("result 1-0") || line.contains("result 0-1");
        assert_eq!(last.legal_moves().is_empty(), decided, "{line}");
    }
    assert!(lines[4].starts_with(&format!("depth=2+endgame={file} vs nodes=2000: wins ")), "{}", lines[4]);

    let (status, _, err) = run(&["match", "italian", "depth=2+telepathy", "depth=2", "--games", "2"]);
    assert_eq!(status, Some(2));
    assert!(err.contains("+telepathy"), "{err}");
}

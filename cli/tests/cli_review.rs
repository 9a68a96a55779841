//! `damas review`: a reviewed game comes back as PDN that reads again, with
//! the blunder marked `??` and explained; bad input is one `damas: ` line
//! with status 2.

use std::process::Command;

use damas_engine::notation::{read_games, MoveMark};
use damas_engine::Variant;

const BIN: &str = env!("CARGO_BIN_EXE_damas");

/// Status, stdout, stderr.
fn damas(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(BIN).args(args).output().expect("damas runs");
    (out.status.code(), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

fn data(name: &str) -> String {
    format!("{}/../engine/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn review_marks_the_blunder_and_reads_back() {
    let file = data("review/brazilian_shot.pdn");
    let (status, out, err) = damas(&["review", "brazilian", &file, "--depth", "6"]);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    assert!(out.contains("6. 26-23 2-7?? {blunder, loses"), "{out}");
    // The comment may be wrapped over lines.
    let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("It allows a shot: 22-17 13x22 25x11, losing 3 pieces."), "{out}");
    assert!(flat.contains("[Annotator \"damas review, depth 6\"]"), "{out}");
    assert!(flat.contains("Black: 7 moves, 0 inaccuracies, 0 mistakes, 1 blunder,"), "{out}");
    // Only the blunder is marked at this depth.
    assert_eq!(out.matches('?').count() - out.matches("\"?\"").count(), 2, "{out}");
    // Read back: the same moves, and our own reader skips the marks.
    let original = std::fs::read_to_string(&file).unwrap();
    let before = read_games(&original, Variant::Brazilian).remove(0).unwrap();
    let after = read_games(&out, Variant::Brazilian).remove(0).unwrap();
    assert_eq!(after.moves(), before.moves());
    assert!(after.comments()[11].as_deref().unwrap().starts_with("blunder, loses"));
    assert!(after.marks().iter().all(Option::is_none));
    // The same input, the same output.
    assert_eq!(damas(&["review", "brazilian", &file, "--depth", "6"]).1, out);
}

#[test]
fn review_writes_every_game_and_keeps_their_comments() {
    // Two games in one file, the second english (its GameType tag) and
    // with a comment of its own.
    let text =
        "[Event \"a\"]\n1. 22-18 11-15 *\n\n[Event \"b\"]\n[GameType \"21\"]\n1. 9-14 {mine} 22-18 *\n";
    let dir = std::env::temp_dir().join(format!("damas-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("two.pdn");
    std::fs::write(&path, text).unwrap();
    let (status, out, err) = damas(&["review", "brazilian", path.to_str().unwrap(), "--depth", "4"]);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    let games = read_games(&out, Variant::Brazilian);
    assert_eq!(games.len(), 2, "{out}");
    let second = games[1].as_ref().unwrap();
    assert_eq!(second.variant(), Variant::English);
    assert!(second.comments()[0].as_deref().unwrap().starts_with("mine"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn move_marks_are_the_pdn_glyphs() {
    let marks = [MoveMark::Strong, MoveMark::Mistake, MoveMark::Brilliant, MoveMark::Blunder];
    let texts: Vec<(&str, u8)> = marks.iter().map(|m| (m.text(), m.nag())).collect();
    assert_eq!(texts, [("!", 1), ("?", 2), ("!!", 3), ("??", 4)]);
    assert_eq!((MoveMark::Interesting.text(), MoveMark::Dubious.nag()), ("!?", 6));
}

#[test]
fn review_refuses_bad_input_with_one_line_and_status_2() {
    let empty = std::env::temp_dir().join(format!("damas-review-empty-{}.pdn", std::process::id()));
    std::fs::write(&empty, "{only a comment}\n").unwrap();
    let broken = data("pdn/broken.pdn");
    let cases: [&[&str]; 7] = [
        &["review", "brazilian"],
        &["review", "brazilian", "/no/such/file.pdn"],
        &["review", "frisian", &broken],
        &["review", "brazilian", &broken],
        &["review", "brazilian", empty.to_str().unwrap()],
        &["review", "brazilian", &data("review/english_shot.pdn"), "--depth", "0"],
        &["review", "brazilian", &data("review/english_shot.pdn"), "--nodes", "5"],
    ];
    for args in cases {
        let (status, out, err) = damas(args);
        assert_eq!(status, Some(2), "{args:?}: {err}");
        assert_eq!(out, "", "{args:?}");
        assert!(err.starts_with("damas: ") && err.lines().count() == 1, "{args:?}: {err:?}");
    }
    // The broken file names its first bad game.
    assert!(damas(&["review", "brazilian", &broken]).2.contains("game 2"));
    std::fs::remove_file(&empty).ok();
}

#[test]
fn help_documents_review() {
    let (status, out, _) = damas(&["help"]);
    assert_eq!(status, Some(0));
    assert!(out.contains("  review   Reviews every game of a PDN file"), "{out}");
    let (status, out, _) = damas(&["review", "--help"]);
    assert_eq!(status, Some(0));
    assert!(out.contains("Usage: damas review [OPTIONS] <rule-set> <pdn-file>"), "{out}");
    assert!(out.contains("Review at depth <d>. White: <n> moves"), "{out}");
}

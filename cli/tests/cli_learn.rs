//! `damas learn` and the `+learned=FILE` players of `damas match`: the
//! pipeline runs end to end from a seed, the same seed gives the same
//! bytes, and a damaged weights file is refused with one `damas: ` line.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_damas");

/// Status, stdout, stderr.
fn damas(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(BIN).args(args).output().expect("damas runs");
    (out.status.code(), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

fn temp(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("damas-cli-learn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

#[test]
fn generate_train_and_play_with_the_weights() {
    let (data, again, weights) = (temp("a.bin"), temp("b.bin"), temp("w.dmle"));
    for out in [&data, &again] {
        let (status, text, err) = damas(&[
            "learn", "generate", "italian", "--games", "4", "--nodes", "2000", "--depth", "3", "--out", out,
        ]);
        assert_eq!((status, err.as_str()), (Some(0), ""), "{text}");
        assert!(text.starts_with("4 games, "), "{text}");
    }
    let bytes = std::fs::read(&data).unwrap();
    assert!(!bytes.is_empty() && bytes.len() % 30 == 0);
    assert_eq!(bytes, std::fs::read(&again).unwrap(), "the same seed, the same data");

    let (status, text, err) =
        damas(&["learn", "train", "short-eight", "--data", &data, "--out", &weights, "--epochs", "2"]);
    assert_eq!((status, err.as_str()), (Some(0), ""), "{text}");
    assert!(text.contains("epoch 2 loss"), "{text}");
    // A rule set's name: its games only, and its positions only in the fit.
    let positions = |text: &str| text.lines().last().unwrap().split(' ').next().unwrap().to_string();
    let (_, own, _) = damas(&["learn", "train", "italian", "--data", &data, "--out", &temp("i.dmle")]);
    assert_eq!(positions(&own), positions(&text), "the data are italian games only: {own}");
    let (status, _, err) = damas(&["learn", "train", "english", "--data", &data, "--out", &temp("e.dmle")]);
    assert_eq!(status, Some(2), "{err}");
    assert!(err.starts_with("damas: ") && err.contains("no positions of english"), "{err}");

    let player = format!("nodes=5000+learned={weights}");
    let (status, text, err) = damas(&["match", "english", &player, "nodes=5000", "--games", "2"]);
    assert_eq!((status, err.as_str()), (Some(0), ""), "{text}");
    assert!(text.lines().last().unwrap().starts_with("nodes=5000+learned vs nodes=5000: wins "), "{text}");

    // One flipped bit: refused, with the reason.
    let mut damaged = std::fs::read(&weights).unwrap();
    let mid = damaged.len() / 2;
    damaged[mid] ^= 4;
    let bad = temp("bad.dmle");
    std::fs::write(&bad, damaged).unwrap();
    let (status, _, err) =
        damas(&["match", "english", &format!("nodes=5000+learned={bad}"), "domador", "--games", "2"]);
    assert_eq!(status, Some(2));
    assert!(err.starts_with("damas: ") && err.contains("checksum") && err.lines().count() == 1, "{err}");
    // The built-in weights, and the hand-set terms by name.
    let (status, text, err) = damas(&["match", "thai", "domador+hand", "nodes=3000+learned", "--games", "2"]);
    assert_eq!((status, err.as_str()), (Some(0), ""), "{text}");
    assert!(text.lines().last().unwrap().starts_with("domador+hand vs nodes=3000+learned: wins "), "{text}");
    let (status, _, err) = damas(&["match", "english", "nodes=5000+bogus=1", "domador", "--games", "2"]);
    assert_eq!(status, Some(2), "{err}");
}

#[test]
fn learn_refuses_bad_arguments() {
    for args in [
        &["learn"][..],
        &["learn", "fit"],
        &["learn", "generate", "chess", "--games", "1", "--out", "x"],
        &["learn", "generate", "ten", "--out", "x"],
        &["learn", "train", "ten", "--data", "/nonexistent/file", "--out", "x"],
    ] {
        let (status, _, err) = damas(args);
        assert_eq!(status, Some(2), "{args:?}: {err}");
        assert!(err.starts_with("damas: ") && err.lines().count() == 1, "{args:?}: {err}");
    }
    // A share of the target out of 0 to 1 is refused before any file is read.
    let (status, _, err) =
        damas(&["learn", "train", "ten", "--data", "/nonexistent", "--out", "x", "--result-weight", "5"]);
    assert_eq!(status, Some(2));
    assert!(err.contains("--result-weight") && err.contains("from 0 to 1"), "{err}");
}

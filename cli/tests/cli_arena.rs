//! `damas arena` against tiny scripted fake engines: the referee never
//! accepts an illegal, unreadable or missing move; it logs it with the
//! position and scores the game as a loss for that side.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_damas");

/// A fake Hub engine as a shell command: it introduces itself, and answers
/// every `go` with `answer` (a whole line, e.g. `done move=31-26`), or
/// never when `answer` is empty.
fn fake(answer: &str) -> String {
    let go = if answer.is_empty() { ":".to_string() } else { format!("echo '{answer}'") };
    format!(
        "while read -r command rest; do case $command in \
         hub) echo 'id name=Fake'; echo wait;; init) echo ready;; go) {go};; quit) exit 0;; esac; done"
    )
}

/// Status and stdout of `damas arena international` against `hub`.
fn arena(hub: &str, games: &str, extra: &[&str]) -> (Option<i32>, String) {
    let mut args = vec!["arena", "international", "--hub", hub, "--games", games];
    args.extend_from_slice(extra);
    for (option, default) in [("--movetime", "30"), ("--openings", "0")] {
        if !extra.contains(&option) {
            args.extend([option, default]);
        }
    }
    let out = Command::new(BIN).args(&args).output().expect("damas runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.is_empty() || out.status.success(), "{stderr}");
    (out.status.code(), String::from_utf8(out.stdout).unwrap())
}

#[test]
fn an_illegal_move_is_logged_with_its_position_and_loses_the_game() {
    // 31-26 is a legal first move for White only, and only once.
    let (status, out) = arena(&fake("done move=31-26"), "2", &[]);
    assert_eq!(status, Some(0), "{out}");
    let illegal: Vec<&str> = out.lines().filter(|l| l.starts_with("illegal b (Fake)")).collect();
    assert_eq!(illegal.len(), 2, "{out}");
    // Game 1: our engine opened with White; Black cannot move a white man.
    assert!(illegal[0].contains(" fen B:W") && illegal[0].contains("move 31-26:"), "{out}");
    // Game 2: the fake had White: its 31-26 was played, the second is refused.
    assert!(illegal[1].contains(" fen W:W") && illegal[1].contains("move 31-26:"), "{out}");
    assert!(out.contains("game 1 opening none white a result 1-0 reason illegal-move plies 1"), "{out}");
    assert!(out.contains("game 2 opening none white b result 0-1 reason illegal-move plies 2"), "{out}");
    // The last position: after our first move in game 1, after the fake's
    // 31-26 and our answer in game 2.
    let ends: Vec<&str> = out.lines().filter_map(|l| l.split_once(" end ").map(|e| e.1)).collect();
    assert_eq!(ends.len(), 2, "{out}");
    assert!(ends[0].starts_with("B:W") && ends[1].starts_with("W:W") && !ends[1].contains("W31,"), "{out}");
    assert!(
        out.contains("vs Fake (movetime=30): wins 2 draws 0 losses 0 score 100.0% capped 0 forfeits 2"),
        "{out}"
    );
    assert!(out.contains("elo +inf"), "{out}");
}

#[test]
fn a_done_line_without_a_move_loses_the_game() {
    let (_, out) = arena(&fake("done ponder=31-26"), "1", &[]);
    assert!(
        out.contains("retry b (Fake): a done line without a move; the position sent again"),
        "asked once more: {out}"
    );
    assert!(
        out.contains("illegal b (Fake) fen B:") && out.contains("no move in: done ponder=31-26"),
        "{out}"
    );
    assert!(out.contains("result 1-0 reason illegal-move plies 1"), "{out}");
}

#[test]
fn an_engine_that_never_answers_loses_on_time() {
    let (status, out) = arena(&fake(""), "1", &["--timeout", "2000"]);
    assert_eq!(status, Some(0), "{out}");
    assert!(out.contains("no-answer b (Fake) fen B:"), "{out}");
    assert!(out.contains("result 1-0 reason no-answer plies 1"), "{out}");
    assert!(out.contains("wins 1 draws 0 losses 0"), "{out}");
}

#[test]
fn our_engine_against_itself_over_hub_plays_legal_games() {
    let hub = format!("exec '{BIN}' hub international");
    let (status, out) = arena(&hub, "2", &["--movetime", "5", "--openings", "2", "--seed", "3"]);
    assert_eq!(status, Some(0), "{out}");
    assert!(!out.contains("illegal") && !out.contains("no-answer"), "{out}");
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 2, "{out}");
    assert!(out.contains("Damas") && out.contains("forfeits 0"), "{out}");
}

#[test]
fn bad_arguments_are_one_line_with_status_2() {
    let out = Command::new(BIN).args(["arena", "international", "--games", "2"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err, "damas: the following required arguments were not provided: --hub <COMMAND>\n");
    let out = Command::new(BIN).args(["arena", "international", "--hub", "true"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = Command::new(BIN)
        .args(["arena", "international", "--hub", "exit 0", "--games", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "an engine that quits at once cannot be played");
    assert!(String::from_utf8_lossy(&out.stderr).contains("engine b"));
}

#[test]
fn depth_limited_matches_are_reproducible() {
    let hub = format!("exec '{BIN}' hub english");
    let run = || {
        let out = Command::new(BIN)
            .args([
                "arena",
                "english",
                "--hub",
                &hub,
                "--games",
                "2",
                "--depth",
                "3",
                "--hub-depth",
                "2",
                "--seed",
                "5",
            ])
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let first = run();
    assert!(first.contains("(depth=3) vs Damas"), "{first}");
    assert!(first.contains("(depth=2): wins"), "{first}");
    assert_eq!(first, run(), "the same games move for move");
}

#[test]
fn after_an_error_the_position_is_sent_bare_once_and_that_move_is_judged_too() {
    // This fake complains about every position, then answers 31-26.
    let hub = "while read -r command rest; do case $command in \
               hub) echo 'id name=Fake'; echo wait;; init) echo ready;; \
               pos) echo 'error message=\"cannot take that\"';; go) echo 'done move=31-26';; quit) exit 0;; esac; done";
    let (status, out) = arena(hub, "2", &[]);
    assert_eq!(status, Some(0), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let retry = lines
        .iter()
        .position(|l| l.starts_with("retry b (Fake): error message=\"cannot take that\""))
        .expect(&out);
    assert!(
        lines[retry + 1].starts_with("illegal b (Fake) fen B:W"),
        "the retried move is refused too: {out}"
    );
    assert!(out.contains("game 2 opening none white b result 0-1 reason illegal-move plies 2"), "{out}");
    assert!(out.contains("wins 2 draws 0 losses 0"), "{out}");
}

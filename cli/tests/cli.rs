//! The `damas` command: output formats, exit statuses and error handling.
//! These formats are scripted by other tools; each command's help (`damas <command> --help`)
//! documents them.

use std::ffi::{OsStr, OsString};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_damas");

struct Run {
    /// `None` when the process was killed by a signal (a panic aborts).
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Starts `damas` with stdout and stderr piped, and stdin piped when
/// `piped_stdin` (else empty).
fn spawn<I: IntoIterator<Item = S>, S: AsRef<OsStr>>(args: I, piped_stdin: bool) -> Child {
    Command::new(BIN)
        .args(args)
        .stdin(if piped_stdin { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the damas binary runs")
}

fn run_os<I: IntoIterator<Item = OsString>>(args: I, input: Option<&[u8]>) -> Run {
    let mut child = spawn(args, input.is_some());
    if let Some(bytes) = input {
        let mut stdin = child.stdin.take().unwrap();
        let bytes = bytes.to_vec();
        // Written from a thread so a full stdout pipe cannot deadlock us.
        std::thread::spawn(move || {
            let _ = stdin.write_all(&bytes);
        });
    }
    let out = child.wait_with_output().expect("damas finishes");
    Run {
        status: out.status.code(),
        stdout: String::from_utf8(out.stdout).expect("UTF-8 stdout"),
        stderr: String::from_utf8(out.stderr).expect("UTF-8 stderr"),
    }
}

fn run(args: &[&str]) -> Run {
    run_os(args.iter().map(OsString::from), None)
}

fn run_with_input(args: &[&str], input: &str) -> Run {
    run_os(args.iter().map(OsString::from), Some(input.as_bytes()))
}

/// Runs a command that must succeed; returns its stdout.
fn ok(args: &[&str]) -> String {
    let r = run(args);
    assert_eq!(r.status, Some(0), "damas {args:?} failed: {}", r.stderr);
    assert_eq!(r.stderr, "", "damas {args:?}");
    r.stdout
}

fn lines(text: &str) -> Vec<&str> {
    text.lines().collect()
}

/// Checks a failure with status 2: nothing on stdout, exactly one stderr
/// line starting with `damas: `.
fn assert_usage_error(r: &Run, what: &str) {
    assert_eq!(r.status, Some(2), "{what}: status; stderr {:?}", r.stderr);
    assert_eq!(r.stdout, "", "{what}: stdout");
    assert_one_line(&r.stderr, what);
}

fn assert_one_line(stderr: &str, what: &str) {
    assert!(stderr.starts_with("damas: "), "{what}: stderr {stderr:?}");
    assert!(stderr.ends_with('\n'), "{what}: stderr {stderr:?}");
    assert_eq!(stderr.lines().count(), 1, "{what}: stderr {stderr:?}");
    assert!(!stderr.contains("panicked"), "{what}: stderr {stderr:?}");
}

/// Reads the totals line `nodes <n> seconds <s.sss> nps <n>`.
fn totals(line: &str) -> (u64, f64, u64) {
    let words: Vec<&str> = line.split(' ').collect();
    assert_eq!(words.len(), 6, "totals line {line:?}");
    assert_eq!((words[0], words[2], words[4]), ("nodes", "seconds", "nps"), "totals line {line:?}");
    let seconds = words[3];
    let (whole, decimals) = seconds.split_once('.').expect("seconds with decimals");
    assert!(whole.bytes().all(|b| b.is_ascii_digit()) && !whole.is_empty(), "{line:?}");
    assert!(decimals.len() == 3 && decimals.bytes().all(|b| b.is_ascii_digit()), "{line:?}");
    (words[1].parse().unwrap(), seconds.parse().unwrap(), words[5].parse().unwrap())
}

const ENGLISH_START_MOVES: [&str; 7] = ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"];

/// Two white captures from 22 to 6 that take different pieces.
const RING: &str = "W:W22:B17,9,18,10";

#[test]
fn perft_prints_one_line_per_depth_then_totals() {
    let out = ok(&["perft", "english", "4"]);
    let l = lines(&out);
    assert_eq!(l.len(), 5, "{out}");
    assert_eq!(&l[..4], ["1 7", "2 49", "3 302", "4 1469"]);
    let (nodes, seconds, nps) = totals(l[4]);
    assert_eq!(nodes, 1469);
    assert!(seconds >= 0.0);
    if seconds > 0.0 {
        assert!(nps > 0);
    }
    assert!(out.ends_with('\n'));
}

#[test]
fn perft_reads_a_fen_and_start() {
    let from_start = ok(&["perft", "english", "3", "--fen", "start"]);
    let from_fen = ok(&["perft", "english", "3", "--fen=B:W21-32:B1-12"]);
    assert_eq!(lines(&from_start)[..3], lines(&from_fen)[..3]);
    assert_eq!(lines(&from_start)[..3], ["1 7", "2 49", "3 302"]);
    // Options may come before the positional arguments.
    let out = ok(&["perft", "--fen", RING, "english", "1"]);
    assert_eq!(lines(&out)[0], "1 2");
    // International start, 10x10.
    let out = ok(&["perft", "international", "3"]);
    assert_eq!(lines(&out)[..3], ["1 9", "2 81", "3 658"]);
}

#[test]
fn perft_keep_counts_capture_routes_separately() {
    let drop = ok(&["perft", "brazilian", "8"]);
    let keep = ok(&["perft", "brazilian", "8", "--keep"]);
    assert_eq!(lines(&drop)[7], "8 907830");
    assert_eq!(lines(&keep)[7], "8 907836");
    assert_eq!(totals(lines(&drop)[8]).0, 907830);
    assert_eq!(totals(lines(&keep)[8]).0, 907836);
}

/// `--divide`: the move lines, then the depth lines, then the totals.
fn check_divide(args: &[&str], depth: usize, expected: u64) -> Vec<(String, u64)> {
    let out = ok(args);
    let l = lines(&out);
    let moves = l.len() - depth - 1;
    let mut divided = Vec::new();
    for line in &l[..moves] {
        let (mv, count) = line.split_once(' ').expect("<move> <count>");
        assert!(mv.contains('-') || mv.contains('x'), "move line {line:?}");
        divided.push((mv.to_string(), count.parse::<u64>().expect("count")));
    }
    for (i, line) in l[moves..moves + depth].iter().enumerate() {
        let (d, _) = line.split_once(' ').expect("<depth> <count>");
        assert_eq!(d, (i + 1).to_string(), "depth line {line:?}");
        assert!(!line.contains('-') && !line.contains('x'));
    }
    assert_eq!(l[moves + depth - 1], format!("{depth} {expected}"));
    assert_eq!(totals(l[moves + depth]).0, expected);
    assert_eq!(divided.iter().map(|(_, c)| c).sum::<u64>(), expected, "{args:?}");
    divided
}

#[test]
fn perft_divide_sums_to_the_total() {
    let divided = check_divide(&["perft", "english", "5", "--divide"], 5, 7361);
    let names: Vec<&str> = divided.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(names, ENGLISH_START_MOVES);
    check_divide(&["perft", "--divide", "brazilian", "8", "--keep"], 8, 907836);
    check_divide(&["perft", "brazilian", "8", "--divide"], 8, 907830);
    // Depth 1: every move counts 1.
    let divided = check_divide(&["perft", "english", "1", "--divide", "--fen", RING], 1, 2);
    assert_eq!(divided, [("22x13x6".to_string(), 1), ("22x15x6".to_string(), 1)]);
}

#[test]
fn moves_lists_the_legal_moves() {
    let out = ok(&["moves", "english", "start"]);
    assert_eq!(lines(&out), ENGLISH_START_MOVES);
    assert!(out.ends_with("12-16\n"), "no empty line after a FEN argument");
    // Captures print every landing square.
    assert_eq!(ok(&["moves", "english", RING]), "22x13x6\n22x15x6\n");
    assert_eq!(ok(&["moves", "english", "W:W22:B18,11"]), "22x15x8\n");
    // No legal move: no output at all.
    assert_eq!(ok(&["moves", "brazilian", "W:W29:B25,22"]), "");
    // The FEN may contain ranges; aliases of rule sets are read.
    assert_eq!(ok(&["moves", "checkers", "B:W21-32:B1-12"]), out);
}

#[test]
fn moves_of_a_flying_king_list_each_landing_square() {
    // White king on 46 takes the man on 37 and may land on any square
    // beyond it; moves sort by square number, not as text.
    assert_eq!(
        ok(&["moves", "international", "W:WK46:B37"]),
        "46x5\n46x10\n46x14\n46x19\n46x23\n46x28\n46x32\n"
    );
}

#[test]
fn moves_answers_each_fen_of_standard_input() {
    let input = "start\nB:W21-32:B1-12\nW:W29:B25,22\nW:W22:B18,11\n";
    let r = run_with_input(&["moves", "english"], input);
    assert_eq!(r.status, Some(0), "{}", r.stderr);
    assert_eq!(r.stderr, "");
    let start = ENGLISH_START_MOVES.join("\n") + "\n";
    assert_eq!(r.stdout, format!("{start}\n{start}\n\n22x15x8\n\n"));
    // Windows line ends and a missing final newline are accepted.
    let r = run_with_input(&["moves", "english"], "start\r\nW:W29:B25,22");
    assert_eq!(r.stdout, format!("{start}\n\n"));
    // No input, no output.
    let r = run_with_input(&["moves", "english"], "");
    assert_eq!((r.status, r.stdout.as_str(), r.stderr.as_str()), (Some(0), "", ""));
}

#[test]
fn moves_stops_at_the_first_malformed_line() {
    let r = run_with_input(&["moves", "english"], "start\nW:W33\nstart\n");
    assert_eq!(r.status, Some(2));
    let start = ENGLISH_START_MOVES.join("\n") + "\n";
    assert_eq!(r.stdout, format!("{start}\n"), "the answers before the bad line");
    assert_one_line(&r.stderr, "bad FEN on stdin");
    assert!(r.stderr.contains("line 2"), "{}", r.stderr);
    // A blank line is malformed too.
    let r = run_with_input(&["moves", "english"], "\nstart\n");
    assert_eq!((r.status, r.stdout.as_str()), (Some(2), ""));
    assert_one_line(&r.stderr, "blank line on stdin");
    // Bytes that are not UTF-8.
    let r = run_os(["moves", "english"].map(OsString::from), Some(b"start\n\xff\xfe\n"));
    assert_eq!(r.status, Some(2));
    assert_eq!(r.stdout, format!("{start}\n"));
    assert_one_line(&r.stderr, "non-UTF-8 stdin");
}

/// A script can write one FEN, read its answer up to the empty line, and
/// only then write the next: each answer is flushed while input is awaited.
#[test]
fn moves_answers_line_by_line_when_driven_interactively() {
    let mut child = spawn(["moves", "english"], true);
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut answer = |fen: &str| {
        stdin.write_all(format!("{fen}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
        let mut got = Vec::new();
        loop {
            let mut line = String::new();
            assert!(stdout.read_line(&mut line).unwrap() > 0, "answer ended early");
            if line == "\n" {
                return got;
            }
            got.push(line.trim_end().to_string());
        }
    };
    assert_eq!(answer("start"), ENGLISH_START_MOVES);
    assert_eq!(answer("W:W22:B18,11"), ["22x15x8"]);
    assert_eq!(answer("W:W29:B25,22"), Vec::<String>::new());
    drop(stdin);
    assert_eq!(child.wait().unwrap().code(), Some(0));
}

#[test]
fn play_prints_the_fen_after_the_moves() {
    assert_eq!(
        ok(&["play", "english", "start", "11-15"]),
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15\n"
    );
    assert_eq!(
        ok(&["play", "brazilian", "start", "22-18", "11-15", "18x11", "8x15"]),
        "W:W21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,12,15\n"
    );
    // A capture named by its landing squares, and algebraic text.
    assert_eq!(ok(&["play", "english", RING, "22x15x6"]), "B:W6:B9,17\n");
    assert_eq!(ok(&["play", "brazilian", "start", "c3-d4"]), ok(&["play", "brazilian", "start", "22-18"]));
}

#[test]
fn play_refuses_an_illegal_move_with_status_1() {
    let r = run(&["play", "english", "start", "11-15", "11-15"]);
    assert_eq!(r.status, Some(1));
    assert_eq!(r.stdout, "");
    assert_one_line(&r.stderr, "illegal move");
    assert!(r.stderr.contains("move 2 '11-15'"), "{}", r.stderr);
    // Two captures share both ends: the text must say which.
    let r = run(&["play", "english", RING, "22x6"]);
    assert_eq!(r.status, Some(1));
    assert_one_line(&r.stderr, "ambiguous move");
    assert!(r.stderr.contains("22x13x6") && r.stderr.contains("22x15x6"), "{}", r.stderr);
    // No legal move at all.
    let r = run(&["play", "brazilian", "W:W29:B25,22", "29-25"]);
    assert_eq!(r.status, Some(1));
    assert_one_line(&r.stderr, "blocked side");
}

#[test]
fn explain_says_legal_or_why_not() {
    let r = run(&["explain", "english", "start", "11-15"]);
    assert_eq!((r.status, r.stdout.as_str(), r.stderr.as_str()), (Some(0), "legal\n", ""));
    let r = run(&["explain", "english", RING, "22x13x6"]);
    assert_eq!((r.status, r.stdout.as_str()), (Some(0), "legal\n"));
    for (fen, mv) in [("start", "11-14"), ("start", "22-18"), ("W:W22:B18,11", "22-17"), (RING, "22x6")] {
        let r = run(&["explain", "english", fen, mv]);
        assert_eq!(r.status, Some(1), "{fen} {mv}: {}", r.stderr);
        assert_eq!(r.stderr, "", "{fen} {mv}");
        assert!(r.stdout.starts_with("illegal: "), "{fen} {mv}: {:?}", r.stdout);
        assert!(r.stdout.len() > "illegal: \n".len(), "a reason is given");
        assert_eq!(r.stdout.lines().count(), 1, "{fen} {mv}: {:?}", r.stdout);
    }
}

/// The reasons name the rule (the engine's tutor, `Position::explain_text`),
/// in the catalogue's English (locales/en/reasons.ftl), as the app says them.
#[test]
fn explain_names_the_rule() {
    let reason = |rules: &str, fen: &str, mv: &str| {
        let r = run(&["explain", rules, fen, mv]);
        assert_eq!(r.status, Some(1), "{fen} {mv}: {}", r.stderr);
        r.stdout
    };
    // A capture is available: a quiet move breaks the compulsory capture.
    assert!(reason("english", "W:W22:B18,11", "22-17").contains("compulsory"));
    // A capture that stops too early must go on, and says where.
    let stopped = reason("english", "W:W22:B18,11", "22x15");
    assert_eq!(stopped, "illegal: The capture doesn't stop on 15: go on to 8.\n");
    let stopped = reason("brazilian", "W:W22:B18,10", "22x15");
    assert!(stopped.contains("doesn't stop on 15") && stopped.contains('6'), "{stopped}");
    // A man moving backwards.
    assert!(reason("brazilian", "start", "21-25").contains("forward"));
    // Two captures share both ends.
    assert!(reason("english", RING, "22x6").contains("22x13x6"));
    // The same reasons when playing, on stderr.
    let r = run(&["play", "english", "W:W22:B18,11", "22x15"]);
    assert_eq!((r.status, r.stdout.as_str()), (Some(1), ""));
    assert_one_line(&r.stderr, "play 22x15");
    assert!(r.stderr.ends_with("The capture doesn't stop on 15: go on to 8.\n"), "{}", r.stderr);
}

#[test]
fn help_lists_every_command_and_what_they_share() {
    for args in [&["help"][..], &["--help"]] {
        let out = ok(args);
        assert!(out.contains("Usage: damas <COMMAND>"), "{args:?}: {out}");
        assert!(out.contains("  perft    Counts move paths"), "{args:?}: {out}");
        assert!(out.contains("RULE SETS") && out.contains("EXIT STATUS"), "{args:?}: {out}");
    }
    let summary = ok(&["-h"]);
    assert!(summary.contains("  learn    The learned evaluation"), "{summary}");
    assert_eq!(ok(&["--version"]), format!("damas {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn every_command_has_its_own_help_on_standard_output() {
    let commands: [&[&str]; 26] = [
        &["perft"],
        &["moves"],
        &["play"],
        &["explain"],
        &["best"],
        &["match"],
        &["review"],
        &["hub"],
        &["arena"],
        &["puzzles"],
        &["puzzles", "verify"],
        &["puzzles", "recheck"],
        &["puzzles", "generate"],
        &["puzzles", "mine"],
        &["puzzles", "rate"],
        &["puzzles", "retag"],
        &["puzzles", "count"],
        &["book"],
        &["book", "build"],
        &["book", "verify"],
        &["book", "variety"],
        &["endgame", "build"],
        &["endgame", "verify"],
        &["endgame", "probe"],
        &["endgame", "positions"],
        &["learn", "train"],
    ];
    for command in commands {
        let mut args = command.to_vec();
        args.push("--help");
        let out = ok(&args);
        let usage = format!("Usage: damas {}", command.join(" "));
        assert!(out.contains(&usage), "{args:?}: {out}");
        // `damas help <command>` says the same.
        let mut asked = vec!["help"];
        asked.extend_from_slice(command);
        assert_eq!(ok(&asked), out, "{asked:?}");
    }
}

#[test]
fn perft_help_documents_its_output_and_h_anywhere_asks_for_help() {
    let out = ok(&["perft", "--help"]);
    assert!(out.contains("Usage: damas perft [OPTIONS] <rule-set> <depth>"), "{out}");
    assert!(out.contains("nodes <count> seconds <seconds> nps"), "{out}");
    let short = ok(&["moves", "english", "-h"]);
    assert!(short.contains("Usage: damas moves <rule-set> [FEN]"), "{short}");
}

#[test]
fn bad_arguments_exit_2_with_one_line() {
    let long = "9".repeat(5000);
    let cases: Vec<Vec<&str>> = vec![
        vec![],
        vec!["frobnicate"],
        vec!["--frobnicate"],
        vec!["perft"],
        vec!["perft", "english"],
        vec!["perft", "nosuchrules", "3"],
        vec!["perft", "english", "x"],
        vec!["perft", "english", "0"],
        vec!["perft", "english", "-1"],
        vec!["perft", "english", "31"],
        vec!["perft", "english", "4.5"],
        vec!["perft", "english", ""],
        vec!["perft", "english", "99999999999999999999999"],
        vec!["perft", "english", &long],
        vec!["perft", "english", "3", "4"],
        vec!["perft", "english", "3", "--fen"],
        vec!["perft", "english", "3", "--fen", "W:W33:B1"],
        vec!["perft", "english", "3", "--fen", "start", "--fen", "start"],
        vec!["perft", "english", "3", "--deep"],
        vec!["perft", "english", "3", "--keep=yes"],
        vec!["moves"],
        vec!["moves", "english", "garbage"],
        vec!["moves", "english", "start", "start"],
        vec!["moves", "english", "start", "--keep"],
        vec!["play"],
        vec!["play", "english"],
        vec!["play", "english", "start"],
        vec!["play", "english", "X:W1:B2", "11-15"],
        vec!["play", "english", "start", "11-15", "zz"],
        vec!["play", "english", "start", "12-40"],
        vec!["explain", "english", "start"],
        vec!["explain", "english", "start", "11-15", "15-19"],
        vec!["explain", "english", "B:W21:W22", "11-15"],
        vec!["explain", "english", "start", "eleven"],
        vec!["explain", "english", "start", ""],
        vec!["explain", "english", "start", "12"],
    ];
    for args in &cases {
        let r = run(args);
        assert_usage_error(&r, &format!("{args:?}"));
    }
}

#[test]
fn garbage_never_panics() {
    let long = "x".repeat(100_000);
    let cases: Vec<Vec<&str>> = vec![
        vec!["ダマ"],
        vec!["perft", "ingles\u{301}", "3"],
        vec!["perft", "english", "３"],
        vec!["perft", "english", "18446744073709551617"],
        vec!["perft", "english", "4294967297"],
        vec!["moves", "english", "W:W\u{1F600}:B1"],
        vec!["moves", "english", "W:W99999999999:B1"],
        vec!["moves", "english", "W:W1-99999999:B3"],
        vec!["moves", "english", "W:W18\n22:B1"],
        vec!["moves", "english", "\u{2028}"],
        vec!["moves", &long],
        vec!["moves", "english", &long],
        vec!["play", "english", "start", "11-15\nsecond line"],
        vec!["play", "english", "start", &long],
        vec!["play", "english", "start", "1x2x3x4x5x6x7x8x9x10x11x12x13x14x15x16x17x18x19x20x21x22x23"],
        vec!["explain", "english", "start", "11x15x11x15x11x15x11x15x11x15x11x15x11x15x11x15x11"],
        vec!["explain", "english", "start", "99999999999999999999-1"],
        vec!["explain", "international", "start", "ÿ-ü"],
        vec!["--", "perft"],
        vec!["perft", "--", "english", "2"],
        vec!["perft", "--=", "english", "2"],
        vec!["perft", "---", "english", "2"],
        vec!["play", "english", "start", "--", "11-15"],
    ];
    for args in &cases {
        let r = run(args);
        let what = format!("{args:?}");
        assert!(r.status.is_some(), "{what}: killed by a signal");
        assert!(matches!(r.status, Some(0..=2)), "{what}: status {:?}", r.status);
        assert!(!r.stderr.contains("panicked"), "{what}: {}", r.stderr);
        if r.status != Some(0) && !r.stderr.is_empty() {
            assert_one_line(&r.stderr, &what);
        }
    }
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_refused() {
    use std::os::unix::ffi::OsStringExt;
    for args in [
        vec![OsString::from_vec(b"\xff".to_vec())],
        vec!["moves".into(), "english".into(), OsString::from_vec(b"W:W2\xc0:B1".to_vec())],
    ] {
        let r = run_os(args.clone(), None);
        assert_usage_error(&r, &format!("{args:?}"));
    }
}

/// `damas ... | head -1`: the reader goes away; damas stops quietly.
#[test]
fn a_closed_pipe_stops_quietly() {
    let mut child = spawn(["moves", "english"], true);
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let input = "start\n".repeat(200_000);
        // Fails once damas has exited; that is expected.
        let _ = stdin.write_all(input.as_bytes());
    });
    {
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        stdout.read_line(&mut first).unwrap();
        assert_eq!(first, "9-13\n");
    } // The read end closes here.
    let mut stderr = String::new();
    child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
    let status = child.wait().unwrap();
    writer.join().unwrap();
    assert_eq!(status.code(), Some(0), "stderr: {stderr}");
    assert_eq!(stderr, "");

    // The same for a long perft --divide listing closed early, and a FEN
    // argument, read through a pipe that is closed before anything is read.
    assert_quiet_when_stdout_closes(&["perft", "international", "4", "--divide"]);
    assert_quiet_when_stdout_closes(&["moves", "english", "start"]);
}

/// Runs `damas args` with its stdout closed before anything is read: it
/// exits with status 0 and says nothing.
fn assert_quiet_when_stdout_closes(args: &[&str]) {
    let mut child = spawn(args, false);
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
}

/// English: White to move has one winning shot, 25-21 (tests/data/shots.txt).
const ENGLISH_SHOT: &str = "W:W11,25,29,27,8,23:B26,3,10,17,6";

/// An `info` line of `best`: (depth, score, nodes, pv).
type InfoLine = (u32, i32, u64, Vec<String>);

/// Reads `best` output: the info lines, then the move of the `bestmove`
/// line. Checks the formats on the way.
fn best_lines(out: &str) -> (Vec<InfoLine>, String) {
    let l = lines(out);
    let (last, infos) = l.split_last().expect("at least the bestmove line");
    let best = last.strip_prefix("bestmove ").unwrap_or_else(|| panic!("last line {last:?}"));
    assert!(!best.contains(' '), "{last:?}");
    let mut parsed = Vec::new();
    for line in infos {
        let words: Vec<&str> = line.split(' ').collect();
        assert!(words.len() >= 8, "info line {line:?}");
        assert_eq!(
            (words[0], words[1], words[3], words[5], words[7]),
            ("info", "depth", "score", "nodes", "pv")
        );
        let depth: u32 = words[2].parse().unwrap_or_else(|_| panic!("depth in {line:?}"));
        let score: i32 = words[4].parse().unwrap_or_else(|_| panic!("score in {line:?}"));
        assert!(score.abs() <= 30_000, "{line:?}");
        let nodes: u64 = words[6].parse().unwrap_or_else(|_| panic!("nodes in {line:?}"));
        let pv: Vec<String> = words[8..].iter().map(|w| w.to_string()).collect();
        assert!(!pv.is_empty(), "{line:?}");
        assert!(pv.iter().all(|m| m.contains('-') || m.contains('x')), "{line:?}");
        parsed.push((depth, score, nodes, pv));
    }
    // Depths 1, 2, 3, ... and nodes counted from the start of the search.
    for (i, info) in parsed.iter().enumerate() {
        assert_eq!(info.0, i as u32 + 1, "{out}");
        if i > 0 {
            assert!(info.2 >= parsed[i - 1].2, "{out}");
        }
    }
    if let Some(last_info) = parsed.last() {
        assert_eq!(last_info.3[0], best, "bestmove is the last pv's first move: {out}");
    }
    (parsed, best.to_string())
}

/// Each pv is a line of legal moves, as `play` reads them.
fn assert_pv_plays(rules: &str, fen: &str, pv: &[String]) {
    let mut args = vec!["play", rules, fen];
    args.extend(pv.iter().map(String::as_str));
    ok(&args);
}

#[test]
fn best_finds_the_winning_shot() {
    let out = ok(&["best", "english", ENGLISH_SHOT, "--depth", "8"]);
    let (infos, best) = best_lines(&out);
    assert_eq!(best, "25-21", "{out}");
    assert_eq!(infos.len(), 8, "{out}");
    for info in &infos {
        assert_pv_plays("english", ENGLISH_SHOT, &info.3);
    }
    // A shot wins material: a clearly better score for White.
    assert!(infos[7].1 >= 100, "{out}");
    // Options anywhere, --name=value.
    let (_, again) = best_lines(&ok(&["best", "--depth=8", "english", ENGLISH_SHOT]));
    assert_eq!(again, "25-21");
}

#[test]
fn best_plays_a_level_as_the_app_ships_it_and_plain_opts_out() {
    // Three kings against one: the shipped endgame tables know the win (a
    // table's score: 20000 less the plies to it); a plain search sees
    // material, or finds the capture of the last piece itself (a mate's
    // score, 30000 less the plies), never a table's score.
    let ending = "W:WK6,K7,K8:BK28";
    let score = |out: &str| -> i32 {
        let (infos, _) = best_lines(out);
        infos.last().expect("an info line").1
    };
    let table_win = |score: i32| (19_000..=20_000).contains(&score);
    let shipped = score(&ok(&["best", "brazilian", ending, "--level", "empresario"]));
    assert!(table_win(shipped), "a table win: {shipped}");
    let plain = score(&ok(&["best", "brazilian", ending, "--level", "empresario", "--plain"]));
    assert!(!table_win(plain), "no tables: {plain}");
    // The weaker levels see less far; they get no tables either.
    let domador = score(&ok(&["best", "brazilian", ending, "--level", "domador"]));
    assert!(!table_win(domador), "{domador}");
}

#[test]
fn best_with_a_level_answers_quickly_with_a_legal_move() {
    let legal = ok(&["moves", "brazilian", "start"]);
    for level in ["domador", "DOMADOR", "Domador"] {
        let started = std::time::Instant::now();
        let out = ok(&["best", "brazilian", "start", "--level", level]);
        assert!(started.elapsed().as_secs() < 10, "{level}: {:?}", started.elapsed());
        let (infos, best) = best_lines(&out);
        assert!(lines(&legal).contains(&best.as_str()), "{best} in {legal}");
        // Domador looks two plies ahead.
        assert_eq!(infos.len(), 2, "{out}");
    }
    // 10x10, by time.
    let (_, best) = best_lines(&ok(&["best", "international", "start", "--movetime", "200"]));
    assert!(lines(&ok(&["moves", "international", "start"])).contains(&best.as_str()));
}

#[test]
fn best_with_the_same_seed_gives_the_same_move() {
    for seed in ["0", "7", "123456789"] {
        let first = ok(&["best", "russian", "start", "--level", "domador", "--seed", seed]);
        let second = ok(&["best", "russian", "start", "--seed", seed, "--level", "domador"]);
        assert_eq!(best_lines(&first).1, best_lines(&second).1, "seed {seed}");
    }
}

#[test]
fn best_without_a_legal_move_says_none() {
    let r = run(&["best", "brazilian", "W:W29:B25,22", "--depth", "3"]);
    assert_eq!((r.status, r.stdout.as_str(), r.stderr.as_str()), (Some(0), "bestmove none\n", ""));
}

#[test]
fn best_and_match_bad_arguments_exit_2_with_one_line() {
    let cases: Vec<Vec<&str>> = vec![
        vec!["best"],
        vec!["best", "english"],
        vec!["best", "english", "start", "start"],
        vec!["best", "nosuchrules", "start"],
        vec!["best", "english", "W:W33:B1"],
        vec!["best", "english", "start", "--level", "domador", "--depth", "3"],
        vec!["best", "english", "start", "--depth", "3", "--movetime", "100"],
        vec!["best", "english", "start", "--movetime=100", "--level=motorista"],
        vec!["best", "english", "start", "--level", "grandmaster"],
        vec!["best", "english", "start", "--level", ""],
        vec!["best", "english", "start", "--level"],
        vec!["best", "english", "start", "--depth", "0"],
        vec!["best", "english", "start", "--depth", "100"],
        vec!["best", "english", "start", "--depth", "x"],
        vec!["best", "english", "start", "--movetime", "0"],
        vec!["best", "english", "start", "--movetime", "-5"],
        vec!["best", "english", "start", "--seed", "-1"],
        vec!["best", "english", "start", "--seed", "18446744073709551616"],
        vec!["best", "english", "start", "--depth", "3", "--depth", "3"],
        vec!["best", "english", "start", "--keep"],
        vec!["match"],
        vec!["match", "english"],
        vec!["match", "english", "depth=1"],
        vec!["match", "english", "depth=1", "depth=2"],
        vec!["match", "english", "depth=1", "depth=2", "depth=3", "--games", "2"],
        vec!["match", "english", "depth=0", "depth=2", "--games", "2"],
        vec!["match", "english", "depth=x", "depth=2", "--games", "2"],
        vec!["match", "english", "depth=1", "strong", "--games", "2"],
        vec!["match", "english", "depth=1", "speed=3", "--games", "2"],
        vec!["match", "english", "depth=1", "movetime=0", "--games", "2"],
        vec!["match", "english", "depth=1", "depth=", "--games", "2"],
        vec!["match", "english", "depth=1", "=", "--games", "2"],
        vec!["match", "english", "depth=1", "", "--games", "2"],
        vec!["match", "english", "depth=1", "depth=2", "--games", "0"],
        vec!["match", "english", "depth=1", "depth=2", "--games", "two"],
        vec!["match", "english", "depth=1", "depth=2", "--games", "2", "--openings", "21"],
        vec!["match", "english", "depth=1", "depth=2", "--games", "2", "--movetime", "0"],
        vec!["match", "english", "depth=1", "depth=2", "--games", "2", "--seed", "x"],
        vec!["match", "english", "depth=1", "depth=2", "--games", "2", "--level", "domador"],
        vec!["match", "nosuchrules", "depth=1", "depth=2", "--games", "2"],
    ];
    for args in &cases {
        let r = run(args);
        assert_usage_error(&r, &format!("{args:?}"));
    }
}

/// One `game` line of a match, checked: (opening, white, result, reason, plies).
fn game_line(line: &str, number: usize) -> (String, String, String, String, u32) {
    let w: Vec<&str> = line.split(' ').collect();
    assert_eq!(w.len(), 14, "game line {line:?}");
    assert_eq!(
        (w[0], w[2], w[4], w[6], w[8], w[10], w[12]),
        ("game", "opening", "white", "result", "reason", "plies", "end")
    );
    assert!(w[13].starts_with("W:W") || w[13].starts_with("B:W"), "the last position in {line:?}");
    assert_eq!(w[1], number.to_string(), "{line:?}");
    assert!(["a", "b"].contains(&w[5]), "{line:?}");
    assert!(["1-0", "0-1", "1/2-1/2"].contains(&w[7]), "{line:?}");
    let reasons = ["no-pieces", "blocked", "king-moves", "repetition", "ply-cap"];
    assert!(reasons.contains(&w[9]), "{line:?}");
    assert_eq!(w[9] == "no-pieces" || w[9] == "blocked", w[7] != "1/2-1/2", "{line:?}");
    let plies: u32 = w[11].parse().unwrap_or_else(|_| panic!("plies in {line:?}"));
    assert!(plies <= 400, "{line:?}");
    (w[3].to_string(), w[5].to_string(), w[7].to_string(), w[9].to_string(), plies)
}

/// The summary line: (wins, draws, losses, score %, capped).
fn summary_line(line: &str, a: &str, b: &str) -> (u32, u32, u32, f64, u32) {
    let prefix = format!("{a} vs {b}: ");
    let rest = line.strip_prefix(&prefix).unwrap_or_else(|| panic!("summary {line:?}"));
    let w: Vec<&str> = rest.split(' ').collect();
    assert_eq!(w.len(), 10, "summary {line:?}");
    assert_eq!((w[0], w[2], w[4], w[6], w[8]), ("wins", "draws", "losses", "score", "capped"), "{line:?}");
    let percent = w[7].strip_suffix('%').unwrap_or_else(|| panic!("score in {line:?}"));
    let n = |s: &str| s.parse::<u32>().unwrap_or_else(|_| panic!("{s} in {line:?}"));
    (n(w[1]), n(w[3]), n(w[5]), percent.parse().unwrap(), n(w[9]))
}

#[test]
fn match_plays_the_games_and_sums_them_up() {
    let out = ok(&["match", "brazilian", "depth=1", "depth=3", "--games", "4"]);
    let l = lines(&out);
    assert_eq!(l.len(), 5, "{out}");
    let games: Vec<_> = l[..4].iter().enumerate().map(|(i, line)| game_line(line, i + 1)).collect();
    // Each opening twice, colours swapped.
    assert_eq!(games[0].0, games[1].0, "{out}");
    assert_eq!(games[2].0, games[3].0, "{out}");
    assert_ne!(games[0].0, games[2].0, "{out}");
    assert_eq!(games.iter().map(|g| g.1.as_str()).collect::<Vec<_>>(), ["a", "b", "a", "b"]);
    // Two plies on 8x8: the opening replays from the start.
    for g in &games {
        let opening: Vec<&str> = g.0.split(',').collect();
        assert_eq!(opening.len(), 2, "{out}");
        let mut args = vec!["play", "brazilian", "start"];
        args.extend(opening);
        ok(&args);
    }
    let (wins, draws, losses, score, capped) = summary_line(l[4], "depth=1", "depth=3");
    assert_eq!(wins + draws + losses, 4, "{out}");
    assert!(capped <= draws);
    assert!((score - (wins as f64 + draws as f64 / 2.0) / 4.0 * 100.0).abs() < 0.051, "{out}");
    // The summary agrees with the game lines (a's point of view).
    let a_wins = games.iter().filter(|g| (g.1 == "a") == (g.2 == "1-0") && g.2 != "1/2-1/2").count();
    let a_draws = games.iter().filter(|g| g.2 == "1/2-1/2").count();
    assert_eq!((wins as usize, draws as usize), (a_wins, a_draws), "{out}");
    // The deeper search scores at least half.
    assert!(score <= 50.0, "{out}");
    // Depth-limited players and a seed: the same match again.
    assert_eq!(ok(&["match", "brazilian", "depth=1", "depth=3", "--games", "4", "--seed", "0"]), out);
}

#[test]
fn match_with_an_odd_number_of_games_plays_the_last_opening_once() {
    let out =
        ok(&["match", "english", "domador", "depth=1", "--games", "3", "--openings", "1", "--seed", "5"]);
    let l = lines(&out);
    assert_eq!(l.len(), 4, "{out}");
    let games: Vec<_> = l[..3].iter().enumerate().map(|(i, line)| game_line(line, i + 1)).collect();
    assert_eq!(games[0].0, games[1].0);
    assert_ne!(games[0].0, games[2].0);
    assert_eq!(games[2].1, "a");
    assert!(!games[0].0.contains(','), "one ply: {out}");
    let (wins, draws, losses, _, _) = summary_line(l[3], "domador", "depth=1");
    assert_eq!(wins + draws + losses, 3);
    // No opening at all; level names in any case; a time cap for everyone.
    let out = ok(&[
        "match",
        "russian",
        "Domador",
        "depth=2",
        "--games",
        "2",
        "--openings",
        "0",
        "--movetime",
        "50",
    ]);
    let l = lines(&out);
    assert_eq!(l.len(), 3, "{out}");
    assert_eq!(game_line(l[0], 1).0, "none");
    summary_line(l[2], "domador", "depth=2");
}

#[test]
fn best_and_match_are_documented() {
    let out = ok(&["best", "--help"]);
    assert!(out.contains("Usage: damas best [OPTIONS] <rule-set> <FEN>"), "{out}");
    assert!(out.contains("info depth <d> score <score> nodes <nodes> pv"), "{out}");
    let out = ok(&["match", "--help"]);
    assert!(out.contains("Usage: damas match [OPTIONS] --games <N> <rule-set> <player> <player>"), "{out}");
    assert!(out.contains("game <i> opening <moves> white <a|b> result <r>"), "{out}");
}

#[test]
fn best_into_a_closed_pipe_stops_quietly() {
    assert_quiet_when_stdout_closes(&["best", "international", "start", "--movetime", "300"]);
}

#[test]
fn book_build_is_deterministic_and_verify_reads_it_back_or_refuses_it() {
    let dir = std::env::temp_dir().join(format!("damas-book-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("english.txt");
    let path = file.to_str().unwrap();
    let args = ["book", "build", "english", "--plies", "2", "--depth", "2", "--positions", "20"];
    let build = || {
        let r = run(&args);
        assert_eq!(r.status, Some(0), "{}", r.stderr);
        assert!(r.stderr.starts_with("book english: 20 positions, "), "{}", r.stderr);
        r.stdout
    };
    let first = build();
    assert_eq!(first, build(), "the same arguments, the same book");
    assert!(first.contains("damas-book 1 english margin 10"));
    std::fs::write(&file, &first).unwrap();
    let verified = ok(&["book", "verify", "english", path]);
    assert!(verified.starts_with("ok ") && verified.contains(" english "), "{verified}");
    // The wrong rule set, an illegal move, a missing file: status 2, one line.
    assert_usage_error(&run(&["book", "verify", "russian", path]), "another rule set's book");
    std::fs::write(&file, "damas-book 1 english margin 10\n- : 22-18 0\n").unwrap();
    let r = run(&["book", "verify", "english", path]);
    assert_usage_error(&r, "an illegal book move");
    assert!(r.stderr.contains("line 2"), "{}", r.stderr);
    assert_usage_error(&run(&["book", "verify", "english", "/no/such/file"]), "a missing file");
    assert_usage_error(&run(&["book", "shelve", "english"]), "an unknown book command");
    // A match player with a book file and a node limit.
    std::fs::write(&file, &first).unwrap();
    let player = format!("nodes=2000+book={path}");
    let out = ok(&["match", "english", &player, "nodes=2000", "--games", "2"]);
    assert!(out.contains(&format!("nodes=2000+book={path} vs nodes=2000: wins")), "{out}");
    assert_usage_error(
        &run(&["match", "english", "nodes=2000+bookk", "depth=1", "--games", "1"]),
        "an unknown extra",
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// The words between `start` and `end` in `text`, after the first `start`.
fn words_between<'a>(text: &'a str, start: &str, end: &str) -> Vec<&'a str> {
    let after = &text[text.find(start).unwrap_or_else(|| panic!("no {start:?}")) + start.len()..];
    after[..after.find(end).unwrap_or_else(|| panic!("no {end:?} after {start:?}"))]
        .split_whitespace()
        .collect()
}

#[test]
fn the_readme_names_every_rule_set_the_command_help_names() {
    let help = ok(&["--help"]);
    let in_help = words_between(&help, "RULE SETS\n", "(aliases");
    assert_eq!(in_help.len(), 9, "{in_help:?}");
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md")).unwrap();
    assert_eq!(words_between(&readme, "Rule sets: `", "`"), in_help);
}

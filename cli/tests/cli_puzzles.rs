//! `damas puzzles`: verify, generate, mine, extend, rate, retag and recheck, run
//! as a learner's tools run them (the puzzle files' own checks are the
//! engine's `tests/puzzles.rs`).

use std::path::PathBuf;

use damas_engine::notation::read_games;
use damas_engine::teaching::{verify, Kind, Puzzle, Theme};
use damas_engine::{Position, Variant};

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
    assert!(out.contains("\nbrazilian drill 1: compulsory-capture 1\n"), "{out}");

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
        &["puzzles", "mine", "chess"],
        &["puzzles", "mine", "thai", "--count", "0"],
        &["puzzles", "mine", "thai", "--exclude", "/no/such/file.pdn"],
        &["puzzles", "mine", "thai", "--game-nodes", "many"],
        &["puzzles", "mine", "thai", "--recheck-nodes", "-1"],
        &["puzzles", "mine", "thai", "--max-pieces", "1"],
        &["puzzles", "mine", "thai", "--min-pieces", "41"],
        &["puzzles", "mine", "thai", "--min-pieces", "12", "--max-pieces", "10"],
        &["puzzles", "retag"],
        &["puzzles", "extend", "chess", "--from", "x.pdn"],
        &["puzzles", "extend", "thai"],
        &["puzzles", "extend", "thai", "--from", "/no/such/file.pdn"],
        &["puzzles", "extend", "thai", "--from", "x.pdn", "--min-difficulty", "6"],
        &["puzzles", "extend", "thai", "--from", "x.pdn", "--moves", "4"],
        &["puzzles", "extend", "thai", "--from", "x.pdn", "--recheck-nodes", "-1"],
        &["puzzles", "generate", "italian", "--theme", "forced-by-tiebreak"],
        &["puzzles", "retag", "/no/such/file.pdn"],
    ] {
        let (status, _, err) = damas(bad);
        assert_eq!(status, Some(2), "{bad:?}");
        assert!(err.starts_with("damas: ") && err.lines().count() == 1, "{bad:?}: {err}");
    }

    // `--exclude` may be repeated: every file is read (the second is missing).
    let file = std::env::temp_dir().join(format!("damas-exclude-{}.pdn", std::process::id()));
    std::fs::write(&file, "").unwrap();
    let (status, _, err) = damas(&[
        "puzzles",
        "mine",
        "thai",
        "--exclude",
        file.to_str().unwrap(),
        "--exclude",
        "/no/such/file.pdn",
    ]);
    std::fs::remove_file(&file).unwrap();
    assert_eq!(status, Some(2));
    assert_eq!(err, "damas: cannot read /no/such/file.pdn: No such file or directory (os error 2)\n");

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

/// Two Brazilian tactics mined with `bound` (`--max-pieces N` or
/// `--min-pieces N`) and light settings: each tactic's piece count, with
/// its FEN and Source tag.
fn mined_within(bound: &[&str]) -> Vec<(usize, String, String)> {
    let args = [
        "puzzles",
        "mine",
        "brazilian",
        "--count",
        "2",
        "--seed",
        "3",
        "--shallow",
        "3",
        "--game-nodes",
        "5000",
    ];
    let (status, out, err) = damas(&[&args[..], bound].concat());
    assert_eq!(status, Some(0), "{err}");
    let games: Vec<_> = read_games(&out, Variant::Brazilian).into_iter().map(|g| g.unwrap()).collect();
    assert_eq!(games.len(), 2, "{out}");
    games
        .iter()
        .map(|g| {
            let fen = Puzzle::from_pdn(g).unwrap().fen;
            let pieces = fen.split([':', ',']).filter(|t| t.chars().any(|c| c.is_ascii_digit())).count();
            (pieces, fen, g.tag("Source").unwrap_or_default().to_string())
        })
        .collect()
}

#[test]
fn the_miner_keeps_to_max_pieces_and_its_source_names_every_setting() {
    for (pieces, fen, source) in mined_within(&["--max-pieces", "7"]) {
        assert!(pieces <= 7, "{fen}: {pieces} pieces");
        for setting in ["--max-pieces 7", "--shallow 3", "--game-nodes 5000", "--seed 3"] {
            assert!(source.contains(setting), "{setting}: {source}");
        }
    }
}

#[test]
fn the_miner_keeps_to_min_pieces_and_its_source_names_it() {
    for (pieces, fen, source) in mined_within(&["--min-pieces", "16"]) {
        assert!(pieces >= 16, "{fen}: {pieces} pieces");
        assert!(source.contains("--min-pieces 16"), "{source}");
    }
}

#[test]
fn the_miner_is_deterministic_and_its_tactics_verify() {
    let args = ["puzzles", "mine", "brazilian", "--count", "2", "--seed", "7"];
    let (status, first, err) = damas(&args);
    assert_eq!(status, Some(0), "{err}");
    assert!(err.starts_with("damas: mined 2 brazilian tactics from "), "{err}");
    let (_, again, _) = damas(&args);
    assert_eq!(first, again, "the same seed mines the same tactics");
    let games: Vec<_> = read_games(&first, Variant::Brazilian).into_iter().map(|g| g.unwrap()).collect();
    assert_eq!(games.len(), 2, "{first}");
    for g in &games {
        let p = Puzzle::from_pdn(g).unwrap();
        assert_eq!(p.kind, Kind::Tactic);
        assert!(g.tag("Source").is_some_and(|s| s.contains("--seed 7")), "{first}");
        let pos = Position::from_fen(p.variant, &p.fen).unwrap();
        assert!(pos.legal_moves().len() >= 2, "{}", p.fen);
        assert!(verify(&p).is_ok(), "{}: {:?}", p.id, verify(&p));
        assert_eq!(
            p.difficulty,
            damas_engine::teaching::tactic_difficulty(
                &pos,
                g.moves(),
                damas_engine::teaching::DIFFICULTY_DEPTH
            ),
            "{}: the difficulty is the depth a search needs",
            p.id
        );
    }
    // `rate` recomputes the difficulties: a wrong one is put right, the
    // rest of the file is unchanged.
    let file = std::env::temp_dir().join(format!("damas-rate-{}.pdn", std::process::id()));
    let right = games[0].tag("Difficulty").unwrap();
    let other = if right == "5" { "1" } else { "5" };
    let wrong = first.replacen(&format!("[Difficulty \"{right}\"]"), &format!("[Difficulty \"{other}\"]"), 1);
    assert_ne!(wrong, first);
    std::fs::write(&file, &wrong).unwrap();
    let (status, rated, _) = damas(&["puzzles", "rate", file.to_str().unwrap()]);
    assert_eq!(status, Some(0));
    assert_eq!(rated.trim(), first.trim());
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn extend_makes_a_harder_tactic_one_sacrifice_before_a_shipped_one() {
    // brazilian-t0641 (★3) is one of the shipped tactics; the tactic one
    // sacrifice before it is proved from scratch and tagged ★4 or ★5.
    let shipped = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../puzzles/tactics/brazilian.pdn"),
    )
    .unwrap();
    let source = shipped
        .split("\n\n[Event")
        .find(|g| g.contains("[PuzzleId \"brazilian-t0641\"]"))
        .expect("brazilian-t0641 is shipped");
    let source = if source.starts_with("[Event") { source.to_string() } else { format!("[Event{source}") };
    let file = std::env::temp_dir().join(format!("damas-extend-{}.pdn", std::process::id()));
    std::fs::write(&file, &source).unwrap();
    let from = file.to_str().unwrap();
    let args = ["puzzles", "extend", "brazilian", "--from", from, "--count", "1", "--first-id", "9001"];
    let (status, out, err) = damas(&args);
    assert_eq!(status, Some(0), "{err}");
    assert!(err.starts_with("damas: extended 1 brazilian tactics from 1 "), "{err}");
    assert_eq!(damas(&args).1, out, "deterministic");
    let games: Vec<_> = read_games(&out, Variant::Brazilian).into_iter().map(|g| g.unwrap()).collect();
    assert_eq!(games.len(), 1, "{out}");
    let p = Puzzle::from_pdn(&games[0]).unwrap();
    assert_eq!(p.id, "brazilian-t9001");
    assert!(p.difficulty >= 4, "{out}");
    assert!(verify(&p).is_ok(), "{:?}", verify(&p));
    let tag = games[0].tag("Source").unwrap();
    assert!(tag.contains("brazilian-t0641, one move earlier ("), "{tag}");
    // The position is not the source's, and is not made again when a file
    // given to --exclude holds it.
    assert!(!source.contains(&format!("[FEN \"{}\"]", p.fen)));
    std::fs::write(&file, format!("{source}\n{out}")).unwrap();
    let (status, again, err) = damas(&[&args[..], &["--exclude", from]].concat());
    assert_eq!(status, Some(0), "{err}");
    assert!(!again.contains(&format!("[FEN \"{}\"]", p.fen)), "{again}");

    // Two sacrifices earlier: a five-move combination whose first two
    // pairs of moves are the sacrifices put back.
    std::fs::write(&file, &source).unwrap();
    let (status, two, err) = damas(&[&args[..], &["--moves", "2"]].concat());
    assert_eq!(status, Some(0), "{err}");
    let games: Vec<_> = read_games(&two, Variant::Brazilian).into_iter().map(|g| g.unwrap()).collect();
    assert_eq!(games.len(), 1, "{two}");
    let p = Puzzle::from_pdn(&games[0]).unwrap();
    assert!(verify(&p).is_ok(), "{:?}", verify(&p));
    assert_eq!(p.difficulty, 5, "{two}");
    let tag = games[0].tag("Source").unwrap();
    assert!(tag.ends_with("brazilian-t0641, two moves earlier (22-17 14x21, 29-25 21x30)"), "{tag}");
    assert_eq!(p.solution[..4], ["22-17", "14x21", "29-25", "21x30"], "{two}");
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn count_by_difficulty_splits_each_motif_of_the_main_table() {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../puzzles/tactics/english.pdn");
    let file = file.to_str().unwrap();
    let cells = |line: &str| -> Vec<String> {
        line.trim_matches('|').split('|').map(|c| c.trim().to_string()).collect()
    };
    let (status, table, err) = damas(&["puzzles", "count", file]);
    assert_eq!(status, Some(0), "{err}");
    let lines: Vec<&str> = table.lines().collect();
    let (head, row) = (cells(lines[0]), cells(lines[2]));
    let (status, split, err) = damas(&["puzzles", "count", "--by-difficulty", file]);
    assert_eq!(status, Some(0), "{err}");
    let rows: Vec<Vec<String>> = split.lines().skip(2).map(cells).collect();
    assert!(rows.len() >= 5, "{split}");
    for r in &rows {
        assert_eq!(r[0], "english");
        let column = head.iter().position(|h| *h == r[1]).expect("a motif of the main table");
        let sum: usize = r[2..7].iter().map(|c| c.parse::<usize>().unwrap()).sum();
        assert_eq!(sum.to_string(), row[column], "{}: {split}", r[1]);
    }
}

#[test]
fn retag_writes_a_repository_file_again_byte_for_byte() {
    // The tools write what the files keep (no "?" roster tags), and every
    // tactic's tags are the ones its line shows.
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../puzzles/tactics/english.pdn");
    let (status, out, err) = damas(&["puzzles", "retag", file.to_str().unwrap()]);
    assert_eq!(status, Some(0), "{err}");
    assert!(out == std::fs::read_to_string(&file).unwrap(), "retag changed puzzles/tactics/english.pdn");
}

#[test]
fn recheck_drops_the_tactic_where_another_move_wins_too_and_keeps_the_rest() {
    let one = Puzzle::new(
        "brazilian-t9001",
        Variant::Brazilian,
        "W:W13,19,20,22,23,26,27,30,31:B1,2,6,8,9,10,11,12,21",
        &[Theme::Shot],
        2,
        &["19-16", "12x19", "23x5"],
    );
    let two = Puzzle::new(
        "brazilian-t9002",
        Variant::Brazilian,
        "W:W22,23:B18,4",
        &[Theme::WinMaterial],
        1,
        &["22x15"],
    );
    let file = std::env::temp_dir().join(format!("damas-recheck-{}.pdn", std::process::id()));
    let text: String = [&one, &two].iter().map(|p| p.to_pdn().unwrap().to_pdn() + "\n").collect();
    std::fs::write(&file, &text).unwrap();
    let (status, out, err) = damas(&["puzzles", "recheck", "--jobs", "2", file.to_str().unwrap()]);
    assert_eq!(status, Some(0), "{err}");
    assert!(out.contains("ok brazilian-t9001\n"), "{out}");
    assert!(out.contains("REFUSED brazilian-t9002: second solution at move 1: 23x14\n"), "{out}");
    assert!(out.contains("summary: 2 tactics (0 from an earlier run), 1 refused, depth 12, 2 jobs"), "{out}");
    // A run's output lets a later run take it up: nothing searched again.
    let log = file.with_extension("log");
    std::fs::write(&log, out.lines().filter(|l| l.contains("t9002")).collect::<Vec<_>>().join("\n")).unwrap();
    let (status, again, err) =
        damas(&["puzzles", "recheck", "--resume", log.to_str().unwrap(), file.to_str().unwrap()]);
    assert_eq!(status, Some(0), "{err}");
    assert!(again.starts_with("REFUSED brazilian-t9002: second solution at move 1: 23x14\n"), "{again}");
    assert!(again.contains("ok brazilian-t9001\n"), "{again}");
    assert!(again.contains("summary: 2 tactics (1 from an earlier run), 1 refused"), "{again}");
    std::fs::remove_file(&log).unwrap();
    // Without --drop the file is untouched; with it, only the sound tactic stays.
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    let (status, _, err) = damas(&["puzzles", "recheck", "--drop", file.to_str().unwrap()]);
    assert_eq!(status, Some(0), "{err}");
    let kept = std::fs::read_to_string(&file).unwrap();
    let ids: Vec<String> = read_games(&kept, Variant::Brazilian)
        .into_iter()
        .map(|g| Puzzle::from_pdn(&g.unwrap()).unwrap().id)
        .collect();
    assert_eq!(ids, ["brazilian-t9001"]);
    assert!(!kept.contains("\"?\""), "{kept}");
    let (status, _, err) = damas(&["puzzles", "recheck", "--jobs", "0", file.to_str().unwrap()]);
    assert_eq!(status, Some(2), "{err}");
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn retag_finds_the_themes_again() {
    // A shot tagged only "shot" whose reply the majority law forces: retag
    // adds what the line shows; a second run changes nothing.
    let p = Puzzle::new(
        "brazilian-t9001",
        Variant::Brazilian,
        "B:W18,19,23:B11,13,14",
        &[Theme::Shot],
        3,
        &["11-15", "19x17", "13x15", "23-19", "15x24"],
    );
    let file = std::env::temp_dir().join(format!("damas-retag-{}.pdn", std::process::id()));
    std::fs::write(&file, p.to_pdn().unwrap().to_pdn()).unwrap();
    let (status, once, err) = damas(&["puzzles", "retag", file.to_str().unwrap()]);
    assert_eq!(status, Some(0), "{err}");
    assert!(once.contains("[Theme \"shot,endgame,forced-by-majority\"]"), "{once}");
    let game = read_games(&once, Variant::Brazilian).remove(0).unwrap();
    assert!(verify(&Puzzle::from_pdn(&game).unwrap()).is_ok());
    std::fs::write(&file, &once).unwrap();
    let (_, twice, _) = damas(&["puzzles", "retag", file.to_str().unwrap()]);
    assert_eq!(twice, once);
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn acf_reads_the_archive_skips_what_is_not_a_legal_game_and_proves_its_tactics() {
    let sample = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/acf-sample.txt");
    let sample = sample.to_str().unwrap();
    let (status, out, err) = damas(&["puzzles", "acf", sample]);
    assert_eq!(status, Some(0), "{err}");
    // Each line that is not a legal game is named, with why, and counted.
    for (line, why) in [
        (17, "no result (no tab)"),
        (18, "unknown result 'won'"),
        (19, "ply 3: '5-33' is not a move of squares 0 to 31"),
        (20, "ply 3: '10-14' is not legal here"),
    ] {
        assert!(err.contains(&format!("damas: game {line}: {why}")), "{line}: {err}");
    }
    assert!(err.contains("20 games read, 16 legal, 4 skipped"), "{err}");
    // The engine's game 13 has a tactic the miner's proof accepts.
    let games: Vec<_> = read_games(&out, Variant::English).into_iter().map(|g| g.unwrap()).collect();
    assert_eq!(games.len(), 1, "{out}");
    let p = Puzzle::from_pdn(&games[0]).unwrap();
    assert_eq!(p.id, "english-h0001");
    assert!(verify(&p).is_ok(), "{:?}", verify(&p));
    assert_eq!(games[0].tag("Origin"), Some("acf:13:34"));
    assert_eq!(games[0].tag("Source"), Some("ACF archive (EricCJoyce/Datasets, MIT), game 13, ply 34"));
    // Excluded as a tactic of the collection, it is not found again; only
    // checked, no game is mined; --from and --to choose the lines.
    let file = std::env::temp_dir().join(format!("damas-acf-{}.pdn", std::process::id()));
    std::fs::write(&file, &out).unwrap();
    let (status, again, err) = damas(&["puzzles", "acf", sample, "--exclude", file.to_str().unwrap()]);
    assert_eq!((status, again.as_str()), (Some(0), ""), "{err}");
    std::fs::remove_file(&file).unwrap();
    let (status, checked, err) = damas(&["puzzles", "acf", sample, "--check"]);
    assert_eq!((status, checked.as_str()), (Some(0), ""), "{err}");
    assert!(err.contains("4 skipped") && !err.contains("done game"), "{err}");
    let (status, one, err) =
        damas(&["puzzles", "acf", sample, "--from", "13", "--to", "13", "--first-id", "7"]);
    assert_eq!(status, Some(0), "{err}");
    assert!(one.contains("[PuzzleId \"english-h0007\"]") && err.contains("1 games read"), "{one}{err}");
}

#[test]
fn count_by_origin_splits_the_english_tactics_into_the_engines_and_the_human_games() {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../puzzles/tactics/english.pdn");
    let file = file.to_str().unwrap();
    let tactics = |row: &str| -> (String, usize) {
        let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
        (cells[0].to_string(), cells[1].parse().unwrap())
    };
    let (status, whole, err) = damas(&["puzzles", "count", file]);
    assert_eq!(status, Some(0), "{err}");
    let (status, split, err) = damas(&["puzzles", "count", "--by-origin", file]);
    assert_eq!(status, Some(0), "{err}");
    let rows: Vec<(String, usize)> = split.lines().skip(2).map(tactics).collect();
    let names: Vec<&str> = rows.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["english (engine games)", "english (human games)"], "{split}");
    assert!(rows[1].1 >= 100, "{split}");
    assert_eq!(rows[0].1 + rows[1].1, tactics(whole.lines().nth(2).unwrap()).1, "{split}");
}

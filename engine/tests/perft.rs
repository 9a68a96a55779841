//! Perft against the published figures in `data/perft.txt`.

use damas_engine::{perft, Convention, Position, Variant};

struct Case {
    deep: bool,
    variant: Variant,
    convention: Convention,
    depth: u32,
    count: u64,
    fen: Option<String>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/perft.txt");
    let mut out = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let mut words: Vec<&str> = line.split_whitespace().collect();
        let deep = words[0] == "deep";
        if deep {
            words.remove(0);
        }
        let convention = match words[1] {
            "drop" => Convention::Drop,
            "keep" => Convention::Keep,
            "routes" => Convention::AllPaths,
            other => panic!("bad convention {other} in: {line}"),
        };
        out.push(Case {
            deep,
            variant: words[0].parse().expect("rule set"),
            convention,
            depth: words[2].parse().expect("depth"),
            count: words[3].parse().expect("count"),
            fen: words.get(4).map(|s| s.to_string()),
        });
    }
    out
}

fn check(deep: bool) {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in cases().into_iter().filter(|c| c.deep == deep) {
        let pos = match &case.fen {
            Some(fen) => Position::from_fen(case.variant, fen).expect("fen"),
            None => Position::start(case.variant),
        };
        let got = perft(&pos, case.depth, case.convention);
        checked += 1;
        if got != case.count {
            failures.push(format!(
                "{} {:?} d{} {}: expected {}, got {got}",
                case.variant,
                case.convention,
                case.depth,
                case.fen.as_deref().unwrap_or("start"),
                case.count
            ));
        }
    }
    assert!(checked > 0, "no perft case was read");
    assert!(failures.is_empty(), "perft mismatches:\n{}", failures.join("\n"));
}

#[test]
fn published_perft() {
    check(false);
}

/// Deeper published figures (minutes in release mode):
/// `cargo test --release -p damas-engine --test perft -- --ignored`.
#[test]
#[ignore]
fn published_perft_deep() {
    check(true);
}

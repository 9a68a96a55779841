//! The engine against an independent naive reference generator
//! (`common/reference.rs`, written from `docs/RULES.md` alone: a mailbox
//! board and plain recursion, no code shared with `engine/src/movegen.rs`).
//!
//! - perft of the start position of every rule set, both generators, "drop";
//! - the exact legal move sets (start, end, captured squares and the position
//!   after the move) on many thousands of random positions per rule set and
//!   on positions from random playouts;
//! - `all_captures` (no law), `must_capture`, and `Convention::AllPaths`
//!   (every landing sequence) against the reference's path list;
//! - the moves counted (perft's last ply) against the moves listed, "drop"
//!   and "keep".
//!
//! `Convention::Keep` is not compared: the engine counts a flying king's
//! straight-ahead continuation once, as the published "keep" figures do,
//! while the reference lists every landing square; drop sets are what the
//! rules define.

mod common;

use std::time::Instant;

use common::reference::{self as rf, Board, Spec};
use common::{random_fen, Rng};
use damas_engine::{perft, Convention, Move, Position, Variant};

type Key = (u32, u32, Vec<u32>, String);

/// The rule sets the reference knows: the diagonal ones (Turkish is checked
/// against another independent generator, tests/turkish_independent.rs).
fn diagonal_rule_sets() -> impl Iterator<Item = Variant> {
    Variant::ALL.into_iter().filter(|v| !v.size().is_orthogonal())
}

fn spec_of(v: Variant) -> Spec {
    rf::spec(v.id())
}

fn engine_key(pos: &Position, m: &Move) -> Key {
    let mut caps: Vec<u32> = m.captured().iter().map(|s| s.number() as u32).collect();
    caps.sort();
    (m.from().number() as u32, m.to().number() as u32, caps, pos.after(m).to_fen())
}

fn ref_key(board: &Board, m: &rf::RefMove) -> Key {
    let (f, t, c) = m.effect(board.n);
    (f, t, c, rf::apply(board, m).to_fen())
}

fn sorted<T: Ord>(mut v: Vec<T>) -> Vec<T> {
    v.sort();
    v
}

fn show(keys: &[Key]) -> String {
    keys.iter()
        .map(|(f, t, c, after)| format!("{f}x{t} takes {c:?} -> {after}"))
        .collect::<Vec<_>>()
        .join("\n  ")
}

/// Compares everything the two generators say about one position; returns
/// the number of legal moves.
fn compare(pos: &Position, spec: &Spec) -> usize {
    let fen = pos.to_fen();
    let board = Board::from_fen(spec.n, &fen);
    assert_eq!(board.to_fen(), fen, "FEN writers differ");

    // Legal moves ("drop"), with the position each one leads to.
    let engine_moves = pos.legal_moves();
    let ours = sorted(engine_moves.iter().map(|m| engine_key(pos, m)).collect::<Vec<_>>());
    let reference_moves = rf::legal_moves(spec, &board);
    let theirs = sorted(reference_moves.iter().map(|m| ref_key(&board, m)).collect::<Vec<_>>());
    assert!(
        ours == theirs,
        "{} {fen}: legal moves differ\n engine:\n  {}\n reference:\n  {}",
        spec.id,
        show(&ours),
        show(&theirs)
    );

    // Every capture, whatever the law ("drop").
    let all_ref = rf::drop_duplicates(spec.n, rf::all_capture_paths(spec, &board));
    let ours = sorted(pos.all_captures().iter().map(|m| engine_key(pos, m)).collect::<Vec<_>>());
    let theirs = sorted(all_ref.iter().map(|m| ref_key(&board, m)).collect::<Vec<_>>());
    assert!(
        ours == theirs,
        "{} {fen}: all_captures differ\n engine:\n  {}\n reference:\n  {}",
        spec.id,
        show(&ours),
        show(&theirs)
    );
    assert_eq!(pos.must_capture(), !all_ref.is_empty(), "{} {fen}: must_capture", spec.id);

    // Routes that take the same pieces to the same square ("keep" lists
    // each) take three pieces at least: the generator looks for twins among
    // captures of three pieces or more only.
    let keep = pos.moves_with(Convention::Keep);
    for (i, a) in keep.iter().enumerate() {
        let twin = keep[i + 1..].iter().find(|b| b.same_effect(a));
        assert!(
            twin.is_none() || a.capture_count() >= 3,
            "{} {fen}: {a:?} and {twin:?} take {} pieces",
            spec.id,
            a.capture_count()
        );
    }

    // Counting the moves (perft's last ply) finds as many as listing them.
    let mut scratch = Vec::new();
    for convention in [Convention::Drop, Convention::Keep] {
        let listed = pos.moves_with(convention).len() as u64;
        let counted = pos.count_moves(convention, &mut scratch);
        assert_eq!(counted, listed, "{} {fen}: {convention:?} moves counted and listed", spec.id);
    }

    // Every landing sequence a player may tap.
    let ours = sorted(pos.moves_with(Convention::AllPaths).iter().map(Move::full_text).collect::<Vec<_>>());
    let theirs =
        sorted(rf::legal_paths(spec, &board).iter().map(|m| m.full_text(spec.n)).collect::<Vec<_>>());
    assert!(
        ours == theirs,
        "{} {fen}: AllPaths differ\n engine:    {ours:?}\n reference: {theirs:?}",
        spec.id
    );

    engine_moves.len()
}

fn scale(release: usize) -> usize {
    if cfg!(debug_assertions) {
        (release / 20).max(1)
    } else {
        release
    }
}

/// (a) Perft of every start position, both generators: depth 6 on 8×8,
/// depth 5 on 10×10. The figures are printed (and recorded in
/// `data/perft.txt` for spanish, italian, thai and damas10).
#[test]
fn perft_of_start_positions_matches_reference() {
    let mut lines = Vec::new();
    for v in diagonal_rule_sets() {
        let spec = spec_of(v);
        let depth_max = if spec.n == 8 { 6 } else { 5 };
        let depth_max = if cfg!(debug_assertions) { depth_max - 1 } else { depth_max };
        let pos = Position::start(v);
        let board = Board::start(&spec);
        assert_eq!(board.to_fen(), pos.to_fen(), "{v}: start positions differ");
        let mut figures = Vec::new();
        for depth in 1..=depth_max {
            let ours = perft(&pos, depth, Convention::Drop);
            let theirs = rf::perft(&spec, &board, depth);
            assert_eq!(ours, theirs, "{v} drop perft d{depth}: engine {ours}, reference {theirs}");
            figures.push(ours.to_string());
        }
        lines.push(format!("{v}: {}", figures.join(", ")));
    }
    println!("perft (drop), engine = reference:\n{}", lines.join("\n"));
}

/// Deeper perft cross-check (a minute or so): depths 7–8 on 8×8, 6–7 on
/// 10×10. `cargo test --release -p damas-engine --test reference -- --ignored`
#[test]
#[ignore]
fn perft_of_start_positions_matches_reference_deep() {
    for v in diagonal_rule_sets() {
        let spec = spec_of(v);
        let depths = if spec.n == 8 { 7..=8 } else { 6..=7 };
        for depth in depths {
            let t = Instant::now();
            let ours = perft(&Position::start(v), depth, Convention::Drop);
            let theirs = rf::perft(&spec, &Board::start(&spec), depth);
            println!("{v} d{depth}: engine {ours}, reference {theirs} ({:.1?})", t.elapsed());
            assert_eq!(ours, theirs, "{v} drop perft d{depth}");
        }
    }
}

fn random_positions(v: Variant, count: usize, seed: u64) -> (usize, usize) {
    let spec = spec_of(v);
    let mut rng = Rng::new(seed);
    let mut moves = 0;
    let mut captures = 0;
    for _ in 0..count {
        let fen = random_fen(&mut rng, spec.n, spec.max_pieces());
        let pos = Position::from_fen(v, &fen).unwrap_or_else(|e| panic!("{v} {fen}: {e}"));
        moves += compare(&pos, &spec);
        captures += pos.must_capture() as usize;
    }
    (moves, captures)
}

/// Random playouts from `start`: every position on the way is compared.
fn playouts(v: Variant, games: usize, seed: u64, from_random: bool) -> usize {
    let spec = spec_of(v);
    let mut rng = Rng::new(seed);
    let mut positions = 0;
    for _ in 0..games {
        let mut pos = if from_random {
            Position::from_fen(v, &random_fen(&mut rng, spec.n, spec.max_pieces())).unwrap()
        } else {
            Position::start(v)
        };
        for _ in 0..300 {
            let n = compare(&pos, &spec);
            positions += 1;
            if n == 0 {
                break;
            }
            let moves = pos.legal_moves();
            pos.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
    positions
}

fn cross_check(v: Variant, random: usize, games: usize) {
    let t = Instant::now();
    let (moves, captures) = random_positions(v, scale(random), 0xA11CE ^ v as u64);
    let from_start = playouts(v, scale(games), 0xB0B ^ v as u64, false);
    let from_random = playouts(v, scale(games / 4), 0xCAFE ^ v as u64, true);
    println!(
        "{v}: {} random positions ({captures} with a capture, {moves} moves), {from_start} playout positions \
         from the start, {from_random} from random positions: engine = reference ({:.2?})",
        scale(random),
        t.elapsed()
    );
}

macro_rules! cross_check_tests {
    ($($name:ident: $variant:expr;)*) => {$(
        /// (b) Exact legal move sets, engine = reference, on random
        /// positions and random playouts of one rule set.
        #[test]
        fn $name() {
            cross_check($variant, 10_000, 100);
        }
    )*};
}

cross_check_tests! {
    brazilian_moves_match_reference: Variant::Brazilian;
    english_moves_match_reference: Variant::English;
    russian_moves_match_reference: Variant::Russian;
    spanish_moves_match_reference: Variant::Spanish;
    italian_moves_match_reference: Variant::Italian;
    thai_moves_match_reference: Variant::Thai;
    damas10_moves_match_reference: Variant::Damas10;
    international_moves_match_reference: Variant::International;
}

/// The same on ten times as many positions (a minute or two).
#[test]
#[ignore]
fn moves_match_reference_long() {
    for v in diagonal_rule_sets() {
        cross_check(v, 200_000, 2_000);
    }
}

/// The reference itself against the published figures it can reach quickly
/// (a check of the checker).
#[test]
fn reference_reproduces_published_perft() {
    let published: [(&str, &[u64]); 4] = [
        ("english", &[7, 49, 302, 1469, 7361, 36768]),
        ("russian", &[7, 49, 302, 1469, 7482, 37986]),
        ("brazilian", &[7, 49, 302, 1469, 7473, 37628]),
        ("international", &[9, 81, 658, 4265, 27117]),
    ];
    for (id, figures) in published {
        let spec = rf::spec(id);
        let board = Board::start(&spec);
        let figures = if cfg!(debug_assertions) { &figures[..figures.len() - 1] } else { figures };
        for (i, &want) in figures.iter().enumerate() {
            assert_eq!(rf::perft(&spec, &board, i as u32 + 1), want, "{id} d{}", i + 1);
        }
    }
    // Woldouby and AlmostPromotion (drop), from dctl via docs/RULES.md#perft.
    let spec = rf::spec("international");
    let woldouby = Board::from_fen(10, "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38");
    for (d, want) in [6u64, 12, 30, 73, 215, 590, 1944].into_iter().enumerate() {
        assert_eq!(rf::perft(&spec, &woldouby, d as u32 + 1), want, "woldouby d{}", d + 1);
    }
    let almost = Board::from_fen(10, "W:W6,7,8,9,10:B41,42,43,44,45");
    for (d, want) in [9u64, 81, 795, 7578].into_iter().enumerate() {
        assert_eq!(rf::perft(&spec, &almost, d as u32 + 1), want, "almost promotion d{}", d + 1);
    }
    let random178 = Board::from_fen(10, "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46");
    for (d, want) in [14u64, 55, 1168, 5432].into_iter().enumerate() {
        assert_eq!(rf::perft(&spec, &random178, d as u32 + 1), want, "random178 d{}", d + 1);
    }
}

//! Tests of the endgame tables: agreement with a plain search, the rules'
//! recursion, the file, the search's use of them and textbook endings.

use std::sync::{Arc, OnceLock};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{EndgameTables, Material, TableError, TableValue};
use crate::search::{Limits, NoClock, Searcher, MATE};
use crate::{Color, Game, Position, Variant};

/// Tables of 3 pieces, built once per rule set for all tests.
fn small(v: Variant) -> Arc<EndgameTables> {
    static TABLES: OnceLock<Vec<Arc<EndgameTables>>> = OnceLock::new();
    let all = TABLES.get_or_init(|| {
        Variant::ALL
            .iter()
            .map(|&v| {
                let pieces = if v.size().rows() == 8 { 3 } else { 2 };
                Arc::new(EndgameTables::build(v, pieces, &mut |_, _| {}))
            })
            .collect()
    });
    all[Variant::ALL.iter().position(|&x| x == v).unwrap()].clone()
}

/// The shipped tables of a rule set (engine/data/endgame).
fn shipped(v: Variant) -> EndgameTables {
    let path = format!("{}/data/endgame/{}.egdb", env!("CARGO_MANIFEST_DIR"), v.id());
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    EndgameTables::from_bytes(&bytes).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Random open positions of a table's signatures, either side to move.
fn random_positions(t: &EndgameTables, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let sigs: Vec<(Material, usize)> = t.signatures().collect();
    let mut out = Vec::new();
    while out.len() < count {
        let (m, len) = sigs[rng.random_range(0..sigs.len())];
        let Some(p) = t.turn.unindex(rng.random_range(0..len), m) else { continue };
        let white = Position::from_bits(t.variant, p.ours, p.theirs, p.kings, Color::White);
        let pos = if rng.random_range(0..2) == 0 {
            white
        } else {
            let (o, th, k) = (t.turn.turn(p.ours), t.turn.turn(p.theirs), t.turn.turn(p.kings));
            Position::from_bits(t.variant, th, o, k, Color::Black)
        };
        if Game::from_position(pos).outcome().is_none() {
            out.push(pos);
        }
    }
    out
}

fn search(
    pos: &Position,
    tables: Option<Arc<EndgameTables>>,
    limits: &Limits,
) -> crate::search::SearchResult {
    let mut searcher = Searcher::new(16);
    searcher.set_endgame(tables);
    searcher.search(&Game::from_position(*pos), limits, &NoClock, None, &mut |_| {})
}

/// Where a plain search (no tables) proves a win or a loss, the tables say
/// the same; where they say draw, the search proves nothing.
fn agrees_with_search(t: &EndgameTables, positions: usize, seed: u64) -> usize {
    let limits = Limits { nodes: 20_000, ..Limits::depth(12) };
    let mut proved = 0;
    for pos in random_positions(t, positions, seed) {
        let r = search(&pos, None, &limits);
        let value = t.probe(&pos, 0).expect("held");
        if r.score >= MATE - 1_000 {
            assert!(
                matches!(value, TableValue::Win { .. }),
                "{}: search wins, table {value:?}",
                pos.to_fen()
            );
            proved += 1;
        } else if r.score <= -(MATE - 1_000) {
            assert!(
                matches!(value, TableValue::Loss { .. }),
                "{}: search loses, table {value:?}",
                pos.to_fen()
            );
            proved += 1;
        }
    }
    proved
}

#[test]
fn built_tables_agree_with_a_plain_search_in_every_rule_set() {
    for v in Variant::ALL {
        let proved = agrees_with_search(&small(v), 24, 1);
        assert!(proved >= 3, "{v}: only {proved} positions proved by the search");
    }
}

#[test]
fn shipped_tables_agree_with_a_plain_search_in_every_rule_set() {
    for v in Variant::ALL {
        let t = shipped(v);
        assert_eq!(t.variant(), v);
        let proved = agrees_with_search(&t, 16, 2);
        assert!(proved >= 2, "{v}: only {proved} positions proved by the search");
    }
}

#[test]
fn built_tables_follow_the_rules_recursion() {
    for v in [Variant::English, Variant::Brazilian, Variant::International] {
        let t = small(v);
        let checked = t.verify().unwrap_or_else(|bad| panic!("{v}: {bad:?}"));
        assert!(checked > 1_000, "{v}: {checked}");
    }
}

#[test]
fn a_changed_value_is_found_by_verify() {
    let mut t = (*small(Variant::Russian)).clone();
    let m = Material { our_men: 0, our_kings: 2, their_men: 0, their_kings: 1 };
    let codes = t.codes.get_mut(&m).unwrap();
    // The first possible position without a capture to make.
    let i = (0..codes.len())
        .find(|&i| {
            t.turn.unindex(i, m).is_some_and(|p| {
                !Position::from_bits(t.variant, p.ours, p.theirs, p.kings, Color::White).must_capture()
            })
        })
        .unwrap();
    codes[i] = if codes[i] == 0 { 1 } else { 0 };
    assert!(t.verify().is_err());
}

#[test]
fn the_file_round_trips_and_is_the_same_every_time() {
    let t = small(Variant::Italian);
    let bytes = t.to_bytes();
    assert_eq!(bytes, EndgameTables::build(Variant::Italian, 3, &mut |_, _| {}).to_bytes());
    let back = EndgameTables::from_bytes(&bytes).unwrap();
    assert_eq!(back.variant(), Variant::Italian);
    assert_eq!(back.max_pieces(), 3);
    for pos in random_positions(&t, 300, 3) {
        for run in [0, 7, 19, 20] {
            assert_eq!(back.probe(&pos, run), t.probe(&pos, run), "{}", pos.to_fen());
        }
    }
    assert_eq!(back.to_bytes(), bytes);
}

#[test]
fn damaged_or_foreign_bytes_are_refused_with_their_reason() {
    let bytes = small(Variant::English).to_bytes();
    let mut flipped = bytes.clone();
    let middle = flipped.len() / 2;
    flipped[middle] ^= 0x20;
    assert_eq!(EndgameTables::from_bytes(&flipped).unwrap_err(), TableError::Checksum);
    assert_eq!(EndgameTables::from_bytes(&bytes[..bytes.len() - 9]).unwrap_err(), TableError::Checksum);
    assert_eq!(EndgameTables::from_bytes(&bytes[..5]).unwrap_err(), TableError::Truncated);
    assert_eq!(EndgameTables::from_bytes(b"GIF89a and more bytes").unwrap_err(), TableError::BadMagic);
    let mut version = bytes.clone();
    version[8] = 99;
    assert_eq!(EndgameTables::from_bytes(&version).unwrap_err(), TableError::UnsupportedVersion(99));
}

#[test]
fn the_search_with_tables_always_plays_a_legal_move() {
    for v in Variant::ALL {
        let t = small(v);
        for pos in random_positions(&t, 30, 4) {
            let r = search(&pos, Some(t.clone()), &Limits::depth(5));
            let mv = r.best.expect("an open game has a move");
            assert!(pos.legal_moves().iter().any(|m| m.same_effect(&mv)), "{v} {}: {mv}", pos.to_fen());
        }
    }
}

/// Plays a game from `fen` with the tables on both sides; returns how it
/// ended.
fn play_out(v: Variant, fen: &str, t: &Arc<EndgameTables>) -> crate::Outcome {
    let mut game = Game::from_position(Position::from_fen(v, fen).unwrap());
    let mut searcher = Searcher::new(14);
    searcher.set_endgame(Some(t.clone()));
    for _ in 0..200 {
        if let Some(o) = game.outcome() {
            return o;
        }
        let r = searcher.search(&game, &Limits::depth(2), &NoClock, None, &mut |_| {});
        game.play(&r.best.unwrap()).unwrap();
    }
    panic!("{v} {fen}: no end in 200 plies");
}

#[test]
fn a_table_win_is_converted_within_the_king_move_rule() {
    // Every won 3-piece position with kings only, played out by the tables
    // on both sides, ends in a win for the side the tables named.
    for v in [Variant::English, Variant::Brazilian, Variant::Thai] {
        let t = small(v);
        let mut played = 0;
        for pos in random_positions(&t, 400, 5) {
            if pos.count(Color::White, crate::Role::Man) + pos.count(Color::Black, crate::Role::Man) > 0 {
                continue;
            }
            let Some(TableValue::Win { .. }) = t.probe(&pos, 0) else { continue };
            let outcome = play_out(v, &pos.to_fen(), &t);
            assert_eq!(outcome.winner(), Some(pos.side_to_move()), "{v} {}: {outcome:?}", pos.to_fen());
            played += 1;
            if played == 6 {
                break;
            }
        }
        assert!(played > 0, "{v}: no won king ending drawn");
    }
}

#[test]
fn a_win_beyond_the_king_move_count_is_a_draw() {
    // Find a won position whose conversion takes more than one ply: with
    // the count so high that fewer plies are left, the tables call it a draw.
    let t = small(Variant::English);
    let pos = random_positions(&t, 2_000, 6)
        .into_iter()
        .find(|p| matches!(t.probe(p, 0), Some(TableValue::Win { plies }) if plies > 3))
        .expect("a slow win");
    let Some(TableValue::Win { plies }) = t.probe(&pos, 0) else { unreachable!() };
    let limit = t.king_move_limit() as u32;
    assert_eq!(t.probe(&pos, limit - plies as u32), Some(TableValue::Win { plies }));
    assert_eq!(t.probe(&pos, limit - plies as u32 + 1), Some(TableValue::Draw));
}

fn value(t: &EndgameTables, fen: &str) -> Option<TableValue> {
    t.probe(&Position::from_fen(t.variant(), fen).unwrap(), 0)
}

fn is_win(v: Option<TableValue>) -> bool {
    matches!(v, Some(TableValue::Win { .. }))
}

/// Short kings (English): two kings beat one in a single corner within the
/// king-move rule; in the double corner the lone king holds out past it.
#[test]
fn short_kings_two_against_one() {
    let t = shipped(Variant::English);
    assert!(is_win(value(&t, "W:WK22,K23:BK4")));
    assert!(is_win(value(&t, "W:WK22,K23:BK29")));
    assert_eq!(value(&t, "W:WK19,K23:BK1"), Some(TableValue::Draw));
    assert_eq!(value(&t, "W:WK1:BK32"), Some(TableValue::Draw));
    assert!(matches!(value(&t, "B:WK22,K23:BK4"), Some(TableValue::Loss { .. })));
}

/// Flying kings on 8×8 (Brazilian): one king against one is a draw; three
/// kings against one win unless the lone king holds the long diagonal
/// (29–4).
#[test]
fn flying_kings_three_against_one_on_the_long_diagonal() {
    let t = shipped(Variant::Brazilian);
    assert_eq!(value(&t, "W:WK1:BK32"), Some(TableValue::Draw));
    assert_eq!(value(&t, "W:WK1,K2:BK21"), Some(TableValue::Draw));
    assert_eq!(value(&t, "W:WK1,K2,K3:BK29"), Some(TableValue::Draw));
    assert_eq!(value(&t, "W:WK1,K2,K3:BK22"), Some(TableValue::Draw));
    assert!(is_win(value(&t, "W:WK1,K2,K3:BK13")));
    assert!(is_win(value(&t, "W:WK9,K2,K3:BK32")));
}

/// Italian men never capture kings: a man next to a king that an English
/// man would take is no threat there.
#[test]
fn italian_men_do_not_capture_kings() {
    let english = shipped(Variant::English);
    let italian = shipped(Variant::Italian);
    let fen = "W:W22:BK18";
    assert!(is_win(value(&english, fen)));
    assert!(!is_win(value(&italian, fen)));
}

/// Flying kings on 10×10 (International): one or two kings cannot beat one;
/// three cannot beat one that holds the long diagonal (46–5), whatever the
/// side to move; off it, an edge king can be caught.
#[test]
fn international_kings_against_a_king_on_the_long_diagonal() {
    let t = shipped(Variant::International);
    assert_eq!(value(&t, "W:WK1:BK50"), Some(TableValue::Draw));
    assert_eq!(value(&t, "W:WK1,K2:BK50"), Some(TableValue::Draw));
    for fen in ["W:WK1,K2,K3:BK46", "W:WK1,K2,K3:BK28", "B:WK1,K2,K3:BK23"] {
        assert_eq!(value(&t, fen), Some(TableValue::Draw), "{fen}");
    }
    assert!(is_win(value(&t, "W:WK1,K2,K3:BK26")));
    // Men are not in the 10×10 tables beyond three pieces.
    assert_eq!(value(&t, "W:WK1,K2,30:BK46"), None);
}

//! Soak test: 10,000 random full games per rule set (seeded PRNG,
//! uniformly random legal moves, a cap of 400 plies), each ending by the
//! rules through `Game::outcome()`, with invariants checked at every ply.
//! Prints a summary per rule set. The long version is `#[ignore]`d:
//! `cargo test --release -p damas-engine --test soak -- --ignored --nocapture`.

mod common;

use std::time::{Duration, Instant};

use common::Rng;
use damas_engine::{Color, DrawReason, Game, Move, Outcome, Piece, Position, Role, Variant, WinReason};

const CAP: usize = 400;

#[derive(Default, Debug)]
struct Summary {
    games: usize,
    plies: usize,
    captures: usize,
    crownings: usize,
    no_pieces: usize,
    blocked: usize,
    king_moves: usize,
    repetition: usize,
    one_piece_each: usize,
    capped: usize,
    white_wins: usize,
    black_wins: usize,
    time: Duration,
}

fn pieces(p: &Position, c: Color) -> u32 {
    p.count(c, Role::Man) + p.count(c, Role::King)
}

/// Every invariant of one ply: `before` --`mv`--> `after`.
fn check_ply(before: &Position, mv: &Move, after: &Position) {
    let ctx = || format!("{} {} after {}", before.variant(), before.to_fen(), mv.full_text());
    let me = before.side_to_move();
    let them = !me;
    // The side to move alternates; the hash stays consistent.
    assert_eq!(after.side_to_move(), them, "{}", ctx());
    assert_eq!(after.hash(), after.compute_hash(), "{}", ctx());
    // Capture is compulsory.
    assert_eq!(mv.is_capture(), before.must_capture(), "{}", ctx());
    // Piece counts never grow; exactly the captured pieces leave the board;
    // men only turn into kings, never the other way round.
    let promoted = mv.promotes() as u32;
    assert!(!(mv.promotes() && mv.is_king_move()), "{}", ctx());
    assert_eq!(pieces(after, me), pieces(before, me), "{}", ctx());
    assert_eq!(after.count(me, Role::Man), before.count(me, Role::Man) - promoted, "{}", ctx());
    assert_eq!(after.count(me, Role::King), before.count(me, Role::King) + promoted, "{}", ctx());
    let kings_taken = mv.captured_king_count();
    assert_eq!(after.count(them, Role::King), before.count(them, Role::King) - kings_taken, "{}", ctx());
    assert_eq!(
        after.count(them, Role::Man),
        before.count(them, Role::Man) - (mv.capture_count() - kings_taken),
        "{}",
        ctx()
    );
    // Square by square: captured squares empty, the mover on its landing
    // square (a king if it was one or is crowned), every other piece where
    // it was with the same role.
    let captured = mv.captured();
    for s in before.size().all_squares() {
        let was = before.piece_at(s);
        let now = after.piece_at(s);
        if s == mv.to() {
            let role = if mv.is_king_move() || mv.promotes() { Role::King } else { Role::Man };
            assert_eq!(now, Some(Piece { color: me, role }), "{} square {s}", ctx());
        } else if s == mv.from() || captured.contains(&s) {
            assert_eq!(now, None, "{} square {s}", ctx());
        } else {
            assert_eq!(now, was, "{} square {s}", ctx());
        }
    }
    assert_eq!(before.piece_at(mv.from()).map(|p| p.is_king()), Some(mv.is_king_move()), "{}", ctx());
    assert!(captured.iter().all(|&s| before.piece_at(s).is_some_and(|p| p.color == them)), "{}", ctx());
}

fn play_game(v: Variant, rng: &mut Rng, summary: &mut Summary) {
    let mut game = Game::new(v);
    let mut plies = 0;
    let outcome = loop {
        if let Some(o) = game.outcome() {
            break Some(o);
        }
        if plies == CAP {
            break None;
        }
        let before = *game.position();
        let moves = before.legal_moves();
        assert!(!moves.is_empty(), "{v} {}: no move but no outcome", before.to_fen());
        let mv = moves[rng.below(moves.len())];
        game.play(&mv).unwrap_or_else(|e| panic!("{v} {}: {} refused: {e}", before.to_fen(), mv.full_text()));
        check_ply(&before, &mv, game.position());
        summary.captures += mv.is_capture() as usize;
        summary.crownings += mv.promotes() as usize;
        plies += 1;
    };
    summary.games += 1;
    summary.plies += plies;
    let pos = game.position();
    let side = pos.side_to_move();
    match outcome {
        None => summary.capped += 1,
        Some(Outcome::Win { winner, reason }) => {
            assert_eq!(winner, !side, "{v} {}", pos.to_fen());
            assert!(pos.legal_moves().is_empty(), "{v} {}", pos.to_fen());
            match reason {
                WinReason::NoPieces => {
                    assert_eq!(pieces(pos, side), 0, "{v} {}", pos.to_fen());
                    summary.no_pieces += 1;
                }
                WinReason::Blocked => {
                    assert!(pieces(pos, side) > 0, "{v} {}", pos.to_fen());
                    summary.blocked += 1;
                }
                WinReason::Resignation => panic!("nobody resigned"),
            }
            if winner == Color::White {
                summary.white_wins += 1;
            } else {
                summary.black_wins += 1;
            }
        }
        Some(Outcome::Draw(reason)) => match reason {
            DrawReason::KingMoves => {
                assert!(game.king_moves_in_a_row() >= 20, "{v} {}", pos.to_fen());
                // Only the 20th move drew: one move earlier there were 19.
                assert_eq!(game.king_moves_in_a_row(), 20, "{v} {}", pos.to_fen());
                summary.king_moves += 1;
            }
            DrawReason::Repetition => {
                assert_eq!(game.repetitions(), 3, "{v} {}", pos.to_fen());
                summary.repetition += 1;
            }
            DrawReason::OnePieceEach => {
                assert!(pos.rules().draw.one_piece_each, "{v} {}", pos.to_fen());
                assert_eq!(
                    (pieces(pos, Color::White), pieces(pos, Color::Black)),
                    (1, 1),
                    "{v} {}",
                    pos.to_fen()
                );
                summary.one_piece_each += 1;
            }
            DrawReason::Agreement => panic!("nobody agreed"),
        },
    }
    // The game can be taken back to its start, every position on the way.
    let positions = game.positions().to_vec();
    for i in (0..plies).rev() {
        game.undo().expect("a move to take back");
        assert_eq!(*game.position(), positions[i], "{v}: undo");
    }
    assert_eq!(*game.position(), Position::start(v));
}

fn soak(v: Variant, games: usize, seed: u64) -> Summary {
    let t = Instant::now();
    let mut rng = Rng::new(seed);
    let mut summary = Summary::default();
    for _ in 0..games {
        play_game(v, &mut rng, &mut summary);
    }
    summary.time = t.elapsed();
    summary
}

fn run(games: usize) {
    let t = Instant::now();
    // Two threads, four rule sets each (the two 10×10 ones on different
    // threads).
    let halves: [Vec<Variant>; 2] = [
        vec![Variant::Brazilian, Variant::Russian, Variant::Italian, Variant::Damas10],
        vec![Variant::English, Variant::Spanish, Variant::Thai, Variant::International],
    ];
    let handles: Vec<_> = halves
        .into_iter()
        .map(|vs| {
            std::thread::spawn(move || {
                vs.into_iter().map(|v| (v, soak(v, games, 0x50A4 ^ (v as u64) << 8))).collect::<Vec<_>>()
            })
        })
        .collect();
    let mut all = Vec::new();
    for h in handles {
        all.extend(h.join().expect("a soak thread panicked"));
    }
    all.sort_by_key(|(v, _)| *v);
    println!(
        "{:<14} {:>6} {:>8} {:>6} {:>8} {:>8} | {:>9} {:>7} {:>10} {:>10} {:>5} {:>6} | {:>6} {:>6} | {:>7}",
        "rule set",
        "games",
        "plies",
        "avg",
        "captures",
        "crowns",
        "no pieces",
        "blocked",
        "20 kings",
        "repetition",
        "1v1",
        "capped",
        "W wins",
        "B wins",
        "time"
    );
    for (v, s) in &all {
        println!(
            "{:<14} {:>6} {:>8} {:>6.1} {:>8} {:>8} | {:>9} {:>7} {:>10} {:>10} {:>5} {:>6} | {:>6} {:>6} | {:>6.2?}",
            v.id(),
            s.games,
            s.plies,
            s.plies as f64 / s.games as f64,
            s.captures,
            s.crownings,
            s.no_pieces,
            s.blocked,
            s.king_moves,
            s.repetition,
            s.one_piece_each,
            s.capped,
            s.white_wins,
            s.black_wins,
            s.time
        );
        assert_eq!(
            s.games,
            s.no_pieces + s.blocked + s.king_moves + s.repetition + s.one_piece_each + s.capped
        );
        // Sanity of the sample (random games draw rarely: a few per thousand).
        if s.games >= 5_000 {
            assert!(s.no_pieces + s.blocked > 0, "{v}: no game was won");
            assert!(s.king_moves + s.repetition + s.one_piece_each > 0, "{v}: no game was drawn");
        }
    }
    println!("total {:.2?}", t.elapsed());
}

/// Random full games of every rule set, invariants at every ply.
#[test]
fn random_games_end_by_the_rules() {
    run(if cfg!(debug_assertions) { 300 } else { 10_000 });
}

/// The long soak: 200,000 games per rule set (a couple of minutes).
#[test]
#[ignore]
fn random_games_end_by_the_rules_long() {
    run(200_000);
}

//! Turkish draughts: our one move generator against an independent one, the
//! `kish` crate (Apache-2.0, a dev-dependency installed for this test only;
//! none of its code is in ours).
//!
//! On random positions (placements of men and kings, and positions from
//! random games), both generators must give the same legal moves, compared by
//! their effect (start, end, captured squares) and the position after each.
//! `kish` lists one move per route of a capture; routes with the same effect
//! are one legal move for us (the "drop" convention), so its list is merged
//! the same way before the comparison.

mod common;

use std::collections::BTreeMap;

use common::Rng;
use damas_engine::{Color, Convention, Position, Role, Square, Variant};
use kish::{Board, State, Team};

/// (start, end, captured squares) of a move, in algebraic names.
type Effect = (String, String, Vec<String>);

/// Our bit layout runs from a8 row by row; kish's from a1: the rows are
/// swapped, the files kept, which is a byte swap of the bitboard.
fn to_kish(bits: u64) -> u64 {
    bits.swap_bytes()
}

fn name_of_kish_bit(bit: u32) -> String {
    format!("{}{}", (b'a' + (bit % 8) as u8) as char, bit / 8 + 1)
}

fn bits_of(pos: &Position, color: Color, role: Role) -> u64 {
    pos.squares_of(color, role).iter().fold(0u64, |acc, s| acc | 1 << (s.number() - 1))
}

fn kish_board(pos: &Position) -> Board {
    let side = |c| bits_of(pos, c, Role::Man) | bits_of(pos, c, Role::King);
    let kings = bits_of(pos, Color::White, Role::King) | bits_of(pos, Color::Black, Role::King);
    let state = State::new([to_kish(side(Color::White)), to_kish(side(Color::Black))], to_kish(kings));
    let turn = if pos.side_to_move() == Color::White { Team::White } else { Team::Black };
    Board::new(turn, state)
}

/// The pieces of a kish board as our FEN writes them (side to move after
/// the move: the other side).
fn kish_fen(board: &Board, side: Color) -> String {
    let mut out = String::from(if side == Color::White { "W" } else { "B" });
    for (i, letter) in [(0, 'W'), (1, 'B')] {
        // Our order: from a8 row by row, kings marked.
        let ours = board.state.pieces[i].swap_bytes();
        let kings = board.state.kings.swap_bytes();
        let items: Vec<String> = (0..64)
            .filter(|b| ours & (1u64 << b) != 0)
            .map(|b| {
                let name = Square::new(b + 1, damas_engine::BoardSize::EightFull)
                    .unwrap()
                    .label(damas_engine::BoardSize::EightFull);
                if kings & (1u64 << b) != 0 {
                    format!("K{name}")
                } else {
                    name
                }
            })
            .collect();
        out.push_str(&format!(":{letter}{}", items.join(",")));
    }
    out
}

/// The start and end of a capture that ends where it started.
const ROUND_TRIP: &str = "round trip";

fn ours(pos: &Position) -> BTreeMap<Effect, String> {
    let size = pos.size();
    let mut out = BTreeMap::new();
    for m in pos.legal_moves() {
        let mut captured: Vec<String> = m.captured().iter().map(|s| s.label(size)).collect();
        captured.sort();
        let (from, to) = if m.from() == m.to() {
            (ROUND_TRIP.to_string(), ROUND_TRIP.to_string())
        } else {
            (m.from().label(size), m.to().label(size))
        };
        let after = pos.after(&m).to_fen();
        if let Some(before) = out.insert((from, to, captured), after.clone()) {
            assert_eq!(before, after, "two round trips take the same pieces in {}", pos.to_fen());
        }
    }
    out
}

fn theirs(pos: &Position) -> BTreeMap<Effect, String> {
    let board = kish_board(pos);
    let mover = if pos.side_to_move() == Color::White { Team::White } else { Team::Black };
    let mut out = BTreeMap::new();
    let own = board.state.pieces[mover.to_usize()];
    for action in board.actions() {
        // A king that goes round and ends where it started leaves its own
        // bitboard unchanged, so kish cannot say which one it was: such
        // moves are compared by what they take and the position after.
        let (from, to) = if action.delta.pieces[mover.to_usize()] == 0 {
            (ROUND_TRIP.to_string(), ROUND_TRIP.to_string())
        } else {
            (
                name_of_kish_bit(action.source(mover, own).to_u8() as u32),
                name_of_kish_bit(action.destination(mover, own).to_u8() as u32),
            )
        };
        let taken = action.captured_pieces(mover);
        let mut captured: Vec<String> =
            (0..64).filter(|b| taken & (1u64 << b) != 0).map(name_of_kish_bit).collect();
        captured.sort();
        let after = kish_fen(&board.apply(&action), !pos.side_to_move());
        // Routes with the same effect are one move: they must agree on the result.
        if let Some(before) = out.insert((from, to, captured), after.clone()) {
            assert_eq!(before, after, "two routes of one capture end differently in {}", pos.to_fen());
        }
    }
    out
}

fn compare(pos: &Position) -> usize {
    let (a, b) = (ours(pos), theirs(pos));
    assert_eq!(a, b, "the two generators differ in {}", pos.to_fen());
    // Routes that take the same pieces to the same square ("keep" lists
    // each) take three pieces at least: the generator looks for twins among
    // captures of three pieces or more only.
    let keep = pos.moves_with(Convention::Keep);
    for (i, a) in keep.iter().enumerate() {
        let twin = keep[i + 1..].iter().find(|b| b.same_effect(a));
        assert!(twin.is_none() || a.capture_count() >= 3, "{a:?} and {twin:?} in {}", pos.to_fen());
    }
    // Counting the moves (perft's last ply) finds as many as listing them.
    let mut scratch = Vec::new();
    for convention in [Convention::Drop, Convention::Keep] {
        let listed = pos.moves_with(convention).len() as u64;
        assert_eq!(
            pos.count_moves(convention, &mut scratch),
            listed,
            "{convention:?} counted in {}",
            pos.to_fen()
        );
    }
    a.len()
}

/// A random placement: up to 16 pieces a side on any squares, men never on
/// their crowning row, kings in varying shares.
fn random_position(rng: &mut Rng) -> Position {
    let size = damas_engine::BoardSize::EightFull;
    let mut free: Vec<u32> = (1..=64).collect();
    for i in (1..free.len()).rev() {
        free.swap(i, rng.below(i + 1));
    }
    let mut free = free.into_iter();
    let king_share = [0u64, 10, 30, 60, 100][rng.below(5)];
    let mut sections = Vec::new();
    for (letter, crown_row) in [('W', 0), ('B', 7)] {
        let count = 1 + rng.below(16);
        let items: Vec<String> = (0..count)
            .map(|_| {
                let square = Square::new(free.next().unwrap(), size).unwrap();
                let king = rng.chance(king_share, 100) || square.row(size) == crown_row;
                format!("{}{}", if king { "K" } else { "" }, square.label(size))
            })
            .collect();
        sections.push(format!("{letter}{}", items.join(",")));
    }
    let side = if rng.chance(1, 2) { 'W' } else { 'B' };
    Position::from_fen(Variant::Turkish, &format!("{side}:{}:{}", sections[0], sections[1])).unwrap()
}

#[test]
fn legal_moves_agree_with_an_independent_generator_on_random_placements() {
    let mut rng = Rng::new(33);
    let (mut positions, mut moves, mut captures) = (0, 0, 0);
    for _ in 0..3000 {
        let pos = random_position(&mut rng);
        moves += compare(&pos);
        captures += pos.must_capture() as usize;
        positions += 1;
    }
    eprintln!("{positions} placements, {moves} legal moves, {captures} with a capture to make");
    assert!(captures > 1000, "too few capture positions to mean much: {captures}");
}

#[test]
fn legal_moves_agree_with_an_independent_generator_along_random_games() {
    let mut rng = Rng::new(9);
    let (mut positions, mut king_positions) = (0, 0);
    for _ in 0..200 {
        let mut pos = Position::start(Variant::Turkish);
        for _ in 0..150 {
            let moves = pos.legal_moves();
            compare(&pos);
            positions += 1;
            king_positions +=
                (pos.count(Color::White, Role::King) + pos.count(Color::Black, Role::King) > 0) as usize;
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
    eprintln!("{positions} positions from random games, {king_positions} with a king");
    assert!(
        positions >= 1000 && king_positions >= 100,
        "{positions} positions, {king_positions} with a king"
    );
}

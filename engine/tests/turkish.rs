//! Turkish draughts (dama), rule by rule: docs/RULES.md#turkish says where
//! each rule comes from. The move generator against an independent one is
//! tests/turkish_independent.rs; perft is tests/data/perft.txt.

use damas_engine::teaching::{Illegal, Verdict};
use damas_engine::{BoardSize, Color, DrawReason, Game, Move, Outcome, Position, Role, Square, Variant};

const T: Variant = Variant::Turkish;

fn pos(fen: &str) -> Position {
    Position::from_fen(T, fen).unwrap()
}

fn sq(name: &str) -> Square {
    Square::from_algebraic(name, BoardSize::EightFull, false).unwrap()
}

/// Every legal move as its full text, sorted.
fn moves(p: &Position) -> Vec<String> {
    let mut out: Vec<String> = p.legal_moves().iter().map(Move::full_text).collect();
    out.sort();
    out
}

fn refusal(p: &Position, path: &[&str]) -> Illegal {
    let squares: Vec<Square> = path.iter().map(|s| sq(s)).collect();
    match p.explain(&squares) {
        Verdict::Illegal(reason) => reason,
        other => panic!("{path:?} is not refused in {}: {other:?}", p.to_fen()),
    }
}

#[test]
fn the_game_starts_with_sixteen_men_each_on_the_second_and_third_rows_and_white_moves_first() {
    let start = Position::start(T);
    assert_eq!(start.side_to_move(), Color::White);
    assert_eq!(start.count(Color::White, Role::Man), 16);
    assert_eq!(start.count(Color::Black, Role::Man), 16);
    for file in "abcdefgh".chars() {
        for (rank, piece) in [(1, None), (2, Some(Color::White)), (3, Some(Color::White)), (4, None)] {
            let at = start.piece_at(sq(&format!("{file}{rank}"))).map(|p| p.color);
            assert_eq!(at, piece, "{file}{rank}");
            let mirrored = start.piece_at(sq(&format!("{file}{}", 9 - rank))).map(|p| p.color);
            assert_eq!(mirrored, piece.map(|c| !c), "{file}{}", 9 - rank);
        }
    }
    // Only the front men can move, each one square straight ahead.
    assert_eq!(moves(&start), ["a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4"]);
}

#[test]
fn a_man_moves_one_square_forwards_or_sideways_never_backwards_or_diagonally() {
    assert_eq!(moves(&pos("W:Wd4:Bh8")), ["d4-c4", "d4-d5", "d4-e4"]);
    assert_eq!(moves(&pos("B:Wa1:Bd5")), ["d5-c5", "d5-d4", "d5-e5"]);
    let p = pos("W:Wd4:Bh8");
    assert_eq!(refusal(&p, &["d4", "d3"]), Illegal::ManNeverMovesBackwards { from: sq("d4"), to: sq("d3") });
    assert_eq!(refusal(&p, &["d4", "e5"]), Illegal::NotOrthogonal { from: sq("d4"), to: sq("e5") });
    assert!(matches!(refusal(&p, &["d4", "d6"]), Illegal::MovesOneSquare { .. }));
}

#[test]
fn a_man_captures_forwards_and_sideways_but_not_backwards() {
    // Black men behind (d3) and beside (c4): only the sideways capture.
    assert_eq!(moves(&pos("W:Wd4:Bd3,c4")), ["d4xb4"]);
    assert_eq!(moves(&pos("W:Wd4:Bd5")), ["d4xd6"]);
    let p = pos("W:Wd4,h1:Bd3,h8");
    assert_eq!(refusal(&p, &["d4", "d2"]), Illegal::ManNeverMovesBackwards { from: sq("d4"), to: sq("d2") });
}

#[test]
fn a_king_moves_like_a_rook_and_captures_from_afar_landing_on_any_free_square_beyond() {
    let alone = pos("W:WKd4:Bh8");
    assert_eq!(alone.legal_moves().len(), 14);
    assert!(moves(&alone).iter().all(|m| m.starts_with("d4-")));
    assert_eq!(moves(&pos("W:WKd1:Bd5")), ["d1xd6", "d1xd7", "d1xd8"]);
    assert!(matches!(refusal(&alone, &["d4", "f6"]), Illegal::NotOrthogonal { .. }));
}

#[test]
fn the_capture_that_takes_most_pieces_is_compulsory_kings_and_men_counting_alike() {
    // c3 takes one king; f3 takes two men: the two men it must be.
    let p = pos("W:Wc3,f3:BKc4,f4,f6");
    assert_eq!(moves(&p), ["f3xf5xf7"]);
    assert!(matches!(refusal(&p, &["c3", "c5"]), Illegal::MajorityLaw { takes: 1, most: 2, .. }));
    // Between captures of as many pieces the player chooses.
    assert_eq!(moves(&pos("W:Wc3,f3:BKc4,f4")), ["c3xc5", "f3xf5"]);
}

#[test]
fn a_captured_piece_leaves_the_board_at_once_so_a_king_may_cross_its_square_later() {
    // a5xc5 lands on e5, takes e7 up the e-file, d8 along the top row, then
    // comes down the c-file across c5, already empty, to take c3.
    let p = pos("W:WKa5:Bc5,e7,d8,c3");
    let all = p.legal_moves();
    assert!(all.iter().all(|m| m.capture_count() == 4), "{:?}", moves(&p));
    let line = p.parse_move("a5xe5xe8xc8xc2").unwrap();
    assert_eq!(line.capture_count(), 4);
    // Where captured pieces stayed until the end, c5 would block the way.
    assert!(all.iter().any(|m| m.path().contains(&sq("c8")) && m.to().column(BoardSize::EightFull) == 2));
}

#[test]
fn a_king_may_not_turn_back_the_way_it_came_between_two_jumps() {
    // After d4xd7 the way back down the d-file is free (d6 is gone) and
    // would take d2 too; turning back is forbidden, so each capture takes one.
    let p = pos("W:WKd4:Bd6,d2");
    assert!(p.legal_moves().iter().all(|m| m.capture_count() == 1), "{:?}", moves(&p));
    assert_eq!(moves(&p), ["d4xd1", "d4xd7", "d4xd8"]);
    assert_eq!(refusal(&p, &["d4", "d7", "d1"]), Illegal::TurnsBack { at: sq("d7") });
}

#[test]
fn a_piece_taken_earlier_in_the_capture_is_gone_and_cannot_be_jumped_again() {
    // d1xb1 (c1), up to b5 (b4), right to e5 (d5), down to e1 (e3); going
    // left along the first row now would pass c1, whose piece is gone.
    let p = pos("W:WKd1:BKc1,b4,d5,e3");
    assert!(p.parse_move("d1xb1xb5xe5xe1").is_ok(), "{:?}", moves(&p));
    assert_eq!(
        refusal(&p, &["d1", "b1", "b5", "e5", "e1", "a1"]),
        Illegal::CapturedPieceGone { at: sq("c1") }
    );
}

#[test]
fn a_man_that_reaches_the_last_row_during_a_capture_goes_on_as_a_man_and_is_crowned_at_the_end() {
    // a6xa8, then along the last row over b8 to c8, as a man would: crowned there.
    let p = pos("W:Wa6:Ba7,b8");
    let all = p.legal_moves();
    assert_eq!(moves(&p), ["a6xa8xc8"]);
    assert!(all[0].promotes());
    assert_eq!(p.after(&all[0]).piece_at(sq("c8")).map(|q| q.role), Some(Role::King));
    // A king on a8 would take c8 from afar; the man sees no piece next to it
    // and stops on a8, crowned.
    let p = pos("W:Wa6:Ba7,c8");
    assert_eq!(moves(&p), ["a6xa8"]);
    assert!(p.legal_moves()[0].promotes());
}

#[test]
fn one_piece_against_one_is_a_draw_at_once_man_or_king() {
    for fen in ["W:WKd4:Bh7", "W:Wd4:Bh7", "B:WKa1:BKh8"] {
        let game = Game::from_position(pos(fen));
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::OnePieceEach)), "{fen}");
    }
    // The capture that leaves one piece each ends the game drawn.
    let mut game = Game::from_position(pos("W:WKd1,a1:Bd5,h8"));
    game.play_text("d1xd6").unwrap();
    assert_eq!(game.outcome(), None);
    let mut game = Game::from_position(pos("W:WKd1:Bd5,h8"));
    game.play_text("d1xd6").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::OnePieceEach)));
    // Not in the diagonal rule sets: two kings against a lone king still play on.
    let brazilian = Game::from_position(Position::from_fen(Variant::Brazilian, "W:WK29:BK4").unwrap());
    assert_eq!(brazilian.outcome(), None);
}

#[test]
fn turkish_moves_and_positions_are_written_with_square_names_never_numbers() {
    let p = Position::start(T);
    assert_eq!(p.parse_move("d3-d4").unwrap().to_string(), "d3-d4");
    assert!(p.parse_move("19-27").is_err());
    assert_eq!(p.algebraic_text(&p.parse_move("d3-d4").unwrap()).as_deref(), Some("d3-d4"));
    assert!(pos("W:WKd1:Bd5").to_fen().contains("Kd1"));
}

#[test]
fn a_mans_step_sideways_counts_toward_the_draw_and_can_repeat_a_position_a_step_forwards_does_not() {
    let mut game = Game::from_position(pos("W:Wa3,c3:Bf6,h6"));
    for text in ["a3-b3", "f6-g6", "b3-a3", "g6-f6"] {
        game.play_text(text).unwrap();
    }
    // Four sideways steps: four moves toward the 20-move draw, and the start
    // position stands on the board for the second time.
    assert_eq!(game.king_moves_in_a_row(), 4);
    assert_eq!(game.repetitions(), 2);
    for text in ["a3-b3", "f6-g6", "b3-a3", "g6-f6"] {
        game.play_text(text).unwrap();
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    // A step forwards starts the count again.
    let mut game = Game::from_position(pos("W:Wa3,c3:Bf6,h6"));
    game.play_text("a3-b3").unwrap();
    game.play_text("f6-f5").unwrap();
    assert_eq!(game.king_moves_in_a_row(), 0);
    assert!(!game.moves()[1].is_reversible() && game.moves()[0].is_reversible());
}

#[test]
fn the_shipped_tables_draw_one_piece_each_and_two_kings_against_one_and_win_three_against_one() {
    use damas_engine::endgame::{EndgameTables, TableValue};
    use damas_engine::search::material_cannot_win;
    let tables = EndgameTables::from_bytes(include_bytes!("../data/endgame/turkish.egdb")).unwrap();
    let value = |fen: &str| tables.probe(&pos(fen), 0).unwrap();
    assert_eq!(value("W:WKa1:Bh7"), TableValue::Draw);
    assert_eq!(value("W:WKd4:BKd8"), TableValue::Draw, "a king facing a king is still one piece each");
    for fen in ["W:WKa1,Kb2:BKh8", "W:WKd4,Ke5:BKa8"] {
        assert_eq!(value(fen), TableValue::Draw, "{fen}");
        assert!(material_cannot_win(&pos(fen)), "{fen}");
    }
    for fen in ["W:WKa1,Kb2,Kc3:BKh8", "W:WKd4,Ke5,Kf3:BKa8"] {
        assert!(matches!(value(fen), TableValue::Win { .. }), "{fen}");
        assert!(!material_cannot_win(&pos(fen)), "{fen}");
    }
}

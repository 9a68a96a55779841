//! Why-illegal explanations: one test per reason, each on a hand-built
//! position, then every legal move (and every beginning of a capture) of
//! many positions of every rule set.

mod common;

use common::Rng;
use damas_engine::teaching::{Illegal, Verdict};
use damas_engine::{BoardSize, Color, Convention, Move, Position, Role, Square, Variant};

fn pos(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(n: u32) -> Square {
    Square::new(n, BoardSize::Ten).expect("square")
}

fn squares(numbers: &[u32]) -> Vec<Square> {
    numbers.iter().map(|&n| sq(n)).collect()
}

fn verdict(p: &Position, path: &[u32]) -> Verdict {
    p.explain(&squares(path))
}

/// The reason `path` is illegal (failing with the legal moves otherwise).
fn illegal(p: &Position, path: &[u32]) -> Illegal {
    match verdict(p, path) {
        Verdict::Illegal(reason) => reason,
        other => panic!("{path:?} in {}: {other:?}; legal: {:?}", p.to_fen(), p.legal_moves()),
    }
}

fn legal(p: &Position, path: &[u32]) -> Move {
    match verdict(p, path) {
        Verdict::Legal(mv) => mv,
        other => panic!("{path:?} in {}: {other:?}; legal: {:?}", p.to_fen(), p.legal_moves()),
    }
}

// ---------------------------------------------------------------------------
// The start of the path.

/// Nothing to explain without a square.
#[test]
fn a_move_needs_squares() {
    let p = Position::start(Variant::Brazilian);
    assert_eq!(p.explain(&[]), Verdict::Illegal(Illegal::NoSquares));
}

/// docs/RULES.md#board-and-numbering: 8×8 boards have squares 1–32, 10×10 boards 1–50.
#[test]
fn a_square_of_the_other_board_is_off_this_board() {
    let p = Position::start(Variant::Brazilian);
    assert_eq!(illegal(&p, &[22, 45]), Illegal::OffBoard { square: sq(45) });
    assert_eq!(illegal(&p, &[33]), Illegal::OffBoard { square: sq(33) });
}

/// docs/RULES.md#common-rules, winning: a player with no legal move on their turn has lost.
#[test]
fn a_side_without_a_move_has_lost() {
    // The man on 29 is stuck behind 25 and 22.
    let p = pos(Variant::Brazilian, "W:W29:B22,25");
    assert_eq!(illegal(&p, &[29, 25]), Illegal::NoLegalMove { side: Color::White });
}

/// docs/RULES.md#common-rules: a move is made by a piece.
#[test]
fn an_empty_square_has_no_piece_to_move() {
    let p = Position::start(Variant::Brazilian);
    assert_eq!(illegal(&p, &[18, 14]), Illegal::EmptySquare { at: sq(18) });
}

/// docs/RULES.md#common-rules: the players move in turn, each only their own pieces.
#[test]
fn a_player_moves_only_their_own_pieces() {
    let p = Position::start(Variant::Brazilian);
    assert_eq!(illegal(&p, &[9, 13]), Illegal::OpponentPiece { at: sq(9) });
}

/// docs/RULES.md#common-rules, winning: a piece may be blocked, with no move at all.
#[test]
fn a_stuck_piece_cannot_move() {
    let p = Position::start(Variant::Brazilian);
    assert_eq!(illegal(&p, &[29]), Illegal::PieceCannotMove { at: sq(29) });
}

/// A selected piece shows the squares it may go to (the board highlights
/// them).
#[test]
fn a_selected_piece_shows_where_it_may_go() {
    let p = Position::start(Variant::Brazilian);
    assert_eq!(verdict(&p, &[22]), Verdict::Incomplete { next: squares(&[17, 18]) });
    assert_eq!(
        p.explain_move(&squares(&[22])),
        Err(Illegal::NoDestination { from: sq(22), next: squares(&[17, 18]) })
    );
}

// ---------------------------------------------------------------------------
// Quiet moves.

/// docs/RULES.md#common-rules: pieces stand and move on the dark squares only — along the
/// diagonals.
#[test]
fn pieces_move_along_diagonals() {
    let p = Position::start(Variant::Brazilian);
    assert_eq!(illegal(&p, &[22, 19]), Illegal::NotDiagonal { from: sq(22), to: sq(19) });
    assert_eq!(illegal(&p, &[22, 22]), Illegal::NotDiagonal { from: sq(22), to: sq(22) });
}

/// docs/RULES.md#common-rules: a man moves one square diagonally, always forwards.
#[test]
fn men_move_only_forwards() {
    let p = pos(Variant::Brazilian, "W:W22:B1");
    assert_eq!(illegal(&p, &[22, 25]), Illegal::ManMovesForwardOnly { from: sq(22), to: sq(25) });
    let black = pos(Variant::Brazilian, "B:W32:B14");
    assert_eq!(illegal(&black, &[14, 9]), Illegal::ManMovesForwardOnly { from: sq(14), to: sq(9) });
}

/// docs/RULES.md#common-rules: a man moves one square diagonally.
#[test]
fn men_move_one_square() {
    let p = pos(Variant::Brazilian, "W:W22:B1");
    assert_eq!(illegal(&p, &[22, 15]), Illegal::MovesOneSquare { role: Role::Man, from: sq(22), to: sq(15) });
}

/// docs/RULES.md#rule-sets, "short king": it moves one square diagonally in any direction.
#[test]
fn short_kings_move_one_square() {
    let p = pos(Variant::English, "W:WK22:B1");
    assert_eq!(
        illegal(&p, &[22, 15]),
        Illegal::MovesOneSquare { role: Role::King, from: sq(22), to: sq(15) }
    );
    assert!(matches!(verdict(&p, &[22, 26]), Verdict::Legal(_)));
}

/// docs/RULES.md#common-rules: a man moves to an empty square.
#[test]
fn the_destination_must_be_empty() {
    let p = pos(Variant::Brazilian, "W:W22,18:B1");
    assert_eq!(illegal(&p, &[22, 18]), Illegal::Occupied { at: sq(18) });
}

/// docs/RULES.md#rule-sets, "flying king": it moves any number of squares along a diagonal,
/// forwards or backwards, as long as the way is free.
#[test]
fn a_flying_kings_path_must_be_free() {
    let p = pos(Variant::Brazilian, "W:WK29,22:B1");
    assert_eq!(illegal(&p, &[29, 15]), Illegal::PathBlocked { from: sq(29), to: sq(15), by: sq(22) });
    assert!(matches!(verdict(&p, &[29, 25]), Verdict::Legal(_)));
}

/// docs/RULES.md#common-rules: capturing is compulsory.
#[test]
fn capture_is_compulsory() {
    let p = pos(Variant::Brazilian, "W:W22,31:B18");
    assert_eq!(illegal(&p, &[31, 27]), Illegal::CaptureIsCompulsory { capturers: squares(&[22]) });
    // The piece that can capture must capture too.
    assert_eq!(illegal(&p, &[22, 17]), Illegal::CaptureIsCompulsory { capturers: squares(&[22]) });
    // And a piece that cannot capture at all is told so when selected.
    assert_eq!(illegal(&p, &[31]), Illegal::CaptureIsCompulsory { capturers: squares(&[22]) });
}

/// docs/RULES.md#common-rules: capturing is compulsory in english too (the rules have no "huffing":
/// docs/RULES.md#rule-sets).
#[test]
fn capture_is_compulsory_in_english_checkers() {
    let p = pos(Variant::English, "B:W18,30:B11,14");
    assert_eq!(illegal(&p, &[11, 16]), Illegal::CaptureIsCompulsory { capturers: squares(&[14]) });
}

/// docs/RULES.md#common-rules: a quiet move is one step (or one slide); the path ends there.
#[test]
fn a_quiet_move_ends_on_its_square() {
    let p = Position::start(Variant::Brazilian);
    assert_eq!(illegal(&p, &[22, 18, 15]), Illegal::MoveEnded { at: sq(18) });
}

// ---------------------------------------------------------------------------
// Captures: the laws.

/// docs/RULES.md#rule-sets, "most pieces": the capture taking the most pieces is compulsory.
#[test]
fn majority_law() {
    // 22x15x6 takes two, 31x24 only one.
    let p = pos(Variant::Brazilian, "W:W22,31:B18,10,27");
    match illegal(&p, &[31, 24]) {
        Illegal::MajorityLaw { takes: 1, most: 2, example } => {
            assert_eq!(example.full_text(), "22x15x6")
        }
        other => panic!("{other:?}"),
    }
    // Selecting the man that takes fewer already says so.
    assert!(matches!(illegal(&p, &[31]), Illegal::MajorityLaw { takes: 1, most: 2, .. }));
    assert_eq!(legal(&p, &[22, 15, 6]).full_text(), "22x15x6");
    // The Russians have no majority law.
    let free = pos(Variant::Russian, "W:W22,31:B18,10,27");
    assert!(matches!(verdict(&free, &[31, 24]), Verdict::Legal(_)));
}

/// docs/RULES.md#rule-sets, "most pieces": a king counts as one piece, like a man.
#[test]
fn majority_law_counts_a_king_as_one_piece() {
    // 21x14 takes a king, 31x24x15 two men.
    let p = pos(Variant::Brazilian, "W:W21,31:BK17,27,19");
    match illegal(&p, &[21, 14]) {
        Illegal::MajorityLaw { takes: 1, most: 2, example } => {
            assert_eq!(example.full_text(), "31x24x15")
        }
        other => panic!("{other:?}"),
    }
}

/// docs/RULES.md#rule-sets, "Italian order": between captures of as many pieces, the one taking
/// most kings is compulsory.
#[test]
fn italian_more_kings_must_be_taken() {
    // The king on 22 takes the king on 18; the man on 31 takes a man.
    let p = pos(Variant::Italian, "W:WK22,31:BK18,27");
    match illegal(&p, &[31, 24]) {
        Illegal::MoreKingsMustBeTaken { takes: 0, most: 1, example } => {
            assert_eq!(example.full_text(), "22x15")
        }
        other => panic!("{other:?}"),
    }
}

/// docs/RULES.md#rule-sets, "Italian order": still equal, the capture made by the king.
#[test]
fn italian_the_king_must_capture() {
    let p = pos(Variant::Italian, "W:WK22,31:B18,27");
    match illegal(&p, &[31, 24]) {
        Illegal::KingMustCapture { example } => assert_eq!(example.full_text(), "22x15"),
        other => panic!("{other:?}"),
    }
    // Elsewhere either capture will do.
    let spanish = pos(Variant::Spanish, "W:WK22,31:B18,27");
    assert!(matches!(verdict(&spanish, &[31, 24]), Verdict::Legal(_)));
}

/// docs/RULES.md#rule-sets (italian): men capture only forwards and never capture a king.
#[test]
fn italian_men_cannot_capture_kings() {
    let p = pos(Variant::Italian, "W:W22:BK18");
    assert_eq!(illegal(&p, &[22, 15]), Illegal::ManCannotCaptureKing { at: sq(18) });
    let english = pos(Variant::English, "W:W22:BK18");
    assert!(matches!(verdict(&english, &[22, 15]), Verdict::Legal(_)));
}

// ---------------------------------------------------------------------------
// Captures: each jump.

/// docs/RULES.md#rule-sets, "men capture backwards": not in spanish — men capture only forwards.
#[test]
fn men_capture_only_forwards() {
    let p = pos(Variant::Spanish, "W:W22:B26");
    assert_eq!(illegal(&p, &[22, 31]), Illegal::MenCaptureForwardOnly { from: sq(22), to: sq(31) });
    // "Nas brasileiras, a pedra pode capturar para a frente e para trás."
    let brazilian = pos(Variant::Brazilian, "W:W22:B26");
    assert!(matches!(verdict(&brazilian, &[22, 31]), Verdict::Legal(_)));
}

/// docs/RULES.md#common-rules: a piece never jumps its own pieces.
#[test]
fn a_piece_cannot_jump_its_own() {
    let p = pos(Variant::Brazilian, "W:W22,18:B1");
    assert_eq!(illegal(&p, &[22, 15]), Illegal::JumpsOwnPiece { at: sq(18) });
}

/// docs/RULES.md#common-rules: a piece never jumps two pieces at once.
#[test]
fn two_pieces_cannot_be_jumped_at_once() {
    let p = pos(Variant::Brazilian, "W:WK29:B22,18");
    assert_eq!(illegal(&p, &[29, 15]), Illegal::TwoPiecesAtOnce { first: sq(22), second: sq(18) });
}

/// docs/RULES.md#common-rules: a jump lands on an empty square: a piece with another right behind
/// it cannot be taken.
#[test]
fn the_landing_square_must_be_empty() {
    let p = pos(Variant::Brazilian, "W:W22:B18,15");
    assert_eq!(illegal(&p, &[22, 15]), Illegal::LandingOccupied { at: sq(15) });
}

/// docs/RULES.md#common-rules and docs/RULES.md#rule-sets, "short king": a man (and a short king)
/// captures an adjacent enemy piece on the diagonal, landing on the empty square right behind it.
#[test]
fn men_and_short_kings_jump_an_adjacent_piece() {
    let p = pos(Variant::Brazilian, "W:W22:B15");
    assert_eq!(
        illegal(&p, &[22, 11]),
        Illegal::JumpsAdjacentOnly { role: Role::Man, from: sq(22), to: sq(11) }
    );
    let english = pos(Variant::English, "W:WK22:B15");
    assert_eq!(
        illegal(&english, &[22, 11]),
        Illegal::JumpsAdjacentOnly { role: Role::King, from: sq(22), to: sq(11) }
    );
    // A flying king captures at a distance.
    let flying = pos(Variant::Brazilian, "W:WK22:B15");
    assert!(matches!(verdict(&flying, &[22, 11]), Verdict::Legal(_)));
}

/// docs/RULES.md#common-rules: no piece is jumped twice.
#[test]
fn a_piece_cannot_be_jumped_twice() {
    // 22x15, then back over 18 again to 22.
    let p = pos(Variant::Brazilian, "W:W22:B18");
    assert_eq!(illegal(&p, &[22, 15, 22]), Illegal::JumpedTwice { at: sq(18) });
    let king = pos(Variant::Brazilian, "W:WK29:B22");
    assert_eq!(illegal(&king, &[29, 15, 29]), Illegal::JumpedTwice { at: sq(22) });
}

/// docs/RULES.md#common-rules: captured pieces leave the board only when the move ends; until then
/// they are in the way.
#[test]
fn a_captured_piece_stays_in_the_way() {
    // The king takes 15 and lands on 18; the man on 8 is behind 15.
    let p = pos(Variant::Brazilian, "W:WK11:B15,8");
    assert_eq!(illegal(&p, &[11, 18, 4]), Illegal::CapturedPieceBlocks { at: sq(15) });
}

/// docs/RULES.md#common-rules, chain captures: after a jump, if the same piece can capture again it
/// goes on, in the same move.
#[test]
fn the_capture_must_go_on() {
    let p = pos(Variant::Brazilian, "W:W22:B18,10");
    assert_eq!(verdict(&p, &[22]), Verdict::Incomplete { next: squares(&[15]) });
    assert_eq!(verdict(&p, &[22, 15]), Verdict::Incomplete { next: squares(&[6]) });
    assert_eq!(
        p.explain_move(&squares(&[22, 15])),
        Err(Illegal::CaptureMustGoOn { at: sq(15), next: squares(&[6]) })
    );
    assert_eq!(legal(&p, &[22, 15, 6]).captured(), squares(&[10, 18]));
}

/// docs/RULES.md#common-rules: each step of a chain capture is a jump over a piece.
#[test]
fn each_step_of_a_capture_jumps_a_piece() {
    let p = pos(Variant::Brazilian, "W:W22:B18,10");
    assert_eq!(illegal(&p, &[22, 15, 11]), Illegal::NoPieceJumped { from: sq(15), to: sq(11) });
}

/// docs/RULES.md#common-rules, chain captures: the move ends only when nothing is left to take —
/// and then it has ended.
#[test]
fn a_capture_ends_when_nothing_is_left_to_take() {
    let p = pos(Variant::Brazilian, "W:W22:B18");
    assert_eq!(illegal(&p, &[22, 15, 11]), Illegal::MoveEnded { at: sq(15) });
}

/// docs/RULES.md#common-rules, chain captures: a flying king with several landing squares, some of
/// which let the capture go on, must land on one of those.
#[test]
fn a_flying_king_lands_where_the_capture_goes_on() {
    // After 29x22 the king may land on 18, 15, 11, 8 or 4; only from 15 does
    // it capture again (15x6 over 10).
    let p = pos(Variant::Brazilian, "W:WK29:B22,10");
    assert_eq!(
        illegal(&p, &[29, 18]),
        Illegal::MustLandWhereCaptureContinues { at: sq(18), allowed: squares(&[15]) }
    );
    assert_eq!(verdict(&p, &[29]), Verdict::Incomplete { next: squares(&[15]) });
    assert!(matches!(verdict(&p, &[29, 15, 1]), Verdict::Legal(_)));
}

/// docs/RULES.md#rule-sets, "flying king": it may land on any empty square beyond the piece it
/// takes, and the capture goes on from there — from any landing square on the way to a capture
/// straight ahead.
#[test]
fn a_flying_king_may_land_anywhere_before_a_capture_straight_ahead() {
    let p = pos(Variant::Brazilian, "W:WK29:B22,11");
    let a = legal(&p, &[29, 18, 4]);
    let b = legal(&p, &[29, 15, 4]);
    assert_eq!(a, b);
    assert_eq!(verdict(&p, &[29]), Verdict::Incomplete { next: squares(&[15, 18]) });
}

/// docs/RULES.md#rule-sets (english), "crowned, move ends": a man reaching the last row during a
/// capture is crowned and the move ends, even when the new king could jump again.
#[test]
fn english_a_man_crowned_in_a_capture_ends_the_move() {
    // 11x2 crowns the man; as a king it could take 6 next.
    let p = pos(Variant::English, "W:W11:B6,7");
    assert_eq!(illegal(&p, &[11, 2, 9]), Illegal::CrownedMoveEnds { at: sq(2) });
    assert!(legal(&p, &[11, 2]).promotes());
    // docs/RULES.md#rule-sets (russian): the man is crowned at once and goes on capturing as a
    // king.
    let russian = pos(Variant::Russian, "W:W11:B6,7");
    assert!(matches!(verdict(&russian, &[11, 2, 9]), Verdict::Legal(_)));
    assert!(matches!(verdict(&russian, &[11, 2, 13]), Verdict::Legal(_)));
}

/// docs/RULES.md#rule-sets (brazilian), "goes on as a man": no flying capture after reaching the
/// last row.
#[test]
fn brazilian_a_man_goes_on_as_a_man() {
    // 11x2, then as a man only the adjacent 6 (2x9), not at a distance.
    let p = pos(Variant::Brazilian, "W:W11:B6,7,13");
    assert!(matches!(verdict(&p, &[11, 2, 9]), Verdict::Legal(_)));
    let far = pos(Variant::Brazilian, "W:W11:B7,9");
    assert_eq!(
        illegal(&far, &[11, 2, 13]),
        Illegal::JumpsAdjacentOnly { role: Role::Man, from: sq(2), to: sq(13) }
    );
}

// ---------------------------------------------------------------------------
// Move text.

/// docs/RULES.md#notation: a quiet move is written 11-15 and a capture 22x15.
#[test]
fn move_text_is_explained_like_its_squares() {
    let p = pos(Variant::Brazilian, "W:W22,31:B18,10,27");
    assert!(matches!(p.explain_text("22x6"), Ok(Verdict::Legal(_))));
    assert!(matches!(
        p.explain_text("31x24"),
        Ok(Verdict::Illegal(Illegal::MajorityLaw { takes: 1, most: 2, .. }))
    ));
    assert_eq!(p.explain_text("22x15"), Ok(Verdict::Incomplete { next: squares(&[6]) }));
    assert!(p.explain_text("22x").is_err());
    // Algebraic: a1 is 29, so c3 is 22.
    let start = Position::start(Variant::Brazilian);
    assert_eq!(
        start.explain_text("c3-c5"),
        Ok(Verdict::Illegal(Illegal::NotDiagonal { from: sq(22), to: sq(14) }))
    );
}

/// docs/RULES.md#notation and docs/RULES.md#rule-sets, "most pieces": a capture written by its two
/// ends that the majority law forbids is explained by the law.
#[test]
fn a_capture_written_by_its_ends_is_explained_by_the_law() {
    // 30x23x16 takes two; 22x15x6x13 and 30x23x14x7 take three.
    let p = pos(Variant::Brazilian, "W:W22,30:B18,10,9,26,19");
    let best = p.legal_moves();
    assert!(best.iter().all(|m| m.capture_count() == 3), "{best:?}");
    let small = p
        .all_captures()
        .into_iter()
        .find(|m| m.from() == sq(30) && m.capture_count() < 3)
        .expect("a smaller capture from 30");
    let text = small.to_string();
    match p.explain_text(&text) {
        Ok(Verdict::Illegal(Illegal::MajorityLaw { takes, most: 3, .. })) => {
            assert_eq!(takes, small.capture_count())
        }
        other => panic!("{text}: {other:?}"),
    }
}

// ---------------------------------------------------------------------------
// Every legal move is legal, every beginning of a capture is incomplete.

const TACTICAL_8: &[&str] = &[
    "W:WK29:B22,10",
    "W:WK29:B22,11",
    "W:WK11:B15,8",
    "W:W22,31:B18,10,27",
    "W:W11:B6,7",
    "W:WK22,31:BK18,27",
    "W:W22,30:B18,10,9,26,19",
    "B:WK32,K5,18,19,27:BK1,K28,10,11,15,16",
    "W:WK1,K32,21,23:B6,7,8,14,15,16,K25,K27",
];

const TACTICAL_10: &[&str] = &[
    "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
    "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
    "W:W6,7,8,9,10:B41,42,43,44,45",
    "W:WK46,28,33:B9,12,19,22,23,32,37",
];

const TACTICAL_FULL: &[&str] = &[
    "W:WKa5:Bc5,e7,d8,c3",
    "W:WKd4:Bd6,d2",
    "W:Wa6:Ba7,b8",
    "W:Wc3,f3:BKc4,f4,f6",
    "B:Wd4,e4,Kh1:Bd5,Kc7,e6",
];

/// Start and tactical positions, and positions of a few random games.
fn positions(variant: Variant, games: usize) -> Vec<Position> {
    let tactical = match variant.size() {
        BoardSize::Eight => TACTICAL_8,
        BoardSize::Ten => TACTICAL_10,
        BoardSize::EightFull => TACTICAL_FULL,
    };
    let mut out = vec![Position::start(variant)];
    for fen in tactical {
        // Some are not valid in every rule set (Thai has fewer men).
        if let Ok(p) = Position::from_fen(variant, fen) {
            out.push(p);
            out.push(p.with_side_to_move(!p.side_to_move()));
        }
    }
    let mut rng = Rng::new(0x5EED ^ variant as u64);
    for _ in 0..games {
        let mut p = Position::start(variant);
        for _ in 0..200 {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            out.push(p);
            p.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
    out
}

fn check_every_legal_path(p: &Position) {
    let drops = p.legal_moves();
    for mv in p.moves_with(Convention::AllPaths) {
        let path = mv.path();
        match p.explain(&path) {
            Verdict::Legal(found) => {
                assert!(found.same_effect(&mv), "{} {:?}: {found:?}", p.to_fen(), mv);
                assert!(drops.contains(&found), "{} {:?}: not a drop move", p.to_fen(), mv);
            }
            other => panic!("{} {:?}: {other:?}", p.to_fen(), mv),
        }
        for len in 1..path.len() {
            match p.explain(&path[..len]) {
                Verdict::Incomplete { next } => {
                    assert!(next.contains(&path[len]), "{} {:?} {len}: {next:?}", p.to_fen(), mv)
                }
                other => panic!("{} {:?} prefix {len}: {other:?}", p.to_fen(), mv),
            }
        }
    }
}

/// Every rule set: every legal move path is `Legal`, every beginning of one
/// is `Incomplete` with its next square.
#[test]
fn every_legal_move_is_legal_in_every_rule_set() {
    for variant in Variant::ALL {
        let all = positions(variant, 6);
        assert!(all.len() > 100, "{variant}: {}", all.len());
        for p in &all {
            check_every_legal_path(p);
        }
    }
}

/// Every two-square path from a piece of the side to move, and every
/// one-square change to a legal capture path: `Legal` exactly when the move
/// generator has that path, and never a reason the rules cannot name.
#[test]
fn explanations_agree_with_the_move_generator() {
    for variant in Variant::ALL {
        let size = variant.size();
        for (i, p) in positions(variant, 3).iter().enumerate() {
            // The start and tactical positions come first.
            if i % 2 != 0 && i > 2 * TACTICAL_8.len() {
                continue;
            }
            let paths: Vec<Vec<Square>> = p.moves_with(Convention::AllPaths).iter().map(Move::path).collect();
            let check = |path: &[Square]| {
                let v = p.explain(path);
                let is_legal = paths.iter().any(|q| q == path);
                assert_eq!(matches!(v, Verdict::Legal(_)), is_legal, "{} {path:?}: {v:?}", p.to_fen());
                assert!(v != Verdict::Illegal(Illegal::NotAMove), "{} {path:?}", p.to_fen());
            };
            for from in size.all_squares() {
                if p.piece_at(from).is_some_and(|q| q.color == p.side_to_move()) {
                    for to in size.all_squares() {
                        check(&[from, to]);
                    }
                }
            }
            let captures: Vec<&Vec<Square>> =
                paths.iter().filter(|q| q.len() > 2 || p.must_capture()).collect();
            // A few of them: some positions have hundreds.
            for path in captures.iter().step_by(captures.len() / 6 + 1) {
                for k in 1..path.len() {
                    for s in size.all_squares() {
                        let mut changed = path[..k].to_vec();
                        changed.push(s);
                        check(&changed);
                        let mut longer = path.to_vec();
                        longer.push(s);
                        check(&longer);
                    }
                }
            }
        }
    }
}

mod random_paths {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// No input makes `explain` panic, and it never fails to name a rule.
        #[test]
        fn any_path_has_an_answer(v in 0usize..8, plies in 0usize..80, seed: u64,
                                  path in proptest::collection::vec(1u32..=50, 0..8)) {
            let variant = Variant::ALL[v];
            let mut rng = common::Rng::new(seed);
            let mut p = Position::start(variant);
            for _ in 0..plies {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(&moves[rng.below(moves.len())]);
            }
            let path: Vec<Square> = path.iter().map(|&n| sq(n)).collect();
            let verdict = p.explain(&path);
            prop_assert!(verdict != Verdict::Illegal(Illegal::NotAMove));
            let text: Vec<String> = path.iter().map(|s| s.to_string()).collect();
            let _ = p.explain_text(&text.join("x"));
        }
    }
}

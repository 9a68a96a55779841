//! One test per rule of `docs/RULES.md`, each on a hand-built position with the exact list of
//! legal moves (full path texts, sorted) or the exact outcome.
//!
//! Square geometry used to build the positions (8×8, White at the bottom
//! moving up): 22's up-left neighbour is 17 and up-right 18; 1's down-left is
//! 5 and down-right 6; 29 is the bottom-left corner and the long diagonal is
//! 29-25-22-18-15-11-8-4. On 10×10, 46 is the bottom-left corner and the
//! long diagonal is 46-41-37-32-28-23-19-14-10-5. Every position was also
//! checked against the independent reference generator of `reference.rs`.

use damas_engine::{
    Color, Convention, DrawReason, Game, Move, Outcome, PlayError, Position, Role, Square, Variant, WinReason,
};

use Variant::*;

const EIGHT: [Variant; 6] = [Brazilian, English, Russian, Spanish, Italian, Thai];
const TEN: [Variant; 2] = [Damas10, International];
/// Men capture backwards too.
const BACKWARDS8: [Variant; 2] = [Brazilian, Russian];
/// Men capture forwards only.
const FORWARDS8: [Variant; 4] = [English, Spanish, Italian, Thai];
const FLYING8: [Variant; 4] = [Brazilian, Russian, Spanish, Thai];
const SHORT8: [Variant; 2] = [English, Italian];
const MAJORITY8: [Variant; 3] = [Brazilian, Spanish, Italian];
const FREE8: [Variant; 3] = [English, Russian, Thai];

fn pos(v: Variant, fen: &str) -> Position {
    Position::from_fen(v, fen).unwrap_or_else(|e| panic!("{v} {fen}: {e}"))
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

fn texts(moves: &[Move]) -> Vec<String> {
    sorted(moves.iter().map(Move::full_text).collect())
}

/// The legal moves ("drop") of a position as sorted full path texts.
fn legal(v: Variant, fen: &str) -> Vec<String> {
    texts(&pos(v, fen).legal_moves())
}

#[track_caller]
fn assert_legal(variants: &[Variant], fen: &str, expected: &[&str]) {
    let want = sorted(expected.iter().map(|s| s.to_string()).collect());
    for &v in variants {
        assert_eq!(legal(v, fen), want, "{v} {fen}");
    }
}

/// The effect of each legal move, `from>to [captured]`, sorted: for moves
/// whose path the "drop" convention may pick either way.
fn effects(v: Variant, fen: &str, convention: Convention) -> Vec<String> {
    let moves = pos(v, fen).moves_with(convention);
    sorted(
        moves
            .iter()
            .map(|m| {
                let caps: Vec<String> = m.captured().iter().map(Square::to_string).collect();
                format!("{}>{} [{}]", m.from(), m.to(), caps.join(","))
            })
            .collect(),
    )
}

/// The FEN after the legal move with this full path text.
#[track_caller]
fn after(v: Variant, fen: &str, full_text: &str) -> String {
    let p = pos(v, fen);
    let mv = p
        .legal_moves()
        .into_iter()
        .find(|m| m.full_text() == full_text)
        .unwrap_or_else(|| panic!("{v} {fen}: no legal move {full_text}"));
    p.after(&mv).to_fen()
}

fn squares(p: &Position, color: Color, role: Role) -> Vec<u8> {
    p.squares_of(color, role).iter().map(|s| s.number()).collect()
}

// ---------------------------------------------------------------------------
// Start positions and the first player.

#[track_caller]
fn check_start(
    v: Variant,
    white: std::ops::RangeInclusive<u8>,
    black: std::ops::RangeInclusive<u8>,
    first: Color,
    moves: &[&str],
) {
    let p = Position::start(v);
    assert_eq!(squares(&p, Color::White, Role::Man), white.collect::<Vec<_>>(), "{v} white men");
    assert_eq!(squares(&p, Color::Black, Role::Man), black.collect::<Vec<_>>(), "{v} black men");
    assert_eq!(p.count(Color::White, Role::King) + p.count(Color::Black, Role::King), 0, "{v} kings");
    assert_eq!(p.side_to_move(), first, "{v} first player");
    assert_eq!(texts(&p.legal_moves()), sorted(moves.iter().map(|s| s.to_string()).collect()), "{v}");
    assert_eq!(Game::new(v).position(), &p, "{v} Game::new");
}

const WHITE_FIRST_8: [&str; 7] = ["21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"];
const WHITE_FIRST_10: [&str; 9] =
    ["31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"];

/// docs/RULES.md#board-and-numbering: brazilian starts with 12 men each on the three nearest rows;
/// White (the light side) moves first.
#[test]
fn start_brazilian() {
    check_start(Brazilian, 21..=32, 1..=12, Color::White, &WHITE_FIRST_8);
}

/// docs/RULES.md#rule-sets (english): 12 men each; Black, the dark side, on 1–12, moves first.
#[test]
fn start_english_black_moves_first() {
    check_start(
        English,
        21..=32,
        1..=12,
        Color::Black,
        &["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"],
    );
    assert_eq!(
        Position::start(English).to_fen(),
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
}

/// docs/RULES.md#rule-sets (russian): 12 men each, White first.
#[test]
fn start_russian() {
    check_start(Russian, 21..=32, 1..=12, Color::White, &WHITE_FIRST_8);
}

/// docs/RULES.md#rule-sets (spanish): 12 men each, White first.
#[test]
fn start_spanish() {
    check_start(Spanish, 21..=32, 1..=12, Color::White, &WHITE_FIRST_8);
}

/// docs/RULES.md#rule-sets (italian): 12 men each, White first.
#[test]
fn start_italian() {
    check_start(Italian, 21..=32, 1..=12, Color::White, &WHITE_FIRST_8);
}

/// docs/RULES.md#rule-sets (thai): 8 men each on the two nearest rows (White 25–32, Black 1–8),
/// White first.
#[test]
fn start_thai_eight_men_on_two_rows() {
    check_start(
        Thai,
        25..=32,
        1..=8,
        Color::White,
        &["25-21", "25-22", "26-22", "26-23", "27-23", "27-24", "28-24"],
    );
    assert_eq!(Position::start(Thai).to_fen(), "W:W25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8");
}

/// docs/RULES.md#rule-sets (damas10): 10×10, 20 men each, White (the light side) first.
#[test]
fn start_damas10() {
    check_start(Damas10, 31..=50, 1..=20, Color::White, &WHITE_FIRST_10);
}

/// docs/RULES.md#rule-sets (international): 10×10, 20 men each, White first.
#[test]
fn start_international() {
    check_start(International, 31..=50, 1..=20, Color::White, &WHITE_FIRST_10);
}

// ---------------------------------------------------------------------------
// Men.

/// docs/RULES.md#common-rules: a man moves one square diagonally, always forwards, to an empty
/// square (never backwards).
#[test]
fn man_moves_one_square_diagonally_forward_only() {
    // White men on 22 and on the edge square 21; a black king far away.
    assert_legal(&EIGHT, "W:W21,22:BK4", &["21-17", "22-17", "22-18"]);
    // Black men move down: 10 to 14/15, the edge man 5 only to 9.
    assert_legal(&EIGHT, "B:W30:B5,10", &["5-9", "10-14", "10-15"]);
    assert_legal(&TEN, "W:W33,36:B3", &["33-28", "33-29", "36-31"]);
    assert_legal(&TEN, "B:W48:B6,8", &["6-11", "8-12", "8-13"]);
}

/// docs/RULES.md#common-rules: a man that ends its move on the last row is crowned (here by a plain
/// move).
#[test]
fn man_reaching_last_row_is_crowned() {
    for v in EIGHT {
        assert_eq!(legal(v, "W:W6:BK32"), ["6-1", "6-2"], "{v}");
        assert_eq!(after(v, "W:W6:BK32", "6-1"), "B:WK1:BK32", "{v}");
        assert!(pos(v, "W:W6:BK32").legal_moves().iter().all(Move::promotes), "{v}");
    }
    for v in TEN {
        assert_eq!(legal(v, "W:W7:BK50"), ["7-1", "7-2"], "{v}");
        assert_eq!(after(v, "W:W7:BK50", "7-2"), "B:WK2:BK50", "{v}");
    }
}

/// docs/RULES.md#rule-sets, "men capture backwards": yes in brazilian, russian, damas10 and
/// international; no in english, spanish, italian and thai.
#[test]
fn men_capture_backwards_only_where_the_rules_say() {
    // Black man 22 right behind the white man 18, 25 free behind it.
    assert_legal(&BACKWARDS8, "W:W18:B22", &["18x25"]);
    assert_legal(&FORWARDS8, "W:W18:B22", &["18-14", "18-15"]);
    // 10×10: black 33 behind white 28, 39 free.
    assert_legal(&TEN, "W:W28:B33", &["28x39"]);
    // Forwards every man captures.
    assert_legal(&EIGHT, "W:W22:B18", &["22x15"]);
}

/// docs/RULES.md#common-rules: a man cannot jump its own pieces, nor two pieces at once, nor a
/// piece with another right behind it.
#[test]
fn man_cannot_jump_own_pieces_or_a_guarded_piece() {
    assert_legal(&EIGHT, "W:W22:B15,18", &["22-17"]);
    assert_legal(&EIGHT, "W:W18,22:BK4", &["18-14", "18-15", "22-17"]);
}

// ---------------------------------------------------------------------------
// Compulsory capture and chains.

/// docs/RULES.md#common-rules: capturing is compulsory, for men and kings alike — here a man (the
/// quiet moves of the other man are not legal).
#[test]
fn capture_is_compulsory_for_men() {
    assert_legal(&EIGHT, "W:W22,31:B18", &["22x15"]);
    assert_legal(&TEN, "W:W28,47:B23", &["28x19"]);
}

/// docs/RULES.md#common-rules: capturing is compulsory for kings too. King 30 must take 26 although
/// it and man 21 have quiet moves; a short king lands right behind, a flying one anywhere beyond.
#[test]
fn capture_is_compulsory_for_kings() {
    assert_legal(&SHORT8, "W:W21,K30:B26", &["30x23"]);
    assert_legal(&FLYING8, "W:W21,K30:B26", &["30x12", "30x16", "30x19", "30x23"]);
}

/// docs/RULES.md#common-rules, chain captures: the move ends only when nothing is left to take:
/// `22x15` alone is not legal.
#[test]
fn chain_capture_cannot_stop_early() {
    assert_legal(&EIGHT, "W:W22:B11,18", &["22x15x8"]);
    assert_legal(&TEN, "W:W38:B24,33", &["38x29x20"]);
    // Kings too: the short king lands on 15 and must go on; so must the
    // flying king, which can only land on 15 (11 is in the way).
    assert_legal(&SHORT8, "W:WK22:B11,18", &["22x15x8"]);
    assert_legal(&FLYING8, "W:WK22:B11,18", &["22x15x4", "22x15x8"]);
}

// ---------------------------------------------------------------------------
// A man on the last row in the middle of a capture.

/// docs/RULES.md#rule-sets, "goes on as a man": a brazilian man reaching the last row mid-capture
/// goes on as a man (not flying) and is crowned only if the move ends there.
#[test]
fn brazilian_man_passing_last_row_goes_on_as_man() {
    // 11x2 reaches row 1-4, then takes 6 backwards as a man and ends on 9.
    assert_legal(&[Brazilian], "W:W11:B6,7", &["11x2x9"]);
    assert_eq!(after(Brazilian, "W:W11:B6,7", "11x2x9"), "B:W9:B");
    assert!(!pos(Brazilian, "W:W11:B6,7").legal_moves()[0].promotes());
    // As a man it cannot take 9 at a distance: the move ends on 2, crowned.
    assert_legal(&[Brazilian], "W:W11:B7,9", &["11x2"]);
    assert_eq!(after(Brazilian, "W:W11:B7,9", "11x2"), "B:WK2:B9");
    assert_legal(&[Brazilian], "W:W11:B7", &["11x2"]);
    assert_eq!(after(Brazilian, "W:W11:B7", "11x2"), "B:WK2:B");
}

/// docs/RULES.md#rule-sets (international): a man passing the last row during a capture stays a man
/// — the same as brazilian, on 10×10.
#[test]
fn international_man_passing_last_row_stays_a_man() {
    assert_legal(&[International], "W:W13:B7,8", &["13x2x11"]);
    assert_eq!(after(International, "W:W13:B7,8", "13x2x11"), "B:W11:B");
    assert_legal(&[International], "W:W13:B8", &["13x2"]);
    assert_eq!(after(International, "W:W13:B8", "13x2"), "B:WK2:B");
}

/// docs/RULES.md#rule-sets (russian), "crowned, goes on as a king": crowned on 2, it goes on as a
/// flying king (landing on 9 or 13; taking 9 at a distance).
#[test]
fn russian_man_crowned_mid_capture_goes_on_as_flying_king() {
    assert_legal(&[Russian], "W:W11:B6,7", &["11x2x13", "11x2x9"]);
    assert_eq!(after(Russian, "W:W11:B6,7", "11x2x9"), "B:WK9:B");
    assert_eq!(after(Russian, "W:W11:B6,7", "11x2x13"), "B:WK13:B");
    assert!(pos(Russian, "W:W11:B6,7").legal_moves().iter().all(Move::promotes));
    assert_legal(&[Russian], "W:W11:B7,9", &["11x2x13"]);
    assert_eq!(after(Russian, "W:W11:B7,9", "11x2x13"), "B:WK13:B");
}

/// docs/RULES.md#rule-sets (damas10), "crowned, goes on as a king": the man is crowned at once and
/// goes on as a (flying) king.
#[test]
fn damas10_man_crowned_mid_capture_goes_on_as_flying_king() {
    assert_legal(&[Damas10], "W:W13:B7,8", &["13x2x11", "13x2x16"]);
    assert_eq!(after(Damas10, "W:W13:B7,8", "13x2x16"), "B:WK16:B");
    // Ending on the last row: crowned for the next move.
    assert_legal(&[Damas10], "W:W13:B8", &["13x2"]);
    assert_eq!(after(Damas10, "W:W13:B8", "13x2"), "B:WK2:B");
}

/// docs/RULES.md#rule-sets (english), "crowned, move ends": a man reaching the last row during a
/// capture is crowned and the move ends, even though the new king could take 6.
#[test]
fn english_man_crowned_during_capture_stops() {
    assert_legal(&[English], "W:W11:B6,7", &["11x2"]);
    assert_eq!(after(English, "W:W11:B6,7", "11x2"), "B:WK2:B6");
}

/// docs/RULES.md#rule-sets (spanish, italian, thai), "crowned, move ends" (men capture forwards
/// only; the new flying king of spanish and thai does not go on).
#[test]
fn spanish_italian_thai_crowning_ends_the_move() {
    assert_legal(&[Spanish, Italian, Thai], "W:W11:B6,7", &["11x2"]);
    for v in [Spanish, Italian, Thai] {
        assert_eq!(after(v, "W:W11:B6,7", "11x2"), "B:WK2:B6", "{v}");
    }
}

// ---------------------------------------------------------------------------
// Italian.

/// docs/RULES.md#rule-sets (italian): a man never captures a king: the man on 22 cannot take the
/// king on 18 (only its quiet move is left), nor end a chain by taking the king on 11; elsewhere it
/// can.
#[test]
fn italian_man_cannot_capture_a_king() {
    assert_legal(&[Italian], "W:W22:BK18", &["22-17"]);
    assert_legal(&[English, Spanish, Thai, Brazilian, Russian], "W:W22:BK18", &["22x15"]);
    assert_legal(&[Italian], "W:W22:B18,K11", &["22x15"]);
    assert_legal(&[English, Spanish, Thai, Brazilian, Russian], "W:W22:B18,K11", &["22x15x8"]);
}

/// docs/RULES.md#rule-sets (italian): the restriction is on the man only: an Italian king takes a
/// king.
#[test]
fn italian_king_can_capture_a_king() {
    assert_legal(&[Italian], "W:WK22:BK18", &["22x15"]);
}

/// docs/RULES.md#rule-sets, "Italian order": most pieces first — two men beat one king.
#[test]
fn italian_most_pieces_first() {
    // 21x14x7 takes men 17 and 10; king 27 could take only king 23.
    assert_legal(&[Italian], "W:W21,K27:B10,17,K23", &["21x14x7"]);
}

/// docs/RULES.md#rule-sets, "Italian order": between captures of as many pieces, the one taking
/// most kings: both kings take one piece; the one taking the king 19 is compulsory.
#[test]
fn italian_most_kings_among_equal_counts() {
    assert_legal(&[Italian], "W:WK22,K24:B18,K19", &["24x15"]);
    assert_legal(&[English], "W:WK22,K24:B18,K19", &["22x15", "24x15"]);
}

/// docs/RULES.md#rule-sets, "Italian order": still equal, the capture made by the king: man 21 and
/// king 23 each take one man; the king's capture is compulsory. (Under brazilian rules both are
/// legal.)
#[test]
fn italian_capture_by_the_king_among_equals() {
    assert_legal(&[Italian], "W:W21,K23:B17,19", &["23x16"]);
    assert_legal(&[Brazilian], "W:W21,K23:B17,19", &["21x14", "23x12", "23x16"]);
}

// ---------------------------------------------------------------------------
// The majority law and free choice.

/// docs/RULES.md#rule-sets, "most pieces" (the majority law of brazilian, spanish, damas10 and
/// international): a king counts as one piece. Two men beat one king; free-choice rule sets allow
/// both.
#[test]
fn majority_law_counts_a_king_as_one_piece() {
    let fen = "W:W21,23:B10,17,K19";
    assert_legal(&MAJORITY8, fen, &["21x14x7"]);
    assert_legal(&FREE8, fen, &["21x14x7", "23x16"]);
    // 10×10: 36x27x18 takes men 31 and 22; 38x29 takes only king 33.
    assert_legal(&TEN, "W:W36,38:B22,31,K33", &["36x27x18"]);
}

/// docs/RULES.md#rule-sets: with the majority law, the player chooses between captures taking as
/// many pieces; english, russian and thai have no majority law ("any"): the one-piece captures of
/// man 23 are legal there.
#[test]
fn free_choice_between_equal_maxima_and_any_capture_without_majority() {
    let fen = "W:W23,30,31:B17,19,25,27";
    assert_legal(&MAJORITY8, fen, &["30x21x14", "31x24x15"]);
    assert_legal(&[English, Thai], fen, &["23x16", "30x21x14", "31x24x15"]);
    // Russian men also capture backwards: 23x32 takes 27.
    assert_legal(&[Russian], fen, &["23x16", "23x32", "30x21x14", "31x24x15"]);
    assert_legal(&TEN, "W:W36,45:B22,29,31,40", &["36x27x18", "45x34x23"]);
}

// ---------------------------------------------------------------------------
// Kings.

/// docs/RULES.md#rule-sets, "flying king": it moves any number of empty squares along a diagonal; a
/// "short king" (english, italian) moves one square at a time.
#[test]
fn flying_king_moves_at_distance_short_king_one_square() {
    assert_legal(&FLYING8, "W:WK29:B4", &["29-11", "29-15", "29-18", "29-22", "29-25", "29-8"]);
    assert_legal(&SHORT8, "W:WK29:B4", &["29-25"]);
    assert_legal(
        &TEN,
        "W:WK46:B5",
        &["46-10", "46-14", "46-19", "46-23", "46-28", "46-32", "46-37", "46-41"],
    );
    assert_legal(&SHORT8, "W:WK22:B4", &["22-17", "22-18", "22-25", "22-26"]);
}

/// docs/RULES.md#rule-sets, "flying king": it captures at a distance, over an enemy piece with an
/// empty square behind it, and may land on any empty square beyond. A short king cannot capture at
/// a distance.
#[test]
fn flying_king_captures_at_distance_and_lands_on_any_free_square_beyond() {
    assert_legal(&FLYING8, "W:WK29:B15", &["29x11", "29x4", "29x8"]);
    assert_legal(&SHORT8, "W:WK29:B15", &["29-25"]);
    assert_legal(&TEN, "W:WK46:B28", &["46x10", "46x14", "46x19", "46x23", "46x5"]);
}

/// docs/RULES.md#rule-sets (thai): the flying king may land on any empty square beyond the captured
/// piece (not only right behind it).
#[test]
fn thai_king_lands_on_any_free_square_beyond() {
    assert_legal(&[Thai], "W:WK29:B15", &["29x11", "29x4", "29x8"]);
    assert_legal(&[Thai], "W:WK22:B11", &["22x4", "22x8"]);
}

/// docs/RULES.md#rule-sets, "short king": it captures an adjacent piece forwards or backwards,
/// landing right behind it.
#[test]
fn short_king_captures_adjacent_piece_forwards_or_backwards() {
    assert_legal(&SHORT8, "W:WK18:B22", &["18x25"]);
    assert_legal(&FLYING8, "W:WK18:B22", &["18x25", "18x29"]);
    assert_legal(&SHORT8, "W:WK22:B11", &["22-17", "22-18", "22-25", "22-26"]);
    assert_legal(&FLYING8, "W:WK22:B11", &["22x4", "22x8"]);
}

/// docs/RULES.md#common-rules, chain captures: a flying king with several landing squares, some of
/// which let the capture go on, must land on one of those. Taking 18, the king must land on 11 (to
/// take 7), not on 15, 8 or 4.
#[test]
fn flying_king_must_land_where_the_capture_goes_on() {
    assert_legal(&FLYING8, "W:WK29:B7,18", &["29x11x2"]);
    assert_legal(&SHORT8, "W:WK29:B7,18", &["29-25"]);
}

/// docs/RULES.md#common-rules: captured pieces stay on the board until the move ends, in the way.
/// Having taken 18, the king cannot come back over it to take 25 (nor, having taken 25, go back
/// over it to take 18): every capture takes one piece.
#[test]
fn captured_pieces_block_until_the_move_ends() {
    assert_legal(&FLYING8, "W:WK22:B18,25", &["22x11", "22x15", "22x29", "22x4", "22x8"]);
    assert_legal(&SHORT8, "W:WK22:B18,25", &["22x15", "22x29"]);
}

/// docs/RULES.md#common-rules: no piece is jumped twice. The short king goes round 18, 19, 27, 26
/// back to 22 and stops although 18 is again next to it with 15 free.
#[test]
fn no_piece_is_jumped_twice() {
    for v in SHORT8 {
        let fen = "W:WK22:B18,19,26,27";
        assert_eq!(effects(v, fen, Convention::Drop), ["22>22 [18,19,26,27]"], "{v}");
        let p = pos(v, fen);
        let mv = p.legal_moves()[0];
        assert_eq!(mv.capture_count(), 4);
        assert_eq!(p.after(&mv).to_fen(), "B:WK22:B", "{v}");
    }
}

/// docs/RULES.md#notation, "one move, several paths" and docs/RULES.md#perft: "drop" merges two
/// captures that take the same pieces by different routes (the legal move list), and `Convention`:
/// the two ways round the square are one legal move, while `Keep` and `AllPaths` list both paths.
/// For a flying king, `AllPaths` also lists each landing square before a straight-ahead capture,
/// `Keep` counts that continuation once (as the published "keep" figures do).
#[test]
fn drop_convention_merges_equal_captures() {
    let fen = "W:WK22:B18,19,26,27";
    for v in SHORT8 {
        assert_eq!(pos(v, fen).legal_moves().len(), 1, "{v}");
        let both = ["22x15x24x31x22", "22x31x24x15x22"];
        assert_eq!(texts(&pos(v, fen).moves_with(Convention::Keep)), both, "{v}");
        assert_eq!(texts(&pos(v, fen).moves_with(Convention::AllPaths)), both, "{v}");
    }
    // The flying king takes 22, lands on 18 or 15, then takes 11 and lands on
    // 8 or 4: two moves, four landing sequences.
    let fen = "W:WK29:B11,22";
    for v in FLYING8 {
        assert_eq!(effects(v, fen, Convention::Drop), ["29>4 [11,22]", "29>8 [11,22]"], "{v}");
        assert_eq!(
            texts(&pos(v, fen).moves_with(Convention::AllPaths)),
            ["29x15x4", "29x15x8", "29x18x4", "29x18x8"],
            "{v}"
        );
        assert_eq!(pos(v, fen).moves_with(Convention::Keep).len(), 2, "{v}");
        // Any of the paths names the move.
        let drop = pos(v, fen).legal_moves();
        for text in ["29x15x4", "29x18x4", "29x4"] {
            let mv = pos(v, fen).parse_move(text).unwrap();
            assert!(drop.iter().any(|m| m.same_effect(&mv)), "{v} {text}");
        }
    }
}

// ---------------------------------------------------------------------------
// End of the game: losses and draws, through `Game`.

fn game(v: Variant, fen: &str) -> Game {
    Game::from_position(pos(v, fen))
}

/// docs/RULES.md#common-rules, winning: a player with no legal move on their turn (every piece
/// blocked) loses.
#[test]
fn blocked_side_loses() {
    let blocked = Outcome::Win { winner: Color::Black, reason: WinReason::Blocked };
    for v in EIGHT {
        let g = game(v, "W:W29:B22,25");
        assert!(g.position().legal_moves().is_empty(), "{v}");
        assert_eq!(g.outcome(), Some(blocked), "{v}");
    }
    for v in TEN {
        assert_eq!(game(v, "W:W46:B37,41").outcome(), Some(blocked), "{v}");
    }
    // Black blocked (the English first player): 1 is hemmed in by 5, 6, 10.
    let g = game(English, "B:W5,6,10:B1");
    assert_eq!(g.outcome(), Some(Outcome::Win { winner: Color::White, reason: WinReason::Blocked }));
}

/// docs/RULES.md#common-rules, winning: a player with no pieces left loses.
#[test]
fn side_without_pieces_loses() {
    let won = Outcome::Win { winner: Color::White, reason: WinReason::NoPieces };
    for v in EIGHT {
        let mut g = game(v, "W:W22:B18");
        assert!(g.outcome().is_none(), "{v}");
        g.play_text("22x15").unwrap();
        assert_eq!(g.outcome(), Some(won), "{v}");
        assert!(g.legal_moves().is_empty(), "{v}");
        assert_eq!(
            g.play_text("15-11"),
            Err(damas_engine::notation::TextPlayError::Play(PlayError::GameOver(won))),
            "{v}"
        );
    }
    for v in TEN {
        let mut g = game(v, "W:W28:B23");
        g.play_text("28x19").unwrap();
        assert_eq!(g.outcome(), Some(won), "{v}");
    }
    assert_eq!(game(Brazilian, "B:W22:B").outcome(), Some(won));
}

/// King moves that never capture, never let the opponent capture and never
/// lead to a position seen before (so no other rule ends the game).
fn wander(g: &mut Game, n: usize) {
    wander_avoiding(g, n, &[]);
}

/// The same, never landing on the squares `avoid`.
fn wander_avoiding(g: &mut Game, n: usize, avoid: &[u8]) {
    for _ in 0..n {
        let pos = *g.position();
        let fresh: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| {
                let after = pos.after(m);
                m.is_king_move()
                    && !m.is_capture()
                    && !avoid.contains(&m.to().number())
                    && !after.must_capture()
                    && !g.positions().contains(&after)
            })
            .collect();
        assert!(!fresh.is_empty(), "no fresh quiet king move in {}", pos.to_fen());
        // A deterministic spread of choices keeps the kings out of corners.
        let next = fresh[g.moves().len() * 7 % fresh.len()];
        g.play(&next).unwrap();
    }
}

const KINGS_ONLY: [(Variant, &str); 8] = [
    (Brazilian, "W:WK29,K30:BK3,K4"),
    (English, "B:WK29,K30:BK3,K4"),
    (Russian, "W:WK29,K30:BK3,K4"),
    (Spanish, "W:WK29,K30:BK3,K4"),
    (Italian, "W:WK29,K30:BK3,K4"),
    (Thai, "W:WK29,K30:BK3,K4"),
    (Damas10, "W:WK46,K47:BK4,K5"),
    (International, "W:WK46,K47:BK4,K5"),
];

/// docs/RULES.md#draws: 20 moves in a row, counting both players' moves, made only with kings and
/// without a capture, draw (in every rule set, 10×10 included). 19 do not draw.
#[test]
fn twenty_king_moves_without_capture_draw() {
    for (v, fen) in KINGS_ONLY {
        let mut g = game(v, fen);
        wander(&mut g, 19);
        assert_eq!(g.king_moves_in_a_row(), 19, "{v}");
        assert_eq!(g.outcome(), None, "{v}");
        wander(&mut g, 1);
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::KingMoves)), "{v}");
        assert!(g.legal_moves().is_empty(), "{v}");
    }
}

/// docs/RULES.md#draws: a man move or a capture starts the king-move count again.
#[test]
fn man_move_or_capture_restarts_the_king_move_count() {
    // The man on the edge square 5 (6 on 10×10) cannot be captured, nor can
    // the king it becomes on 1; the kings keep off 1.
    for (v, fen, man_move) in
        [(Brazilian, "W:WK29,K30,5:BK3,K4", "5-1"), (Damas10, "W:WK46,K47,6:BK4,K5", "6-1")]
    {
        let mut g = game(v, fen);
        wander_avoiding(&mut g, 10, &[1]);
        assert_eq!(g.king_moves_in_a_row(), 10, "{v}");
        g.play_text(man_move).unwrap();
        assert_eq!(g.king_moves_in_a_row(), 0, "{v}");
        wander(&mut g, 19);
        assert_eq!(g.outcome(), None, "{v}");
        wander(&mut g, 1);
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::KingMoves)), "{v}");
    }
    // A king capture does not count as a king move.
    let mut g = game(Brazilian, "W:WK29:BK3,18");
    g.play_text("29x15").unwrap();
    assert_eq!(g.king_moves_in_a_row(), 0);
    g.play_text("3-7").unwrap();
    assert_eq!(g.king_moves_in_a_row(), 1);
}

/// docs/RULES.md#draws: the same position with the same player to move, for the third time, draws.
#[test]
fn threefold_repetition_draws() {
    for v in Variant::ALL {
        let (fen, cycle) = match v.size() {
            damas_engine::BoardSize::Eight => ("W:WK32:BK1", ["32-28", "1-5", "28-32", "5-1"]),
            damas_engine::BoardSize::Ten => ("W:WK46:BK1", ["46-41", "1-6", "41-46", "6-1"]),
            // One piece each would be drawn at once: two a side, out of reach.
            damas_engine::BoardSize::EightFull => {
                ("W:WKa1,Kc3:BKh8,Kf6", ["a1-b1", "h8-g8", "b1-a1", "g8-h8"])
            }
        };
        let mut g = game(v, fen);
        for m in cycle {
            g.play_text(m).unwrap();
        }
        assert_eq!(g.repetitions(), 2, "{v}");
        assert_eq!(g.outcome(), None, "{v}");
        for m in &cycle[..3] {
            g.play_text(m).unwrap();
        }
        assert_eq!(g.outcome(), None, "{v}");
        g.play_text(cycle[3]).unwrap();
        assert_eq!(g.repetitions(), 3, "{v}");
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)), "{v}");
    }
}

/// docs/RULES.md#draws: one player offers a draw and the other accepts.
#[test]
fn draw_by_agreement() {
    for v in Variant::ALL {
        let mut g = Game::new(v);
        g.agree_draw();
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Agreement)), "{v}");
        assert!(g.legal_moves().is_empty(), "{v}");
        let first = g.position().legal_moves()[0];
        assert_eq!(g.play(&first), Err(PlayError::GameOver(Outcome::Draw(DrawReason::Agreement))), "{v}");
    }
}

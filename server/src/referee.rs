//! The engine as referee: rule sets, replaying a game, checking a move,
//! PDN (`room.rs` holds a room's `Game`; every rule is asked of here).

use damas_engine::notation::{GameResult, MoveTextError, PdnGame};
use damas_engine::teaching::IllegalKind;
use damas_engine::{Color, Game, Outcome, Variant};
use damas_protocol::EndReason;
use damas_texts::English;

pub use damas_engine::{Color as Side, Variant as RuleSet};

/// Why a move was refused: a stable code (snake_case) and the reason in
/// the catalogue's English (`damas-texts`), as the app words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// Stable code: the rule broken (`capture_is_compulsory`,
    /// `man_moves_forward_only`, …) or what is wrong with the text
    /// (`bad_square`, `ambiguous`, …).
    pub code: String,
    /// The engine's words.
    pub message: String,
}

/// The wire code of a broken rule: written out, so that renaming a rule in
/// the engine never changes what clients read.
pub fn rule_code(kind: IllegalKind) -> &'static str {
    match kind {
        IllegalKind::NoSquares => "no_squares",
        IllegalKind::OffBoard => "off_board",
        IllegalKind::NoLegalMove => "no_legal_move",
        IllegalKind::EmptySquare => "empty_square",
        IllegalKind::OpponentPiece => "opponent_piece",
        IllegalKind::PieceCannotMove => "piece_cannot_move",
        IllegalKind::NoDestination => "no_destination",
        IllegalKind::NotDiagonal => "not_diagonal",
        IllegalKind::NotOrthogonal => "not_orthogonal",
        IllegalKind::ManMovesForwardOnly => "man_moves_forward_only",
        IllegalKind::ManNeverMovesBackwards => "man_never_moves_backwards",
        IllegalKind::MovesOneSquare => "moves_one_square",
        IllegalKind::Occupied => "occupied",
        IllegalKind::PathBlocked => "path_blocked",
        IllegalKind::CaptureIsCompulsory => "capture_is_compulsory",
        IllegalKind::MajorityLaw => "majority_law",
        IllegalKind::MoreKingsMustBeTaken => "more_kings_must_be_taken",
        IllegalKind::KingMustCapture => "king_must_capture",
        IllegalKind::ManCannotCaptureKing => "man_cannot_capture_king",
        IllegalKind::MenCaptureForwardOnly => "men_capture_forward_only",
        IllegalKind::JumpsOwnPiece => "jumps_own_piece",
        IllegalKind::JumpedTwice => "jumped_twice",
        IllegalKind::CapturedPieceBlocks => "captured_piece_blocks",
        IllegalKind::CapturedPieceGone => "captured_piece_gone",
        IllegalKind::TurnsBack => "turns_back",
        IllegalKind::TwoPiecesAtOnce => "two_pieces_at_once",
        IllegalKind::NoPieceJumped => "no_piece_jumped",
        IllegalKind::JumpsAdjacentOnly => "jumps_adjacent_only",
        IllegalKind::LandingOccupied => "landing_occupied",
        IllegalKind::MustLandWhereCaptureContinues => "must_land_where_capture_continues",
        IllegalKind::CaptureMustGoOn => "capture_must_go_on",
        IllegalKind::CrownedMoveEnds => "crowned_move_ends",
        IllegalKind::MoveEnded => "move_ended",
        IllegalKind::NotAMove => "not_a_move",
    }
}

/// The wire code of a move text that names no move.
pub fn text_code(error: &MoveTextError) -> &'static str {
    match error {
        MoveTextError::Empty => "empty",
        MoveTextError::BadSquare(_) => "bad_square",
        MoveTextError::OffBoard(_) => "off_board",
        MoveTextError::TooShort => "too_short",
        MoveTextError::Illegal(_) => "illegal",
        MoveTextError::Ambiguous(_) => "ambiguous",
    }
}

/// Reads a rule set's name (`brazilian`, `english`, …).
pub fn rule_set(name: &str) -> Option<Variant> {
    name.parse().ok()
}

/// The side that moves first in a rule set.
pub fn first_side(variant: Variant) -> Color {
    variant.rules().first
}

/// Replays stored moves (full texts, as written by [`check_move`]).
pub fn replay(variant: Variant, moves: &[String]) -> Result<Game, String> {
    let mut game = Game::new(variant);
    for (ply, text) in moves.iter().enumerate() {
        game.play_text(text).map_err(|e| format!("stored move {ply} ({text}) does not replay: {e}"))?;
    }
    Ok(game)
}

/// Checks a move text in the game's current position; on success returns
/// the move's full text (every landing square), which is what is stored.
pub fn check_move(game: &Game, text: &str) -> Result<String, Refusal> {
    let pos = game.position();
    if text.len() > 200 {
        return Err(Refusal { code: "bad_move_text".into(), message: "move text too long".into() });
    }
    match pos.explain_move_text(text) {
        Ok(Ok(mv)) => Ok(mv.full_text()),
        Ok(Err(reason)) => Err(Refusal {
            code: rule_code(reason.kind()).into(),
            message: English::get().illegal(&reason, pos.size()),
        }),
        Err(e) => Err(text_refusal(&e)),
    }
}

fn text_refusal(e: &MoveTextError) -> Refusal {
    Refusal { code: text_code(e).into(), message: e.to_string() }
}

/// Whether `text` names the same move as `stored` in the position before
/// ply `ply` of `game` (a repeated request).
pub fn same_move_at(game: &Game, ply: usize, text: &str, stored: &str) -> bool {
    let Some(pos) = game.positions().get(ply) else { return false };
    match (pos.parse_move(text), pos.parse_move(stored)) {
        (Ok(a), Ok(b)) => a.same_effect(&b),
        _ => false,
    }
}

/// The side to move at ply `ply` of `game`.
pub fn side_at(game: &Game, ply: usize) -> Option<Color> {
    game.positions().get(ply).map(|p| p.side_to_move())
}

/// How the rules ended the game: the winning side (none for a draw) and
/// why.
pub fn rules_outcome(game: &Game) -> Option<(Option<Color>, EndReason)> {
    game.outcome().map(|o| {
        let winner = match o {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        };
        (winner, EndReason::of(o))
    })
}

/// The game in PDN, with the room's tags and its result (`*` while it goes on
/// or when the room expired).
pub fn pdn(game: &Game, tags: Vec<(String, String)>, winner: Option<Option<Color>>) -> String {
    let mut out = PdnGame::from_game(game, tags);
    out.set_result(winner.map(|w| match w {
        Some(Color::White) => GameResult::WhiteWins,
        Some(Color::Black) => GameResult::BlackWins,
        None => GameResult::Draw,
    }));
    out.to_string()
}

/// The FEN of the current position.
pub fn fen(game: &Game) -> String {
    game.position().to_fen()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The broken rules' codes clients read, in the order of
    /// `IllegalKind::ALL`: written out here, so that a renamed rule or code
    /// fails this test instead of changing the wire.
    const RULE_CODES: [&str; 34] = [
        "no_squares",
        "off_board",
        "no_legal_move",
        "empty_square",
        "opponent_piece",
        "piece_cannot_move",
        "no_destination",
        "not_diagonal",
        "not_orthogonal",
        "man_moves_forward_only",
        "man_never_moves_backwards",
        "moves_one_square",
        "occupied",
        "path_blocked",
        "capture_is_compulsory",
        "majority_law",
        "more_kings_must_be_taken",
        "king_must_capture",
        "man_cannot_capture_king",
        "men_capture_forward_only",
        "jumps_own_piece",
        "jumped_twice",
        "captured_piece_blocks",
        "captured_piece_gone",
        "turns_back",
        "two_pieces_at_once",
        "no_piece_jumped",
        "jumps_adjacent_only",
        "landing_occupied",
        "must_land_where_capture_continues",
        "capture_must_go_on",
        "crowned_move_ends",
        "move_ended",
        "not_a_move",
    ];

    #[test]
    fn every_broken_rule_keeps_its_own_code_on_the_wire() {
        let codes: Vec<&str> = IllegalKind::ALL.iter().map(|&k| rule_code(k)).collect();
        assert_eq!(codes, RULE_CODES);
        let distinct: std::collections::HashSet<&&str> = codes.iter().collect();
        assert_eq!(distinct.len(), codes.len(), "{codes:?}");
    }

    #[test]
    fn every_move_text_error_keeps_its_own_code_on_the_wire() {
        let errors = [
            MoveTextError::Empty,
            MoveTextError::BadSquare("x".into()),
            MoveTextError::OffBoard(99),
            MoveTextError::TooShort,
            MoveTextError::Illegal("22-26".into()),
            MoveTextError::Ambiguous(vec!["1x10".into(), "1x12".into()]),
        ];
        let codes: Vec<&str> = errors.iter().map(text_code).collect();
        assert_eq!(codes, ["empty", "bad_square", "off_board", "too_short", "illegal", "ambiguous"]);
    }

    #[test]
    fn refuses_with_the_rule() {
        let game = Game::new(Variant::Brazilian);
        assert_eq!(check_move(&game, "22-18").unwrap(), "22-18");
        let r = check_move(&game, "22-26").unwrap_err();
        assert_eq!(r.code, "man_moves_forward_only");
        assert_eq!(check_move(&game, "hello").unwrap_err().code, "bad_square");
        assert_eq!(check_move(&game, "").unwrap_err().code, "empty");
    }

    #[test]
    fn replays_and_recognises_a_repeat() {
        let game = replay(Variant::Brazilian, &["22-18".into(), "11-15".into()]).unwrap();
        assert!(same_move_at(&game, 0, "22-18", "22-18"));
        assert!(!same_move_at(&game, 0, "21-17", "22-18"));
        assert!(replay(Variant::Brazilian, &["22-26".into()]).is_err());
    }
}

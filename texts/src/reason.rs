//! Which message of the catalogue says why a move is illegal.

use damas_engine::teaching::Illegal;
use damas_engine::Role;

use crate::message::{Arg, Message};

/// The `reason-*` message that explains `reason`, with its data.
///
/// ```
/// use damas_engine::{BoardSize, Square};
/// use damas_engine::teaching::Illegal;
/// use damas_texts::{reason, Arg};
/// let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
/// let message = reason::illegal(&Illegal::Occupied { at: sq(18) });
/// assert_eq!(message.id, "reason-occupied");
/// assert_eq!(message.args, vec![("square", Arg::Square(sq(18)))]);
/// ```
pub fn illegal(reason: &Illegal) -> Message {
    use Arg::{Count, Move, Side, Square as At, Squares};
    use Illegal::*;
    fn m<const N: usize>(id: &'static str, args: [(&'static str, Arg); N]) -> Message {
        Message::with(id, args)
    }
    match reason {
        NoSquares => Message::plain("reason-no-squares"),
        OffBoard { square } => m("reason-off-board", [("square", At(*square))]),
        NoLegalMove { side } => m("reason-no-legal-move", [("side", Side(*side))]),
        EmptySquare { at } => m("reason-empty-square", [("square", At(*at))]),
        OpponentPiece { at } => m("reason-opponent-piece", [("square", At(*at))]),
        PieceCannotMove { at } => m("reason-piece-cannot-move", [("square", At(*at))]),
        NoDestination { from, next } => {
            m("reason-no-destination", [("from", At(*from)), ("squares", Squares(next.clone()))])
        }
        NotDiagonal { from, to } => m("reason-not-diagonal", [("from", At(*from)), ("to", At(*to))]),
        NotOrthogonal { from, to } => m("reason-not-orthogonal", [("from", At(*from)), ("to", At(*to))]),
        ManMovesForwardOnly { from, to } => {
            m("reason-man-moves-forward-only", [("from", At(*from)), ("to", At(*to))])
        }
        ManNeverMovesBackwards { from, to } => {
            m("reason-man-never-moves-backwards", [("from", At(*from)), ("to", At(*to))])
        }
        MovesOneSquare { role: Role::Man, .. } => Message::plain("reason-man-moves-one-square"),
        MovesOneSquare { role: Role::King, .. } => Message::plain("reason-king-moves-one-square"),
        Occupied { at } => m("reason-occupied", [("square", At(*at))]),
        PathBlocked { from, to, by } => {
            m("reason-path-blocked", [("from", At(*from)), ("to", At(*to)), ("blocker", At(*by))])
        }
        CaptureIsCompulsory { capturers } => {
            m("reason-capture-is-compulsory", [("squares", Squares(capturers.clone()))])
        }
        MajorityLaw { takes, most, example } => m(
            "reason-majority-law",
            [("count", Count(*takes)), ("most", Count(*most)), ("move", Move(*example))],
        ),
        MoreKingsMustBeTaken { takes, most, example } => m(
            "reason-more-kings-must-be-taken",
            [("count", Count(*takes)), ("most", Count(*most)), ("move", Move(*example))],
        ),
        KingMustCapture { example } => m("reason-king-must-capture", [("move", Move(*example))]),
        ManCannotCaptureKing { at } => m("reason-man-cannot-capture-king", [("square", At(*at))]),
        MenCaptureForwardOnly { from, to } => {
            m("reason-men-capture-forward-only", [("from", At(*from)), ("to", At(*to))])
        }
        JumpsOwnPiece { at } => m("reason-jumps-own-piece", [("square", At(*at))]),
        JumpedTwice { at } => m("reason-jumped-twice", [("square", At(*at))]),
        CapturedPieceBlocks { at } => m("reason-captured-piece-blocks", [("square", At(*at))]),
        CapturedPieceGone { at } => m("reason-captured-piece-gone", [("square", At(*at))]),
        TurnsBack { at } => m("reason-turns-back", [("square", At(*at))]),
        TwoPiecesAtOnce { first, second } => {
            m("reason-two-pieces-at-once", [("first", At(*first)), ("second", At(*second))])
        }
        NoPieceJumped { from, to } => m("reason-no-piece-jumped", [("from", At(*from)), ("to", At(*to))]),
        JumpsAdjacentOnly { role: Role::Man, .. } => Message::plain("reason-man-jumps-adjacent-only"),
        JumpsAdjacentOnly { role: Role::King, .. } => Message::plain("reason-king-jumps-adjacent-only"),
        LandingOccupied { at } => m("reason-landing-occupied", [("square", At(*at))]),
        MustLandWhereCaptureContinues { at, allowed } => m(
            "reason-must-land-where-capture-continues",
            [("squares", Squares(allowed.clone())), ("square", At(*at))],
        ),
        CaptureMustGoOn { at, next } => {
            m("reason-capture-must-go-on", [("square", At(*at)), ("squares", Squares(next.clone()))])
        }
        CrownedMoveEnds { at } => m("reason-crowned-move-ends", [("square", At(*at))]),
        MoveEnded { at } => m("reason-move-ended", [("square", At(*at))]),
        NotAMove => Message::plain("reason-not-a-move"),
    }
}

/// One reason of every kind ([`damas_engine::teaching::IllegalKind`]), on
/// the 8×8 board: for the tests of every catalogue that words them.
pub fn examples() -> Vec<Illegal> {
    use damas_engine::{BoardSize, Color, Position, Square, Variant};
    let sq = |n| Square::new(n, BoardSize::Eight).expect("a square of the 8×8 board");
    let pos = Position::from_fen(Variant::Brazilian, "W:W22,31:B18").expect("a valid FEN");
    let mv = pos.legal_moves()[0];
    use Illegal::*;
    vec![
        NoSquares,
        OffBoard { square: sq(32) },
        NoLegalMove { side: Color::White },
        NoLegalMove { side: Color::Black },
        EmptySquare { at: sq(1) },
        OpponentPiece { at: sq(1) },
        PieceCannotMove { at: sq(1) },
        NoDestination { from: sq(22), next: vec![sq(17), sq(18)] },
        NotDiagonal { from: sq(22), to: sq(23) },
        NotOrthogonal { from: sq(22), to: sq(23) },
        ManMovesForwardOnly { from: sq(22), to: sq(26) },
        ManNeverMovesBackwards { from: sq(22), to: sq(26) },
        MovesOneSquare { role: Role::Man, from: sq(22), to: sq(13) },
        MovesOneSquare { role: Role::King, from: sq(22), to: sq(13) },
        Occupied { at: sq(18) },
        PathBlocked { from: sq(29), to: sq(8), by: sq(18) },
        CaptureIsCompulsory { capturers: vec![sq(22), sq(23), sq(24)] },
        MajorityLaw { takes: 1, most: 3, example: mv },
        MoreKingsMustBeTaken { takes: 0, most: 1, example: mv },
        KingMustCapture { example: mv },
        ManCannotCaptureKing { at: sq(18) },
        MenCaptureForwardOnly { from: sq(15), to: sq(22) },
        JumpsOwnPiece { at: sq(18) },
        JumpedTwice { at: sq(18) },
        CapturedPieceBlocks { at: sq(18) },
        CapturedPieceGone { at: sq(18) },
        TurnsBack { at: sq(18) },
        TwoPiecesAtOnce { first: sq(18), second: sq(15) },
        NoPieceJumped { from: sq(22), to: sq(13) },
        JumpsAdjacentOnly { role: Role::Man, from: sq(22), to: sq(8) },
        JumpsAdjacentOnly { role: Role::King, from: sq(22), to: sq(8) },
        LandingOccupied { at: sq(15) },
        MustLandWhereCaptureContinues { at: sq(8), allowed: vec![sq(11)] },
        CaptureMustGoOn { at: sq(15), next: vec![sq(6)] },
        CrownedMoveEnds { at: sq(3) },
        MoveEnded { at: sq(15) },
        NotAMove,
    ]
}

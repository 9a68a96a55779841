//! The engine's verdicts in words: why a move is illegal
//! ([`damas_engine::teaching::Illegal`]) and how a game ended
//! ([`damas_engine::Outcome`]), in pt-BR and English, written for players.
//!
//! Squares are named by their PDN number unless a namer is given
//! ([`illegal_with`]), so that a board showing algebraic coordinates can
//! name them `c3`.

use damas_engine::teaching::Illegal;
use damas_engine::{Color, DrawReason, Move, Outcome, Role, Square, WinReason};

use super::Lang;

/// Why a move is illegal, squares by number.
///
/// ```
/// use damas_app::i18n::{reasons, Lang};
/// use damas_engine::{BoardSize, Square};
/// use damas_engine::teaching::Illegal;
/// let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
/// let why = Illegal::ManMovesForwardOnly { from: sq(22), to: sq(26) };
/// assert_eq!(reasons::illegal(&why, Lang::En), "A man only moves forwards: 22-26 goes backwards.");
/// ```
pub fn illegal(reason: &Illegal, lang: Lang) -> String {
    illegal_with(reason, lang, &|s: Square| s.number().to_string())
}

/// `15`, `15 ou 24`, `15, 24 ou 31`.
fn list(squares: &[Square], name: &dyn Fn(Square) -> String, lang: Lang) -> String {
    let names: Vec<String> = squares.iter().map(|&s| name(s)).collect();
    let or = match lang {
        Lang::Pt => "ou",
        Lang::En => "or",
    };
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {or} {last}", rest.join(", ")),
    }
}

fn example(mv: &Move) -> String {
    mv.full_text()
}

/// Why a move is illegal, squares named by `name`.
pub fn illegal_with(reason: &Illegal, lang: Lang, name: &dyn Fn(Square) -> String) -> String {
    use Illegal::*;
    let n = |s: &Square| name(*s);
    let pt = lang == Lang::Pt;
    match reason {
        NoSquares => {
            if pt {
                "Escolha uma peça para mover.".into()
            } else {
                "Pick a piece to move.".into()
            }
        }
        OffBoard { square } => {
            if pt {
                format!("A casa {} não existe neste tabuleiro.", n(square))
            } else {
                format!("Square {} is not on this board.", n(square))
            }
        }
        NoLegalMove { side } => {
            let who = match (side, pt) {
                (Color::White, true) => "As claras não têm",
                (Color::Black, true) => "As escuras não têm",
                (Color::White, false) => "Light has",
                (Color::Black, false) => "Dark has",
            };
            if pt {
                format!("{who} nenhum lance: a partida acabou.")
            } else {
                format!("{who} no move left: the game is over.")
            }
        }
        EmptySquare { at } => {
            if pt {
                format!("Não há peça na casa {}.", n(at))
            } else {
                format!("There is no piece on {}.", n(at))
            }
        }
        OpponentPiece { at } => {
            if pt {
                format!("A peça em {} é do adversário.", n(at))
            } else {
                format!("The piece on {} belongs to your opponent.", n(at))
            }
        }
        PieceCannotMove { at } => {
            if pt {
                format!("A peça em {} não tem para onde ir agora.", n(at))
            } else {
                format!("The piece on {} has nowhere to go right now.", n(at))
            }
        }
        NoDestination { from, next } => {
            if pt {
                format!("Agora escolha para onde ir a partir de {}: {}.", n(from), list(next, name, lang))
            } else {
                format!("Now choose where {} goes: {}.", n(from), list(next, name, lang))
            }
        }
        NotDiagonal { from, to } => {
            if pt {
                format!("{} e {} não estão na mesma diagonal.", n(from), n(to))
            } else {
                format!("{} and {} are not on the same diagonal.", n(from), n(to))
            }
        }
        ManMovesForwardOnly { from, to } => {
            if pt {
                format!("A pedra só anda para a frente: {}-{} volta para trás.", n(from), n(to))
            } else {
                format!("A man only moves forwards: {}-{} goes backwards.", n(from), n(to))
            }
        }
        MovesOneSquare { role: Role::Man, .. } => {
            if pt {
                "A pedra anda uma casa de cada vez.".into()
            } else {
                "A man moves one square at a time.".into()
            }
        }
        MovesOneSquare { role: Role::King, .. } => {
            if pt {
                "Nesta modalidade a dama anda uma casa de cada vez.".into()
            } else {
                "In this rule set a king moves one square at a time.".into()
            }
        }
        Occupied { at } => {
            if pt {
                format!("A casa {} já está ocupada.", n(at))
            } else {
                format!("Square {} is already taken.", n(at))
            }
        }
        PathBlocked { from, to, by } => {
            if pt {
                format!("O caminho de {} até {} está bloqueado pela peça em {}.", n(from), n(to), n(by))
            } else {
                format!("The piece on {} blocks the way from {} to {}.", n(by), n(from), n(to))
            }
        }
        CaptureIsCompulsory { capturers } => {
            if pt {
                format!("Capturar é obrigatório: capture com a peça em {}.", list(capturers, name, lang))
            } else {
                format!("Capturing is compulsory: capture with the piece on {}.", list(capturers, name, lang))
            }
        }
        MajorityLaw { takes, most, example: ex } => {
            if pt {
                format!(
                    "Lei da maioria: este lance captura {takes} {}, mas {} captura {most}.",
                    if *takes == 1 { "peça" } else { "peças" },
                    example(ex)
                )
            } else {
                format!(
                    "Majority rule: this capture takes {takes} {}, but {} takes {most}.",
                    if *takes == 1 { "piece" } else { "pieces" },
                    example(ex)
                )
            }
        }
        MoreKingsMustBeTaken { takes, most, example: ex } => {
            if pt {
                format!(
                "Entre capturas do mesmo tamanho, vale a que leva mais damas: esta leva {takes} e {} leva {most}.",
                example(ex)
            )
            } else {
                format!(
                "Between captures of the same size, the one taking more kings must be played: this takes {takes}, {} takes {most}.",
                example(ex)
            )
            }
        }
        KingMustCapture { example: ex } => {
            if pt {
                format!("Entre capturas iguais, quem captura é a dama: jogue {}.", example(ex))
            } else {
                format!("Between equal captures, the king must be the one capturing: play {}.", example(ex))
            }
        }
        ManCannotCaptureKing { at } => {
            if pt {
                format!("Nesta modalidade a pedra não pode capturar dama (a dama em {}).", n(at))
            } else {
                format!("In this rule set a man may not capture a king (the king on {}).", n(at))
            }
        }
        MenCaptureForwardOnly { from, to } => {
            if pt {
                format!(
                    "Nesta modalidade a pedra só captura para a frente: {}x{} volta para trás.",
                    n(from),
                    n(to)
                )
            } else {
                format!("In this rule set men only capture forwards: {}x{} goes backwards.", n(from), n(to))
            }
        }
        JumpsOwnPiece { at } => {
            if pt {
                format!("Não se salta a própria peça (em {}).", n(at))
            } else {
                format!("You can't jump your own piece (on {}).", n(at))
            }
        }
        JumpedTwice { at } => {
            if pt {
                format!("A peça em {} já foi saltada: nenhuma peça é saltada duas vezes.", n(at))
            } else {
                format!("The piece on {} was already jumped: no piece is jumped twice.", n(at))
            }
        }
        CapturedPieceBlocks { at } => {
            if pt {
                format!("A peça capturada em {} só sai no fim do lance e, até lá, fecha o caminho.", n(at))
            } else {
                format!(
                    "The piece captured on {} stays until the move ends, and until then it's in the way.",
                    n(at)
                )
            }
        }
        TwoPiecesAtOnce { first, second } => {
            if pt {
                format!("Não dá para saltar duas peças de uma vez ({} e {}).", n(first), n(second))
            } else {
                format!("You can't jump two pieces at once ({} and {}).", n(first), n(second))
            }
        }
        NoPieceJumped { from, to } => {
            if pt {
                format!("Entre {} e {} não há peça para capturar.", n(from), n(to))
            } else {
                format!("There is no piece to capture between {} and {}.", n(from), n(to))
            }
        }
        JumpsAdjacentOnly { role: Role::Man, .. } => {
            if pt {
                "A pedra captura só a peça vizinha e cai na casa logo atrás dela.".into()
            } else {
                "A man captures only a neighbouring piece, landing just behind it.".into()
            }
        }
        JumpsAdjacentOnly { role: Role::King, .. } => {
            if pt {
                "Nesta modalidade a dama captura só a peça vizinha e cai logo atrás dela.".into()
            } else {
                "In this rule set a king captures only a neighbouring piece, landing just behind it.".into()
            }
        }
        LandingOccupied { at } => {
            if pt {
                format!("A casa de chegada {} está ocupada.", n(at))
            } else {
                format!("The landing square {} is taken.", n(at))
            }
        }
        MustLandWhereCaptureContinues { at, allowed } => {
            if pt {
                format!(
                    "A dama tem de parar onde a captura continua: em {}, não em {}.",
                    list(allowed, name, lang),
                    n(at)
                )
            } else {
                format!(
                    "The king must stop where the capture can go on: on {}, not on {}.",
                    list(allowed, name, lang),
                    n(at)
                )
            }
        }
        CaptureMustGoOn { at, next } => {
            if pt {
                format!("A captura não para em {}: continue para {}.", n(at), list(next, name, lang))
            } else {
                format!("The capture doesn't stop on {}: go on to {}.", n(at), list(next, name, lang))
            }
        }
        CrownedMoveEnds { at } => {
            if pt {
                format!("A pedra vira dama em {} e o lance termina ali.", n(at))
            } else {
                format!("The man is crowned on {} and the move ends there.", n(at))
            }
        }
        MoveEnded { at } => {
            if pt {
                format!("O lance já terminou em {}.", n(at))
            } else {
                format!("The move already ended on {}.", n(at))
            }
        }
        NotAMove => {
            if pt {
                "Esse lance não é possível aqui.".into()
            } else {
                "That move isn't possible here.".into()
            }
        }
    }
}

/// How a game ended, in one sentence.
pub fn outcome(o: Outcome, lang: Lang) -> String {
    let pt = lang == Lang::Pt;
    match o {
        Outcome::Win { winner, reason } => {
            let who = match (winner, pt) {
                (Color::White, true) => "As claras vencem",
                (Color::Black, true) => "As escuras vencem",
                (Color::White, false) => "Light wins",
                (Color::Black, false) => "Dark wins",
            };
            let why = match (reason, pt) {
                (WinReason::NoPieces, true) => "o adversário ficou sem peças",
                (WinReason::NoPieces, false) => "the other side has no pieces left",
                (WinReason::Blocked, true) => "o adversário ficou sem lance",
                (WinReason::Blocked, false) => "the other side has no move left",
                // Named by colour: "the other side" reads wrong to the one who resigned.
                (WinReason::Resignation, true) if winner == Color::White => "as escuras desistiram",
                (WinReason::Resignation, true) => "as claras desistiram",
                (WinReason::Resignation, false) if winner == Color::White => "dark resigned",
                (WinReason::Resignation, false) => "light resigned",
            };
            format!("{who}: {why}.")
        }
        Outcome::Draw(reason) => match (reason, pt) {
            (DrawReason::KingMoves, true) => {
                "Empate: muitos lances seguidos só de damas, sem captura.".into()
            }
            (DrawReason::KingMoves, false) => {
                "Draw: too many king-only moves in a row without a capture.".into()
            }
            (DrawReason::Repetition, true) => "Empate: a mesma posição se repetiu três vezes.".into(),
            (DrawReason::Repetition, false) => "Draw: the same position came up three times.".into(),
            (DrawReason::Agreement, true) => "Empate combinado.".into(),
            (DrawReason::Agreement, false) => "Draw by agreement.".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::teaching::Verdict;
    use damas_engine::{BoardSize, Position, Variant};

    fn sq(n: u32) -> Square {
        Square::new(n, BoardSize::Eight).unwrap()
    }

    /// One value of every `Illegal` variant (the match in `illegal_with` is
    /// exhaustive; this checks each text is non-empty in both languages).
    fn samples() -> Vec<Illegal> {
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,31:B18").unwrap();
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
            ManMovesForwardOnly { from: sq(22), to: sq(26) },
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

    #[test]
    fn every_reason_reads_in_both_languages() {
        for reason in samples() {
            let (pt, en) = (illegal(&reason, Lang::Pt), illegal(&reason, Lang::En));
            assert!(pt.len() > 5 && en.len() > 5, "{reason:?}");
            assert_ne!(pt, en, "{reason:?}");
            assert!(pt.ends_with('.') && en.ends_with('.'), "{reason:?}");
        }
    }

    #[test]
    fn squares_and_lists_are_named() {
        let r = Illegal::CaptureIsCompulsory { capturers: vec![sq(22), sq(23), sq(24)] };
        assert_eq!(illegal(&r, Lang::Pt), "Capturar é obrigatório: capture com a peça em 22, 23 ou 24.");
        let alg = |s: Square| s.to_algebraic(BoardSize::Eight, false).unwrap();
        let r = Illegal::EmptySquare { at: sq(32) };
        assert_eq!(illegal_with(&r, Lang::En, &alg), "There is no piece on g1.");
    }

    #[test]
    fn engine_reasons_translate() {
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,31:B18").unwrap();
        let Verdict::Illegal(r) = pos.explain(&[sq(31), sq(27)]) else { panic!() };
        assert_eq!(illegal(&r, Lang::En), "Capturing is compulsory: capture with the piece on 22.");
    }

    #[test]
    fn every_outcome_reads_in_both_languages() {
        let mut all = vec![];
        for winner in Color::ALL {
            for reason in [WinReason::NoPieces, WinReason::Blocked, WinReason::Resignation] {
                all.push(Outcome::Win { winner, reason });
            }
        }
        for r in [DrawReason::KingMoves, DrawReason::Repetition, DrawReason::Agreement] {
            all.push(Outcome::Draw(r));
        }
        for o in all {
            let (pt, en) = (outcome(o, Lang::Pt), outcome(o, Lang::En));
            assert!(!pt.is_empty() && !en.is_empty() && pt != en);
        }
        // A resignation names the side that resigned, the loser.
        let resigned = |winner| outcome(Outcome::Win { winner, reason: WinReason::Resignation }, Lang::En);
        assert_eq!(resigned(Color::Black), "Dark wins: light resigned.");
        assert_eq!(resigned(Color::White), "Light wins: dark resigned.");
    }
}

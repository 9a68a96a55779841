//! The engine's verdicts in words: why a move is illegal
//! ([`damas_engine::teaching::Illegal`]) and how a game ended
//! ([`damas_engine::Outcome`]), written for players. The texts are the
//! `reason-*` messages of the catalogue (`locales/<lang>/reasons.ftl`).
//!
//! Squares are named by their PDN number unless a namer is given
//! ([`illegal_with`]), so that a board showing algebraic coordinates can
//! name them `c3`.

use damas_engine::teaching::Illegal;
use damas_engine::{DrawReason, Outcome, Square, Variant, WinReason};

use super::{side_key as side, Lang};
use crate::kernel::i18n::key;

/// Why a move is illegal, squares by number.
///
/// ```
/// use damas_app::kernel::i18n::{reasons, Lang};
/// use damas_engine::{BoardSize, Square};
/// use damas_engine::teaching::Illegal;
/// let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
/// let why = Illegal::ManMovesForwardOnly { from: sq(22), to: sq(26) };
/// assert_eq!(reasons::illegal(&why, Lang::En), "A man only moves forwards: 22-26 goes backwards.");
/// ```
pub fn illegal(reason: &Illegal, lang: Lang) -> String {
    illegal_with(reason, lang, &|s: Square| s.number().to_string())
}

/// Why a move is illegal, squares named by `name`: the message
/// [`damas_texts::reason::illegal`] picks, in the words of `lang`.
pub fn illegal_with(reason: &Illegal, lang: Lang, name: &dyn Fn(Square) -> String) -> String {
    // The shared crate names its messages by their name (the command line
    // and the server have no keys).
    let format =
        |id: &str, args: Option<&fluent_bundle::FluentArgs>| super::catalogue::text_named(lang, id, args);
    damas_texts::reason::illegal(reason).words(name, &format)
}

/// How a game of `variant` ended, in one sentence (the 20-move draw
/// counts men's steps sideways too on the orthogonal board).
pub fn outcome(o: Outcome, variant: Variant, lang: Lang) -> String {
    use crate::tr;
    match o {
        Outcome::Win { winner, reason } => {
            let winner = side(winner);
            match reason {
                WinReason::NoPieces => tr!(lang, key::REASON_WIN_NO_PIECES, winner = winner),
                WinReason::Blocked => tr!(lang, key::REASON_WIN_BLOCKED, winner = winner),
                // Named by colour: "the other side" reads wrong to the one who resigned.
                WinReason::Resignation => tr!(lang, key::REASON_WIN_RESIGNATION, winner = winner),
            }
        }
        Outcome::Draw(reason) => match reason {
            DrawReason::KingMoves if variant.size().is_orthogonal() => {
                tr!(lang, key::REASON_DRAW_NO_PROGRESS)
            }
            DrawReason::KingMoves => tr!(lang, key::REASON_DRAW_KING_MOVES),
            DrawReason::Repetition => tr!(lang, key::REASON_DRAW_REPETITION),
            DrawReason::Agreement => tr!(lang, key::REASON_DRAW_AGREEMENT),
            DrawReason::OnePieceEach => tr!(lang, key::REASON_DRAW_ONE_PIECE_EACH),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::teaching::Verdict;
    use damas_engine::{BoardSize, Color, Position, Variant};
    use fluent_bundle::FluentValue;

    fn sq(n: u32) -> Square {
        Square::new(n, BoardSize::Eight).unwrap()
    }

    #[test]
    fn every_reason_reads_in_both_languages() {
        for reason in damas_texts::reason::examples() {
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
    fn lists_end_with_the_language_s_or() {
        let r = |n: Vec<u32>| Illegal::CaptureMustGoOn { at: sq(15), next: n.into_iter().map(sq).collect() };
        assert_eq!(illegal(&r(vec![6]), Lang::En), "The capture doesn't stop on 15: go on to 6.");
        assert_eq!(illegal(&r(vec![6, 8]), Lang::En), "The capture doesn't stop on 15: go on to 6 or 8.");
        assert_eq!(
            illegal(&r(vec![1, 6, 8]), Lang::Pt),
            "A captura não para em 15: continue para 1, 6 ou 8."
        );
        let alg = |s: Square| s.to_algebraic(BoardSize::Eight, false).unwrap();
        let r = Illegal::NoDestination { from: sq(22), next: vec![sq(17), sq(18)] };
        assert_eq!(illegal_with(&r, Lang::En, &alg), "Now choose where c3 goes: b4 or d4.");
    }

    #[test]
    fn counts_take_the_plural_and_moves_keep_their_notation() {
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,31:B18").unwrap();
        let mv = pos.legal_moves()[0];
        let r = |takes| Illegal::MajorityLaw { takes, most: 3, example: mv };
        assert_eq!(
            illegal(&r(1), Lang::En),
            format!("Majority rule: this capture takes 1 piece, but {} takes 3.", mv.full_text())
        );
        assert_eq!(
            illegal(&r(2), Lang::En),
            format!("Majority rule: this capture takes 2 pieces, but {} takes 3.", mv.full_text())
        );
        assert_eq!(
            illegal(&r(1), Lang::Pt),
            format!("Lei da maioria: este lance captura 1 peça, mas {} captura 3.", mv.full_text())
        );
        assert_eq!(
            illegal(&r(0), Lang::Pt),
            format!("Lei da maioria: este lance captura 0 peças, mas {} captura 3.", mv.full_text())
        );
        let r = Illegal::PathBlocked { from: sq(29), to: sq(8), by: sq(18) };
        assert_eq!(illegal(&r, Lang::Pt), "O caminho de 29 até 8 está bloqueado pela peça em 18.");
        assert_eq!(illegal(&r, Lang::En), "The piece on 18 blocks the way from 29 to 8.");
        let r = Illegal::NoLegalMove { side: Color::Black };
        assert_eq!(illegal(&r, Lang::Pt), "As escuras não têm nenhum lance: a partida acabou.");
        assert_eq!(illegal(&r, Lang::En), "Dark has no move left: the game is over.");
    }

    /// Formats a message of a language named by its folder.
    fn format_in(code: &str, id: crate::kernel::i18n::Key, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fargs = fluent_bundle::FluentArgs::new();
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        crate::kernel::i18n::review_texts::in_locale(code, id, &fargs)
    }

    #[test]
    fn spanish_and_russian_choose_their_words_by_number() {
        let or = |code, last: &str| {
            let last = if last.bytes().all(|b| b.is_ascii_digit()) {
                FluentValue::try_number(last)
            } else {
                FluentValue::from(last)
            };
            format_in(code, key::REASON_LIST_OR, &[("rest", "6, 7".into()), ("last", last)])
        };
        assert_eq!(or("es", "9"), "6, 7 o 9");
        assert_eq!(or("es", "8"), "6, 7 u 8");
        assert_eq!(or("es", "11"), "6, 7 u 11");
        assert_eq!(or("es", "h8"), "6, 7 o h8");
        assert_eq!(or("ru", "8"), "6, 7 или 8");
        let majority = |code, count: u32| {
            format_in(
                code,
                key::REASON_MAJORITY_LAW,
                &[("count", count.into()), ("most", 3.into()), ("move", "22x13x6".into())],
            )
        };
        assert_eq!(
            majority("es", 1),
            "Ley de la cantidad: hay que comer el mayor número de piezas. \
             Esta captura come 1 pieza, pero 22x13x6 come 3."
        );
        assert!(majority("es", 2).contains("come 2 piezas,"));
        for (count, words) in
            [(1, "1 шашку,"), (2, "2 шашки,"), (5, "5 шашек,"), (21, "21 шашку,"), (22, "22 шашки,")]
        {
            assert!(majority("ru", count).contains(words), "{}", majority("ru", count));
        }
        assert!(majority("ru", 1).ends_with(", а 22x13x6 — 3."));
        let win = |code, winner: &'static str| {
            format_in(code, key::REASON_WIN_RESIGNATION, &[("winner", winner.into())])
        };
        assert_eq!(win("es", "white"), "Ganan las blancas: las negras han abandonado.");
        assert_eq!(win("ru", "black"), "Чёрные выиграли: белые сдались.");
    }

    /// Every message of the Spanish and Russian files formats with no error
    /// and no placeholder left, given the arguments the code passes.
    #[test]
    fn spanish_and_russian_messages_format() {
        let reference = crate::kernel::i18n::catalogue::reference();
        let source = reference.files.iter().find(|(ns, _)| *ns == "reasons").unwrap().1;
        for (id, vars) in crate::kernel::i18n::catalogue::messages(source).unwrap() {
            let args: Vec<(&str, FluentValue<'_>)> = vars
                .iter()
                .map(|v| {
                    let value: FluentValue<'_> = match v.as_str() {
                        "count" | "most" => 2.into(),
                        "side" | "winner" => "black".into(),
                        "last" => FluentValue::try_number("24"),
                        "move" => "22x13x6".into(),
                        _ => "15".into(),
                    };
                    (v.as_str(), value)
                })
                .collect();
            for code in ["es", "ru"] {
                let text = format_in(code, crate::kernel::i18n::Key::named(&id).unwrap(), &args);
                assert!(!text.contains('{') && !text.contains('$'), "{code} {id}: {text}");
                assert!(id == key::REASON_LIST_OR.id() || text.ends_with('.'), "{code} {id}: {text}");
            }
        }
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
        for r in
            [DrawReason::KingMoves, DrawReason::Repetition, DrawReason::Agreement, DrawReason::OnePieceEach]
        {
            all.push(Outcome::Draw(r));
        }
        for o in all {
            for v in Variant::ALL {
                let (pt, en) = (outcome(o, v, Lang::Pt), outcome(o, v, Lang::En));
                assert!(!pt.is_empty() && !en.is_empty() && pt != en);
            }
        }
        // The 20-move draw: king moves on the diagonal boards; on the
        // orthogonal one men's steps sideways count too.
        let twenty = |v| outcome(Outcome::Draw(DrawReason::KingMoves), v, Lang::En);
        assert!(twenty(Variant::Brazilian).contains("king-only"));
        assert!(twenty(Variant::Turkish).contains("stepping forwards"), "{}", twenty(Variant::Turkish));
        // A resignation names the side that resigned, the loser.
        let resigned = |winner| {
            outcome(Outcome::Win { winner, reason: WinReason::Resignation }, Variant::Brazilian, Lang::En)
        };
        assert_eq!(resigned(Color::Black), "Dark wins: light resigned.");
        assert_eq!(resigned(Color::White), "Light wins: dark resigned.");
    }
}

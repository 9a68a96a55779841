//! Why a pasted or opened PDN game or FEN position was refused, in words for
//! players (messages `pdn-*` of `locales/<lang>/errors.ftl`): the engine's
//! [`FenError`], [`PdnError`], [`MoveTextError`] and [`PlayError`] (whose
//! own `Display` texts are English, for the command line).

use damas_engine::notation::{FenError, MoveTextError, PdnError, PdnErrorKind};
use damas_engine::{PlayError, Variant};

use super::{reasons, side_key as side, Lang};
use crate::kernel::i18n::key;

fn not_a_square(text: &str, lang: Lang) -> String {
    crate::tr!(lang, key::PDN_NOT_A_SQUARE, text = text)
}

fn off_board(n: u32, lang: Lang) -> String {
    crate::tr!(lang, key::PDN_OFF_BOARD, square = n)
}

/// Nothing was pasted.
pub fn nothing_pasted(lang: Lang) -> String {
    crate::tr!(lang, key::PDN_NOTHING_PASTED)
}

/// A FEN position that cannot be opened: `Posição FEN inválida: …`.
pub fn fen(e: &FenError, lang: Lang) -> String {
    crate::tr!(lang, key::PDN_INVALID_FEN, reason = fen_detail(e, lang))
}

/// A PDN game that cannot be opened, with the line and what is wrong.
pub fn pdn(e: &PdnError, lang: Lang) -> String {
    crate::tr!(lang, key::PDN_INVALID_PDN, line = e.line, reason = pdn_detail(&e.kind, lang))
}

/// A PDN game whose move `text` cannot be played on (the game had already
/// ended by the rules, for instance).
pub fn replay(text: &str, e: &PlayError, variant: Variant, lang: Lang) -> String {
    let why = match e {
        PlayError::GameOver(outcome) => {
            crate::tr!(lang, key::PDN_GAME_ALREADY_OVER, outcome = reasons::outcome(*outcome, variant, lang))
        }
        PlayError::NotLegal => crate::tr!(lang, key::PDN_NOT_A_LEGAL_MOVE),
    };
    crate::tr!(lang, key::PDN_INVALID_REPLAY, move = text, reason = why)
}

fn fen_detail(e: &FenError, lang: Lang) -> String {
    match e {
        FenError::Empty => crate::tr!(lang, key::PDN_FEN_EMPTY),
        FenError::BadSide(s) => crate::tr!(lang, key::PDN_FEN_BAD_SIDE, text = s),
        FenError::BadSection(s) => crate::tr!(lang, key::PDN_FEN_BAD_SECTION, text = s),
        FenError::ColourTwice(c) => crate::tr!(lang, key::PDN_FEN_COLOUR_TWICE, side = side(*c)),
        FenError::BadSquare(s) => not_a_square(s, lang),
        FenError::OffBoard(n) => off_board(*n, lang),
        FenError::SquareTwice(n) => crate::tr!(lang, key::PDN_FEN_SQUARE_TWICE, square = n.clone()),
        FenError::ManOnPromotionRow(n) => {
            crate::tr!(lang, key::PDN_FEN_MAN_ON_PROMOTION_ROW, square = n.clone())
        }
        FenError::TooManyPieces { color, count, max } => {
            crate::tr!(lang, key::PDN_FEN_TOO_MANY_PIECES, count = *count, side = side(*color), max = *max)
        }
    }
}

fn pdn_detail(kind: &PdnErrorKind, lang: Lang) -> String {
    match kind {
        PdnErrorKind::BadTag(t) => crate::tr!(lang, key::PDN_BAD_TAG, tag = t),
        PdnErrorKind::UnknownGameType { tag, value } => {
            crate::tr!(lang, key::PDN_UNKNOWN_GAME_TYPE, tag = tag, value = value)
        }
        PdnErrorKind::Fen(e) => crate::tr!(lang, key::PDN_IN_FEN, reason = fen_detail(e, lang)),
        PdnErrorKind::Move { number, side: s, text, error } => crate::tr!(
            lang,
            key::PDN_MOVE,
            number = *number,
            side = side(*s),
            move = text,
            reason = move_detail(error, lang)
        ),
        PdnErrorKind::UnterminatedComment => crate::tr!(lang, key::PDN_UNTERMINATED_COMMENT),
        PdnErrorKind::UnterminatedVariation => crate::tr!(lang, key::PDN_UNTERMINATED_VARIATION),
        PdnErrorKind::Unexpected(c) => crate::tr!(lang, key::PDN_UNEXPECTED, char = c.to_string()),
        PdnErrorKind::NoGame => crate::tr!(lang, key::PDN_NO_GAME),
    }
}

fn move_detail(e: &MoveTextError, lang: Lang) -> String {
    match e {
        MoveTextError::Empty => crate::tr!(lang, key::PDN_MOVE_EMPTY),
        MoveTextError::BadSquare(s) => not_a_square(s, lang),
        MoveTextError::OffBoard(n) => off_board(*n, lang),
        MoveTextError::TooShort => crate::tr!(lang, key::PDN_MOVE_TOO_SHORT),
        MoveTextError::Illegal(_) => crate::tr!(lang, key::PDN_MOVE_ILLEGAL),
        MoveTextError::Ambiguous(all) => crate::tr!(lang, key::PDN_MOVE_AMBIGUOUS, moves = all.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::notation::PdnGame;
    use damas_engine::{Color, Game, Position, Variant};

    fn pdn_err(text: &str) -> PdnError {
        PdnGame::from_pdn(text, Variant::Brazilian).err().unwrap_or_else(|| panic!("{text:?} was accepted"))
    }

    #[test]
    fn every_refusal_reads_differently_in_each_language_and_names_the_culprit() {
        let fens = [
            "",
            "X:W1:B2",
            "W:Q1",
            "W:W1:W2",
            "W:Wx",
            "W:W99",
            "W:W1,1",
            "W:W1",
            "W:W1,2,3,4,5,6,7,8,9,10,11,12,13",
        ];
        for text in fens {
            let e = Position::from_fen(Variant::Brazilian, text).unwrap_err();
            let (pt, en) = (fen(&e, Lang::Pt), fen(&e, Lang::En));
            assert!(pt.starts_with("Posição FEN inválida: "), "{pt}");
            assert!(en.starts_with("Invalid FEN position: "), "{en}");
            assert_ne!(pt, en);
        }
        let pdns = [
            ("[Event \"x]\n1. 22-18 *", "Event"),
            ("[GameType \"99\"]\n1. 22-18 *", "99"),
            ("[FEN \"W:W99\"]\n*", "99"),
            ("1. 22-18 12-16\n2. 18-10 *", "18-10"),
            ("1. 22-18 {never closed", "{"),
            ("1. 22-18 (11-15 *", "("),
            ("1. 22-18 } *", "}"),
            ("1. 22 *", "22"),
            ("1. 22-99 *", "99"),
        ];
        for (text, culprit) in pdns {
            let e = pdn_err(text);
            for lang in Lang::ALL {
                let said = pdn(&e, lang);
                assert!(said.contains(culprit), "{lang:?} {text:?}: {said}");
                assert!(said.contains(&format!(" {})", e.line)), "{said}");
            }
            assert_ne!(pdn(&e, Lang::Pt), pdn(&e, Lang::En));
        }
        assert!(pdn(&pdn_err("1. 22-18 12-16\n2. 18-10 *"), Lang::Pt).contains("linha 2"));
    }

    #[test]
    fn placeholders_are_filled_in_pt_and_en() {
        let too_many = FenError::TooManyPieces { color: Color::White, count: 13, max: 12 };
        assert_eq!(
            fen(&too_many, Lang::Pt),
            "Posição FEN inválida: 13 peças claras, mais que as 12 do início nesta regra."
        );
        assert_eq!(
            fen(&too_many, Lang::En),
            "Invalid FEN position: 13 light pieces, more than the 12 this rule set starts with."
        );
        let e = PdnError {
            game: 1,
            line: 4,
            kind: PdnErrorKind::Move {
                number: 17,
                side: Color::Black,
                text: "1x19".into(),
                error: MoveTextError::Ambiguous(vec!["1x10x19".into(), "1x12x19".into()]),
            },
        };
        assert_eq!(
            pdn(&e, Lang::Pt),
            "PDN inválido (linha 4): lance 17 das escuras, 1x19: lance ambíguo, escreva as casas de chegada: 1x10x19, 1x12x19."
        );
        assert_eq!(
            pdn(&e, Lang::En),
            "Invalid PDN (line 4): move 17 of dark, 1x19: ambiguous, write every landing square: 1x10x19, 1x12x19."
        );
        let e = PdnError { game: 1, line: 1, kind: PdnErrorKind::UnterminatedComment };
        assert_eq!(pdn(&e, Lang::En), "Invalid PDN (line 1): a comment opened with '{' is never closed.");
        assert_eq!(
            replay("22-18", &PlayError::NotLegal, Variant::Brazilian, Lang::Pt),
            "PDN inválido: 22-18: lance ilegal."
        );
    }

    #[test]
    fn moves_after_the_end_and_nothing_pasted() {
        let mut game = Game::new(Variant::Brazilian);
        game.resign(Color::White);
        let mv = game.position().legal_moves()[0];
        let e = game.play(&mv).unwrap_err();
        let pt = replay("22-18", &e, Variant::Brazilian, Lang::Pt);
        assert!(pt.contains("22-18") && pt.contains("acabado"), "{pt}");
        assert!(replay("22-18", &e, Variant::Brazilian, Lang::En).contains("already over"));
        assert_ne!(nothing_pasted(Lang::Pt), nothing_pasted(Lang::En));
    }
}

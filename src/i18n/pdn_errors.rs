//! Why a pasted or opened PDN game or FEN position was refused, in words for
//! players, pt-BR and English: the engine's [`FenError`], [`PdnError`],
//! [`MoveTextError`] and [`PlayError`] (whose own `Display` texts are
//! English, for the command line).

use damas_engine::notation::{FenError, MoveTextError, PdnError, PdnErrorKind};
use damas_engine::{Color, PlayError};

use super::{reasons, Lang};

fn side(color: Color, lang: Lang) -> &'static str {
    match (color, lang) {
        (Color::White, Lang::Pt) => "claras",
        (Color::White, Lang::En) => "light",
        (Color::Black, Lang::Pt) => "escuras",
        (Color::Black, Lang::En) => "dark",
    }
}

fn not_a_square(text: &str, lang: Lang) -> String {
    match lang {
        Lang::Pt => format!("'{text}' não é uma casa"),
        Lang::En => format!("'{text}' is not a square"),
    }
}

fn off_board(n: u32, lang: Lang) -> String {
    match lang {
        Lang::Pt => format!("a casa {n} não existe neste tabuleiro"),
        Lang::En => format!("square {n} is not on this board"),
    }
}

/// Nothing was pasted.
pub fn nothing_pasted(lang: Lang) -> String {
    match lang {
        Lang::Pt => "Cole um jogo em PDN ou uma posição FEN.".into(),
        Lang::En => "Paste a PDN game or a FEN position.".into(),
    }
}

/// A FEN position that cannot be opened: `Posição FEN inválida: …`.
pub fn fen(e: &FenError, lang: Lang) -> String {
    match lang {
        Lang::Pt => format!("Posição FEN inválida: {}.", fen_detail(e, lang)),
        Lang::En => format!("Invalid FEN position: {}.", fen_detail(e, lang)),
    }
}

/// A PDN game that cannot be opened, with the line and what is wrong.
pub fn pdn(e: &PdnError, lang: Lang) -> String {
    let what = pdn_detail(&e.kind, lang);
    match lang {
        Lang::Pt => format!("PDN inválido (linha {}): {what}.", e.line),
        Lang::En => format!("Invalid PDN (line {}): {what}.", e.line),
    }
}

/// A PDN game whose move `text` cannot be played on (the game had already
/// ended by the rules, for instance).
pub fn replay(text: &str, e: &PlayError, lang: Lang) -> String {
    let why = match e {
        PlayError::GameOver(outcome) => match lang {
            Lang::Pt => format!("a partida já tinha acabado ({})", reasons::outcome(*outcome, lang)),
            Lang::En => format!("the game was already over ({})", reasons::outcome(*outcome, lang)),
        },
        PlayError::NotLegal => match lang {
            Lang::Pt => "lance ilegal".into(),
            Lang::En => "not a legal move".into(),
        },
    };
    match lang {
        Lang::Pt => format!("PDN inválido: {text}: {why}."),
        Lang::En => format!("Invalid PDN: {text}: {why}."),
    }
}

fn fen_detail(e: &FenError, lang: Lang) -> String {
    let pt = lang == Lang::Pt;
    match e {
        FenError::Empty => if pt { "está vazia" } else { "it is empty" }.into(),
        FenError::BadSide(s) => {
            if pt {
                format!("a vez '{s}' não é W nem B")
            } else {
                format!("the side to move '{s}' is neither W nor B")
            }
        }
        FenError::BadSection(s) => {
            if pt {
                format!("o trecho '{s}' não começa com W ou B seguido das casas")
            } else {
                format!("the part '{s}' is not W or B followed by squares")
            }
        }
        FenError::ColourTwice(c) => {
            if pt {
                format!("as {} aparecem duas vezes", side(*c, lang))
            } else {
                format!("the {} pieces are listed twice", side(*c, lang))
            }
        }
        FenError::BadSquare(s) => not_a_square(s, lang),
        FenError::OffBoard(n) => off_board(*n, lang),
        FenError::SquareTwice(n) => {
            if pt {
                format!("a casa {n} aparece duas vezes")
            } else {
                format!("square {n} is listed twice")
            }
        }
        FenError::ManOnPromotionRow(n) => {
            if pt {
                format!("a pedra na casa {n} já teria virado dama")
            } else {
                format!("the man on square {n} would already be a king")
            }
        }
        FenError::TooManyPieces { color, count, max } => {
            if pt {
                format!("{count} peças {}, mais que as {max} do início nesta regra", side(*color, lang))
            } else {
                format!(
                    "{count} {} pieces, more than the {max} this rule set starts with",
                    side(*color, lang)
                )
            }
        }
    }
}

fn pdn_detail(kind: &PdnErrorKind, lang: Lang) -> String {
    let pt = lang == Lang::Pt;
    match kind {
        PdnErrorKind::BadTag(t) => {
            if pt {
                format!("a etiqueta '{t}' não tem a forma [Nome \"valor\"]")
            } else {
                format!("the tag '{t}' is not of the form [Name \"value\"]")
            }
        }
        PdnErrorKind::UnknownGameType { tag, value } => {
            if pt {
                format!("{tag} '{value}' não é uma das regras do Damas")
            } else {
                format!("{tag} '{value}' is not one of Damas's rule sets")
            }
        }
        PdnErrorKind::Fen(e) => {
            if pt {
                format!("na posição FEN, {}", fen_detail(e, lang))
            } else {
                format!("in its FEN position, {}", fen_detail(e, lang))
            }
        }
        PdnErrorKind::Move { number, side: s, text, error } => {
            if pt {
                format!("lance {number} das {}, {text}: {}", side(*s, lang), move_detail(error, lang))
            } else {
                format!("move {number} of {}, {text}: {}", side(*s, lang), move_detail(error, lang))
            }
        }
        PdnErrorKind::UnterminatedComment => if pt {
            "um comentário aberto com '{' não foi fechado"
        } else {
            "a comment opened with '{' is never closed"
        }
        .into(),
        PdnErrorKind::UnterminatedVariation => if pt {
            "uma variante aberta com '(' não foi fechada"
        } else {
            "a variation opened with '(' is never closed"
        }
        .into(),
        PdnErrorKind::Unexpected(c) => {
            if pt {
                format!("'{c}' sem nada a fechar")
            } else {
                format!("'{c}' closes nothing")
            }
        }
        PdnErrorKind::NoGame => {
            if pt { "não há jogo no texto" } else { "there is no game in the text" }.into()
        }
    }
}

fn move_detail(e: &MoveTextError, lang: Lang) -> String {
    let pt = lang == Lang::Pt;
    match e {
        MoveTextError::Empty => if pt { "lance vazio" } else { "an empty move" }.into(),
        MoveTextError::BadSquare(s) => not_a_square(s, lang),
        MoveTextError::OffBoard(n) => off_board(*n, lang),
        MoveTextError::TooShort => {
            if pt { "um lance precisa de duas casas" } else { "a move needs two squares" }.into()
        }
        MoveTextError::Illegal(_) => {
            if pt { "lance ilegal nessa posição" } else { "not a legal move in that position" }.into()
        }
        MoveTextError::Ambiguous(all) => {
            if pt {
                format!("lance ambíguo, escreva as casas de chegada: {}", all.join(", "))
            } else {
                format!("ambiguous, write every landing square: {}", all.join(", "))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::notation::PdnGame;
    use damas_engine::{Game, Position, Variant};

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
    fn moves_after_the_end_and_nothing_pasted() {
        let mut game = Game::new(Variant::Brazilian);
        game.resign(Color::White);
        let mv = game.position().legal_moves()[0];
        let e = game.play(&mv).unwrap_err();
        let pt = replay("22-18", &e, Lang::Pt);
        assert!(pt.contains("22-18") && pt.contains("acabado"), "{pt}");
        assert!(replay("22-18", &e, Lang::En).contains("already over"));
        assert_ne!(nothing_pasted(Lang::Pt), nothing_pasted(Lang::En));
    }
}

//! The analysis board's texts with data (the messages of
//! `locales/<lang>/analysis.ftl`): the engine's evaluation in words, the
//! endgame tables' word, why the editor refused a position.

use damas_engine::notation::FenError;
use damas_engine::{Color, Position};

use super::assessment::{Assessment, Standing};
use crate::kernel::ai::TableWord;
use crate::kernel::i18n::{key, pdn_errors, side_key, Lang};
use crate::tr;

/// `Light is winning: a man up.`, `The position is level.`
pub fn assessment(a: Assessment, lang: Lang) -> String {
    let standing = match a.standing {
        Standing::Level => return tr!(lang, key::ANALYSIS_LEVEL),
        Standing::Better(side) => tr!(lang, key::ANALYSIS_BETTER, side = side_key(side)),
        Standing::Winning(side) => tr!(lang, key::ANALYSIS_WINNING, side = side_key(side)),
        Standing::Wins(side) => tr!(lang, key::ANALYSIS_WINS, side = side_key(side)),
        Standing::WinsIn(side, moves) => {
            tr!(lang, key::ANALYSIS_WINS_IN, side = side_key(side), moves = moves)
        }
    };
    if !a.material_explains() {
        return tr!(lang, key::ANALYSIS_STANDING, standing = standing);
    }
    let sign = if a.side() == Some(Color::White) { 1 } else { -1 };
    let reason = if a.material.kings * sign > 0 {
        tr!(lang, key::ANALYSIS_KINGS_UP, count = a.material.kings * sign)
    } else {
        tr!(lang, key::ANALYSIS_MEN_UP, count = a.material.men * sign)
    };
    tr!(lang, key::ANALYSIS_STANDING_BECAUSE, standing = standing, reason = reason)
}

/// The tables' word on `position` (for its side to move) in words.
pub fn table_word(word: TableWord, position: &Position, lang: Lang) -> String {
    let mover = position.side_to_move();
    match word {
        TableWord::Win { .. } => tr!(lang, key::ANALYSIS_TABLE_WIN, side = side_key(mover)),
        TableWord::Loss { .. } => tr!(lang, key::ANALYSIS_TABLE_WIN, side = side_key(!mover)),
        TableWord::Draw => tr!(lang, key::ANALYSIS_TABLE_DRAW),
    }
}

/// Why the editor's position cannot be analysed.
pub fn refusal(e: &FenError, lang: Lang) -> String {
    match e {
        FenError::ManOnPromotionRow(square) => {
            tr!(lang, key::ANALYSIS_REFUSED_MAN_ON_CROWNING_ROW, square = square.clone())
        }
        FenError::TooManyPieces { color, count, max } => {
            tr!(lang, key::ANALYSIS_REFUSED_TOO_MANY, side = side_key(*color), count = *count, max = *max)
        }
        other => pdn_errors::fen(other, lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::assessment::Material;
    use damas_engine::Variant;

    fn a(standing: Standing, men: i32, kings: i32) -> Assessment {
        Assessment { standing, material: Material { men, kings } }
    }

    #[test]
    fn the_evaluation_reads_as_a_sentence_with_its_reason_in_every_language() {
        let winning = a(Standing::Winning(Color::White), 1, 0);
        assert_eq!(assessment(winning, Lang::En), "Light is winning: a man up.");
        assert_eq!(
            assessment(a(Standing::Better(Color::Black), -2, 0), Lang::En),
            "Dark is better: 2 men up."
        );
        assert_eq!(
            assessment(a(Standing::Winning(Color::Black), 2, -1), Lang::En),
            "Dark is winning: a king up."
        );
        assert_eq!(assessment(a(Standing::Level, 1, 0), Lang::En), "The position is level.");
        assert_eq!(assessment(a(Standing::Better(Color::White), 0, 0), Lang::En), "Light is better.");
        assert_eq!(
            assessment(a(Standing::WinsIn(Color::White, 3), 0, 0), Lang::En),
            "Light wins by force in 3 moves."
        );
        assert_eq!(assessment(a(Standing::Wins(Color::Black), 0, 0), Lang::En), "Dark wins by force.");
        assert_eq!(
            assessment(a(Standing::Wins(Color::White), 0, 0), Lang::Ru),
            "Белые выигрывают форсированно."
        );
        for lang in Lang::ALL {
            let text = assessment(winning, lang);
            assert!(text.ends_with('.') && text.contains(": "), "{lang:?}: {text}");
        }
        assert_eq!(assessment(winning, Lang::Pt), "As claras estão ganhando: uma pedra a mais.");
        assert_eq!(
            assessment(a(Standing::Winning(Color::Black), -3, 0), Lang::Ru),
            "Чёрные выигрывают: 3 лишние шашки."
        );
    }

    #[test]
    fn the_tables_word_names_the_winner_whoever_is_to_move() {
        let pos = Position::from_fen(Variant::English, "B:WK18,K26:BK4").unwrap();
        assert_eq!(
            table_word(TableWord::Loss { plies: 6 }, &pos, Lang::En),
            "The endgame tables: Light wins with best play."
        );
        assert_eq!(
            table_word(TableWord::Draw, &pos, Lang::Es),
            "Las tablas de finales: tablas con el mejor juego."
        );
    }

    #[test]
    fn the_editors_refusals_name_the_square_or_the_count() {
        let man = refusal(&FenError::ManOnPromotionRow("30".into()), Lang::En);
        assert!(man.contains("30") && man.contains("king"), "{man}");
        let many = refusal(&FenError::TooManyPieces { color: Color::Black, count: 13, max: 12 }, Lang::Ru);
        assert!(many.contains("13 шашек") && many.contains("12"), "{many}");
    }
}

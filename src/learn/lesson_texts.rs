//! The lessons' texts with data: stars, moves, costs, why a level failed,
//! the practice's turning point. Each formats a message of the catalogue
//! (`locales/<lang>/lessons.ftl`) with [`tr!`](crate::tr).

use damas_engine::teaching::Theme;
use damas_engine::Variant;

use crate::kernel::i18n::key;
use crate::kernel::i18n::{theme_name, Lang, Text};

/// Stars as text, for screen readers and the map: `7 de 9 estrelas`.
pub fn learn_stars(lang: Lang, earned: u32, possible: u32) -> String {
    crate::tr!(lang, key::LEARN_STARS, earned = earned, possible = possible)
}

/// The link from a stage to its motif's puzzles: `Pratique com problemas: golpe`.
pub fn learn_practise_motif(lang: Lang, theme: Theme) -> String {
    crate::tr!(lang, key::LEARN_PRACTISE_MOTIF, motif = theme_name(theme, lang))
}

/// A failed level's solution, its moves joined: `A solução era: 19-15 10x19 23x7.`
pub fn learn_the_way(lang: Lang, line: &[&str]) -> String {
    crate::tr!(lang, key::LEARN_THE_WAY, line = line.join(" "))
}

/// Where a failed practice let its result go: the learner's move `n`
/// (from 1), the move played, the tables' move that kept it; `win_lost`: a
/// win was let go (else a draw); `now_lost`: the position is now lost.
pub fn learn_turning_point(
    lang: Lang,
    n: usize,
    played: &str,
    better: Option<&str>,
    win_lost: bool,
    now_lost: bool,
) -> String {
    let result = if win_lost { "win" } else { "draw" };
    let after = if now_lost { "lost" } else { "draw" };
    let said = crate::tr!(
        lang,
        key::LEARN_TURNING_POINT,
        number = n,
        played = played,
        result = result,
        after = after
    );
    let kept = better.map(|b| {
        if win_lost {
            crate::tr!(lang, key::LEARN_TURNING_POINT_KEPT_WIN, move = b)
        } else {
            crate::tr!(lang, key::LEARN_TURNING_POINT_KEPT_DRAW, move = b)
        }
    });
    match kept {
        Some(kept) => format!("{said} {kept}"),
        None => said,
    }
}

/// Where a failed practice let its crowning (`crowning`) or the piece to
/// win go: the learner's move `n` (from 1), the move played, a move that
/// still did it.
pub fn learn_search_slip(
    lang: Lang,
    n: usize,
    played: &str,
    better: Option<&str>,
    slip: crate::learn::Slip,
) -> String {
    use crate::learn::Slip;
    let slip = match slip {
        Slip::Pieces => "piece",
        Slip::Win | Slip::Result { .. } => "win",
        Slip::Crowning => "crowning",
    };
    let said = crate::tr!(lang, key::LEARN_SEARCH_SLIP, number = n, played = played, slip = slip);
    match better {
        Some(b) => format!("{said} {}", crate::tr!(lang, key::LEARN_SEARCH_SLIP_KEPT, move = b, slip = slip)),
        None => said,
    }
}

/// Why a level failed, the headline over the board: the cause that came
/// first (pieces lost, a practice's aim let go, …).
pub fn learn_fail(lang: Lang, fail: crate::learn::Fail) -> String {
    use crate::learn::{Fail, Slip, Standing};
    let text = match fail {
        Fail::LostMaterial { lost, taken } => {
            return crate::tr!(lang, key::LEARN_FAIL_LOST_MATERIAL, lost = lost, taken = taken)
        }
        Fail::LetGo(slip) => {
            let slip = match slip {
                Slip::Result { before: Standing::Win, after: Standing::Draw } => "win-draw",
                Slip::Result { before: Standing::Win, .. } => "win-lost",
                Slip::Result { .. } => "draw-lost",
                Slip::Pieces => "piece",
                Slip::Crowning => "crowning",
                Slip::Win => "win",
            };
            return crate::tr!(lang, key::LEARN_FAIL_LET_GO, slip = slip);
        }
        Fail::LostPiece => Text::LearnFailLostPiece,
        Fail::OpponentCrowned => Text::LearnFailOpponentCrowned,
        Fail::TooManyMoves => Text::LearnFailTooManyMoves,
        Fail::GameOver => Text::LearnFailGameOver,
        Fail::WrongAnswer => Text::LearnFailWrongAnswer,
        Fail::Drawn => Text::LearnFailDrawn,
    };
    text.get(lang).to_string()
}

/// Where a level sits in its stage: `Nível 2 de 3`.
pub fn learn_level_of(lang: Lang, index: usize, count: usize) -> String {
    crate::tr!(lang, key::LEARN_LEVEL_OF, index = index, count = count)
}

/// The move counter of a lesson level against its target: `Lances: 1 (meta: 3)`.
pub fn learn_moves(lang: Lang, moves: usize, par: u32) -> String {
    crate::tr!(lang, key::LEARN_MOVES, moves = moves, par = par)
}

/// The learner's moves in a practice, and the most it allows (moves over
/// par cost no star there): `Lances: 3 de no máximo 14`.
pub fn learn_moves_within(lang: Lang, moves: usize, limit: u32) -> String {
    crate::tr!(lang, key::LEARN_MOVES_WITHIN, moves = moves, limit = limit)
}

/// How many hints were used: `Dicas usadas: 1`.
pub fn learn_hints_used(lang: Lang, hints: u32) -> String {
    crate::tr!(lang, key::LEARN_HINTS_USED, hints = hints)
}

/// What the star just lost was for, said when it is lost: `−1★ ...`.
pub fn learn_cost(lang: Lang, cost: crate::learn::Cost, par: u32) -> String {
    use crate::learn::Cost;
    match cost {
        Cost::Mistake => crate::tr!(lang, key::LEARN_COST_MISTAKE),
        Cost::Hint => crate::tr!(lang, key::LEARN_COST_HINT),
        Cost::ExtraMove => crate::tr!(lang, key::LEARN_COST_EXTRA_MOVE, par = par),
    }
}

/// Why a solved level earned less than three stars: `Moves over the
/// target: 1 · hints: 0 · mistakes: 1`, or `None` with three.
pub fn learn_star_costs(lang: Lang, costs: crate::learn::StarCosts) -> Option<String> {
    if costs.lost() == 0 {
        return None;
    }
    let crate::learn::StarCosts { extra_moves, hints, mistakes } = costs;
    Some(crate::tr!(
        lang,
        key::LEARN_STAR_COSTS,
        extra_moves = extra_moves,
        hints = hints,
        mistakes = mistakes
    ))
}

/// A wrong square tapped in a question level: the learner tries again.
pub fn learn_wrong_square(lang: Lang, square: &str) -> String {
    crate::tr!(lang, key::LEARN_WRONG_SQUARE, square = square)
}

/// The draw counts of a lesson level that ends in a draw:
/// `Lances só de damas: 16 de 20 · mesma posição: 1 de 3` (on the
/// orthogonal board the count takes men's steps sideways too).
pub fn learn_draw_counts(
    lang: Lang,
    variant: Variant,
    king_moves: u32,
    king_limit: u32,
    seen: u32,
    seen_limit: u32,
) -> String {
    let id = if variant.size().is_orthogonal() {
        key::LEARN_DRAW_COUNTS_NO_PROGRESS
    } else {
        key::LEARN_DRAW_COUNTS
    };
    crate::tr!(
        lang,
        id,
        king_moves = king_moves,
        king_limit = king_limit,
        seen = seen,
        seen_limit = seen_limit
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lesson_texts_fill_their_placeholders_and_plurals() {
        use crate::learn::{Cost, Slip, StarCosts};
        assert_eq!(learn_stars(Lang::Pt, 7, 9), "7 de 9 estrelas");
        assert_eq!(learn_stars(Lang::En, 7, 9), "7 of 9 stars");
        assert_eq!(learn_practise_motif(Lang::Pt, Theme::Shot), "Pratique com problemas: Golpe");
        assert_eq!(
            learn_the_way(Lang::En, &["19-15", "10x19", "23x7"]),
            "The solution was: 19-15 10x19 23x7."
        );
        assert_eq!(learn_moves(Lang::Pt, 1, 3), "Lances: 1 (meta: 3)");
        assert_eq!(learn_moves_within(Lang::En, 3, 14), "Moves: 3 of at most 14");
        assert_eq!(learn_hints_used(Lang::Pt, 1), "Dicas usadas: 1");
        assert_eq!(learn_cost(Lang::En, Cost::Mistake, 2), "−1★: each mistake costs a star.");
        assert_eq!(learn_cost(Lang::Pt, Cost::Hint, 2), "−1★: cada dica custa uma estrela.");
        assert_eq!(
            learn_cost(Lang::Pt, Cost::ExtraMove, 1),
            "−1★: dá para fazer num lance só; cada lance a mais custa uma estrela."
        );
        assert_eq!(
            learn_cost(Lang::Pt, Cost::ExtraMove, 3),
            "−1★: dá para fazer em 3 lances; cada lance a mais custa uma estrela."
        );
        assert_eq!(
            learn_cost(Lang::En, Cost::ExtraMove, 1),
            "−1★: it can be done in one move; each move more costs a star."
        );
        assert_eq!(
            learn_cost(Lang::En, Cost::ExtraMove, 2),
            "−1★: it can be done in 2 moves; each move more costs a star."
        );
        let costs = StarCosts { extra_moves: 1, hints: 0, mistakes: 2 };
        assert_eq!(
            learn_star_costs(Lang::En, costs).unwrap(),
            "One star less for each move over the target (1), each hint (0) and each mistake (2)."
        );
        assert_eq!(learn_star_costs(Lang::Pt, StarCosts { extra_moves: 0, hints: 0, mistakes: 0 }), None);
        assert_eq!(
            learn_wrong_square(Lang::Pt, "c3"),
            "A casa c3 não é uma delas. Olhe de novo e toque em outra."
        );
        assert_eq!(
            learn_draw_counts(Lang::En, Variant::Brazilian, 16, 20, 1, 3),
            "King moves in a row: 16 of 20 · same position: 1 of 3"
        );
        assert_eq!(
            learn_draw_counts(Lang::En, Variant::Turkish, 16, 20, 1, 3),
            "Moves with no capture and no man stepping forwards: 16 of 20 · same position: 1 of 3"
        );
        assert_eq!(
            learn_turning_point(Lang::Pt, 3, "22-17", Some("22-18"), true, false),
            "O seu 3º lance, 22-17, deixou a vitória escapar: depois dele, com o melhor jogo dos dois lados, é empate. 22-18 mantinha a vitória."
        );
        assert_eq!(
            learn_turning_point(Lang::En, 2, "9-13", None, false, true),
            "Your move 2, 9-13, lost the draw: after it, your opponent wins."
        );
        assert_eq!(
            learn_turning_point(Lang::En, 1, "9-13", Some("9-14"), false, true),
            "Your move 1, 9-13, lost the draw: after it, your opponent wins. 9-14 held the draw."
        );
        assert_eq!(
            learn_search_slip(Lang::Pt, 2, "11-15", Some("11-16"), Slip::Crowning),
            "O seu 2º lance, 11-15, deixou a coroação escapar: depois dele, o adversário consegue parar as suas pedras a tempo. 11-16 fazia dama a tempo."
        );
        assert_eq!(
            learn_search_slip(Lang::En, 4, "11-15", None, Slip::Pieces),
            "Your move 4, 11-15, let the piece go: after it, your opponent can save it or take one of yours."
        );
        assert_eq!(
            learn_search_slip(Lang::En, 1, "a3-b4", Some("c3-d4"), Slip::Win),
            "Your move 1, a3-b4, let the win go: after it, your opponent can hold out beyond the moves counted. c3-d4 won in time."
        );
    }

    #[test]
    fn a_failed_level_names_the_pieces_lost_and_the_result_let_go() {
        use crate::learn::{Fail, Slip, Standing};
        let lost = |lost, taken| Fail::LostMaterial { lost, taken };
        assert_eq!(
            learn_fail(Lang::En, lost(2, 0)),
            "Your opponent took 2 of your pieces. Undo and look for a move that gives nothing away for free."
        );
        assert_eq!(
            learn_fail(Lang::Pt, lost(3, 1)),
            "O adversário tomou 3 peças suas, e você só tomou uma de volta. Volte o lance e procure um que não entregue nada de graça."
        );
        assert!(learn_fail(Lang::Ru, lost(5, 0)).starts_with("Соперник побил 5 ваших шашек."));
        assert!(learn_fail(Lang::Es, lost(1, 0)).starts_with("Tu rival te comió una pieza."));
        let win_drawn = Fail::LetGo(Slip::Result { before: Standing::Win, after: Standing::Draw });
        assert_eq!(learn_fail(Lang::En, win_drawn), "The win slipped away: with best play it is now a draw.");
        let draw_lost = Fail::LetGo(Slip::Result { before: Standing::Draw, after: Standing::Loss });
        assert_eq!(learn_fail(Lang::Ru, draw_lost), "Ничья ускользнула: теперь выигрывает соперник.");
        assert_eq!(learn_fail(Lang::En, Fail::TooManyMoves), Text::LearnFailTooManyMoves.get(Lang::En));
    }

    #[test]
    fn learn_counters_carry_their_numbers() {
        for lang in Lang::ALL {
            assert!(learn_stars(lang, 7, 9).contains('7') && learn_stars(lang, 7, 9).contains('9'));
            assert!(learn_level_of(lang, 2, 3).contains("2") && learn_level_of(lang, 2, 3).contains('3'));
            assert!(learn_moves(lang, 4, 3).contains('4') && learn_moves(lang, 4, 3).contains('3'));
            assert!(learn_hints_used(lang, 5).contains('5'));
        }
        assert_ne!(learn_moves(Lang::Pt, 1, 1), learn_moves(Lang::En, 1, 1));
        assert_eq!(learn_level_of(Lang::En, 2, 3), "Level 2 of 3");
    }
}

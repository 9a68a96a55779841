//! The game review in words (the messages of `locales/<lang>/review.ftl`):
//! a move's class and what it lost, the engine's reasons
//! ([`damas_engine::teaching::Reason`], every variant), progress and
//! counters. Squares and moves are named in PDN
//! numbers, or algebraic on 8×8 when the board shows letters; the squares a
//! reason names are the ones the board marks (`crate::review::reason_squares`).

use damas_engine::search::{MATE, PROVEN_WIN};
use damas_engine::teaching::{MoveClass, Reason};
use damas_engine::{Color, Move, Position, Square};

use super::{Lang, Text};
use crate::kernel::i18n::key;

/// How moves and squares are named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Naming {
    /// Algebraic (`c3`) on 8×8 boards, else PDN numbers.
    pub algebraic: bool,
}

impl Naming {
    /// A move played from `pos`.
    pub fn move_text(self, pos: &Position, mv: &Move) -> String {
        if self.algebraic {
            pos.algebraic_text(mv).unwrap_or_else(|| pos.move_text(mv))
        } else {
            pos.move_text(mv)
        }
    }

    /// A square of `pos`'s board.
    pub fn square(self, pos: &Position, sq: Square) -> String {
        let black_first = pos.variant().rules().first == Color::Black;
        if self.algebraic
            && let Some(name) = sq.to_algebraic(pos.size(), black_first)
        {
            return name;
        }
        sq.to_string()
    }

    /// A line played from `pos`, moves separated by spaces.
    pub fn line(self, pos: &Position, line: &[Move]) -> String {
        let mut pos = *pos;
        line.iter()
            .map(|mv| {
                let text = self.move_text(&pos, mv);
                pos = pos.after(mv);
                text
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The class's name.
pub fn class_name(class: MoveClass, lang: Lang) -> &'static str {
    match class {
        MoveClass::Good => Text::ReviewClassGood,
        MoveClass::Inaccuracy => Text::ReviewClassInaccuracy,
        MoveClass::Mistake => Text::ReviewClassMistake,
        MoveClass::Blunder => Text::ReviewClassBlunder,
    }
    .get(lang)
}

/// Hundredths of a man as men with one decimal: `1.5` (`1,5` in pt-BR).
pub fn men(hundredths: i32, lang: Lang) -> String {
    let text = format!("{:.1}", hundredths as f64 / 100.0);
    text.replace('.', &crate::tr!(lang, key::REVIEW_DECIMAL_SEPARATOR))
}

/// A score for the side to move: `+1.2`, a win or loss in moves, or a
/// win or loss the endgame tables prove (they count no moves to the end).
///
/// ```
/// use damas_app::kernel::i18n::{review_texts, Lang};
/// assert_eq!(review_texts::score(120, Lang::En), "+1.2");
/// assert_eq!(review_texts::score(-36, Lang::Pt), "-0,4");
/// let table_win = damas_engine::search::TABLE_WIN - 9;
/// assert_eq!(review_texts::score(table_win, Lang::En), "win");
/// assert_eq!(review_texts::score(-table_win, Lang::Es), "derrota");
/// ```
pub fn score(score: i32, lang: Lang) -> String {
    if score.abs() >= MATE - 1_000 {
        let moves = ((MATE - score.abs() + 1) / 2).max(1);
        return if score > 0 {
            crate::tr!(lang, key::REVIEW_SCORE_WIN, moves = moves)
        } else {
            crate::tr!(lang, key::REVIEW_SCORE_LOSS, moves = moves)
        };
    }
    if score.abs() >= PROVEN_WIN {
        return crate::tr!(
            lang,
            if score > 0 { key::REVIEW_SCORE_TABLE_WIN } else { key::REVIEW_SCORE_TABLE_LOSS }
        );
    }
    let sign = if score > 0 { "+" } else { "" };
    format!("{sign}{}", men(score, lang))
}

/// `2-7: blunder, it loses 3.1`.
pub fn verdict(lang: Lang, played: &str, class: MoveClass, loss: i32) -> String {
    let name = class_name(class, lang);
    if class == MoveClass::Good {
        return crate::tr!(lang, key::REVIEW_VERDICT_GOOD, move = played, class = name);
    }
    crate::tr!(lang, key::REVIEW_VERDICT, move = played, class = name, loss = men(loss, lang))
}

/// A score with the side it is for: `-0.4 for Dark`.
pub fn score_for(lang: Lang, value: i32, side: Color) -> String {
    crate::tr!(lang, key::REVIEW_SCORE_FOR, score = score(value, lang), side = super::side_key(side))
}

/// `Better: 3-8 (+0.1 for Light)`: the best move's score is for `mover`.
pub fn better(lang: Lang, best: &str, best_score: i32, mover: Color) -> String {
    crate::tr!(lang, key::REVIEW_BETTER, move = best, score = score_for(lang, best_score, mover))
}

/// The number of move `ply` (counted from the game's first move): `9.`,
/// or `9…` for the second player's.
pub fn move_number(ply: usize) -> String {
    format!("{}{}", ply / 2 + 1, if ply.is_multiple_of(2) { "." } else { "…" })
}

/// A move with its number: `9. 22-18`, `9… 14-18`.
pub fn numbered(ply: usize, text: &str) -> String {
    format!("{} {text}", move_number(ply))
}

/// The conclusion of a game `loser` lost with no move marked a mistake:
/// where the score for `loser` fell most (`turn`: the move with its
/// number, the scores before and after; a fall of a man or more when
/// `decisive`), else that the opponent was stronger from the start (the
/// score `start` at the first move).
pub fn lost_without_mistakes(
    lang: Lang,
    loser: Color,
    start: i32,
    turn: Option<(&str, i32, i32)>,
    decisive: bool,
) -> String {
    let side = super::side_key(loser);
    let start = score(start, lang);
    match turn {
        Some((at, before, after)) => {
            let (before, after) = (score(before, lang), score(after, lang));
            let id = if decisive { key::REVIEW_LOST_AT } else { key::REVIEW_LOST_OUTPLAYED };
            crate::tr!(lang, id, side = side, move = at, start = start, before = before, after = after)
        }
        None => crate::tr!(lang, key::REVIEW_LOST_FROM_START, side = side, start = start),
    }
}

/// Under the move where the score for `loser` fell most.
pub fn turning_here(lang: Lang, loser: Color, before: i32, after: i32) -> String {
    let (before, after) = (score(before, lang), score(after, lang));
    crate::tr!(lang, key::REVIEW_TURNING_HERE, side = super::side_key(loser), before = before, after = after)
}

/// A reason in plain words. `before` is the position before the move
/// played, `after` the one after it, `refutation` the line from `after`.
pub fn reason(
    reason: &Reason,
    before: &Position,
    after: &Position,
    refutation: &[Move],
    naming: Naming,
    lang: Lang,
) -> String {
    match reason {
        Reason::AllowedShot { line, pieces } => {
            let line = naming.line(after, line);
            crate::tr!(lang, key::REVIEW_ALLOWED_SHOT, line = line, count = *pieces)
        }
        Reason::AllowedCapture { line, pieces } => {
            let line = naming.line(after, line);
            crate::tr!(lang, key::REVIEW_ALLOWED_CAPTURE, count = *pieces, line = line)
        }
        Reason::MissedCapture { line, pieces, .. } => {
            let line = naming.line(before, line);
            crate::tr!(lang, key::REVIEW_MISSED_CAPTURE, count = *pieces, line = line)
        }
        Reason::AllowedCrowning { man, crowned_on, .. } => {
            let (from, to) = (naming.square(after, *man), naming.square(after, *crowned_on));
            crate::tr!(lang, key::REVIEW_ALLOWED_CROWNING, from = from, to = to)
        }
        Reason::KingCaptureFromAfar { capture, distance } => {
            // Named as in its place in the refutation.
            let at = refutation.iter().position(|m| m == capture);
            let text = at
                .map(|at| {
                    let mut pos = *after;
                    for m in &refutation[..at] {
                        pos = pos.after(m);
                    }
                    naming.move_text(&pos, capture)
                })
                .unwrap_or_else(|| capture.to_string());
            crate::tr!(lang, key::REVIEW_KING_FROM_AFAR, distance = *distance, move = text)
        }
    }
}

/// A side's row in the review's summary table, `you` on the learner's
/// own: `Light (You)`, `Чёрные`.
pub fn summary_side(lang: Lang, side: Color, you: bool) -> String {
    crate::tr!(
        lang,
        key::REVIEW_SUMMARY_SIDE,
        side = super::side_key(side),
        you = if you { "yes" } else { "no" }
    )
}

/// `Analysing: 12 of 60 moves`.
pub fn progress(lang: Lang, done: usize, total: usize) -> String {
    crate::tr!(lang, key::REVIEW_PROGRESS, done = done, total = total)
}

/// `Mistake 1 of 3`.
pub fn retry_number(lang: Lang, number: usize, total: usize) -> String {
    crate::tr!(lang, key::REVIEW_RETRY_NUMBER, number = number, total = total)
}

/// `You found 2 of 3 better moves.`
pub fn retry_score(lang: Lang, solved: usize, total: usize) -> String {
    crate::tr!(lang, key::REVIEW_RETRY_SCORE, solved = solved, total = total)
}

/// `Find the better move (3)`.
pub fn find_better(lang: Lang, mistakes: usize) -> String {
    format!("{} ({mistakes})", Text::ReviewFindBetter.get(lang))
}

/// A message formatted in a language of the app named by its folder
/// (`es`, `ru`), for the tests.
#[cfg(test)]
pub(crate) fn in_locale(code: &str, key: super::Key, args: &fluent_bundle::FluentArgs) -> String {
    let lang = Lang::ALL.into_iter().find(|l| l.code() == code).expect("a language of the app");
    super::catalogue::text(lang, key, Some(args))
}

/// Fluent arguments for [`in_locale`]: `args!(count = 2, line = "31x22")`.
#[cfg(test)]
macro_rules! args {
    ($($name:ident = $value:expr),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = ::fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($name), ::fluent_bundle::FluentValue::from($value)); )*
        args
    }};
}
#[cfg(test)]
pub(crate) use args;

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{BoardSize, Variant};

    fn pos(fen: &str) -> Position {
        Position::from_fen(Variant::Brazilian, fen).unwrap()
    }

    fn line(start: &Position, texts: &[&str]) -> Vec<Move> {
        start.parse_line(texts).unwrap()
    }

    const NUMBERS: Naming = Naming { algebraic: false };

    #[test]
    fn a_side_s_row_in_the_summary_is_one_message_each_language_words() {
        assert_eq!(summary_side(Lang::En, Color::White, true), "Light (You)");
        assert_eq!(summary_side(Lang::En, Color::Black, false), "Dark");
        assert_eq!(summary_side(Lang::Pt, Color::White, false), "As claras");
        assert_eq!(summary_side(Lang::Pt, Color::Black, true), "As escuras (Você)");
        assert_eq!(summary_side(Lang::Es, Color::White, true), "Las blancas (tú)");
        assert_eq!(summary_side(Lang::Ru, Color::Black, true), "Чёрные (вы)");
        assert_eq!(summary_side(Lang::Ru, Color::White, false), "Белые");
    }

    #[test]
    fn every_reason_is_put_in_words_in_both_languages() {
        let before = pos("B:W27,31:B22,3");
        let played = before.parse_move("22-26").unwrap();
        let after = before.after(&played);
        let take = line(&after, &["31x22"]);
        let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
        let reasons = [
            Reason::AllowedShot { line: take.clone(), pieces: 2 },
            Reason::AllowedCapture { line: take.clone(), pieces: 1 },
            Reason::MissedCapture { line: line(&before, &["22-26"]), capture: played, pieces: 3 },
            Reason::AllowedCrowning { man: sq(9), crowned_on: sq(2), line: take.clone() },
            Reason::KingCaptureFromAfar { capture: take[0], distance: 3 },
        ];
        let mut seen = std::collections::HashSet::new();
        for r in &reasons {
            for lang in Lang::ALL {
                let text = reason(r, &before, &after, &take, NUMBERS, lang);
                assert!(text.ends_with('.'), "{text}");
                assert!(seen.insert(text.clone()), "each reason and language says something else: {text}");
            }
        }
        let en = |r: &Reason| reason(r, &before, &after, &take, NUMBERS, Lang::En);
        assert_eq!(en(&reasons[0]), "This allowed a shot: after 31x22, you lose 2 pieces.");
        assert_eq!(en(&reasons[1]), "This leaves one piece to be taken: 31x22.");
        assert_eq!(en(&reasons[3]), "This lets the man on 9 through to be crowned on 2.");
        assert!(en(&reasons[4]).contains("3 squares away: 31x22"));
        let pt = reason(&reasons[2], &before, &after, &take, NUMBERS, Lang::Pt);
        assert_eq!(pt, "Você deixou passar uma captura de 3 peças: 22-26.");
    }

    #[test]
    fn scores_and_verdicts_read_as_men() {
        assert_eq!(men(310, Lang::En), "3.1");
        assert_eq!(men(310, Lang::Pt), "3,1");
        assert_eq!(score(MATE - 3, Lang::En), "win in 2");
        assert_eq!(score(-(MATE - 1), Lang::Pt), "derrota em 1");
        assert_eq!(verdict(Lang::En, "2-7", MoveClass::Blunder, 310), "2-7: blunder, loses 3.1");
        assert_eq!(verdict(Lang::Pt, "2-7", MoveClass::Mistake, 150), "2-7: erro, perde 1,5");
        assert_eq!(verdict(Lang::En, "24-20", MoveClass::Good, 20), "24-20: good");
        assert_eq!(better(Lang::En, "3-8", 10, Color::White), "Better: 3-8 (+0.1 for Light)");
        assert!(progress(Lang::Pt, 3, 60).contains("3 de 60"));
        assert_eq!(find_better(Lang::En, 2), "Find the better move (2)");
    }

    #[test]
    fn counts_and_plurals_are_filled_in_each_language() {
        let before = pos("B:W27,31:B22,3");
        let after = before.after(&before.parse_move("22-26").unwrap());
        let take = line(&after, &["31x22"]);
        let shot = |n| Reason::AllowedShot { line: take.clone(), pieces: n };
        let text = |r: &Reason, lang| reason(r, &before, &after, &take, NUMBERS, lang);
        assert_eq!(text(&shot(1), Lang::En), "This allowed a shot: after 31x22, you lose one piece.");
        assert_eq!(text(&shot(1), Lang::Pt), "Isso permitiu um golpe: depois de 31x22, você perde uma peça.");
        assert_eq!(text(&shot(3), Lang::Pt), "Isso permitiu um golpe: depois de 31x22, você perde 3 peças.");
        let capture = |n| Reason::AllowedCapture { line: take.clone(), pieces: n };
        assert_eq!(text(&capture(1), Lang::Pt), "Isso deixa uma peça para ser capturada: 31x22.");
        // The participle agrees with the pieces.
        assert_eq!(text(&capture(2), Lang::Pt), "Isso deixa 2 peças para serem capturadas: 31x22.");
        assert_eq!(progress(Lang::En, 12, 60), "Analysing: 12 of 60 moves");
        assert_eq!(retry_score(Lang::Pt, 2, 3), "Você achou 2 de 3 lances melhores.");
        assert_eq!(score(-(MATE - 3), Lang::En), "loss in 2");

        let ru = |id, args| in_locale("ru", id, &args);
        assert_eq!(
            ru(key::REVIEW_ALLOWED_SHOT, args!(count = 1, line = "31x22")),
            "Это позволило сопернику провести удар: после 31x22 вы теряете одну шашку."
        );
        assert_eq!(
            ru(key::REVIEW_ALLOWED_CAPTURE, args!(count = 2, line = "31x22")),
            "Теперь под боем 2 шашки: 31x22."
        );
        assert_eq!(
            ru(key::REVIEW_MISSED_CAPTURE, args!(count = 5, line = "22-26")),
            "Вы упустили взятие 5 шашек: 22-26."
        );
        assert_eq!(
            ru(key::REVIEW_MISSED_CAPTURE, args!(count = 21, line = "22-26")),
            "Вы упустили взятие 21 шашки: 22-26."
        );
        assert_eq!(ru(key::REVIEW_SCORE_WIN, args!(moves = 1)), "выигрыш в 1 ход");
        assert_eq!(ru(key::REVIEW_SCORE_LOSS, args!(moves = 3)), "проигрыш в 3 хода");
        assert_eq!(
            ru(key::REVIEW_KING_FROM_AFAR, args!(distance = 5, move = "h2xa7")),
            "Теперь дамка бьёт издалека, с расстояния в 5 полей: h2xa7."
        );
        assert_eq!(ru(key::REVIEW_PROGRESS, args!(done = 3, total = 41)), "Анализ: 3 из 41 хода");
        let es = |id, args| in_locale("es", id, &args);
        assert_eq!(
            es(key::REVIEW_ALLOWED_CAPTURE, args!(count = 1, line = "31x22")),
            "Esto deja una pieza para que te la coman: 31x22."
        );
        assert_eq!(
            es(key::REVIEW_ALLOWED_CAPTURE, args!(count = 2, line = "31x22")),
            "Esto deja 2 piezas para que te las coman: 31x22."
        );
        for code in ["es", "ru"] {
            let men = in_locale(code, key::REVIEW_VERDICT, &args!(move = "2-7", class = "x", loss = "1,5"));
            assert!(men.starts_with("2-7: x, ") && men.ends_with("1,5"), "{men}");
            assert_eq!(in_locale(code, key::REVIEW_DECIMAL_SEPARATOR, &args!()), ",");
        }
    }

    #[test]
    fn every_score_shown_says_whose_side_it_is_for_in_each_language() {
        assert_eq!(better(Lang::En, "11-15", -40, Color::Black), "Better: 11-15 (-0.4 for Dark)");
        assert_eq!(better(Lang::Pt, "11-15", -40, Color::Black), "Melhor: 11-15 (-0,4 para as escuras)");
        assert_eq!(better(Lang::Es, "11-15", 120, Color::White), "Mejor: 11-15 (+1,2 para las blancas)");
        assert_eq!(better(Lang::Ru, "11-15", -40, Color::Black), "Лучше: 11-15 (-0,4 для чёрных)");
        assert_eq!(score_for(Lang::En, MATE - 3, Color::White), "win in 2 for Light");
        for lang in Lang::ALL {
            let dark = turning_here(lang, Color::Black, 20, -150);
            let light = turning_here(lang, Color::White, 20, -150);
            assert!(dark.contains("+0") && dark.contains("-1") && dark != light, "{dark}");
        }
        assert_eq!(
            turning_here(Lang::En, Color::Black, 20, -150),
            "The score for Dark fell most over this move and the reply: from +0.2 to -1.5."
        );
    }

    #[test]
    fn a_lost_game_without_mistakes_is_told_in_each_language() {
        let at = Some(("9… 14-18", 20, -150));
        let en = lost_without_mistakes(Lang::En, Color::Black, 0, at, true);
        assert_eq!(
            en,
            "No move was marked a mistake, yet the game was lost at 9… 14-18: after it and the reply, the \
             score for Dark fell from +0.2 to -1.5. The opponent looked further ahead than the review's \
             search of each move."
        );
        let outplayed = lost_without_mistakes(Lang::En, Color::White, -120, at, false);
        assert!(outplayed.starts_with("No single move lost this game: the opponent was stronger from the start. The score for Light was -1.2 at the first move and fell most after 9… 14-18"), "{outplayed}");
        let start = lost_without_mistakes(Lang::En, Color::Black, -300, None, false);
        assert!(start.ends_with("The score for Dark was already -3.0 at the first move."), "{start}");
        for lang in Lang::ALL {
            let texts = [
                lost_without_mistakes(lang, Color::Black, 0, at, true),
                lost_without_mistakes(lang, Color::Black, -120, at, false),
                lost_without_mistakes(lang, Color::Black, -300, None, false),
            ];
            for text in &texts {
                assert!(text.ends_with('.') && !text.contains('{'), "{text}");
            }
            assert!(texts[0].contains("9… 14-18") && texts[1].contains("9… 14-18"), "{texts:?}");
            assert!(!texts.iter().any(|t| t.contains(Text::ReviewNoMistakes.get(lang))), "{texts:?}");
        }
    }

    #[test]
    fn algebraic_naming_on_eight_by_eight() {
        let before = pos("B:W27,31:B22,3");
        let mv = before.parse_move("22-26").unwrap();
        let alg = Naming { algebraic: true };
        assert_ne!(alg.move_text(&before, &mv), "22-26");
        assert_eq!(NUMBERS.move_text(&before, &mv), "22-26");
    }
}

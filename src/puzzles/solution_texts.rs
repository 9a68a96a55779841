//! A puzzle's solution in words, one sentence per move of the line and one
//! for where it ends: the engine's typed steps
//! ([`damas_engine::teaching::SolutionStep`], every variant) and outcome,
//! with moves named as the review names them ([`Naming`]). The sentences
//! are the `solution-` messages of `locales/<lang>/puzzles.ftl`.

use damas_engine::search::material_cannot_win;
use damas_engine::teaching::{CaptureLaw, SolutionOutcome, SolutionStep, TableCall, TableVerdict};
use damas_engine::{Color, Move, Position, Role};
use fluent_bundle::FluentValue;

use crate::kernel::i18n::key;
use crate::kernel::i18n::review_texts::Naming;
use crate::kernel::i18n::{side_key as side, Lang};

/// The captures a law rules out, at most three named, each group of the
/// same size with what it would take: `18x9 or 18x11 (one piece each)`.
fn ruled_out(before: &Position, forbidden: &[Move], naming: Naming, lang: Lang) -> String {
    let or = format!(" {} ", crate::tr!(lang, key::SOLUTION_OR));
    let named = &forbidden[..forbidden.len().min(3)];
    let mut counts: Vec<u32> = named.iter().map(Move::capture_count).collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    counts.dedup();
    let mut groups: Vec<String> = counts
        .into_iter()
        .map(|count| {
            let moves: Vec<String> = named
                .iter()
                .filter(|m| m.capture_count() == count)
                .map(|m| naming.move_text(before, m))
                .collect();
            let each = if moves.len() > 1 { "yes" } else { "no" };
            crate::tr!(
                lang,
                key::SOLUTION_RULED_OUT_GROUP,
                moves = moves.join(&or),
                count = count,
                each = each
            )
        })
        .collect();
    if forbidden.len() > 3 {
        groups.push("…".into());
    }
    groups.join(&or)
}

/// The law's own words, as a subject: `The majority law`.
fn law_name(law: CaptureLaw, lang: Lang) -> String {
    match law {
        CaptureLaw::Majority => crate::tr!(lang, key::SOLUTION_LAW_MAJORITY),
        CaptureLaw::ItalianTiebreak => crate::tr!(lang, key::SOLUTION_LAW_ITALIAN),
    }
}

/// One move of the solution in words. `before` is the position it is
/// played in.
pub fn step(step: &SolutionStep, before: &Position, naming: Naming, lang: Lang) -> String {
    let side = side(before.side_to_move());
    let mv = naming.move_text(before, step.mv());
    let crowns = step.is_solvers() && step.mv().promotes();
    match step {
        SolutionStep::Sacrifice { pieces, .. } => {
            crate::tr!(lang, key::SOLUTION_SACRIFICE, side = side, count = *pieces, move = mv)
        }
        SolutionStep::Capture { mv: capture, pieces } => {
            let id = if crowns { key::SOLUTION_CAPTURE_CROWNING } else { key::SOLUTION_CAPTURE };
            let pieces = pieces_taken(*pieces, capture.captured_king_count(), lang);
            crate::tr!(lang, id, side = side, pieces = pieces, move = mv)
        }
        SolutionStep::Quiet(_) => {
            let id = if crowns { key::SOLUTION_QUIET_CROWNING } else { key::SOLUTION_QUIET };
            crate::tr!(lang, id, side = side, move = mv)
        }
        SolutionStep::MustCapture(_) => crate::tr!(lang, key::SOLUTION_MUST_CAPTURE, side = side, move = mv),
        SolutionStep::LawCaptures { mv: capture, law, forbidden, choices } => {
            let law = law_name(*law, lang);
            let forbidden = ruled_out(before, forbidden, naming, lang);
            match *choices {
                1 => crate::tr!(
                    lang,
                    key::SOLUTION_LAW_FORCES,
                    law = law,
                    side = side,
                    move = mv,
                    taken = capture.capture_count(),
                    forbidden = forbidden
                ),
                n => crate::tr!(
                    lang,
                    key::SOLUTION_LAW_NARROWS,
                    law = law,
                    forbidden = forbidden,
                    count = n,
                    side = side,
                    move = mv
                ),
            }
        }
        SolutionStep::ChosenCapture { choices, .. } => {
            crate::tr!(lang, key::SOLUTION_CHOSEN_CAPTURE, side = side, count = *choices, move = mv)
        }
        SolutionStep::OnlyMove(_) => crate::tr!(lang, key::SOLUTION_ONLY_MOVE, side = side, move = mv),
        SolutionStep::BestReply { .. } => crate::tr!(lang, key::SOLUTION_BEST_REPLY, side = side, move = mv),
    }
}

/// `taken` pieces, `kings` of them kings, as a player says them: every
/// one a king is "a king" or "2 kings", not "one piece (one of them a king)".
fn pieces_taken(taken: u32, kings: u32, lang: Lang) -> String {
    let kings: FluentValue = if kings == taken { "all".into() } else { kings.into() };
    crate::tr!(lang, key::SOLUTION_PIECES_TAKEN, taken = taken, kings = kings)
}

/// Where the solution leaves the two sides, in words.
pub fn outcome(outcome: &SolutionOutcome, lang: Lang) -> String {
    let side = side(outcome.solver);
    if outcome.wiped_out {
        return crate::tr!(lang, key::SOLUTION_WIPED_OUT, side = side);
    }
    if outcome.blocked {
        return crate::tr!(lang, key::SOLUTION_BLOCKED, side = side);
    }
    let mut sentences = Vec::new();
    if outcome.taken > 0 {
        let pieces = pieces_taken(outcome.taken, outcome.taken_kings, lang);
        sentences.push(match outcome.given {
            0 => crate::tr!(lang, key::SOLUTION_TOOK_LOST_NONE, side = side, pieces = pieces),
            given => crate::tr!(lang, key::SOLUTION_TOOK_GAVE, side = side, pieces = pieces, given = given),
        });
    }
    if outcome.crowned {
        sentences.push(crate::tr!(lang, key::SOLUTION_CROWNED, side = side));
    }
    if outcome.material_won() <= 0 && !outcome.crowned {
        sentences.push(crate::tr!(lang, key::SOLUTION_WON_ENDING, side = side));
    }
    sentences.join(" ")
}

/// Only kings, `strong` against `weak`, that cannot win (the engine's
/// [`material_cannot_win`]) after `mv` in `before`, once the other side's
/// quiet reply has taken its king out of reach.
fn kings_cannot_win(before: &Position, mv: &Move) -> Option<(u32, u32)> {
    let after = before.after(mv);
    let replies = after.legal_moves();
    let settled = material_cannot_win(&after)
        || replies.iter().any(|r| !r.is_capture() && material_cannot_win(&after.after(r)));
    let kings = |c| after.count(c, Role::King);
    let (white, black) = (kings(Color::White), kings(Color::Black));
    settled.then_some((white.max(black), white.min(black)))
}

/// `$why` and `$reason` of a table's call on `mv`: why the pieces left cannot win, if they cannot.
fn why_not_won(before: &Position, mv: &Move, lang: Lang) -> (&'static str, String) {
    match kings_cannot_win(before, mv) {
        Some((strong, weak)) => {
            ("material", crate::tr!(lang, key::SOLUTION_KINGS_CANNOT_WIN, strong = strong, weak = weak))
        }
        None => ("none", String::new()),
    }
}

fn call_key(call: TableCall) -> &'static str {
    match call {
        TableCall::Win => "win",
        TableCall::Draw => "draw",
        TableCall::Loss => "loss",
    }
}

/// The endgame tables' word on a tactic's first move in words: what they
/// call the solution's, and each other capture they call worse, with why
/// when the pieces left cannot win (`start`: the tactic's start).
pub fn tables(verdict: &TableVerdict, start: &Position, first: &Move, naming: Naming, lang: Lang) -> String {
    let mut sentences = vec![crate::tr!(
        lang,
        key::SOLUTION_TABLES,
        move = naming.move_text(start, first),
        call = call_key(verdict.solution)
    )];
    for (mv, call) in verdict.worse.iter().filter(|(m, _)| m.is_capture()) {
        let (why, reason) = why_not_won(start, mv, lang);
        sentences.push(crate::tr!(
            lang,
            key::SOLUTION_TABLES_WORSE,
            move = naming.move_text(start, mv),
            count = mv.capture_count(),
            call = call_key(*call),
            why = why,
            reason = reason
        ));
    }
    sentences.join(" ")
}

/// A wrong move the endgame tables call a draw or a loss, in words
/// (`before`: the position it was played in).
pub fn wrong_by_tables(
    call: TableCall,
    before: &Position,
    tried: &Move,
    naming: Naming,
    lang: Lang,
) -> String {
    let (why, reason) = why_not_won(before, tried, lang);
    crate::tr!(
        lang,
        key::PUZZLE_WRONG_TABLES,
        tried = naming.move_text(before, tried),
        call = call_key(call),
        why = why,
        reason = reason
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::i18n::review_texts::{args, in_locale};
    use damas_engine::teaching::explain_solution;
    use damas_engine::{Color, Variant};

    const NUMBERS: Naming = Naming { algebraic: false };

    /// Each step of a line with the position it is played in.
    fn told(start: &Position, line: &[Move], lang: Lang) -> Vec<String> {
        let explained = explain_solution(start, line);
        let mut pos = *start;
        let mut out = Vec::new();
        for (s, mv) in explained.steps.iter().zip(line) {
            out.push(step(s, &pos, NUMBERS, lang));
            pos = pos.after(mv);
        }
        out.push(outcome(&explained.outcome, lang));
        out
    }

    #[test]
    fn a_majority_law_shot_is_told_move_by_move_in_both_languages() {
        let start = Position::from_fen(Variant::Brazilian, "B:W18,19,23:B11,13,14").unwrap();
        let line = start.parse_line(&["11-15", "19x17", "13x15", "23-19", "15x24"]).unwrap();
        let en = told(&start, &line, Lang::En);
        // The majority law's capture takes two: two pieces given (issue 51).
        assert_eq!(en[0], "Dark plays 11-15 and gives 2 pieces away: the compulsory capture takes them all.");
        assert_eq!(
            en[1],
            "The majority law makes light take 19x17 (2 pieces), not 18x9 or 18x11 (one piece each)."
        );
        assert_eq!(en[2], "Dark takes 2 pieces: 13x15.");
        assert_eq!(en[5], "Light has no piece left: dark wins.");
        let pt = told(&start, &line, Lang::Pt);
        assert_eq!(
            pt[1],
            "A lei da maioria obriga as claras a tomar 19x17 (2 peças), e não 18x9 ou 18x11 (uma peça cada)."
        );
        assert_eq!(pt[2], "As escuras tomam 2 peças: 13x15.");
        for (e, p) in en.iter().zip(&pt) {
            assert_ne!(e, p);
            assert!(e.ends_with('.') && p.ends_with('.'), "{e} / {p}");
        }
    }

    #[test]
    fn every_step_and_outcome_reads_as_a_sentence() {
        let mv = |pos: &Position, t: &str| pos.parse_move(t).unwrap();
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,31,32:B18,3").unwrap();
        let take = mv(&pos, "22x15");
        let steps = [
            SolutionStep::Sacrifice { mv: take, pieces: 1 },
            SolutionStep::Sacrifice { mv: take, pieces: 3 },
            SolutionStep::Capture { mv: take, pieces: 1 },
            SolutionStep::Quiet(take),
            SolutionStep::MustCapture(take),
            SolutionStep::LawCaptures {
                mv: take,
                law: CaptureLaw::Majority,
                forbidden: vec![take],
                choices: 2,
            },
            SolutionStep::LawCaptures {
                mv: take,
                law: CaptureLaw::ItalianTiebreak,
                forbidden: vec![take],
                choices: 1,
            },
            SolutionStep::ChosenCapture { mv: take, choices: 3 },
            SolutionStep::OnlyMove(take),
            SolutionStep::BestReply { mv: take, choices: 4 },
        ];
        let mut seen = std::collections::HashSet::new();
        for s in &steps {
            for lang in Lang::ALL {
                let text = step(s, &pos, NUMBERS, lang);
                assert!(text.contains("22x15") && text.ends_with('.'), "{text}");
                assert!(seen.insert(text.clone()), "said twice: {text}");
            }
        }
        let base = SolutionOutcome {
            solver: Color::White,
            taken: 2,
            taken_kings: 1,
            given: 1,
            given_kings: 0,
            crowned: true,
            wiped_out: false,
            blocked: false,
        };
        let outcomes = [
            base,
            SolutionOutcome { wiped_out: true, ..base },
            SolutionOutcome { blocked: true, ..base },
            SolutionOutcome { taken: 0, taken_kings: 0, crowned: false, given: 0, ..base },
        ];
        for o in &outcomes {
            for lang in Lang::ALL {
                let text = outcome(o, lang);
                assert!(!text.is_empty() && text.ends_with('.'), "{text}");
                assert!(seen.insert(text.clone()), "said twice: {text}");
            }
        }
        assert_eq!(
            outcome(&base, Lang::En),
            "In all, light took 2 pieces (one of them a king) and gave one piece. Light also crowned a man."
        );
        assert_eq!(outcome(&outcomes[3], Lang::Pt), "As claras ficam com um final ganho.");
    }

    #[test]
    fn counts_and_plurals_are_filled_in_each_language() {
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,31,32:B18,3").unwrap();
        let take = pos.parse_move("22x15").unwrap();
        let capture = |n| step(&SolutionStep::Capture { mv: take, pieces: n }, &pos, NUMBERS, Lang::Pt);
        assert_eq!(capture(1), "As claras tomam uma peça: 22x15.");
        assert_eq!(capture(3), "As claras tomam 3 peças: 22x15.");
        let chosen = SolutionStep::ChosenCapture { mv: take, choices: 3 };
        assert_eq!(
            step(&chosen, &pos, NUMBERS, Lang::En),
            "Light may choose between 3 captures; the best is 22x15."
        );
        let o = SolutionOutcome {
            solver: Color::Black,
            taken: 3,
            taken_kings: 2,
            given: 1,
            given_kings: 0,
            crowned: false,
            wiped_out: false,
            blocked: false,
        };
        assert_eq!(
            outcome(&o, Lang::Pt),
            "No total, as escuras tomaram 3 peças (2 delas, damas) e entregaram uma peça."
        );
        assert_eq!(
            outcome(&SolutionOutcome { given: 0, ..o }, Lang::En),
            "In all, dark took 3 pieces (2 of them kings) and lost none."
        );

        let ru = |id, args| in_locale("ru", id, &args);
        assert_eq!(
            ru(
                key::SOLUTION_CAPTURE,
                args!(side = "white", pieces = pieces_taken(1, 0, Lang::Ru), move = "c3xe5")
            ),
            "Белые бьют одну шашку: c3xe5."
        );
        assert_eq!(
            ru(
                key::SOLUTION_CAPTURE,
                args!(side = "black", pieces = pieces_taken(2, 0, Lang::Ru), move = "f6xd4")
            ),
            "Чёрные бьют 2 шашки: f6xd4."
        );
        assert_eq!(
            ru(
                key::SOLUTION_CAPTURE_CROWNING,
                args!(side = "white", pieces = pieces_taken(5, 0, Lang::Ru), move = "a1xh8")
            ),
            "Белые бьют 5 шашек: a1xh8, и шашка проходит в дамки."
        );
        let white = SolutionOutcome { solver: Color::White, taken: 2, taken_kings: 1, given: 1, ..o };
        assert_eq!(
            outcome(&white, Lang::Ru),
            "Всего белые побили 2 шашки (из них одна дамка) и отдали одну шашку."
        );
        assert_eq!(
            outcome(&SolutionOutcome { taken: 5, taken_kings: 0, given: 0, ..o }, Lang::Ru),
            "Всего чёрные побили 5 шашек и не потеряли ни одной."
        );
        assert_eq!(
            ru(key::SOLUTION_WIPED_OUT, args!(side = "black")),
            "У белых не осталось шашек: чёрные выиграли."
        );
        let law = ru(key::SOLUTION_LAW_MAJORITY, args!());
        assert_eq!(
            ru(
                key::SOLUTION_LAW_FORCES,
                args!(law = law.as_str(), side = "white", move = "19x17", taken = 2, forbidden = "18x9 или 18x11")
            ),
            "Правило большинства заставляет белых бить 19x17 (2 шашки), а не 18x9 или 18x11."
        );
        let es = |id, args| in_locale("es", id, &args);
        assert_eq!(
            es(
                key::SOLUTION_CAPTURE,
                args!(side = "black", pieces = pieces_taken(1, 0, Lang::Es), move = "13x15")
            ),
            "Las negras comen una pieza: 13x15."
        );
        assert_eq!(
            outcome(&SolutionOutcome { taken: 3, taken_kings: 2, ..white }, Lang::Es),
            "En total, las blancas comieron 3 piezas (2 de ellas, damas) y entregaron una pieza."
        );
        assert_eq!(
            outcome(&SolutionOutcome { taken_kings: 2, ..white }, Lang::Es),
            "En total, las blancas comieron 2 damas y entregaron una pieza."
        );
    }

    /// The steps of a shipped tactic, in words.
    fn told_puzzle(variant: Variant, fen: &str, line: &[&str], lang: Lang) -> (Vec<Move>, Vec<String>) {
        let start = Position::from_fen(variant, fen).unwrap();
        let line = start.parse_line(line).unwrap();
        let words = told(&start, &line, lang);
        (line, words)
    }

    /// international-t0687 and brazilian-t0233 (issue 51): the sacrifice
    /// gives what the forced capture takes, and the law's text says what
    /// each capture it ruled out would have taken.
    #[test]
    fn a_sacrifice_names_the_pieces_the_forced_capture_takes() {
        let shots = [
            (
                Variant::International,
                "B:WK9,23,24,25,26,30:B10,15,17,21,32,K46",
                &["17-22", "26x37", "46x3"][..],
            ),
            (
                Variant::Brazilian,
                "W:W18,19,23,29,30,31,32:B3,4,5,9,11,12,17",
                &["19-16", "12x26", "31x6"][..],
            ),
        ];
        for (variant, fen, texts) in shots {
            let (line, en) = told_puzzle(variant, fen, texts, Lang::En);
            let given = line[1].capture_count();
            assert!(given >= 2, "{fen}: {given}");
            assert!(en[0].contains(&format!("gives {given} pieces away")), "{}", en[0]);
            let start = Position::from_fen(variant, fen).unwrap();
            let explained = explain_solution(&start, &line);
            if let SolutionStep::LawCaptures { forbidden, .. } = &explained.steps[1] {
                assert!(en[1].contains(&format!("({given} pieces)")), "{}", en[1]);
                for f in forbidden {
                    let n = f.capture_count();
                    let said = if n == 1 { "one piece".to_string() } else { format!("{n} pieces") };
                    assert!(en[1].contains(&said), "{}: {said}", en[1]);
                }
            }
            for lang in Lang::ALL {
                let (_, words) = told_puzzle(variant, fen, texts, lang);
                assert!(words[0].contains(&given.to_string()), "{lang:?}: {}", words[0]);
            }
        }
    }

    /// turkish-t0140 (issue 51): "one piece (one of them a king)" said a
    /// king the long way round.
    #[test]
    fn a_king_taken_alone_is_called_a_king() {
        let o = SolutionOutcome {
            solver: Color::White,
            taken: 1,
            taken_kings: 1,
            given: 0,
            given_kings: 0,
            crowned: false,
            wiped_out: false,
            blocked: false,
        };
        assert_eq!(outcome(&o, Lang::En), "In all, light took a king and lost none.");
        // The capture itself, turkish-t0140's a1xh1: a king, not "one piece".
        let start = Position::from_fen(Variant::Turkish, "W:WKh2,Ka1:Bb2,Kg1").unwrap();
        let line = start.parse_line(&["a1xh1"]).unwrap();
        assert_eq!(told(&start, &line, Lang::En)[0], "Light takes a king: a1xh1.");
        assert_eq!(told(&start, &line, Lang::Ru)[0], "Белые бьют дамку: a1xh1.");
        assert_eq!(outcome(&o, Lang::Pt), "No total, as claras tomaram uma dama sem perder nenhuma.");
        assert_eq!(outcome(&o, Lang::Es), "En total, las blancas comieron una dama sin perder ninguna.");
        assert_eq!(outcome(&o, Lang::Ru), "Всего белые побили дамку и не потеряли ни одной.");
        let two = SolutionOutcome { taken: 2, taken_kings: 2, given: 1, ..o };
        assert_eq!(outcome(&two, Lang::En), "In all, light took 2 kings and gave one piece.");
        let mixed = SolutionOutcome { taken: 2, taken_kings: 1, ..o };
        assert_eq!(
            outcome(&mixed, Lang::En),
            "In all, light took 2 pieces (one of them a king) and lost none."
        );
    }

    /// turkish-t0140 (issue 51): both captures take one piece; the tables
    /// decide, and the text says so, with why.
    #[test]
    fn the_tables_verdict_is_said_where_it_decides() {
        let start = Position::from_fen(Variant::Turkish, "W:WKh2,Ka1:Bb2,Kg1").unwrap();
        let (win, draw) = (start.parse_move("a1xh1").unwrap(), start.parse_move("h2xa2").unwrap());
        let verdict = TableVerdict { solution: TableCall::Win, worse: vec![(draw, TableCall::Draw)] };
        assert_eq!(
            tables(&verdict, &start, &win, NUMBERS, Lang::En),
            "The endgame tables call a1xh1 a win. h2xa2 takes one piece too, but they call it a draw: two kings cannot beat one."
        );
        assert_eq!(
            tables(&verdict, &start, &win, NUMBERS, Lang::Ru),
            "По эндшпильным базам a1xh1 выигрывает. h2xa2 тоже бьёт одну шашку, но по базам это только ничья: две дамки не выигрывают у одной."
        );
        assert_eq!(
            wrong_by_tables(TableCall::Draw, &start, &draw, NUMBERS, Lang::En),
            "h2xa2 is not it: the endgame tables call it a draw, as two kings cannot beat one. Try again."
        );
        assert_eq!(
            wrong_by_tables(TableCall::Draw, &start, &draw, NUMBERS, Lang::Pt),
            "h2xa2 não resolve: pelas tabelas de finais, só empata, porque duas damas não ganham de uma. Tente de novo."
        );
        for lang in Lang::ALL {
            let text = tables(&verdict, &start, &win, NUMBERS, lang);
            assert!(text.contains("a1xh1") && text.contains("h2xa2") && text.ends_with('.'), "{text}");
        }
        // Men still on the board: no reason given, only the call.
        let men = Position::from_fen(Variant::Brazilian, "W:W22,K30:B18,K3").unwrap();
        let take = men.legal_moves()[0];
        assert_eq!(kings_cannot_win(&men, &take), None);
    }
}

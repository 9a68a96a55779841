//! A puzzle's solution in words, one sentence per move of the line and one
//! for where it ends: the engine's typed steps
//! ([`damas_engine::teaching::SolutionStep`], every variant) and outcome,
//! with moves named as the review names them ([`Naming`]). The sentences
//! are the `solution-` messages of `locales/<lang>/puzzles.ftl`.

use damas_engine::teaching::{CaptureLaw, SolutionOutcome, SolutionStep};
use damas_engine::{Move, Position};

use super::review::Naming;
use super::{side_key as side, Lang};

/// The captures a law rules out, at most three named: `18x9 or 18x11`.
fn ruled_out(before: &Position, forbidden: &[Move], naming: Naming, lang: Lang) -> String {
    let mut names: Vec<String> = forbidden.iter().take(3).map(|m| naming.move_text(before, m)).collect();
    if forbidden.len() > 3 {
        names.push("…".into());
    }
    names.join(&format!(" {} ", crate::tr!(lang, "solution-or")))
}

/// The law's own words, as a subject: `The majority law`.
fn law_name(law: CaptureLaw, lang: Lang) -> String {
    match law {
        CaptureLaw::Majority => crate::tr!(lang, "solution-law-majority"),
        CaptureLaw::ItalianTiebreak => crate::tr!(lang, "solution-law-italian"),
    }
}

/// One move of the solution in words. `before` is the position it is
/// played in.
pub fn step(step: &SolutionStep, before: &Position, naming: Naming, lang: Lang) -> String {
    let side = side(before.side_to_move());
    let mv = naming.move_text(before, step.mv());
    let crowns = step.is_solvers() && step.mv().promotes();
    match step {
        SolutionStep::Sacrifice(_) => crate::tr!(lang, "solution-sacrifice", side = side, move = mv),
        SolutionStep::Capture { pieces, .. } => {
            let id = if crowns { "solution-capture-crowning" } else { "solution-capture" };
            crate::tr!(lang, id, side = side, count = *pieces, move = mv)
        }
        SolutionStep::Quiet(_) => {
            let id = if crowns { "solution-quiet-crowning" } else { "solution-quiet" };
            crate::tr!(lang, id, side = side, move = mv)
        }
        SolutionStep::MustCapture(_) => crate::tr!(lang, "solution-must-capture", side = side, move = mv),
        SolutionStep::LawCaptures { law, forbidden, choices, .. } => {
            let law = law_name(*law, lang);
            let forbidden = ruled_out(before, forbidden, naming, lang);
            match *choices {
                1 => {
                    crate::tr!(lang, "solution-law-forces", law = law, side = side, move = mv, forbidden = forbidden)
                }
                n => crate::tr!(
                    lang,
                    "solution-law-narrows",
                    law = law,
                    forbidden = forbidden,
                    count = n,
                    side = side,
                    move = mv
                ),
            }
        }
        SolutionStep::ChosenCapture { choices, .. } => {
            crate::tr!(lang, "solution-chosen-capture", side = side, count = *choices, move = mv)
        }
        SolutionStep::OnlyMove(_) => crate::tr!(lang, "solution-only-move", side = side, move = mv),
        SolutionStep::BestReply { .. } => crate::tr!(lang, "solution-best-reply", side = side, move = mv),
    }
}

/// Where the solution leaves the two sides, in words.
pub fn outcome(outcome: &SolutionOutcome, lang: Lang) -> String {
    let side = side(outcome.solver);
    if outcome.wiped_out {
        return crate::tr!(lang, "solution-wiped-out", side = side);
    }
    if outcome.blocked {
        return crate::tr!(lang, "solution-blocked", side = side);
    }
    let mut sentences = Vec::new();
    if outcome.taken > 0 {
        let (taken, kings) = (outcome.taken, outcome.taken_kings);
        sentences.push(match outcome.given {
            0 => crate::tr!(lang, "solution-took-lost-none", side = side, taken = taken, kings = kings),
            given => crate::tr!(
                lang,
                "solution-took-gave",
                side = side,
                taken = taken,
                kings = kings,
                given = given
            ),
        });
    }
    if outcome.crowned {
        sentences.push(crate::tr!(lang, "solution-crowned", side = side));
    }
    if outcome.material_won() <= 0 && !outcome.crowned {
        sentences.push(crate::tr!(lang, "solution-won-ending", side = side));
    }
    sentences.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::review::{args, in_locale};
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
        assert_eq!(en[0], "Dark plays 11-15 and gives a piece away: it must be taken.");
        assert_eq!(en[1], "The majority law makes light take 19x17, not 18x9 or 18x11.");
        assert_eq!(en[2], "Dark takes 2 pieces: 13x15.");
        assert_eq!(en[5], "Light has no piece left: dark wins.");
        let pt = told(&start, &line, Lang::Pt);
        assert_eq!(pt[1], "A lei da maioria obriga as claras a tomar 19x17, e não 18x9 ou 18x11.");
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
            SolutionStep::Sacrifice(take),
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
            ru("solution-capture", args!(side = "white", count = 1, move = "c3xe5")),
            "Белые бьют одну шашку: c3xe5."
        );
        assert_eq!(
            ru("solution-capture", args!(side = "black", count = 2, move = "f6xd4")),
            "Чёрные бьют 2 шашки: f6xd4."
        );
        assert_eq!(
            ru("solution-capture-crowning", args!(side = "white", count = 5, move = "a1xh8")),
            "Белые бьют 5 шашек: a1xh8, и шашка проходит в дамки."
        );
        assert_eq!(
            ru("solution-took-gave", args!(side = "white", taken = 2, kings = 1, given = 1)),
            "Всего белые побили 2 шашки (из них одна дамка) и отдали одну шашку."
        );
        assert_eq!(
            ru("solution-took-lost-none", args!(side = "black", taken = 5, kings = 0)),
            "Всего чёрные побили 5 шашек и не потеряли ни одной."
        );
        assert_eq!(
            ru("solution-wiped-out", args!(side = "black")),
            "У белых не осталось шашек: чёрные выиграли."
        );
        let law = ru("solution-law-majority", args!());
        assert_eq!(
            ru(
                "solution-law-forces",
                args!(law = law.as_str(), side = "white", move = "19x17", forbidden = "18x9 или 18x11")
            ),
            "Правило большинства заставляет белых бить 19x17, а не 18x9 или 18x11."
        );
        let es = |id, args| in_locale("es", id, &args);
        assert_eq!(
            es("solution-capture", args!(side = "black", count = 1, move = "13x15")),
            "Las negras comen una pieza: 13x15."
        );
        assert_eq!(
            es("solution-took-gave", args!(side = "white", taken = 2, kings = 2, given = 1)),
            "En total, las blancas comieron 2 piezas (2 de ellas, damas) y entregaron una pieza."
        );
    }
}

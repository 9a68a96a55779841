//! A puzzle's solution in words (pt-BR and English), one sentence per move
//! of the line and one for where it ends: the engine's typed steps
//! ([`damas_engine::teaching::SolutionStep`], every variant) and outcome,
//! with moves named as the review names them ([`Naming`]).

use damas_engine::teaching::{CaptureLaw, SolutionOutcome, SolutionStep};
use damas_engine::{Color, Move, Position};

use super::review::Naming;
use super::{color_name, pieces, Lang};

/// A side as the subject of a sentence: `Light`, `As claras`.
fn side(color: Color, lang: Lang) -> String {
    let name = color_name(color, lang);
    let mut chars = name.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The captures a law rules out, at most three named: `18x9 or 18x11`.
fn ruled_out(before: &Position, forbidden: &[Move], naming: Naming, lang: Lang) -> String {
    let mut names: Vec<String> = forbidden.iter().take(3).map(|m| naming.move_text(before, m)).collect();
    if forbidden.len() > 3 {
        names.push("…".into());
    }
    names.join(if lang == Lang::Pt { " ou " } else { " or " })
}

/// The law's own words, as a subject: `The majority law`.
fn law_name(law: CaptureLaw, lang: Lang) -> &'static str {
    match (law, lang) {
        (CaptureLaw::Majority, Lang::Pt) => "A lei da maioria",
        (CaptureLaw::Majority, Lang::En) => "The majority law",
        (CaptureLaw::ItalianTiebreak, Lang::Pt) => {
            "A regra italiana (mais peças, depois mais damas, depois a captura com a dama)"
        }
        (CaptureLaw::ItalianTiebreak, Lang::En) => {
            "The Italian rule (most pieces, then most kings, then the capture made by a king)"
        }
    }
}

/// One move of the solution in words. `before` is the position it is
/// played in.
pub fn step(step: &SolutionStep, before: &Position, naming: Naming, lang: Lang) -> String {
    let mover = before.side_to_move();
    let who = side(mover, lang);
    let whom = color_name(mover, lang);
    let mv = naming.move_text(before, step.mv());
    let crowns = step.is_solvers() && step.mv().promotes();
    let pt = lang == Lang::Pt;
    let crown = match (crowns, pt) {
        (false, _) => "",
        (true, true) => ", e a pedra vira dama",
        (true, false) => ", and the man is crowned",
    };
    match step {
        SolutionStep::Sacrifice(_) if pt => {
            format!("{who} jogam {mv} e entregam uma peça: ela tem de ser tomada.")
        }
        SolutionStep::Sacrifice(_) => format!("{who} plays {mv} and gives a piece away: it must be taken."),
        SolutionStep::Capture { pieces: n, .. } if pt => {
            format!("{who} tomam {}: {mv}{crown}.", pieces(*n, lang))
        }
        SolutionStep::Capture { pieces: n, .. } => format!("{who} takes {}: {mv}{crown}.", pieces(*n, lang)),
        SolutionStep::Quiet(_) if pt => format!("{who} jogam {mv}{crown}."),
        SolutionStep::Quiet(_) => format!("{who} plays {mv}{crown}."),
        SolutionStep::MustCapture(_) if pt => {
            format!("A captura é obrigatória, e {whom} só têm uma: {mv}.")
        }
        SolutionStep::MustCapture(_) => {
            format!("Capturing is compulsory, and {whom} has only one capture: {mv}.")
        }
        SolutionStep::LawCaptures { law, forbidden, choices, .. } => {
            let law = law_name(*law, lang);
            let out = ruled_out(before, forbidden, naming, lang);
            match (pt, *choices) {
                (true, 1) => format!("{law} obriga {whom} a tomar {mv}, e não {out}."),
                (false, 1) => format!("{law} makes {whom} take {mv}, not {out}."),
                (true, n) => {
                    format!("{law} proíbe {out}; das {n} capturas que restam, {whom} escolhem {mv}.")
                }
                (false, n) => {
                    format!("{law} rules out {out}; of the {n} captures left, {whom} chooses {mv}.")
                }
            }
        }
        SolutionStep::ChosenCapture { choices, .. } if pt => {
            format!("{who} podem escolher entre {choices} capturas; a melhor é {mv}.")
        }
        SolutionStep::ChosenCapture { choices, .. } => {
            format!("{who} may choose between {choices} captures; the best is {mv}.")
        }
        SolutionStep::OnlyMove(_) if pt => format!("{who} só têm um lance: {mv}."),
        SolutionStep::OnlyMove(_) => format!("{who} has only one move: {mv}."),
        SolutionStep::BestReply { .. } if pt => {
            let of = if mover == Color::White { "das claras" } else { "das escuras" };
            format!("A melhor defesa {of} é {mv}.")
        }
        SolutionStep::BestReply { .. } => format!("{who}'s best defence is {mv}."),
    }
}

/// Where the solution leaves the two sides, in words.
pub fn outcome(outcome: &SolutionOutcome, lang: Lang) -> String {
    let pt = lang == Lang::Pt;
    let (me, them) = (outcome.solver, !outcome.solver);
    let (who, other) = (side(me, lang), side(them, lang));
    let whom = color_name(me, lang);
    if outcome.wiped_out {
        return if pt {
            format!("{other} ficam sem peças: {whom} vencem.")
        } else {
            format!("{other} has no piece left: {whom} wins.")
        };
    }
    if outcome.blocked {
        return if pt {
            format!("{other} têm peças, mas nenhum lance: {whom} vencem.")
        } else {
            format!("{other} still has pieces but no move: {whom} wins.")
        };
    }
    let mut text = String::new();
    if outcome.taken > 0 {
        let kings = match (outcome.taken_kings, pt) {
            (0, _) => String::new(),
            (1, true) => " (uma delas, dama)".into(),
            (1, false) => " (one of them a king)".into(),
            (k, true) => format!(" ({k} delas, damas)"),
            (k, false) => format!(" ({k} of them kings)"),
        };
        let taken = pieces(outcome.taken, lang);
        text = match (outcome.given, pt) {
            (0, true) => format!("No total, {whom} tomaram {taken}{kings} sem perder nenhuma."),
            (0, false) => format!("In all, {whom} took {taken}{kings} and lost none."),
            (g, true) => format!("No total, {whom} tomaram {taken}{kings} e entregaram {}.", pieces(g, lang)),
            (g, false) => format!("In all, {whom} took {taken}{kings} and gave {}.", pieces(g, lang)),
        };
    }
    if outcome.crowned {
        let crowned =
            if pt { format!("{who} ainda fizeram dama.") } else { format!("{who} also crowned a man.") };
        text = if text.is_empty() { crowned } else { format!("{text} {crowned}") };
    }
    if outcome.material_won() <= 0 && !outcome.crowned {
        let won = if pt {
            format!("{who} ficam com um final ganho.")
        } else {
            format!("{who} keeps a won ending.")
        };
        text = if text.is_empty() { won } else { format!("{text} {won}") };
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::teaching::explain_solution;
    use damas_engine::Variant;

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
}

//! Checks every level of the course against the engine.
use std::collections::HashSet;

use damas_engine::teaching::{Illegal, Verdict};
use damas_engine::{Move, Position, Square, Variant};

use super::goals::contains_dont_lose;
use super::*;
use crate::kernel::i18n::Lang;

/// Every level of every rule set's course (a level kept as it is in
/// several courses comes once per rule set it is played in).
fn all_levels() -> Vec<(&'static Stage, &'static LessonLevel)> {
    let mut seen = HashSet::new();
    Variant::ALL
        .iter()
        .flat_map(|v| course(*v).stages.iter().flat_map(|s| s.levels.iter().map(move |l| (*s, l))))
        .filter(|(_, l)| seen.insert(level_key(l)))
        .collect()
}

/// The rule sets whose course has the diagonal "Play better" stages
/// (every one but Turkish, which has its own, written for its board).
pub(super) fn with_diagonal_better() -> impl Iterator<Item = Variant> {
    Variant::ALL.into_iter().filter(|&v| v != Variant::Turkish)
}

fn text_ok(t: &LessonText) -> bool {
    Lang::ALL.into_iter().all(|lang| !t.get(lang).trim().is_empty() && !t.get(lang).starts_with('⟦'))
}

#[test]
fn ids_are_unique_and_texts_complete() {
    let mut stage_ids = HashSet::new();
    let mut level_ids = HashSet::new();
    // The Turkish core reuses the diagonal core's stage ids (one course
    // has one or the other), never its level ids.
    let mut turkish_ids = HashSet::new();
    let turkish = super::stages::turkish::core().iter().chain(super::stages::turkish::better());
    for stage in stages().iter().chain(turkish) {
        assert!(!stage.id.is_empty());
        let ids = if stage.levels[0].variant == Variant::Turkish { &mut turkish_ids } else { &mut stage_ids };
        assert!(ids.insert(stage.id), "stage id {} twice", stage.id);
        assert!(text_ok(&stage.title), "stage {} title", stage.id);
        assert!(text_ok(&stage.intro), "stage {} intro", stage.id);
        assert!(!stage.levels.is_empty(), "stage {} has no level", stage.id);
        for level in stage.levels {
            assert!(!level.id.is_empty());
            assert!(level_ids.insert(level.id), "level id {} twice", level.id);
            assert!(text_ok(&level.goal_text), "level {} goal text", level.id);
            let s = &level.success_text;
            assert!(s.is_empty() || text_ok(s), "level {} success text missing in a language", level.id);
            for m in level.mistakes {
                assert!(text_ok(&m.why), "level {} mistake {}", level.id, m.text);
            }
        }
    }
    assert!(level("majority-free-choice").is_some());
    assert!(stage("board").is_some());
}

/// Within each rule set's course, stage ids and level ids are unique
/// (progress is kept by id), every text is complete, and a level kept
/// under the same id and rule set in two courses is the same level (the
/// search worker finds it by [`level_key`]).
#[test]
fn every_course_has_unique_ids_and_one_level_per_key() {
    let mut by_key: std::collections::HashMap<String, &'static LessonLevel> = Default::default();
    for v in Variant::ALL {
        let c = course(v);
        let mut stage_ids = HashSet::new();
        let mut level_ids = HashSet::new();
        for stage in &c.stages {
            assert!(stage_ids.insert(stage.id), "{v:?}: stage {} twice", stage.id);
            assert!(text_ok(&stage.title) && text_ok(&stage.intro), "{v:?}: stage {}", stage.id);
            for l in stage.levels {
                assert!(level_ids.insert(l.id), "{v:?}: level {} twice", l.id);
                assert!(text_ok(&l.goal_text), "{v:?}: level {}", l.id);
                let key = level_key(l);
                assert_eq!(level_by_key(&key).map(|found| found.fen), Some(l.fen), "{key}");
                if let Some(other) = by_key.insert(key.clone(), l) {
                    assert_eq!(format!("{other:?}"), format!("{l:?}"), "{key}");
                }
            }
        }
        assert_eq!(c.stage("board").map(|s| s.id), Some("board"));
        if v == Variant::Turkish {
            let own = super::stages::turkish::core();
            assert_eq!(c.core, own.len());
            assert!(c.core_stages().iter().zip(own).all(|(a, b)| std::ptr::eq(*a, *b)), "its own core");
        } else {
            assert!(c.core >= CORE_STAGES - 1, "{v:?}");
        }
    }
    // The Brazilian course is the course as written, then the Turkish stage.
    let b = course(Variant::Brazilian);
    assert_eq!(b.stages.len(), stages().len() + 1);
    assert!(b.stages.iter().zip(stages()).all(|(a, b)| std::ptr::eq(*a, *b)));
    assert_eq!(b.stages.last().map(|s| s.id), Some("turkish"));
    assert_eq!(b.core, CORE_STAGES);
    assert!(level_by_key("brazilian/no-such").is_none() && level_by_key("chess/board-corner").is_none());
}

/// After the core, the other rule sets' stages: not the learner's own
/// (for English, only its tournament customs);
/// for another rule set than Brazilian, a Brazilian stage with the
/// Brazilian levels its core teaches otherwise, played in Brazilian.
#[test]
fn the_stages_after_the_core_suit_the_chosen_rule_set() {
    let english = course(Variant::English);
    let after: Vec<&str> = english.rule_set_stages().iter().map(|s| s.id).collect();
    assert_eq!(after, ["english", "brazilian", "russian", "spanish", "italian", "thai", "ten", "turkish"]);
    // The Turkish stage is played in Turkish draughts, on its own board.
    let turkish = english.stage("turkish").unwrap();
    assert!(turkish.levels.iter().all(|l| l.variant == Variant::Turkish));
    assert!(turkish.levels.iter().any(|l| l.id == "tr-vanish"));
    // A Turkish learner: its own "Play better", written for its board,
    // then the diagonal games, the way they move first.
    let tr = course(Variant::Turkish);
    let better: Vec<&str> = tr.better_stages().iter().map(|s| s.id).collect();
    assert_eq!(better, ["exchanges", "shot", "capture-law", "run", "endings"]);
    assert!(tr.better_stages().iter().all(|s| s.levels.iter().all(|l| l.variant == Variant::Turkish)));
    let after: Vec<&str> = tr.rule_set_stages().iter().map(|s| s.id).collect();
    assert_eq!(after, ["diagonal", "brazilian", "english", "russian", "spanish", "italian", "thai", "ten"]);
    let diagonal = tr.stage("diagonal").unwrap();
    assert!(diagonal.levels.iter().all(|l| l.variant == Variant::Brazilian));
    assert!(diagonal.levels.iter().any(|l| l.id == "captured-blocks"), "pieces stay until the end");
    let brazilian = tr.stage("brazilian").unwrap();
    assert!(brazilian.levels.iter().all(|l| !diagonal.levels.iter().any(|d| d.id == l.id)));
    // Of its own stage, an English learner keeps the tournament customs.
    let customs: Vec<&str> = english.stage("english").unwrap().levels.iter().map(|l| l.id).collect();
    assert_eq!(customs, ["en-touch-move", "en-ballot"]);
    let brazilian = english.stage("brazilian").unwrap();
    assert!(brazilian.levels.iter().all(|l| l.variant == Variant::Brazilian));
    assert!(brazilian.levels.iter().any(|l| l.id == "capture-backwards"));
    assert!(brazilian.levels.iter().any(|l| l.id == "king-long"));
    // Russian men capture backwards and kings fly: only the majority law and the crossing.
    let russian = course(Variant::Russian).stage("brazilian").unwrap();
    let ids: Vec<&str> = russian.levels.iter().map(|l| l.id).collect();
    assert_eq!(ids, ["majority-two-beats-one", "majority-king-counts-one", "crossing-stays-man"]);
    assert!(course(Variant::Brazilian).stage("brazilian").is_none());
    let ten = course(Variant::Damas10);
    assert_eq!(ten.rule_set_stages()[0].id, "ten");
    assert!(ten.stages.iter().filter(|s| s.id == "ten").count() == 1);
    // The own stage's levels, where kept, are played in the learner's rule set.
    for v in Variant::ALL {
        let c = course(v);
        let own = c.rule_set_stages().iter().filter(|s| s.id == v.id());
        assert!(own.flat_map(|s| s.levels.iter()).all(|l| l.variant == v), "{v:?}");
        if v != Variant::English {
            assert!(c.stage(v.id()).is_none(), "{v:?}");
        }
    }
}

/// A guard behind the claims: no text of a core course says, in words,
/// a rule its rule set does not have (men capturing backwards, flying
/// kings, the majority law, who starts).
#[test]
fn no_core_text_states_another_rule_sets_rule() {
    use damas_engine::{CaptureChoice, Color, KingRange};
    // (phrase, whether the rule set has the rule it states)
    type Has = fn(Variant) -> bool;
    let phrases: &[(&str, Has)] = &[
        ("forwards and backwards", |v| v.rules().men_capture_backwards),
        ("para a frente e para trás", |v| v.rules().men_capture_backwards),
        ("flying king", |v| v.rules().king == KingRange::Flying),
        ("dama voadora", |v| v.rules().king == KingRange::Flying),
        ("any number of squares", |v| v.rules().king == KingRange::Flying),
        ("quantas casas quiser", |v| v.rules().king == KingRange::Flying),
        ("captures from afar", |v| v.rules().king == KingRange::Flying),
        ("captura de longe", |v| v.rules().king == KingRange::Flying),
        ("in its sights", |v| v.rules().king == KingRange::Flying),
        ("the one taking the most pieces is compulsory", |v| v.rules().choice != CaptureChoice::Free),
        ("é obrigatória a que leva mais peças", |v| v.rules().choice != CaptureChoice::Free),
        ("white (the light side) moves first", |v| v.rules().first == Color::White),
        ("as brancas (claras) jogam primeiro", |v| v.rules().first == Color::White),
        ("in brazilian draughts", |v| v == Variant::Brazilian),
        ("nas brasileiras", |v| v == Variant::Brazilian),
        ("brazilian draughts players", |v| v == Variant::Brazilian),
        ("jogadores de damas brasileiras", |v| v == Variant::Brazilian),
    ];
    for v in Variant::ALL {
        let c = course(v);
        for stage in c.core_stages() {
            let mut texts = vec![stage.title, stage.intro];
            for l in stage.levels {
                texts.push(l.goal_text);
                texts.push(l.success_text);
                texts.extend(l.mistakes.iter().map(|m| m.why));
            }
            for text in texts {
                for lang in Lang::ALL.map(|l| text.get(l)) {
                    let lower = lang.to_lowercase();
                    for (phrase, has) in phrases {
                        assert!(
                            !lower.contains(phrase) || has(v),
                            "{v:?}, stage {}: \"{phrase}\" in {lang}",
                            stage.id
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn fens_are_valid_and_decorations_on_the_board() {
    for (_, level) in all_levels() {
        let pos = Position::from_fen(level.variant, level.fen)
            .unwrap_or_else(|e| panic!("level {}: bad FEN {}: {e}", level.id, level.fen));
        let size = level.variant.size();
        let on_board = |n: u8| Square::new(n as u32, size).is_some();
        for &(a, b) in level.arrows {
            assert!(on_board(a) && on_board(b), "level {} arrow", level.id);
        }
        for &h in level.highlights {
            assert!(on_board(h), "level {} highlight", level.id);
        }
        if let Goal::PickSquares(answer) = level.goal {
            assert!(!answer.is_empty() && answer.iter().all(|&n| on_board(n)), "level {} answer", level.id);
        } else {
            assert!(!pos.legal_moves().is_empty(), "level {}: the learner has no move", level.id);
            assert!(level.par >= 1, "level {}: par", level.id);
            assert!(!contains_pick(&level.goal), "level {}: PickSquares only alone", level.id);
        }
    }
}

fn contains_pick(goal: &Goal) -> bool {
    match goal {
        Goal::PickSquares(_) => true,
        Goal::All(gs) | Goal::Any(gs) => gs.iter().any(contains_pick),
        _ => false,
    }
}

#[test]
fn questions_accept_the_answer_only() {
    for (_, level) in all_levels() {
        let Goal::PickSquares(answer) = level.goal else { continue };
        let mut a = Attempt::new(level);
        assert_eq!(a.progress(), Progress::Going, "{}", level.id);
        let mut reversed = answer.to_vec();
        reversed.reverse();
        assert_eq!(a.answer(&reversed), Progress::Solved, "{}", level.id);
        assert_eq!(a.stars(), Some(3));
        let mut b = Attempt::new(level);
        let wrong: Vec<u8> = answer.iter().map(|n| if *n == 32 { 31 } else { n + 1 }).collect();
        if wrong != answer {
            assert_eq!(b.answer(&wrong), Progress::Failed(Fail::WrongAnswer), "{}", level.id);
            b.undo();
            assert_eq!(b.progress(), Progress::Going);
        }
        assert!(b.hint().is_none());
    }
}

#[test]
fn mistakes_are_illegal_for_the_reason_given() {
    for (_, level) in all_levels() {
        let pos = level.position();
        for m in level.mistakes {
            let reason = m.reason(&pos).unwrap_or_else(|| panic!("level {}: {} is legal", level.id, m.text));
            assert_eq!(reason.kind(), m.kind, "level {}: {} is illegal because {reason:?}", level.id, m.text);
        }
    }
}

/// Plays learner moves found by the solver until solved; returns the attempt.
fn solve_fully(level: &'static LessonLevel) -> Attempt {
    let mut a = Attempt::new(level);
    while a.progress() == Progress::Going && (a.learner_moves() as u32) < level.par {
        let left = level.par - a.learner_moves() as u32;
        let mv = solve(&a, left).unwrap_or_else(|| {
            panic!(
                "level {}: not solvable within par {} (after {} moves)",
                level.id,
                level.par,
                a.learner_moves()
            )
        });
        a.play(&mv).expect("solver move is legal");
    }
    a
}

#[test]
fn the_moves_played_are_the_learners_and_the_replies_in_turn() {
    // The levels with a known solution and scripted replies: no search.
    let mut with_replies = 0;
    for (_, level) in all_levels() {
        let Replies::Script(_) = level.opponent else { continue };
        let mut a = Attempt::new(level);
        for text in level.solution {
            if a.play_text(text).is_err() || a.progress() != Progress::Going {
                break;
            }
        }
        let played = a.moves_played();
        let replies = a.replies().iter().flatten().count();
        assert_eq!(played.len(), a.learner_moves() + replies, "level {}", level.id);
        // Where nobody passed, they play from the start as a game does.
        if replies > 0 && a.replies().iter().all(Option::is_some) {
            with_replies += 1;
            let mut pos = level.position();
            for mv in &played {
                assert!(pos.legal_moves().iter().any(|m| m.same_effect(mv)), "level {}: {mv}", level.id);
                pos = pos.after(mv);
            }
        }
    }
    assert!(with_replies > 10, "{with_replies} levels with replies");
}

#[test]
fn every_move_level_is_solvable_within_par() {
    // Practices for a result are played out with the endgame tables
    // (practice.rs); a crowning's solver meets the engine's replies.
    for (_, level) in all_levels() {
        if level.is_question() || Aim::of(level).is_some_and(Aim::reads_tables) {
            continue;
        }
        let start = Attempt::new(level);
        assert_eq!(start.progress(), Progress::Going, "level {} is solved before any move", level.id);
        let a = solve_fully(level);
        assert_eq!(a.progress(), Progress::Solved, "level {}", level.id);
        assert!(a.learner_moves() as u32 <= level.par, "level {}", level.id);
        assert_eq!(a.stars(), Some(3), "level {}", level.id);
    }
}

#[test]
fn known_solutions_and_scripted_replies_are_legal() {
    for (_, level) in all_levels() {
        let mut a = Attempt::new(level);
        for (i, text) in level.solution.iter().enumerate() {
            let before = *a.position();
            let mv = before
                .parse_move(text)
                .unwrap_or_else(|e| panic!("level {}: solution {text}: {e}", level.id));
            assert_eq!(a.peek_hint().map(|h| h.same_effect(&mv)), Some(true), "level {}: hint", level.id);
            let p = a.play(&mv).unwrap();
            if let Replies::Script(replies) = level.opponent
                && let Some(reply) = replies.get(i)
            {
                let after = before.after(&mv);
                let expected = after
                    .parse_move(reply)
                    .unwrap_or_else(|e| panic!("level {}: scripted reply {reply}: {e}", level.id));
                assert_eq!(
                    a.replies()[i].map(|r| r.same_effect(&expected)),
                    Some(true),
                    "level {}",
                    level.id
                );
            }
            if i + 1 == level.solution.len() {
                assert_eq!(p, Progress::Solved, "level {}: the solution does not solve it", level.id);
            } else {
                assert_eq!(p, Progress::Going, "level {}", level.id);
            }
        }
        assert!(level.solution.len() as u32 <= level.par.max(level.solution.len() as u32));
        if let Replies::Script(replies) = level.opponent {
            assert!(
                !level.solution.is_empty() || replies.is_empty(),
                "level {}: script without a solution",
                level.id
            );
        }
    }
}

#[test]
fn hints_point_to_a_legal_move() {
    for (_, level) in all_levels() {
        if level.is_question() {
            continue;
        }
        let mut a = Attempt::new(level);
        let h = a.hint().unwrap_or_else(|| panic!("level {}: no hint", level.id));
        assert!(a.position().legal_moves().iter().any(|m| m.same_effect(&h)), "level {}", level.id);
        assert_eq!(a.hints_used(), 1);
        a.play(&h).unwrap();
    }
}

#[test]
fn stars_count_moves_over_par_and_hints() {
    let level = &level("man-walk").unwrap().1;
    assert_eq!(stars(level, 3, 0), 3);
    assert_eq!(stars(level, 4, 0), 2);
    assert_eq!(stars(level, 3, 1), 2);
    assert_eq!(stars(level, 5, 3), 1);
}

#[test]
fn losing_a_piece_fails_the_tip_level() {
    let (_, level) = level("tip-no-hanging").unwrap();
    let mut a = Attempt::new(level);
    assert_eq!(a.play_text("22-18"), Ok(Progress::Failed(Fail::LostPiece)));
    a.undo();
    assert_eq!(a.play_text("31-27"), Ok(Progress::Solved));
}

/// English checkers, "The shot" level 1 (issue 51): 18-15 lets Black take
/// two men, and the level says so the moment they are taken, not a move
/// later as "too many moves".
#[test]
fn pieces_lost_beyond_the_solution_fail_the_level_when_they_are_taken() {
    let (_, level) = course(Variant::English).level("shot-one-for-two").unwrap();
    let mut a = Attempt::new(level);
    assert_eq!(a.play_text("18-15"), Ok(Progress::Failed(Fail::LostMaterial { lost: 2, taken: 0 })));
    assert!(a.replies()[0].is_some_and(|r| r.capture_count() == 2));
    // The solution gives one man on purpose: that is no failure.
    a.undo();
    assert_eq!(a.play_text(level.solution[0]), Ok(Progress::Going));
    assert_eq!(a.material(), (1, 0));
    assert_eq!(a.play_text(level.solution[1]), Ok(Progress::Solved));
}

#[test]
fn too_many_moves_fails() {
    let (_, level) = level("man-walk").unwrap();
    let mut a = Attempt::new(level);
    for m in ["22-17", "17-13", "13-9", "9-6", "6-2"] {
        let _ = a.play_text(m);
    }
    assert_eq!(a.progress(), Progress::Failed(Fail::TooManyMoves));
    a.restart();
    assert_eq!(a.progress(), Progress::Going);
}

#[test]
fn illegal_moves_change_nothing() {
    let (_, level) = level("compulsory-man").unwrap();
    let mut a = Attempt::new(level);
    let before = *a.position();
    assert!(matches!(a.play_text("31-27"), Err(Verdict::Illegal(Illegal::CaptureIsCompulsory { .. }))));
    assert_eq!(*a.position(), before);
    assert_eq!(a.learner_moves(), 0);
}

#[test]
fn the_rules_table_names_existing_levels() {
    let doc = include_str!("../../docs/LESSONS.md");
    let mut named = 0;
    for (i, part) in doc.split('`').enumerate() {
        if i % 2 == 1
            && part.contains('-')
            && !part.contains(' ')
            && !part.contains('/')
            && !part.contains('.')
        {
            let is_move = part.chars().all(|c| c.is_ascii_digit() || c == '-' || c == 'x');
            if !is_move {
                let known = Variant::ALL.iter().any(|v| course(*v).level(part).is_some());
                assert!(known, "docs/LESSONS.md names an unknown level `{part}`");
                named += 1;
            }
        }
    }
    assert!(named > 40);
    for (_, l) in all_levels() {
        assert!(doc.contains(&format!("`{}`", l.id)), "level {} is not in docs/LESSONS.md", l.id);
    }
}

#[test]
fn the_algebraic_question_matches_the_engine() {
    let (_, l) = level("notation-algebraic").unwrap();
    let Goal::PickSquares(answer) = l.goal else { panic!("a question") };
    assert_eq!(
        Square::from_algebraic("c3", damas_engine::BoardSize::Eight, false).map(|s| s.number()),
        Some(answer[0])
    );
    let pos = l.position();
    let a = pos.parse_move("c3-d4").unwrap();
    assert_eq!(pos.parse_move("22-18").unwrap(), a);
}

/// A "don't lose a piece" level must have a trap: some first move after
/// which the level can no longer be solved within par.
#[test]
fn safety_levels_have_a_losing_move() {
    for (_, level) in all_levels() {
        if !contains_dont_lose(&level.goal) {
            continue;
        }
        let start = Attempt::new(level);
        let traps = start
            .position()
            .legal_moves()
            .iter()
            .filter(|mv| {
                let mut a = start.clone();
                match a.play(mv) {
                    Ok(Progress::Solved) => false,
                    Ok(Progress::Going) => solve(&a, level.par - 1).is_none(),
                    _ => true,
                }
            })
            .count();
        assert!(traps > 0, "level {}: every move is safe", level.id);
    }
}

#[test]
fn the_core_course_comes_first() {
    let all = stages();
    assert!(all.len() > CORE_STAGES);
    assert!(is_core(all[0]));
    assert!(is_core(all[CORE_STAGES - 1]));
    assert_eq!(all[CORE_STAGES - 1].id, "tips");
    // Then the "Play better" course, then the stages that teach another rule set.
    assert!(!is_core(all[CORE_STAGES]) && is_better(all[CORE_STAGES]));
    assert!(all[CORE_STAGES..CORE_STAGES + BETTER_STAGES].iter().all(|s| is_better(s)));
    let first_rule_set = all[CORE_STAGES + BETTER_STAGES];
    assert!(!is_better(first_rule_set));
    assert!(first_rule_set.levels.iter().any(|l| l.variant != Variant::Brazilian));
}

#[test]
fn a_question_hint_gives_an_unpicked_answer_square_and_costs_a_star() {
    let (_, lvl) = level("board-empty-rows").unwrap();
    let mut a = Attempt::new(lvl);
    let first = a.question_hint(&[]).unwrap();
    assert!([17, 18, 19, 20].contains(&first));
    let second = a.question_hint(&[first]).unwrap();
    assert_ne!(first, second);
    assert_eq!(a.question_hint(&[17, 18, 19, 20]), None);
    assert_eq!(a.hints_used(), 2);
    assert_eq!(a.answer(&[17, 18, 19, 20]), Progress::Solved);
    assert_eq!(a.stars(), Some(1));
    // Move levels have no question hint.
    let (_, walk) = level("man-walk").unwrap();
    assert_eq!(Attempt::new(walk).question_hint(&[]), None);
}

#[test]
fn only_the_coordinates_level_asks_for_algebraic_names() {
    let algebraic: HashSet<_> =
        all_levels().into_iter().filter(|(_, l)| l.algebraic).map(|(_, l)| l.id).collect();
    let want = [
        "notation-algebraic",
        "notation-coordinates",
        "notation-coordinates-black",
        "notation-coordinates-two-rows",
    ];
    assert_eq!(algebraic, want.into_iter().collect());
}

/// English `/learn/notation/4` asked for c3 and took square 22, which the
/// board labels f6 in English: in every course the coordinates question's
/// answer is the square the notation module calls c3, and the board puts
/// the side that moves first (a1's side) at the bottom.
#[test]
fn the_coordinates_question_agrees_with_the_notation_and_the_board_in_every_rule_set() {
    let mut checked = Vec::new();
    for v in Variant::ALL {
        for level in course(v).stages.iter().flat_map(|s| s.levels.iter()) {
            if !level.algebraic || level.variant != v {
                continue;
            }
            let Goal::PickSquares(answer) = level.goal else { panic!("{}: a question", level.id) };
            let black_first = v.rules().first == damas_engine::Color::Black;
            let c3 =
                Square::from_algebraic("c3", damas_engine::BoardSize::Eight, black_first).unwrap().number();
            assert_eq!(answer, &[c3], "{v:?} {}", level.id);
            assert_eq!(
                level.learner(),
                v.rules().first,
                "{v:?} {}: the first player at the bottom",
                level.id
            );
            assert!(
                level.goal_text.get(Lang::En).contains("c3")
                    && level.success_text.get(Lang::En).contains(&format!("square {c3}"))
            );
            checked.push(v);
        }
    }
    let eight: Vec<Variant> =
        Variant::ALL.into_iter().filter(|v| v.size() == damas_engine::BoardSize::Eight).collect();
    assert_eq!(checked, eight, "every rule set on 8×8");
}

#[test]
fn draw_levels_need_a_replying_opponent_and_end_drawn() {
    let mut seen = 0;
    for (_, level) in all_levels() {
        if !level.wants_draw() {
            assert_eq!(
                level.king_moves_before, 0,
                "level {}: a king-move count without a draw goal",
                level.id
            );
            continue;
        }
        assert_ne!(level.opponent, Replies::Pass, "level {}: a draw needs replies", level.id);
        if level.is_practice() {
            continue;
        }
        seen += 1;
        let start = Attempt::new(level);
        let counts = start.draw_counts().expect("a game");
        assert_eq!(counts.king_moves, level.king_moves_before, "level {}", level.id);
        assert_eq!(counts.repetitions, 1, "level {}", level.id);
        let solved = solve_fully(level);
        assert_eq!(solved.progress(), Progress::Solved, "level {}", level.id);
        let game = solved.game().expect("a game");
        let end = solved.draw_counts().unwrap();
        // Drawn by the counts, or (Turkish) by one piece each.
        let by_rule = game.position().is_one_piece_each_draw();
        assert!(end.drawn() || by_rule, "level {}: {end:?}", level.id);
        assert!(game.outcome().is_none_or(|o| o.winner().is_none()), "level {}", level.id);
    }
    assert!(seen >= 2);
}

#[test]
fn the_repetition_level_counts_positions_and_a_careless_king_loses() {
    let (_, level) = level("draw-hold-repetition").unwrap();
    let mut a = Attempt::new(level);
    for (i, mv) in ["22-25", "25-22", "22-25"].iter().enumerate() {
        assert_eq!(a.play_text(mv), Ok(Progress::Going), "move {i}");
    }
    // The start position has come back once; the next return draws.
    assert_eq!(a.play_text("25-22"), Ok(Progress::Solved));
    assert_eq!(a.draw_counts().unwrap().repetitions, 3);
    assert_eq!(a.stars(), Some(3));
    // A king on 18 is taken by the king on 32: the game is lost, not drawn.
    let mut b = Attempt::new(level);
    assert_eq!(b.play_text("22-18"), Ok(Progress::Failed(Fail::GameOver)));
    assert!(b.replies()[0].is_some_and(|r| r.is_capture()));
}

#[test]
fn the_king_move_level_counts_from_the_moves_before() {
    let (_, level) = level("draw-twenty-play").unwrap();
    let mut a = Attempt::new(level);
    assert_eq!(a.play_text("29-25"), Ok(Progress::Going));
    assert_eq!(a.draw_counts().unwrap().king_moves, level.king_moves_before + 2);
    assert_eq!(a.play_text("25-29"), Ok(Progress::Solved));
    assert_eq!(a.draw_counts().unwrap().king_moves, 20);
    // Without the moves before, the same play is no draw.
    let fresh: &'static LessonLevel = Box::leak(Box::new(LessonLevel { king_moves_before: 0, ..*level }));
    let mut b = Attempt::new(fresh);
    assert_eq!(b.play_text("29-25"), Ok(Progress::Going));
    assert_eq!(b.play_text("25-29"), Ok(Progress::Failed(Fail::TooManyMoves)));
    assert_eq!(b.draw_counts().unwrap().king_moves, 4);
}

/// In every course, the full-path level names one of two captures with
/// the same ends, and the question after it asks for the other one's
/// landing squares.
#[test]
fn a_full_path_names_one_of_two_captures_with_the_same_ends() {
    let mut checked = 0;
    for v in Variant::ALL {
        let notation = course(v).stage("notation").unwrap();
        let Some(i) = notation.levels.iter().position(|l| matches!(l.goal, Goal::Play(_))) else {
            panic!("{v:?}: no full-path level")
        };
        let level: &'static LessonLevel = &notation.levels[i];
        let pos = level.position();
        let Goal::Play(text) = level.goal else { unreachable!() };
        let named = pos.parse_move(text).unwrap();
        let same_ends: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == named.from() && m.to() == named.to() && !m.same_effect(&named))
            .collect();
        assert!(!same_ends.is_empty(), "{v:?}: no other capture shares the ends of {text}");
        let mut a = Attempt::new(level);
        assert_ne!(a.play(&same_ends[0]), Ok(Progress::Solved));
        a.restart();
        assert_eq!(a.play(&named), Ok(Progress::Solved));
        // The question level asks for the other capture's landing squares.
        let write = &notation.levels[i + 1];
        assert_eq!(write.fen, level.fen, "{v:?}");
        let Goal::PickSquares(answer) = write.goal else { panic!("a question") };
        let other = &same_ends[0].path();
        let mut got: Vec<u8> = other[1..other.len() - 1].iter().map(|s| s.number()).collect();
        let mut want = answer.to_vec();
        want.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, want, "{v:?}");
        checked += 1;
    }
    assert_eq!(checked, Variant::ALL.len());
}

/// The repetition level's warning names two squares where a black king
/// takes yours: on the 8×8 board and, renumbered, on the 10×10 one.
#[test]
fn the_repetition_levels_warning_holds_on_both_boards() {
    for (v, warned) in
        [(Variant::Brazilian, ["22-18", "22-15"]), (Variant::International, ["27-22", "27-18"])]
    {
        let (_, level) = course(v).level("draw-hold-repetition").unwrap();
        assert!(level.goal_text.get(Lang::En).contains(&format!(
            "on {} or {}",
            &warned[0][3..],
            &warned[1][3..]
        )));
        for mv in warned {
            let mut a = Attempt::new(level);
            assert_eq!(a.play_text(mv), Ok(Progress::Failed(Fail::GameOver)), "{v:?}: {mv}");
        }
    }
}

#[test]
fn the_trapped_king_has_no_move_after_the_solution_only() {
    let (_, level) = level("tip-trap-lone-king").unwrap();
    let pos = level.position();
    let trapping: Vec<Move> =
        pos.legal_moves().into_iter().filter(|m| pos.after(m).legal_moves().is_empty()).collect();
    assert_eq!(trapping.len(), 1);
    assert!(pos.legal_moves().len() > 3);
    assert_eq!(trapping[0], pos.parse_move(level.solution[0]).unwrap());
}

#[test]
fn every_play_better_stage_leads_on_to_puzzles_every_rule_set_has() {
    for v in Variant::ALL {
        for stage in course(v).better_stages() {
            let theme = puzzle_motif(stage).unwrap_or_else(|| panic!("{}: no motif", stage.id));
            assert!(!theme.is_rule() && theme.applies_to(v), "{v:?} {}: {theme}", stage.id);
        }
    }
    assert_eq!(puzzle_motif(stage("board").unwrap()), None);
}

#[test]
fn a_failed_level_shows_its_solution_with_the_scripted_replies_between() {
    let (_, shot) = course(Variant::Brazilian).level("shot-two-given").unwrap();
    assert_eq!(shot.solution_line(), Some(vec!["17-14", "10x17", "25-22", "17x26", "30x7"]));
    let (_, ten) = course(Variant::International).level("shot-two-given").unwrap();
    assert_eq!(ten.solution_line().map(|l| l.len()), Some(5));
    assert_ne!(ten.solution_line(), shot.solution_line(), "renumbered on the big board");
    let (_, engine) = course(Variant::Brazilian).level("attack-step-away").unwrap();
    assert_eq!(engine.solution_line(), None, "the engine's replies are not known");
    let (_, question) = course(Variant::Brazilian).level("attack-which").unwrap();
    assert_eq!(question.solution_line(), None);
}

/// "Play better", attack: the man the question names is the one the
/// opponent could take, in every rule set's course.
#[test]
fn the_attacked_man_is_the_one_the_opponent_could_take() {
    for v in with_diagonal_better() {
        let (_, level) = course(v).level("attack-which").unwrap();
        let Goal::PickSquares(answer) = level.goal else { panic!("{v:?}: a question") };
        // The same position with the opponent to move.
        let theirs = Position::from_fen(level.variant, &level.fen.replacen("W:", "B:", 1)).unwrap();
        let mut taken: Vec<u8> =
            theirs.legal_moves().iter().flat_map(|m| m.captured()).map(|s| s.number()).collect();
        taken.sort_unstable();
        taken.dedup();
        assert_eq!(taken, answer, "{v:?}");
    }
}

/// "Play better", exchanges and shots: in every rule set's course, each
/// piece given is one the opponent must take (all its moves capture), a
/// trade takes back as many as it gives and a shot more.
#[test]
fn trades_give_as_many_as_they_take_and_shots_take_more() {
    for v in Variant::ALL {
        for stage in course(v).better_stages().iter().filter(|s| s.id == "exchanges" || s.id == "shot") {
            for level in stage.levels {
                let Replies::Script(replies) = level.opponent else { panic!("{}: scripted", level.id) };
                let mut pos = level.position();
                let (mut given, mut taken) = (0, 0);
                for (i, text) in level.solution.iter().enumerate() {
                    let mv =
                        pos.parse_move(text).unwrap_or_else(|e| panic!("{v:?} {}: {text}: {e}", level.id));
                    taken += mv.capture_count();
                    pos = pos.after(&mv);
                    let Some(reply) = replies.get(i) else { continue };
                    let forced = pos.legal_moves().iter().all(Move::is_capture);
                    assert!(forced, "{v:?} {}: {reply} is not forced", level.id);
                    let reply = pos.parse_move(reply).unwrap_or_else(|e| panic!("{v:?} {}: {e}", level.id));
                    given += reply.capture_count();
                    pos = pos.after(&reply);
                }
                assert!(given > 0, "{v:?} {}", level.id);
                if stage.id == "exchanges" {
                    assert_eq!(taken, given, "{v:?} {}: a trade", level.id);
                } else {
                    assert!(taken > given || level.goal == Goal::Promote, "{v:?} {}: a shot", level.id);
                }
            }
        }
    }
}

/// "Play better", running to crown: against the best defence, crowning
/// takes exactly the moves the text counts; blocking: the win leaves the opponent's men on the
/// board, without a move (not taken).
#[test]
fn the_runs_take_the_moves_they_count_and_the_blocks_leave_men_without_a_move() {
    use damas_engine::{Color, Role};
    for v in with_diagonal_better() {
        let c = course(v);
        let run = c.stage("run").unwrap().levels;
        for level in run.iter().filter(|l| l.goal == Goal::Promote) {
            let start = level.position();
            assert!(crowns_by_force(&start, level.par), "{v:?} {}: not forced", level.id);
            assert!(!crowns_by_force(&start, level.par - 1), "{v:?} {}: faster than said", level.id);
        }
        // The runaways caught: won by force in the moves said (practice.rs
        // proves every searched practice), by one first move only.
        let caught: Vec<_> = run.iter().filter(|l| l.goal != Goal::Promote).collect();
        assert_eq!(caught.len(), 2, "{v:?}");
        for level in caught {
            let start = level.position();
            assert!(wins_pieces_by_force(&start, 1, level.par), "{v:?} {}", level.id);
            let only = first_moves_winning_a_man(&start, level.par);
            assert_eq!(only.len(), 1, "{v:?} {}: only one move does", level.id);
            assert!(
                level.goal_text.get(Lang::En).contains("only one move does")
                    && level.goal_text.get(Lang::Pt).contains("só um lance")
            );
        }
        for level in c.stage("block").unwrap().levels.iter().filter(|l| l.goal == Goal::Win) {
            let a = solve_fully(level);
            let end = a.position();
            assert!(end.legal_moves().is_empty(), "{v:?} {}", level.id);
            assert!(
                end.count(Color::Black, Role::Man) > 0,
                "{v:?} {}: won by taking, not blocking",
                level.id
            );
        }
    }
}

/// Whether the side to move takes at least `need` pieces within `k` of its
/// moves, whatever the other side replies.
fn captures_by_force(pos: &Position, need: u32, k: u32) -> bool {
    if need == 0 {
        return true;
    }
    k > 0
        && pos.legal_moves().iter().any(|m| {
            let after = pos.after(m);
            let left = need.saturating_sub(m.capture_count());
            let replies = after.legal_moves();
            left == 0
                || (k > 1
                    && !replies.is_empty()
                    && replies.iter().all(|r| captures_by_force(&after.after(r), left, k - 1)))
        })
}

/// A level's solution with its scripted replies between, as moves.
fn solution_moves(level: &'static LessonLevel) -> Vec<Move> {
    let mut pos = level.position();
    let mut line = Vec::new();
    for text in level.solution_line().unwrap_or_else(|| panic!("{}: a scripted solution", level.id)) {
        let mv =
            pos.parse_move(text).unwrap_or_else(|e| panic!("{:?} {}: {text}: {e}", level.variant, level.id));
        line.push(mv);
        pos = pos.after(&mv);
    }
    line
}

#[test]
fn the_capture_law_forces_the_capture_the_text_names_or_every_free_choice_loses() {
    use damas_engine::teaching::{law_saves, Theme};
    use damas_engine::CaptureChoice;
    for v in Variant::ALL {
        let course = course(v);
        let stage = course.stage("capture-law").expect("the capture-law stage");
        // Turkish draughts: its own stage, the majority law on its board.
        assert!(stage.levels.len() >= if v == Variant::Turkish { 4 } else { 6 }, "{v:?}");
        for level in stage.levels {
            let line = solution_moves(level);
            let start = level.position();
            let said = |text: &str| {
                level.success_text.get(Lang::Pt).contains(text)
                    && level.success_text.get(Lang::En).contains(text)
            };
            if v.rules().choice == CaptureChoice::Free {
                // Some reply of the line is a free choice between captures;
                // every one of them is named, and after each the learner
                // still takes the pieces the goal asks, whatever follows.
                let Goal::CaptureN(goal) = level.goal else { panic!("{}: a capture goal", level.id) };
                let (mut pos, mut taken, mut choice) = (start, 0, None);
                for (i, mv) in line.iter().enumerate() {
                    let options = pos.legal_moves();
                    if i % 2 == 1
                        && choice.is_none()
                        && options.len() >= 2
                        && options.iter().all(Move::is_capture)
                    {
                        let left = level.par - (i as u32).div_ceil(2);
                        for option in &options {
                            let text = option.full_text();
                            assert!(said(&text), "{v:?} {}: {text} not named", level.id);
                            assert!(
                                captures_by_force(&pos.after(option), goal - taken, left),
                                "{v:?} {}: {text} does not lose",
                                level.id
                            );
                        }
                        choice = Some(i);
                    }
                    if i % 2 == 0 {
                        taken += mv.capture_count();
                    }
                    pos = pos.after(mv);
                }
                assert!(choice.is_some(), "{v:?} {}: no choice of captures", level.id);
            } else {
                let theme = if level.id.starts_with("law-italian-order") {
                    Theme::ForcedByTiebreak
                } else {
                    Theme::ForcedByMajority
                };
                let saves = law_saves(&start, &line);
                let named = saves.iter().find(|(ply, saved, t)| {
                    *t == theme && said(&saved.full_text()) && said(&line[*ply].full_text())
                });
                assert!(
                    named.is_some(),
                    "{v:?} {}: the law's forced capture is not the one named ({saves:?})",
                    level.id
                );
            }
        }
    }
}

/// Whether White (to move) keeps every piece and stops every crowning for
/// `n` of its moves whatever Black replies, starting with `mv`.
fn holds_after(pos: &Position, mv: &Move, n: u32) -> bool {
    let next = pos.after(mv);
    let replies = next.legal_moves();
    if replies.iter().any(|r| r.promotes() || r.is_capture()) {
        return false;
    }
    n <= 1
        || replies
            .iter()
            .all(|r| next.after(r).legal_moves().iter().any(|m| holds_after(&next.after(r), m, n - 1)))
}

/// "Play better", the centre and the back row, in every rule set: the centre
/// squares are the middle four of the two middle rows; of the moves that take
/// the centre, one keeps every man by force and the others lose one by force;
/// the back-row man holds, and its moves let Black crown (at once, where the
/// text says so).
#[test]
fn the_centre_is_the_middle_the_safe_centre_move_is_the_only_one_and_the_back_row_man_guards() {
    use damas_engine::{Color, Square};
    for v in with_diagonal_better() {
        let c = course(v);
        let stage = c.stage("centre").expect("the centre stage");
        assert!(stage.levels.len() >= 6, "{v:?}");
        let size = v.size();
        let rows = size.rows();
        let (_, squares) = c.level("centre-squares").unwrap();
        let Goal::PickSquares(picked) = squares.goal else { panic!("a question") };
        let middle: Vec<u8> = (1..=size.squares())
            .filter(|&n| {
                let sq = Square::new(n as u32, size).unwrap();
                let (r, col) = (sq.row(size), sq.column(size));
                (r == rows / 2 - 1 || r == rows / 2) && col >= rows / 2 - 2 && col < rows / 2 + 2
            })
            .collect();
        let mut picked = picked.to_vec();
        picked.sort();
        assert_eq!(picked, middle, "{v:?}: the centre");
        for id in ["centre-safe", "centre-safe-again"] {
            let (_, level) = c.level(id).unwrap();
            let start = level.position();
            let Goal::All([Goal::ReachSquares(centre), ..]) = level.goal else { panic!("{id}") };
            let to_centre: Vec<Move> =
                start.legal_moves().into_iter().filter(|m| centre.contains(&m.to().number())).collect();
            assert!(to_centre.len() >= 2, "{v:?} {id}: two ways to the centre");
            let safe = to_centre.iter().filter(|m| holds_after(&start, m, 2)).count();
            assert_eq!(safe, 1, "{v:?} {id}: one safe way");
            for m in to_centre.iter().filter(|m| !holds_after(&start, m, 2)) {
                let after = start.after(m);
                assert!(wins_pieces_by_force(&after, 1, 2), "{v:?} {id}: {m:?} loses a man by force");
            }
        }
        let holds: Vec<_> = stage
            .levels
            .iter()
            .filter(|l| super::model::contains(&l.goal, &|g| matches!(g, Goal::StopCrowning)))
            .collect();
        assert_eq!(holds.len(), 2, "{v:?}");
        for level in holds {
            let (id, start) = (level.id, level.position());
            assert!(
                start.legal_moves().iter().any(|m| holds_after(&start, m, level.par)),
                "{v:?} {id}: it holds"
            );
            // The guards: the back-row men the text names; each of their
            // moves lets Black crown.
            let mut guards: Vec<Square> = start
                .legal_moves()
                .into_iter()
                .map(|m| m.from())
                .filter(|sq| sq.row(size) == rows - 1)
                .collect();
            guards.dedup();
            assert!(!guards.is_empty(), "{v:?} {id}: a back-row man");
            for guard in guards {
                assert!(
                    level.goal_text.get(Lang::En).contains(&guard.number().to_string()),
                    "{v:?} {id}: {guard:?} named"
                );
                for m in start.legal_moves().into_iter().filter(|m| m.from() == guard) {
                    let after = start.after(&m);
                    assert!(
                        after.legal_moves().iter().any(Move::promotes) || crowns_by_force(&after, 3),
                        "{v:?} {id}: the guard's move lets Black crown"
                    );
                }
            }
        }
        let (_, which) = c.level("back-row-which").unwrap();
        let Goal::PickSquares(&[guard]) = which.goal else { panic!("one square") };
        let start = which.position();
        for m in start.legal_moves() {
            let crowns_at_once = start.after(&m).legal_moves().iter().any(Move::promotes);
            assert_eq!(crowns_at_once, m.from().number() == guard, "{v:?} back-row-which: {m:?}");
        }
        // While the guard stays, the black man beside it has no move.
        let black = start.with_side_to_move(Color::Black);
        let stuck = Square::new(guard as u32, size).unwrap();
        assert!(black.legal_moves().iter().all(|m| m.to() != stuck), "{v:?}");
    }
}

/// The first moves of `start` after which a man is won by force within
/// `within` moves in all, none lost (the practice's own search).
fn first_moves_winning_a_man(start: &Position, within: u32) -> Vec<Move> {
    start.legal_moves().into_iter().filter(|m| practice::wins_pieces_after(start, m, 1, within)).collect()
}

/// The numbers a text names.
fn numbers_in(text: &str) -> HashSet<u8> {
    text.split(|c: char| !c.is_ascii_digit()).filter_map(|n| n.parse().ok()).collect()
}

#[test]
fn a_locked_wing_is_held_by_the_two_men_the_text_names_and_moving_them_lets_the_man_go() {
    use damas_engine::{Color, Role};
    let fen_of = |side: char, white: &[u8], black: &[u8]| {
        let list = |s: &[u8]| s.iter().map(u8::to_string).collect::<Vec<_>>().join(",");
        format!("{side}:W{}:B{}", list(white), list(black))
    };
    for v in with_diagonal_better() {
        for id in ["block-wing-which", "block-wing", "block-wing-again"] {
            let (_, level) = course(v).level(id).unwrap();
            let start = level.position();
            let numbers =
                |c: Color| start.squares_of(c, Role::Man).iter().map(|s| s.number()).collect::<Vec<u8>>();
            let (white, black) = (numbers(Color::White), numbers(Color::Black));
            assert_eq!(start.count(Color::White, Role::King) + start.count(Color::Black, Role::King), 0);
            // Held: a black man every move of which (Black to move) loses a
            // man at once, whatever Black does next.
            let held = |white: &[u8]| -> HashSet<u8> {
                let pos = Position::from_fen(v, &fen_of('B', white, &black)).unwrap();
                let moves = pos.legal_moves();
                black
                    .iter()
                    .copied()
                    .filter(|&b| {
                        moves
                            .iter()
                            .filter(|m| m.from().number() == b)
                            .all(|m| wins_pieces_by_force(&pos.after(m), 1, 1))
                    })
                    .collect()
            };
            let locked = held(&white);
            // The holders: the white men without which a held man goes free.
            let holders: HashSet<u8> = white
                .iter()
                .copied()
                .filter(|&w| {
                    let without: Vec<u8> = white.iter().copied().filter(|&x| x != w).collect();
                    !locked.is_subset(&held(&without))
                })
                .collect();
            let named = numbers_in(&level.goal_text.get(Lang::En));
            assert_eq!(numbers_in(&level.goal_text.get(Lang::Pt)), named, "{v:?} {id}");
            assert_eq!((locked.len(), holders.len()), (3, 2), "{v:?} {id}: {locked:?} held by {holders:?}");
            assert!(locked.is_subset(&named), "{v:?} {id}: the held men are named");
            assert!(black.len() > locked.len() && white.len() > holders.len(), "{v:?} {id}: a free man each");
            match level.goal {
                Goal::PickSquares(answer) => {
                    assert_eq!(answer.iter().copied().collect::<HashSet<u8>>(), holders, "{v:?} {id}");
                }
                _ => {
                    assert!(holders.is_subset(&named), "{v:?} {id}: the holders are named");
                    // "Leave them there … only one first move does it."
                    let winning = first_moves_winning_a_man(&start, level.par + level.slack);
                    assert_eq!(winning.len(), 1, "{v:?} {id}: {winning:?}");
                    assert!(!holders.contains(&winning[0].from().number()), "{v:?} {id}");
                    assert!(level.goal_text.get(Lang::En).contains("only one first move does it"));
                    assert!(level.goal_text.get(Lang::Pt).contains("só um primeiro lance consegue"));
                }
            }
        }
    }
}

/// Turkish "Play better", the breakthrough: every reply of the script is
/// forced (the opponent has only captures), and the crowning is forced in
/// exactly the level's moves whatever the opponent plays, not one fewer.
#[test]
fn a_turkish_breakthrough_crowns_by_force_in_exactly_its_moves() {
    let stage = course(Variant::Turkish).stage("run").unwrap();
    assert!(stage.levels.len() >= 2);
    for level in stage.levels {
        let start = level.position();
        assert_eq!(level.goal, Goal::Promote, "{}", level.id);
        assert!(crowns_by_force(&start, level.par), "{}: not forced", level.id);
        assert!(!crowns_by_force(&start, level.par - 1), "{}: faster than said", level.id);
        let line = solution_moves(level);
        let mut pos = start;
        for (i, mv) in line.iter().enumerate() {
            if i % 2 == 1 {
                assert!(pos.legal_moves().iter().all(Move::is_capture), "{}: {mv:?} not forced", level.id);
                assert!(mv.is_capture(), "{}: a man given is taken", level.id);
            }
            pos = pos.after(mv);
        }
        let last = line.last().unwrap();
        assert!(last.promotes() && last.is_capture(), "{}: crowned by the capture through the gap", level.id);
    }
}

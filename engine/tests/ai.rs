//! The AI: finds known shots, never plays an illegal move, offers draws only
//! in dead-drawn endings; and the native speed report (ignored by default).

mod common;

use common::Rng;
use damas_engine::search::{Features, Level, Limits, Searcher, StdClock};
use damas_engine::{Game, Position, Variant};

#[test]
fn finds_the_shot_of_each_rule_set() {
    let text = include_str!("data/shots.txt");
    let mut checked = std::collections::HashSet::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let variant: Variant = words[0].parse().unwrap();
        let pos = Position::from_fen(variant, words[2]).unwrap();
        let game = Game::from_position(pos);
        let result =
            Searcher::new(18).search(&game, &Limits::depth(8), &StdClock::start(), None, &mut |_| {});
        let best = result.best.expect("a move");
        // The listed shot, or a move that a full-width search finds as good
        // (a faster win is never wrong).
        if pos.move_text(&best) != words[1] {
            let shot = pos.parse_move(words[1]).unwrap();
            assert!(
                full_width_score_after(&pos, &best) >= full_width_score_after(&pos, &shot),
                "{variant} {}: {} is worse than the shot {}",
                words[2],
                pos.move_text(&best),
                words[1]
            );
        }
        checked.insert(variant);
    }
    assert_eq!(checked.len(), Variant::ALL.len(), "one shot per rule set");
}

/// The score of `mv` for the side that plays it, by a search with no
/// selective feature to depth 11 of the position after it.
fn full_width_score_after(pos: &Position, mv: &damas_engine::Move) -> i32 {
    let mut searcher = Searcher::new(18);
    let game = Game::from_position(pos.after(mv));
    let limits = Limits { features: Features::NONE, ..Limits::depth(11) };
    -searcher.search(&game, &limits, &StdClock::start(), None, &mut |_| {}).score
}

#[test]
fn a_move_no_better_than_another_is_told_from_a_shot() {
    // The check above can fail: in the Thai shot's position, a quiet king
    // move scores below the shot.
    let pos = Position::from_fen(Variant::Thai, "W:W6,25,17,19,21,29:B2,12,3").unwrap();
    let shot = pos.parse_move("17-13").unwrap();
    let quiet = pos.parse_move("25-22").unwrap();
    assert!(full_width_score_after(&pos, &quiet) < full_width_score_after(&pos, &shot));
}

#[test]
fn never_plays_an_illegal_move() {
    let mut rng = Rng::new(0x05EE_D0FD_A3A5);
    for variant in Variant::ALL {
        for game_number in 0..6 {
            let mut game = Game::new(variant);
            let mut searcher = Searcher::new(14);
            while game.outcome().is_none() && game.moves().len() < 120 {
                // Random moves to reach varied positions, the AI every third ply.
                let legal = game.legal_moves();
                let mv = if game.moves().len().is_multiple_of(3) {
                    let limits = Limits { seed: rng.next_u64(), ..Level::Domador.limits(0) };
                    let r = searcher.search(&game, &limits, &StdClock::start(), None, &mut |_| {});
                    let mv = r.best.expect("a move while the game goes on");
                    assert!(legal.iter().any(|m| m.same_effect(&mv)), "{variant} game {game_number}");
                    mv
                } else {
                    legal[rng.below(legal.len())]
                };
                game.play(&mv).unwrap();
            }
        }
    }
}

/// The computer offers draws only in dead-drawn endings: over a few random
/// games in each rule set, every position where `dead_draw` says yes has only
/// kings or is near the king-move limit, and the offerer is never clearly
/// better by the static evaluation when no score is given.
#[test]
fn dead_draws_are_only_king_endings_or_near_the_king_move_limit() {
    use damas_engine::search::{dead_draw, evaluate, material_cannot_win, DeadDraw, BETTER_MARGIN};
    use damas_engine::Color;
    let mut rng = Rng::new(0xD0A5_D4A3);
    let mut offers = 0;
    for variant in Variant::ALL {
        for _ in 0..40 {
            let mut game = Game::new(variant);
            while game.outcome().is_none() && game.moves().len() < 300 {
                let legal = game.legal_moves();
                game.play(&legal[rng.below(legal.len())]).unwrap();
                let pos = *game.position();
                for offerer in [Color::White, Color::Black] {
                    let Some(why) = dead_draw(&game, offerer, &[]) else { continue };
                    offers += 1;
                    let e = if pos.side_to_move() == offerer { evaluate(&pos) } else { -evaluate(&pos) };
                    assert!(e <= BETTER_MARGIN, "{variant} {} {why:?} eval {e}", pos.to_fen());
                    match why {
                        DeadDraw::Material => {
                            assert!(material_cannot_win(&pos), "{variant} {}", pos.to_fen())
                        }
                        DeadDraw::KingMoveRule => {
                            assert!(game.king_moves_in_a_row() >= 14, "{}", pos.to_fen())
                        }
                        DeadDraw::LevelScores => panic!("no scores were given"),
                    }
                }
            }
        }
    }
    assert!(offers > 0, "random games reach some dead-drawn endings");
    println!("{offers} dead-drawn positions met");
}

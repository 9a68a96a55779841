use damas_engine::teaching::{capped, MoveClass, Reason, ReviewOptions, MISTAKE};
use damas_engine::{Color, Game, Variant};

use super::*;
use crate::puzzles::Grade;
use crate::puzzles::{Attempt, Mistake, Retry};

/// Brazilian: 6... 2-7?? allows 7. 22-17 13x22 8. 25x11 (the engine's
/// test game `brazilian_shot`), stopped after 22-17.
const SHOT: &[&str] = &[
    "24-20", "10-14", "23-19", "11-16", "20x11", "8x24", "28x19", "7-10", "27-24", "9-13", "26-23", "2-7",
    "22-17",
];
const BLUNDER_PLY: usize = 11;

fn game(moves: &[&str]) -> Game {
    let mut game = Game::new(Variant::Brazilian);
    for m in moves {
        game.play_text(m).unwrap();
    }
    game
}

/// Reviews `game` as the worker would: one request per move.
fn reviewed(game: Game, learner: Option<Color>) -> GameReview {
    let mut review = GameReview::new(game, learner);
    while let Some(request) = review.next_request() {
        let verdict = request.answer(ReviewOptions::browser()).unwrap();
        let ply = review.done();
        review.accept(ply, &verdict).unwrap();
    }
    review
}

#[test]
fn the_blunder_is_marked_with_its_shot_and_the_better_move() {
    let review = reviewed(game(SHOT), None);
    assert!(review.is_done());
    assert_eq!(review.mistakes(), vec![BLUNDER_PLY]);
    let m = review.verdict(BLUNDER_PLY).unwrap();
    assert_eq!(m.class, MoveClass::Blunder);
    assert_eq!(m.played.to_string(), "2-7");
    assert!(!m.best.same_effect(&m.played));
    assert!(m.reasons.iter().any(|r| matches!(r, Reason::AllowedShot { pieces: 3, .. })), "{:?}", m.reasons);
    // Black made it: Black's summary has the blunder, White's none.
    assert_eq!(review.summary(Color::Black).blunders, 1);
    assert_eq!(review.summary(Color::White).blunders, 0);
    assert_eq!(review.graph().len(), SHOT.len() + 1);
    // The learner playing White has no mistake to replay.
    let white = reviewed(game(SHOT), Some(Color::White));
    assert!(white.mistakes().is_empty());
}

#[test]
fn verdicts_are_taken_in_order_only() {
    let mut review = GameReview::new(game(&SHOT[..2]), None);
    let first = review.next_request().unwrap();
    let verdict = first.answer(ReviewOptions::depth(3)).unwrap();
    assert!(review.accept(1, &verdict).is_err());
    assert!(review.accept(0, &verdict).is_ok());
    assert_eq!(review.done(), 1);
    // The next request is the second move, from the position after the first.
    let second = review.next_request().unwrap();
    assert_eq!(second.game.moves.len(), 1);
    assert_eq!(second.game().unwrap().1.to_string(), "10-14");
    review.accept(1, &second.answer(ReviewOptions::depth(3)).unwrap()).unwrap();
    assert!(review.next_request().is_none());
    assert!(review.accept(2, &verdict).is_err());
}

#[test]
fn the_board_steps_through_the_game_and_the_better_line() {
    let mut review = reviewed(game(SHOT), None);
    review.go_to(BLUNDER_PLY);
    let m = review.verdict(BLUNDER_PLY).unwrap().clone();
    let view = review.board();
    assert_eq!(view.position, review.game().positions()[BLUNDER_PLY]);
    assert_eq!(view.arrow, Some((m.played.from(), m.played.to())));
    // The squares the reasons name are marked.
    assert!(!view.marks.is_empty());
    let named: Vec<_> = m.reasons.iter().flat_map(reason_squares).collect();
    assert!(view.marks.iter().all(|s| named.contains(s)));
    // The better line, step by step.
    review.show_line(Some(Line::Better));
    assert_eq!(review.line_len(), m.better.len());
    assert_eq!(review.board().arrow, Some((m.best.from(), m.best.to())));
    review.step(true);
    let view = review.board();
    assert_eq!(view.position, review.game().positions()[BLUNDER_PLY].after(&m.best));
    assert_eq!(view.last_move, Some(m.best));
    for _ in 0..100 {
        review.step(true);
    }
    assert_eq!(review.cursor().line, Some((Line::Better, m.better.len())));
    review.step(false);
    assert_eq!(review.cursor().line, Some((Line::Better, m.better.len() - 1)));
    // What "Analyse" opens: the game's moves, then the line's.
    let shown = review.moves_shown();
    assert_eq!(shown.len(), BLUNDER_PLY + m.better.len() - 1);
    assert_eq!(shown[BLUNDER_PLY], m.best);
    // The refutation starts after the move played.
    review.show_line(Some(Line::Refutation));
    assert_eq!(review.board().position, review.game().positions()[BLUNDER_PLY + 1]);
    assert_eq!(review.moves_shown(), review.game().moves()[..=BLUNDER_PLY]);
    // Back to the game; stepping past the end stays at the end.
    review.show_line(None);
    assert_eq!(review.moves_shown(), review.game().moves()[..BLUNDER_PLY]);
    review.go_to(99);
    assert_eq!(review.cursor().at, SHOT.len());
    assert_eq!(review.board().arrow, None);
    review.step(true);
    assert_eq!(review.cursor().at, SHOT.len());
}

fn retry_of(review: &GameReview) -> Retry {
    let mistakes = review
        .mistakes()
        .into_iter()
        .map(|ply| {
            let m = review.verdict(ply).unwrap();
            Mistake::new(review.position(ply), m.played, m.better.clone()).unwrap()
        })
        .collect();
    Retry::new(mistakes)
}

#[test]
fn find_the_better_move_solves_with_the_engines_move_and_records_once() {
    let review = reviewed(game(SHOT), None);
    let mut retry = retry_of(&review);
    assert_eq!(retry.number(), (1, 1));
    let best = retry.current().unwrap().best();
    assert!(retry.play(&best).is_none());
    assert_eq!(retry.attempt(), Attempt::Solved(best));
    assert!(!retry.may_move());
    let (stored, grade, first) = retry.to_record().unwrap();
    assert_eq!((grade, first), (Grade::Clean, true));
    assert_eq!(stored.played, "2-7");
    assert!(retry.to_record().is_none(), "recorded once");
    assert!(retry.advance().is_none());
    assert!(retry.is_finished());
    assert_eq!(retry.score(), (1, 1));
}

#[test]
fn the_mistake_again_is_wrong_then_the_answer_shown_fails_it() {
    let review = reviewed(game(SHOT), None);
    let mut retry = retry_of(&review);
    let played = retry.current().unwrap().played;
    assert!(retry.play(&played).is_none());
    assert!(matches!(retry.attempt(), Attempt::Wrong(..)));
    assert_eq!(retry.to_record().map(|r| (r.1, r.2)), Some((Grade::Failed, true)));
    retry.try_again();
    assert!(retry.may_move());
    retry.show();
    assert_eq!(retry.attempt(), Attempt::Shown);
    assert!(retry.to_record().is_none(), "still failed: nothing new to store");
    assert!(retry.advance().is_none());
    assert_eq!(retry.score(), (1, 0));
}

#[test]
fn another_move_is_judged_by_the_engine_and_a_good_one_counts() {
    let review = reviewed(game(SHOT), None);
    let mut retry = retry_of(&review);
    let m = retry.current().unwrap().clone();
    let others: Vec<_> = Game::from_position(m.position)
        .legal_moves()
        .into_iter()
        .filter(|x| !x.same_effect(&m.best()) && !x.same_effect(&m.played))
        .collect();
    let mut solved_after_wrong = false;
    for mv in others {
        let request = retry.play(&mv).expect("judged in the worker");
        assert_eq!(retry.attempt(), Attempt::Judging(mv));
        assert!(!retry.may_move());
        let (before, played) = request.game().unwrap();
        let verdict = request.answer(ReviewOptions::browser()).unwrap().to_review(&before, &played).unwrap();
        retry.judged(&mv, Some(&verdict));
        if verdict.class == MoveClass::Good {
            assert_eq!(retry.attempt(), Attempt::Solved(mv));
            solved_after_wrong = retry.grade() == Some(Grade::Helped);
            assert!(retry.grade().unwrap().is_solved());
            break;
        }
        assert_eq!(retry.attempt(), Attempt::Wrong(mv, verdict.class));
        retry.try_again();
    }
    // Solved after wrong tries is helped, not clean.
    if solved_after_wrong {
        assert_eq!(retry.to_record().map(|r| r.1), Some(Grade::Helped));
    }
    // A stale verdict changes nothing.
    let before = retry.attempt();
    retry.judged(&m.played, None);
    assert_eq!(retry.attempt(), before);
}

#[test]
fn a_stored_mistake_that_no_longer_reads_is_an_error() {
    let good = crate::puzzles::GameMistake {
        variant: "brazilian".into(),
        fen: "B:W27,31:B22,3".into(),
        played: "22-26".into(),
        better: vec!["3-7".into()],
    };
    assert!(Mistake::from_stored(&good).is_ok());
    for bad in [
        crate::puzzles::GameMistake { variant: "chess".into(), ..good.clone() },
        crate::puzzles::GameMistake { fen: "x".into(), ..good.clone() },
        crate::puzzles::GameMistake { played: "1-2".into(), ..good.clone() },
        crate::puzzles::GameMistake { better: vec![], ..good.clone() },
    ] {
        assert!(Mistake::from_stored(&bad).is_err(), "{bad:?}");
    }
}

#[test]
fn every_rule_set_is_reviewed_through_the_wire() {
    for variant in Variant::ALL {
        let mut game = Game::new(variant);
        for k in 0..8 {
            let moves = game.legal_moves();
            let Some(mv) = moves.get(k % moves.len().max(1)) else { break };
            game.play(mv).unwrap();
        }
        let plies = game.moves().len();
        let mut review = GameReview::new(game, Some(variant.rules().first));
        while let Some(request) = review.next_request() {
            let json = serde_json::to_string(&request.answer(ReviewOptions::depth(3)).unwrap()).unwrap();
            let ply = review.done();
            review.accept(ply, &serde_json::from_str(&json).unwrap()).unwrap();
        }
        assert_eq!(review.done(), plies, "{variant:?}");
        assert_eq!(review.graph().len(), plies + 1, "{variant:?}");
        // Only the learner's (first mover's) mistakes are taught.
        assert!(review.mistakes().iter().all(|&p| p % 2 == 0), "{variant:?}");
    }
}

/// Plays the engine's move (4 plies) for both sides from `fen` until the
/// game ends: a finished game, the same every time.
fn played_out(variant: Variant, fen: &str) -> Game {
    let mut game = Game::from_position(damas_engine::Position::from_fen(variant, fen).unwrap());
    let mut analyser = damas_engine::teaching::Analyser::new(ReviewOptions::depth(4));
    while game.outcome().is_none() && game.moves().len() < 60 {
        let best = analyser.analyse(&game).best.unwrap();
        game.play(&best).unwrap();
    }
    game
}

/// Accepts made-up verdicts, one per move: the scores for the mover
/// (best, played), no lines.
fn judged_with(game: Game, learner: Option<Color>, scores: &[(i32, i32)]) -> GameReview {
    let mut review = GameReview::new(game, learner);
    for (ply, &(best_score, played_score)) in scores.iter().enumerate() {
        let loss = (capped(best_score) - capped(played_score)).max(0);
        let verdict = JudgedMove {
            best_score,
            played_score,
            loss,
            better: Vec::new(),
            refutation: Vec::new(),
            reasons: Vec::new(),
            nodes: 0,
        };
        review.accept(ply, &verdict).unwrap();
    }
    review
}

/// Brazilian: White's three kings hunt Black's two men down.
const LOST_FOR_BLACK: &str = "W:WK29,K30,K31:B5,6";

#[test]
fn a_game_lost_without_a_marked_mistake_names_the_move_where_the_score_fell() {
    let game = played_out(Variant::Brazilian, LOST_FOR_BLACK);
    assert_eq!(game.outcome().and_then(|o| o.winner()), Some(Color::White));
    let plies = game.moves().len();
    assert!(plies >= 4, "{plies}");
    // Black loses a little at each move, never a man, but after Black's
    // first move and White's reply its score falls from 0 to -1.5.
    let scores: Vec<(i32, i32)> = (0..plies)
        .map(|ply| match (ply % 2, ply) {
            (0, 0) => (0, 0),
            (0, 2) => (150, 150),
            (0, _) => (200, 200),
            (_, 1) => (0, -10),
            _ => (-150, -160),
        })
        .collect();
    let review = judged_with(game.clone(), Some(Color::Black), &scores);
    assert!(review.mistakes().is_empty());
    let Conclusion::LostAt { loser, turn } = review.conclusion() else { panic!("{:?}", review.conclusion()) };
    assert_eq!((loser, turn.ply, turn.before, turn.after), (Color::Black, 1, 0, -150));
    assert_eq!(review.moments(), vec![1]);
    // The winner's review has nothing lost to explain.
    let white = judged_with(game, Some(Color::White), &scores);
    assert_eq!(white.conclusion(), Conclusion::NoMistakes);
}

#[test]
fn a_game_lost_from_a_lost_start_says_the_opponent_was_stronger_from_the_start() {
    let game = played_out(Variant::Brazilian, LOST_FOR_BLACK);
    let review = reviewed(game, Some(Color::Black));
    match review.conclusion() {
        Conclusion::Outplayed { loser: Color::Black, start, .. } => assert!(start <= -MISTAKE, "{start}"),
        other => panic!("{other:?}"),
    }
    // Between friends the loser's side is told too.
    let friends = reviewed(played_out(Variant::Brazilian, LOST_FOR_BLACK), None);
    assert!(matches!(friends.conclusion(), Conclusion::Outplayed { loser: Color::Black, .. }));
}

#[test]
fn a_game_resigned_is_lost_for_the_side_that_resigned() {
    let mut game = game(&SHOT[..4]);
    game.resign(Color::White);
    let review = judged_with(game.clone(), Some(Color::White), &[(0, 0), (0, 0), (0, -20), (0, 0)]);
    assert!(matches!(review.conclusion(), Conclusion::Outplayed { loser: Color::White, .. }));
    let review = judged_with(game, Some(Color::Black), &[(0, 0), (0, 0), (0, -20), (0, 0)]);
    assert_eq!(review.conclusion(), Conclusion::NoMistakes);
}

#[test]
fn the_better_line_is_offered_only_after_a_move_below_good() {
    let mut review = reviewed(game(SHOT), None);
    let good = (0..SHOT.len()).find(|&p| review.class(p) == Some(MoveClass::Good)).unwrap();
    review.go_to(good);
    assert!(!review.offers_line(Line::Better));
    assert!(review.offers_line(Line::Refutation));
    review.show_line(Some(Line::Better));
    assert_eq!(review.cursor().line, None);
    review.go_to(BLUNDER_PLY);
    assert!(review.offers_line(Line::Better));
    review.show_line(Some(Line::Better));
    assert_eq!(review.cursor().line, Some((Line::Better, 0)));
}

//! Game reviews on hand-made games (tests/data/review/*.pdn): each blunder
//! game has one known blunder per rule-set family; the review must mark it,
//! give the refutation and the reason. Solid games have no blunder. Run at
//! the browser's options (`ReviewOptions::browser`).

use damas_engine::notation::read_games;
use damas_engine::teaching::{capped, MoveClass, MoveReview, Reason, Review, ReviewOptions, BLUNDER};
use damas_engine::{Color, Game, Move, Position, Variant};

fn load(name: &str) -> Game {
    let path = format!("{}/tests/data/review/{name}.pdn", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("test game");
    let games = read_games(&text, Variant::Brazilian);
    games[0].as_ref().expect("a valid game").to_game().expect("replayable")
}

/// The texts of `line`'s moves played from `pos`.
fn texts(pos: &Position, line: &[Move]) -> Vec<String> {
    let mut pos = *pos;
    line.iter()
        .map(|mv| {
            let text = pos.move_text(mv);
            pos = pos.after(mv);
            text
        })
        .collect()
}

/// The position before the move at `ply`.
fn before(game: &Game, ply: usize) -> Position {
    game.positions()[ply]
}

fn review(name: &str) -> (Game, Vec<MoveReview>) {
    let game = load(name);
    let review = Review::run(&game, ReviewOptions::browser());
    assert_eq!(review.done(), game.moves().len(), "{name}: every move judged");
    (game, review.moves().to_vec())
}

/// The plies classed as blunders.
fn blunders(moves: &[MoveReview]) -> Vec<usize> {
    moves.iter().filter(|m| m.class == MoveClass::Blunder).map(|m| m.ply).collect()
}

/// Checks the one blunder of a game: its ply, that the refutation starts
/// with `refutation` and wins (the mover's score after it is lost by at
/// least a blunder's worth), that the better move is another one, and that
/// the reason is a shot with that line and `pieces` lost.
fn check_shot(name: &str, ply: usize, refutation: &[&str], pieces: u32) -> MoveReview {
    let (game, moves) = review(name);
    assert_eq!(blunders(&moves), vec![ply], "{name}: {moves:#?}");
    let m = &moves[ply];
    let after = before(&game, ply + 1);
    assert_eq!(texts(&after, &m.refutation[..refutation.len()]), refutation, "{name}");
    assert!(capped(m.best_score) - capped(m.played_score) >= BLUNDER, "{name}: {m:?}");
    assert!(!m.best.same_effect(&m.played), "{name}");
    let shot = m.reasons.iter().find_map(|r| match r {
        Reason::AllowedShot { line, pieces } => Some((texts(&after, line), *pieces)),
        _ => None,
    });
    assert_eq!(
        shot,
        Some((refutation.iter().map(|s| s.to_string()).collect(), pieces)),
        "{name}: {:?}",
        m.reasons
    );
    m.clone()
}

#[test]
fn brazilian_blunder_allows_a_shot_of_three() {
    // 6... 2-7?? 7. 22-17 13x22 8. 25x18x9x2x11: one man given, four taken.
    check_shot("brazilian_shot", 11, &["22-17", "13x22", "25x11"], 3);
}

#[test]
fn russian_blunder_allows_a_shot_and_a_crowning() {
    // 7. 30-25?? 16-19 8. 23x16 14x23x30: the capture ends crowned on 30.
    let m = check_shot("russian_shot", 12, &["16-19", "23x16", "14x30"], 1);
    let crowned = m.reasons.iter().find_map(|r| match r {
        Reason::AllowedCrowning { man, crowned_on, .. } => Some((man.number(), crowned_on.number())),
        _ => None,
    });
    assert_eq!(crowned, Some((14, 30)), "{:?}", m.reasons);
}

#[test]
fn english_blunder_allows_a_shot() {
    // 5. 1-5?? 23-19 6. 16x23 26x19x10x1: a double jump to the king row.
    check_shot("english_shot", 8, &["23-19", "16x23", "26x1"], 2);
}

#[test]
fn international_blunder_allows_a_shot() {
    // 8. 35-30?? 19-23 9. 28x19 14x23x34x25.
    check_shot("international_shot", 14, &["19-23", "28x19", "14x25"], 2);
}

#[test]
fn a_king_capture_from_afar_is_named() {
    let (game, moves) = review("brazilian_king");
    assert_eq!(blunders(&moves), vec![0]);
    let m = &moves[0];
    let far = m.reasons.iter().find_map(|r| match r {
        Reason::KingCaptureFromAfar { capture, distance } => Some((capture.to_string(), *distance)),
        _ => None,
    });
    assert_eq!(far, Some(("10x21".to_string(), 2)), "{:?}", m.reasons);
    assert_eq!(texts(&before(&game, 1), &m.refutation[..1]), ["10x21"]);
}

#[test]
fn a_crowning_let_through_is_named() {
    let (_, moves) = review("english_crowning");
    assert_eq!(blunders(&moves), vec![0]);
    let crowned = moves[0].reasons.iter().find_map(|r| match r {
        Reason::AllowedCrowning { man, crowned_on, line } => {
            Some((man.number(), crowned_on.number(), line.len()))
        }
        _ => None,
    });
    assert_eq!(crowned, Some((10, 3, 3)), "{:?}", moves[0].reasons);
}

#[test]
fn solid_games_have_no_blunder_nor_mistake() {
    for name in ["english_solid", "brazilian_solid", "international_solid"] {
        let (_, moves) = review(name);
        let bad: Vec<&MoveReview> = moves.iter().filter(|m| m.class >= MoveClass::Mistake).collect();
        assert!(bad.is_empty(), "{name}: {bad:#?}");
        assert!(moves.iter().all(|m| m.reasons.is_empty() || m.class != MoveClass::Good), "{name}");
    }
}

#[test]
fn the_summary_counts_each_side() {
    let game = load("brazilian_shot");
    let review = Review::run(&game, ReviewOptions::browser());
    let (white, black) = (review.summary(Color::White), review.summary(Color::Black));
    assert_eq!((white.moves, black.moves), (8, 7));
    assert_eq!((white.blunders, black.blunders), (0, 1));
    let black_loss: i32 = review.moves().iter().filter(|m| m.mover == Color::Black).map(|m| m.loss).sum();
    assert_eq!(black.average_loss, black_loss / 7);
    assert!(black.average_loss > white.average_loss);
}

#[test]
fn a_review_is_the_same_move_by_move_or_at_once() {
    let game = load("english_shot");
    let whole = Review::run(&game, ReviewOptions::depth(6));
    let mut stepped = Review::new(&game, ReviewOptions::depth(6));
    let mut seen = Vec::new();
    while let Some(m) = stepped.step() {
        seen.push(m.clone());
    }
    assert_eq!(seen, whole.moves());
    // And again, from a fresh review: no state leaks between searches.
    assert_eq!(Review::run(&game, ReviewOptions::depth(6)).moves(), whole.moves());
}

#[test]
fn a_forced_move_loses_nothing() {
    // Russian, after 9... 10x19: White's only legal move is 24x15x8 (shown
    // as 24x8).
    let game = load("russian_shot");
    let review = Review::run(&game, ReviewOptions::depth(4));
    let forced = &review.moves()[10];
    assert_eq!(before(&game, 10).legal_moves().len(), 1);
    assert_eq!((forced.loss, forced.class), (0, MoveClass::Good));
    assert!(forced.best.same_effect(&forced.played));
}

#[test]
fn a_missed_shot_is_named_with_its_capture() {
    // 1. 9-14?? where 25-30 13x6 30x23x16 takes two.
    let (game, moves) = review("english_missed");
    assert_eq!(blunders(&moves), vec![0]);
    let missed = moves[0].reasons.iter().find_map(|r| match r {
        Reason::MissedCapture { line, capture, pieces } => {
            Some((texts(game.start(), line), capture.to_string(), *pieces))
        }
        _ => None,
    });
    let line: Vec<String> = ["25-30", "13x6", "30x16"].map(String::from).to_vec();
    assert_eq!(missed, Some((line, "30x16".to_string(), 2)), "{:?}", moves[0].reasons);
    assert_eq!(texts(game.start(), &moves[0].better[..1]), ["25-30"]);
}

#[test]
fn italian_blunder_allows_a_shot_and_a_crowning() {
    // 5... 2-7?? 6. 18-15 11x18 7. 20x11x2: the man crowns on 2.
    let m = check_shot("italian_shot", 9, &["18-15", "11x18", "20x2"], 1);
    assert!(m.reasons.iter().any(|r| matches!(r, Reason::AllowedCrowning { .. })), "{:?}", m.reasons);
}

#[test]
fn spanish_blunder_allows_a_shot() {
    // 5. 31-26?? 11-16 6. 20x11 8x15x24x31.
    check_shot("spanish_shot", 8, &["11-16", "20x11", "8x31"], 2);
}

#[test]
fn a_node_limit_bounds_each_search_and_stays_deterministic() {
    let game = load("international_shot");
    let options = ReviewOptions { nodes: 20_000, ..ReviewOptions::depth(12) };
    let first = Review::run(&game, options);
    assert_eq!(Review::run(&game, options).moves(), first.moves());
    // A search stops within one check (every 2048 nodes) of the limit; a
    // move is judged with one or two searches.
    let most = first.moves().iter().map(|m| m.nodes).max().unwrap();
    assert!(most <= 2 * (20_000 + 2048), "{most}");
    assert!(most >= 20_000, "{most}: the limit was reached");
}

#[test]
fn the_graph_drops_at_the_blunder() {
    let game = load("brazilian_shot");
    let review = Review::run(&game, ReviewOptions::browser());
    let graph = review.graph();
    assert_eq!(graph.len(), game.moves().len() + 1);
    // Black's 2-7 (ply 11) turns a level game into a white win.
    assert!(graph[11].abs() < 50, "{graph:?}");
    assert!(graph[12] >= BLUNDER, "{graph:?}");
}

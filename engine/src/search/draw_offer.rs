//! When the computer offers a draw itself: dead-drawn endings, judged from
//! the material on the board, the search's recent scores and the king-move
//! draw rule. It never offers when it is clearly better, nor on move one.

use super::evaluate;
use crate::{BoardSize, Color, Game, KingRange, Position};

/// Scores within this many hundredths of a man of zero are level.
pub const LEVEL_MARGIN: i32 = 20;
/// The offerer is clearly better above this score (hundredths of a man).
pub const BETTER_MARGIN: i32 = 50;
/// How many of the offerer's latest search scores must be level, with only
/// kings on the board, to call the ending dead drawn.
pub const LEVEL_SCORES: usize = 4;
/// The king-move rule is near its end with this many plies or fewer left.
pub const KING_MOVES_LEFT: usize = 6;
/// No offer before this many plies have been played (not on move one).
pub const MIN_PLIES: usize = 3;

/// Why a position is dead drawn for the side that would offer the draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeadDraw {
    /// Only kings, and the stronger side cannot force a win with them (see
    /// [`material_cannot_win`]).
    Material,
    /// Only kings, and the search has scored the offerer's last few moves
    /// level.
    LevelScores,
    /// The king-move draw rule will end the game in a few plies and the
    /// position is level.
    KingMoveRule,
}

/// Whether the pieces on the board cannot win for either side: only kings,
/// no capture pending for either side, and
/// * one king against one king (every rule set);
/// * with flying kings, two kings against one, or three against a lone king
///   that stands on the long diagonal.
///
/// With short kings (English, Italian), two kings beat one, so only one
/// against one is a certain draw.
///
/// ```
/// use damas_engine::{Position, Variant};
/// use damas_engine::search::material_cannot_win;
/// let pos = |v, fen| Position::from_fen(v, fen).unwrap();
/// assert!(material_cannot_win(&pos(Variant::Brazilian, "W:WK1,K2:BK30")));
/// assert!(!material_cannot_win(&pos(Variant::English, "W:WK1,K2:BK30")));
/// assert!(!material_cannot_win(&pos(Variant::Brazilian, "W:WK1,K2:B22")));
/// ```
pub fn material_cannot_win(pos: &Position) -> bool {
    let kings = pos.king_bits();
    let [white, black] = [pos.bits(Color::White), pos.bits(Color::Black)];
    if (white | black) & !kings != 0 || white == 0 || black == 0 {
        return false;
    }
    if pos.must_capture() || pos.threatened() {
        return false;
    }
    let (nw, nb) = (white.count_ones(), black.count_ones());
    let (strong, weak, weak_bits) = if nw >= nb { (nw, nb, black) } else { (nb, nw, white) };
    if strong == 1 && weak == 1 {
        return true;
    }
    if weak != 1 || pos.rules().king != KingRange::Flying {
        return false;
    }
    // Three kings against one holding the long diagonal: 8×8 diagonal
    // boards only (the orthogonal board has no such refuge).
    let diagonal = !pos.size().is_orthogonal();
    strong <= 2 || (strong == 3 && diagonal && weak_bits & long_diagonal(pos.size()) != 0)
}

/// The squares of the long diagonal (bottom-left corner to top-right).
fn long_diagonal(size: BoardSize) -> u64 {
    let n = size.rows();
    size.all_squares()
        .filter(|s| s.row(size) + s.column(size) == n - 1)
        .fold(0, |acc, s| acc | 1 << s.bit(size))
}

/// Whether `offerer` should offer a draw in the current position of `game`,
/// and why. `scores` are the offerer's latest search scores, oldest first,
/// each from its own side (hundredths of a man); without any, the static
/// evaluation stands in for the latest.
///
/// It never offers when the game is over, before [`MIN_PLIES`] plies, or
/// when the latest score says the offerer is clearly better (above
/// [`BETTER_MARGIN`]).
///
/// ```
/// use damas_engine::{Color, Game, Position, Variant};
/// use damas_engine::search::{dead_draw, DeadDraw};
/// let mut game = Game::from_position(Position::from_fen(Variant::Brazilian, "W:WK30:BK3").unwrap());
/// for m in ["30-26", "3-7", "26-30"] {
///     game.play_text(m).unwrap();
/// }
/// assert_eq!(dead_draw(&game, Color::White, &[0]), Some(DeadDraw::Material));
/// // Clearly better by its own search: no offer.
/// assert_eq!(dead_draw(&game, Color::White, &[300]), None);
/// ```
pub fn dead_draw(game: &Game, offerer: Color, scores: &[i32]) -> Option<DeadDraw> {
    if game.outcome().is_some() || game.moves().len() < MIN_PLIES {
        return None;
    }
    let pos = game.position();
    let latest = match scores.last() {
        Some(&s) => s,
        None => {
            let e = evaluate(pos);
            if pos.side_to_move() == offerer {
                e
            } else {
                -e
            }
        }
    };
    if latest > BETTER_MARGIN {
        return None;
    }
    if material_cannot_win(pos) {
        return Some(DeadDraw::Material);
    }
    let level = |s: &i32| s.abs() <= LEVEL_MARGIN;
    let only_kings = (pos.bits(Color::White) | pos.bits(Color::Black)) & !pos.king_bits() == 0;
    if only_kings && scores.len() >= LEVEL_SCORES && scores[scores.len() - LEVEL_SCORES..].iter().all(level) {
        return Some(DeadDraw::LevelScores);
    }
    let limit = pos.rules().draw.king_moves as usize;
    if limit > 0 && game.king_moves_in_a_row() + KING_MOVES_LEFT >= limit && level(&latest) {
        return Some(DeadDraw::KingMoveRule);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn pos(v: Variant, fen: &str) -> Position {
        Position::from_fen(v, fen).unwrap()
    }

    /// A game from `fen` and `plies` quiet king moves, each chosen so that
    /// no capture follows and positions repeat as little as possible.
    fn walk(v: Variant, fen: &str, plies: usize) -> Game {
        let mut game = Game::from_position(pos(v, fen));
        for _ in 0..plies {
            let seen = |p: &Position| game.positions().iter().filter(|q| *q == p).count();
            let mv = game
                .legal_moves()
                .into_iter()
                .filter(|m| m.is_king_move() && m.is_reversible())
                .map(|m| (m, game.position().after(&m)))
                .filter(|(_, after)| !after.must_capture() && !after.threatened())
                .min_by_key(|(_, after)| seen(after))
                .map(|(m, _)| m)
                .expect("a quiet king move");
            game.play(&mv).unwrap();
        }
        game
    }

    #[test]
    fn lone_kings_cannot_win_anywhere() {
        for v in Variant::ALL {
            let fen = match v.size() {
                BoardSize::Ten => "W:WK46:BK5",
                BoardSize::Eight => "W:WK29:BK4",
                BoardSize::EightFull => "W:WKa1:BKh8",
            };
            assert!(material_cannot_win(&pos(v, fen)), "{v}");
        }
    }

    #[test]
    fn flying_kings_two_or_three_against_one() {
        // Brazilian (flying, 8×8): two against one is drawn.
        assert!(material_cannot_win(&pos(Variant::Brazilian, "W:WK1,K2:BK30")));
        // Three against one: drawn only when the lone king holds the long
        // diagonal (29-25-22-18-15-11-8-4 on 8×8).
        assert!(material_cannot_win(&pos(Variant::Brazilian, "W:WK1,K2,K3:BK22")));
        assert!(!material_cannot_win(&pos(Variant::Brazilian, "W:WK1,K2,K3:BK30")));
        // Four against one: a win.
        assert!(!material_cannot_win(&pos(Variant::Brazilian, "W:WK1,K2,K3,K6:BK22")));
        // International (flying, 10×10): the long diagonal is 46-5.
        assert!(material_cannot_win(&pos(Variant::International, "W:WK1,K2,K3:BK28")));
        assert!(!material_cannot_win(&pos(Variant::International, "W:WK1,K2,K3:BK27")));
        // Two against two is not certain.
        assert!(!material_cannot_win(&pos(Variant::Brazilian, "W:WK1,K2:BK30,K31")));
    }

    #[test]
    fn short_kings_only_one_against_one() {
        assert!(material_cannot_win(&pos(Variant::English, "W:WK1:BK30")));
        assert!(!material_cannot_win(&pos(Variant::English, "W:WK1,K2:BK30")));
        assert!(!material_cannot_win(&pos(Variant::Italian, "W:WK1,K2:BK30")));
    }

    #[test]
    fn men_or_a_pending_capture_are_not_dead_draws() {
        assert!(!material_cannot_win(&pos(Variant::Brazilian, "W:WK29:B4")));
        // The king on 22 can take the one on 18 (or be taken).
        assert!(!material_cannot_win(&pos(Variant::Brazilian, "W:WK22:BK18")));
        assert!(!material_cannot_win(&pos(Variant::Brazilian, "B:WK22:BK18")));
    }

    #[test]
    fn offers_in_a_flying_king_ending_but_not_on_move_one_nor_when_better() {
        let fen = "W:WK1,K2:BK30";
        let early = walk(Variant::Brazilian, fen, 2);
        assert_eq!(dead_draw(&early, Color::Black, &[]), None, "move one");
        let game = walk(Variant::Brazilian, fen, 4);
        assert_eq!(dead_draw(&game, Color::Black, &[-30]), Some(DeadDraw::Material));
        assert_eq!(dead_draw(&game, Color::White, &[30]), Some(DeadDraw::Material));
        assert_eq!(dead_draw(&game, Color::White, &[200]), None, "clearly better by its search");
        // The static evaluation stands in for a missing score: scaled down.
        assert_eq!(dead_draw(&game, Color::White, &[]), Some(DeadDraw::Material));
        // The same in English: two kings win; no offer on material, and the
        // stronger side is clearly better.
        let game = walk(Variant::English, fen, 4);
        assert_eq!(dead_draw(&game, Color::White, &[]), None);
        assert_eq!(dead_draw(&game, Color::Black, &[-200]), None);
    }

    #[test]
    fn level_scores_with_only_kings_in_a_short_king_rule_set() {
        // English, two kings each: not a material draw; level scores make it one.
        let game = walk(Variant::English, "W:WK1,K3:BK30,K32", 4);
        assert_eq!(dead_draw(&game, Color::White, &[0, 5]), None, "too few scores");
        assert_eq!(dead_draw(&game, Color::White, &[0, 5, -10, 3]), Some(DeadDraw::LevelScores));
        assert_eq!(dead_draw(&game, Color::White, &[0, 5, -90, 3]), None, "one was not level");
        // With men on the board, level scores are not enough.
        let game = walk(Variant::English, "W:WK1,10:BK30,25", 4);
        assert_eq!(dead_draw(&game, Color::White, &[0, 0, 0, 0]), None);
    }

    #[test]
    fn near_the_king_move_limit_a_level_game_is_offered() {
        let fen = "W:WK1,K3:BK30,K32";
        let game = walk(Variant::English, fen, 14);
        assert_eq!(game.king_moves_in_a_row(), 14);
        assert_eq!(dead_draw(&game, Color::Black, &[10]), Some(DeadDraw::KingMoveRule));
        assert_eq!(dead_draw(&game, Color::Black, &[-40]), None, "not level");
        let game = walk(Variant::English, fen, 12);
        assert_eq!(dead_draw(&game, Color::Black, &[10]), None, "eight plies left");
    }
}

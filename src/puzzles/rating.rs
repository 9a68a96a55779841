//! The local puzzle rating, one per rule set: Elo against the puzzle's
//! difficulty. Everyone starts at [`START_RATING`]; a clean solve (no
//! mistake, no hint, solution not shown) is a win, anything else a loss.
//! Only the first attempt at a puzzle is rated (see `crate::state::puzzles`).

/// The rating of a new player.
pub const START_RATING: i32 = 1500;

/// The lowest and highest ratings kept.
pub const MIN_RATING: i32 = 400;
pub const MAX_RATING: i32 = 3000;

/// How far one result moves the rating: more while the player has few
/// rated puzzles.
pub fn k_factor(games: u32) -> f64 {
    if games < 10 {
        48.0
    } else {
        24.0
    }
}

/// The rating of a puzzle of difficulty 1–5 (out of range: clamped).
pub fn puzzle_rating(difficulty: u8) -> i32 {
    900 + 300 * i32::from(difficulty.clamp(1, 5))
}

/// The expected score of a player rated `player` against `opponent`.
pub fn expected(player: i32, opponent: i32) -> f64 {
    1.0 / (1.0 + 10f64.powf(f64::from(opponent - player) / 400.0))
}

/// The new rating after a result (`solved`: a clean solve) against a puzzle
/// of `difficulty`, when `games` puzzles were rated before.
pub fn update(player: i32, games: u32, difficulty: u8, solved: bool) -> i32 {
    let player = player.clamp(MIN_RATING, MAX_RATING);
    let score = if solved { 1.0 } else { 0.0 };
    let delta = k_factor(games) * (score - expected(player, puzzle_rating(difficulty)));
    (player + delta.round() as i32).clamp(MIN_RATING, MAX_RATING)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn harder_puzzles_are_rated_higher() {
        let r: Vec<i32> = (1..=5).map(puzzle_rating).collect();
        assert!(r.windows(2).all(|w| w[0] < w[1]), "{r:?}");
        assert_eq!(puzzle_rating(0), puzzle_rating(1));
        assert_eq!(puzzle_rating(9), puzzle_rating(5));
    }

    #[test]
    fn solving_raises_failing_lowers() {
        let up = update(START_RATING, 0, 3, true);
        let down = update(START_RATING, 0, 3, false);
        assert!(up > START_RATING && down < START_RATING, "{up} {down}");
        // An easy puzzle gains little and costs much; a hard one the reverse.
        let easy_gain = update(START_RATING, 20, 1, true) - START_RATING;
        let hard_gain = update(START_RATING, 20, 5, true) - START_RATING;
        assert!(hard_gain > easy_gain, "{hard_gain} {easy_gain}");
        let easy_loss = START_RATING - update(START_RATING, 20, 1, false);
        let hard_loss = START_RATING - update(START_RATING, 20, 5, false);
        assert!(easy_loss > hard_loss, "{easy_loss} {hard_loss}");
        // Early results count more.
        assert!(update(START_RATING, 0, 3, true) > update(START_RATING, 50, 3, true));
    }

    #[test]
    fn ratings_stay_in_range() {
        let mut r = START_RATING;
        for i in 0..500 {
            r = update(r, i, 1, false);
        }
        assert!((MIN_RATING..700).contains(&r), "{r}");
        for i in 0..500 {
            r = update(r, i, 5, true);
        }
        assert!(r <= MAX_RATING && r > 2000, "{r}");
        assert_eq!(update(i32::MAX, 0, 5, true), MAX_RATING);
        assert!((expected(1500, 1500) - 0.5).abs() < 1e-9);
    }
}

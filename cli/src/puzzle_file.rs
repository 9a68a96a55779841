//! Puzzles written as the files under `puzzles/` hold them.

use std::collections::BTreeMap;

use damas_engine::notation::PdnGame;
use damas_engine::teaching::Theme;

/// A puzzle as the files keep it: [`PdnGame::to_pdn`] without the roster
/// tags nobody filled in (`[Site "?"]`, `[Date "?"]`, `[Round "?"]`,
/// `[White "?"]`, `[Black "?"]`), so the output can go into
/// `puzzles/` as it is.
pub fn puzzle_pdn(game: &PdnGame) -> String {
    let unknown = ["Site", "Date", "Round", "White", "Black"].map(|tag| format!("[{tag} \"?\"]"));
    game.to_pdn()
        .lines()
        .filter(|line| !unknown.iter().any(|u| u == line))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// `shot 3, endgame 2`: how many puzzles of each theme a run wrote.
pub fn theme_counts(made: &BTreeMap<Theme, usize>) -> String {
    made.iter().map(|(t, c)| format!("{t} {c}")).collect::<Vec<_>>().join(", ")
}

//! Puzzles written as the files under `puzzles/` hold them.

use damas_engine::notation::PdnGame;

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

//! The game the review page shows, stored as `damas.v1.review` so that the
//! page survives a reload and works offline: the rule set, the start
//! position, the moves and whose mistakes are taught. Written when the
//! learner asks for a review (end of a game, a PDN game opened); the
//! verdicts are not kept (they are found again).

use damas_engine::{Color, Game, Position, Variant};
use serde::{Deserialize, Serialize};

use super::store::Persisted;

/// A game to review.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewGame {
    /// The rule set's id; empty when there is no game.
    #[serde(default)]
    pub variant: String,
    /// The start position.
    #[serde(default)]
    pub start_fen: String,
    /// The moves' full text.
    #[serde(default)]
    pub moves: Vec<String>,
    /// `white` or `black`: the learner's side; none: both (friends).
    #[serde(default)]
    pub learner: Option<String>,
    /// Where the game came from, for the page's title: `computer`,
    /// `friend`, `online`, `pdn`.
    #[serde(default)]
    pub source: String,
}

impl Persisted for ReviewGame {
    const NAME: &'static str = "review";
}

fn color_id(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl ReviewGame {
    /// The game `game`, the learner playing `learner` (`None`: both).
    pub fn of(game: &Game, learner: Option<Color>, source: &str) -> ReviewGame {
        ReviewGame {
            variant: game.variant().id().to_string(),
            start_fen: game.start().to_fen(),
            moves: game.moves().iter().map(|m| m.full_text()).collect(),
            learner: learner.map(|c| color_id(c).to_string()),
            source: source.to_string(),
        }
    }

    /// The game and the learner's side; `None` when there is none or it
    /// no longer reads (a stored value from elsewhere): the page says so.
    ///
    /// ```
    /// use damas_app::state::review::ReviewGame;
    /// use damas_engine::{Color, Game, Variant};
    /// let mut game = Game::new(Variant::Italian);
    /// game.play_text("21-17").unwrap();
    /// let stored = ReviewGame::of(&game, Some(Color::White), "computer");
    /// let (back, learner) = stored.game().unwrap();
    /// assert_eq!(back.moves(), game.moves());
    /// assert_eq!(learner, Some(Color::White));
    /// assert!(ReviewGame::default().game().is_none());
    /// ```
    pub fn game(&self) -> Option<(Game, Option<Color>)> {
        let variant: Variant = self.variant.parse().ok()?;
        let start = Position::from_fen(variant, &self.start_fen).ok()?;
        let game = Game::replay(start, self.moves.iter().map(String::as_str)).ok()?;
        if game.moves().is_empty() {
            return None;
        }
        let learner = match self.learner.as_deref() {
            Some("white") => Some(Color::White),
            Some("black") => Some(Color::Black),
            _ => None,
        };
        Some((game, learner))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::store::{Memory, Store};

    #[test]
    fn a_stored_game_reads_back_and_a_bad_one_is_no_game() {
        let mut game = Game::new(Variant::International);
        for text in ["32-28", "19-23", "28x19", "14x23"] {
            game.play_text(text).unwrap();
        }
        let mut s = Store::open(Ok(Box::new(Memory::default())));
        s.save(&ReviewGame::of(&game, None, "friend"));
        let loaded = s.load::<ReviewGame>();
        let (back, learner) = loaded.game().unwrap();
        assert_eq!(back.position(), game.position());
        assert_eq!(learner, None);
        // An illegal move, an unknown rule set: no game, no panic.
        let bad = ReviewGame { moves: vec!["32-28".into(), "32-28".into()], ..loaded.clone() };
        assert!(bad.game().is_none());
        let bad = ReviewGame { variant: "chess".into(), ..loaded };
        assert!(bad.game().is_none());
        // Garbage in storage: the default, backed up by the store.
        let mut s = Store::open(Ok(Box::new(Memory {
            map: [("damas.v1.review".to_string(), "{\"moves\":7}".to_string())].into(),
            ..Memory::default()
        })));
        assert_eq!(s.load::<ReviewGame>(), ReviewGame::default());
    }
}

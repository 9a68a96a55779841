//! The game the review page shows, stored as `damas.v2.review` so that the
//! page survives a reload and works offline: the game's record, how it
//! ended when its moves do not say (a resignation, a draw agreed), whose
//! mistakes are taught and the side drawn at the bottom. Written when a
//! game on the play page ends (so the last finished game stays reviewable
//! once the page is left) and when the learner asks for a review (a PDN
//! game opened, a game between friends, an online game); the verdicts are
//! not kept (they are found again). The first version (names as text) is
//! read and moved on.

use damas_engine::notation::GameRecord;
use damas_engine::{Color, DrawReason, Game, Outcome, Variant, WinReason};
use serde::{Deserialize, Serialize};

use crate::kernel::storage::store::{serde_codec, Persisted};

/// A game to review.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewGame {
    /// The game; none: nothing to review.
    #[serde(default)]
    pub game: Option<GameRecord>,
    /// The learner's side; none: both (friends).
    #[serde(default)]
    pub learner: Option<Color>,
    /// Where the game came from, for the page's title: `computer`,
    /// `friend`, `online`, `pdn`.
    #[serde(default)]
    pub source: String,
    /// How the game ended, when its moves do not say.
    #[serde(default)]
    pub ending: Option<Ending>,
    /// The side drawn at the bottom in the game; none: the learner's (or
    /// the side that moved first, between friends).
    #[serde(default)]
    pub bottom: Option<Color>,
}

/// An end of a game that its moves do not show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// This side resigned.
    Resigned(Color),
    /// The players agreed a draw.
    DrawAgreed,
}

impl Ending {
    /// The ending of `game` that its moves do not show, if any.
    pub fn of(game: &Game) -> Option<Ending> {
        match game.outcome()? {
            Outcome::Win { winner, reason: WinReason::Resignation } => Some(Ending::Resigned(!winner)),
            Outcome::Draw(DrawReason::Agreement) => Some(Ending::DrawAgreed),
            _ => None,
        }
    }

    /// Ends `game` this way (nothing when it is over already).
    pub fn apply(self, game: &mut Game) {
        match self {
            Ending::Resigned(side) => game.resign(side),
            Ending::DrawAgreed => game.agree_draw(),
        }
    }
}

impl Persisted for ReviewGame {
    const NAME: &'static str = "review";
    const VERSION: u32 = 2;
    serde_codec!();

    fn migrate(version: u32, raw: &str) -> Option<ReviewGame> {
        /// The first version: the rule set's id (empty: no game), the
        /// learner as `white` or `black`.
        #[derive(Deserialize)]
        struct V1 {
            #[serde(default)]
            variant: String,
            #[serde(default)]
            start_fen: String,
            #[serde(default)]
            moves: Vec<String>,
            #[serde(default)]
            learner: Option<String>,
            #[serde(default)]
            source: String,
        }
        let old: V1 = (version == 1).then(|| serde_json::from_str(raw).ok())??;
        let game = old.variant.parse::<Variant>().ok().map(|variant| GameRecord {
            variant,
            start_fen: old.start_fen,
            moves: old.moves,
        });
        let learner = match old.learner.as_deref() {
            Some("white") => Some(Color::White),
            Some("black") => Some(Color::Black),
            _ => None,
        };
        Some(ReviewGame { game, learner, source: old.source, ending: None, bottom: None })
    }
}

impl ReviewGame {
    /// The game `game`, the learner playing `learner` (`None`: both).
    pub fn of(game: &Game, learner: Option<Color>, source: &str) -> ReviewGame {
        ReviewGame {
            game: Some(GameRecord::of(game)),
            learner,
            source: source.to_string(),
            ending: Ending::of(game),
            bottom: None,
        }
    }

    /// The same, drawn with `bottom` at the bottom, as in the game.
    pub fn drawn_from(self, bottom: Color) -> ReviewGame {
        ReviewGame { bottom: Some(bottom), ..self }
    }

    /// The game and the learner's side, ended as it was; `None` when there
    /// is none or it no longer reads (a stored value from elsewhere): the
    /// page says so.
    ///
    /// ```
    /// use damas_app::review::review_store::ReviewGame;
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
        let mut game = self.game.as_ref()?.game().ok()?;
        if let Some(ending) = self.ending {
            ending.apply(&mut game);
        }
        (!game.moves().is_empty()).then_some((game, self.learner))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::storage::store::{Memory, Store};

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
        let mut bad = loaded.clone();
        bad.game.as_mut().unwrap().moves = vec!["32-28".into(), "32-28".into()];
        assert!(bad.game().is_none());
        let text = serde_json::to_string(&loaded).unwrap().replace("international", "chess");
        assert!(serde_json::from_str::<ReviewGame>(&text).is_err());
        // Garbage in storage: the default, backed up by the store.
        let mut s = Store::open(Ok(Box::new(Memory {
            map: [("damas.v2.review".to_string(), "{\"game\":7}".to_string())].into(),
            ..Memory::default()
        })));
        assert_eq!(s.load::<ReviewGame>(), ReviewGame::default());
        assert!(s.read_raw(&crate::kernel::storage::store::backup_key("damas.v2.review")).is_some());
    }

    #[test]
    fn a_first_version_review_is_read_and_moved_on() {
        let old = r#"{"variant":"english","start_fen":"B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12","moves":["11-15","23-19"],"learner":"black","source":"computer"}"#;
        let mut s = Store::open(Ok(Box::new(Memory {
            map: [("damas.v1.review".to_string(), old.to_string())].into(),
            ..Memory::default()
        })));
        let loaded = s.load::<ReviewGame>();
        let (game, learner) = loaded.game().unwrap();
        assert_eq!((game.variant(), game.moves().len(), learner), (Variant::English, 2, Some(Color::Black)));
        assert_eq!(loaded.source, "computer");
        assert!(s.read_raw("damas.v1.review").is_none() && s.read_raw("damas.v2.review").is_some());
        // The empty first version (no game yet) reads as no game.
        assert_eq!(ReviewGame::migrate(1, "{}"), Some(ReviewGame::default()));
    }
}

//! The game in progress, saved after every move so that the next visit can
//! resume it: the game's record (rule set, start position, moves), the
//! opponent and the user's colour.
//!
//! Pure logic (the record and its JSON) is tested natively; it is stored
//! through [`crate::kernel::storage::store`] as `damas.v2.game` ([`InProgress`]; the
//! first version, with the moves as one string, is read and moved on).

use damas_engine::notation::{GameRecord, GameRecordError};
use damas_engine::{Color, Variant};
use serde::{Deserialize, Serialize};

use crate::kernel::storage::store::{serde_codec, Persisted};
use crate::play::{Opponent, Session, Setup};
use crate::review::ReviewGame;

/// The stored slot: the game in progress, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct InProgress {
    pub game: Option<SavedGame>,
}

impl Persisted for InProgress {
    const NAME: &'static str = "game";
    const VERSION: u32 = 2;
    serde_codec!();

    fn migrate(version: u32, raw: &str) -> Option<InProgress> {
        #[derive(Deserialize)]
        struct Slot {
            game: Option<SavedGameV1>,
        }
        let slot: Slot = (version == 1).then(|| serde_json::from_str(raw).ok())??;
        Some(InProgress { game: slot.game.and_then(SavedGameV1::upgrade) })
    }
}

impl InProgress {
    /// The slot after a change: the game while it goes on; nothing once it
    /// is over (there is nothing to resume).
    pub fn of(session: &Session) -> InProgress {
        InProgress { game: if session.is_over() { None } else { Some(SavedGame::of(session)) } }
    }

    /// The session to offer for resumption.
    pub fn resume(&self) -> Option<Session> {
        self.game.as_ref()?.restore().ok()
    }
}

/// What an open play page does when another tab saves a different game
/// slot (see [`InProgress::from_other_tab`]).
#[derive(Clone, Debug)]
pub enum OtherTab {
    /// Nothing to do: it is the game shown here (or unreadable, kept out).
    Same,
    /// The same game, further on (or taken back): load it quietly.
    Follow(Session),
    /// A different game, or this tab has moves the other lacks: the newer
    /// save wins and is loaded; the page keeps this tab's game to bring back.
    Replace(Session),
    /// The game shown here was finished (or given up) in the other tab.
    Ended,
    /// No game is being played here: refresh the "resume" offer.
    Offer,
}

impl InProgress {
    /// Decides what to do with a slot another tab has just saved, given the
    /// session shown here (`None` on the new-game form).
    pub fn from_other_tab(&self, mine: Option<&Session>) -> OtherTab {
        let Some(mine) = mine.filter(|s| !s.is_over()) else { return OtherTab::Offer };
        if *self == InProgress::of(mine) {
            return OtherTab::Same;
        }
        let Some(saved) = &self.game else { return OtherTab::Ended };
        let Ok(theirs) = saved.restore() else { return OtherTab::Same };
        let same_game = theirs.setup() == mine.setup() && theirs.game().start() == mine.game().start();
        let (a, b) = (mine.game().moves(), theirs.game().moves());
        // Theirs is ours plus moves: nothing here is lost. Otherwise (another
        // game, moves taken back there, or both tabs moved) theirs, the
        // newer save, wins, and ours is kept to bring back.
        let extends = b.len() >= a.len() && a.iter().zip(b).all(|(x, y)| x == y);
        if same_game && extends {
            OtherTab::Follow(theirs)
        } else {
            OtherTab::Replace(theirs)
        }
    }
}

/// A game in progress, as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The rule set, the start position and the moves.
    #[serde(flatten)]
    pub record: GameRecord,
    /// A friend, or the computer at a level.
    pub opponent: Opponent,
    /// The user's colour against the computer.
    pub user: Color,
    /// Moves that cannot be taken back (a ballot opening, an opened game).
    #[serde(default)]
    pub fixed: usize,
    /// The ballot opening's index, for a rematch.
    #[serde(default)]
    pub ballot: Option<usize>,
    /// How many moves had been played when the computer last offered a
    /// draw (so a reload does not make it offer again at once).
    #[serde(default)]
    pub draw_offered_at: Option<usize>,
}

impl SavedGame {
    /// The record of a session.
    pub fn of(session: &Session) -> SavedGame {
        let setup = session.setup();
        SavedGame {
            record: GameRecord::of(session.game()),
            opponent: setup.opponent,
            user: setup.user,
            fixed: session.fixed_moves(),
            ballot: setup.ballot,
            draw_offered_at: session.draw_offered_at(),
        }
    }

    /// The session again (every move replayed and checked).
    pub fn restore(&self) -> Result<Session, GameRecordError> {
        let game = self.record.game()?;
        let setup = Setup {
            variant: self.record.variant,
            opponent: self.opponent,
            user: self.user,
            ballot: self.ballot,
        };
        let mut session = Session::from_game(setup, game, self.fixed);
        session.set_draw_offered_at(self.draw_offered_at);
        Ok(session)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads stored JSON; `None` when it is not a game we can resume.
    pub fn from_json(text: &str) -> Option<SavedGame> {
        serde_json::from_str(text).ok()
    }
}

/// A game in progress as the first version stored it: names as text, the
/// moves as one space-separated string, the colour as `W` or `B`.
#[derive(Deserialize)]
struct SavedGameV1 {
    variant: String,
    start_fen: String,
    moves: String,
    opponent: String,
    user: char,
    #[serde(default)]
    fixed: usize,
    #[serde(default)]
    ballot: Option<usize>,
    #[serde(default)]
    draw_offered_at: Option<usize>,
}

impl SavedGameV1 {
    /// The record in today's shape; `None` when a name does not read.
    fn upgrade(self) -> Option<SavedGame> {
        Some(SavedGame {
            record: GameRecord {
                variant: self.variant.parse::<Variant>().ok()?,
                start_fen: self.start_fen,
                moves: self.moves.split_whitespace().map(str::to_string).collect(),
            },
            opponent: Opponent::from_id(&self.opponent)?,
            user: Color::from_letter(self.user)?,
            fixed: self.fixed,
            ballot: self.ballot,
            draw_offered_at: self.draw_offered_at,
        })
    }
}

/// The game of a play-page session: against the computer the user's
/// mistakes, between friends both sides'; an opened PDN game's source
/// is `pdn`; drawn with the side at the bottom in the game.
pub fn kept_for_review(s: &Session) -> ReviewGame {
    let opened = s.fixed_moves() > 0;
    let (learner, source) = match s.opponent() {
        Opponent::Computer(_) => (Some(s.user()), if opened { "pdn" } else { "computer" }),
        Opponent::Friend => (None, if opened { "pdn" } else { "friend" }),
    };
    ReviewGame::of(s.game(), learner, source).drawn_from(s.setup().user)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::storage::store::{Memory, Store};
    use crate::review::Ending;
    use damas_engine::search::Level;

    #[test]
    fn a_game_is_saved_and_resumed() {
        let setup = Setup::new(Variant::Russian, Opponent::Computer(Level::Motorista), Color::Black);
        let mut s = Session::new(setup);
        s.play_text("22-18").unwrap();
        s.play_text("11-15").unwrap();
        s.play_text("18x11").unwrap();
        let slot = InProgress::of(&s);
        let text = slot.game.clone().unwrap().to_json();
        let back = slot.resume().unwrap();
        assert_eq!(back.position(), s.position());
        assert_eq!(back.setup(), s.setup());
        assert_eq!(back.game().moves(), s.game().moves());
        // Over: nothing to resume.
        s.resign();
        assert_eq!(InProgress::of(&s), InProgress::default());
        assert!(InProgress::default().resume().is_none());
        // Corrupt text: nothing.
        assert!(SavedGame::from_json("{not json").is_none());
        // Through the store: saved under damas.v2.game and loaded back.
        let mut store = crate::kernel::storage::store::Store::open(Ok(Box::new(
            crate::kernel::storage::store::Memory::default(),
        )));
        store.save(&slot);
        assert!(store.read_raw("damas.v2.game").is_some());
        assert_eq!(store.load::<InProgress>().resume().unwrap().position(), back.position());
        let mut bad = SavedGame::from_json(&text).unwrap();
        bad.record.moves.push("1-2".into());
        assert!(bad.restore().is_err());
        // Names that do not read: no game.
        assert!(SavedGame::from_json(&text.replace("motorista", "grandmaster")).is_none());
        assert!(SavedGame::from_json(&text.replace("russian", "chess")).is_none());
    }

    #[test]
    fn another_tabs_save_is_followed_replaces_or_ends_the_game_shown() {
        let setup = Setup::new(Variant::Brazilian, Opponent::Computer(Level::Domador), Color::White);
        let mut here = Session::new(setup);
        here.play_text("22-18").unwrap();
        // Our own save: nothing to do.
        assert!(matches!(InProgress::of(&here).from_other_tab(Some(&here)), OtherTab::Same));
        // The other tab played on: follow quietly.
        let mut there = here.clone();
        there.play_text("11-15").unwrap();
        match InProgress::of(&there).from_other_tab(Some(&here)) {
            OtherTab::Follow(s) => {
                assert_eq!(s.game().moves().len(), 2);
                // Loaded, it saves exactly what came (no echo back).
                assert_eq!(InProgress::of(&s), InProgress::of(&there));
            }
            other => panic!("expected Follow, got {other:?}"),
        }
        // Both tabs moved from the same point: the newer save replaces ours.
        let mut mine = here.clone();
        mine.play_text("12-16").unwrap();
        match InProgress::of(&there).from_other_tab(Some(&mine)) {
            OtherTab::Replace(s) => assert_eq!(s.moves_full_text(), "22-18 11-15"),
            other => panic!("expected Replace, got {other:?}"),
        }
        // Taken back there: also a replacement (ours can be brought back).
        let start = Session::new(setup);
        assert!(matches!(InProgress::of(&start).from_other_tab(Some(&here)), OtherTab::Replace(_)));
        // Another game (another rule set) replaces it too.
        let russian =
            Session::new(Setup::new(Variant::Russian, Opponent::Computer(Level::Domador), Color::White));
        assert!(matches!(InProgress::of(&russian).from_other_tab(Some(&here)), OtherTab::Replace(_)));
        // The slot emptied there: the game ended in the other tab.
        assert!(matches!(InProgress::default().from_other_tab(Some(&here)), OtherTab::Ended));
        // A record that does not replay is kept out.
        let mut bad = SavedGame::of(&there);
        bad.record.moves.push("1-2".into());
        assert!(matches!(InProgress { game: Some(bad) }.from_other_tab(Some(&here)), OtherTab::Same));
        // On the form, or after a finished game: refresh the offer.
        assert!(matches!(InProgress::of(&there).from_other_tab(None), OtherTab::Offer));
        let mut over = here.clone();
        over.resign();
        assert!(matches!(InProgress::of(&there).from_other_tab(Some(&over)), OtherTab::Offer));
    }

    #[test]
    fn the_computers_last_draw_offer_is_kept_and_old_records_still_load() {
        let setup = Setup::new(Variant::Brazilian, Opponent::Computer(Level::Domador), Color::White);
        let mut s = Session::new(setup);
        for m in ["22-18", "11-15", "18x11", "8x15"] {
            s.play_text(m).unwrap();
        }
        s.note_computer_offer();
        let saved = SavedGame::of(&s);
        assert_eq!(saved.draw_offered_at, Some(4));
        let back = SavedGame::from_json(&saved.to_json()).unwrap().restore().unwrap();
        assert_eq!(back.draw_offered_at(), Some(4));
        // A first-version record, written before the field existed: read,
        // moved to the new key, resumed.
        let old = r#"{"game":{"variant":"brazilian","start_fen":"W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12","moves":"22-18 11-15","opponent":"domador","user":"B"}}"#;
        let mut store =
            crate::kernel::storage::store::Store::open(Ok(Box::new(crate::kernel::storage::store::Memory {
                map: [("damas.v1.game".to_string(), old.to_string())].into(),
                ..Default::default()
            })));
        let slot = store.load::<InProgress>();
        let game = slot.game.clone().unwrap();
        assert_eq!(
            (game.draw_offered_at, game.user, game.opponent),
            (None, Color::Black, Opponent::Computer(Level::Domador))
        );
        assert_eq!(slot.resume().unwrap().game().moves().len(), 2);
        assert!(store.read_raw("damas.v1.game").is_none());
        assert_eq!(store.load::<InProgress>(), slot);
        // One whose names do not read is dropped, not half read.
        let odd = old.replace("domador", "grandmaster");
        assert_eq!(InProgress::migrate(1, &odd), Some(InProgress { game: None }));
        // A count beyond the moves (a hand-edited record) is ignored.
        let odd = SavedGame { draw_offered_at: Some(99), ..saved };
        assert_eq!(odd.restore().unwrap().draw_offered_at(), None);
    }

    #[test]
    fn a_finished_game_is_kept_for_review_with_its_ending_and_its_bottom_side() {
        use damas_engine::search::Level;
        // English against Empresário, the user on Dark, resigned.
        let setup = Setup::new(Variant::English, Opponent::Computer(Level::Empresario), Color::Black);
        let mut session = Session::new(setup);
        for text in ["11-15", "23-19", "8-11"] {
            session.play_text(text).unwrap();
        }
        session.resign();
        // The game slot empties; the review slot keeps the game.
        assert_eq!(InProgress::of(&session), InProgress::default());
        let kept = kept_for_review(&session);
        assert_eq!(
            (kept.learner, kept.bottom, kept.source.as_str()),
            (Some(Color::Black), Some(Color::Black), "computer")
        );
        assert_eq!(kept.ending, Some(Ending::Resigned(Color::Black)));
        let mut s = Store::open(Ok(Box::new(Memory::default())));
        s.save(&kept);
        let loaded = s.load::<ReviewGame>();
        assert_eq!(loaded, kept);
        let (game, learner) = loaded.game().unwrap();
        assert_eq!((game.outcome(), learner), (session.outcome(), Some(Color::Black)));
        // Stored before the ending and the bottom were kept: read as before.
        let mut old = serde_json::to_value(&kept).unwrap();
        old.as_object_mut().unwrap().retain(|k, _| k != "ending" && k != "bottom");
        let old: ReviewGame = serde_json::from_value(old).unwrap();
        assert_eq!((old.ending, old.bottom), (None, None));
        assert_eq!(old.game().unwrap().0.outcome(), None);
        // A corrupt ending: the default, kept aside by the store, no panic.
        let bad = serde_json::to_string(&kept).unwrap().replace("resigned", "exploded");
        let mut s = Store::open(Ok(Box::new(Memory {
            map: [("damas.v2.review".to_string(), bad)].into(),
            ..Memory::default()
        })));
        assert_eq!(s.load::<ReviewGame>(), ReviewGame::default());
    }
}

//! The game in progress, saved after every move so that the next visit can
//! resume it: rule set, start position (FEN), the moves (PDN move text with
//! every landing square), the opponent and the user's colour.
//!
//! Pure logic (the record and its JSON) is tested natively; it is stored
//! through [`crate::state::store`] as `damas.v1.game` ([`InProgress`]).

use damas_engine::{Color, Variant};
use serde::{Deserialize, Serialize};

use super::store::Persisted;
use crate::play::{Opponent, RestoreError, Session, Setup};

/// The stored slot: the game in progress, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct InProgress {
    pub game: Option<SavedGame>,
}

impl Persisted for InProgress {
    const NAME: &'static str = "game";
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
    /// The rule set's id (`brazilian`...).
    pub variant: String,
    /// The start position, PDN FEN.
    pub start_fen: String,
    /// The moves, space-separated PDN move text with every landing square
    /// (`22-18 11-15 18x11`).
    pub moves: String,
    /// `friend` or a level's id (`domador`...).
    pub opponent: String,
    /// The user's colour against the computer: `W` or `B`.
    pub user: char,
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
            variant: session.variant().id().to_string(),
            start_fen: session.game().start().to_fen(),
            moves: session.moves_full_text(),
            opponent: setup.opponent.id().to_string(),
            user: setup.user.letter(),
            fixed: session.fixed_moves(),
            ballot: setup.ballot,
            draw_offered_at: session.draw_offered_at(),
        }
    }

    /// The session again (every move replayed and checked).
    pub fn restore(&self) -> Result<Session, RestoreError> {
        let variant: Variant =
            self.variant.parse().map_err(|e: damas_engine::UnknownVariant| RestoreError(e.to_string()))?;
        let opponent = Opponent::from_id(&self.opponent)
            .ok_or_else(|| RestoreError(format!("unknown opponent {}", self.opponent)))?;
        let user = Color::from_letter(self.user)
            .ok_or_else(|| RestoreError(format!("unknown colour {}", self.user)))?;
        let setup = Setup { variant, opponent, user, ballot: self.ballot };
        let mut session = Session::restore(setup, &self.start_fen, &self.moves, self.fixed)?;
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

#[cfg(test)]
mod tests {
    use super::*;
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
        // Through the store: saved under damas.v1.game and loaded back.
        let mut store =
            super::super::store::Store::open(Ok(Box::new(super::super::store::Memory::default())));
        store.save(&slot);
        assert!(store.read_raw("damas.v1.game").is_some());
        assert_eq!(store.load::<InProgress>().resume().unwrap().position(), back.position());
        let mut bad = SavedGame::from_json(&text).unwrap();
        bad.moves.push_str(" 1-2");
        assert!(bad.restore().is_err());
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
        bad.moves.push_str(" 1-2");
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
        // A record written before the field existed loads without it.
        let old = r#"{"variant":"brazilian","start_fen":"W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12","moves":"22-18","opponent":"domador","user":"W"}"#;
        let old = SavedGame::from_json(old).unwrap();
        assert_eq!(old.draw_offered_at, None);
        assert_eq!(old.restore().unwrap().game().moves().len(), 1);
        // A count beyond the moves (a hand-edited record) is ignored.
        let odd = SavedGame { draw_offered_at: Some(99), ..saved };
        assert_eq!(odd.restore().unwrap().draw_offered_at(), None);
    }
}

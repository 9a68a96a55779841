//! The play page's logic as a plain struct (tested natively, like
//! [`Session`]): which phase the page is in (the new-game form, a game being
//! played — the user's turn, the computer thinking, paused — or an ended
//! game), the open question, the one-line note, the extra flip, the game set
//! aside for another tab's, and the result to score (once per game).
//!
//! The page only shows it and runs what it asks for: when
//! [`PlayController::start_search`] returns a request, the page sends it to
//! the worker (with a [`crate::kernel::ticket::Ticket`]) and hands the answer back
//! to [`PlayController::computer_moved`] or
//! [`PlayController::draw_answered`].

use damas_engine::search::Level;
use damas_engine::{Color, Game, Move, Variant};

use super::{openings, Opponent, Session, Setup};
use crate::kernel::board::orientation;

/// The English ballot opening chosen on the new-game form.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ballot {
    /// No ballot: the usual start.
    #[default]
    None,
    /// One of the built-in openings, drawn at random when the game starts.
    Random,
    /// The built-in opening with this index in [`openings::ENGLISH`].
    Index(usize),
}

impl Ballot {
    /// The form's value: `""`, `random` or the index.
    pub fn id(self) -> String {
        match self {
            Ballot::None => String::new(),
            Ballot::Random => "random".into(),
            Ballot::Index(i) => i.to_string(),
        }
    }

    /// Reads a form value (anything unknown is no ballot).
    pub fn from_id(id: &str) -> Ballot {
        match id {
            "random" => Ballot::Random,
            n => n.parse().ok().filter(|&i| i < openings::ENGLISH.len()).map_or(Ballot::None, Ballot::Index),
        }
    }

    /// The opening's index for a game, a random one drawn from `random`.
    ///
    /// ```
    /// use damas_app::play::controller::Ballot;
    /// assert_eq!(Ballot::None.resolve(7), None);
    /// assert_eq!(Ballot::Index(2).resolve(7), Some(2));
    /// assert!(Ballot::Random.resolve(7).is_some());
    /// ```
    pub fn resolve(self, random: u64) -> Option<usize> {
        match self {
            Ballot::None => None,
            Ballot::Random => Some((random % openings::ENGLISH.len() as u64) as usize),
            Ballot::Index(i) => Some(i),
        }
    }
}

/// What the new-game form holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGame {
    pub variant: Variant,
    pub opponent: Opponent,
    /// The user takes the side that moves first (with a friend: that side
    /// is drawn at the bottom).
    pub user_first: bool,
    /// English only.
    pub ballot: Ballot,
}

impl NewGame {
    /// The form's defaults for a rule set and an opponent.
    pub fn new(variant: Variant, opponent: Opponent) -> NewGame {
        NewGame { variant, opponent, user_first: true, ballot: Ballot::None }
    }

    /// The setup of a new game; a random ballot is drawn from `random`.
    pub fn setup(&self, random: u64) -> Setup {
        let mut setup = self.open_setup();
        if self.variant == Variant::English {
            setup.ballot = self.ballot.resolve(random);
        }
        setup
    }

    /// The setup to open a pasted game or position with (no ballot).
    pub fn open_setup(&self) -> Setup {
        let first = self.variant.rules().first;
        let user = if self.user_first { first } else { !first };
        Setup::new(self.variant, self.opponent, user)
    }
}

/// The question open under the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    None,
    /// "Resign this game?"
    Resign,
    /// "Offer a draw to the computer?" (the user confirms the offer).
    OfferDraw,
    /// A friend's draw offer: does the other player accept?
    FriendDraw,
    /// The computer, having just moved, offers a draw.
    ComputerDraw(Level),
}

/// The one-line note under the board (translated by the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// The worker gave no move.
    AiError,
    /// The computer declined the user's draw offer.
    DrawDeclined,
    /// Moves played in another tab were loaded.
    OtherTabMoves,
    /// The game ended in another tab.
    OtherTabEnded,
    /// The PDN was copied (or not).
    Copied,
    CopyFailed,
}

/// What is going on in a game being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// Waiting for the user (or a friend) to move.
    Waiting,
    /// The computer is searching here: its move, or its answer to a draw
    /// offer; with the depth finished so far.
    Thinking { depth: Option<u32> },
    /// The computer's search waits for its knowledge of the rule set (the
    /// worker fetches the learned weights, and the book and tables for a
    /// level that plays from them) the first time it plays that rule set.
    GettingReady,
    /// The game was loaded from another tab whose computer is thinking.
    Elsewhere,
    /// Paused: the clock of the computer stops, only flip and a new game
    /// stay available.
    Paused,
}

/// The page's phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The new-game form (with the unfinished game to resume, if any).
    Form,
    /// A game being played.
    Playing(Play),
    /// The game has ended: the banner, a rematch.
    Ended,
}

/// The status line under the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The computer waits for its data of the rule set (its first move).
    GettingReady,
    Thinking,
    ThinkingElsewhere,
    YourMove,
    /// With a friend (or the computer's turn): whose move it is.
    ToMove(Color),
}

/// What the computer is asked to search.
#[derive(Clone, Debug)]
pub enum Search {
    /// Its move, at its level.
    Move(Game, Level),
    /// Its answer to the user's draw offer (a short search, see
    /// [`Session::draw_offer_limits`]).
    DrawAnswer(Game),
}

/// The play page's state.
#[derive(Clone, Debug)]
pub struct PlayController {
    session: Option<Session>,
    /// The unfinished game offered on the form.
    resumable: Option<Session>,
    /// This tab's game, set aside when another tab saved a newer one.
    set_aside: Option<Session>,
    play: Play,
    ask: Ask,
    note: Option<Note>,
    /// The shown game's result has been scored (or it needs none).
    recorded: bool,
    /// The user's own flip, on top of the side they play.
    flip: bool,
}

impl PlayController {
    /// The form, offering `resumable` (the saved unfinished game).
    pub fn new(resumable: Option<Session>) -> PlayController {
        PlayController {
            session: None,
            resumable,
            set_aside: None,
            play: Play::Waiting,
            ask: Ask::None,
            note: None,
            recorded: false,
            flip: false,
        }
    }

    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    pub fn resumable(&self) -> Option<&Session> {
        self.resumable.as_ref()
    }

    pub fn set_aside(&self) -> Option<&Session> {
        self.set_aside.as_ref()
    }

    pub fn ask(&self) -> Ask {
        self.ask
    }

    pub fn note(&self) -> Option<Note> {
        self.note
    }

    /// The page's phase.
    pub fn phase(&self) -> Phase {
        match &self.session {
            None => Phase::Form,
            Some(s) if s.is_over() => Phase::Ended,
            Some(_) => Phase::Playing(self.play),
        }
    }

    pub fn is_thinking(&self) -> bool {
        matches!(self.phase(), Phase::Playing(Play::Thinking { .. } | Play::GettingReady))
    }

    pub fn is_paused(&self) -> bool {
        self.phase() == Phase::Playing(Play::Paused)
    }

    /// The worker's finished depth while the computer thinks.
    pub fn depth(&self) -> Option<u32> {
        match self.phase() {
            Phase::Playing(Play::Thinking { depth }) => depth,
            _ => None,
        }
    }

    /// Whether the board takes the user's moves now.
    pub fn user_may_move(&self) -> bool {
        self.phase() == Phase::Playing(Play::Waiting)
            && self.session.as_ref().is_some_and(Session::user_may_move)
    }

    /// The status line (none on the form or after the end).
    pub fn status(&self) -> Option<Status> {
        let s = self.session.as_ref()?;
        let side = s.position().side_to_move();
        match self.phase() {
            Phase::Form | Phase::Ended => None,
            Phase::Playing(Play::Thinking { .. }) => Some(Status::Thinking),
            Phase::Playing(Play::GettingReady) => Some(Status::GettingReady),
            Phase::Playing(Play::Elsewhere) if s.computer_to_move().is_some() => {
                Some(Status::ThinkingElsewhere)
            }
            Phase::Playing(_) if s.opponent() != Opponent::Friend && side == s.setup().user => {
                Some(Status::YourMove)
            }
            Phase::Playing(_) => Some(Status::ToMove(side)),
        }
    }

    /// Whether the board is drawn from the dark side: the user's colour is
    /// at the bottom (with a friend, the colour chosen as "your pieces"),
    /// then the settings' flip and the user's own flip.
    pub fn flipped(&self, settings_flip: bool) -> bool {
        let user = self.session.as_ref().map_or(Color::White, |s| s.setup().user);
        orientation::flipped(user, settings_flip) ^ self.flip
    }

    /// Turns the board over.
    pub fn flip(&mut self) {
        self.flip = !self.flip;
    }

    fn reset(&mut self) {
        self.play = Play::Waiting;
        self.ask = Ask::None;
        self.note = None;
    }

    /// Shows `session` (a new game, a rematch, the resumed or brought-back
    /// game). Then ask [`PlayController::start_search`].
    pub fn begin(&mut self, session: Session) {
        self.reset();
        self.recorded = session.is_over();
        self.flip = false;
        self.resumable = None;
        self.set_aside = None;
        self.session = Some(session);
    }

    /// Another tab saved a newer game: show it (`mine`, this tab's game
    /// when it differs, is set aside to be brought back). A computer to
    /// move there is left to that tab.
    pub fn take_over(&mut self, session: Session, mine: Option<Session>) {
        self.reset();
        self.recorded = session.is_over();
        if session.computer_to_move().is_some() {
            self.play = Play::Elsewhere;
        }
        self.note = mine.is_none().then_some(Note::OtherTabMoves);
        self.set_aside = mine;
        self.session = Some(session);
    }

    /// The game ended (was cleared) in another tab: back to the form.
    pub fn other_tab_ended(&mut self) {
        self.reset();
        self.session = None;
        self.set_aside = None;
        self.resumable = None;
        self.note = Some(Note::OtherTabEnded);
    }

    /// Another tab saved an unfinished game while the form is shown.
    pub fn offer(&mut self, resumable: Option<Session>) {
        self.resumable = resumable;
    }

    /// Back to the new-game form. An unfinished game stays offered; else
    /// `saved` (the game slot's, maybe another tab's).
    pub fn show_form(&mut self, saved: Option<Session>) {
        let unfinished = self.session.take().filter(|s| !s.is_over());
        self.reset();
        self.set_aside = None;
        self.resumable = unfinished.or(saved);
    }

    /// The computer's search to start now, if it is its turn (and the game
    /// is not paused). The page asks the worker and answers with
    /// [`PlayController::computer_moved`].
    pub fn start_search(&mut self) -> Option<Search> {
        if matches!(self.play, Play::Paused) {
            return None;
        }
        let s = self.session.as_ref()?;
        let level = s.computer_to_move()?;
        self.play = Play::Thinking { depth: None };
        Some(Search::Move(s.game().clone(), level))
    }

    /// The worker finished a depth.
    pub fn progress(&mut self, depth: u32) {
        if let Play::Thinking { .. } | Play::GettingReady = self.play {
            self.play = Play::Thinking { depth: Some(depth) };
        }
    }

    /// The worker fetches the rule set's data before it searches.
    pub fn loading_data(&mut self) {
        if let Play::Thinking { depth: None } = self.play {
            self.play = Play::GettingReady;
        }
    }

    /// Stops waiting for the computer (its answer will be stale).
    pub fn stop_search(&mut self) {
        if matches!(self.play, Play::Thinking { .. } | Play::GettingReady | Play::Elsewhere) {
            self.play = Play::Waiting;
        }
    }

    /// The computer's move (`None`: the worker gave none) with its score.
    /// Returns whether it offers a draw with it (then the question is open).
    pub fn computer_moved(&mut self, reply: Option<(Move, i32)>) -> bool {
        self.play = Play::Waiting;
        let Some(s) = self.session.as_mut() else { return false };
        let Some(level) = s.computer_to_move() else { return false };
        let played = reply.is_some_and(|(best, score)| s.play_computer(&best, score).is_ok());
        if !played {
            self.note = Some(Note::AiError);
            return false;
        }
        if s.computer_offers_draw() {
            s.note_computer_offer();
            self.ask = Ask::ComputerDraw(level);
            return true;
        }
        false
    }

    /// The user's move on the board. Then ask
    /// [`PlayController::start_search`].
    pub fn user_moved(&mut self, mv: &Move) -> bool {
        if !self.user_may_move() {
            return false;
        }
        let ok = self.session.as_mut().is_some_and(|s| s.play(mv).is_ok());
        if ok {
            self.note = None;
            self.ask = Ask::None;
        }
        ok
    }

    /// Whether "take back" is available: a move of the user's to take
    /// back, the game not over (an ended game is scored once and stays
    /// ended) and not paused.
    pub fn can_take_back(&self) -> bool {
        matches!(self.phase(), Phase::Playing(p) if p != Play::Paused)
            && self.session.as_ref().is_some_and(Session::can_take_back)
    }

    /// Takes back (see [`Session::take_back`]). Then ask
    /// [`PlayController::start_search`].
    pub fn take_back(&mut self) -> bool {
        if !self.can_take_back() {
            return false;
        }
        self.stop_search();
        let undone = self.session.as_mut().map_or(0, Session::take_back);
        self.note = None;
        self.ask = Ask::None;
        undone > 0
    }

    /// Pauses (stops the computer's search).
    pub fn pause(&mut self) {
        if let Phase::Playing(_) = self.phase() {
            self.play = Play::Paused;
        }
    }

    /// Continues after a pause. Then ask [`PlayController::start_search`].
    pub fn resume(&mut self) {
        if self.play == Play::Paused {
            self.play = Play::Waiting;
        }
    }

    /// Opens (or closes) a question.
    pub fn set_ask(&mut self, ask: Ask) {
        let open = matches!(self.phase(), Phase::Playing(p) if p != Play::Paused);
        self.ask = if open || ask == Ask::None { ask } else { Ask::None };
    }

    /// The user resigns.
    pub fn resign(&mut self) {
        self.ask = Ask::None;
        if let (Phase::Playing(_), Some(s)) = (self.phase(), self.session.as_mut()) {
            self.play = Play::Waiting;
            s.resign();
        }
    }

    /// "Offer a draw": with a friend, the other player is asked; against
    /// the computer, the user confirms first.
    pub fn offer_draw(&mut self) {
        let Some(s) = &self.session else { return };
        match s.opponent() {
            Opponent::Friend => self.set_ask(Ask::FriendDraw),
            Opponent::Computer(_) if self.user_may_move() => self.set_ask(Ask::OfferDraw),
            Opponent::Computer(_) => {}
        }
    }

    /// The user confirmed their draw offer to the computer: the search that
    /// answers it.
    pub fn confirm_draw_offer(&mut self) -> Option<Search> {
        self.ask = Ask::None;
        if !self.user_may_move() {
            return None;
        }
        let game = self.session.as_ref()?.game().clone();
        self.play = Play::Thinking { depth: None };
        Some(Search::DrawAnswer(game))
    }

    /// The computer's answer to the draw offer, from its search score (for
    /// the side to move; `None`: no answer, the offer lapses).
    pub fn draw_answered(&mut self, score: Option<i32>) {
        self.play = Play::Waiting;
        let (Some(s), Some(score)) = (self.session.as_mut(), score) else { return };
        if s.computer_accepts_draw(score) {
            s.agree_draw();
        } else {
            self.note = Some(Note::DrawDeclined);
        }
    }

    /// A draw agreed: the friend accepted, or the user accepted the
    /// computer's offer.
    pub fn agree_draw(&mut self) {
        self.ask = Ask::None;
        if let (Phase::Playing(_), Some(s)) = (self.phase(), self.session.as_mut()) {
            s.agree_draw();
        }
    }

    /// A rematch of the shown game (see [`Session::rematch`]).
    pub fn rematch(&self) -> Option<Session> {
        self.session.as_ref().map(Session::rematch)
    }

    /// The ended game to score, once: the next call gives `None` (until
    /// another game is shown).
    pub fn result_to_record(&mut self) -> Option<&Session> {
        let s = self.session.as_ref().filter(|s| s.is_over())?;
        if self.recorded {
            return None;
        }
        self.recorded = true;
        Some(s)
    }

    /// A note (the PDN copied, or not).
    pub fn set_note(&mut self, note: Option<Note>) {
        self.note = note;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vs_computer() -> NewGame {
        NewGame::new(Variant::Brazilian, Opponent::Computer(Level::Domador))
    }

    fn playing(form: NewGame) -> PlayController {
        let mut c = PlayController::new(None);
        c.begin(Session::new(form.setup(0)));
        c
    }

    /// Plays the first legal move as the computer would.
    fn computer_reply(c: &mut PlayController) -> bool {
        let Some(Search::Move(game, _)) = c.start_search() else { panic!("no search") };
        let mv = game.position().legal_moves()[0];
        c.computer_moved(Some((mv, 0)))
    }

    fn user_move(c: &mut PlayController) {
        let mv = c.session().unwrap().position().legal_moves()[0];
        assert!(c.user_moved(&mv));
    }

    #[test]
    fn ballots_from_the_form() {
        assert_eq!(Ballot::from_id(""), Ballot::None);
        assert_eq!(Ballot::from_id("random"), Ballot::Random);
        assert_eq!(Ballot::from_id("2"), Ballot::Index(2));
        assert_eq!(Ballot::from_id("999"), Ballot::None);
        for b in [Ballot::None, Ballot::Random, Ballot::Index(1)] {
            assert_eq!(Ballot::from_id(&b.id()), b);
        }
        let n = openings::ENGLISH.len() as u64;
        let drawn: std::collections::BTreeSet<_> =
            (0..n).map(|r| Ballot::Random.resolve(r).unwrap()).collect();
        assert_eq!(drawn.len() as u64, n, "every opening can be drawn");
        // Only English games have a ballot.
        let mut form = NewGame::new(Variant::English, Opponent::Friend);
        form.ballot = Ballot::Random;
        assert!(form.setup(3).ballot.is_some());
        assert_eq!(form.open_setup().ballot, None);
        form.variant = Variant::Brazilian;
        assert_eq!(form.setup(3).ballot, None);
    }

    #[test]
    fn phases_of_a_game_against_the_computer() {
        let mut c = PlayController::new(None);
        assert_eq!(c.phase(), Phase::Form);
        assert!(c.start_search().is_none());
        c.begin(Session::new(vs_computer().setup(0)));
        assert_eq!(c.phase(), Phase::Playing(Play::Waiting));
        assert_eq!(c.status(), Some(Status::YourMove));
        assert!(c.start_search().is_none(), "the user moves first");
        user_move(&mut c);
        assert!(!c.user_may_move());
        let Some(Search::Move(_, Level::Domador)) = c.start_search() else { panic!("no search") };
        assert_eq!(c.status(), Some(Status::Thinking));
        // The first search of a rule set waits for its data, and says so.
        c.loading_data();
        assert_eq!(c.status(), Some(Status::GettingReady));
        assert!(c.is_thinking() && !c.user_may_move());
        c.progress(3);
        assert_eq!(c.depth(), Some(3));
        assert_eq!(c.status(), Some(Status::Thinking));
        c.loading_data();
        assert_eq!(c.status(), Some(Status::Thinking), "loading comes before the first depth, never after");
        // A pause stops the search; continuing asks again.
        c.pause();
        assert!(c.is_paused() && c.start_search().is_none());
        assert!(!c.can_take_back(), "paused");
        c.resume();
        assert!(!computer_reply(&mut c), "no draw offer");
        assert_eq!(c.phase(), Phase::Playing(Play::Waiting));
        assert!(c.user_may_move());
        assert_eq!(c.session().unwrap().game().moves().len(), 2);
        // No move from the worker: a note, the game goes on.
        user_move(&mut c);
        c.start_search();
        c.computer_moved(None);
        assert_eq!(c.note(), Some(Note::AiError));
        // A move that is not legal here (the user's own side's): refused,
        // the same note, nothing played.
        let Some(Search::Move(game, _)) = c.start_search() else { panic!("no search") };
        let before = game.moves().len();
        let not_the_computers = game.position().after(&game.position().legal_moves()[0]).legal_moves()[0];
        c.computer_moved(Some((not_the_computers, 0)));
        assert_eq!(c.note(), Some(Note::AiError));
        assert_eq!(c.session().unwrap().game().moves().len(), before);
        // Resign: ended, scored once.
        c.take_back();
        c.resign();
        assert_eq!(c.phase(), Phase::Ended);
        assert_eq!(c.status(), None);
        assert!(c.result_to_record().is_some());
        assert!(c.result_to_record().is_none());
        // Back to the form: nothing unfinished to offer.
        c.show_form(None);
        assert_eq!(c.phase(), Phase::Form);
        assert!(c.resumable().is_none());
    }

    /// Resign, take back, resign once scored one game many times.
    #[test]
    fn an_ended_game_is_scored_once_and_cannot_be_taken_back() {
        let mut c = playing(vs_computer());
        user_move(&mut c);
        computer_reply(&mut c);
        assert!(c.can_take_back());
        c.resign();
        assert!(c.result_to_record().is_some());
        assert!(!c.can_take_back());
        assert!(!c.take_back());
        c.resign();
        assert_eq!(c.phase(), Phase::Ended);
        assert!(c.result_to_record().is_none());
        assert_eq!(c.session().unwrap().game().moves().len(), 2);
    }

    #[test]
    fn the_reset_sequence_is_one() {
        let mut c = playing(vs_computer());
        c.set_ask(Ask::Resign);
        c.flip();
        c.set_note(Some(Note::Copied));
        assert!(c.flipped(false));
        // A new game forgets the question, the note, the extra flip.
        c.begin(Session::new(vs_computer().setup(0)));
        assert_eq!((c.ask(), c.note(), c.flipped(false)), (Ask::None, None, false));
        // The unfinished game stays offered on the form.
        user_move(&mut c);
        c.show_form(None);
        assert_eq!(c.resumable().unwrap().game().moves().len(), 1);
        let resumed = c.resumable().unwrap().clone();
        c.begin(resumed);
        assert!(c.resumable().is_none());
        assert!(c.start_search().is_some(), "the computer's turn");
    }

    #[test]
    fn another_tab_follows_replaces_and_ends() {
        let mut c = playing(vs_computer());
        user_move(&mut c);
        let theirs = c.session().unwrap().clone();
        // Their game with the computer to move: thinking there, not here.
        c.take_over(theirs.clone(), None);
        assert_eq!(c.note(), Some(Note::OtherTabMoves));
        assert_eq!(c.status(), Some(Status::ThinkingElsewhere));
        // Think here anyway.
        assert!(c.start_search().is_some());
        c.stop_search();
        let mine = c.session().cloned();
        c.take_over(Session::new(vs_computer().setup(0)), mine);
        assert!(c.set_aside().is_some());
        assert_eq!(c.note(), None);
        c.other_tab_ended();
        assert_eq!((c.phase(), c.note()), (Phase::Form, Some(Note::OtherTabEnded)));
        assert!(c.set_aside().is_none());
    }

    /// "Your pieces: dark" with a friend draws dark at the
    /// bottom; the board can still be flipped.
    #[test]
    fn the_board_turns_to_the_chosen_side() {
        let mut form = NewGame::new(Variant::Brazilian, Opponent::Friend);
        form.user_first = false;
        let mut c = playing(form);
        assert!(c.flipped(false));
        c.flip();
        assert!(!c.flipped(false));
        form.user_first = true;
        let c = playing(form);
        assert!(!c.flipped(false));
        assert!(c.flipped(true), "the settings' flip");
        form.opponent = Opponent::Computer(Level::Domador);
        form.user_first = false;
        assert!(playing(form).flipped(false));
    }

    #[test]
    fn friend_games_ask_the_other_player() {
        let mut c = playing(NewGame::new(Variant::Brazilian, Opponent::Friend));
        assert_eq!(c.status(), Some(Status::ToMove(Color::White)));
        user_move(&mut c);
        assert_eq!(c.status(), Some(Status::ToMove(Color::Black)));
        assert!(c.start_search().is_none());
        c.offer_draw();
        assert_eq!(c.ask(), Ask::FriendDraw);
        c.agree_draw();
        assert_eq!(c.phase(), Phase::Ended);
        assert!(c.result_to_record().is_some());
    }

    /// Offering a draw asks for confirmation; the computer
    /// never accepts in the opening.
    #[test]
    fn a_draw_offer_is_confirmed_and_refused_in_the_opening() {
        let mut c = playing(vs_computer());
        user_move(&mut c);
        computer_reply(&mut c);
        c.offer_draw();
        assert_eq!(c.ask(), Ask::OfferDraw);
        assert_eq!(c.phase(), Phase::Playing(Play::Waiting), "nothing is asked before confirming");
        c.set_ask(Ask::None);
        c.offer_draw();
        let Some(Search::DrawAnswer(_)) = c.confirm_draw_offer() else { panic!("no search") };
        assert!(c.is_thinking());
        c.draw_answered(Some(0));
        assert_eq!(c.phase(), Phase::Playing(Play::Waiting));
        assert_eq!(c.note(), Some(Note::DrawDeclined));
    }

    #[test]
    fn the_review_draws_the_board_the_way_up_the_game_was_played() {
        use crate::play::{Opponent, Session, Setup};
        use crate::review::GameReview;
        for variant in Variant::ALL {
            for user in [Color::White, Color::Black] {
                let setup =
                    Setup::new(variant, Opponent::Computer(damas_engine::search::Level::Domador), user);
                let mut play = PlayController::new(None);
                play.begin(Session::new(setup));
                let review = GameReview::new(Game::new(variant), Some(user));
                for turned in [false, true] {
                    assert_eq!(review.flipped(turned), play.flipped(turned), "{variant:?} {user:?} {turned}");
                }
            }
        }
        // English, the learner on Dark (Black): Dark at the bottom.
        assert!(GameReview::new(Game::new(Variant::English), Some(Color::Black)).flipped(false));
        // Between friends: the side drawn at the bottom in the game.
        let friends = GameReview::new(Game::new(Variant::Brazilian), None);
        assert!(!friends.flipped(false));
        assert!(friends.drawn_from(Color::Black).flipped(false));
    }
}

//! A game session on the play page, as plain Rust (tested natively): the
//! rule set, the opponent (a friend on the same device or one of the four
//! computer levels), the user's colour, the moves, take-backs, draw offers,
//! resignation, the outcome and PDN in and out. The computer also offers a
//! draw itself in dead-drawn endings ([`Session::computer_offers_draw`],
//! judged by `damas_engine::search::dead_draw`).
//!
//! The computer's moves are searched elsewhere (a Web Worker, see
//! [`crate::kernel::ai`]); the session only says when it is the computer's turn and
//! plays the move it is given.

pub mod controller;
pub mod game_store;
pub mod openings;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod play_page;
pub mod score_store;

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use play_page::PlayPage;

use damas_engine::notation::{FenError, PdnError, PdnGame, TextPlayError};
use damas_engine::search::{dead_draw, Clock, Level, Limits, Searcher};
use damas_engine::{Color, Game, Move, Outcome, PlayError, Position, Square, Variant};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::kernel::i18n::choice::Choice;
pub use crate::kernel::i18n::Lang;
use crate::kernel::i18n::Text;

/// Who the user plays against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// A friend on the same device: both sides are played on this board.
    Friend,
    /// The computer at one of its four levels.
    Computer(Level),
}

impl Opponent {
    /// `friend` or the level's id (`domador`...).
    pub fn id(self) -> &'static str {
        match self {
            Opponent::Friend => "friend",
            Opponent::Computer(level) => level.id(),
        }
    }

    pub fn from_id(id: &str) -> Option<Opponent> {
        if id == "friend" {
            Some(Opponent::Friend)
        } else {
            id.parse::<Level>().ok().map(Opponent::Computer)
        }
    }

    pub fn level(self) -> Option<Level> {
        match self {
            Opponent::Friend => None,
            Opponent::Computer(level) => Some(level),
        }
    }
}

/// An opponent is stored by its id ([`Opponent::id`]).
impl Serialize for Opponent {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Opponent {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Opponent, D::Error> {
        let id = String::deserialize(d)?;
        Opponent::from_id(&id).ok_or_else(|| D::Error::custom(format!("no opponent {id}")))
    }
}

/// The new-game form's opponents: the four levels, weakest first, then a
/// friend.
impl Choice for Opponent {
    fn choices() -> Vec<Opponent> {
        Level::ALL.into_iter().map(Opponent::Computer).chain([Opponent::Friend]).collect()
    }
    fn key(self) -> &'static str {
        self.id()
    }
    fn name(self, lang: Lang) -> String {
        match self {
            Opponent::Friend => Text::PlayFriend.get(lang).into(),
            Opponent::Computer(level) => level.name(lang),
        }
    }
}

/// What the new-game form chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub variant: Variant,
    pub opponent: Opponent,
    /// The user's colour against the computer (ignored with a friend).
    pub user: Color,
    /// English only: a three-move ballot opening from [`openings::ENGLISH`].
    pub ballot: Option<usize>,
}

impl Setup {
    pub fn new(variant: Variant, opponent: Opponent, user: Color) -> Setup {
        Setup { variant, opponent, user, ballot: None }
    }
}

/// Why a pasted PDN game or FEN position could not be opened (the page
/// says it in words: `crate::kernel::i18n::pdn_errors`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// Nothing was pasted.
    Empty,
    /// A FEN position that does not read.
    Fen(FenError),
    /// A PDN game that does not read.
    Pdn(PdnError),
    /// A move of the game (`text`) is illegal where it stands.
    Replay { text: String, error: PlayError, variant: Variant },
}

/// One row of the move list: the move number, the first player's move and
/// the reply (`None` before the game's first move or after its last).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub number: usize,
    pub first: Option<String>,
    pub second: Option<String>,
}

/// A game in progress on the play page.
#[derive(Clone, Debug)]
pub struct Session {
    setup: Setup,
    game: Game,
    /// Moves that cannot be taken back (a ballot opening, an opened game).
    fixed: usize,
    /// The computer's search score of each of its moves, from its side, with
    /// the move's index in the game (oldest first).
    computer_scores: Vec<(usize, i32)>,
    /// How many moves had been played when the computer last offered a draw.
    draw_offered_at: Option<usize>,
}

/// After offering a draw, the computer waits this many plies (ten moves
/// each) before it offers again.
pub const DRAW_OFFER_PAUSE: usize = 20;

/// Plies played before the computer accepts a draw in a level position
/// that is not dead drawn (twenty moves each).
pub const ACCEPT_DRAW_AFTER: usize = 40;

impl Session {
    /// A new game. A ballot opening's moves are played at once.
    pub fn new(setup: Setup) -> Session {
        let mut game = Game::new(setup.variant);
        let mut fixed = 0;
        if setup.variant == Variant::English
            && let Some(opening) = setup.ballot.and_then(|i| openings::ENGLISH.get(i))
        {
            for text in opening.moves {
                game.play_text(text).expect("ballot openings are legal (tested)");
            }
            fixed = opening.moves.len();
        }
        Session { setup, game, fixed, computer_scores: Vec::new(), draw_offered_at: None }
    }

    /// A game from a position and moves already played (a saved game, an
    /// opened PDN). `fixed` moves cannot be taken back.
    pub fn from_game(setup: Setup, game: Game, fixed: usize) -> Session {
        let fixed = fixed.min(game.moves().len());
        Session {
            setup: Setup { variant: game.variant(), ..setup },
            game,
            fixed,
            computer_scores: Vec::new(),
            draw_offered_at: None,
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn position(&self) -> &Position {
        self.game.position()
    }

    pub fn variant(&self) -> Variant {
        self.game.variant()
    }

    pub fn opponent(&self) -> Opponent {
        self.setup.opponent
    }

    /// The user's colour: against a friend, the side to move.
    pub fn user(&self) -> Color {
        match self.setup.opponent {
            Opponent::Friend => self.position().side_to_move(),
            Opponent::Computer(_) => self.setup.user,
        }
    }

    /// Moves that cannot be taken back.
    pub fn fixed_moves(&self) -> usize {
        self.fixed
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Whether the user may move on the board now.
    pub fn user_may_move(&self) -> bool {
        !self.is_over()
            && match self.setup.opponent {
                Opponent::Friend => true,
                Opponent::Computer(_) => self.position().side_to_move() == self.setup.user,
            }
    }

    /// Whether the computer should move now.
    pub fn computer_to_move(&self) -> Option<Level> {
        match self.setup.opponent {
            Opponent::Computer(level)
                if !self.is_over() && self.position().side_to_move() != self.setup.user =>
            {
                Some(level)
            }
            _ => None,
        }
    }

    /// Plays a move (the user's from the board, or the computer's).
    pub fn play(&mut self, mv: &Move) -> Result<(), damas_engine::PlayError> {
        self.game.play(mv)
    }

    /// Plays a move given as text (the computer's answer from the worker).
    pub fn play_text(&mut self, text: &str) -> Result<Move, TextPlayError> {
        self.game.play_text(text)
    }

    /// Plays the computer's move (from the worker; refused unless legal)
    /// with its search score (hundredths of a man, for the computer, the
    /// side to move), which the draw-offer judgement reads.
    pub fn play_computer(&mut self, mv: &Move, score: i32) -> Result<(), PlayError> {
        let index = self.game.moves().len();
        self.game.play(mv)?;
        self.computer_scores.push((index, score));
        Ok(())
    }

    /// Whether the computer, having just moved, offers a draw: never with a
    /// friend, only when the user is to move in a dead-drawn ending (see
    /// `damas_engine::search::dead_draw`: the material cannot win, or its scores have
    /// been level with only kings left, or the king-move rule is near its
    /// end; never when it is clearly better, nor on move one), and not
    /// within [`DRAW_OFFER_PAUSE`] plies of its last offer.
    pub fn computer_offers_draw(&self) -> bool {
        let Opponent::Computer(_) = self.setup.opponent else { return false };
        if self.is_over() || self.position().side_to_move() != self.setup.user {
            return false;
        }
        let moves = self.game.moves().len();
        if self.draw_offered_at.is_some_and(|at| moves < at + DRAW_OFFER_PAUSE) {
            return false;
        }
        let scores: Vec<i32> = self.computer_scores.iter().map(|&(_, s)| s).collect();
        dead_draw(&self.game, !self.setup.user, &scores).is_some()
    }

    /// Remembers that the computer has just offered a draw (the user may
    /// accept with [`Session::agree_draw`], or decline by saying no or by
    /// moving on).
    pub fn note_computer_offer(&mut self) {
        self.draw_offered_at = Some(self.game.moves().len());
    }

    /// How many moves had been played at the computer's last draw offer.
    pub fn draw_offered_at(&self) -> Option<usize> {
        self.draw_offered_at
    }

    /// Sets when the computer last offered a draw (a restored game); a count
    /// beyond the moves played is ignored.
    pub fn set_draw_offered_at(&mut self, at: Option<usize>) {
        self.draw_offered_at = at.filter(|&a| a <= self.game.moves().len());
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.game.moves().last().copied()
    }

    /// Whether a take-back would take back a move of the user's.
    pub fn can_take_back(&self) -> bool {
        let moves = self.game.moves().len();
        if moves <= self.fixed {
            return false;
        }
        match self.setup.opponent {
            Opponent::Friend => true,
            Opponent::Computer(_) => {
                let positions = self.game.positions();
                (self.fixed..moves).any(|i| positions[i].side_to_move() == self.setup.user)
            }
        }
    }

    /// Takes back: against the computer, its reply and the user's move (back
    /// to the user's turn); with a friend, the last move. Reopens a game ended
    /// by resignation or agreement. Returns how many moves were taken back.
    pub fn take_back(&mut self) -> usize {
        if !self.can_take_back() {
            return 0;
        }
        let mut undone = 0;
        while self.game.moves().len() > self.fixed {
            let mover = self.game.positions()[self.game.moves().len() - 1].side_to_move();
            self.game.undo();
            undone += 1;
            match self.setup.opponent {
                Opponent::Friend => break,
                Opponent::Computer(_) if mover == self.setup.user => break,
                Opponent::Computer(_) => {}
            }
        }
        let moves = self.game.moves().len();
        self.computer_scores.retain(|&(index, _)| index < moves);
        undone
    }

    /// The user resigns (with a friend, the side to move does).
    pub fn resign(&mut self) {
        let who = self.user();
        self.game.resign(who);
    }

    /// A draw offered and accepted.
    pub fn agree_draw(&mut self) {
        self.game.agree_draw();
    }

    /// Whether the computer accepts the user's draw offer, given its search
    /// score (hundredths of a man, for the side to move): only when the game
    /// is dead drawn (`damas_engine::search::dead_draw`, with its recent scores), or
    /// level (within `damas_engine::search::LEVEL_MARGIN` of zero) after
    /// [`ACCEPT_DRAW_AFTER`] plies. Never in the opening, never when it is
    /// better.
    pub fn computer_accepts_draw(&self, score_for_side_to_move: i32) -> bool {
        let computer = !self.setup.user;
        let own = if self.position().side_to_move() == computer {
            score_for_side_to_move
        } else {
            -score_for_side_to_move
        };
        let level = own.abs() <= damas_engine::search::LEVEL_MARGIN;
        let late = self.game.moves().len() >= ACCEPT_DRAW_AFTER;
        let mut scores: Vec<i32> = self.computer_scores.iter().map(|&(_, s)| s).collect();
        scores.push(own);
        (late && level) || dead_draw(&self.game, computer, &scores).is_some()
    }

    /// The brief search behind a draw offer's answer (depth 6, 300 ms).
    pub fn draw_offer_limits() -> Limits {
        Limits { movetime_ms: Some(300), ..Limits::depth(6) }
    }

    /// Answers a draw offer by searching here (natively, or where blocking
    /// is fine); the app asks its worker instead.
    pub fn answer_draw_offer(&self, clock: &dyn Clock) -> bool {
        let mut searcher = Searcher::new(14);
        let result = searcher.search(&self.game, &Self::draw_offer_limits(), clock, None, &mut |_| {});
        self.computer_accepts_draw(result.score)
    }

    /// A new game with the same setup (a rematch). Against the computer, the
    /// user takes the other colour.
    pub fn rematch(&self) -> Session {
        let mut setup = self.setup;
        if let Opponent::Computer(_) = setup.opponent {
            setup.user = !setup.user;
        }
        Session::new(setup)
    }

    /// Whether the board shows algebraic names a1–h8 by default: an 8×8
    /// board (the first player's bottom-left corner is a1).
    pub fn square_name(&self, square: Square, algebraic: bool) -> String {
        let size = self.variant().size();
        let black_first = self.variant().rules().first == Color::Black;
        if algebraic && let Some(name) = square.to_algebraic(size, black_first) {
            return name;
        }
        square.to_string()
    }

    /// The text of each move played, in PDN (numeric, or algebraic on 8×8).
    pub fn move_texts(&self, algebraic: bool) -> Vec<String> {
        let positions = self.game.positions();
        self.game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, mv)| {
                let pos = &positions[i];
                if algebraic {
                    pos.algebraic_text(mv).unwrap_or_else(|| pos.move_text(mv))
                } else {
                    pos.move_text(mv)
                }
            })
            .collect()
    }

    /// The move list as rows: number, first player's move, reply.
    pub fn move_rows(&self, algebraic: bool) -> Vec<MoveRow> {
        let texts = self.move_texts(algebraic);
        let offset = self.row_offset();
        let mut rows: Vec<MoveRow> = Vec::new();
        for (i, text) in texts.into_iter().enumerate() {
            let ply = i + offset;
            let number = ply / 2 + 1;
            if rows.last().is_none_or(|r| r.number != number) {
                rows.push(MoveRow { number, first: None, second: None });
            }
            let row = rows.last_mut().expect("pushed");
            if ply.is_multiple_of(2) {
                row.first = Some(text);
            } else {
                row.second = Some(text);
            }
        }
        rows
    }

    /// 1 when the game starts with the second player to move (its first
    /// row has no first move), else 0.
    fn row_offset(&self) -> usize {
        usize::from(self.game.start().side_to_move() != self.variant().rules().first)
    }

    /// How many numbered moves the game has, as its move list numbers
    /// them (a move is a pair: the first player's and the reply).
    pub fn numbered_moves(&self) -> usize {
        match self.game.moves().len() {
            0 => 0,
            plies => (plies - 1 + self.row_offset()) / 2 + 1,
        }
    }

    /// The moves with every landing square (`22x15x24`), space-separated:
    /// how a saved game keeps them (each names exactly one path).
    pub fn moves_full_text(&self) -> String {
        self.game.moves().iter().map(Move::full_text).collect::<Vec<_>>().join(" ")
    }

    /// The game in PDN, with its tags (rule set, start position, result).
    pub fn to_pdn(&self, lang: Lang) -> String {
        let (user_name, other) = match self.setup.opponent {
            Opponent::Friend => {
                (Text::PdnPlayerOne.get(lang).to_string(), Text::PdnPlayerTwo.get(lang).to_string())
            }
            Opponent::Computer(l) => (Text::PdnYou.get(lang).to_string(), l.to_string()),
        };
        let user_is_white = match self.setup.opponent {
            Opponent::Friend => self.variant().rules().first == Color::White,
            Opponent::Computer(_) => self.setup.user == Color::White,
        };
        let (white, black) = if user_is_white { (user_name, other) } else { (other, user_name) };
        let tags = vec![
            ("Event".to_string(), "Damas".to_string()),
            ("White".to_string(), white),
            ("Black".to_string(), black),
        ];
        PdnGame::from_game(&self.game, tags).to_pdn()
    }

    /// Opens a PDN game or a FEN position to play on from its last position,
    /// with the given opponent and colour; against the computer, a PDN game
    /// that names one of its levels as a player (as [`Session::to_pdn`]
    /// writes it) goes on against that level, the user on the other side.
    /// The moves already in it cannot be taken back. Bad text gives an
    /// [`OpenError`] naming the problem.
    pub fn open_text(text: &str, setup: Setup) -> Result<Session, OpenError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(OpenError::Empty);
        }
        let looks_like_fen = !trimmed.contains('[')
            && !trimmed.contains('.')
            && trimmed.contains(':')
            && matches!(trimmed.chars().next(), Some('W' | 'B' | 'w' | 'b'));
        if looks_like_fen {
            let pos = Position::from_fen(setup.variant, trimmed).map_err(OpenError::Fen)?;
            return Ok(Session::from_game(setup, Game::from_position(pos), 0));
        }
        let pdn = PdnGame::from_pdn(trimmed, setup.variant).map_err(OpenError::Pdn)?;
        // Play on: the moves without the result.
        let mut game = Game::from_position(*pdn.start());
        for mv in pdn.moves() {
            let text = game.position().move_text(mv);
            game.play(mv).map_err(|error| OpenError::Replay { text, error, variant: setup.variant })?;
        }
        let fixed = game.moves().len();
        let setup = match (setup.opponent, named_opponent(&pdn)) {
            (Opponent::Computer(_), Some((level, user))) => {
                Setup { opponent: Opponent::Computer(level), user, ..setup }
            }
            _ => setup,
        };
        Ok(Session::from_game(Setup { variant: pdn.variant(), ..setup }, game, fixed))
    }
}

/// The computer's level a PDN game names as one player (`Empresário`, as
/// [`Session::to_pdn`] writes it), the other player not a level, with the
/// user's colour: the other one.
fn named_opponent(pdn: &PdnGame) -> Option<(Level, Color)> {
    let level = |tag: &str| pdn.tag(tag).and_then(|name| name.parse::<Level>().ok());
    match (level("White"), level("Black")) {
        (Some(level), None) => Some((level, Color::Black)),
        (None, Some(level)) => Some((level, Color::White)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opponents_are_the_four_levels_then_a_friend() {
        use crate::kernel::i18n::choice::Choice;
        crate::kernel::i18n::choice::assert_well_formed::<Opponent>();
        let all = Opponent::choices();
        assert_eq!((all.len(), all[4]), (5, Opponent::Friend));
        assert_eq!(Opponent::from_key("domador"), Some(Opponent::Computer(Level::ALL[0])));
    }
    use damas_engine::search::NoClock;
    use damas_engine::{DrawReason, WinReason};

    fn vs(level: Level, user: Color) -> Setup {
        Setup::new(Variant::Brazilian, Opponent::Computer(level), user)
    }

    /// Plays the first legal move (stands in for the computer).
    fn reply(s: &mut Session) {
        let mv = s.position().legal_moves()[0];
        s.play(&mv).unwrap();
    }

    #[test]
    fn turns_against_the_computer() {
        let mut s = Session::new(vs(Level::Domador, Color::White));
        assert!(s.user_may_move());
        assert_eq!(s.computer_to_move(), None);
        s.play_text("22-18").unwrap();
        assert!(!s.user_may_move());
        assert_eq!(s.computer_to_move(), Some(Level::Domador));
        // The user as Black: the computer starts.
        let s = Session::new(vs(Level::Motorista, Color::Black));
        assert_eq!(s.computer_to_move(), Some(Level::Motorista));
        // English: Black starts.
        let s = Session::new(Setup::new(Variant::English, Opponent::Computer(Level::Domador), Color::Black));
        assert!(s.user_may_move());
    }

    #[test]
    fn take_back_against_the_computer_undoes_its_reply_and_the_users_move() {
        let mut s = Session::new(vs(Level::Domador, Color::White));
        assert!(!s.can_take_back());
        s.play_text("22-18").unwrap();
        reply(&mut s);
        s.play_text("21-17").unwrap();
        reply(&mut s);
        assert_eq!(s.game().moves().len(), 4);
        assert_eq!(s.take_back(), 2);
        assert_eq!(s.game().moves().len(), 2);
        assert!(s.user_may_move());
        // While the computer thinks: only the user's move.
        s.play_text("21-17").unwrap();
        assert_eq!(s.take_back(), 1);
        assert_eq!(s.game().moves().len(), 2);
        // The computer's first move as White cannot be taken back alone.
        let mut s = Session::new(vs(Level::Domador, Color::Black));
        reply(&mut s);
        assert!(!s.can_take_back());
        assert_eq!(s.take_back(), 0);
    }

    #[test]
    fn take_back_with_a_friend_undoes_one_move() {
        let mut s = Session::new(Setup::new(Variant::Brazilian, Opponent::Friend, Color::White));
        s.play_text("22-18").unwrap();
        s.play_text("11-15").unwrap();
        assert_eq!(s.user(), Color::White);
        assert_eq!(s.take_back(), 1);
        assert_eq!(s.user(), Color::Black);
        assert!(s.user_may_move());
    }

    #[test]
    fn draw_offer_is_accepted_only_when_really_drawn() {
        // Never in the opening, even level or worse for it.
        let s = Session::new(vs(Level::Carcereiro, Color::White));
        assert!(!s.computer_accepts_draw(50));
        assert!(!s.computer_accepts_draw(0));
        assert!(!s.computer_accepts_draw(-50));
        let mut s = Session::new(vs(Level::Carcereiro, Color::White));
        s.play_text("22-18").unwrap();
        assert!(!s.answer_draw_offer(&NoClock), "move two");
        // One king each (dead drawn), the computer (Black) to move.
        let mut game = Game::from_position(Position::from_fen(Variant::Brazilian, "W:WK30:BK3").unwrap());
        for m in ["30-26", "3-7", "26-30"] {
            game.play_text(m).unwrap();
        }
        let s = Session::from_game(vs(Level::Carcereiro, Color::White), game, 0);
        assert!(s.computer_accepts_draw(0));
        assert!(!s.computer_accepts_draw(300), "clearly better for it");
        assert!(s.answer_draw_offer(&NoClock));
        // Late in a game with men: level is accepted, better is not.
        let mut late = Session::new(vs(Level::Carcereiro, Color::White));
        while late.game().moves().len() < ACCEPT_DRAW_AFTER {
            let mv = late.position().legal_moves()[0];
            late.play(&mv).unwrap();
            assert!(!late.is_over(), "the first moves do not end the game this soon");
        }
        let sign = if late.position().side_to_move() == Color::Black { 1 } else { -1 };
        assert!(late.computer_accepts_draw(10 * sign));
        assert!(!late.computer_accepts_draw(200 * sign));
        // A man up for the computer: refused.
        let pos = Position::from_fen(Variant::Brazilian, "W:W31:B1,2").unwrap();
        let s = Session::from_game(vs(Level::Carcereiro, Color::White), Game::from_position(pos), 0);
        assert!(!s.answer_draw_offer(&NoClock));
    }

    /// Plays a quiet move for the side to move that allows no capture,
    /// preferring positions seen least; for the computer, with `score`.
    fn king_move(s: &mut Session, score: Option<i32>) {
        let game = s.game().clone();
        let mv = game
            .legal_moves()
            .into_iter()
            .filter(|m| !game.position().after(m).must_capture())
            .min_by_key(|m| {
                let after = game.position().after(m);
                game.positions().iter().filter(|p| **p == after).count()
            })
            .expect("a quiet move");
        match score {
            Some(score) => {
                s.play_computer(&mv, score).unwrap();
            }
            None => s.play(&mv).unwrap(),
        }
    }

    #[test]
    fn the_computer_offers_a_draw_in_a_dead_drawn_ending_but_not_on_move_one() {
        // Brazilian, one king each; the user (White) moves first.
        let pos = Position::from_fen(Variant::Brazilian, "W:WK30:BK3").unwrap();
        let mut s = Session::from_game(vs(Level::Empresario, Color::White), Game::from_position(pos), 0);
        king_move(&mut s, None);
        king_move(&mut s, Some(0));
        assert!(!s.computer_offers_draw(), "not on move one");
        king_move(&mut s, None);
        assert!(!s.computer_offers_draw(), "only right after its own move");
        king_move(&mut s, Some(0));
        assert!(s.computer_offers_draw());
        s.note_computer_offer();
        assert_eq!(s.draw_offered_at(), Some(4));
        // Declined (the user just moves on): no new offer for a while.
        for _ in 0..4 {
            king_move(&mut s, None);
            king_move(&mut s, Some(0));
            assert!(!s.computer_offers_draw(), "after {} moves", s.game().moves().len());
        }
        // Accepting ends the game as a draw.
        let mut accepted = s.clone();
        accepted.agree_draw();
        assert_eq!(accepted.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
        // The same ending with a friend: never.
        let pos = Position::from_fen(Variant::Brazilian, "W:WK30:BK3").unwrap();
        let friend = Setup::new(Variant::Brazilian, Opponent::Friend, Color::White);
        let mut f = Session::from_game(friend, Game::from_position(pos), 0);
        for _ in 0..3 {
            king_move(&mut f, None);
        }
        assert!(!f.computer_offers_draw());
    }

    #[test]
    fn the_computer_does_not_offer_when_it_is_better_or_men_are_left() {
        // English: two kings against one win; the computer (Black) has two.
        let pos = Position::from_fen(Variant::English, "W:WK29:BK1,K3").unwrap();
        let mut s = Session::from_game(
            Setup::new(Variant::English, Opponent::Computer(Level::Carcereiro), Color::White),
            Game::from_position(pos),
            0,
        );
        for _ in 0..3 {
            king_move(&mut s, None);
            king_move(&mut s, Some(250));
            assert!(!s.computer_offers_draw());
        }
        // Brazilian, a man each, level scores: men are left, no offer.
        let pos = Position::from_fen(Variant::Brazilian, "W:W30:B3").unwrap();
        let mut s = Session::from_game(vs(Level::Carcereiro, Color::White), Game::from_position(pos), 0);
        king_move(&mut s, None);
        king_move(&mut s, Some(0));
        king_move(&mut s, None);
        king_move(&mut s, Some(0));
        assert!(!s.computer_offers_draw());
    }

    #[test]
    fn level_scores_with_only_kings_lead_to_an_offer_and_take_back_forgets_them() {
        // Two kings each (not a material draw); the computer's scores level.
        let pos = Position::from_fen(Variant::Brazilian, "W:WK29,K30:BK3,K4").unwrap();
        let mut s = Session::from_game(vs(Level::Empresario, Color::White), Game::from_position(pos), 0);
        for _ in 0..3 {
            king_move(&mut s, None);
            king_move(&mut s, Some(5));
            assert!(!s.computer_offers_draw(), "three level scores are not enough");
        }
        let level = s.clone();
        king_move(&mut s, None);
        king_move(&mut s, Some(-5));
        assert!(s.computer_offers_draw());
        // From the three level scores, one that says it is better: no offer.
        let mut s = level;
        king_move(&mut s, None);
        king_move(&mut s, Some(300));
        assert!(!s.computer_offers_draw(), "its last score says it is better");
        // Taken back, that score is forgotten: a level one makes four again.
        assert_eq!(s.take_back(), 2);
        king_move(&mut s, None);
        king_move(&mut s, Some(0));
        assert!(s.computer_offers_draw());
    }

    #[test]
    fn outcome_resign_draw_and_rematch() {
        let mut s = Session::new(vs(Level::Domador, Color::White));
        s.resign();
        assert_eq!(s.outcome(), Some(Outcome::Win { winner: Color::Black, reason: WinReason::Resignation }));
        assert!(!s.user_may_move());
        assert_eq!(s.computer_to_move(), None);
        let r = s.rematch();
        assert_eq!(r.setup().user, Color::Black);
        assert!(r.outcome().is_none());
        let mut s = Session::new(vs(Level::Domador, Color::White));
        s.agree_draw();
        assert_eq!(s.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
        // No pieces left: the rules end the game.
        let pos = Position::from_fen(Variant::Brazilian, "W:W22:B18").unwrap();
        let mut s = Session::from_game(vs(Level::Domador, Color::White), Game::from_position(pos), 0);
        s.play_text("22x15").unwrap();
        assert_eq!(s.outcome(), Some(Outcome::Win { winner: Color::White, reason: WinReason::NoPieces }));
    }

    #[test]
    fn move_rows_and_pdn_round_trip() {
        let mut s = Session::new(Setup::new(Variant::Brazilian, Opponent::Friend, Color::White));
        for m in ["22-18", "11-15", "18x11"] {
            s.play_text(m).unwrap();
        }
        let rows = s.move_rows(false);
        assert_eq!(rows.len(), 2);
        assert_eq!(s.numbered_moves(), 2);
        assert_eq!(rows[0], MoveRow { number: 1, first: Some("22-18".into()), second: Some("11-15".into()) });
        assert_eq!(rows[1].first.as_deref(), Some("18x11"));
        assert_eq!(s.move_rows(true)[0].first.as_deref(), Some("c3-d4"));
        let pdn = s.to_pdn(Lang::En);
        assert!(pdn.contains("1. 22-18 11-15 2. 18x11"), "{pdn}");
        let opened = Session::open_text(&pdn, s.setup).unwrap();
        assert_eq!(opened.game().moves(), s.game().moves());
        assert_eq!(opened.fixed_moves(), 3);
    }

    #[test]
    fn a_pasted_game_against_a_level_goes_on_against_that_level() {
        let mut s =
            Session::new(Setup::new(Variant::English, Opponent::Computer(Level::Empresario), Color::White));
        for m in ["11-15", "23-19", "8-11"] {
            s.play_text(m).unwrap();
        }
        let pdn = s.to_pdn(Lang::En);
        // The form left at its defaults: Domador, the first player (Dark).
        let form = Setup::new(Variant::English, Opponent::Computer(Level::Domador), Color::Black);
        let opened = Session::open_text(&pdn, form).unwrap();
        assert_eq!((opened.opponent(), opened.user()), (Opponent::Computer(Level::Empresario), Color::White));
        // With a friend chosen, or a game naming no level, the form decides.
        let friend = Setup { opponent: Opponent::Friend, ..form };
        assert_eq!(Session::open_text(&pdn, friend).unwrap().opponent(), Opponent::Friend);
        let plain = Session::open_text("[GameType \"21\"]\n1. 11-15 23-19 *", form).unwrap();
        assert_eq!((plain.opponent(), plain.setup().user), (form.opponent, form.user));
    }

    #[test]
    fn the_moves_are_counted_as_the_list_numbers_them() {
        let mut s = Session::new(Setup::new(Variant::Brazilian, Opponent::Friend, Color::White));
        assert_eq!(s.numbered_moves(), 0);
        for k in 0..28 {
            let mv = s.position().legal_moves()[0];
            s.play(&mv).unwrap();
            if s.is_over() {
                break;
            }
            assert_eq!(s.numbered_moves(), s.move_rows(false).last().unwrap().number, "{k}");
        }
        assert_eq!(s.numbered_moves(), s.game().moves().len().div_ceil(2));
        // From a position with the second player to move: its first row
        // has no first move.
        let pos = Position::from_fen(Variant::Brazilian, "B:W22,31:B9,12").unwrap();
        let mut s = Session::from_game(
            Setup::new(Variant::Brazilian, Opponent::Friend, Color::White),
            Game::from_position(pos),
            0,
        );
        for plies in 1..=3 {
            let mv = s.position().legal_moves()[0];
            s.play(&mv).unwrap();
            assert_eq!(s.numbered_moves(), s.move_rows(false).len(), "{plies}");
        }
    }

    #[test]
    fn bad_text_gives_a_clear_message() {
        let setup = Setup::new(Variant::Brazilian, Opponent::Friend, Color::White);
        use crate::kernel::i18n::pdn_errors;
        let Err(OpenError::Fen(e)) = Session::open_text("W:W99:B1", setup) else { panic!("not a FEN error") };
        assert!(pdn_errors::fen(&e, Lang::En).starts_with("Invalid FEN position"), "{e}");
        let Err(OpenError::Pdn(e)) = Session::open_text("1. 22-26 *", setup) else {
            panic!("not a PDN error")
        };
        let text = pdn_errors::pdn(&e, Lang::Pt);
        assert!(text.starts_with("PDN inválido"), "{text}");
        assert!(
            text.contains("22-26") && !text.contains("illegal"),
            "in Portuguese, naming the move: {text}"
        );
        assert_eq!(Session::open_text("  ", setup).unwrap_err(), OpenError::Empty);
        let s = Session::open_text("W:W22:B18", setup).unwrap();
        assert!(s.position().must_capture());
    }

    #[test]
    fn english_ballot_opening_is_played_and_fixed() {
        let setup = Setup { ballot: Some(0), ..Setup::new(Variant::English, Opponent::Friend, Color::Black) };
        let mut s = Session::new(setup);
        assert_eq!(s.game().moves().len(), 3);
        assert!(!s.can_take_back());
        assert_eq!(s.take_back(), 0);
        // Every opening of the list is legal.
        for (i, _) in openings::ENGLISH.iter().enumerate() {
            let s = Session::new(Setup { ballot: Some(i), ..setup });
            assert_eq!(s.game().moves().len(), 3);
        }
    }
}

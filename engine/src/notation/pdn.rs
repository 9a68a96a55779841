//! PDN games (Portable Draughts Notation, PDN 3.0 as written by draughts
//! programs and lidraughts): tags, movetext and result, read from untrusted
//! text and written back.
//!
//! Reading is tolerant of real-world files: a byte-order mark, CRLF or CR
//! line ends, `%` escape lines, `{…}` and `;` comments, nested `(…)`
//! variations (kept: [`PdnGame::variations`]), NAGs (`$1`) and marks (`!`, `?!`), move numbers
//! written `12.`, `12...` or glued to the move (`12.32-28`), numeric or
//! (8×8) algebraic moves, short or full-path captures, and both result
//! scorings (`1-0`, `2-0`…). A broken game is reported and the games after it
//! are still read.
//!
//! ```
//! use damas_engine::Variant;
//! use damas_engine::notation::{read_games, GameResult};
//! let text = "[Event \"Club\"]\n[GameType \"21\"]\n\n1. 11-15 23-19 2. 8-11 {solid} 22-17 1/2-1/2\n";
//! let games = read_games(text, Variant::Brazilian);
//! let game = games[0].as_ref().unwrap();
//! assert_eq!(game.variant(), Variant::English);
//! assert_eq!(game.moves().len(), 4);
//! assert_eq!(game.comments()[2].as_deref(), Some("solid"));
//! assert_eq!(game.result(), Some(GameResult::Draw));
//! assert_eq!(game.tag("event"), Some("Club"));
//! ```

mod error;
mod game_type;
mod lexer;
mod result;
mod unchecked;
mod writer;

pub use error::{PdnError, PdnErrorKind, PdnReplayError};
pub use result::GameResult;
pub use writer::write_games;

use std::fmt;

use super::MoveTextError;
use crate::{Game, Move, Position, Variant};

/// One game of a PDN file, checked against its rule set: every move is a
/// legal move of its position.
///
/// The tags are kept as read, in order. When written, the `Result`,
/// `GameType` and `FEN` tags are made from the game itself (its result, rule
/// set and start position), whatever the kept tags say.
///
/// ```
/// use damas_engine::{Position, Variant};
/// use damas_engine::notation::PdnGame;
/// let mut game = PdnGame::new(Position::start(Variant::Brazilian));
/// game.push("22-18").unwrap();
/// game.push("11-15").unwrap();
/// game.push("18x11").unwrap();
/// game.set_tag("White", "Ana");
/// let text = game.to_pdn();
/// assert!(text.contains("[White \"Ana\"]"));
/// assert!(text.contains("1. 22-18 11-15 2. 18x11 *"));
/// assert_eq!(PdnGame::from_pdn(&text, Variant::English).unwrap().moves(), game.moves());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnGame {
    tags: Vec<(String, String)>,
    start: Position,
    /// The position after the last move.
    end: Position,
    moves: Vec<Move>,
    /// The comment after each move.
    comments: Vec<Option<String>>,
    /// The comment before the first move.
    opening_comment: Option<String>,
    /// The mark after each move (`?`, `??`…), written glued to it.
    marks: Vec<Option<MoveMark>>,
    /// The lines played instead of each move, each from the position
    /// before it (its own tags and result unused).
    variations: Vec<Vec<PdnGame>>,
    result: Option<GameResult>,
}

/// Why a line cannot be added as a variation: [`PdnGame::add_variation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariationError {
    /// The game has no move at that ply.
    NoSuchMove,
    /// The line does not start from the position before that move.
    OtherStart,
    /// The line has no move.
    Empty,
}

impl fmt::Display for VariationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            VariationError::NoSuchMove => "the game has no move there",
            VariationError::OtherStart => "the line starts from another position",
            VariationError::Empty => "the line has no move",
        })
    }
}

impl std::error::Error for VariationError {}

/// A move's mark in PDN (NAGs 1 to 6), written glued to the move: `22-18?`.
/// Reading drops marks.
///
/// ```
/// use damas_engine::notation::{MoveMark, PdnGame};
/// use damas_engine::{Position, Variant};
/// let mut game = PdnGame::new(Position::start(Variant::English));
/// game.push("9-14").unwrap();
/// game.set_mark(Some(MoveMark::Dubious));
/// assert!(game.to_pdn().contains("1. 9-14?! *"));
/// assert_eq!(MoveMark::Blunder.nag(), 4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveMark {
    /// `!` ($1), a good move
    Strong,
    /// `?` ($2)
    Mistake,
    /// `!!` ($3)
    Brilliant,
    /// `??` ($4)
    Blunder,
    /// `!?` ($5)
    Interesting,
    /// `?!` ($6)
    Dubious,
}

impl MoveMark {
    /// The mark as written: `!`, `?`, `!!`, `??`, `!?`, `?!`.
    pub fn text(self) -> &'static str {
        match self {
            MoveMark::Strong => "!",
            MoveMark::Mistake => "?",
            MoveMark::Brilliant => "!!",
            MoveMark::Blunder => "??",
            MoveMark::Interesting => "!?",
            MoveMark::Dubious => "?!",
        }
    }

    /// The numeric annotation glyph (`$n`) of the mark.
    pub fn nag(self) -> u8 {
        self as u8 + 1
    }
}

impl PdnGame {
    /// A game without moves, tags or result from a start position.
    pub fn new(start: Position) -> PdnGame {
        PdnGame {
            tags: Vec::new(),
            start,
            end: start,
            moves: Vec::new(),
            comments: Vec::new(),
            opening_comment: None,
            marks: Vec::new(),
            variations: Vec::new(),
            result: None,
        }
    }

    /// Reads the first game of a PDN text (see [`read_games`]).
    pub fn from_pdn(text: &str, default_variant: Variant) -> Result<PdnGame, PdnError> {
        PdnReader::new(text, default_variant).next().unwrap_or(Err(PdnError {
            game: 1,
            line: 1,
            kind: PdnErrorKind::NoGame,
        }))
    }

    /// A game's start position, moves and result (when it has ended), with
    /// the given tags.
    ///
    /// ```
    /// use damas_engine::{Color, Game, Variant};
    /// use damas_engine::notation::{GameResult, PdnGame};
    /// let mut game = Game::new(Variant::English);
    /// game.play_text("11-15").unwrap();
    /// game.resign(Color::White);
    /// let pdn = PdnGame::from_game(&game, vec![("Event".into(), "Lesson 1".into())]);
    /// assert_eq!(pdn.result(), Some(GameResult::BlackWins));
    /// assert_eq!(pdn.to_game().unwrap().outcome(), game.outcome());
    /// ```
    pub fn from_game(game: &Game, tags: Vec<(String, String)>) -> PdnGame {
        let mut out = PdnGame::new(*game.start());
        for mv in game.moves() {
            let pos = out.end;
            let mv = canonical(&pos, mv).unwrap_or(*mv);
            out.play(mv);
        }
        out.tags = tags;
        out.result = game.outcome().map(GameResult::from_outcome);
        out
    }

    /// Replays the game as a [`Game`]. A result the rules have not reached
    /// is applied as a resignation (`1-0`, `0-1`) or a draw by agreement.
    /// Fails when a move comes after the rules have ended the game.
    pub fn to_game(&self) -> Result<Game, PdnReplayError> {
        let mut game = Game::from_position(self.start);
        for (ply, mv) in self.moves.iter().enumerate() {
            let pos = *game.position();
            game.play(mv).map_err(|error| PdnReplayError {
                number: self.move_number(ply),
                side: pos.side_to_move(),
                text: pos.move_text(mv),
                error,
            })?;
        }
        if game.outcome().is_none() {
            match self.result {
                Some(GameResult::WhiteWins) => game.resign(crate::Color::Black),
                Some(GameResult::BlackWins) => game.resign(crate::Color::White),
                Some(GameResult::Draw) => game.agree_draw(),
                None => {}
            }
        }
        Ok(game)
    }

    /// The tags, in order.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The value of the first tag of this name (any case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// Sets a tag: replaces the value of the first tag of this name (any
    /// case), or adds the tag at the end.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
            Some(tag) => tag.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The moves, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position after the last move.
    pub fn final_position(&self) -> &Position {
        &self.end
    }

    /// The comment after each move (as many as moves).
    pub fn comments(&self) -> &[Option<String>] {
        &self.comments
    }

    /// The comment before the first move.
    pub fn opening_comment(&self) -> Option<&str> {
        self.opening_comment.as_deref()
    }

    /// Sets the comment after the last move (before the first move when
    /// there are none); `None` or blank text removes it.
    pub fn set_comment(&mut self, text: Option<&str>) {
        let text = text.map(clean_comment).filter(|t| !t.is_empty());
        match self.comments.last_mut() {
            Some(slot) => *slot = text,
            None => self.opening_comment = text,
        }
    }

    /// The mark after each move (as many as moves).
    pub fn marks(&self) -> &[Option<MoveMark>] {
        &self.marks
    }

    /// Sets the mark of the last move (nothing when there are no moves).
    pub fn set_mark(&mut self, mark: Option<MoveMark>) {
        if let Some(slot) = self.marks.last_mut() {
            *slot = mark;
        }
    }

    /// The lines played instead of each move (as many lists as moves),
    /// each a game from the position before that move. Reading keeps the
    /// variations of a PDN text; only [`PdnGame::to_pdn`] writes them.
    ///
    /// ```
    /// use damas_engine::Variant;
    /// use damas_engine::notation::PdnGame;
    /// let text = "1. 11-15 (1. 9-14 22-18 (22-17)) 23-19 *";
    /// let game = PdnGame::from_pdn(text, Variant::English).unwrap();
    /// assert_eq!(game.moves().len(), 2);
    /// let line = &game.variations()[0][0];
    /// assert_eq!(line.moves().len(), 2);
    /// assert_eq!(line.variations()[1].len(), 1);
    /// assert_eq!(game.to_pdn().lines().last(), Some("1. 11-15 (1. 9-14 22-18 (1... 22-17)) 1... 23-19 *"));
    /// ```
    pub fn variations(&self) -> &[Vec<PdnGame>] {
        &self.variations
    }

    /// Adds `line` as a variation of the move at `ply` (from 0), after
    /// those it has. The line must start from the position before that
    /// move and have a move.
    pub fn add_variation(&mut self, ply: usize, line: PdnGame) -> Result<(), VariationError> {
        if ply >= self.moves.len() {
            return Err(VariationError::NoSuchMove);
        }
        if line.moves.is_empty() {
            return Err(VariationError::Empty);
        }
        let mut before = self.start;
        for mv in &self.moves[..ply] {
            before.play_unchecked(mv);
        }
        if line.start != before {
            return Err(VariationError::OtherStart);
        }
        self.variations[ply].push(line);
        Ok(())
    }

    /// Adds a variation of the last move (read from PDN: it starts from
    /// the position before it).
    fn push_variation(&mut self, line: PdnGame) {
        if let Some(slot) = self.variations.last_mut() {
            slot.push(line);
        }
    }

    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    pub fn set_result(&mut self, result: Option<GameResult>) {
        self.result = result;
    }

    /// Reads a move text (see [`Position::parse_move`]) and plays it.
    pub fn push(&mut self, text: &str) -> Result<Move, MoveTextError> {
        let mv = self.end.parse_move(text)?;
        let mv = canonical(&self.end, &mv).unwrap_or(mv);
        self.play(mv);
        Ok(mv)
    }

    /// Plays `mv` if it is a legal move of the position after the last
    /// move (the legal move with its effect: one path per move).
    pub fn push_move(&mut self, mv: &Move) -> Result<Move, crate::PlayError> {
        let legal = canonical(&self.end, mv).ok_or(crate::PlayError::NotLegal)?;
        self.play(legal);
        Ok(legal)
    }

    fn play(&mut self, mv: Move) {
        self.end.play_unchecked(&mv);
        self.moves.push(mv);
        self.comments.push(None);
        self.marks.push(None);
        self.variations.push(Vec::new());
    }

    /// Adds comment text after the last move (or before the first).
    fn add_comment(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        let slot = match self.comments.last_mut() {
            Some(slot) => slot,
            None => &mut self.opening_comment,
        };
        match slot {
            Some(old) => {
                old.push(' ');
                old.push_str(text);
            }
            None => *slot = Some(text.to_string()),
        }
    }

    /// The PDN number of the move at `ply` (from 0): move 1 is the first
    /// player's move and the reply, whoever is to move at the start.
    fn move_number(&self, ply: usize) -> u32 {
        number_of_half_move(self.first_half_move() + ply)
    }

    /// The half-move the game starts at, counted from the first player's
    /// move 1: 1 when the other player is to move at the start.
    fn first_half_move(&self) -> usize {
        usize::from(self.start.side_to_move() != self.variant().rules().first)
    }
}

/// The PDN move number of the `half_move`-th half-move (from 0, the first
/// player's move 1).
fn number_of_half_move(half_move: usize) -> u32 {
    u32::try_from(half_move / 2 + 1).unwrap_or(u32::MAX)
}

/// The legal move ("drop") with the same effect as `mv`: one path per move,
/// whatever path was written or tapped; none when `mv` is not legal.
fn canonical(pos: &Position, mv: &Move) -> Option<Move> {
    pos.legal_moves().into_iter().find(|m| m.same_effect(mv))
}

/// Comment text as kept: white space runs made one space, no `}`.
pub(crate) fn clean_comment(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").replace('}', ")")
}

/// Tag values as kept: control characters (line ends, tabs) made spaces.
pub(crate) fn clean_tag_value(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect()
}

/// The games of a PDN text, one `Result` per game, in order (see
/// [`read_games`]).
pub struct PdnReader<'a> {
    games: unchecked::Splitter<'a>,
    default_variant: Variant,
    index: usize,
}

impl<'a> PdnReader<'a> {
    pub fn new(text: &'a str, default_variant: Variant) -> PdnReader<'a> {
        PdnReader { games: unchecked::Splitter::new(text), default_variant, index: 0 }
    }
}

impl Iterator for PdnReader<'_> {
    type Item = Result<PdnGame, PdnError>;

    fn next(&mut self) -> Option<Self::Item> {
        let game = self.games.next()?;
        self.index += 1;
        Some(game.validate(self.index, self.default_variant))
    }
}

/// Reads every game of a PDN text. A game's rule set comes from its
/// `GameType` tag (PDN numbers such as `20`, `21,B,8,8,N1,0`, or our ids),
/// else its `Variant` tag, else `default_variant`; its start position from
/// its `FEN` tag, else the rule set's start. A game with an error (bad tag,
/// FEN, move…) gives an `Err` naming it, and the next games are still read.
///
/// ```
/// use damas_engine::Variant;
/// use damas_engine::notation::read_games;
/// let text = "[Event \"a\"]\n1. 22-18 11-15 *\n\n[Event \"b\"]\n1. 22-26 *\n\n[Event \"c\"]\n1. 21-17 *";
/// let games = read_games(text, Variant::Brazilian);
/// assert_eq!(games.len(), 3);
/// assert!(games[0].is_ok() && games[2].is_ok());
/// assert_eq!(games[1].as_ref().unwrap_err().to_string(), "game 2, line 5: move 1 (white) 22-26: illegal move 22-26");
/// ```
pub fn read_games(text: &str, default_variant: Variant) -> Vec<Result<PdnGame, PdnError>> {
    PdnReader::new(text, default_variant).collect()
}

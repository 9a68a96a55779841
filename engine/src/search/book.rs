//! Opening books: for positions of the opening, the moves a deeper search
//! found within a small margin of the best, with their scores. The search
//! plays one of them at its root ([`super::Searcher::set_book`]), chosen by
//! the request's seed and weighted by score, so learners meet varied but
//! sound openings.
//!
//! The file format (`engine/data/book/<rule-set>.txt`, written by
//! `damas book build`) is text, one position a line:
//!
//! ```text
//! # comments and blank lines are ignored
//! damas-book 1 english margin 8
//! - : 11-15 4 9-14 0 10-15 -2
//! 11-15 : 23-19 0 22-18 -4
//! 11-15 23-19 : 8-11 3 9-14 0
//! ```
//!
//! The header names the format version, the rule set and the margin (in
//! hundredths of a man) the book was built with. Each line gives the moves
//! from the start position to the book position (`-` for the start
//! itself), a colon, then the book moves, each followed by its score for
//! the side to move. Every move is read by the rules: a move that is not
//! legal where it stands refuses the whole book ([`BookError`]).
//!
//! ```
//! use damas_engine::search::OpeningBook;
//! use damas_engine::{Position, Variant};
//! let book = OpeningBook::parse("damas-book 1 english margin 8\n- : 11-15 4 9-14 0\n").unwrap();
//! let start = Position::start(Variant::English);
//! assert_eq!(book.moves(&start).unwrap().len(), 2);
//! let pick = book.pick(&start, 7).unwrap();
//! assert!(["11-15", "9-14"].contains(&pick.mv.to_string().as_str()));
//! assert!(OpeningBook::parse("damas-book 1 english margin 8\n- : 11-18 4\n").is_err());
//! ```

use std::collections::HashMap;
use std::fmt;

use crate::notation::MoveTextError;
use crate::seeded;
use crate::{Game, Move, Position, Variant};

/// The format version this code reads and writes.
pub const BOOK_VERSION: u32 = 1;

/// One move of a book position and its score (hundredths of a man, for the
/// side to move, from the search that built the book).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    pub mv: Move,
    pub score: i32,
}

/// An opening book of one rule set: book positions and their moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningBook {
    variant: Variant,
    margin: i32,
    positions: HashMap<Position, Vec<BookMove>>,
}

/// Why a book file was refused: the line (1-based; 0 for the file as a
/// whole) and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError {
    pub line: usize,
    pub kind: BookErrorKind,
}

/// What is wrong with a book line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookErrorKind {
    /// The bytes are not UTF-8 text.
    NotText,
    /// No `damas-book 1 <rule-set> margin <m>` line before the positions.
    MissingHeader,
    /// The header line is malformed (or another version).
    BadHeader,
    /// The header's rule set is not one of ours.
    UnknownVariant(String),
    /// A position line without ` : `.
    NoSeparator,
    /// A move of the path to the position cannot be played there.
    BadPath { mv: String, error: MoveTextError },
    /// The path leads to a finished game.
    GameOver,
    /// A book move is not legal in its position.
    BadMove { mv: String, error: MoveTextError },
    /// A book move without a whole-number score after it.
    BadScore(String),
    /// A position line with no move.
    NoMoves,
    /// The same move twice in one position.
    RepeatedMove(String),
    /// A position already given on an earlier line.
    RepeatedPosition,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: ", self.line)?;
        }
        match &self.kind {
            BookErrorKind::NotText => write!(f, "not UTF-8 text"),
            BookErrorKind::MissingHeader => {
                write!(f, "no 'damas-book {BOOK_VERSION} <rule-set> margin <m>' header")
            }
            BookErrorKind::BadHeader => {
                write!(f, "malformed header (expected 'damas-book {BOOK_VERSION} <rule-set> margin <m>')")
            }
            BookErrorKind::UnknownVariant(v) => write!(f, "unknown rule set '{v}'"),
            BookErrorKind::NoSeparator => write!(f, "expected '<moves> : <move> <score> ...'"),
            BookErrorKind::BadPath { mv, error } => write!(f, "path move '{mv}': {error}"),
            BookErrorKind::GameOver => write!(f, "the path ends the game"),
            BookErrorKind::BadMove { mv, error } => write!(f, "book move '{mv}': {error}"),
            BookErrorKind::BadScore(s) => write!(f, "expected a score, found '{s}'"),
            BookErrorKind::NoMoves => write!(f, "a position with no book move"),
            BookErrorKind::RepeatedMove(mv) => write!(f, "move '{mv}' given twice"),
            BookErrorKind::RepeatedPosition => write!(f, "position already in the book"),
        }
    }
}

impl std::error::Error for BookError {}

impl OpeningBook {
    /// An empty book for `variant`, whose moves are kept within `margin`
    /// hundredths of a man of the best.
    pub fn new(variant: Variant, margin: i32) -> OpeningBook {
        OpeningBook { variant, margin: margin.max(0), positions: HashMap::new() }
    }

    /// Reads a book file's bytes (see [`OpeningBook::parse`]).
    pub fn from_bytes(bytes: &[u8]) -> Result<OpeningBook, BookError> {
        let text =
            std::str::from_utf8(bytes).map_err(|_| BookError { line: 0, kind: BookErrorKind::NotText })?;
        OpeningBook::parse(text)
    }

    /// Reads a book file; every move is checked by the rules.
    pub fn parse(text: &str) -> Result<OpeningBook, BookError> {
        let mut book: Option<OpeningBook> = None;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let err = |kind| BookError { line, kind };
            let content = raw.trim();
            if content.is_empty() || content.starts_with('#') {
                continue;
            }
            let Some(book) = book.as_mut() else {
                book = Some(parse_header(content).map_err(err)?);
                continue;
            };
            let (path, moves) = content.split_once(':').ok_or(err(BookErrorKind::NoSeparator))?;
            let mut game = Game::new(book.variant);
            for text in path.split_whitespace().filter(|t| *t != "-") {
                let mv = game
                    .position()
                    .parse_move(text)
                    .map_err(|error| err(BookErrorKind::BadPath { mv: text.to_string(), error }))?;
                game.play(&mv).map_err(|_| err(BookErrorKind::GameOver))?;
            }
            if game.outcome().is_some() {
                return Err(err(BookErrorKind::GameOver));
            }
            let pos = *game.position();
            let mut entries: Vec<BookMove> = Vec::new();
            let mut words = moves.split_whitespace();
            while let Some(text) = words.next() {
                let mv = pos
                    .parse_move(text)
                    .map_err(|error| err(BookErrorKind::BadMove { mv: text.to_string(), error }))?;
                let score_text = words.next().unwrap_or("");
                let score: i32 =
                    score_text.parse().map_err(|_| err(BookErrorKind::BadScore(score_text.into())))?;
                if entries.iter().any(|e| e.mv.same_effect(&mv)) {
                    return Err(err(BookErrorKind::RepeatedMove(text.to_string())));
                }
                entries.push(BookMove { mv, score });
            }
            if entries.is_empty() {
                return Err(err(BookErrorKind::NoMoves));
            }
            if book.positions.insert(pos, entries).is_some() {
                return Err(err(BookErrorKind::RepeatedPosition));
            }
        }
        book.ok_or(BookError { line: 0, kind: BookErrorKind::MissingHeader })
    }

    /// The rule set of the book.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The margin the book's moves were kept within (hundredths of a man).
    pub fn margin(&self) -> i32 {
        self.margin
    }

    /// How many positions the book holds.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether the book holds no position.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// How many moves the book holds, over all positions.
    pub fn move_count(&self) -> usize {
        self.positions.values().map(Vec::len).sum()
    }

    /// Every book position with its moves (in no particular order).
    pub fn positions(&self) -> impl Iterator<Item = (&Position, &[BookMove])> {
        self.positions.iter().map(|(p, m)| (p, m.as_slice()))
    }

    /// Adds (or replaces) a position's moves. Each must be legal there.
    pub fn insert(&mut self, pos: Position, moves: Vec<BookMove>) {
        debug_assert!(moves.iter().all(|m| pos.legal_moves().iter().any(|l| l.same_effect(&m.mv))));
        self.positions.insert(pos, moves);
    }

    /// The book moves of `pos`, best first, if it is a book position.
    pub fn moves(&self, pos: &Position) -> Option<&[BookMove]> {
        self.positions.get(pos).map(Vec::as_slice).filter(|m| !m.is_empty() && pos.variant() == self.variant)
    }

    /// One of the book moves of `pos`, chosen by `seed`: a move `loss`
    /// hundredths of a man below the best has weight `margin + 1 - loss`
    /// (at least 1), so the best moves come more often, the others too.
    pub fn pick(&self, pos: &Position, seed: u64) -> Option<BookMove> {
        let moves = self.moves(pos)?;
        let best = moves.iter().map(|m| m.score).max()?;
        let weight = |m: &BookMove| (self.margin + 1 - (best - m.score)).max(1) as u64;
        let total: u64 = moves.iter().map(weight).sum();
        let mut ticket = seeded::below(&mut seeded::from_seed(seed ^ pos.hash()), total);
        for m in moves {
            if ticket < weight(m) {
                return Some(*m);
            }
            ticket -= weight(m);
        }
        moves.last().copied()
    }

    /// The book as text, given each position's path from the start (as
    /// [`OpeningBook::parse`] reads it). `lines` lists the positions in the
    /// order to write, each with its path; positions missing from the
    /// book are skipped.
    pub fn write(&self, lines: &[(Position, Vec<Move>)], comments: &[String]) -> String {
        let mut out = String::new();
        for c in comments {
            out.push_str("# ");
            out.push_str(c);
            out.push('\n');
        }
        out.push_str(&format!("damas-book {BOOK_VERSION} {} margin {}\n", self.variant.id(), self.margin));
        for (pos, path) in lines {
            let Some(moves) = self.moves(pos) else { continue };
            let path: Vec<String> = path.iter().map(Move::full_text).collect();
            out.push_str(if path.is_empty() { "-" } else { "" });
            out.push_str(&path.join(" "));
            out.push_str(" :");
            for m in moves {
                out.push_str(&format!(" {} {}", m.mv.full_text(), m.score));
            }
            out.push('\n');
        }
        out
    }
}

fn parse_header(line: &str) -> Result<OpeningBook, BookErrorKind> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let [magic, version, variant, margin_word, margin] = words[..] else {
        return Err(if line.starts_with("damas-book") {
            BookErrorKind::BadHeader
        } else {
            BookErrorKind::MissingHeader
        });
    };
    if magic != "damas-book" || version != BOOK_VERSION.to_string() || margin_word != "margin" {
        return Err(BookErrorKind::BadHeader);
    }
    let variant: Variant = variant.parse().map_err(|_| BookErrorKind::UnknownVariant(variant.to_string()))?;
    let margin: i32 = margin.parse().map_err(|_| BookErrorKind::BadHeader)?;
    Ok(OpeningBook::new(variant, margin))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "damas-book 1 english margin 8\n";

    fn kind(text: &str) -> BookErrorKind {
        OpeningBook::parse(text).unwrap_err().kind
    }

    #[test]
    fn reads_positions_by_their_path_and_refuses_bad_files() {
        let book =
            OpeningBook::parse(&format!("# c\n\n{HEADER}- : 11-15 4 9-14 0\n11-15 : 23-19 0 22-18 -4\n"))
                .unwrap();
        assert_eq!((book.len(), book.move_count(), book.margin()), (2, 4, 8));
        let mut game = Game::new(Variant::English);
        game.play_text("11-15").unwrap();
        assert_eq!(book.moves(game.position()).unwrap()[1].score, -4);
        game.play_text("23-19").unwrap();
        assert!(book.moves(game.position()).is_none());

        assert_eq!(OpeningBook::from_bytes(&[0xff, 0xfe]).unwrap_err().kind, BookErrorKind::NotText);
        assert_eq!(kind(""), BookErrorKind::MissingHeader);
        assert_eq!(kind("- : 11-15 4\n"), BookErrorKind::MissingHeader);
        assert_eq!(kind("damas-book 2 english margin 8\n"), BookErrorKind::BadHeader);
        assert_eq!(kind("damas-book 1 chess margin 8\n"), BookErrorKind::UnknownVariant("chess".into()));
        assert_eq!(kind(&format!("{HEADER}- 11-15 4\n")), BookErrorKind::NoSeparator);
        assert!(matches!(kind(&format!("{HEADER}11-18 : 23-19 0\n")), BookErrorKind::BadPath { .. }));
        // 22-18 is White's move: not legal for Black at the start.
        let e = OpeningBook::parse(&format!("{HEADER}- : 11-15 4 22-18 0\n")).unwrap_err();
        assert_eq!(e.line, 2);
        assert!(matches!(e.kind, BookErrorKind::BadMove { ref mv, .. } if mv == "22-18"), "{e}");
        assert_eq!(kind(&format!("{HEADER}- : 11-15\n")), BookErrorKind::BadScore(String::new()));
        assert_eq!(kind(&format!("{HEADER}- : 11-15 x\n")), BookErrorKind::BadScore("x".into()));
        assert_eq!(kind(&format!("{HEADER}- :\n")), BookErrorKind::NoMoves);
        assert_eq!(
            kind(&format!("{HEADER}- : 11-15 1 11-15 2\n")),
            BookErrorKind::RepeatedMove("11-15".into())
        );
        assert_eq!(kind(&format!("{HEADER}- : 11-15 1\n- : 9-14 1\n")), BookErrorKind::RepeatedPosition);
        assert!(!OpeningBook::parse(&format!("{HEADER}- : 11-15 x\n")).unwrap_err().to_string().is_empty());
    }

    #[test]
    fn picks_every_book_move_by_seed_the_best_most_often() {
        let book = OpeningBook::parse(&format!("{HEADER}- : 11-15 8 9-14 0 10-15 4\n")).unwrap();
        let start = Position::start(Variant::English);
        let mut counts = HashMap::new();
        for seed in 0..900 {
            *counts.entry(book.pick(&start, seed).unwrap().mv.to_string()).or_insert(0) += 1;
            assert_eq!(book.pick(&start, seed), book.pick(&start, seed));
        }
        // Weights 9, 1 and 5 of 15.
        assert_eq!(counts.len(), 3, "{counts:?}");
        assert!(counts["11-15"] > counts["10-15"] && counts["10-15"] > counts["9-14"], "{counts:?}");
        assert!(book.pick(&Position::start(Variant::Brazilian), 1).is_none());
    }

    #[test]
    fn writes_what_it_reads() {
        let text = format!("{HEADER}- : 11-15 4 9-14 0\n11-15 : 23-19 0\n");
        let book = OpeningBook::parse(&text).unwrap();
        let start = Position::start(Variant::English);
        let first = start.parse_move("11-15").unwrap();
        let lines = vec![(start, vec![]), (start.after(&first), vec![first])];
        assert_eq!(book.write(&lines, &[]), text);
    }
}

//! A PDN game as written, not yet checked against the rules: its tags, its
//! main line (with its variations, each after the move it replaces) and its
//! terminator. The splitter cuts a
//! text into such games; `validate` turns one into a [`PdnGame`].

use std::iter::Peekable;

use super::lexer::{shorten, Lexer, Token, TokenKind};
use super::{clean_comment, game_type, GameResult, PdnError, PdnErrorKind, PdnGame};
use crate::{Position, Variant};

/// One element of a game's main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Item {
    Number {
        number: Option<u32>,
        second: bool,
    },
    Move {
        text: String,
        line: usize,
    },
    Comment(String),
    /// `( … )`: a line played instead of the move before it.
    Variation {
        items: Vec<Item>,
        line: usize,
    },
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct UncheckedGame {
    /// Name, value and line of each tag, in order.
    pub tags: Vec<(String, String, usize)>,
    pub items: Vec<Item>,
    /// The terminator, if the game had one (`Some(None)` for `*`).
    pub terminator: Option<Option<GameResult>>,
    /// The first syntax error and its line.
    pub error: Option<(usize, PdnErrorKind)>,
}

impl UncheckedGame {
    fn fail(&mut self, line: usize, kind: PdnErrorKind) {
        self.error.get_or_insert((line, kind));
    }

    /// Nothing but comments: a file header or trailer, not a game.
    fn is_empty(&self) -> bool {
        self.tags.is_empty()
            && self.terminator.is_none()
            && self.error.is_none()
            && self.items.iter().all(|i| matches!(i, Item::Comment(_)))
    }

    fn tag(&self, wanted: &str) -> Option<(&str, usize)> {
        self.tags
            .iter()
            .find(|(name, ..)| name.eq_ignore_ascii_case(wanted))
            .map(|(_, v, line)| (v.as_str(), *line))
    }

    /// Checks the game against its rule set: the `GameType`/`Variant` tags
    /// (else `default`), the `FEN` tag, then each move in turn.
    pub fn validate(self, game: usize, default: Variant) -> Result<PdnGame, PdnError> {
        let fail = |line: usize, kind: PdnErrorKind| PdnError { game, line, kind };
        if let Some((line, kind)) = self.error {
            return Err(fail(line, kind));
        }
        let game_type = self.tag("GameType");
        let variant_tag = self.tag("Variant");
        let line = game_type.or(variant_tag).map_or(1, |(_, line)| line);
        let variant = game_type::variant_of(game_type.map(|t| t.0), variant_tag.map(|t| t.0), default)
            .map_err(|kind| fail(line, kind))?;
        let start = match self.tag("FEN") {
            Some((fen, line)) => {
                Position::from_fen(variant, fen).map_err(|e| fail(line, PdnErrorKind::Fen(e)))?
            }
            None => Position::start(variant),
        };
        let first = variant.rules().first;
        let numbering = Numbering { number: 1, second: start.side_to_move() != first };
        let mut out = read_line(start, self.items, numbering, &fail)?;
        out.tags = self.tags.into_iter().map(|(name, value, _)| (name, value)).collect();
        out.result = match self.terminator {
            Some(result) => result,
            None => out.tag("Result").and_then(GameResult::from_text),
        };
        Ok(out)
    }
}

/// The move number and side a line's next move is written with (for
/// errors: the numbers written are not checked).
#[derive(Clone, Copy)]
struct Numbering {
    number: u32,
    second: bool,
}

/// Plays a line's items from `start`: its moves, comments and variations
/// (each from the position before the move it follows).
fn read_line(
    start: Position,
    items: Vec<Item>,
    mut numbering: Numbering,
    fail: &impl Fn(usize, PdnErrorKind) -> PdnError,
) -> Result<PdnGame, PdnError> {
    let mut out = PdnGame::new(start);
    // The position and numbering before the last move read.
    let mut before_last: Option<(Position, Numbering)> = None;
    for item in items {
        match item {
            Item::Number { number, second } => {
                numbering = Numbering { number: number.unwrap_or(numbering.number), second };
            }
            Item::Comment(text) => out.add_comment(&clean_comment(&text)),
            Item::Move { text, line } => {
                let before = *out.final_position();
                let side = before.side_to_move();
                out.push(&text).map_err(|error| {
                    let text = shorten(text.trim(), 30);
                    fail(line, PdnErrorKind::Move { number: numbering.number, side, text, error })
                })?;
                before_last = Some((before, numbering));
                if numbering.second {
                    numbering.number = numbering.number.saturating_add(1);
                }
                numbering.second = !numbering.second;
            }
            Item::Variation { items, line } => {
                let (before, at) = before_last.ok_or_else(|| fail(line, PdnErrorKind::Unexpected('(')))?;
                let variation = read_line(before, items, at, fail)?;
                if !variation.moves().is_empty() {
                    out.push_variation(variation);
                }
            }
        }
    }
    Ok(out)
}

/// Cuts a PDN text into games. A game ends at its terminator (`1-0`, `*`…)
/// outside variations, or where a tag follows its movetext.
pub(crate) struct Splitter<'a> {
    tokens: Peekable<Lexer<'a>>,
}

impl<'a> Splitter<'a> {
    pub fn new(text: &'a str) -> Splitter<'a> {
        Splitter { tokens: Lexer::new(text).peekable() }
    }

    /// Reads tokens up to the end of one game (possibly only comments).
    fn collect(&mut self) -> Option<UncheckedGame> {
        self.tokens.peek()?;
        let mut game = UncheckedGame::default();
        // The variations open, innermost last: their items and first line.
        let mut open: Vec<(Vec<Item>, usize)> = Vec::new();
        let mut in_movetext = false;
        while let Some(token) = self.tokens.peek() {
            let starts_tag =
                matches!(token.kind, TokenKind::Tag { .. } | TokenKind::Error(PdnErrorKind::BadTag(_)));
            if starts_tag && (in_movetext || !open.is_empty()) {
                break;
            }
            let Some(Token { line, kind }) = self.tokens.next() else { break };
            let items = match open.last_mut() {
                Some((items, _)) => items,
                None => &mut game.items,
            };
            match kind {
                TokenKind::Tag { name, value } => {
                    if game.tags.is_empty() {
                        // Comments before a game's tags belong to no game.
                        game.items.clear();
                    }
                    game.tags.push((name, value, line));
                }
                TokenKind::Error(kind) => {
                    // What follows an unclosed comment is the next game.
                    in_movetext |= kind == PdnErrorKind::UnterminatedComment;
                    game.fail(line, kind);
                }
                TokenKind::Comment(text) => items.push(Item::Comment(text)),
                TokenKind::Open => {
                    open.push((Vec::new(), line));
                    in_movetext = true;
                }
                TokenKind::Close => match open.pop() {
                    Some((inner, first)) => {
                        let items = match open.last_mut() {
                            Some((items, _)) => items,
                            None => &mut game.items,
                        };
                        items.push(Item::Variation { items: inner, line: first });
                    }
                    None => game.fail(line, PdnErrorKind::Unexpected(')')),
                },
                TokenKind::Number { number, second } => {
                    in_movetext = true;
                    items.push(Item::Number { number, second });
                }
                TokenKind::Move(text) => {
                    in_movetext = true;
                    items.push(Item::Move { text, line });
                }
                // A result inside a variation says how that line ends: not
                // kept.
                TokenKind::Result(result) => {
                    if open.is_empty() {
                        game.terminator = Some(result);
                        return Some(game);
                    }
                }
            }
        }
        if let Some((_, first)) = open.first() {
            game.fail(*first, PdnErrorKind::UnterminatedVariation);
        }
        Some(game)
    }
}

impl Iterator for Splitter<'_> {
    type Item = UncheckedGame;

    fn next(&mut self) -> Option<UncheckedGame> {
        loop {
            let game = self.collect()?;
            if !game.is_empty() {
                return Some(game);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(text: &str) -> Vec<UncheckedGame> {
        Splitter::new(text).collect()
    }

    #[test]
    fn games_end_at_results_or_at_the_next_tags() {
        let games =
            split("{header}\n[Event \"a\"]\n1. 32-28 *\n[Event \"b\"]\n1. 31-27\n[Event \"c\"]\n{trailer}");
        assert_eq!(games.len(), 3);
        assert_eq!(games[0].terminator, Some(None));
        assert_eq!(games[0].items[0], Item::Number { number: Some(1), second: false });
        assert_eq!(games[1].terminator, None);
        assert_eq!(games[1].tags[0], ("Event".into(), "b".into(), 4));
        assert_eq!(games[2].items, vec![Item::Comment("trailer".into())]);
    }

    #[test]
    fn variations_are_kept_after_the_move_they_replace_with_what_they_hold() {
        let games = split("1. 32-28 (1. 31-27 {x} (1. 33-29) 1-0) 19-23 2-0");
        assert_eq!(games.len(), 1);
        let items = &games[0].items;
        let moves: Vec<&Item> = items.iter().filter(|i| matches!(i, Item::Move { .. })).collect();
        assert_eq!(moves.len(), 2);
        let Item::Variation { items: inner, line: 1 } = &items[2] else { panic!("{items:?}") };
        assert_eq!(inner[1], Item::Move { text: "31-27".into(), line: 1 });
        assert_eq!(inner[2], Item::Comment("x".into()));
        assert!(matches!(&inner[3], Item::Variation { items, .. } if items.len() == 2));
        assert_eq!(games[0].terminator, Some(Some(GameResult::WhiteWins)));
    }

    #[test]
    fn an_unclosed_variation_ends_at_the_next_tags() {
        let games = split("1. 32-28 (19-23\n[Event \"b\"]\n1. 32-28 *");
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].error, Some((1, PdnErrorKind::UnterminatedVariation)));
        assert_eq!(games[1].error, None);
    }

    #[test]
    fn comments_only_are_no_game() {
        assert!(split("  {nothing} ; here\n").is_empty());
        assert!(split("").is_empty());
    }
}

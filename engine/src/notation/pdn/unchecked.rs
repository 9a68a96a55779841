//! A PDN game as written, not yet checked against the rules: its tags, its
//! main line (variations dropped) and its terminator. The splitter cuts a
//! text into such games; `validate` turns one into a [`PdnGame`].

use std::iter::Peekable;

use super::lexer::{shorten, Lexer, Token, TokenKind};
use super::{clean_comment, game_type, GameResult, PdnError, PdnErrorKind, PdnGame};
use crate::{Position, Variant};

/// One element of a game's main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Item {
    Number { number: Option<u32>, second: bool },
    Move { text: String, line: usize },
    Comment(String),
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
        let mut out = PdnGame::new(start);
        let first = variant.rules().first;
        let (mut number, mut second) = (1u32, start.side_to_move() != first);
        for item in self.items {
            match item {
                Item::Number { number: n, second: s } => {
                    number = n.unwrap_or(number);
                    second = s;
                }
                Item::Comment(text) => out.add_comment(&clean_comment(&text)),
                Item::Move { text, line } => {
                    let side = out.final_position().side_to_move();
                    out.push(&text).map_err(|error| {
                        let text = shorten(text.trim(), 30);
                        fail(line, PdnErrorKind::Move { number, side, text, error })
                    })?;
                    if second {
                        number = number.saturating_add(1);
                    }
                    second = !second;
                }
            }
        }
        out.tags = self.tags.into_iter().map(|(name, value, _)| (name, value)).collect();
        out.result = match self.terminator {
            Some(result) => result,
            None => out.tag("Result").and_then(GameResult::from_text),
        };
        Ok(out)
    }
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
        let mut depth = 0usize;
        let mut variation_line = 0;
        let mut in_movetext = false;
        while let Some(token) = self.tokens.peek() {
            let starts_tag =
                matches!(token.kind, TokenKind::Tag { .. } | TokenKind::Error(PdnErrorKind::BadTag(_)));
            if starts_tag && (in_movetext || depth > 0) {
                break;
            }
            let Some(Token { line, kind }) = self.tokens.next() else { break };
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
                TokenKind::Comment(text) if depth == 0 => game.items.push(Item::Comment(text)),
                TokenKind::Comment(_) => {}
                TokenKind::Open => {
                    if depth == 0 {
                        variation_line = line;
                    }
                    depth += 1;
                    in_movetext = true;
                }
                TokenKind::Close if depth == 0 => game.fail(line, PdnErrorKind::Unexpected(')')),
                TokenKind::Close => depth -= 1,
                TokenKind::Number { number, second } => {
                    in_movetext = true;
                    if depth == 0 {
                        game.items.push(Item::Number { number, second });
                    }
                }
                TokenKind::Move(text) => {
                    in_movetext = true;
                    if depth == 0 {
                        game.items.push(Item::Move { text, line });
                    }
                }
                TokenKind::Result(result) => {
                    if depth == 0 {
                        game.terminator = Some(result);
                        return Some(game);
                    }
                }
            }
        }
        if depth > 0 {
            game.fail(variation_line, PdnErrorKind::UnterminatedVariation);
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
    fn variations_are_dropped_with_what_they_hold() {
        let games = split("1. 32-28 (1. 31-27 {x} (1. 33-29) 1-0) 19-23 2-0");
        assert_eq!(games.len(), 1);
        let moves: Vec<&Item> = games[0].items.iter().filter(|i| matches!(i, Item::Move { .. })).collect();
        assert_eq!(moves.len(), 2);
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

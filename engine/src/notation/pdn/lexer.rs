//! The tokens of PDN text: tags, comments, variation brackets, move numbers,
//! moves and results. NAGs (`$1`), marks (`!`, `?!`) and `%` escape lines are
//! dropped here. Never fails: what cannot be read becomes an error token.

use super::result::terminator;
use super::GameResult;
use super::{clean_tag_value, PdnErrorKind};

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TokenKind {
    Tag {
        name: String,
        value: String,
    },
    /// Comment text as written (from `{…}` or `;` to the end of the line).
    Comment(String),
    Open,
    Close,
    /// `12.` (`second: false`) or `12...` (`second: true`); a bare `...`
    /// has no number.
    Number {
        number: Option<u32>,
        second: bool,
    },
    Move(String),
    /// A game terminator: `1-0`, `2-0`, `1/2-1/2`, `*`…
    Result(Option<GameResult>),
    Error(PdnErrorKind),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    /// The line the token starts on, from 1.
    pub line: usize,
    pub kind: TokenKind,
}

pub(crate) struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    /// The move of a word such as `12.32-28`, after its number.
    pending: Option<Token>,
}

/// Characters that end a movetext word.
fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';')
}

fn is_newline(c: char) -> bool {
    c == '\n' || c == '\r'
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// At most `n` characters of `text`, with `…` when cut.
pub(crate) fn shorten(text: &str, n: usize) -> String {
    let mut chars = text.chars();
    let mut out: String = chars.by_ref().take(n).collect();
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

impl<'a> Lexer<'a> {
    pub fn new(text: &'a str) -> Lexer<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Lexer { text, pos: 0, line: 1, pending: None }
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        // `\r\n` counts once, at its `\n`; a lone `\r` (old Mac files) too.
        if c == '\n' || (c == '\r' && self.peek() != Some('\n')) {
            self.line += 1;
        }
        Some(c)
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || matches!(self.text.as_bytes()[self.pos - 1], b'\n' | b'\r')
    }

    fn skip_blanks(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t')) {
            self.bump();
        }
    }

    /// Consumes the rest of the line (not its end) and returns it.
    fn rest_of_line(&mut self) -> &'a str {
        let start = self.pos;
        while self.peek().is_some_and(|c| !is_newline(c)) {
            self.bump();
        }
        &self.text[start..self.pos]
    }

    /// Whether the text from here starts a line that looks like a tag:
    /// `[Name "`.
    fn tag_line_ahead(&self) -> bool {
        let rest = self.rest().trim_start_matches([' ', '\t']);
        let Some(rest) = rest.strip_prefix('[') else { return false };
        let name_len = rest.len() - rest.trim_start_matches(is_name_char).len();
        let after = &rest[name_len..];
        let value = after.trim_start_matches([' ', '\t']);
        name_len > 0 && value.len() < after.len() && value.starts_with('"')
    }

    fn tag(&mut self) -> TokenKind {
        let start = self.pos;
        self.bump(); // '['
        self.skip_blanks();
        let name_start = self.pos;
        while self.peek().is_some_and(is_name_char) {
            self.bump();
        }
        let name = self.text[name_start..self.pos].to_string();
        self.skip_blanks();
        let mut value = String::new();
        let mut ok = !name.is_empty();
        if self.peek() == Some('"') {
            self.bump();
            loop {
                match self.peek() {
                    None => {
                        ok = false;
                        break;
                    }
                    Some(c) if is_newline(c) => {
                        ok = false;
                        break;
                    }
                    Some('"') => {
                        self.bump();
                        break;
                    }
                    Some('\\') => {
                        self.bump();
                        match self.peek() {
                            Some(c @ ('"' | '\\')) => {
                                self.bump();
                                value.push(c);
                            }
                            _ => value.push('\\'),
                        }
                    }
                    Some(c) => {
                        self.bump();
                        value.push(c);
                    }
                }
            }
        } else {
            // Tolerated: `[Event Some name]`.
            while self.peek().is_some_and(|c| c != ']' && !is_newline(c)) {
                self.bump();
            }
            value = self.text[name_start + name.len()..self.pos].trim().to_string();
        }
        self.skip_blanks();
        if ok && self.peek() == Some(']') {
            self.bump();
            return TokenKind::Tag { name, value: clean_tag_value(&value) };
        }
        self.rest_of_line();
        let written = self.text[start..self.pos].trim_end();
        TokenKind::Error(PdnErrorKind::BadTag(shorten(written, 40)))
    }

    /// A `{…}` comment. One that meets the start of a tag line (or the end of
    /// the text) before its `}` is unterminated: the next game starts there.
    fn brace_comment(&mut self) -> TokenKind {
        self.bump(); // '{'
        let start = self.pos;
        loop {
            match self.peek() {
                None => return TokenKind::Error(PdnErrorKind::UnterminatedComment),
                Some('}') => {
                    let body = &self.text[start..self.pos];
                    self.bump();
                    return TokenKind::Comment(body.to_string());
                }
                Some(c) => {
                    self.bump();
                    if is_newline(c) && self.tag_line_ahead() {
                        return TokenKind::Error(PdnErrorKind::UnterminatedComment);
                    }
                }
            }
        }
    }

    /// A movetext word; `None` for what is ignored (NAGs, marks).
    fn word(&mut self, line: usize) -> Option<TokenKind> {
        let start = self.pos;
        while self.peek().is_some_and(|c| !is_delimiter(c)) {
            self.bump();
        }
        let word = &self.text[start..self.pos];
        if let Some(result) = terminator(word) {
            return Some(TokenKind::Result(result));
        }
        let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let after_digits = &word[digits..];
        let dots = after_digits.len() - after_digits.trim_start_matches(['.', '…']).len();
        if dots == 0 || (digits == 0 && dots < after_digits.len()) {
            return plain(word);
        }
        let marks = &after_digits[..dots];
        let second = marks.len() > 1; // `...`, `..`, `…` (3 bytes)
        let number = if digits == 0 { None } else { word[..digits].parse::<u32>().ok() };
        let rest = &after_digits[dots..];
        if digits > 0 && !rest.is_empty() {
            self.pending = plain(rest).map(|kind| Token { line, kind });
        }
        Some(TokenKind::Number { number, second })
    }
}

/// A word without a move number in front.
fn plain(word: &str) -> Option<TokenKind> {
    if let Some(result) = terminator(word) {
        return Some(TokenKind::Result(result));
    }
    let nag = word.strip_prefix('$').is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    if nag || word.chars().all(|c| matches!(c, '!' | '?')) {
        return None;
    }
    Some(TokenKind::Move(word.to_string()))
}

impl Iterator for Lexer<'_> {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        if let Some(token) = self.pending.take() {
            return Some(token);
        }
        loop {
            let c = self.peek()?;
            if c.is_whitespace() {
                self.bump();
                continue;
            }
            let line = self.line;
            if c == '%' && self.at_line_start() {
                self.rest_of_line();
                continue;
            }
            let kind = match c {
                '[' => self.tag(),
                '{' => self.brace_comment(),
                ';' => {
                    self.bump();
                    TokenKind::Comment(self.rest_of_line().to_string())
                }
                '(' | ')' | '}' | ']' => {
                    self.bump();
                    match c {
                        '(' => TokenKind::Open,
                        ')' => TokenKind::Close,
                        _ => TokenKind::Error(PdnErrorKind::Unexpected(c)),
                    }
                }
                _ => match self.word(line) {
                    Some(kind) => kind,
                    None => continue,
                },
            };
            return Some(Token { line, kind });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<TokenKind> {
        Lexer::new(text).map(|t| t.kind).collect()
    }

    fn mv(s: &str) -> TokenKind {
        TokenKind::Move(s.to_string())
    }

    #[test]
    fn numbers_moves_and_marks() {
        use TokenKind::Number;
        assert_eq!(
            kinds("1. 32-28! 19-23?! $4 2.28x19 2... 14x23 3…c3-d4 ... 1-0"),
            vec![
                Number { number: Some(1), second: false },
                mv("32-28!"),
                mv("19-23?!"),
                Number { number: Some(2), second: false },
                mv("28x19"),
                Number { number: Some(2), second: true },
                mv("14x23"),
                Number { number: Some(3), second: true },
                mv("c3-d4"),
                Number { number: None, second: true },
                TokenKind::Result(Some(GameResult::WhiteWins)),
            ]
        );
    }

    #[test]
    fn tags_comments_and_lines() {
        let tokens: Vec<Token> =
            Lexer::new("\u{feff}[Event \"a \\\"b\\\" c:\\x\"]\r\n%escape\r\n{one\r\ntwo} ; rest\r\n(x)*")
                .collect();
        let lines: Vec<usize> = tokens.iter().map(|t| t.line).collect();
        assert_eq!(lines, vec![1, 3, 4, 5, 5, 5, 5]);
        assert_eq!(tokens[0].kind, TokenKind::Tag { name: "Event".into(), value: "a \"b\" c:\\x".into() });
        assert_eq!(tokens[1].kind, TokenKind::Comment("one\r\ntwo".into()));
        assert_eq!(tokens[2].kind, TokenKind::Comment(" rest".into()));
        assert_eq!(tokens[6].kind, TokenKind::Result(None));
    }

    #[test]
    fn broken_pieces_become_errors() {
        assert_eq!(
            kinds("[Event \"x]\n[Site \"y\"]"),
            vec![
                TokenKind::Error(PdnErrorKind::BadTag("[Event \"x]".into())),
                TokenKind::Tag { name: "Site".into(), value: "y".into() },
            ]
        );
        assert_eq!(
            kinds("{ open\n[Event \"next\"]"),
            vec![
                TokenKind::Error(PdnErrorKind::UnterminatedComment),
                TokenKind::Tag { name: "Event".into(), value: "next".into() },
            ]
        );
        // `[%clock …]` inside a comment does not end it.
        assert_eq!(kinds("{x\n[%clock w0:01]}"), vec![TokenKind::Comment("x\n[%clock w0:01]".into())]);
        assert_eq!(kinds("}"), vec![TokenKind::Error(PdnErrorKind::Unexpected('}'))]);
        assert_eq!(
            kinds("[Event Open file]"),
            vec![TokenKind::Tag { name: "Event".into(), value: "Open file".into() }]
        );
    }
}

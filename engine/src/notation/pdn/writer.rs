//! Writing PDN: the tags (the usual roster first), then the movetext with
//! move numbers and comments, wrapped under 80 columns, then the result.

use std::fmt;

use super::{clean_comment, clean_tag_value, game_type, number_of_half_move, PdnGame};
use crate::Position;

/// Tags always written, in this order (`?` when unknown).
const ROSTER: [&str; 6] = ["Event", "Site", "Date", "Round", "White", "Black"];
/// Tags made from the game itself.
const DERIVED: [&str; 3] = ["Result", "GameType", "FEN"];
/// The longest line we aim for.
const WIDTH: usize = 79;

fn push_tag(out: &mut String, name: &str, value: &str) {
    let value = clean_tag_value(value).replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{value}\"]\n"));
}

/// Breaks units into lines of at most `WIDTH` characters (a longer unit
/// gets a line of its own).
fn wrap(units: &[String]) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for unit in units {
        let len = unit.chars().count();
        if line_len > 0 && line_len + 1 + len > WIDTH {
            out.push('\n');
            line_len = 0;
        }
        if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(unit);
        line_len += len;
    }
    out
}

/// A comment as wrap units: `{first`, words…, `last}`. A word starting with
/// `[` never starts a line, so that no line of a comment looks like a tag.
fn comment_units(text: &str, units: &mut Vec<String>) {
    let text = clean_comment(text);
    if text.is_empty() {
        return;
    }
    let mut words = text.split(' ');
    let mut current = format!("{{{}", words.next().unwrap_or(""));
    for word in words {
        if word.starts_with('[') {
            current.push(' ');
            current.push_str(word);
        } else {
            units.push(std::mem::replace(&mut current, word.to_string()));
        }
    }
    current.push('}');
    units.push(current);
}

impl PdnGame {
    /// Writes the game as PDN: the tags `Event`, `Site`, `Date`, `Round`,
    /// `White`, `Black` (`?` when missing), `Result`, `GameType` and, when
    /// the game does not start from the start position, `FEN`; then the other
    /// tags in order; a blank line; the movetext (captures with every landing
    /// square only when the two ends are ambiguous) and the result.
    ///
    /// ```
    /// use damas_engine::{Position, Variant};
    /// use damas_engine::notation::{GameResult, PdnGame};
    /// let start = Position::from_fen(Variant::International, "B:W28,K49:B17,19").unwrap();
    /// let mut game = PdnGame::new(start);
    /// game.push("19-23").unwrap();
    /// game.set_comment(Some("forced"));
    /// game.push("28x19").unwrap();
    /// game.set_result(Some(GameResult::WhiteWins));
    /// let text = game.to_pdn();
    /// assert!(text.contains("[GameType \"20\"]\n[FEN \"B:W28,K49:B17,19\"]\n"));
    /// assert!(text.ends_with("\n1... 19-23 {forced} 2. 28x19 2-0\n"));
    /// ```
    pub fn to_pdn(&self) -> String {
        let mut out = String::new();
        for name in ROSTER {
            push_tag(&mut out, name, self.tag(name).unwrap_or("?"));
        }
        let size = self.variant().size();
        push_tag(&mut out, "Result", self.result.map_or("*", |r| r.text(size)));
        push_tag(&mut out, "GameType", &game_type::text(self.variant()));
        if self.start != Position::start(self.variant()) {
            push_tag(&mut out, "FEN", &self.start.to_fen());
        }
        for (name, value) in &self.tags {
            let name: String = name.chars().filter(|&c| c.is_ascii_alphanumeric() || c == '_').collect();
            let known = ROSTER.iter().chain(&DERIVED).any(|k| k.eq_ignore_ascii_case(&name));
            if !name.is_empty() && !known {
                push_tag(&mut out, &name, value);
            }
        }
        out.push('\n');
        out.push_str(&wrap(&self.movetext_units()));
        out.push('\n');
        out
    }

    fn movetext_units(&self) -> Vec<String> {
        let mut units = Vec::new();
        self.line_units(self.first_half_move(), &mut units);
        let size = self.variant().size();
        units.push(self.result.map_or("*", |r| r.text(size)).to_string());
        units
    }

    /// The moves, comments and variations of the line, its first move the
    /// `first_ply`-th half-move counted from a first player's move 1.
    fn line_units(&self, first_ply: usize, units: &mut Vec<String>) {
        if let Some(text) = &self.opening_comment {
            comment_units(text, units);
        }
        let mut pos = self.start;
        let first = self.variant().rules().first;
        let mut numbered = true;
        for (ply, mv) in self.moves.iter().enumerate() {
            let mut text = pos.move_text(mv);
            if let Some(mark) = self.marks.get(ply).copied().flatten() {
                text.push_str(mark.text());
            }
            let number = number_of_half_move(first_ply + ply);
            units.push(if pos.side_to_move() == first {
                format!("{number}. {text}")
            } else if numbered {
                format!("{number}... {text}")
            } else {
                text
            });
            let comment = self.comments.get(ply).and_then(Option::as_ref);
            if let Some(text) = comment {
                comment_units(text, units);
            }
            let variations = self.variations.get(ply).map_or(&[][..], Vec::as_slice);
            for line in variations {
                let from = units.len();
                line.line_units(first_ply + ply, units);
                if let Some(unit) = units.get_mut(from) {
                    unit.insert(0, '(');
                }
                if let Some(unit) = units.last_mut() {
                    unit.push(')');
                }
            }
            numbered = comment.is_some() || !variations.is_empty();
            pos.play_unchecked(mv);
        }
    }
}

/// The game as [`PdnGame::to_pdn`] writes it.
impl fmt::Display for PdnGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pdn())
    }
}

/// Writes games one after another, a blank line between them.
///
/// ```
/// use damas_engine::{Position, Variant};
/// use damas_engine::notation::{read_games, write_games, PdnGame};
/// let games = vec![PdnGame::new(Position::start(Variant::Russian)); 2];
/// let text = write_games(&games);
/// assert_eq!(read_games(&text, Variant::Brazilian).len(), 2);
/// ```
pub fn write_games(games: &[PdnGame]) -> String {
    games.iter().map(PdnGame::to_pdn).collect::<Vec<_>>().join("\n")
}

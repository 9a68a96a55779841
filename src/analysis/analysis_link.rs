//! The link that opens the analysis board on a position and a line: the
//! rule set, the start position (left out when it is the rule set's
//! start) and the moves, in the address's query:
//!
//! `/analysis?rules=english&fen=B:W18,K30:B1,5&moves=1-6,18-14`
//!
//! `rules` is the rule set's id, `fen` a PDN FEN, `moves` the moves' text
//! (as the move list writes them) separated by commas. See docs/RULES.md.

use std::fmt;

use damas_engine::notation::FenError;
use damas_engine::{Game, Move, Position, Variant};

/// The page's path.
pub const PATH: &str = "/analysis";

/// A position and a line from it, as a link carries them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisLink {
    pub start: Position,
    /// The line from `start`, every move legal in turn.
    pub moves: Vec<Move>,
}

/// Why a link's query did not open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// `rules` names no rule set.
    UnknownRuleSet(String),
    /// `fen` does not read under the rule set.
    Fen(FenError),
    /// The move at `index` (from 0) is not legal where it stands, or not a
    /// move; the moves before it are kept.
    Move { index: usize, text: String, kept: AnalysisLink },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::UnknownRuleSet(id) => write!(f, "no rule set '{id}'"),
            LinkError::Fen(e) => write!(f, "{e}"),
            LinkError::Move { index, text, .. } => write!(f, "move {} '{text}' does not play", index + 1),
        }
    }
}

impl std::error::Error for LinkError {}

/// Characters written as they are; every other byte is percent-encoded.
fn plain(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-._~:,".contains(&b)
}

fn encode(text: &str) -> String {
    text.bytes().map(|b| if plain(b) { (b as char).to_string() } else { format!("%{b:02X}") }).collect()
}

fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut k = 0;
    while k < bytes.len() {
        match bytes[k] {
            b'%' if k + 2 < bytes.len() => {
                match std::str::from_utf8(&bytes[k + 1..k + 3])
                    .ok()
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                {
                    Some(b) => {
                        out.push(b);
                        k += 3;
                        continue;
                    }
                    None => out.push(b'%'),
                }
            }
            b'+' => out.push(b' '),
            b => out.push(b),
        }
        k += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

impl AnalysisLink {
    /// The link to `game`'s start and moves.
    pub fn of(game: &Game) -> AnalysisLink {
        AnalysisLink { start: *game.start(), moves: game.moves().to_vec() }
    }

    /// The line as a game from the start.
    pub fn game(&self) -> Game {
        let mut game = Game::from_position(self.start);
        for mv in &self.moves {
            if game.play(mv).is_err() {
                break;
            }
        }
        game
    }

    /// The query (without `?`).
    pub fn query(&self) -> String {
        let variant = self.start.variant();
        let mut query = format!("rules={variant}");
        if self.start != Position::start(variant) {
            query.push_str("&fen=");
            query.push_str(&encode(&self.start.to_fen()));
        }
        let game = self.game();
        let texts: Vec<String> =
            game.moves().iter().zip(game.positions()).map(|(mv, before)| before.move_text(mv)).collect();
        if !texts.is_empty() {
            query.push_str("&moves=");
            query.push_str(&encode(&texts.join(",")));
        }
        query
    }

    /// The path and query: what the address shows.
    pub fn href(&self) -> String {
        format!("{PATH}?{}", self.query())
    }

    /// Reads a query (with or without `?`); `default` is the rule set when
    /// it names none. Unknown keys are ignored.
    pub fn parse(query: &str, default: Variant) -> Result<AnalysisLink, LinkError> {
        let query = query.trim_start_matches('?');
        let value = |key: &str| {
            query.split('&').find_map(|pair| {
                let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
                (k == key).then(|| decode(v))
            })
        };
        let variant = match value("rules") {
            Some(id) => id.parse::<Variant>().map_err(|_| LinkError::UnknownRuleSet(id))?,
            None => default,
        };
        let start = match value("fen").filter(|f| !f.trim().is_empty()) {
            Some(fen) => Position::from_fen(variant, &fen).map_err(LinkError::Fen)?,
            None => Position::start(variant),
        };
        let mut line = Game::from_position(start);
        let moves = value("moves").unwrap_or_default();
        for (index, text) in moves.split(',').map(str::trim).filter(|t| !t.is_empty()).enumerate() {
            let played = line.position().parse_move(text).ok().and_then(|mv| line.play(&mv).ok());
            if played.is_none() {
                let kept = AnalysisLink::of(&line);
                return Err(LinkError::Move { index, text: text.to_string(), kept });
            }
        }
        Ok(AnalysisLink::of(&line))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Color;

    fn game(variant: Variant, fen: Option<&str>, moves: &[&str]) -> Game {
        let start = fen.map_or(Position::start(variant), |f| Position::from_fen(variant, f).unwrap());
        let mut game = Game::from_position(start);
        for m in moves {
            game.play_text(m).unwrap();
        }
        game
    }

    #[test]
    fn a_line_from_the_start_is_the_rule_set_and_the_moves() {
        let g = game(Variant::English, None, &["11-15", "23-19"]);
        let link = AnalysisLink::of(&g);
        assert_eq!(link.href(), "/analysis?rules=english&moves=11-15,23-19");
        assert_eq!(AnalysisLink::parse(&link.query(), Variant::Brazilian), Ok(link));
    }

    #[test]
    fn a_set_up_position_travels_in_the_link_with_its_line_in_every_rule_set() {
        for variant in Variant::ALL {
            // The start with one of the first player's men taken off, the
            // other side to move, and two moves of it.
            let start = Position::start(variant);
            let mut setup = crate::analysis::BoardSetup::from_position(&start);
            setup.apply(
                start.squares_of(start.side_to_move(), damas_engine::Role::Man)[0],
                crate::analysis::Brush::Erase,
            );
            setup.set_side_to_move(!start.side_to_move());
            let pos = setup.position().unwrap();
            let mut g = Game::from_position(pos);
            for _ in 0..2 {
                let mv = g.legal_moves()[0];
                g.play(&mv).unwrap();
            }
            let link = AnalysisLink::of(&g);
            assert!(link.query().contains("&fen="), "{variant}");
            let back = AnalysisLink::parse(&link.href()[PATH.len()..], Variant::Brazilian).unwrap();
            assert_eq!(back.start, pos, "{variant}");
            assert_eq!(back.moves, g.moves(), "{variant}");
        }
    }

    #[test]
    fn a_bad_link_says_what_is_wrong_and_keeps_the_moves_before_a_bad_move() {
        assert_eq!(
            AnalysisLink::parse("rules=chess", Variant::Brazilian),
            Err(LinkError::UnknownRuleSet("chess".into()))
        );
        assert_eq!(
            AnalysisLink::parse("rules=brazilian&fen=W:W33:B1", Variant::Brazilian),
            Err(LinkError::Fen(FenError::OffBoard(33)))
        );
        let Err(LinkError::Move { index, text, kept }) =
            AnalysisLink::parse("moves=22-18,11-15,22-17", Variant::Brazilian)
        else {
            panic!("the third move does not play");
        };
        assert_eq!((index, text.as_str(), kept.moves.len()), (2, "22-17", 2));
        assert_eq!(kept.game().position().side_to_move(), Color::White);
    }

    #[test]
    fn no_rule_set_in_the_link_opens_the_default_one_and_odd_characters_are_encoded() {
        let link = AnalysisLink::parse("", Variant::Russian).unwrap();
        assert_eq!(link.start, Position::start(Variant::Russian));
        assert_eq!(encode("a b&c"), "a%20b%26c");
        assert_eq!(decode("a%20b%26c+d"), "a b&c d");
        assert_eq!(decode("100%"), "100%");
    }
}

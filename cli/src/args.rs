//! The values the commands read from their arguments: clap's parsers for a
//! rule set, a level, a contempt, and the limits of the numbers; helpers
//! that turn a FEN into a position and keep messages on one line.

use damas_engine::search::Level;
use damas_engine::{Position, Variant};

/// The deepest perft the command accepts.
pub const MAX_DEPTH: i64 = 30;
/// The deepest search `best` and `match` accept, in plies.
pub const MAX_SEARCH_DEPTH: i64 = 99;
/// The longest thinking time `best` and `match` accept, in milliseconds.
pub const MAX_MOVETIME_MS: u64 = 3_600_000;

/// The first argument of every command that plays or reads one rule set:
/// its name, any of those `damas --help` lists.
#[derive(clap::Args)]
pub struct RuleSet {
    /// The rule set (see `damas --help`)
    #[arg(value_name = "rule-set", value_parser = variant)]
    pub variant: Variant,
}

/// The first two arguments of the commands that work on one position: the
/// rule set and the position's FEN (or `start`).
#[derive(clap::Args)]
pub struct RuleSetAndFen {
    #[command(flatten)]
    pub rule_set: RuleSet,
    /// The position (`start` for the start position)
    #[arg(value_name = "FEN")]
    pub fen: String,
}

impl RuleSetAndFen {
    /// The position the FEN gives.
    pub fn position(&self) -> Result<Position, String> {
        position(self.rule_set.variant, &self.fen)
    }
}

/// When a run that writes puzzles stops, and how it numbers them: the
/// options `generate`, `mine` and `extend` share.
#[derive(clap::Args)]
pub struct PuzzleRun {
    /// Stops after S seconds
    #[arg(long, value_name = "SECONDS", value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub seconds: Option<u64>,
    /// Numbers the ids from N
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=999_999))]
    pub first_id: u32,
}

/// A search depth in plies, 1 to [`MAX_SEARCH_DEPTH`]: the parser of every
/// `--depth N` that limits a search.
pub fn search_depth() -> clap::builder::RangedI64ValueParser<u32> {
    clap::value_parser!(u32).range(1..=MAX_SEARCH_DEPTH)
}

/// A thinking time in milliseconds, 1 to [`MAX_MOVETIME_MS`].
pub fn movetime() -> clap::builder::RangedU64ValueParser<u64> {
    clap::value_parser!(u64).range(1..=MAX_MOVETIME_MS)
}

/// A node limit: any whole number from 1.
pub fn nodes() -> clap::builder::RangedU64ValueParser<u64> {
    clap::value_parser!(u64).range(1..)
}

/// A rule set by name: any letter case, the aliases too.
pub fn variant(text: &str) -> Result<Variant, String> {
    text.parse::<Variant>().map_err(|_| {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
        format!("unknown rule set '{}' (expected one of: {})", snippet(text), names.join(", "))
    })
}

/// A level name, any letter case, with or without the accent.
pub fn level(text: &str) -> Result<Level, String> {
    text.parse::<Level>().map_err(|_| {
        format!("unknown level '{}' (expected domador, motorista, carcereiro or empresario)", snippet(text))
    })
}

/// What a draw costs a search (`--contempt N`, `+contempt=N`): hundredths
/// of a man, 0 to 100.
pub fn contempt(text: &str) -> Result<i32, String> {
    number(text, "the contempt (hundredths of a man)", 0, 100).map(|c| c as i32)
}

/// A whole number from `min` to `max` in text that is not an argument of
/// its own (a player's `depth=N`, a Hub line); `what` names it in the
/// message.
pub fn number(text: &str, what: &str, min: u64, max: u64) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(format!("{what} must be a whole number from {min} to {max}, not '{}'", snippet(text))),
    }
}

/// A search depth written inside another value (a player's `depth=N`, a
/// Hub `level depth=N`): 1 to [`MAX_SEARCH_DEPTH`].
pub fn depth_value(text: &str) -> Result<u32, String> {
    number(text, "search depth", 1, MAX_SEARCH_DEPTH as u64).map(|d| d as u32)
}

/// A position from a FEN, or `start` for the rule set's start position.
pub fn position(variant: Variant, fen: &str) -> Result<Position, String> {
    if fen.trim().eq_ignore_ascii_case("start") {
        return Ok(Position::start(variant));
    }
    Position::from_fen(variant, fen).map_err(|e| format!("bad FEN '{}' for {variant}: {e}", snippet(fen)))
}

/// At most 40 characters of `text`, for messages.
pub fn snippet(text: &str) -> String {
    const MAX: usize = 40;
    let text = text.trim();
    if text.chars().count() > MAX {
        text.chars().take(MAX).collect::<String>() + "…"
    } else {
        text.to_string()
    }
}

/// `text` on one line: control characters escaped, length bounded.
pub fn one_line(text: &str) -> String {
    const MAX: usize = 400;
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == MAX {
            out.push('…');
            break;
        }
        if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_set_is_read_by_any_of_its_names_and_an_unknown_one_lists_them() {
        assert_eq!(variant("Checkers"), Ok(Variant::English));
        let refused = variant("chess").unwrap_err();
        assert!(refused.starts_with("unknown rule set 'chess' (expected one of: brazilian"), "{refused}");
    }

    #[test]
    fn a_number_out_of_its_range_names_what_it_is() {
        assert_eq!(contempt("100"), Ok(100));
        assert_eq!(
            contempt("101").unwrap_err(),
            "the contempt (hundredths of a man) must be a whole number from 0 to 100, not '101'"
        );
    }
}

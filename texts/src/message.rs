//! A message of the catalogue with its data, before it is put in words.

use damas_engine::{Color, Move, Square};
use fluent_bundle::{FluentArgs, FluentValue};

/// The message that puts a list of squares in words: `15 or 24`.
pub const LIST_OR: &str = "reason-list-or";

/// One value a message shows, typed: the formatter names squares its own
/// way (numbers, or coordinates on the Turkish board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A square.
    Square(Square),
    /// Squares, put in words as one list: `15, 24 or 31`.
    Squares(Vec<Square>),
    /// A count: Fluent picks the plural form by it.
    Count(u32),
    /// A move, in notation with every landing square (`22x13x6`).
    Move(Move),
    /// A side: `white` or `black`, a selector of the message.
    Side(Color),
}

/// A message of the catalogue (`id`) and its placeholders' values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The message's name in the catalogue (`reason-occupied`).
    pub id: &'static str,
    /// The placeholders, by name.
    pub args: Vec<(&'static str, Arg)>,
}

/// Formats a message of a catalogue: its name and its placeholders.
pub type Format<'f> = dyn Fn(&str, Option<&FluentArgs>) -> String + 'f;

impl Message {
    /// A message without placeholders.
    pub fn plain(id: &'static str) -> Message {
        Message { id, args: Vec::new() }
    }

    /// A message with placeholders.
    pub fn with(id: &'static str, args: impl IntoIterator<Item = (&'static str, Arg)>) -> Message {
        Message { id, args: args.into_iter().collect() }
    }

    /// The message in words: squares named by `name`, every message
    /// (this one, and [`LIST_OR`] for lists) formatted by `format`.
    pub fn words(&self, name: &dyn Fn(Square) -> String, format: &Format<'_>) -> String {
        if self.args.is_empty() {
            return format(self.id, None);
        }
        let mut args = FluentArgs::new();
        for (key, arg) in &self.args {
            let value = match arg {
                Arg::Square(s) => FluentValue::from(name(*s)),
                Arg::Squares(squares) => FluentValue::from(list(squares, name, format)),
                Arg::Count(n) => FluentValue::from(*n),
                Arg::Move(mv) => FluentValue::from(mv.full_text()),
                Arg::Side(Color::White) => FluentValue::from("white"),
                Arg::Side(Color::Black) => FluentValue::from("black"),
            };
            args.set(*key, value);
        }
        format(self.id, Some(&args))
    }
}

/// `15`, `15 or 24`, `15, 24 or 31`: the "or" and where it goes come from
/// the catalogue ([`LIST_OR`]).
fn list(squares: &[Square], name: &dyn Fn(Square) -> String, format: &Format<'_>) -> String {
    let names: Vec<String> = squares.iter().map(|&s| name(s)).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => {
            // A square named by its number is passed as a number, so that a
            // language may choose its "or" by it (Spanish: "7 u 8"). Only
            // plain digits with no leading zero, which Fluent writes back
            // exactly as they came.
            // Read as a whole number rather than by Fluent's float parser,
            // which the first page would otherwise carry.
            let plain_number = !last.starts_with('0') && last.bytes().all(|b| b.is_ascii_digit());
            let last = match last.parse::<u64>() {
                Ok(n) if plain_number => FluentValue::from(n),
                _ => FluentValue::from(last.as_str()),
            };
            let mut args = FluentArgs::new();
            args.set("rest", rest.join(", "));
            args.set("last", last);
            format(LIST_OR, Some(&args))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::BoardSize;

    fn sq(n: u32) -> Square {
        Square::new(n, BoardSize::Eight).unwrap()
    }

    /// A formatter that shows what it was given: `id{name=value,…}`, the
    /// names in Fluent's (alphabetical) order.
    fn echo(id: &str, args: Option<&FluentArgs>) -> String {
        let args: Vec<String> = args
            .into_iter()
            .flat_map(|a| a.iter())
            .map(|(k, v)| match v {
                FluentValue::String(s) => format!("{k}={s}"),
                FluentValue::Number(n) => format!("{k}=#{}", n.value),
                _ => format!("{k}=?"),
            })
            .collect();
        format!("{id}{{{}}}", args.join(","))
    }

    #[test]
    fn a_plain_message_is_formatted_without_arguments() {
        assert_eq!(
            Message::plain("reason-no-squares").words(&|s| s.to_string(), &echo),
            "reason-no-squares{}"
        );
    }

    #[test]
    fn squares_are_named_by_the_namer_and_counts_stay_numbers() {
        let m = Message::with("m", [("square", Arg::Square(sq(22))), ("count", Arg::Count(3))]);
        assert_eq!(m.words(&|s| format!("<{s}>"), &echo), "m{count=#3,square=<22>}");
    }

    #[test]
    fn a_list_of_one_square_is_the_square_and_longer_lists_ask_the_catalogue_for_or() {
        let one = Message::with("m", [("squares", Arg::Squares(vec![sq(15)]))]);
        assert_eq!(one.words(&|s| s.to_string(), &echo), "m{squares=15}");
        let three = Message::with("m", [("squares", Arg::Squares(vec![sq(15), sq(24), sq(31)]))]);
        assert_eq!(three.words(&|s| s.to_string(), &echo), "m{squares=reason-list-or{last=#31,rest=15, 24}}");
    }

    #[test]
    fn a_square_named_by_a_coordinate_ends_a_list_as_text() {
        let two = Message::with("m", [("squares", Arg::Squares(vec![sq(15), sq(24)]))]);
        assert_eq!(two.words(&|s| format!("c{s}"), &echo), "m{squares=reason-list-or{last=c24,rest=c15}}");
    }

    #[test]
    fn sides_are_the_catalogue_selectors() {
        let m = Message::with("m", [("side", Arg::Side(Color::Black))]);
        assert_eq!(m.words(&|s| s.to_string(), &echo), "m{side=black}");
    }
}

//! Command-line arguments, read by hand (no dependencies).

use std::ffi::OsString;

use damas_engine::search::Level;
use damas_engine::{Position, Variant};

/// The deepest perft the command accepts.
pub const MAX_DEPTH: u32 = 30;
/// The deepest search `best` and `match` accept, in plies.
pub const MAX_SEARCH_DEPTH: u32 = 99;
/// The longest thinking time `best` and `match` accept, in milliseconds.
pub const MAX_MOVETIME_MS: u64 = 3_600_000;

/// The program's arguments (without the program name) as UTF-8 strings.
pub fn collect(raw: impl Iterator<Item = OsString>) -> Result<Vec<String>, String> {
    raw.enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| {
                format!("argument {} is not valid UTF-8: {}", i + 1, snippet(&a.to_string_lossy()))
            })
        })
        .collect()
}

/// One option a command accepts.
pub struct Opt {
    pub name: &'static str,
    pub takes_value: bool,
}

/// A command's arguments split into positional ones and options.
pub struct Split {
    pub positional: Vec<String>,
    /// (option name, value) in order; flags have an empty value.
    pub options: Vec<(&'static str, String)>,
}

impl Split {
    pub fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| *n == name)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.options.iter().find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
    }
}

/// Options that may be given more than once (each value is kept, in order).
const REPEATABLE: &[&str] = &["exclude"];

/// Splits a command's arguments. Options start with `--` and may come
/// anywhere; `--name=value` and `--name value` are both read; a lone `--`
/// ends the options. An option given twice is an error, except the
/// [`REPEATABLE`] ones.
pub fn split(args: &[String], allowed: &[Opt]) -> Result<Split, String> {
    let mut positional = Vec::new();
    let mut options: Vec<(&'static str, String)> = Vec::new();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg == "--" {
            positional.extend(rest.by_ref().cloned());
            break;
        }
        let Some(body) = arg.strip_prefix("--") else {
            positional.push(arg.clone());
            continue;
        };
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        let Some(opt) = allowed.iter().find(|o| o.name == name) else {
            return Err(format!("unknown option '--{}'", snippet(name)));
        };
        if !REPEATABLE.contains(&opt.name) && options.iter().any(|(n, _)| *n == opt.name) {
            return Err(format!("option '--{name}' given twice"));
        }
        let value = match (opt.takes_value, inline) {
            (true, Some(v)) => v.to_string(),
            (true, None) => match rest.next() {
                Some(v) => v.clone(),
                None => return Err(format!("option '--{name}' needs a value")),
            },
            (false, None) => String::new(),
            (false, Some(_)) => return Err(format!("option '--{name}' takes no value")),
        };
        options.push((opt.name, value));
    }
    Ok(Split { positional, options })
}

/// The arguments of a command that works on one rule set: its options, then
/// the rule set (the first positional argument), then the other positional
/// arguments.
pub struct Command {
    pub variant: Variant,
    /// The positional arguments after the rule set.
    pub positional: Positional,
    pub options: Split,
}

/// Reads the arguments of a command that takes a rule set first: splits off
/// the `allowed` options and reads the rule set.
pub fn command(args: &[String], allowed: &[Opt]) -> Result<Command, String> {
    let mut options = split(args, allowed)?;
    let mut positional = Positional::new(std::mem::take(&mut options.positional));
    let variant = variant(&positional.next("rule set")?)?;
    Ok(Command { variant, positional, options })
}

/// Takes the positional arguments in order, naming what is missing or extra.
pub struct Positional {
    items: std::vec::IntoIter<String>,
}

impl Positional {
    pub fn new(items: Vec<String>) -> Positional {
        Positional { items: items.into_iter() }
    }

    /// The next argument, required.
    pub fn next(&mut self, what: &str) -> Result<String, String> {
        self.items.next().ok_or_else(|| format!("missing {what}"))
    }

    /// The next argument, if any.
    pub fn optional(&mut self) -> Option<String> {
        self.items.next()
    }

    /// All the remaining arguments.
    pub fn rest(&mut self) -> Vec<String> {
        self.items.by_ref().collect()
    }

    /// Fails if an argument is left over.
    pub fn end(&mut self) -> Result<(), String> {
        match self.items.next() {
            Some(extra) => Err(format!("unexpected argument '{}'", snippet(&extra))),
            None => Ok(()),
        }
    }
}

pub fn variant(text: &str) -> Result<Variant, String> {
    text.parse::<Variant>().map_err(|_| {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
        format!("unknown rule set '{}' (expected one of: {})", snippet(text), names.join(", "))
    })
}

pub fn depth(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(d) if (1..=MAX_DEPTH).contains(&d) => Ok(d),
        _ => Err(format!("depth must be a whole number from 1 to {MAX_DEPTH}, not '{}'", snippet(text))),
    }
}

/// What a draw costs a search (`--contempt N`, `+contempt=N`): hundredths
/// of a man, 0 to 100.
pub fn contempt(text: &str) -> Result<i32, String> {
    number(text, "the contempt (hundredths of a man)", 0, 100).map(|c| c as i32)
}

/// A whole number from `min` to `max`; `what` names it in the message.
pub fn number(text: &str, what: &str, min: u64, max: u64) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(format!("{what} must be a whole number from {min} to {max}, not '{}'", snippet(text))),
    }
}

/// A search depth in plies.
pub fn search_depth(text: &str) -> Result<u32, String> {
    number(text, "search depth", 1, MAX_SEARCH_DEPTH.into()).map(|d| d as u32)
}

/// A thinking time in milliseconds.
pub fn movetime(text: &str) -> Result<u64, String> {
    number(text, "movetime (milliseconds)", 1, MAX_MOVETIME_MS)
}

/// A random seed: any whole number that fits in 64 bits.
pub fn seed(text: &str) -> Result<u64, String> {
    number(text, "seed", 0, u64::MAX)
}

/// A level name, any letter case, with or without the accent.
pub fn level(text: &str) -> Result<Level, String> {
    text.parse::<Level>().map_err(|_| {
        format!("unknown level '{}' (expected domador, motorista, carcereiro or empresario)", snippet(text))
    })
}

/// A position from a FEN, or `start` for the rule set's start position.
pub fn position(variant: Variant, fen: &str) -> Result<Position, String> {
    if fen.trim().eq_ignore_ascii_case("start") {
        return Ok(Position::start(variant));
    }
    Position::from_fen(variant, fen).map_err(|e| format!("bad FEN '{}' for {variant}: {e}", snippet(fen)))
}

/// Splits `args` into the subcommand of `group` (one of `names`) and its
/// arguments: `damas book build ...` gives `("build", [...])`. A missing or
/// unknown subcommand is refused with the list of `names`.
pub fn subcommand<'a>(
    group: &str,
    args: &'a [String],
    names: &[&'static str],
) -> Result<(&'static str, &'a [String]), String> {
    let expected = match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    };
    let Some((sub, rest)) = args.split_first() else {
        return Err(format!("missing {group} command (expected {expected})"));
    };
    match names.iter().find(|name| **name == sub.as_str()) {
        Some(name) => Ok((name, rest)),
        None => Err(format!("unknown {group} command '{}' (expected {expected})", snippet(sub))),
    }
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
    use super::subcommand;

    #[test]
    fn a_subcommand_is_one_of_its_group_and_the_rest_follows() {
        let args: Vec<String> = ["verify", "english", "f.txt"].iter().map(|s| s.to_string()).collect();
        let (name, rest) = subcommand("book", &args, &["build", "verify"]).unwrap();
        assert_eq!((name, rest), ("verify", &args[1..]));
        assert_eq!(
            subcommand("book", &args[1..], &["build", "verify", "variety"]).unwrap_err(),
            "unknown book command 'english' (expected build, verify or variety)"
        );
        assert_eq!(
            subcommand("learn", &[], &["train"]).unwrap_err(),
            "missing learn command (expected train)"
        );
    }
}

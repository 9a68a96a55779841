//! A part of a language's messages, parsed, and the formatting of one of
//! them with its arguments: the part of Fluent the catalogue uses
//! ([`super::catalogue`]).
//!
//! The files are parsed by `fluent-syntax`; the messages are formatted
//! here rather than by `fluent-bundle`'s `FluentBundle`, which carries the
//! plural rules of every language CLDR knows, a memoizer of them, language
//! negotiation and float parsing and formatting (to read number literals
//! and to turn a number into CLDR's operands): about 30 KB of the first
//! page's download (issue 54). The arguments stay `fluent-bundle`'s
//! [`FluentArgs`]. What it formats is what `FluentBundle` formats with the
//! catalogue's settings (no isolation marks, numbers by
//! [`super::format::group_digits`]): a test compares the two on every
//! message of every language.
//!
//! What the catalogue does not use is not supported: functions (`NUMBER()`)
//! show as an unknown reference (`{NUMBER()}`), and a number literal with a
//! fraction is written as it is in the file and matches no number.

use std::borrow::Cow;
use std::collections::BTreeMap;

use fluent_bundle::{FluentArgs, FluentValue};
use fluent_syntax::ast::{
    Attribute, Expression, InlineExpression, Message, Pattern, PatternElement, Term, VariantKey,
};
use fluent_syntax::unicode::{unescape_unicode, unescape_unicode_to_string};

use super::plural::Plural;
use super::Lang;

/// A message of a [`Bundle`], kept for the life of the app.
pub type Entry = Message<&'static str>;

/// The formatted patterns a message may reference, deepest first: past
/// this depth a reference shows as unknown (a cycle, which the catalogue's
/// tests rule out).
const MAX_DEPTH: usize = 32;

/// The messages and terms of one or more Fluent files of a language.
#[derive(Debug)]
pub struct Bundle {
    lang: Lang,
    messages: BTreeMap<&'static str, &'static Entry>,
    terms: BTreeMap<&'static str, &'static Term<&'static str>>,
}

/// A value a selector or a term's argument takes.
#[derive(Clone, Debug, PartialEq)]
enum Value<'a> {
    Text(Cow<'a, str>),
    Number(f64),
    /// No value (an argument given as `FluentValue::None`, a missing
    /// variable, a function): only the default variant matches.
    None,
}

impl<'a> Value<'a> {
    fn of(value: &'a FluentValue<'_>) -> Value<'a> {
        match value {
            FluentValue::String(s) => Value::Text(Cow::Borrowed(s)),
            FluentValue::Number(n) => Value::Number(n.value),
            _ => Value::None,
        }
    }
}

impl Bundle {
    /// The messages of `sources`, in `lang`. The sources are kept for the
    /// life of the app (the catalogue's bundles are), and a file with
    /// errors keeps the messages that parsed; the first of two messages or
    /// terms of the same name stays.
    pub fn new<'s>(lang: Lang, sources: impl IntoIterator<Item = &'s str>) -> Bundle {
        let mut bundle = Bundle { lang, messages: BTreeMap::new(), terms: BTreeMap::new() };
        for source in sources {
            let source: &'static str = Box::leak(source.to_owned().into_boxed_str());
            let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(partial, _)| partial);
            for entry in Box::leak(Box::new(resource)).body.iter() {
                match entry {
                    fluent_syntax::ast::Entry::Message(m) => {
                        bundle.messages.entry(m.id.name).or_insert(m);
                    }
                    fluent_syntax::ast::Entry::Term(t) => {
                        bundle.terms.entry(t.id.name).or_insert(t);
                    }
                    _ => {}
                }
            }
        }
        bundle
    }

    /// The message named `id`.
    pub fn message(&self, id: &str) -> Option<&'static Entry> {
        self.messages.get(id).copied()
    }

    /// A message's value or attribute, its placeholders filled from `args`.
    pub fn format(&self, pattern: &'static Pattern<&'static str>, args: Option<&FluentArgs>) -> String {
        if let [PatternElement::TextElement { value }] = pattern.elements.as_slice() {
            return (*value).to_owned();
        }
        let mut out = String::new();
        Scope { bundle: self, args, local: None, depth: 0 }.write_pattern(&mut out, pattern);
        out
    }
}

/// One formatting: the message's arguments, a term's own while it is
/// formatted, and how deep the references go.
struct Scope<'b, 'a> {
    bundle: &'b Bundle,
    args: Option<&'a FluentArgs<'a>>,
    local: Option<Vec<(&'static str, Value<'static>)>>,
    depth: usize,
}

impl Scope<'_, '_> {
    fn write_pattern(&mut self, out: &mut String, pattern: &'static Pattern<&'static str>) {
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => out.push_str(value),
                PatternElement::Placeable { expression } => self.write_expression(out, expression),
            }
        }
    }

    /// A referenced pattern, unless the references go too deep.
    fn write_nested(
        &mut self,
        out: &mut String,
        pattern: &'static Pattern<&'static str>,
        from: &InlineExpression<&str>,
    ) {
        if self.depth >= MAX_DEPTH {
            return write_unknown(out, from);
        }
        self.depth += 1;
        self.write_pattern(out, pattern);
        self.depth -= 1;
    }

    fn write_expression(&mut self, out: &mut String, expression: &'static Expression<&'static str>) {
        match expression {
            Expression::Inline(inline) => self.write_inline(out, inline),
            Expression::Select { selector, variants } => {
                let value = self.resolve(selector);
                let lang = self.bundle.lang;
                let chosen = variants
                    .iter()
                    .find(|v| matches(lang, &v.key, &value))
                    .or_else(|| variants.iter().find(|v| v.default));
                if let Some(variant) = chosen {
                    self.write_pattern(out, &variant.value);
                }
            }
        }
    }

    fn write_inline(&mut self, out: &mut String, inline: &'static InlineExpression<&'static str>) {
        match inline {
            InlineExpression::StringLiteral { value } => {
                let _ = unescape_unicode(out, value);
            }
            InlineExpression::NumberLiteral { value } => match whole_number(value) {
                Some(n) => out.push_str(&super::format::group_digits(self.bundle.lang.code(), n)),
                None => out.push_str(value),
            },
            InlineExpression::MessageReference { id, attribute } => {
                let pattern = self.bundle.message(id.name).and_then(|message| {
                    pattern_of(
                        message.value.as_ref(),
                        &message.attributes,
                        attribute.as_ref().map(|a| a.name),
                    )
                });
                match pattern {
                    Some(pattern) => self.write_nested(out, pattern, inline),
                    None => write_unknown(out, inline),
                }
            }
            InlineExpression::TermReference { id, attribute, arguments } => {
                // A term sees only its own arguments, none when called bare.
                let named = arguments.as_ref().map_or(&[][..], |a| a.named.as_slice());
                let local = named.iter().map(|arg| (arg.name.name, literal(&arg.value))).collect();
                self.local = Some(local);
                let pattern = self.bundle.terms.get(id.name).and_then(|term| {
                    pattern_of(Some(&term.value), &term.attributes, attribute.as_ref().map(|a| a.name))
                });
                match pattern {
                    Some(pattern) => self.write_nested(out, pattern, inline),
                    None => write_unknown(out, inline),
                }
                self.local = None;
            }
            InlineExpression::FunctionReference { .. } => write_unknown(out, inline),
            InlineExpression::VariableReference { id } => match self.variable(id.name) {
                Some(Value::Text(text)) => out.push_str(&text),
                Some(Value::Number(n)) => {
                    out.push_str(&super::format::group_digits(self.bundle.lang.code(), n))
                }
                // An argument with no value (`FluentValue::None`) shows nothing.
                Some(Value::None) => {}
                None => write_unknown(out, inline),
            },
            InlineExpression::Placeable { expression } => self.write_expression(out, expression),
        }
    }

    /// A variable's value, if it is given: a term's own arguments while a
    /// term is formatted, else the message's.
    fn variable(&self, name: &'static str) -> Option<Value<'_>> {
        match &self.local {
            Some(local) => local.iter().find(|(n, _)| *n == name).map(|(_, v)| v.clone()),
            None => self.args.and_then(|args| args.get(name)).map(Value::of),
        }
    }

    /// What a selector selects by.
    fn resolve(&mut self, inline: &'static InlineExpression<&'static str>) -> Value<'static> {
        match inline {
            InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {
                literal(inline)
            }
            InlineExpression::VariableReference { id } => match self.variable(id.name) {
                Some(Value::Text(text)) => Value::Text(Cow::Owned(text.into_owned())),
                Some(Value::Number(n)) => Value::Number(n),
                Some(Value::None) | None => Value::None,
            },
            InlineExpression::FunctionReference { .. } => Value::None,
            _ => {
                let mut out = String::new();
                self.write_inline(&mut out, inline);
                Value::Text(Cow::Owned(out))
            }
        }
    }
}

/// A message's or a term's `value`, or its attribute named `attribute`.
pub fn pattern_of(
    value: Option<&'static Pattern<&'static str>>,
    attributes: &'static [Attribute<&'static str>],
    attribute: Option<&str>,
) -> Option<&'static Pattern<&'static str>> {
    match attribute {
        Some(name) => attributes.iter().find(|a| a.id.name == name).map(|a| &a.value),
        None => value,
    }
}

/// The value of a literal (a term's argument, a selector).
fn literal(inline: &'static InlineExpression<&'static str>) -> Value<'static> {
    match inline {
        InlineExpression::StringLiteral { value } => Value::Text(unescape_unicode_to_string(value)),
        InlineExpression::NumberLiteral { value } => whole_number(value).map_or(Value::None, Value::Number),
        _ => Value::None,
    }
}

/// Whether a variant's key selects `value`: the same text, the same
/// number, or the plural category of a number.
fn matches(lang: Lang, key: &VariantKey<&str>, value: &Value) -> bool {
    match (key, value) {
        (VariantKey::Identifier { name }, Value::Text(text)) => name == text,
        (VariantKey::Identifier { name }, Value::Number(n)) => Plural::of(lang, *n).name() == *name,
        (VariantKey::NumberLiteral { value: key }, Value::Number(n)) => whole_number(key) == Some(*n),
        _ => false,
    }
}

/// A number literal without a fraction (`3`, `-12`).
fn whole_number(literal: &str) -> Option<f64> {
    let digits = literal.strip_prefix('-').unwrap_or(literal);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n = digits.parse::<u64>().ok()? as f64;
    Some(if digits.len() < literal.len() { -n } else { n })
}

/// What an unknown reference shows, as Fluent writes it: `{-term}`,
/// `{message.attribute}`, `{$variable}`.
fn write_unknown(out: &mut String, inline: &InlineExpression<&str>) {
    out.push('{');
    match inline {
        InlineExpression::MessageReference { id, attribute } => {
            out.push_str(id.name);
            if let Some(attribute) = attribute {
                out.push('.');
                out.push_str(attribute.name);
            }
        }
        InlineExpression::TermReference { id, attribute, .. } => {
            out.push('-');
            out.push_str(id.name);
            if let Some(attribute) = attribute {
                out.push('.');
                out.push_str(attribute.name);
            }
        }
        InlineExpression::FunctionReference { id, .. } => {
            out.push_str(id.name);
            out.push_str("()");
        }
        InlineExpression::VariableReference { id } => {
            out.push('$');
            out.push_str(id.name);
        }
        _ => {}
    }
    out.push('}');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::i18n::catalogue::{messages, TextPart, LOCALES};
    use fluent_bundle::{FluentBundle, FluentResource};

    /// What `fluent-bundle` formats, set as the catalogue sets its bundles.
    fn reference(lang: Lang, sources: &[&str]) -> FluentBundle<FluentResource> {
        fn numbers<M>(value: &FluentValue, code: &str, _: &M) -> Option<String> {
            match value {
                FluentValue::Number(n) => Some(crate::kernel::i18n::format::group_digits(code, n.value)),
                _ => None,
            }
        }
        let mut bundle = FluentBundle::new(vec![lang.code().parse().unwrap()]);
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(match lang {
            Lang::Pt => |v: &FluentValue, m: &_| numbers(v, "pt-BR", m),
            Lang::En => |v: &FluentValue, m: &_| numbers(v, "en", m),
            Lang::Es => |v: &FluentValue, m: &_| numbers(v, "es", m),
            Lang::Ru => |v: &FluentValue, m: &_| numbers(v, "ru", m),
        }));
        for source in sources {
            let _ = bundle.add_resource(FluentResource::try_new(source.to_string()).unwrap());
        }
        bundle
    }

    /// The variant keys the files name (`[white]`, `[one]`), as values to
    /// select by.
    fn keys(sources: &[&str]) -> BTreeMap<String, ()> {
        let mut out = BTreeMap::new();
        for line in sources.iter().flat_map(|s| s.lines()) {
            let line = line.trim_start().trim_start_matches('*');
            if let Some(key) = line.strip_prefix('[').and_then(|rest| rest.split(']').next()) {
                out.insert(key.trim().to_string(), ());
            }
        }
        out
    }

    #[test]
    fn every_message_of_every_language_formats_as_fluent_bundle_formats_it() {
        let numbers = [0, 1, 2, 3, 4, 5, 7, 11, 12, 14, 21, 22, 25, 101, 111, 1000, 1040, 10_400, 1_234_567];
        let mut compared = 0;
        for (lang, locale) in Lang::ALL.into_iter().zip(&LOCALES) {
            for part in TextPart::ALL {
                let sources: Vec<&str> = locale
                    .files
                    .iter()
                    .filter(|(ns, _)| part.namespaces().contains(ns))
                    .map(|(_, source)| *source)
                    .collect();
                let ours = Bundle::new(lang, sources.iter().copied());
                let theirs = reference(lang, &sources);
                let mut values: Vec<FluentValue> = numbers.iter().map(|&n| FluentValue::from(n)).collect();
                values.extend([FluentValue::from(-3), FluentValue::from(1.5), FluentValue::from(0.5)]);
                values.extend(keys(&sources).into_keys().map(FluentValue::from));
                values.extend([FluentValue::from("some words"), FluentValue::None]);
                for source in &sources {
                    for (id, vars) in messages(source).unwrap() {
                        let message = ours.message(&id).unwrap();
                        let their_message = theirs.get_message(&id).unwrap();
                        let mut patterns = vec![(message.value.as_ref(), their_message.value())];
                        for attribute in &message.attributes {
                            let theirs = their_message.get_attribute(attribute.id.name).map(|a| a.value());
                            patterns.push((Some(&attribute.value), theirs));
                        }
                        for (pattern, their_pattern) in patterns {
                            let (Some(pattern), Some(their_pattern)) = (pattern, their_pattern) else {
                                assert!(pattern.is_none() && their_pattern.is_none(), "{lang:?} {id}");
                                continue;
                            };
                            // With no arguments, then each variable given
                            // each value in turn, the variables shifted.
                            let mut trials = vec![None];
                            for i in 0..values.len() {
                                let mut args = FluentArgs::new();
                                for (j, var) in vars.iter().enumerate() {
                                    args.set(var.clone(), values[(i + j) % values.len()].clone());
                                }
                                trials.push(Some(args));
                            }
                            for args in &trials {
                                let expected =
                                    theirs.format_pattern(their_pattern, args.as_ref(), &mut Vec::new());
                                assert_eq!(
                                    ours.format(pattern, args.as_ref()),
                                    expected,
                                    "{lang:?} {id} {args:?}"
                                );
                                compared += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(compared > 10_000, "{compared} formattings compared");
    }

    #[test]
    fn a_term_sees_only_its_own_arguments_and_a_missing_reference_shows_its_name() {
        let source = "-side = { $case ->\n [gen] of white\n *[nom] white\n}\nm = { -side(case: \"gen\") } { -side } { $n } { -nothing } { nothing.title } { NUMBER($n) }\n";
        let bundle = Bundle::new(Lang::En, [source]);
        let mut args = FluentArgs::new();
        args.set("n", 1040);
        args.set("case", "gen");
        let pattern = bundle.message("m").unwrap().value.as_ref().unwrap();
        assert_eq!(
            bundle.format(pattern, Some(&args)),
            "of white white 1,040 {-nothing} {nothing.title} {NUMBER()}"
        );
    }

    #[test]
    fn a_number_selects_its_own_variant_before_its_plural_category() {
        let source = "m = { $n ->\n [1] just one\n [one] { $n } (one)\n [few] { $n } (few)\n *[other] { $n } (other)\n}\n";
        let bundle = Bundle::new(Lang::Ru, [source]);
        let pattern = bundle.message("m").unwrap().value.as_ref().unwrap();
        let with = |n: u32| {
            let mut args = FluentArgs::new();
            args.set("n", n);
            bundle.format(pattern, Some(&args))
        };
        assert_eq!(with(1), "just one");
        assert_eq!(with(21), "21 (one)");
        assert_eq!(with(3), "3 (few)");
        assert_eq!(with(1000), "1\u{a0}000 (other)");
    }
}

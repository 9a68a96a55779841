//! The catalogue: every user-facing string of the app, in Fluent files, one
//! folder per language (`locales/<lang>/`) and one file per namespace
//! ([`NAMESPACES`]: the interface, the engine's reasons, the rules pages,
//! the lessons, …).
//!
//! Why Fluent (parsed by [`fluent_syntax`], formatted by
//! [`super::bundle`]; the arguments are [`fluent_bundle`]'s) rather than
//! `leptos_i18n`: the texts are made by plain Rust (this module and its
//! neighbours), compiled and tested natively with no web crate, and lesson
//! prose is data with placeholders;
//! Fluent gives named placeholders, CLDR plural and select expressions that
//! Russian needs (`one`/`few`/`many`), and files a translator can read. The
//! checks `leptos_i18n` makes at compile time are the tests below: a
//! missing message, a placeholder that differs between languages, and a
//! message no code names all fail `cargo test`.
//!
//! * [`text`] formats a message, named by its [`Key`], with arguments
//!   ([`tr!`](crate::tr) builds them); [`fixed`] gives a message with none
//!   as a `&'static str`, and [`Text`](super::Text)`::get` a fixed text.
//! * Natively (the tests, the tools) the files are compiled in
//!   ([`LOCALES`]). The browser app carries none: the build writes each
//!   language's files as two files beside the app ([`TextPart`],
//!   [`served_path`], `scripts/locales`), the app fetches the learner's
//!   shell before it shows anything, the pages' part before the first page
//!   other than home, and a language chosen later before it switches
//!   (`crate::kernel::storage`), and the service worker keeps all of them,
//!   so every language works offline. A part is [`install`]ed once fetched.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use fluent_bundle::FluentArgs;

use super::bundle::{Bundle, Entry};
use super::{Key, Lang};

/// The files of each language, one per namespace.
pub const NAMESPACES: [&str; 13] = [
    "ui", "app", "reasons", "rules", "errors", "puzzles", "review", "online", "lessons", "formats",
    "analysis", "views", "room",
];

/// The Fluent files of one language.
#[derive(Debug)]
pub struct Locale {
    /// The folder under `locales/` and the BCP 47 tag.
    pub code: &'static str,
    /// `(namespace, source)` in the order of [`NAMESPACES`].
    pub files: [(&'static str, &'static str); NAMESPACES.len()],
}

/// The path of a language's files under `locales/`.
macro_rules! ftl_path {
    ($code:literal, $ns:literal) => {
        concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $code, "/", $ns, ".ftl")
    };
}

/// Calls `$then!($code: <every namespace>)`: the one list of the files a
/// language has, in the order of [`NAMESPACES`], for the macros below.
#[cfg(any(test, not(target_arch = "wasm32")))]
macro_rules! with_namespaces {
    ($then:ident!($code:literal)) => {
        $then!($code: "ui", "app", "reasons", "rules", "errors", "puzzles", "review", "online", "lessons", "formats", "analysis", "views", "room")
    };
}

#[cfg(any(test, not(target_arch = "wasm32")))]
macro_rules! files {
    ($code:literal: $($ns:literal),*) => {
        Locale { code: $code, files: [ $( ($ns, include_str!(ftl_path!($code, $ns))), )* ] }
    };
}

#[cfg(any(test, not(target_arch = "wasm32")))]
macro_rules! locale {
    ($code:literal) => {
        with_namespaces!(files!($code))
    };
}

/// Every language with files, in the order of [`Lang::ALL`]. English is
/// the reference: the others have its messages. Compiled in natively only.
#[cfg(any(test, not(target_arch = "wasm32")))]
pub static LOCALES: [Locale; 4] = [locale!("pt-BR"), locale!("en"), locale!("es"), locale!("ru")];

/// The reference language's files.
#[cfg(any(test, not(target_arch = "wasm32")))]
pub fn reference() -> &'static Locale {
    locale_of("en").expect("English is in LOCALES")
}

/// The files of the language with this folder name.
#[cfg(any(test, not(target_arch = "wasm32")))]
pub fn locale_of(code: &str) -> Option<&'static Locale> {
    LOCALES.iter().find(|l| l.code == code)
}

fn index(lang: Lang) -> usize {
    Lang::ALL.iter().position(|&l| l == lang).expect("Lang::ALL has every language")
}

/// FNV-1a, at compile time: a digest of a language's files that changes
/// whenever one of them does.
const fn digest(mut hash: u64, bytes: &[u8]) -> u64 {
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    hash
}

macro_rules! digest_files {
    ($code:literal: $($ns:literal),*) => {{
        let mut h = 0xcbf2_9ce4_8422_2325;
        $( h = digest(h, include_bytes!(ftl_path!($code, $ns))); )*
        h
    }};
}

/// The digests of a language's two parts ([`TextPart::ALL`]'s order),
/// each over the files [`TextPart::namespaces`] names (a test checks the
/// lists agree).
macro_rules! digest_of {
    ($code:literal) => {
        [
            digest_files!($code: "ui", "app", "formats", "online"),
            digest_files!($code: "views", "room", "reasons", "rules", "errors", "puzzles", "review", "lessons", "analysis"),
        ]
    };
}

/// The digests of the languages' files, in the order of [`Lang::ALL`]
/// (computed by the compiler: the files themselves stay out of the app).
#[allow(long_running_const_eval)] // about 600 KB of text, read once by the compiler
const DIGESTS: [[u64; 2]; 4] = [digest_of!("pt-BR"), digest_of!("en"), digest_of!("es"), digest_of!("ru")];

/// The two parts a language's texts are served in, so that the first page
/// fetches only the words it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextPart {
    /// What the shell and the home page show: their fixed texts
    /// (`ui.ftl`), the names of rule sets and levels and the day streak
    /// (`app.ftl`), the "your games" list (online play's words, with how a
    /// game ended). Fetched before anything shows; a test checks that
    /// every message their code names is here.
    Shell,
    /// The other pages' words (their fixed texts and the lessons' and
    /// puzzles' texts with data in `views.ftl`, a room's in `room.ftl`, the
    /// engine's reasons for a refused move, the rules pages, PDN errors, puzzles, the review, the
    /// lessons, the analysis board):
    /// fetched with the first page other than home
    /// (`crate::app::lazy_routes`).
    Pages,
}

impl TextPart {
    /// Both parts, the shell first.
    pub const ALL: [TextPart; 2] = [TextPart::Shell, TextPart::Pages];

    /// The files of the part (each namespace is in one part).
    pub fn namespaces(self) -> &'static [&'static str] {
        match self {
            TextPart::Shell => &["ui", "app", "formats", "online"],
            TextPart::Pages => {
                &["views", "room", "reasons", "rules", "errors", "puzzles", "review", "lessons", "analysis"]
            }
        }
    }

    /// Its name in the served file's name (`en.shell.ftl`).
    pub fn name(self) -> &'static str {
        match self {
            TextPart::Shell => "shell",
            TextPart::Pages => "pages",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Where the browser app fetches a part of a language's files: its
/// namespaces in one file, written by `scripts/locales`, with a digest of
/// their text so that no cache serves an older copy after an update.
pub fn served_path(lang: Lang, part: TextPart) -> String {
    format!("/locales/{}.{}.ftl?v={:016x}", lang.code(), part.name(), DIGESTS[index(lang)][part.index()])
}

/// Both parts of a language, the shell first.
pub fn served_paths(lang: Lang) -> [String; 2] {
    TextPart::ALL.map(|part| served_path(lang, part))
}

/// Each language's parts, in the order of [`Lang::ALL`] and
/// [`TextPart::ALL`].
static BUNDLES: [[OnceLock<Bundle>; 2]; 4] = [const { [const { OnceLock::new() }; 2] }; 4];

/// A language's messages from `sources` (a file with errors keeps the
/// messages that parsed: the tests make sure there are none). Formatted
/// without Unicode isolation marks around placeables (the app is written
/// left to right in every language it has), numbers grouped the
/// language's way (1,040 · 1.040 · 1 040: [`super::format::group_digits`]).
fn new_bundle<'a>(lang: Lang, sources: impl IntoIterator<Item = &'a str>) -> Bundle {
    Bundle::new(lang, sources)
}

/// Adds a part of a language's messages, fetched from [`served_path`]:
/// its files one after the other. The first copy of a part stays.
pub fn install(lang: Lang, part: TextPart, source: &str) {
    let _ = BUNDLES[index(lang)][part.index()].get_or_init(|| new_bundle(lang, [source]));
}

/// Whether a language can show: its [`TextPart::Shell`] is there
/// ([`install`]; natively, always).
pub fn is_installed(lang: Lang) -> bool {
    has_part(lang, TextPart::Shell)
}

/// Whether a part of a language's messages is there.
pub fn has_part(lang: Lang, part: TextPart) -> bool {
    bundle(lang, part).is_some()
}

/// A part of a language's messages: natively built from [`LOCALES`] on
/// first use, in the browser once [`install`]ed.
fn bundle(lang: Lang, part: TextPart) -> Option<&'static Bundle> {
    let slot = &BUNDLES[index(lang)][part.index()];
    #[cfg(any(test, not(target_arch = "wasm32")))]
    return Some(slot.get_or_init(|| {
        let files = LOCALES[index(lang)].files.iter();
        new_bundle(lang, files.filter(|(ns, _)| part.namespaces().contains(ns)).map(|(_, source)| *source))
    }));
    #[cfg(all(target_arch = "wasm32", not(test)))]
    slot.get()
}

/// The message `id` of a language, in whichever part holds it, with the
/// bundle that formats it.
fn find_message(lang: Lang, id: &str) -> Option<(&'static Bundle, &'static Entry)> {
    TextPart::ALL.into_iter().find_map(|part| {
        let bundle = bundle(lang, part)?;
        Some((bundle, bundle.message(id)?))
    })
}

/// What a message missing from the catalogue shows: its name in brackets,
/// easy to spot (the e2e tests look for it).
pub fn missing(id: &str) -> String {
    format!("⟦{id}⟧")
}

/// The message `key` in `lang`, its placeholders filled from `args`.
pub fn text(lang: Lang, key: Key, args: Option<&FluentArgs>) -> String {
    text_named(lang, key.id(), args)
}

/// The message named `id` in `lang`, for names that come as data: the
/// messages `damas_texts` picks, which the command line and the server
/// share and which have no keys there. A name no message has shows the
/// [`missing`] marker.
pub fn text_named(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    let Some((bundle, pattern)) = find_message(lang, id).and_then(|(b, m)| Some((b, m.value.as_ref()?)))
    else {
        return missing(id);
    };
    bundle.format(pattern, args)
}

/// An attribute of a message (`id.attribute` in Fluent): `None` if the
/// message has no such attribute.
pub fn attribute(lang: Lang, key: Key, attribute: &str, args: Option<&FluentArgs>) -> Option<String> {
    let (bundle, message) = find_message(lang, key.id())?;
    let pattern = super::bundle::pattern_of(None, &message.attributes, Some(attribute))?;
    Some(bundle.format(pattern, args))
}

/// A message with no placeholders in `lang`, as a `&'static str`: made the
/// first time it is asked for once the language is [installed](install),
/// and kept for the life of the app (the catalogue's texts are few and
/// fixed). Before, it is the [`missing`] marker. Code names the message by
/// its [`Key`] ([`fixed`]) or by a variant of a generated enum
/// ([`Text`](super::Text)`::get`, which calls this with the variant's name).
pub fn fixed_id(lang: Lang, id: &'static str) -> &'static str {
    use std::collections::HashMap;
    use std::sync::Mutex;
    type Made = Mutex<HashMap<(Lang, &'static str), &'static str>>;
    static MADE: OnceLock<Made> = OnceLock::new();
    if !is_installed(lang) {
        return "⟦…⟧";
    }
    let mut made = MADE.get_or_init(Made::default).lock().unwrap_or_else(|e| e.into_inner());
    if let Some(text) = made.get(&(lang, id)) {
        return text;
    }
    // A message of the pages' part asked before that part came shows the
    // missing marker, which is not kept as the text: the message shows once
    // the part is installed.
    if find_message(lang, id).is_none() {
        static MISSING: OnceLock<Mutex<HashMap<&'static str, &'static str>>> = OnceLock::new();
        let mut marks = MISSING.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
        return marks.entry(id).or_insert_with(|| Box::leak(missing(id).into_boxed_str()));
    }
    made.entry((lang, id)).or_insert_with(|| Box::leak(text_named(lang, id, None).into_boxed_str()))
}

/// A message with no placeholders in `lang`, named by its key
/// ([`fixed_id`]): `fixed(lang, key::VARIANT_NAME_THAI)`.
pub fn fixed(lang: Lang, key: Key) -> &'static str {
    fixed_id(lang, key.id())
}

/// Fills a message's placeholders: `tr!(lang, key::LEARN_LEVEL_OF, index =
/// 2, count = 3)`, the message named by its [`Key`] (`super::key`).
/// Numbers stay numbers, so Fluent picks the plural form.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $key:expr) => {
        $crate::kernel::i18n::catalogue::text($lang, $key, None)
    };
    ($lang:expr, $key:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = ::fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($name), ::fluent_bundle::FluentValue::from($value)); )+
        $crate::kernel::i18n::catalogue::text($lang, $key, Some(&args))
    }};
}

/// One file's messages: name → the variables its value and attributes use.
pub fn messages(source: &str) -> Result<BTreeMap<String, BTreeSet<String>>, String> {
    use fluent_syntax::ast::Entry;
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            out.insert(m.id.name.to_string(), super::placeholders::of_message(&m));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::super::Text;
    use super::*;
    use damas_engine::Variant;

    type Messages = BTreeMap<(&'static str, String), BTreeSet<String>>;

    fn all_messages(locale: &Locale) -> Messages {
        files_messages(locale.code, locale.files.iter().map(|&(ns, source)| (ns, source)))
    }

    /// The messages of a language's files: (namespace, name) → placeholders.
    fn files_messages<'a>(code: &str, files: impl IntoIterator<Item = (&'static str, &'a str)>) -> Messages {
        let mut out = BTreeMap::new();
        for (ns, source) in files {
            let parsed = messages(source).unwrap_or_else(|e| panic!("locales/{code}/{ns}.ftl: {e}"));
            for (id, vars) in parsed {
                out.insert((ns, id), vars);
            }
        }
        out
    }

    /// The reference's messages a language lacks.
    fn lacking<'a>(reference: &'a Messages, theirs: &Messages) -> Vec<&'a (&'static str, String)> {
        reference.keys().filter(|k| !theirs.contains_key(*k)).collect()
    }

    #[test]
    fn every_file_of_every_language_parses_without_an_error() {
        for locale in &LOCALES {
            for (ns, source) in locale.files {
                if let Err(e) = messages(source) {
                    panic!("locales/{}/{ns}.ftl: {e}", locale.code);
                }
            }
        }
    }

    #[test]
    fn every_language_of_the_app_has_exactly_the_reference_messages() {
        let reference = all_messages(reference());
        for lang in Lang::ALL {
            let theirs = all_messages(&LOCALES[index(lang)]);
            let missing = lacking(&reference, &theirs);
            let extra: Vec<_> = theirs.keys().filter(|k| !reference.contains_key(*k)).collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
            assert!(extra.is_empty(), "{lang:?} has messages English lacks: {extra:?}");
        }
    }

    #[test]
    fn a_message_missing_from_a_language_is_found() {
        let reference = all_messages(reference());
        let spanish = &LOCALES[index(Lang::Es)];
        let without: Vec<(&'static str, String)> = spanish
            .files
            .iter()
            .map(|&(ns, source)| {
                (
                    ns,
                    source
                        .lines()
                        .filter(|l| !l.starts_with("reason-off-board ="))
                        .collect::<Vec<_>>()
                        .join("\n"),
                )
            })
            .collect();
        let theirs = files_messages("es", without.iter().map(|(ns, source)| (*ns, source.as_str())));
        let missing = lacking(&reference, &theirs);
        assert_eq!(missing, [&("reasons", "reason-off-board".to_string())]);
        assert!(lacking(&reference, &all_messages(spanish)).is_empty());
    }

    #[test]
    fn a_language_being_translated_has_no_message_english_lacks() {
        let reference = all_messages(reference());
        for locale in &LOCALES {
            let extra: Vec<_> =
                all_messages(locale).into_keys().filter(|k| !reference.contains_key(k)).collect();
            assert!(extra.is_empty(), "{} has messages English lacks: {extra:?}", locale.code);
        }
    }

    #[test]
    fn a_message_has_the_same_placeholders_in_every_language() {
        let reference = all_messages(reference());
        for locale in &LOCALES {
            for (key, vars) in all_messages(locale) {
                if let Some(expected) = reference.get(&key) {
                    assert_eq!(
                        &vars, expected,
                        "{}: {}/{} has other placeholders than English",
                        locale.code, key.0, key.1
                    );
                }
            }
        }
    }

    #[test]
    fn every_text_is_a_message_of_the_interface_and_every_message_there_a_text() {
        let fixed = reference().files.iter().filter(|(ns, _)| ["ui", "views"].contains(ns));
        let ui: BTreeSet<String> = fixed
            .flat_map(|(_, source)| messages(source).unwrap().into_keys())
            .filter(|id| id.starts_with(|c: char| c.is_ascii_uppercase()))
            .collect();
        let texts: BTreeSet<String> = Text::ALL.iter().map(|t| t.id().to_string()).collect();
        assert_eq!(ui.difference(&texts).collect::<Vec<_>>(), Vec::<&String>::new(), "messages with no Text");
        assert_eq!(texts.difference(&ui).collect::<Vec<_>>(), Vec::<&String>::new(), "Texts with no message");
    }

    /// Every `.rs` file under `src/` and `texts/src/`, with its text.
    fn sources() -> Vec<(String, String)> {
        fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    walk(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    out.push((path.display().to_string(), std::fs::read_to_string(&path).unwrap()));
                }
            }
        }
        let mut out = Vec::new();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        // The app's code, and the crate that picks the reasons' messages.
        walk(&root.join("src"), &mut out);
        walk(&root.join("texts/src"), &mut out);
        out
    }

    /// The name code gives a message: `key::REASON_OFF_BOARD` for
    /// `reason-off-board` (`build.rs` makes the constants),
    /// `Text::NavHome` for `NavHome` in ui.ftl, `OnlineText::Title` (or
    /// `O::Title`) for `OnlineTitle` in online.ftl.
    fn named_in_code(ns: &str, id: &str) -> Vec<String> {
        match (ns, id.strip_prefix("Online")) {
            _ if id.starts_with(|c: char| c.is_ascii_lowercase()) => {
                vec![format!("key::{}", id.replace('-', "_").to_ascii_uppercase())]
            }
            ("online" | "room", Some(variant)) => {
                vec![format!("OnlineText::{variant}"), format!("O::{variant}")]
            }
            _ => vec![format!("Text::{id}")],
        }
    }

    /// The messages of `files` that `code` does not name
    /// ([`named_in_code`], a whole word).
    fn unnamed<'a>(code: &str, files: &[(&'a str, &'a str)]) -> Vec<(&'a str, String)> {
        let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        let names = |name: &String| {
            code.match_indices(name.as_str()).any(|(at, _)| {
                !word(code[..at].chars().next_back()) && !word(code[at + name.len()..].chars().next())
            })
        };
        let mut out = Vec::new();
        for &(ns, source) in files {
            for id in messages(source).unwrap().into_keys() {
                if !named_in_code(ns, &id).iter().any(names) {
                    out.push((ns, id));
                }
            }
        }
        out
    }

    #[test]
    fn every_message_is_named_by_some_code() {
        // The crate that picks the reasons' messages names them by their
        // name: it is shared with the command line and the server, which
        // have no keys.
        let shared = format!("{}/texts/src/", env!("CARGO_MANIFEST_DIR"));
        let (texts, app): (Vec<_>, Vec<_>) =
            sources().into_iter().partition(|(path, _)| path.starts_with(&shared));
        let code: String = app.into_iter().map(|(_, text)| text).collect();
        let texts: String = texts.into_iter().map(|(_, text)| text).collect();
        let unnamed: Vec<_> = unnamed(&code, &reference().files)
            .into_iter()
            .filter(|(_, id)| !texts.contains(&format!("\"{id}\"")))
            .collect();
        assert!(unnamed.is_empty(), "messages no code names: {unnamed:?}");
    }

    #[test]
    fn a_message_no_code_names_is_found() {
        let files = [("reasons", "reason-off-board = Off { $square }.\nreason-off-board-2 = Off.\n")];
        let code = "tr!(lang, key::REASON_OFF_BOARD, square = s)";
        assert_eq!(unnamed(code, &files), [("reasons", "reason-off-board-2".to_string())]);
        let files = [("ui", "NavHome = Home\nNavHomeTwo = Home\n"), ("online", "OnlineTitle = Title\n")];
        let code = "Text::NavHome.get(l); O::Title.get(l)";
        assert_eq!(unnamed(code, &files), [("ui", "NavHomeTwo".to_string())]);
    }

    #[test]
    fn no_two_files_of_a_language_name_the_same_message() {
        for locale in &LOCALES {
            let mut seen = BTreeMap::new();
            for (ns, source) in locale.files {
                for id in messages(source).unwrap().into_keys() {
                    if let Some(other) = seen.insert(id.clone(), ns) {
                        panic!("locales/{}: {id} is in both {other}.ftl and {ns}.ftl", locale.code);
                    }
                }
            }
        }
    }

    #[test]
    fn each_language_has_a_web_app_manifest_in_its_own_words() {
        for lang in Lang::ALL {
            let path = format!("{}/public{}", env!("CARGO_MANIFEST_DIR"), lang.manifest());
            let manifest: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
            assert_eq!(manifest["lang"], lang.code(), "{path}");
            assert_eq!(manifest["description"], Text::ManifestDescription.get(lang), "{path}");
            assert_eq!(manifest["name"], Text::AppName.get(lang), "{path}");
        }
    }

    /// The count a word names in `lang`, two to twelve (Russian in the
    /// cases a count takes after a preposition too), or a number in digits.
    fn count_named(lang: Lang, word: &str) -> Option<usize> {
        const WORDS: [(Lang, &[&[&str]]); 4] = [
            (
                Lang::Pt,
                &[
                    &["dois", "duas"],
                    &["três"],
                    &["quatro"],
                    &["cinco"],
                    &["seis"],
                    &["sete"],
                    &["oito"],
                    &["nove"],
                    &["dez"],
                    &["onze"],
                    &["doze"],
                ],
            ),
            (
                Lang::En,
                &[
                    &["two"],
                    &["three"],
                    &["four"],
                    &["five"],
                    &["six"],
                    &["seven"],
                    &["eight"],
                    &["nine"],
                    &["ten"],
                    &["eleven"],
                    &["twelve"],
                ],
            ),
            (
                Lang::Es,
                &[
                    &["dos"],
                    &["tres"],
                    &["cuatro"],
                    &["cinco"],
                    &["seis"],
                    &["siete"],
                    &["ocho"],
                    &["nueve"],
                    &["diez"],
                    &["once"],
                    &["doce"],
                ],
            ),
            (
                Lang::Ru,
                &[
                    &["два", "двух", "двум", "двумя"],
                    &["три", "трёх", "трех", "трём", "тремя"],
                    &["четыре", "четырёх", "четырем", "четырём", "четырьмя"],
                    &["пять", "пяти", "пятью"],
                    &["шесть", "шести", "шестью"],
                    &["семь", "семи", "семью"],
                    &["восемь", "восьми", "восемью"],
                    &["девять", "девяти", "девятью"],
                    &["десять", "десяти", "десятью"],
                    &["одиннадцать", "одиннадцати"],
                    &["двенадцать", "двенадцати"],
                ],
            ),
        ];
        if let Ok(n) = word.parse() {
            return Some(n);
        }
        let (_, words) = WORDS.iter().find(|(l, _)| *l == lang)?;
        words.iter().position(|forms| forms.contains(&word)).map(|i| i + 2)
    }

    /// Every count `text` names, in its order.
    fn counts_in(lang: Lang, text: &str) -> Vec<usize> {
        text.split(|c: char| !c.is_alphanumeric())
            .filter_map(|w| count_named(lang, &w.to_lowercase()))
            .collect()
    }

    #[test]
    fn the_texts_that_count_the_rule_sets_name_as_many_as_the_engine_plays() {
        let texts = [Text::Tagline, Text::ManifestDescription, Text::HomeIntro, Text::RulesIntro];
        for lang in Lang::ALL {
            for text in texts {
                let said = text.get(lang);
                assert_eq!(counts_in(lang, said), [Variant::ALL.len()], "{lang:?} {text:?}: {said}");
            }
        }
        // The page's own description, read before the app runs, in Portuguese.
        let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html")).unwrap();
        let description =
            page.lines().find(|l| l.contains("name=\"description\"")).expect("index.html has a description");
        assert_eq!(counts_in(Lang::Pt, description), [Variant::ALL.len()], "index.html: {description}");
    }

    #[test]
    fn a_count_is_read_in_each_language_in_words_or_digits() {
        assert_eq!(counts_in(Lang::Ru, "по восьми видам правил"), [8]);
        assert_eq!(counts_in(Lang::Es, "Del primer paso de un peón, en 9 modalidades"), [9]);
        assert_eq!(counts_in(Lang::Pt, "duas regras, não oito"), [2, 8]);
        assert!(counts_in(Lang::En, "Learn and play draughts").is_empty());
    }

    /// Literals that read as text for people but stay outside the
    /// catalogue, each with its reason: (file, start of the literal).
    const NOT_TRANSLATED: &[(&str, &str, &str)] = &[
        ("src/app/bench_page.rs", "", "the benchmark page is a tool for developers, in English"),
        (
            "src/play/openings.rs",
            "",
            "the English checkers openings' names, said in English by players everywhere",
        ),
        ("src/bin/worker.rs", "", "printed by the native stub of the worker, never shown in the app"),
    ];

    /// `source` without its items marked `#[cfg(test)]`: each runs from
    /// the mark to the brace that closes its body (a `mod tests { … }`, a
    /// `fn`, an `impl`), or else to its `;` or `,` (a `use`, a `let`, a
    /// field); braces in strings, characters and comments do not count.
    fn without_test_items(source: &str) -> String {
        const MARK: &str = "#[cfg(test)]";
        let mut out = String::with_capacity(source.len());
        let (mut at, mut kept_from) = (0, 0);
        while at < source.len() {
            if source[at..].starts_with(MARK) {
                out.push_str(&source[kept_from..at]);
                at = item_end(source, at + MARK.len());
                kept_from = at;
            } else {
                at = past_token(source, at);
            }
        }
        out.push_str(&source[kept_from..]);
        out
    }

    /// Where the item that starts at `from` ends: past its body's closing
    /// brace when it is an item with a body, else past its `;` or `,`, or
    /// before the brace that closes what holds it.
    fn item_end(source: &str, from: usize) -> usize {
        const WITH_BODY: [&str; 8] = ["fn", "mod", "impl", "struct", "enum", "trait", "union", "macro_rules"];
        let (mut at, mut depth, mut has_body) = (from, 0usize, false);
        while at < source.len() {
            let next = past_token(source, at);
            match &source[at..next] {
                "{" if depth == 0 => {
                    has_body = source[from..at]
                        .split(|c: char| !c.is_alphanumeric() && c != '_')
                        .any(|w| WITH_BODY.contains(&w));
                    depth += 1;
                }
                "{" | "(" | "[" => depth += 1,
                "}" | ")" | "]" if depth == 0 => return at,
                "}" if depth == 1 && has_body => return next,
                "}" | ")" | "]" => depth -= 1,
                ";" | "," if depth == 0 => return next,
                _ => {}
            }
            at = next;
        }
        source.len()
    }

    /// Past the token at `at`, as far as braces go: a comment, a string
    /// (raw ones too), a character literal, or else one character.
    fn past_token(source: &str, at: usize) -> usize {
        let rest = &source[at..];
        let after_ident = source[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        if rest.starts_with("//") {
            return at + rest.find('\n').unwrap_or(rest.len());
        }
        if let Some(comment) = rest.strip_prefix("/*") {
            return at + comment.find("*/").map_or(rest.len(), |i| i + 4);
        }
        let raw = rest.strip_prefix('r').filter(|_| !after_ident || source[..at].ends_with('b'));
        if let Some(hashes) = raw.map(|r| r.len() - r.trim_start_matches('#').len())
            && rest[1 + hashes..].starts_with('"')
        {
            let close = format!("\"{}", "#".repeat(hashes));
            let body = 2 + hashes;
            return at + body + rest[body..].find(&close).map_or(rest.len() - body, |i| i + close.len());
        }
        if rest.starts_with('"') {
            let mut escaped = false;
            for (i, c) in rest.char_indices().skip(1) {
                match c {
                    '\\' if !escaped => escaped = true,
                    '"' if !escaped => return at + i + 1,
                    _ => escaped = false,
                }
            }
            return source.len();
        }
        if rest.starts_with('\'') {
            // '\n', '\'', '{', b'{', '\u{7b}'; a lifetime ('a) has no closing quote.
            let mut chars = rest.char_indices().skip(1);
            if let Some((_, '\\')) = chars.next() {
                return at + rest.get(3..).and_then(|r| r.find('\'')).map_or(rest.len(), |i| i + 4);
            }
            if let Some((i, '\'')) = chars.next() {
                return at + i + 1;
            }
        }
        at + rest.chars().next().map_or(1, char::len_utf8)
    }

    /// The string literals of a source that read as text for people: two
    /// words or more with a capital, a letter outside ASCII or a sentence's
    /// final stop. CSS classes (`"tab on"`), SVG paths, message names and
    /// the developers' own errors (lower case, no stop, or in `expect` and
    /// `panic!`) do not; the items marked `#[cfg(test)]` are left out
    /// (everything else is read, after them too).
    fn prose_literals(source: &str) -> Vec<String> {
        let code = without_test_items(source);
        let mut out = Vec::new();
        for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
            let mut rest = line;
            while let Some(start) = rest.find('"') {
                let after = &rest[start + 1..];
                let mut end = None;
                let mut escaped = false;
                for (i, c) in after.char_indices() {
                    match c {
                        '\\' if !escaped => escaped = true,
                        '"' if !escaped => {
                            end = Some(i);
                            break;
                        }
                        _ => escaped = false,
                    }
                }
                let Some(end) = end else { break };
                let literal = &after[..end];
                let before = &rest[..start];
                let for_developers =
                    ["expect(", "panic!(", "unreachable!(", "assert!(", "assert_eq!(", "todo!("]
                        .iter()
                        .any(|call| before.trim_end().ends_with(call));
                let words: Vec<&str> = literal
                    .split(|c: char| !c.is_alphabetic())
                    .filter(|w| w.chars().count() >= 2 && w.chars().any(char::is_lowercase))
                    .collect();
                let letters: usize = words.iter().map(|w| w.chars().count()).sum();
                let wordy = words.len() >= 2
                    && literal.contains(' ')
                    && letters * 2 >= literal.chars().filter(|c| !c.is_whitespace()).count();
                let prose = literal.chars().any(|c| c.is_uppercase() || (c.is_alphabetic() && !c.is_ascii()))
                    || literal.trim_end().ends_with(['.', '!', '?', ':', '…']);
                if wordy && prose && !for_developers {
                    out.push(literal.to_string());
                }
                rest = &after[end + 1..];
            }
        }
        out
    }

    #[test]
    fn prose_literals_are_told_from_classes_and_errors() {
        let source = r##"let a = "Sua vez, jogue."; let b = "tab on"; let p = "M{l:.3} {base:.3} L{top:.3} Z"; let f = "W:WK29,K30:BK3"; let c = "no level {level}"; let d = "A man only moves forwards: 22-26."; x.expect("Some Reason");
#[cfg(test)]
let e = "Only in a test.";
#[cfg(test)]
use std::fmt::{Debug, Display};
#[cfg(test)]
mod tests {
    const OPEN: [char; 2] = ['{', '\''];
    fn f<'a>(x: &'a str) { let g = "A test's text, brace } and all."; /* } */ let r = r#"Raw "}" text."#; }
}
pub const AFTER: &str = "Written after the tests, for people.";"##;
        assert_eq!(
            prose_literals(source),
            ["Sua vez, jogue.", "A man only moves forwards: 22-26.", "Written after the tests, for people."]
        );
    }

    #[test]
    fn no_text_for_people_is_written_in_the_code_outside_the_catalogue() {
        let root = env!("CARGO_MANIFEST_DIR");
        let mut found = Vec::new();
        for (path, source) in sources() {
            let file = path.strip_prefix(root).unwrap_or(&path).trim_start_matches('/').to_string();
            if file.ends_with("tests.rs") {
                continue;
            }
            for literal in prose_literals(&source) {
                let excused =
                    NOT_TRANSLATED.iter().any(|(f, start, _)| *f == file && literal.starts_with(start));
                if !excused {
                    found.push(format!("{file}: {literal:?}"));
                }
            }
        }
        assert!(found.is_empty(), "text outside locales/ ({}):\n{}", found.len(), found.join("\n"));
    }

    #[test]
    fn the_compiled_in_languages_are_in_the_order_of_lang_all() {
        let codes: Vec<_> = LOCALES.iter().map(|l| l.code).collect();
        assert_eq!(codes, Lang::ALL.map(Lang::code));
    }

    /// What `scripts/locales` writes for a part of a language: its files,
    /// one after the other, without their comment lines (notes for
    /// translators, which the app does not need).
    fn served_file(lang: Lang, part: TextPart) -> String {
        let files = LOCALES[index(lang)].files.iter().filter(|(ns, _)| part.namespaces().contains(ns));
        let lines = files.flat_map(|(_, source)| source.lines().chain(std::iter::once("")));
        lines.filter(|line| !line.starts_with('#')).map(|line| format!("{line}\n")).collect()
    }

    #[test]
    fn a_language_fetched_in_parts_reads_as_the_compiled_in_one() {
        for lang in Lang::ALL {
            for part in TextPart::ALL {
                let served = new_bundle(lang, [served_file(lang, part).as_str()]);
                let compiled = bundle(lang, part).unwrap();
                for (ns, source) in LOCALES[index(lang)].files {
                    for id in messages(source).unwrap().into_keys() {
                        let format = |b: &Bundle| {
                            let pattern = b.message(&id).and_then(|m| m.value.as_ref())?;
                            Some(b.format(pattern, None))
                        };
                        assert_eq!(format(&served), format(compiled), "{lang:?} {part:?} {ns}/{id}");
                        assert_eq!(
                            format(&served).is_some(),
                            part.namespaces().contains(&ns),
                            "{lang:?} {ns}/{id} in {part:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_namespace_is_served_in_exactly_one_part_and_the_shell_holds_the_interface() {
        for ns in NAMESPACES {
            let parts: Vec<_> = TextPart::ALL.into_iter().filter(|p| p.namespaces().contains(&ns)).collect();
            assert_eq!(parts.len(), 1, "{ns}.ftl is in {parts:?}");
        }
        assert!(TextPart::Shell.namespaces().contains(&"ui"), "the fixed texts show before any page");
    }

    /// The code of what shows before the pages' part is fetched: the
    /// shell (header, footer, notices, the page not found), the home page
    /// and its "your games" list, with the bodies of the text helpers
    /// (`puzzle_days`, `variant_name`, `ending_text`, …) they call, and of
    /// those these call.
    fn shell_code() -> String {
        const SHELL_FILES: [&str; 8] = [
            "src/home.rs",
            "src/app/not_found.rs",
            "src/kernel/widgets/header.rs",
            "src/kernel/widgets/footer.rs",
            "src/kernel/widgets/notice.rs",
            "src/kernel/storage/store.rs",
            "src/kernel/i18n/choice.rs",
            "src/online/your_games_panel.rs",
        ];
        const HELPER_FILES: [&str; 2] = ["src/kernel/i18n.rs", "src/online/online_texts.rs"];
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let read = |path: &str| std::fs::read_to_string(root.join(path)).unwrap();
        let mut code: String = SHELL_FILES.iter().map(|path| read(path)).collect();
        let mut helpers = Vec::new();
        for file in HELPER_FILES.map(read) {
            for (at, _) in file.match_indices("\npub fn ") {
                let rest = &file[at + 8..];
                let name = rest[..rest.find('(').unwrap()].to_string();
                let body = rest[..rest.find("\n}\n").unwrap_or(rest.len())].to_string();
                if name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                    helpers.push((name, body));
                }
            }
        }
        // Until no helper more is called.
        loop {
            let (called, rest): (Vec<_>, Vec<_>) =
                helpers.into_iter().partition(|(name, _)| code.contains(&format!("{name}(")));
            helpers = rest;
            if called.is_empty() {
                return code;
            }
            code.extend(called.into_iter().map(|(_, body)| body));
        }
    }

    #[test]
    fn every_message_the_shell_and_home_show_is_in_the_shell_part() {
        let files = &reference().files;
        let unnamed: BTreeSet<_> = unnamed(&shell_code(), files).into_iter().collect();
        let shown: Vec<_> = files
            .iter()
            .flat_map(|&(ns, source)| messages(source).unwrap().into_keys().map(move |id| (ns, id)))
            .filter(|m| !unnamed.contains(m))
            .collect();
        assert!(
            shown.iter().any(|(_, id)| id == "HomeIntro") && shown.iter().any(|(_, id)| id == "puzzle-days")
        );
        let elsewhere: Vec<_> =
            shown.iter().filter(|(ns, _)| !TextPart::Shell.namespaces().contains(ns)).collect();
        assert!(elsewhere.is_empty(), "shown before the pages' part comes: {elsewhere:?}");
    }

    #[test]
    fn each_part_s_digest_reads_the_files_of_that_part() {
        for lang in Lang::ALL {
            for part in TextPart::ALL {
                let mut h = 0xcbf2_9ce4_8422_2325;
                for ns in part.namespaces() {
                    let (_, source) = LOCALES[index(lang)].files.iter().find(|(n, _)| n == ns).unwrap();
                    h = digest(h, source.as_bytes());
                }
                assert_eq!(
                    DIGESTS[index(lang)][part.index()],
                    h,
                    "{lang:?} {part:?}: digest_of! lists other files"
                );
            }
        }
    }

    #[test]
    fn the_served_path_changes_with_the_files() {
        let paths: BTreeSet<String> = Lang::ALL.into_iter().flat_map(served_paths).collect();
        assert_eq!(paths.len(), 8);
        let ru = served_path(Lang::Ru, TextPart::Pages);
        assert!(ru.starts_with("/locales/ru.pages.ftl?v="), "{ru}");
        // The digest reads every byte: one changed letter changes it.
        assert_ne!(digest(1, "Ход белых".as_bytes()), digest(1, "Ход чёрных".as_bytes()));
        assert_ne!(digest(1, b"ab"), digest(1, b"ba"));
    }

    #[test]
    fn every_language_is_served_under_locales_where_the_service_worker_keeps_any_digest() {
        // The service worker answers a language's texts offline from any
        // copy it holds whatever the digest (the query): it knows them by
        // this folder. Which languages it is asked for:
        // `crate::kernel::offline_fill`'s tests.
        let sw = include_str!("../../../public/sw.js");
        for lang in Lang::ALL {
            for part in TextPart::ALL {
                let path = served_path(lang, part);
                let bare = path.split('?').next().unwrap();
                assert_eq!(bare, format!("/locales/{}.{}.ftl", lang.code(), part.name()));
            }
        }
        assert!(sw.contains("startsWith('/locales/')"), "sw.js does not know the texts' folder");
    }

    #[test]
    fn scripts_locales_writes_each_part_of_every_language() {
        let script = include_str!("../../../scripts/locales");
        for part in TextPart::ALL {
            let name = part.name();
            for line in [
                format!("\n{name}=\"{}\"\n", part.namespaces().join(" ")),
                format!("write_part {name} \"${name}\""),
            ] {
                assert!(script.contains(&line), "scripts/locales does not say: {line}");
            }
        }
    }

    #[test]
    fn a_missing_message_shows_its_name_in_brackets() {
        assert_eq!(text(Lang::En, Key::unchecked("no-such-message"), None), "⟦no-such-message⟧");
    }

    #[test]
    fn placeholders_are_filled_and_plurals_follow_the_language() {
        assert_eq!(Text::NavHome.get(Lang::En), "Home");
        assert_eq!(Text::NavHome.get(Lang::Pt), "Início");
        assert_eq!(super::super::pieces(1, Lang::En), "one piece");
        assert_eq!(super::super::pieces(0, Lang::En), "0 pieces");
        assert_eq!(super::super::pieces(1, Lang::Pt), "uma peça");
        // CLDR puts 0 in Portuguese's "one": the file names 1 itself.
        assert_eq!(super::super::pieces(0, Lang::Pt), "0 peças");
    }
}

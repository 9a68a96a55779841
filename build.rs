//! Names the catalogue's messages in Rust, from the reference language's
//! files (`locales/en/*.ftl`), so that code naming a message that does not
//! exist does not compile:
//!
//! * `text.rs`: the `Text` type, one constant per message of `ui.ftl` (the
//!   shell's and home's) and of `views.ftl` (the other pages')
//!   (`src/kernel/i18n.rs` includes it);
//! * `online_text.rs`: the `OnlineText` type, one constant per message of
//!   `online.ftl` and `room.ftl` named `Online<Name>`
//!   (`src/online/online_texts.rs`);
//! * `keys.rs`: one `Key` constant per message named in lower case, the
//!   messages with data and the fixed texts code picks by a value:
//!   `reason-off-board` is `REASON_OFF_BOARD` (`src/kernel/i18n/key.rs`).
//!
//! A message named in upper camel case is a fixed text: it belongs in one of
//! the fixed texts' files (the build stops on one elsewhere).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// The placeholders a message names, as the catalogue's checks read them.
#[path = "src/kernel/i18n/placeholders.rs"]
mod placeholders;

/// The types of fixed texts: (namespaces, type, prefix of the message
/// names that the constants leave out, file written). `Text` has the shell's and
/// home's fixed texts (`ui.ftl`, served first) and the other pages'
/// (`views.ftl`, served with them); `OnlineText` those of the "your games"
/// list (`online.ftl`) and the room's (`room.ftl`).
const FIXED_TEXTS: [(&[&str], &str, &str, &str); 2] = [
    (&["ui", "views"], "Text", "", "text.rs"),
    (&["online", "room"], "OnlineText", "Online", "online_text.rs"),
];

/// A message of the reference language.
struct Message {
    namespace: String,
    id: String,
    /// The file's group (`## …`) it is in, if any.
    group: Option<String>,
    /// Its own comment (`# …`), if any.
    comment: Option<String>,
    /// Its English value, for the docs.
    english: String,
    /// The placeholders its value and attributes use.
    placeholders: BTreeSet<String>,
}

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let folder = Path::new(&root).join("locales/en");
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=build.rs");

    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .map(|entry| entry.expect("a readable folder").path())
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    let mut messages = Vec::new();
    for path in &files {
        let namespace = path.file_stem().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        messages.extend(read(&namespace, &source).unwrap_or_else(|e| panic!("{}: {e}", path.display())));
    }

    for (namespaces, name, prefix, file) in FIXED_TEXTS {
        let fixed: Vec<&Message> = namespaces
            .iter()
            .flat_map(|namespace| messages.iter().filter(move |m| m.namespace == *namespace && is_fixed(m)))
            .collect();
        write(&out, file, &fixed_texts(name, namespaces, prefix, &fixed));
    }
    for m in messages.iter().filter(|m| is_fixed(m)) {
        if !FIXED_TEXTS.iter().any(|(namespaces, ..)| namespaces.contains(&m.namespace.as_str())) {
            panic!(
                "locales/en/{}.ftl: {} is named in camel case, as a fixed text of {}; name it in lower case (a-b-c)",
                m.namespace,
                m.id,
                FIXED_TEXTS.iter().flat_map(|(namespaces, ..)| namespaces.iter().map(|n| format!("{n}.ftl"))).collect::<Vec<_>>().join(" or ")
            );
        }
    }
    let keyed: Vec<&Message> = messages.iter().filter(|m| !is_fixed(m)).collect();
    write(&out, "keys.rs", &keys(&keyed));
}

fn is_fixed(m: &Message) -> bool {
    m.id.starts_with(|c: char| c.is_ascii_uppercase())
}

fn write(out: &str, file: &str, code: &str) {
    let path = Path::new(out).join(file);
    std::fs::write(&path, code).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

/// The messages of one file, in its order.
fn read(namespace: &str, source: &str) -> Result<Vec<Message>, String> {
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut group = None;
    let mut out = Vec::new();
    for entry in resource.body {
        match entry {
            Entry::GroupComment(c) => {
                let text = c.content.join(" ");
                group = (!text.trim().is_empty()).then(|| text.trim().to_string());
            }
            Entry::Message(m) => {
                let placeholders = placeholders::of_message(&m);
                let mut english = String::new();
                if let Some(value) = &m.value {
                    render(value, &mut english);
                }
                out.push(Message {
                    namespace: namespace.to_string(),
                    id: m.id.name.to_string(),
                    group: group.clone(),
                    comment: m.comment.map(|c| c.content.join(" ")),
                    english: english.split_whitespace().collect::<Vec<_>>().join(" "),
                    placeholders,
                });
            }
            _ => {}
        }
    }
    Ok(out)
}

/// A pattern as a reader sees it: its text, `{ $name }` for a placeholder,
/// a selection's default variant.
fn render(pattern: &Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => render_expression(expression, out),
        }
    }
}

fn render_expression(expression: &Expression<&str>, out: &mut String) {
    match expression {
        Expression::Select { variants, .. } => {
            if let Some(v) = variants.iter().find(|v| v.default) {
                render(&v.value, out);
            }
        }
        Expression::Inline(InlineExpression::VariableReference { id }) => {
            let _ = write!(out, "{{ ${} }}", id.name);
        }
        Expression::Inline(InlineExpression::StringLiteral { value }) => out.push_str(value),
        Expression::Inline(InlineExpression::Placeable { expression }) => render_expression(expression, out),
        Expression::Inline(_) => out.push_str("{ … }"),
    }
}

/// A message's doc: its English text, its placeholders, its comment.
fn doc(m: &Message) -> String {
    let mut doc = format!("{}.ftl: “{}”", m.namespace, markdown(&m.english));
    if !m.placeholders.is_empty() {
        let names: Vec<String> = m.placeholders.iter().map(|p| format!("`{p}`")).collect();
        let _ = write!(doc, "\n\nPlaceholders: {}.", names.join(", "));
    }
    if let Some(comment) = &m.comment {
        let _ = write!(doc, "\n\n{}", markdown(comment));
    }
    doc
}

/// Text shown as it is in rustdoc's Markdown.
fn markdown(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if "\\`*_[]<>#|".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A type with one constant per fixed text, `id()` its message's name.
/// The constant holds the name itself (not an enum's variant, whose
/// `id()` would be one `match` over every text): code naming a text
/// carries that name only, so the first page's module does not carry the
/// name of every page's texts.
fn fixed_texts(name: &str, namespaces: &[&str], prefix: &str, messages: &[&Message]) -> String {
    let mut code =
        String::from("// Generated by build.rs from locales/en: edit the catalogue, not this file.\n\n");
    let _ = writeln!(
        code,
        "/// One constant per fixed text of {}, its message named as \
         the constant{}; generated from the English files (`build.rs`).",
        namespaces.iter().map(|n| format!("`locales/<lang>/{n}.ftl`")).collect::<Vec<_>>().join(" and "),
        if prefix.is_empty() { String::new() } else { format!(" prefixed `{prefix}`") }
    );
    let _ = writeln!(code, "#[derive(Clone, Copy, PartialEq, Eq, Hash)]\npub struct {name}(&'static str);\n");
    let _ = writeln!(
        code,
        "/// Its constant's name: `{name}::X` shows as `X`.\nimpl std::fmt::Debug for {name} {{\n    \
         fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {{\n        \
         f.write_str(self.0.strip_prefix({prefix:?}).unwrap_or(self.0))\n    }}\n}}\n"
    );
    let _ = writeln!(code, "#[allow(non_upper_case_globals)]\nimpl {name} {{");
    let mut group = None;
    let mut variants = Vec::new();
    for m in messages {
        let variant = m.id.strip_prefix(prefix).filter(|v| !v.is_empty()).unwrap_or_else(|| {
            panic!("locales/en/{}.ftl: {} is not named {prefix}<Name>", m.namespace, m.id)
        });
        if m.group != group {
            group = m.group.clone();
            if let Some(g) = &group {
                let _ = writeln!(code, "    // ---- {g} ----");
            }
        }
        let mut doc = doc(m);
        if let Some(g) = &m.group {
            let _ = write!(doc, "\n\nGroup: {}.", markdown(g));
        }
        let _ = writeln!(code, "    #[doc = {doc:?}]\n    pub const {variant}: {name} = {name}({:?});", m.id);
        variants.push(variant);
    }
    code.push_str("\n    /// Every text, in the files' order.\n");
    let _ = writeln!(code, "    pub const ALL: &'static [{name}] = &[");
    for variant in &variants {
        let _ = writeln!(code, "        {name}::{variant},");
    }
    code.push_str("    ];\n\n    /// The message's name in the catalogue.\n");
    code.push_str("    pub const fn id(self) -> &'static str {\n        self.0\n    }\n}\n");
    code
}

/// `reason-off-board` → `REASON_OFF_BOARD`.
fn constant(id: &str) -> String {
    id.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_uppercase() } else { '_' }).collect()
}

/// One constant per message.
fn keys(messages: &[&Message]) -> String {
    let mut code =
        String::from("// Generated by build.rs from locales/en: edit the catalogue, not this file.\n\n");
    let mut seen: BTreeMap<String, &str> = BTreeMap::new();
    let mut namespace = "";
    for m in messages {
        let name = constant(&m.id);
        if let Some(other) = seen.insert(name.clone(), &m.id) {
            panic!("locales/en: {} and {other} would both be key::{name}; rename one", m.id);
        }
        if m.namespace != namespace {
            namespace = &m.namespace;
            let _ = writeln!(code, "// ---- {namespace}.ftl ----\n");
        }
        let _ = writeln!(code, "#[doc = {:?}]\npub const {name}: Key = Key({:?});\n", doc(m), m.id);
    }
    code.push_str("/// Every key, in the order of the files.\npub const ALL: &[Key] = &[\n");
    for m in messages {
        let _ = writeln!(code, "    {},", constant(&m.id));
    }
    code.push_str("];\n");
    code
}

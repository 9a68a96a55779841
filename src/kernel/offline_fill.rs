//! What the page asks the service worker (`public/sw.js`) to keep for
//! offline use beyond the shell it keeps at install. The worker caches the
//! files it is asked for one at a time, in the background, in the order of
//! these requests' kinds: the language shown first ([`OfflineFill::Texts`]),
//! then the rule set in use ([`OfflineFill::Warm`]: the search worker and
//! that rule set's data), then, once the page is idle and the connection
//! does not save data, the rest ([`OfflineFill::Rest`]). The page sends them
//! (`crate::app::pwa`, browser only) as JSON objects; the worker knows the
//! app's own code from index.html. Plain Rust, tested natively.

use damas_engine::search::{DataKind, Knowledge};
use damas_engine::Variant;

use super::i18n::catalogue::served_paths;
use super::i18n::Lang;

/// Where the build serves the search worker's data files
/// (`scripts/ai-data`; the worker fetches `data/ai/<path>`).
pub const AI_DATA_DIR: &str = "/data/ai/";

/// The build's list of the search worker's data files; the service worker
/// caches only files it lists (no request for a file the build lacks).
pub const AI_DATA_LIST: &str = "/data/ai/files.txt";

/// One request to the service worker: the files to cache, each a
/// same-origin path. Sent as `{"type":"texts"|"warm"|"fill","ruleSet":
/// "english"|null,"files":[…]}` ([`OfflineFill::to_json`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OfflineFill {
    /// The texts of the language shown, both parts: first in line, a page
    /// opened offline needs its words.
    Texts { files: Vec<String> },
    /// The rule set in use (chosen, or opened on a page with a board): the
    /// search worker's code (the service worker adds it) and this rule
    /// set's files, before anything else but the texts. `ruleSet` names
    /// it for whoever reads the messages; the worker reads `files`.
    Warm { rule_set: &'static str, files: Vec<String> },
    /// The rest, once the page is idle: every language's texts and every
    /// rule set's files (and the other routes' code, which the service
    /// worker adds), after whatever was asked first.
    Rest { files: Vec<String> },
}

/// [`OfflineFill`] as the service worker reads it. Written by miniserde,
/// not serde_json: the first page sends these, and serde_json would weigh
/// on its module.
#[derive(miniserde::Serialize)]
struct Message<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(rename = "ruleSet")]
    rule_set: Option<&'static str>,
    files: &'a [String],
}

impl OfflineFill {
    /// The texts of `lang`, at the path the app fetches them from.
    pub fn texts(lang: Lang) -> OfflineFill {
        OfflineFill::Texts { files: served_paths(lang).to_vec() }
    }

    /// The rule set `variant`: the search worker's data list and the data
    /// files it loads for that rule set ([`ai_files`]), the learned weights
    /// first (every level's first move waits for them; only Empresário's
    /// for the book and tables), then `others` (the features' files of that
    /// rule set, such as its puzzles).
    pub fn warm(variant: Variant, others: Vec<String>) -> OfflineFill {
        let mut data = Knowledge::files(variant);
        data.sort_by_key(|(kind, _)| *kind != DataKind::Eval);
        let data = data.into_iter().map(|(_, path)| format!("{AI_DATA_DIR}{path}"));
        let files = std::iter::once(AI_DATA_LIST.to_string()).chain(data).chain(others);
        OfflineFill::Warm { rule_set: variant.id(), files: distinct(files) }
    }

    /// Everything else: every language's texts, every rule set's other
    /// files (`others`, small), then every rule set's data for the search
    /// worker (the large files last); each file once.
    pub fn rest(others: impl Fn(Variant) -> Vec<String>) -> OfflineFill {
        let texts = Lang::ALL.into_iter().flat_map(served_paths);
        let small = Variant::ALL.into_iter().flat_map(others);
        let data = Variant::ALL.into_iter().flat_map(ai_files);
        let files = texts.chain(std::iter::once(AI_DATA_LIST.to_string())).chain(small).chain(data);
        OfflineFill::Rest { files: distinct(files) }
    }

    /// The files this request names, in order.
    pub fn files(&self) -> &[String] {
        match self {
            OfflineFill::Texts { files } | OfflineFill::Warm { files, .. } | OfflineFill::Rest { files } => {
                files
            }
        }
    }

    /// The message the service worker reads.
    pub fn to_json(&self) -> String {
        let (kind, rule_set) = match self {
            OfflineFill::Texts { .. } => ("texts", None),
            OfflineFill::Warm { rule_set, .. } => ("warm", Some(*rule_set)),
            OfflineFill::Rest { .. } => ("fill", None),
        };
        miniserde::json::to_string(&Message { kind, rule_set, files: self.files() })
    }
}

/// The paths of the data files the search worker loads for `variant`
/// (its book, endgame tables and learned weights: [`Knowledge::files`]).
pub fn ai_files(variant: Variant) -> Vec<String> {
    Knowledge::files(variant).into_iter().map(|(_, path)| format!("{AI_DATA_DIR}{path}")).collect()
}

/// `files` without repeats, in their first order.
fn distinct(files: impl Iterator<Item = String>) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    files.filter(|f| seen.insert(f.clone())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzles(variant: Variant) -> Vec<String> {
        vec![format!("/data/tactics/{}.pdn", variant.id())]
    }

    #[test]
    fn warming_a_rule_set_names_its_own_data_and_no_other_rule_sets() {
        let warm = OfflineFill::warm(Variant::English, puzzles(Variant::English));
        let json: serde_json::Value = serde_json::from_str(&warm.to_json()).unwrap();
        assert_eq!(json["type"], "warm");
        assert_eq!(json["ruleSet"], "english");
        let files = warm.files();
        assert_eq!(files[0], AI_DATA_LIST, "the list first: the worker reads it before any file");
        assert_eq!(files[1], "/data/ai/eval/short-eight.dmle", "then the weights every level waits for");
        for (_, path) in Knowledge::files(Variant::English) {
            assert!(files.contains(&format!("/data/ai/{path}")), "{path} is not warmed");
        }
        assert!(files.contains(&"/data/tactics/english.pdn".to_string()));
        // No book or table of another rule set (the learned weights are
        // shared by a family: English's are the family's file).
        for other in Variant::ALL.into_iter().filter(|v| *v != Variant::English) {
            assert!(
                files.iter().all(|f| !f.ends_with(&format!("/{}.egdb", other.id()))
                    && !f.ends_with(&format!("/{}.txt", other.id()))
                    && !f.ends_with(&format!("/{}.pdn", other.id()))),
                "{other:?}'s files in English's warm-up: {files:?}"
            );
        }
    }

    #[test]
    fn the_rest_names_every_language_and_every_rule_sets_data_once_the_large_files_last() {
        let rest = OfflineFill::rest(puzzles);
        let json: serde_json::Value = serde_json::from_str(&rest.to_json()).unwrap();
        assert_eq!(json["type"], "fill");
        let files = rest.files();
        for lang in Lang::ALL {
            for path in served_paths(lang) {
                assert!(files.contains(&path), "{path}: {lang:?}'s texts are not asked for");
            }
        }
        for variant in Variant::ALL {
            for path in ai_files(variant).into_iter().chain(puzzles(variant)) {
                assert!(files.contains(&path), "{path} is not asked for");
            }
        }
        let distinct: std::collections::HashSet<_> = files.iter().collect();
        assert_eq!(distinct.len(), files.len(), "a file asked for twice: {files:?}");
        let first_table = files.iter().position(|f| f.ends_with(".egdb")).unwrap();
        let last_puzzle = files.iter().rposition(|f| f.ends_with(".pdn")).unwrap();
        assert!(last_puzzle < first_table, "the small files come first: {files:?}");
    }

    #[test]
    fn the_texts_request_names_both_paths_the_app_fetches_the_shell_first() {
        let texts = OfflineFill::texts(Lang::Ru);
        assert_eq!(texts.files(), served_paths(Lang::Ru));
        assert!(texts.files()[0].starts_with("/locales/ru.shell.ftl"), "{:?}", texts.files());
        let json: serde_json::Value = serde_json::from_str(&texts.to_json()).unwrap();
        assert_eq!(json["type"], "texts");
        assert_eq!(json["files"], serde_json::json!(served_paths(Lang::Ru)));
    }

    #[test]
    fn the_service_worker_reads_every_request_the_page_sends() {
        let sw = include_str!("../../public/sw.js");
        let requests = [
            OfflineFill::texts(Lang::En),
            OfflineFill::warm(Variant::Thai, vec![]),
            OfflineFill::rest(puzzles),
        ];
        for request in requests {
            let json: serde_json::Value = serde_json::from_str(&request.to_json()).unwrap();
            let kind = json["type"].as_str().unwrap();
            assert!(sw.contains(&format!("case '{kind}':")), "sw.js does not read a '{kind}' request");
            // The files to cache (`ruleSet` only names the rule set, for
            // whoever reads the messages: tests/e2e/offline-fill.spec.mjs).
            assert!(json.get("files").is_some(), "'{kind}' has no files");
            let case = sw.split(&format!("case '{kind}':")).nth(1).unwrap_or("");
            let case = case.split("break;").next().unwrap_or("");
            assert!(case.contains("msg.files"), "sw.js does not read '{kind}'.files: {case}");
        }
        assert!(sw.contains(&format!("'{AI_DATA_LIST}'")), "sw.js filters by another list");
    }
}

//! Export of all the app's keys as one JSON file, and import of such a file
//! with validation: a bad file changes nothing.
//!
//! File format (`format` 1):
//! ```json
//! { "app": "damas", "format": 1, "data": { "damas.v1.settings": "{\"lang\":\"pt-BR\",...}" } }
//! ```
//! `data` maps each key to its raw stored string.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::kernel::storage::player_settings::Settings;
use crate::kernel::storage::store::{is_damas_key, BackendError, Persisted, Store, CORRUPT_SUFFIX};
use crate::learn::LessonProgress;
use crate::online::Seats;
use crate::puzzles::PuzzleProgress;

/// The `app` field of an export file.
pub const APP: &str = "damas";
/// The newest file format this version reads and writes.
pub const FORMAT: u32 = 1;
/// Files larger than this are refused (localStorage holds about 5 MB).
pub const MAX_BYTES: usize = 5_000_000;

#[derive(Serialize, Deserialize)]
struct ExportFile {
    app: String,
    format: u32,
    data: BTreeMap<String, String>,
}

/// Why an import file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Larger than [`MAX_BYTES`].
    TooBig,
    /// Not JSON, or not shaped like an export file.
    NotAnExport,
    /// JSON from another app.
    OtherApp,
    /// Made by a newer version of Damas.
    NewerFormat(u32),
    /// No data in it.
    Empty,
    /// A key that is not one of the app's.
    BadKey(String),
    /// A value that is unreadable under its key.
    BadValue(String),
    /// Storage refused the writes (everything was put back as it was).
    Storage(BackendError),
}

/// The export file of everything the app keeps.
pub fn export(store: &mut Store) -> String {
    let mut data = BTreeMap::new();
    for k in store.damas_keys() {
        if let Some(v) = store.read_raw(&k) {
            data.insert(k, v);
        }
    }
    serde_json::to_string_pretty(&ExportFile { app: APP.to_string(), format: FORMAT, data })
        .unwrap_or_default()
}

/// The file name for an export made on `date` (`YYYY-MM-DD`).
pub fn file_name(date: &str) -> String {
    format!("damas-{date}.json")
}

fn key_is_well_formed(k: &str) -> bool {
    is_damas_key(k)
        && k.len() <= 100
        && k.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "._-".contains(c))
}

/// Checks a file and returns its entries, or why it is refused.
pub fn parse(text: &str) -> Result<BTreeMap<String, String>, ImportError> {
    if text.len() > MAX_BYTES {
        return Err(ImportError::TooBig);
    }
    let value: serde_json::Value = serde_json::from_str(text).map_err(|_| ImportError::NotAnExport)?;
    if value.get("app").and_then(|a| a.as_str()) != Some(APP) {
        return Err(if value.is_object() && value.get("app").is_some() {
            ImportError::OtherApp
        } else {
            ImportError::NotAnExport
        });
    }
    let file: ExportFile = serde_json::from_value(value).map_err(|_| ImportError::NotAnExport)?;
    if file.format > FORMAT {
        return Err(ImportError::NewerFormat(file.format));
    }
    if file.data.is_empty() {
        return Err(ImportError::Empty);
    }
    for (k, v) in &file.data {
        if !key_is_well_formed(k) {
            return Err(ImportError::BadKey(k.clone()));
        }
        if k.ends_with(CORRUPT_SUFFIX) {
            continue; // backups hold unreadable values by design
        }
        let ok = if *k == Settings::key() {
            Settings::decode(v).is_some()
        } else if *k == LessonProgress::key() {
            LessonProgress::decode(v).is_some()
        } else if *k == PuzzleProgress::key() {
            PuzzleProgress::decode(v).is_some()
        } else if *k == Seats::key() {
            Seats::decode(v).is_some_and(|s| s.is_valid())
        } else {
            serde_json::from_str::<serde_json::Value>(v).is_ok()
        };
        if !ok {
            return Err(ImportError::BadValue(k.clone()));
        }
    }
    Ok(file.data)
}

/// Replaces everything the app keeps by `entries` (from [`parse`]). If
/// storage refuses a write, the previous data is put back.
pub fn apply(store: &mut Store, entries: &BTreeMap<String, String>) -> Result<(), ImportError> {
    let before: Vec<(String, String)> =
        store.damas_keys().into_iter().filter_map(|k| store.read_raw(&k).map(|v| (k, v))).collect();
    store.remove_all_except(&[]);
    for (k, v) in entries {
        if let Err(e) = store.write_raw(k, v) {
            store.remove_all_except(&[]);
            for (k, v) in &before {
                let _ = store.write_raw(k, v);
            }
            return Err(ImportError::Storage(e));
        }
    }
    Ok(())
}

/// Erases all progress (lessons, puzzles, scores, games, backups) but keeps
/// the settings.
pub fn reset_progress(store: &mut Store) {
    store.remove_all_except(&[Settings::key()]);
}

/// The browser side: download the export, read an import file.
#[cfg(target_arch = "wasm32")]
pub mod web {
    use wasm_bindgen::JsCast;

    use super::{apply, export, file_name, parse, reset_progress, ImportError};
    use crate::kernel::storage::{refresh_all, with_store};

    /// Downloads the export file (`damas-YYYY-MM-DD.json`).
    pub fn download() -> Result<(), String> {
        let json = with_store(export);
        let date: String = String::from(js_sys::Date::new_0().to_iso_string()).chars().take(10).collect();
        let parts = js_sys::Array::of1(&json.into());
        let opts = web_sys::BlobPropertyBag::new();
        opts.set_type("application/json");
        let blob =
            web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).map_err(|e| format!("{e:?}"))?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|e| format!("{e:?}"))?;
        let document = leptos::prelude::document();
        let a: web_sys::HtmlAnchorElement =
            document.create_element("a").map_err(|e| format!("{e:?}"))?.unchecked_into();
        a.set_href(&url);
        a.set_download(&file_name(&date));
        a.click();
        let _ = web_sys::Url::revoke_object_url(&url);
        Ok(())
    }

    /// Reads, checks and applies an import file; on success every
    /// persisted signal is refreshed.
    pub async fn import(file: web_sys::File) -> Result<(), ImportError> {
        if file.size() > super::MAX_BYTES as f64 {
            return Err(ImportError::TooBig);
        }
        let text = wasm_bindgen_futures::JsFuture::from(file.text())
            .await
            .ok()
            .and_then(|v| v.as_string())
            .ok_or(ImportError::NotAnExport)?;
        let entries = parse(&text)?;
        with_store(|s| apply(s, &entries))?;
        refresh_all();
        Ok(())
    }

    /// Erases all progress but the settings, and refreshes the signals.
    pub fn reset() {
        with_store(reset_progress);
        refresh_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::i18n::Lang;
    use crate::kernel::storage::store::Memory;
    use crate::puzzles::Grade;
    use damas_engine::Variant;

    fn store(entries: &[(&str, &str)]) -> Store {
        Store::open(Ok(Box::new(Memory {
            map: entries.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
            ..Memory::default()
        })))
    }

    const SETTINGS: &str = r#"{"lang":"en","variant":"russian"}"#;

    #[test]
    fn seats_travel_in_the_export_and_bad_ones_are_refused() {
        let ok = |data: &str| format!(r#"{{"app":"damas","format":1,"data":{data}}}"#);
        let good = r#"{"seats":[{"room":"AAAAAAAAAAAAAAAA","seat":1,"secret":"BBBBBBBBBBBBBBBBBBBBBB","variant":"brazilian","added_at":0}]}"#;
        let entries =
            parse(&ok(&format!(r#"{{"damas.v1.seats":{}}}"#, serde_json::to_string(good).unwrap()))).unwrap();
        assert_eq!(entries["damas.v1.seats"], good);
        let bad = good.replace("\"seat\":1", "\"seat\":7");
        assert_eq!(
            parse(&ok(&format!(r#"{{"damas.v1.seats":{}}}"#, serde_json::to_string(&bad).unwrap()))),
            Err(ImportError::BadValue("damas.v1.seats".into()))
        );
    }

    #[test]
    fn export_then_import_restores_everything() {
        let mut a = store(&[
            ("damas.v1.settings", SETTINGS),
            ("damas.v1.scores", r#"{"wins":2}"#),
            ("damas.v1.game.corrupt", "{oops"),
            ("someone.else", "x"),
        ]);
        let file = export(&mut a);
        assert!(file.contains("\"app\": \"damas\""));
        assert!(!file.contains("someone.else"));

        let mut b = store(&[("damas.v1.lessons", "[1]"), ("someone.else", "y")]);
        let entries = parse(&file).unwrap();
        assert_eq!(entries.len(), 3);
        apply(&mut b, &entries).unwrap();
        assert_eq!(b.damas_keys(), vec!["damas.v1.game.corrupt", "damas.v1.scores", "damas.v1.settings"]);
        assert_eq!(b.load::<Settings>().variant, Some(damas_engine::Variant::Russian));
        assert_eq!(b.read_raw("someone.else").as_deref(), Some("y"));
    }

    #[test]
    fn bad_files_are_refused_with_a_reason() {
        let ok = |data: &str| format!(r#"{{"app":"damas","format":1,"data":{data}}}"#);
        assert_eq!(parse("not json"), Err(ImportError::NotAnExport));
        assert_eq!(parse("[1,2]"), Err(ImportError::NotAnExport));
        assert_eq!(parse(r#"{"app":"chess","format":1,"data":{}}"#), Err(ImportError::OtherApp));
        assert_eq!(parse(r#"{"app":"damas","format":1}"#), Err(ImportError::NotAnExport));
        assert_eq!(parse(r#"{"app":"damas","format":9,"data":{}}"#), Err(ImportError::NewerFormat(9)));
        assert_eq!(parse(&ok("{}")), Err(ImportError::Empty));
        assert_eq!(parse(&ok(r#"{"evil.key":"1"}"#)), Err(ImportError::BadKey("evil.key".into())));
        assert_eq!(parse(&ok(r#"{"damas.v1.X":"1"}"#)), Err(ImportError::BadKey("damas.v1.X".into())));
        assert_eq!(
            parse(&ok(r#"{"damas.v1.scores":"{broken"}"#)),
            Err(ImportError::BadValue("damas.v1.scores".into()))
        );
        assert_eq!(
            parse(&ok(r#"{"damas.v1.settings":"{\"variant\":\"chess\"}"}"#)),
            Err(ImportError::BadValue("damas.v1.settings".into()))
        );
        assert_eq!(parse(&" ".repeat(MAX_BYTES + 1)), Err(ImportError::TooBig));
        assert!(parse(&ok(r#"{"damas.v1.settings":"{}","damas.v1.x.corrupt":"{bad"}"#)).is_ok());
    }

    #[test]
    fn a_refused_file_changes_nothing() {
        let mut s = store(&[("damas.v1.settings", SETTINGS)]);
        assert!(parse("{}").is_err());
        assert_eq!(s.read_raw("damas.v1.settings").as_deref(), Some(SETTINGS));
    }

    #[test]
    fn a_full_storage_during_import_puts_the_old_data_back() {
        let mut s = Store::open(Ok(Box::new(Memory {
            map: [("damas.v1.settings".to_string(), SETTINGS.to_string())].into(),
            quota: Some(100),
            ..Memory::default()
        })));
        let big = "9".repeat(200);
        let entries: BTreeMap<String, String> = [("damas.v1.scores".to_string(), big)].into_iter().collect();
        assert_eq!(apply(&mut s, &entries), Err(ImportError::Storage(BackendError::Full)));
        assert_eq!(s.damas_keys(), vec!["damas.v1.settings"]);
        assert_eq!(s.read_raw("damas.v1.settings").as_deref(), Some(SETTINGS));
    }

    #[test]
    fn lesson_stars_are_exported_imported_checked_and_reset() {
        let mut a = store(&[("damas.v1.settings", SETTINGS)]);
        let mut stars = LessonProgress::default();
        stars.record(damas_engine::Variant::Brazilian, "board-corner", 3);
        a.save(&stars);
        let file = export(&mut a);
        assert!(file.contains("damas.v1.lessons"), "{file}");
        let mut b = store(&[]);
        apply(&mut b, &parse(&file).unwrap()).unwrap();
        assert_eq!(b.load::<LessonProgress>().stars_of(damas_engine::Variant::Brazilian, "board-corner"), 3);
        let ok = |data: &str| format!(r#"{{"app":"damas","format":1,"data":{data}}}"#);
        assert_eq!(
            parse(&ok(r#"{"damas.v1.lessons":"{\"stars\":[1]}"}"#)),
            Err(ImportError::BadValue("damas.v1.lessons".into()))
        );
        reset_progress(&mut b);
        assert_eq!(b.load::<LessonProgress>(), LessonProgress::default());
        assert_eq!(b.read_raw("damas.v1.lessons"), None);
    }

    #[test]
    fn puzzle_progress_is_exported_imported_checked_and_reset() {
        let mut p = PuzzleProgress::default();
        p.record(Variant::Brazilian, "brazilian-0001", 2, Grade::Clean, 7, true);
        let mut a = store(&[("damas.v1.settings", "{}")]);
        a.save(&p);
        let file = export(&mut a);
        let mut b = store(&[]);
        apply(&mut b, &parse(&file).unwrap()).unwrap();
        assert_eq!(b.load::<PuzzleProgress>(), p);
        reset_progress(&mut b);
        assert_eq!(b.read_raw("damas.v2.puzzles"), None);
        assert_eq!(b.load::<PuzzleProgress>(), PuzzleProgress::default());
        // An import file with unreadable puzzle progress is refused.
        let bad = r#"{"app":"damas","format":1,"data":{"damas.v2.puzzles":"{\"tried\":7}"}}"#;
        assert!(parse(bad).is_err());
    }

    #[test]
    fn reset_keeps_only_the_settings() {
        let mut s = store(&[("damas.v1.settings", SETTINGS), ("damas.v1.scores", "{}"), ("x", "1")]);
        reset_progress(&mut s);
        assert_eq!(s.damas_keys(), vec!["damas.v1.settings"]);
        assert_eq!(s.read_raw("x").as_deref(), Some("1"));
    }

    #[test]
    fn import_errors_read_in_both_languages() {
        for e in [
            ImportError::TooBig,
            ImportError::NotAnExport,
            ImportError::OtherApp,
            ImportError::NewerFormat(2),
            ImportError::Empty,
            ImportError::BadKey("k".into()),
            ImportError::BadValue("k".into()),
            ImportError::Storage(BackendError::Full),
        ] {
            let text = |lang| crate::settings::progress_texts::import_error(&e, lang);
            assert_ne!(text(Lang::Pt), text(Lang::En));
        }
    }
}

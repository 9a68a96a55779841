//! The one place that reads and writes the browser's localStorage.
//!
//! Pure logic, testable natively: a [`Backend`] trait (web localStorage in
//! the browser, [`Memory`] in tests and as the fallback), and a [`Store`]
//! that loads typed values ([`Persisted`]) and never fails:
//!
//! * keys are versioned: `damas.v1.settings` ([`key`]);
//! * an unreadable value (bad JSON, wrong shape) is copied to
//!   `<key>.corrupt`, removed, and the default is used; [`Status::corrupt`]
//!   names it so the UI can say so once;
//! * a value saved by an older version is migrated ([`Persisted::migrate`]);
//! * storage blocked (access throws) → everything stays in memory and
//!   [`Status::blocked`] is set; storage full on a write → the value is kept
//!   in memory and [`Status::full`] is set.
//!
//! In the browser, use the reactive helpers in [`crate::kernel::storage`]
//! (`persisted::<T>()`), which wrap one global `Store`.

use std::collections::BTreeMap;

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::kernel::i18n::Text;

/// Every key of the app starts with this.
pub const PREFIX: &str = "damas.";

/// Suffix of the key keeping an unreadable value.
pub const CORRUPT_SUFFIX: &str = ".corrupt";

/// The key written (then removed) to test that storage works.
pub const PROBE_KEY: &str = "damas.probe";

/// `damas.v<version>.<name>`.
pub fn key(name: &str, version: u32) -> String {
    format!("{PREFIX}v{version}.{name}")
}

/// Where the unreadable value of `key` is kept.
pub fn backup_key(key: &str) -> String {
    format!("{key}{CORRUPT_SUFFIX}")
}

/// Whether `key` belongs to the app (and is not the probe).
pub fn is_damas_key(key: &str) -> bool {
    key.starts_with(PREFIX) && key != PROBE_KEY
}

/// A value kept in storage as JSON under [`Persisted::key`], read and
/// written by its own [`Persisted::decode`] and [`Persisted::encode`]:
/// most values by serde ([`serde_decode`], [`serde_encode`]); the values
/// the first page reads by a small reader of their own shape
/// ([`super::json_shape`]), which keeps serde_json out of the first page's
/// module.
///
/// ```
/// use damas_app::kernel::storage::store::{serde_decode, serde_encode, Memory, Persisted, Store};
/// #[derive(serde::Serialize, serde::Deserialize, Default, PartialEq, Debug)]
/// struct Scores { wins: u32 }
/// impl Persisted for Scores {
///     const NAME: &'static str = "scores";
///     fn decode(raw: &str) -> Option<Self> { serde_decode(raw) }
///     fn encode(&self) -> String { serde_encode(self) }
/// }
///
/// let mut store = Store::open(Ok(Box::new(Memory::default())));
/// assert_eq!(store.load::<Scores>(), Scores { wins: 0 });
/// store.save(&Scores { wins: 3 });
/// assert_eq!(store.read_raw("damas.v1.scores").as_deref(), Some(r#"{"wins":3}"#));
/// ```
pub trait Persisted: Default + Sized {
    /// The name in the key: lowercase letters, digits, `_` or `-`.
    const NAME: &'static str;
    /// Bump when the stored shape changes incompatibly, and teach
    /// [`Persisted::migrate`] to read the old one.
    const VERSION: u32 = 1;

    /// The value stored as `raw`; `None` when it is unreadable (not JSON,
    /// or not this value's shape).
    fn decode(raw: &str) -> Option<Self>;

    /// The JSON stored.
    fn encode(&self) -> String;

    /// Reads a value saved under an older `version`; `None` drops it (the
    /// old key is then left untouched).
    fn migrate(_version: u32, _raw: &str) -> Option<Self> {
        None
    }

    /// `damas.v<VERSION>.<NAME>`.
    fn key() -> String {
        key(Self::NAME, Self::VERSION)
    }
}

/// [`Persisted::decode`] by serde's derived `Deserialize`.
pub fn serde_decode<T: DeserializeOwned>(raw: &str) -> Option<T> {
    serde_json::from_str(raw).ok()
}

/// [`Persisted::encode`] by serde's derived `Serialize`.
pub fn serde_encode<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("stored values serialise")
}

/// The two codec methods of a [`Persisted`] value stored by serde
/// ([`serde_decode`], [`serde_encode`]), in its `impl Persisted`.
macro_rules! serde_codec {
    () => {
        fn decode(raw: &str) -> Option<Self> {
            $crate::kernel::storage::store::serde_decode(raw)
        }
        fn encode(&self) -> String {
            $crate::kernel::storage::store::serde_encode(self)
        }
    };
}
pub(crate) use serde_codec;

/// Why storage refused an operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackendError {
    /// Storage cannot be used at all (disabled, private mode, sandbox).
    Blocked,
    /// The quota is exhausted.
    Full,
}

/// Key–value string storage: localStorage in the browser, [`Memory`] here.
pub trait Backend {
    fn get(&self, key: &str) -> Result<Option<String>, BackendError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), BackendError>;
    fn remove(&mut self, key: &str) -> Result<(), BackendError>;
    fn keys(&self) -> Result<Vec<String>, BackendError>;
}

/// In-memory storage, for tests and when the browser's is unusable. Can
/// imitate a blocked or full storage.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    pub map: BTreeMap<String, String>,
    /// Every access fails with `Blocked`.
    pub blocked: bool,
    /// Writes fail with `Full` once keys + values would exceed this many bytes.
    pub quota: Option<usize>,
}

impl Memory {
    fn used(&self) -> usize {
        self.map.iter().map(|(k, v)| k.len() + v.len()).sum()
    }
}

impl Backend for Memory {
    fn get(&self, key: &str) -> Result<Option<String>, BackendError> {
        if self.blocked {
            return Err(BackendError::Blocked);
        }
        Ok(self.map.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), BackendError> {
        if self.blocked {
            return Err(BackendError::Blocked);
        }
        if let Some(quota) = self.quota {
            let old = self.map.get(key).map_or(0, |v| key.len() + v.len());
            if self.used() - old + key.len() + value.len() > quota {
                return Err(BackendError::Full);
            }
        }
        self.map.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), BackendError> {
        if self.blocked {
            return Err(BackendError::Blocked);
        }
        self.map.remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, BackendError> {
        if self.blocked {
            return Err(BackendError::Blocked);
        }
        Ok(self.map.keys().cloned().collect())
    }
}

/// What the UI should tell the player about storage.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Status {
    /// Storage cannot be used: nothing will be kept after closing.
    pub blocked: bool,
    /// A write failed for lack of space: recent changes won't be kept.
    pub full: bool,
    /// Names of values found unreadable (backed up, then reset).
    pub corrupt: Vec<String>,
}

/// The one notice to show, most serious first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    Blocked,
    Full,
    Corrupt,
}

impl Notice {
    /// The notice's text.
    pub fn text(self) -> Text {
        match self {
            Notice::Blocked => Text::NoticeStorageBlocked,
            Notice::Full => Text::NoticeStorageFull,
            Notice::Corrupt => Text::NoticeCorrupt,
        }
    }
}

impl Status {
    pub fn notice(&self) -> Option<Notice> {
        if self.blocked {
            Some(Notice::Blocked)
        } else if self.full {
            Some(Notice::Full)
        } else if !self.corrupt.is_empty() {
            Some(Notice::Corrupt)
        } else {
            None
        }
    }
}

/// Typed, failure-proof access to a [`Backend`]. Values that could not be
/// written are kept in memory (`overlay`) so reads still see them.
pub struct Store {
    backend: Box<dyn Backend>,
    overlay: BTreeMap<String, Option<String>>,
    pub status: Status,
}

impl Store {
    /// A store over `backend`; `Err` (storage unusable) gives an in-memory
    /// store with [`Status::blocked`] set.
    pub fn open(backend: Result<Box<dyn Backend>, BackendError>) -> Store {
        match backend {
            Ok(backend) => Store { backend, overlay: BTreeMap::new(), status: Status::default() },
            Err(_) => Store {
                backend: Box::new(Memory::default()),
                overlay: BTreeMap::new(),
                status: Status { blocked: true, ..Status::default() },
            },
        }
    }

    fn fail(&mut self, e: BackendError) {
        match e {
            BackendError::Blocked => self.status.blocked = true,
            BackendError::Full => self.status.full = true,
        }
    }

    /// The raw string under `key`, or `None`.
    pub fn read_raw(&mut self, key: &str) -> Option<String> {
        if let Some(v) = self.overlay.get(key) {
            return v.clone();
        }
        match self.backend.get(key) {
            Ok(v) => v,
            Err(e) => {
                self.fail(e);
                None
            }
        }
    }

    /// Writes `value` under `key`; on failure keeps it in memory, sets the
    /// status and returns the error.
    pub fn write_raw(&mut self, key: &str, value: &str) -> Result<(), BackendError> {
        match self.backend.set(key, value) {
            Ok(()) => {
                self.overlay.remove(key);
                Ok(())
            }
            Err(e) => {
                self.fail(e);
                self.overlay.insert(key.to_string(), Some(value.to_string()));
                Err(e)
            }
        }
    }

    /// Removes `key` (from memory too).
    pub fn remove(&mut self, key: &str) {
        if let Err(e) = self.backend.remove(key) {
            self.fail(e);
            self.overlay.insert(key.to_string(), None);
        } else {
            self.overlay.remove(key);
        }
    }

    /// Every key of the app (see [`is_damas_key`]), sorted.
    pub fn damas_keys(&mut self) -> Vec<String> {
        let mut keys: Vec<String> = match self.backend.keys() {
            Ok(k) => k,
            Err(e) => {
                self.fail(e);
                Vec::new()
            }
        };
        keys.retain(|k| is_damas_key(k) && !matches!(self.overlay.get(k), Some(None)));
        for (k, v) in &self.overlay {
            if v.is_some() && is_damas_key(k) {
                keys.push(k.clone());
            }
        }
        keys.sort();
        keys.dedup();
        keys
    }

    /// The value of `T`: stored, migrated from an older version, or the
    /// default. Never fails; see the module docs.
    pub fn load<T: Persisted>(&mut self) -> T {
        let k = T::key();
        if let Some(raw) = self.read_raw(&k) {
            return match T::decode(&raw) {
                Some(v) => v,
                None => {
                    // Keep the bad value for a human (and the export), start clean.
                    let _ = self.write_raw(&backup_key(&k), &raw);
                    self.remove(&k);
                    if !self.status.corrupt.iter().any(|n| n == T::NAME) {
                        self.status.corrupt.push(T::NAME.to_string());
                    }
                    T::default()
                }
            };
        }
        for version in (1..T::VERSION).rev() {
            let old = key(T::NAME, version);
            if let Some(raw) = self.read_raw(&old) {
                if let Some(v) = T::migrate(version, &raw) {
                    self.save(&v);
                    self.remove(&old);
                    return v;
                }
                break;
            }
        }
        T::default()
    }

    /// Saves `value` as JSON (kept in memory if storage refuses).
    pub fn save<T: Persisted>(&mut self, value: &T) {
        let _ = self.write_raw(&T::key(), &value.encode());
    }

    /// Removes every key of the app except those in `keep`.
    pub fn remove_all_except(&mut self, keep: &[String]) {
        for k in self.damas_keys() {
            if !keep.contains(&k) {
                self.remove(&k);
            }
        }
    }
}

/// The browser's localStorage as a [`Backend`] (the thin web layer).
#[cfg(target_arch = "wasm32")]
pub mod web {
    use super::{Backend, BackendError, PROBE_KEY};
    use gloo_storage::Storage as _;
    use wasm_bindgen::{JsCast, JsValue};

    /// localStorage, once it has been checked to be usable.
    pub struct LocalStorage(web_sys::Storage);

    fn classify(e: JsValue) -> BackendError {
        let name = e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.name())).unwrap_or_default();
        let dom_name = js_sys::Reflect::get(&e, &JsValue::from_str("name"))
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or(name);
        if dom_name == "QuotaExceededError" || dom_name == "NS_ERROR_DOM_QUOTA_REACHED" {
            BackendError::Full
        } else {
            BackendError::Blocked
        }
    }

    /// Opens localStorage: `Err(Blocked)` when the browser refuses access.
    /// A full storage still opens (reads work; writes will report `Full`).
    pub fn open() -> Result<Box<dyn Backend>, BackendError> {
        let window = web_sys::window().ok_or(BackendError::Blocked)?;
        // Accessing `localStorage` itself throws when blocked.
        window.local_storage().map_err(|_| BackendError::Blocked)?.ok_or(BackendError::Blocked)?;
        // Safe now: gloo's accessor would throw if the line above had failed.
        let storage = gloo_storage::LocalStorage::raw();
        match storage.set_item(PROBE_KEY, "1").map_err(classify) {
            Ok(()) => {
                let _ = storage.remove_item(PROBE_KEY);
            }
            Err(BackendError::Full) => {}
            Err(BackendError::Blocked) => return Err(BackendError::Blocked),
        }
        Ok(Box::new(LocalStorage(storage)))
    }

    impl Backend for LocalStorage {
        fn get(&self, key: &str) -> Result<Option<String>, BackendError> {
            self.0.get_item(key).map_err(classify)
        }
        fn set(&mut self, key: &str, value: &str) -> Result<(), BackendError> {
            self.0.set_item(key, value).map_err(classify)
        }
        fn remove(&mut self, key: &str) -> Result<(), BackendError> {
            self.0.remove_item(key).map_err(classify)
        }
        fn keys(&self) -> Result<Vec<String>, BackendError> {
            let n = self.0.length().map_err(classify)?;
            Ok((0..n).filter_map(|i| self.0.key(i).ok().flatten()).collect())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};

    #[derive(Serialize, Deserialize, Default, Debug, PartialEq)]
    #[serde(default)]
    struct Prefs {
        size: u32,
        name: String,
    }
    impl Persisted for Prefs {
        const NAME: &'static str = "prefs";
        fn decode(raw: &str) -> Option<Self> {
            serde_decode(raw)
        }
        fn encode(&self) -> String {
            serde_encode(self)
        }
    }

    /// The same value after a format change: v2 stores `size` as a string.
    #[derive(Serialize, Deserialize, Default, Debug, PartialEq)]
    struct PrefsV2 {
        size: String,
    }
    impl Persisted for PrefsV2 {
        const NAME: &'static str = "prefs";
        const VERSION: u32 = 2;
        fn decode(raw: &str) -> Option<Self> {
            serde_decode(raw)
        }
        fn encode(&self) -> String {
            serde_encode(self)
        }
        fn migrate(version: u32, raw: &str) -> Option<Self> {
            assert_eq!(version, 1);
            let old: Prefs = serde_json::from_str(raw).ok()?;
            Some(PrefsV2 { size: old.size.to_string() })
        }
    }

    /// v3 that cannot read older versions.
    #[derive(Serialize, Deserialize, Default, Debug, PartialEq)]
    struct PrefsV3 {
        size: Vec<u8>,
    }
    impl Persisted for PrefsV3 {
        const NAME: &'static str = "prefs";
        const VERSION: u32 = 3;
        fn decode(raw: &str) -> Option<Self> {
            serde_decode(raw)
        }
        fn encode(&self) -> String {
            serde_encode(self)
        }
    }

    fn memory(entries: &[(&str, &str)]) -> Memory {
        Memory {
            map: entries.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
            ..Memory::default()
        }
    }

    fn store(m: Memory) -> Store {
        Store::open(Ok(Box::new(m)))
    }

    #[test]
    fn keys_are_versioned() {
        assert_eq!(Prefs::key(), "damas.v1.prefs");
        assert_eq!(PrefsV2::key(), "damas.v2.prefs");
        assert_eq!(backup_key("damas.v1.prefs"), "damas.v1.prefs.corrupt");
        assert!(is_damas_key("damas.v1.x") && !is_damas_key(PROBE_KEY) && !is_damas_key("other"));
    }

    #[test]
    fn missing_value_gives_default_without_notice() {
        let mut s = store(Memory::default());
        assert_eq!(s.load::<Prefs>(), Prefs::default());
        assert_eq!(s.status, Status::default());
        assert_eq!(s.status.notice(), None);
    }

    #[test]
    fn saved_value_round_trips_and_missing_fields_default() {
        let mut s = store(Memory::default());
        s.save(&Prefs { size: 8, name: "a".into() });
        assert_eq!(s.load::<Prefs>(), Prefs { size: 8, name: "a".into() });
        let mut s = store(memory(&[("damas.v1.prefs", r#"{"size":10,"extra":true}"#)]));
        assert_eq!(s.load::<Prefs>(), Prefs { size: 10, name: String::new() });
        assert_eq!(s.status.notice(), None);
    }

    #[test]
    fn corrupt_value_is_backed_up_reset_and_flagged() {
        for bad in ["{not json", "[1,2,3]", r#"{"size":"eight"}"#, ""] {
            let mut s = store(memory(&[("damas.v1.prefs", bad)]));
            assert_eq!(s.load::<Prefs>(), Prefs::default(), "{bad:?}");
            assert_eq!(s.status.corrupt, vec!["prefs".to_string()]);
            assert_eq!(s.status.notice(), Some(Notice::Corrupt));
            assert_eq!(s.read_raw("damas.v1.prefs.corrupt").as_deref(), Some(bad));
            assert_eq!(s.read_raw("damas.v1.prefs"), None);
            // Loading again is clean: the flag is not repeated.
            assert_eq!(s.load::<Prefs>(), Prefs::default());
            assert_eq!(s.status.corrupt.len(), 1);
        }
    }

    #[test]
    fn version_bump_migrates_and_removes_the_old_key() {
        let mut s = store(memory(&[("damas.v1.prefs", r#"{"size":8,"name":"x"}"#)]));
        assert_eq!(s.load::<PrefsV2>(), PrefsV2 { size: "8".into() });
        assert_eq!(s.read_raw("damas.v2.prefs").as_deref(), Some(r#"{"size":"8"}"#));
        assert_eq!(s.read_raw("damas.v1.prefs"), None);
        assert_eq!(s.status, Status::default());
    }

    #[test]
    fn version_bump_without_migration_starts_clean_and_keeps_old_data() {
        let mut s = store(memory(&[("damas.v2.prefs", r#"{"size":"8"}"#)]));
        assert_eq!(s.load::<PrefsV3>(), PrefsV3::default());
        assert_eq!(s.read_raw("damas.v2.prefs").as_deref(), Some(r#"{"size":"8"}"#));
        assert_eq!(s.status.notice(), None);
    }

    #[test]
    fn newer_version_wins_over_older() {
        let mut s =
            store(memory(&[("damas.v1.prefs", r#"{"size":1}"#), ("damas.v2.prefs", r#"{"size":"2"}"#)]));
        assert_eq!(s.load::<PrefsV2>(), PrefsV2 { size: "2".into() });
    }

    #[test]
    fn blocked_storage_works_in_memory_and_says_so() {
        let mut s = Store::open(Err(BackendError::Blocked));
        assert!(s.status.blocked);
        assert_eq!(s.status.notice(), Some(Notice::Blocked));
        s.save(&Prefs { size: 3, name: String::new() });
        assert_eq!(s.load::<Prefs>().size, 3);

        // Access that starts failing later (the backend throws).
        let mut s = store(Memory { blocked: true, ..Memory::default() });
        assert_eq!(s.load::<Prefs>(), Prefs::default());
        assert!(s.status.blocked);
        s.save(&Prefs { size: 4, name: String::new() });
        assert_eq!(s.load::<Prefs>().size, 4, "kept in memory");
        assert_eq!(s.damas_keys(), vec!["damas.v1.prefs".to_string()]);
    }

    #[test]
    fn full_storage_keeps_the_value_in_memory_and_says_so() {
        let mut s = store(Memory { quota: Some(40), ..Memory::default() });
        s.save(&Prefs { size: 1, name: String::new() });
        assert_eq!(s.status.notice(), None);
        s.save(&Prefs { size: 2, name: "a long name that does not fit".into() });
        assert!(s.status.full);
        assert_eq!(s.status.notice(), Some(Notice::Full));
        assert_eq!(s.load::<Prefs>().size, 2);
        s.remove("damas.v1.prefs");
        assert_eq!(s.load::<Prefs>(), Prefs::default());
    }

    #[test]
    fn remove_all_except_keeps_other_apps_and_chosen_keys() {
        let mut s = store(memory(&[
            ("damas.v1.settings", "{}"),
            ("damas.v1.scores", "{}"),
            ("damas.v1.game", "{}"),
            ("other.app", "1"),
        ]));
        s.remove_all_except(&["damas.v1.settings".to_string()]);
        assert_eq!(s.damas_keys(), vec!["damas.v1.settings".to_string()]);
        assert_eq!(s.read_raw("other.app").as_deref(), Some("1"));
    }
}

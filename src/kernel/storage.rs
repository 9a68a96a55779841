//! Everything the app keeps, and the only code that touches localStorage.
//!
//! * [`store`]: versioned keys, typed loading that never fails (corrupt
//!   values are backed up, blocked/full storage falls back to memory), the
//!   [`store::Persisted`] trait. Plain Rust, tested natively.
//! * [`settings`]: the player's settings.
//! * [`progress_io`]: export / import of everything as one JSON file, reset.
//!
//! In the browser (wasm32) this module also holds the reactive layer:
//!
//! * [`persisted::<T>()`](persisted): an `RwSignal<T>` loaded from storage,
//!   saved by one `Effect` whenever it changes, and updated when another tab
//!   changes the same key (`storage` event). Call it once per value, high in
//!   the tree (for values shared by several pages, create it once and pass
//!   the signal or put it in a context).
//! * [`Ctx`] (from [`use_ctx`]): the app-wide context — settings, language,
//!   rule set, storage status; `ctx.t(Text::X)` reads a text in the current
//!   language (reactively).
//! * [`with_store`]: direct access to the one [`store::Store`].
//!
//! Adding a persisted value (e.g. scores): define a type with
//! `#[derive(Serialize, Deserialize, Default, Clone, PartialEq)]`, implement
//! `Persisted` (`const NAME: &'static str = "scores";`), then
//! `let scores = crate::kernel::storage::persisted::<Scores>();`.

pub mod best_scores;
pub mod player_settings;
pub mod store;

#[cfg(target_arch = "wasm32")]
pub use reactive::*;

#[cfg(target_arch = "wasm32")]
mod reactive {
    use std::cell::RefCell;

    use damas_engine::Variant;
    use leptos::prelude::*;

    use super::player_settings::Settings;
    use super::store::{self, Persisted, Status, Store};
    use crate::kernel::i18n::catalogue::TextPart;
    use crate::kernel::i18n::{Lang, Text};

    struct Watcher {
        key: String,
        /// Applies a new raw value (`None`: removed); `false` once the
        /// signal is gone, to drop the watcher.
        apply: Box<dyn Fn(Option<String>) -> bool>,
    }

    thread_local! {
        static STORE: RefCell<Option<Store>> = const { RefCell::new(None) };
        static STATUS: RefCell<Option<RwSignal<Status>>> = const { RefCell::new(None) };
        static WATCHERS: RefCell<Vec<Watcher>> = const { RefCell::new(Vec::new()) };
    }

    /// Runs `f` on the app's one store (opened on first use), then mirrors
    /// its status into the status signal.
    pub fn with_store<R>(f: impl FnOnce(&mut Store) -> R) -> R {
        let (r, status) = STORE.with(|cell| {
            let mut cell = cell.borrow_mut();
            let store = cell.get_or_insert_with(|| Store::open(store::web::open()));
            let r = f(store);
            (r, store.status.clone())
        });
        if let Some(sig) = STATUS.with(|s| *s.borrow())
            && sig.try_get_untracked().is_some_and(|old| old != status)
        {
            sig.set(status);
        }
        r
    }

    /// A signal holding the stored `T`, saved on every change and refreshed
    /// when another tab changes it. See the module docs.
    pub fn persisted<T>() -> RwSignal<T>
    where
        T: Persisted + Clone + PartialEq + Send + Sync + 'static,
    {
        let sig = RwSignal::new(with_store(|s| s.load::<T>()));
        Effect::new(move |prev: Option<String>| {
            let json = sig.with(T::encode);
            if prev.is_some_and(|p| p != json) {
                with_store(|s| {
                    let _ = s.write_raw(&T::key(), &json);
                });
            }
            json
        });
        watch(T::key(), sig, |raw| match raw {
            None => Some(T::default()),
            Some(raw) => T::decode(raw), // another version's data (None): ignored
        });
        sig
    }

    /// A signal of what `read` makes of the value stored under `key`
    /// (`None`: nothing stored), refreshed when another tab changes it. It
    /// is never written: for a page that shows part of a value another page
    /// keeps (the home page's day streak), without the code that reads all
    /// of it.
    pub fn stored_view<T>(key: String, read: fn(Option<&str>) -> T) -> ReadSignal<T>
    where
        T: PartialEq + Send + Sync + 'static,
    {
        let sig = RwSignal::new(read(with_store(|s| s.read_raw(&key)).as_deref()));
        watch(key, sig, move |raw| Some(read(raw)));
        sig.read_only()
    }

    /// Keeps `sig` in step with the value stored under `key` when another
    /// tab changes it: `read` makes the new value of the raw one (`None`
    /// when removed); a `None` from it leaves the signal as it is.
    fn watch<T>(key: String, sig: RwSignal<T>, read: impl Fn(Option<&str>) -> Option<T> + 'static)
    where
        T: PartialEq + Send + Sync + 'static,
    {
        WATCHERS.with(|w| {
            w.borrow_mut().push(Watcher {
                key,
                apply: Box::new(move |raw| {
                    let Some(value) = read(raw.as_deref()) else { return true };
                    if sig.try_with_untracked(|old| *old == value) == Some(true) {
                        return true;
                    }
                    sig.try_set(value).is_none()
                }),
            })
        });
    }

    fn notify(key: Option<&str>) {
        WATCHERS.with(|w| {
            let mut w = w.borrow_mut();
            w.retain(|watcher| {
                if key.is_some_and(|k| k != watcher.key) {
                    return true;
                }
                let raw = with_store(|s| s.read_raw(&watcher.key));
                (watcher.apply)(raw)
            });
        });
    }

    /// Re-reads every persisted value (after an import or a reset).
    pub fn refresh_all() {
        notify(None);
    }

    /// The app-wide context. `Copy`: pass it around freely.
    #[derive(Clone, Copy)]
    pub struct Ctx {
        pub settings: RwSignal<Settings>,
        /// The language shown: the chosen one, else the browser's, once its
        /// texts are there (a language chosen later shows when fetched).
        pub lang: Memo<Lang>,
        /// The chosen rule set.
        pub variant: Memo<Variant>,
        /// What storage allows; see [`Status::notice`].
        pub status: RwSignal<Status>,
        /// The player closed the storage notice.
        pub notice_dismissed: RwSignal<bool>,
    }

    impl Ctx {
        /// The text in the current language (reactive: call it inside a
        /// closure in views, `move || ctx.t(Text::NavHome)`).
        pub fn t(self, text: Text) -> &'static str {
            text.get(self.lang.get())
        }

        pub fn set_lang(self, lang: Lang) {
            let browser = browser_lang();
            self.settings.update(|s| s.set_lang(Some(lang), browser));
        }

        pub fn set_variant(self, variant: Variant) {
            self.settings.update(|s| s.variant = Some(variant));
        }
    }

    /// The context provided by `App`.
    pub fn use_ctx() -> Ctx {
        expect_context::<Ctx>()
    }

    /// The browser's preferred language (`navigator.languages`).
    pub fn browser_lang() -> Lang {
        let Some(nav) = web_sys::window().map(|w| w.navigator()) else { return Lang::En };
        let mut tags: Vec<String> = nav.languages().iter().filter_map(|v| v.as_string()).collect();
        if tags.is_empty() {
            tags.extend(nav.language());
        }
        Lang::from_browser(&tags)
    }

    /// Fetches a part of a language's texts unless it is there (a second
    /// try if the first fails); whether it is there now.
    async fn load_part(lang: Lang, part: TextPart) -> bool {
        use crate::kernel::i18n::catalogue::{has_part, install, served_path};
        use crate::kernel::served_file::fetch_text;
        for _ in 0..2 {
            if has_part(lang, part) {
                return true;
            }
            if let Ok(source) = fetch_text(&served_path(lang, part)).await {
                install(lang, part, &source);
            }
        }
        has_part(lang, part)
    }

    thread_local! {
        /// Whether a page other than home has opened: from then on a
        /// language's texts are fetched whole ([`TextPart::Pages`] too).
        static PAGES_OPENED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }

    /// Fetches a language's texts: its shell, and its pages' part once a
    /// page other than home has opened; whether it can show.
    async fn load_language(lang: Lang) -> bool {
        if !load_part(lang, TextPart::Shell).await {
            return false;
        }
        if PAGES_OPENED.with(|p| p.get()) {
            load_part(lang, TextPart::Pages).await;
        }
        true
    }

    /// Fetches the pages' part of the texts of every language that shows
    /// or may show (those whose shell is there), before a page other than
    /// home shows (`crate::app::lazy_routes`); a language chosen later
    /// comes whole.
    pub async fn load_page_texts() {
        use crate::kernel::i18n::catalogue::is_installed;
        PAGES_OPENED.with(|p| p.set(true));
        for lang in Lang::ALL {
            if is_installed(lang) {
                load_part(lang, TextPart::Pages).await;
            }
        }
    }

    /// Fetches the texts of the language the app opens in (the learner's
    /// choice, else the browser's), before anything shows. If they cannot
    /// be fetched (offline, never cached), English or any language that
    /// can be is fetched instead: the page is never without words.
    pub async fn load_first_language() {
        let browser = browser_lang();
        let first = with_store(|s| s.load::<Settings>()).lang_or(browser);
        for lang in first.with_fallbacks() {
            if load_language(lang).await {
                return;
            }
        }
    }

    /// The language the app opens in: the wanted one if its texts came,
    /// else the one [`load_first_language`] could fetch.
    fn first_shown(wanted: Lang) -> Lang {
        use crate::kernel::i18n::catalogue::is_installed;
        wanted.with_fallbacks().find(|&l| is_installed(l)).unwrap_or(wanted)
    }

    /// Opens storage, loads the settings, listens to other tabs and provides
    /// the [`Ctx`]. Called once, by `App`.
    pub fn provide_ctx() -> Ctx {
        let status = RwSignal::new(Status::default());
        STATUS.with(|s| *s.borrow_mut() = Some(status));
        let settings = persisted::<Settings>();
        with_store(|_| ()); // mirror the status after loading
        let browser = browser_lang();
        let wanted = Memo::new(move |_| settings.with(|s| s.lang_or(browser)));
        let shown = RwSignal::new(first_shown(wanted.get_untracked()));
        let lang = Memo::new(move |_| shown.get());
        // A language chosen here, on the settings page or in another tab:
        // its texts are fetched first, then it shows (until they are there,
        // the page stays in the language it was in).
        Effect::new(move |_| {
            let want = wanted.get();
            leptos::task::spawn_local(async move {
                if load_language(want).await && wanted.try_get_untracked() == Some(want) {
                    shown.set(want);
                }
            });
        });
        let variant = Memo::new(move |_| settings.with(|s| s.variant_or(lang.get())));
        let ctx = Ctx { settings, lang, variant, status, notice_dismissed: RwSignal::new(false) };

        // Another tab changed something: pick it up.
        let handle = window_event_listener(leptos::ev::storage, |ev: web_sys::StorageEvent| {
            match ev.key() {
                Some(k) if store::is_damas_key(&k) => notify(Some(&k)),
                Some(_) => {}
                None => notify(None), // localStorage.clear()
            }
        });
        std::mem::forget(handle);

        // <html lang> and the web app manifest follow the language.
        Effect::new(move |_| {
            let lang = lang.get();
            if let Some(el) = document().document_element() {
                let _ = el.set_attribute("lang", lang.code());
            }
            if let Ok(Some(link)) = document().query_selector("link[rel=manifest]") {
                let _ = link.set_attribute("href", lang.manifest());
            }
        });
        // <html data-pieces> follows the piece set (the board's CSS reads it).
        Effect::new(move |_| {
            let id = settings.with(|s| s.pieces.id());
            if let Some(el) = document().document_element() {
                let _ = el.set_attribute("data-pieces", id);
            }
        });
        provide_context(ctx);
        ctx
    }
}

//! The player's settings, saved as `damas.v1.settings`.

use damas_engine::search::Level;
use damas_engine::Variant;
use serde::{Deserialize, Serialize};

use super::store::Persisted;
use crate::kernel::i18n::choice::impl_choice;
use crate::kernel::i18n::{Lang, Text};

/// Colours of the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
// The list and the ids, from the declaration (strum's lower case, as serde's):
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum BoardTheme {
    #[default]
    Wood,
    Green,
    Blue,
    Contrast,
}

impl BoardTheme {
    /// Every theme (the declaration's order, the order shown).
    pub const ALL: [BoardTheme; <BoardTheme as strum::VariantArray>::VARIANTS.len()] =
        damas_engine::listed::array_of(<BoardTheme as strum::VariantArray>::VARIANTS);

    /// Stable id, as stored (serde's name), also the CSS class suffix:
    /// `theme-wood`.
    pub fn id(self) -> &'static str {
        self.into()
    }

    pub fn label(self) -> Text {
        match self {
            BoardTheme::Wood => Text::ThemeWood,
            BoardTheme::Green => Text::ThemeGreen,
            BoardTheme::Blue => Text::ThemeBlue,
            BoardTheme::Contrast => Text::ThemeContrast,
        }
    }
}

/// How the pieces are drawn. Every set tells men from kings by shape, not
/// colour alone (a crown; stacked kings; cans and tyres keep the crown).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
// The list and the ids, from the declaration (strum's lower case, as serde's):
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum PieceSet {
    /// Flat discs; a king has a crown.
    #[default]
    Classic,
    /// A king is two stacked discs with a bright crown, as Brazilian sites
    /// draw them.
    Stacked,
    /// "Latões e pneus": light plays with cans, dark with tyres; a king is a
    /// stack of two with a crown.
    Playful,
}

impl PieceSet {
    /// Every piece set (the declaration's order, the order shown).
    pub const ALL: [PieceSet; <PieceSet as strum::VariantArray>::VARIANTS.len()] =
        damas_engine::listed::array_of(<PieceSet as strum::VariantArray>::VARIANTS);

    /// Stable id, as stored (serde's name), also the value of
    /// `<html data-pieces>` the board's CSS reads.
    pub fn id(self) -> &'static str {
        self.into()
    }

    pub fn label(self) -> Text {
        match self {
            PieceSet::Classic => Text::PiecesClassic,
            PieceSet::Stacked => Text::PiecesStacked,
            PieceSet::Playful => Text::PiecesPlayful,
        }
    }
}

/// What the board writes along its squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
// The list and the ids, from the declaration (strum's lower case, as serde's):
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Coords {
    #[default]
    None,
    /// PDN square numbers (1–32 / 1–50).
    Numeric,
    /// a1–h8 (8×8 boards only; 10×10 boards fall back to numbers).
    Algebraic,
}

impl Coords {
    /// Every choice (the declaration's order, the order shown).
    pub const ALL: [Coords; <Coords as strum::VariantArray>::VARIANTS.len()] =
        damas_engine::listed::array_of(<Coords as strum::VariantArray>::VARIANTS);

    /// Stable id, as stored (serde's name).
    pub fn id(self) -> &'static str {
        self.into()
    }

    pub fn label(self) -> Text {
        match self {
            Coords::None => Text::CoordsNone,
            Coords::Numeric => Text::CoordsNumeric,
            Coords::Algebraic => Text::CoordsAlgebraic,
        }
    }
}

// The board's settings are picked in `<select>`s by their ids, named by
// their labels.
impl_choice!(BoardTheme, |theme, lang| theme.label().get(lang));
impl_choice!(PieceSet, |pieces, lang| pieces.label().get(lang));
impl_choice!(Coords, |coords, lang| coords.label().get(lang));

/// Everything the player sets. Stored as a JSON object of ids
/// ([`StoredSettings`]): unknown fields are ignored and missing ones take
/// their default, so adding a field needs no version bump; a field with a
/// value the app does not know makes the whole value unreadable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// `None`: follow the browser's language.
    pub lang: Option<Lang>,
    /// The chosen rule set. `None`: none chosen yet, the language's own
    /// ([`first_rule_set`]).
    pub variant: Option<Variant>,
    pub theme: BoardTheme,
    pub pieces: PieceSet,
    pub coords: Coords,
    /// Draw the board from the dark side.
    pub flip: bool,
    pub sound: bool,
    /// The computer opponent offered first.
    pub level: Level,
}

/// [`Settings`] as stored: `{"lang":"en","variant":"damas10","theme":
/// "blue","pieces":"playful","coords":"algebraic","flip":true,"sound":
/// false,"level":"empresario"}` (`null` for no language or rule set
/// chosen). Read and written by miniserde, not serde_json: the first page
/// reads the settings, and serde_json would weigh on its module.
#[derive(Default, miniserde::Serialize, miniserde::Deserialize)]
struct StoredSettings {
    lang: Option<String>,
    variant: Option<String>,
    theme: Option<String>,
    pieces: Option<String>,
    coords: Option<String>,
    flip: Option<bool>,
    sound: Option<bool>,
    level: Option<String>,
}

/// The value of `id` among `all` (by `id_of`); `Some(default)` for a
/// missing id, `None` for an unknown one.
fn by_id<T: Copy>(all: &[T], id_of: fn(T) -> &'static str, id: Option<String>, default: T) -> Option<T> {
    opt_by_id(all, id_of, id).map(|v| v.unwrap_or(default))
}

/// An optional value by id: `None` stays `None` (nothing chosen).
fn opt_by_id<T: Copy>(all: &[T], id_of: fn(T) -> &'static str, id: Option<String>) -> Option<Option<T>> {
    match id {
        None => Some(None),
        Some(id) => all.iter().copied().find(|&v| id_of(v) == id).map(Some),
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            lang: None,
            variant: None,
            theme: BoardTheme::Wood,
            pieces: PieceSet::Classic,
            coords: Coords::None,
            flip: false,
            sound: true,
            level: Level::Domador,
        }
    }
}

impl Persisted for Settings {
    const NAME: &'static str = "settings";

    fn decode(raw: &str) -> Option<Settings> {
        let stored: StoredSettings = miniserde::json::from_str(raw).ok()?;
        let d = Settings::default();
        Some(Settings {
            lang: opt_by_id(&Lang::ALL, Lang::code, stored.lang)?,
            variant: opt_by_id(&Variant::ALL, Variant::id, stored.variant)?,
            theme: by_id(&BoardTheme::ALL, BoardTheme::id, stored.theme, d.theme)?,
            pieces: by_id(&PieceSet::ALL, PieceSet::id, stored.pieces, d.pieces)?,
            coords: by_id(&Coords::ALL, Coords::id, stored.coords, d.coords)?,
            flip: stored.flip.unwrap_or(d.flip),
            sound: stored.sound.unwrap_or(d.sound),
            level: by_id(&Level::ALL, Level::id, stored.level, d.level)?,
        })
    }

    fn encode(&self) -> String {
        let id = |s: &str| Some(s.to_string());
        miniserde::json::to_string(&StoredSettings {
            lang: self.lang.and_then(|l| id(l.code())),
            variant: self.variant.and_then(|v| id(v.id())),
            theme: id(self.theme.id()),
            pieces: id(self.pieces.id()),
            coords: id(self.coords.id()),
            flip: Some(self.flip),
            sound: Some(self.sound),
            level: id(self.level.id()),
        })
    }
}

impl Settings {
    /// The language to show: the chosen one, else the browser's.
    pub fn lang_or(&self, browser: Lang) -> Lang {
        self.lang.unwrap_or(browser)
    }

    /// Sets the language (`None`: the browser's, shown as `browser`). The
    /// rule set shown stays: a first visit's rule set, not chosen yet,
    /// becomes the choice, so that changing the language never changes the
    /// game on screen.
    pub fn set_lang(&mut self, lang: Option<Lang>, browser: Lang) {
        let shown = self.variant_or(self.lang_or(browser));
        self.variant = Some(shown);
        self.lang = lang;
    }

    /// The rule set to show: the chosen one, else the one of `lang`.
    pub fn variant_or(&self, lang: Lang) -> Variant {
        self.variant.unwrap_or_else(|| first_rule_set(lang))
    }
}

/// The rule set a language opens on before the learner picks one: its
/// speakers' everyday game (Brazilian in Portuguese, English checkers in
/// English, Spanish damas in Spanish, shashki in Russian).
pub fn first_rule_set(lang: Lang) -> Variant {
    match lang {
        Lang::Pt => Variant::Brazilian,
        Lang::En => Variant::English,
        Lang::Es => Variant::Spanish,
        Lang::Ru => Variant::Russian,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_themes_piece_sets_and_coordinates_are_well_formed_choices() {
        crate::kernel::i18n::choice::assert_well_formed::<BoardTheme>();
        crate::kernel::i18n::choice::assert_well_formed::<PieceSet>();
        crate::kernel::i18n::choice::assert_well_formed::<Coords>();
    }

    /// The ids are in players' stored settings and the board's CSS: each
    /// is the JSON name, never changed.
    #[test]
    fn the_board_settings_ids_are_the_stored_names() {
        fn ids<T: serde::Serialize>(all: &[T], id: fn(&T) -> &'static str) -> Vec<&'static str> {
            for value in all {
                assert_eq!(serde_json::to_string(value).unwrap(), format!("\"{}\"", id(value)));
            }
            all.iter().map(id).collect()
        }
        assert_eq!(ids(&BoardTheme::ALL, |t| t.id()), ["wood", "green", "blue", "contrast"]);
        assert_eq!(ids(&PieceSet::ALL, |p| p.id()), ["classic", "stacked", "playful"]);
        assert_eq!(ids(&Coords::ALL, |c| c.id()), ["none", "numeric", "algebraic"]);
        let s = Settings::decode(r#"{"theme":"contrast","pieces":"stacked","coords":"numeric"}"#).unwrap();
        assert_eq!((s.theme, s.pieces, s.coords), (BoardTheme::Contrast, PieceSet::Stacked, Coords::Numeric));
    }

    /// A first visit with an English browser opened on Brazilian rules:
    /// each language opens on its own rule set, and a choice always wins.
    #[test]
    fn a_first_visit_opens_on_the_languages_rule_set_and_a_choice_wins() {
        let fresh = Settings::default();
        assert_eq!(fresh.variant_or(Lang::En), Variant::English);
        assert_eq!(fresh.variant_or(Lang::Pt), Variant::Brazilian);
        assert_eq!(fresh.variant_or(Lang::Es), Variant::Spanish);
        assert_eq!(fresh.variant_or(Lang::Ru), Variant::Russian);
        let chose = Settings { variant: Some(Variant::Brazilian), ..Settings::default() };
        assert_eq!(chose.variant_or(Lang::En), Variant::Brazilian);
        // Saved without a choice, read back without one.
        let text = fresh.encode();
        assert_eq!(Settings::decode(&text).unwrap().variant, None);
        let text = chose.encode();
        assert!(text.contains(r#""variant":"brazilian""#), "{text}");
        // Changing the language keeps the rule set on screen.
        let mut s = Settings::default();
        s.set_lang(Some(Lang::En), Lang::Pt);
        assert_eq!((s.lang, s.variant_or(Lang::En)), (Some(Lang::En), Variant::Brazilian));
    }
    use crate::kernel::storage::store::{Memory, Store};

    #[test]
    fn settings_round_trip_with_readable_ids() {
        let s = Settings {
            lang: Some(Lang::En),
            variant: Some(Variant::Damas10),
            theme: BoardTheme::Blue,
            pieces: PieceSet::Playful,
            coords: Coords::Algebraic,
            flip: true,
            sound: false,
            level: Level::Empresario,
        };
        let json = s.encode();
        assert_eq!(
            json,
            r#"{"lang":"en","variant":"damas10","theme":"blue","pieces":"playful","coords":"algebraic","flip":true,"sound":false,"level":"empresario"}"#
        );
        assert_eq!(Settings::decode(&json).unwrap(), s);
        assert_eq!(
            Settings::default().encode(),
            r#"{"lang":null,"variant":null,"theme":"wood","pieces":"classic","coords":"none","flip":false,"sound":true,"level":"domador"}"#
        );
    }

    #[test]
    fn piece_sets_have_distinct_ids_and_settings_saved_before_them_read_classic() {
        let ids: std::collections::HashSet<_> = PieceSet::ALL.iter().map(|p| p.id()).collect();
        assert_eq!(ids.len(), PieceSet::ALL.len());
        let s = Settings::decode(r#"{"theme":"green"}"#).unwrap();
        assert_eq!(s.pieces, PieceSet::Classic);
        let s = Settings::decode(r#"{"pieces":"stacked"}"#).unwrap();
        assert_eq!(s.pieces, PieceSet::Stacked);
        assert_eq!(Settings::decode(r#"{"pieces":"marbles"}"#), None);
    }

    #[test]
    fn missing_fields_default_and_bad_values_are_corrupt() {
        let s = Settings::decode(r#"{"variant":"russian","extra":[1,{"a":2.5}]}"#).unwrap();
        assert_eq!(s, Settings { variant: Some(Variant::Russian), ..Settings::default() });
        for bad in [
            r#"{"variant":"chess"}"#,
            r#"{"lang":"de"}"#,
            r#"{"level":"grandmaster"}"#,
            r#"{"flip":"yes"}"#,
            r#"{"sound":1}"#,
            r#"{"theme":7}"#,
            "[]",
            "{",
            "",
        ] {
            assert_eq!(Settings::decode(bad), None, "{bad}");
        }
        let mut store = Store::open(Ok(Box::new(Memory {
            map: [("damas.v1.settings".to_string(), r#"{"theme":"purple"}"#.to_string())].into(),
            ..Memory::default()
        })));
        assert_eq!(store.load::<Settings>(), Settings::default());
        assert_eq!(store.status.corrupt, vec!["settings".to_string()]);
    }

    #[test]
    fn language_follows_the_browser_until_chosen() {
        let mut s = Settings::default();
        assert_eq!(s.lang_or(Lang::Pt), Lang::Pt);
        s.lang = Some(Lang::En);
        assert_eq!(s.lang_or(Lang::Pt), Lang::En);
    }
}

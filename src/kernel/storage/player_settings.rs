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

/// Everything the player sets. Unknown or missing fields take their default
/// (`#[serde(default)]`), so adding a field needs no version bump.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// `None`: follow the browser's language.
    pub lang: Option<Lang>,
    /// The chosen rule set. `None`: none chosen yet, the language's own
    /// ([`first_rule_set`]).
    #[serde(with = "variant_id_opt")]
    pub variant: Option<Variant>,
    pub theme: BoardTheme,
    pub pieces: PieceSet,
    pub coords: Coords,
    /// Draw the board from the dark side.
    pub flip: bool,
    pub sound: bool,
    /// The computer opponent offered first.
    #[serde(with = "level_id")]
    pub level: Level,
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

/// Serde for [`Variant`] as its id (`"brazilian"`).
pub mod variant_id {
    use damas_engine::Variant;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &Variant, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.id())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let id = String::deserialize(d)?;
        Variant::ALL
            .into_iter()
            .find(|v| v.id() == id)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown rule set {id:?}")))
    }
}

/// Serde for an optional [`Variant`] as its id, or `null`.
pub mod variant_id_opt {
    use damas_engine::Variant;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &Option<Variant>, s: S) -> Result<S::Ok, S::Error> {
        match v {
            Some(v) => super::variant_id::serialize(v, s),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Variant>, D::Error> {
        let Some(id) = Option::<String>::deserialize(d)? else { return Ok(None) };
        Variant::ALL
            .into_iter()
            .find(|v| v.id() == id)
            .map(Some)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown rule set {id:?}")))
    }
}

/// Serde for [`Level`] as its id (`"domador"`).
pub mod level_id {
    use damas_engine::search::Level;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(l: &Level, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(l.id())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
        let id = String::deserialize(d)?;
        Level::ALL
            .into_iter()
            .find(|l| l.id() == id)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown level {id:?}")))
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
        let s: Settings =
            serde_json::from_str(r#"{"theme":"contrast","pieces":"stacked","coords":"numeric"}"#).unwrap();
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
        let text = serde_json::to_string(&fresh).unwrap();
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap().variant, None);
        let text = serde_json::to_string(&chose).unwrap();
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
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(
            json,
            r#"{"lang":"en","variant":"damas10","theme":"blue","pieces":"playful","coords":"algebraic","flip":true,"sound":false,"level":"empresario"}"#
        );
        assert_eq!(serde_json::from_str::<Settings>(&json).unwrap(), s);
    }

    #[test]
    fn piece_sets_have_distinct_ids_and_settings_saved_before_them_read_classic() {
        let ids: std::collections::HashSet<_> = PieceSet::ALL.iter().map(|p| p.id()).collect();
        assert_eq!(ids.len(), PieceSet::ALL.len());
        let s: Settings = serde_json::from_str(r#"{"theme":"green"}"#).unwrap();
        assert_eq!(s.pieces, PieceSet::Classic);
        let s: Settings = serde_json::from_str(r#"{"pieces":"stacked"}"#).unwrap();
        assert_eq!(s.pieces, PieceSet::Stacked);
        assert!(serde_json::from_str::<Settings>(r#"{"pieces":"marbles"}"#).is_err());
    }

    #[test]
    fn missing_fields_default_and_bad_values_are_corrupt() {
        let s: Settings = serde_json::from_str(r#"{"variant":"russian"}"#).unwrap();
        assert_eq!(s, Settings { variant: Some(Variant::Russian), ..Settings::default() });
        assert!(serde_json::from_str::<Settings>(r#"{"variant":"chess"}"#).is_err());
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

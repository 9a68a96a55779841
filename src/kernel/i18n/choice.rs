//! A value picked from a closed set in a `<select>` (a rule set, a level,
//! a board theme…): every value, a stable key for the `<option>` and a name
//! for people. `components::enum_select::EnumSelect` shows any of them.

use damas_engine::search::Level;
use damas_engine::Variant;

use super::{level_name, variant_name, Lang};

/// A closed set of values the user picks one of.
pub trait Choice: Copy + PartialEq + Send + Sync + 'static {
    /// Every value, in the order shown.
    fn choices() -> Vec<Self>;
    /// The value's key: stable, unique in the set.
    fn key(self) -> &'static str;
    /// The value's name, in a language.
    fn name(self, lang: Lang) -> String;

    /// The value with this key.
    fn from_key(key: &str) -> Option<Self> {
        Self::choices().into_iter().find(|c| c.key() == key)
    }
}

/// Implements [`Choice`] for a type with `ALL` and `id()`, named by the
/// expression: `impl_choice!(Level, |level, lang| level_name(level, lang));`.
macro_rules! impl_choice {
    ($t:ty, |$value:ident, $lang:ident| $name:expr) => {
        impl $crate::kernel::i18n::choice::Choice for $t {
            fn choices() -> Vec<$t> {
                <$t>::ALL.to_vec()
            }
            fn key(self) -> &'static str {
                self.id()
            }
            fn name(self, $lang: $crate::kernel::i18n::Lang) -> String {
                let $value = self;
                ($name).into()
            }
        }
    };
}
pub(crate) use impl_choice;

impl_choice!(Variant, |variant, lang| variant_name(variant, lang));
impl_choice!(Level, |level, lang| level_name(level, lang));

/// The interface's language (the header's menu shows [`Lang::short`]).
impl Choice for Lang {
    fn choices() -> Vec<Lang> {
        Lang::ALL.to_vec()
    }
    fn key(self) -> &'static str {
        self.code()
    }
    fn name(self, _: Lang) -> String {
        // Each language in its own words.
        self.native_name().into()
    }
}

/// The interface's language, or none: the browser's.
impl Choice for Option<Lang> {
    fn choices() -> Vec<Option<Lang>> {
        std::iter::once(None).chain(Lang::ALL.into_iter().map(Some)).collect()
    }
    fn key(self) -> &'static str {
        self.map_or("auto", Lang::code)
    }
    fn name(self, lang: Lang) -> String {
        match self {
            None => super::Text::SettingsLanguageAuto.get(lang).into(),
            // Each language in its own words.
            Some(l) => l.native_name().into(),
        }
    }
}

/// Checks a set for the tests next to each impl: keys unique and read
/// back, a name for every value in every language.
#[cfg(test)]
pub(crate) fn assert_well_formed<T: Choice + std::fmt::Debug>() {
    let all = T::choices();
    assert!(all.len() >= 2, "a choice of one");
    for c in &all {
        assert_eq!(T::from_key(c.key()), Some(*c), "{c:?}");
        assert_eq!(all.iter().filter(|o| o.key() == c.key()).count(), 1, "{c:?}");
        for lang in Lang::ALL {
            assert!(!c.name(lang).trim().is_empty(), "{c:?} in {lang:?}");
        }
    }
    assert_eq!(T::from_key("no such key"), None);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_sets_levels_and_languages_are_well_formed_choices() {
        assert_well_formed::<Variant>();
        assert_well_formed::<Level>();
        assert_well_formed::<Lang>();
        assert_well_formed::<Option<Lang>>();
        assert_eq!(<Option<Lang>>::from_key("auto"), Some(None));
    }
}

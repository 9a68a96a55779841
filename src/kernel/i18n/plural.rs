//! The plural category of a number in each language of the app: what a
//! message's `[one]`, `[few]`, `[many]` and `*[other]` variants are chosen
//! by ([`super::bundle`]).
//!
//! The rules are CLDR's cardinal rules (version 37, the one `fluent-bundle`
//! carries) for the four languages only, written out here so that the app
//! does not carry the rules of every language CLDR knows, nor the float
//! formatting that turns a number into CLDR's operands. A test compares
//! them with `fluent-bundle`'s over many numbers.

use super::Lang;

/// A CLDR plural category (those the app's languages use).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    One,
    Few,
    Many,
    Other,
}

impl Plural {
    /// The category of `number` in `lang`. A number with a fraction has
    /// visible fraction digits (CLDR's `v` > 0).
    pub fn of(lang: Lang, number: f64) -> Plural {
        let whole = number.fract() == 0.0;
        // CLDR's `i`: the integer digits, without the sign.
        let i = number.abs().trunc() as u64;
        match lang {
            // one: i = 1 and v = 0.
            Lang::En if whole && i == 1 => Plural::One,
            // one: n = 1.
            Lang::Es if whole && i == 1 => Plural::One,
            // one: i = 0..1 (fractions too: 1.5 is "one").
            Lang::Pt if i <= 1 => Plural::One,
            Lang::Ru if whole => match (i % 10, i % 100) {
                (1, r) if r != 11 => Plural::One,
                (2..=4, r) if !(12..=14).contains(&r) => Plural::Few,
                _ => Plural::Many,
            },
            _ => Plural::Other,
        }
    }

    /// The category's name, as a message's variant key writes it.
    pub fn name(self) -> &'static str {
        match self {
            Plural::One => "one",
            Plural::Few => "few",
            Plural::Many => "many",
            Plural::Other => "other",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};

    /// The category `fluent-bundle` picks for `number` in `lang`.
    fn fluent_category(lang: Lang, number: f64) -> String {
        let source = "m = { $n ->\n [zero] zero\n [one] one\n [two] two\n [few] few\n [many] many\n *[other] other\n}\n";
        let mut bundle = FluentBundle::new(vec![lang.code().parse().unwrap()]);
        bundle.add_resource(FluentResource::try_new(source.to_string()).unwrap()).unwrap();
        let mut args = FluentArgs::new();
        args.set("n", number);
        let pattern = bundle.get_message("m").unwrap().value().unwrap();
        bundle.format_pattern(pattern, Some(&args), &mut Vec::new()).into_owned()
    }

    #[test]
    fn each_language_picks_the_category_fluent_bundle_picks() {
        let mut numbers: Vec<f64> = (0..=1200).map(f64::from).collect();
        numbers.extend([10_000.0, 100_001.0, 1_000_000.0, 1_000_021.0, -1.0, -2.0, -11.0, -22.0]);
        numbers.extend([0.5, 1.5, 2.5, 1.25, 21.5, 0.1]);
        for lang in Lang::ALL {
            for &n in &numbers {
                assert_eq!(Plural::of(lang, n).name(), fluent_category(lang, n), "{lang:?} {n}");
            }
        }
    }

    #[test]
    fn russian_counts_take_one_few_and_many() {
        assert_eq!(Plural::of(Lang::Ru, 21.0), Plural::One);
        assert_eq!(Plural::of(Lang::Ru, 11.0), Plural::Many);
        assert_eq!(Plural::of(Lang::Ru, 23.0), Plural::Few);
        assert_eq!(Plural::of(Lang::Ru, 13.0), Plural::Many);
        assert_eq!(Plural::of(Lang::Ru, 1.5), Plural::Other);
    }
}

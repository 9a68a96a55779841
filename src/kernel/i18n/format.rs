//! Numbers and dates the way each language writes them.
//!
//! * Numbers in messages: every bundle of the catalogue groups the digits
//!   of the numbers it formats ([`group_digits`]): `1,040` in English,
//!   `1.040` in Portuguese, `1 040` in Russian, `10.400` (from five digits)
//!   in Spanish; a fraction to two decimals after the language's mark
//!   (`2.5`, `2,5`). A number that is a name (a year, a rating, a puzzle's
//!   number) is passed as text and stays as it is.
//! * [`date`]: a calendar day in words, `5 de dezembro de 2026`;
//!   [`date_short`] in a list, `5 dez. 2026`.

use super::Lang;
use crate::kernel::i18n::key;

/// How a language groups the digits of a whole number: the separator, and
/// the fewest digits a number has before it is grouped (CLDR).
fn grouping(code: &str) -> (char, usize) {
    match code {
        "en" => (',', 4),
        "pt-BR" => ('.', 4),
        "es" => ('.', 5),
        // A no-break space, so that a number never splits at the end of a line.
        "ru" => ('\u{a0}', 4),
        _ => (',', 4),
    }
}

/// The mark before a fraction's decimals in the language with this tag.
fn decimal_mark(code: &str) -> char {
    if code == "en" {
        '.'
    } else {
        ','
    }
}

/// A number's digits grouped by threes for the language with this tag (see
/// [`grouping`]); a fraction rounded to two decimals, written after the
/// language's [`decimal_mark`] without trailing zeros. Written from whole
/// numbers: core's float formatting would weigh on the first page's module.
pub fn group_digits(code: &str, number: f64) -> String {
    if !number.is_finite() {
        return if number.is_nan() { "NaN".to_string() } else { "∞".to_string() };
    }
    let hundredths = (number.abs() * 100.0).round() as u64;
    let digits = (hundredths / 100).to_string();
    let (separator, from) = grouping(code);
    let sign = if number < 0.0 && hundredths > 0 { "-" } else { "" };
    let mut out = String::from(sign);
    for (i, c) in digits.chars().enumerate() {
        if digits.len() >= from && i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(c);
    }
    let fraction = hundredths % 100;
    if fraction != 0 {
        out.push(decimal_mark(code));
        let decimals = format!("{fraction:02}");
        out.push_str(decimals.trim_end_matches('0'));
    }
    out
}

/// A calendar day (year, month 1–12, day 1–31) in words.
pub fn date(lang: Lang, (year, month, day): (i64, u32, u32)) -> String {
    // The year is a name, not a count: passed as text, never grouped.
    crate::tr!(lang, key::DATE, year = year.to_string(), month = month, day = day)
}

/// A calendar day in a list, the month shortened: `5 dez. 2026`.
pub fn date_short(lang: Lang, (year, month, day): (i64, u32, u32)) -> String {
    crate::tr!(lang, key::DATE_SHORT, year = year.to_string(), month = month, day = day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_the_way_each_language_writes_them() {
        assert_eq!(group_digits("en", 1040.0), "1,040");
        assert_eq!(group_digits("pt-BR", 1040.0), "1.040");
        assert_eq!(group_digits("es", 1040.0), "1040");
        assert_eq!(group_digits("es", 10400.0), "10.400");
        assert_eq!(group_digits("ru", 1234567.0), "1\u{a0}234\u{a0}567");
        assert_eq!(group_digits("en", 999.0), "999");
        assert_eq!(group_digits("en", -1500.0), "-1,500");
        assert_eq!(group_digits("en", 2.5), "2.5");
        assert_eq!(group_digits("pt-BR", 2.5), "2,5");
        assert_eq!(group_digits("ru", -1234.05), "-1\u{a0}234,05");
        assert_eq!(group_digits("en", 0.125), "0.13");
        assert_eq!(group_digits("es", 12345.999), "12.346");
        assert_eq!(group_digits("en", -0.001), "0");
    }

    #[test]
    fn a_day_is_written_in_words_in_each_language() {
        assert_eq!(date(Lang::Pt, (2026, 12, 5)), "5 de dezembro de 2026");
        assert_eq!(date(Lang::En, (2026, 12, 5)), "5 December 2026");
        assert_eq!(date(Lang::En, (2027, 1, 31)), "31 January 2027");
        assert_eq!(date_short(Lang::Pt, (2026, 12, 5)), "5 dez. 2026");
        assert_eq!(date_short(Lang::En, (2026, 9, 15)), "15 Sep 2026");
    }
}

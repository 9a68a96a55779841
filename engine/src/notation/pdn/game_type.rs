//! The rule set of a PDN game: the `GameType` tag (PDN 3.0 numbers, with
//! optional attributes such as `20,W,10,10,N2,0`, or one of our ids), else
//! the `Variant` tag, else the reader's default.
//!
//! PDN 3.0 game types (wiegerw/pdn, after Grimminck): 20 international
//! 10×10, 21 English, 22 Italian, 24 Spanish, 25 Russian, 26 Brazilian,
//! 30 Turkish, 31 Thai. `damas10` has no number and is written by its id.

use crate::Variant;

use super::PdnErrorKind;

/// The PDN `GameType` number of a rule set.
pub(crate) fn number(variant: Variant) -> Option<u32> {
    match variant {
        Variant::International => Some(20),
        Variant::English => Some(21),
        Variant::Italian => Some(22),
        Variant::Spanish => Some(24),
        Variant::Russian => Some(25),
        Variant::Brazilian => Some(26),
        Variant::Turkish => Some(30),
        Variant::Thai => Some(31),
        Variant::Damas10 => None,
    }
}

/// The value we write in the `GameType` tag.
pub(crate) fn text(variant: Variant) -> String {
    number(variant).map_or_else(|| variant.id().to_string(), |n| n.to_string())
}

fn from_number(n: u32) -> Option<Variant> {
    Variant::ALL.into_iter().find(|&v| number(v) == Some(n))
}

/// One of our ids or aliases, as a whole or as one word of a longer name
/// (`Russian draughts`, `Standard (international) checkers`).
fn from_name(name: &str) -> Option<Variant> {
    name.parse().ok().or_else(|| {
        name.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).find_map(|w| w.parse().ok())
    })
}

/// The rule set named by the `GameType` tag, else by the `Variant` tag,
/// else `default`.
pub(crate) fn variant_of(
    game_type: Option<&str>,
    variant_tag: Option<&str>,
    default: Variant,
) -> Result<Variant, PdnErrorKind> {
    let unknown = |tag: &str, value: &str| PdnErrorKind::UnknownGameType {
        tag: tag.to_string(),
        value: super::lexer::shorten(value, 40),
    };
    if let Some(value) = game_type {
        let first = value.split(',').next().unwrap_or("").trim();
        let found = if !first.is_empty() && first.bytes().all(|b| b.is_ascii_digit()) {
            first.parse::<u32>().ok().and_then(from_number)
        } else {
            from_name(first)
        };
        return found.ok_or_else(|| unknown("GameType", value));
    }
    if let Some(value) = variant_tag {
        return from_name(value).ok_or_else(|| unknown("Variant", value));
    }
    Ok(default)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(tags: &[(&str, &str)]) -> Result<Variant, PdnErrorKind> {
        let find = |wanted: &str| tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(wanted)).map(|(_, v)| *v);
        variant_of(find("GameType"), find("Variant"), Variant::Brazilian)
    }

    #[test]
    fn numbers_and_names() {
        assert_eq!(of(&[]), Ok(Variant::Brazilian));
        assert_eq!(of(&[("GameType", "20")]), Ok(Variant::International));
        assert_eq!(of(&[("gametype", "21,B,8,8,N1,0")]), Ok(Variant::English));
        assert_eq!(of(&[("GameType", "25")]), Ok(Variant::Russian));
        assert_eq!(of(&[("GameType", "31")]), Ok(Variant::Thai));
        assert_eq!(of(&[("GameType", "damas10")]), Ok(Variant::Damas10));
        assert_eq!(of(&[("Variant", "Russian draughts")]), Ok(Variant::Russian));
        assert_eq!(of(&[("Variant", "Standard (international) checkers")]), Ok(Variant::International));
        // GameType wins over Variant.
        assert_eq!(of(&[("Variant", "russian"), ("GameType", "26")]), Ok(Variant::Brazilian));
        assert_eq!(
            of(&[("GameType", "40")]),
            Err(PdnErrorKind::UnknownGameType { tag: "GameType".into(), value: "40".into() })
        );
        assert!(of(&[("GameType", "99999999999999")]).is_err());
        assert!(of(&[("Variant", "Frisian")]).is_err());
        for v in Variant::ALL {
            assert_eq!(of(&[("GameType", &text(v))]), Ok(v));
        }
    }
}

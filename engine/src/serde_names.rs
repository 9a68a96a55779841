//! With the `serde` feature: a rule set is written as its id
//! (`"brazilian"`) and read as [`Variant::from_str`] reads it (aliases too);
//! a colour is `"white"` or `"black"`.

use std::str::FromStr;

use serde::de::{Error, Unexpected};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Color, Variant};

impl Serialize for Variant {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Variant {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let text = String::deserialize(d)?;
        Variant::from_str(&text)
            .map_err(|_| D::Error::invalid_value(Unexpected::Str(&text), &"a rule set's name"))
    }
}

impl Serialize for Color {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

impl<'de> Deserialize<'de> for Color {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let text = String::deserialize(d)?;
        match text.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(D::Error::invalid_value(Unexpected::Str(other), &"\"white\" or \"black\"")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_set_round_trips_as_its_id() {
        for v in Variant::ALL {
            let text = serde_json::to_string(&v).unwrap();
            assert_eq!(text, format!("\"{}\"", v.id()));
            assert_eq!(serde_json::from_str::<Variant>(&text).unwrap(), v);
        }
    }

    #[test]
    fn an_unknown_rule_set_or_colour_is_refused_by_name() {
        let err = serde_json::from_str::<Variant>("\"chess\"").unwrap_err().to_string();
        assert!(err.contains("chess") && err.contains("rule set"), "{err}");
        assert!(serde_json::from_str::<Color>("\"red\"").is_err());
        assert_eq!(serde_json::from_str::<Color>("\"black\"").unwrap(), Color::Black);
        assert_eq!(serde_json::to_string(&Color::White).unwrap(), "\"white\"");
    }
}

//! With the `serde` feature: a rule set is written as its id
//! (`"brazilian"`) and read as [`Variant::from_str`] reads it (aliases too);
//! a colour is `"white"` or `"black"`; a level is its id (`"domador"`).
//!
//! A [`Move`] travels as its shape (board size, the squares' bits of its
//! path, the bits it captures, whether a king moves, whether it crowns): a
//! shape that no board holds is refused here, and whether the move is
//! legal is for the position that receives it ([`crate::Game::play`]).

use std::str::FromStr;

use serde::de::{Error, Unexpected};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::rules::moves::MAX_CAPTURES;
use crate::search::Level;
use crate::{BoardSize, Color, Move, Square, Variant};

/// Serde for a type written as its `id()` and read by its `FromStr`;
/// `what` names it in the error.
macro_rules! by_name {
    ($type:ty, $what:literal) => {
        impl Serialize for $type {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.id())
            }
        }

        impl<'de> Deserialize<'de> for $type {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<$type, D::Error> {
                let text = String::deserialize(d)?;
                <$type>::from_str(&text).map_err(|_| D::Error::invalid_value(Unexpected::Str(&text), &$what))
            }
        }
    };
}

by_name!(Variant, "a rule set's name");
by_name!(Level, "a level's name");

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

/// A move's shape as it travels: `size` is 8 or 10, `orthogonal` marks
/// the 8×8 board of all 64 squares (Turkish; false when a text written
/// before it leaves it out), `path` the start's bit then every landing's.
/// Every field is always written: the worker's messages are postcard,
/// which has no field names, so a field left out would shift the others.
#[derive(Serialize, Deserialize)]
struct MoveShape {
    size: u8,
    #[serde(default)]
    orthogonal: bool,
    path: Vec<u8>,
    captured: u64,
    captured_kings: u64,
    by_king: bool,
    promotes: bool,
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        MoveShape {
            size: self.size.rows(),
            orthogonal: self.size.is_orthogonal(),
            path: self.path[..=self.landings as usize].to_vec(),
            captured: self.captured,
            captured_kings: self.captured_kings,
            by_king: self.by_king,
            promotes: self.promotes,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let shape = MoveShape::deserialize(d)?;
        let size = match (shape.size, shape.orthogonal) {
            (8, false) => BoardSize::Eight,
            (8, true) => BoardSize::EightFull,
            (10, false) => BoardSize::Ten,
            (other, _) => {
                return Err(D::Error::invalid_value(
                    Unexpected::Unsigned(other.into()),
                    &"8, or 10 not orthogonal",
                ))
            }
        };
        // Squares are bits with a ghost bit after every two rows.
        let square_bit = |b: u8| {
            b < 64 && {
                let sq = Square::from_bit(b, size);
                sq.number() <= size.squares() && sq.bit(size) == b
            }
        };
        let on_board = |bits: u64| (0..64u8).filter(|&b| bits >> b & 1 == 1).all(square_bit);
        let path_ok =
            (2..=MAX_CAPTURES + 1).contains(&shape.path.len()) && shape.path.iter().all(|&b| square_bit(b));
        if !path_ok {
            return Err(D::Error::invalid_length(shape.path.len(), &"a path of squares on the board"));
        }
        if !on_board(shape.captured)
            || shape.captured_kings & !shape.captured != 0
            || shape.captured.count_ones() as usize > MAX_CAPTURES
        {
            return Err(D::Error::custom("captured pieces off the board"));
        }
        let mut path = [0u8; MAX_CAPTURES + 1];
        path[..shape.path.len()].copy_from_slice(&shape.path);
        Ok(Move {
            captured: shape.captured,
            captured_kings: shape.captured_kings,
            path,
            landings: (shape.path.len() - 1) as u8,
            size,
            by_king: shape.by_king,
            promotes: shape.promotes,
        })
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

    #[test]
    fn a_level_round_trips_as_its_id() {
        for level in Level::ALL {
            let text = serde_json::to_string(&level).unwrap();
            assert_eq!(text, format!("\"{}\"", level.id()));
            assert_eq!(serde_json::from_str::<Level>(&text).unwrap(), level);
        }
        assert!(serde_json::from_str::<Level>("\"grandmaster\"").is_err());
    }

    #[test]
    fn every_legal_move_round_trips_and_a_shape_off_the_board_is_refused() {
        use crate::Position;
        for (variant, fen) in [
            (Variant::International, "W:WK46,28,33:B9,19,29,39,22,12"),
            (Variant::Brazilian, "B:W27,31,K5:B22,3,18"),
            // The orthogonal board: every one of its 64 squares.
            (Variant::Turkish, "W:WKa1,Kh8:Ba4,c6,d4,b2,a7"),
            (Variant::Turkish, "B:Wa2,h3,d2:Ba3,h4,Kd8"),
        ] {
            let pos = Position::from_fen(variant, fen).unwrap();
            let moves = pos.legal_moves();
            assert!(!moves.is_empty());
            for mv in moves {
                let text = serde_json::to_string(&mv).unwrap();
                let back: Move = serde_json::from_str(&text).unwrap();
                assert_eq!(back, mv, "{text}");
                assert!(pos.after(&back) == pos.after(&mv));
                // The worker's messages are postcard, with no field names:
                // every field must be written, in order.
                let bytes = postcard::to_allocvec(&(mv, 7u8)).unwrap();
                assert_eq!(postcard::from_bytes::<(Move, u8)>(&bytes).unwrap(), (mv, 7), "{text}");
            }
        }
        let good =
            r#"{"size":8,"path":[21,16],"captured":0,"captured_kings":0,"by_king":false,"promotes":false}"#;
        assert!(serde_json::from_str::<Move>(good).is_ok());
        for bad in [
            good.replace("\"size\":8", "\"size\":9"),
            good.replace("\"size\":8", "\"size\":10,\"orthogonal\":true"),
            good.replace("[21,16]", "[21]"),
            good.replace("[21,16]", "[21,40]"),
            // A ghost bit (after the second row of an 8×8 board).
            good.replace("[21,16]", "[21,8]"),
            good.replace("\"captured\":0", "\"captured\":34359738368"),
            good.replace("\"captured_kings\":0", "\"captured_kings\":4"),
        ] {
            assert!(serde_json::from_str::<Move>(&bad).is_err(), "{bad}");
        }
    }
}

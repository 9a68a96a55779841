//! A small built-in list of three-move ballot openings for English
//! checkers (the "three-move restriction", docs/RULES.md#rule-sets: in tournaments the
//! first three moves are drawn from a list of accepted openings). These five
//! are classic openings of the ACF/EDA three-move deck; each is checked to be
//! legal by the tests in `session.rs`.

/// A named opening: Black's move, White's reply, Black's second move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    pub name: &'static str,
    pub moves: [&'static str; 3],
}

/// The ballot openings offered for `english`.
pub const ENGLISH: &[Opening] = &[
    Opening { name: "Old Fourteenth", moves: ["11-15", "23-19", "8-11"] },
    Opening { name: "Single Corner", moves: ["11-15", "22-18", "15x22"] },
    Opening { name: "Ayrshire Lassie", moves: ["11-15", "24-20", "8-11"] },
    Opening { name: "Double Corner", moves: ["9-14", "22-18", "5-9"] },
    Opening { name: "Dyke", moves: ["11-15", "22-17", "15-19"] },
];

//! `MoveText::parse` for every rule set and `Position::parse_move` on a few
//! positions: a move found is legal, and its short, full and algebraic texts
//! name it again.
#![no_main]

use std::sync::OnceLock;

use damas_engine::notation::MoveText;
use damas_engine::{Position, Variant};
use libfuzzer_sys::fuzz_target;

const FENS: [(Variant, &str); 6] = [
    // Two captures with the same ends (26x17x10, 26x19x10).
    (Variant::English, "W:W26:B14,15,22,23"),
    // Woldouby and Random178 (dctl).
    (Variant::International, "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"),
    (Variant::International, "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46"),
    (Variant::Brazilian, "W:WK29,18,11:B22,15,14,7,6"),
    (Variant::Russian, "W:W21,14:B10,11,19,27"),
    (Variant::Italian, "W:W21,K22:BK17,18,10"),
];

fn positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let mut all: Vec<Position> = Variant::ALL.iter().map(|&v| Position::start(v)).collect();
        all.extend(FENS.iter().filter_map(|&(v, fen)| Position::from_fen(v, fen).ok()));
        all
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for variant in Variant::ALL {
        let _ = MoveText::parse(text, variant);
    }
    for pos in positions() {
        let Ok(mv) = pos.parse_move(text) else { continue };
        assert!(pos.legal_moves().iter().any(|m| m.same_effect(&mv)), "{text}");
        let short = pos.move_text(&mv);
        assert!(pos.parse_move(&short).is_ok_and(|m| m.same_effect(&mv)), "{text} {short}");
        let full = mv.full_text();
        assert!(pos.parse_move(&full).is_ok_and(|m| m.same_effect(&mv)), "{text} {full}");
        if let Some(alg) = pos.algebraic_text(&mv) {
            assert!(pos.parse_move(&alg).is_ok_and(|m| m.same_effect(&mv)), "{text} {alg}");
        }
    }
});

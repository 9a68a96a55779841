//! `Position::from_fen` on any text, for every rule set: an accepted FEN is
//! written back by `to_fen` to a FEN that reads as the same position, and
//! each legal move leads to a position whose hash and FEN are consistent.
#![no_main]

use damas_engine::{Position, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for variant in Variant::ALL {
        let Ok(pos) = Position::from_fen(variant, text) else { continue };
        let fen = pos.to_fen();
        assert_eq!(Position::from_fen(variant, &fen), Ok(pos), "{variant} {fen}");
        assert_eq!(pos.hash(), pos.compute_hash());
        for mv in pos.legal_moves() {
            let after = pos.after(&mv);
            assert_eq!(after.hash(), after.compute_hash(), "{variant} {fen} {mv:?}");
            assert_eq!(Position::from_fen(variant, &after.to_fen()), Ok(after), "{variant} {fen} {mv:?}");
        }
    }
});

//! `read_games` on any text; every accepted game is written with `to_pdn`,
//! and reading that gives one game, the same one, written the same way.
#![no_main]

use damas_engine::notation::read_games;
use damas_engine::Variant;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let variant = Variant::ALL[data.len() % Variant::ALL.len()];
    for game in read_games(text, variant).into_iter().flatten() {
        let written = game.to_pdn();
        let mut again = read_games(&written, variant);
        assert_eq!(again.len(), 1, "{written}");
        let again = again.remove(0).unwrap_or_else(|e| panic!("{e}\n{written}"));
        assert_eq!(again.variant(), game.variant(), "{written}");
        assert_eq!(again.start(), game.start(), "{written}");
        assert_eq!(again.moves(), game.moves(), "{written}");
        assert_eq!(again.comments(), game.comments(), "{written}");
        assert_eq!(again.opening_comment(), game.opening_comment(), "{written}");
        assert_eq!(again.result(), game.result(), "{written}");
        assert_eq!(again.to_pdn(), written);
        let _ = game.to_game();
    }
});

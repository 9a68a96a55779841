//! The opening books shipped in `engine/data/book/`: one per rule set, each
//! read by the rules (every path and book move legal where it stands), and
//! the search with a book plays only legal moves, from the book in its
//! positions.

use std::sync::Arc;

use damas_engine::search::{BookPlay, Level, NoClock, OpeningBook, Searcher};
use damas_engine::{Game, Variant};

fn book(variant: Variant) -> OpeningBook {
    let path = format!("{}/data/book/{}.txt", env!("CARGO_MANIFEST_DIR"), variant.id());
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    OpeningBook::from_bytes(&bytes).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_rule_set_has_a_book_whose_moves_are_legal() {
    for variant in Variant::ALL {
        let book = book(variant);
        assert_eq!(book.variant(), variant);
        assert!(book.len() >= 100, "{}: {} positions", variant.id(), book.len());
        assert!(book.moves(&damas_engine::Position::start(variant)).is_some(), "{}: the start", variant.id());
        for (pos, moves) in book.positions() {
            let legal = pos.legal_moves();
            for m in moves {
                assert!(legal.contains(&m.mv), "{}: {} in {}", variant.id(), m.mv, pos.to_fen());
            }
        }
    }
}

#[test]
fn the_search_plays_legal_book_moves_in_book_positions() {
    for variant in Variant::ALL {
        let book = Arc::new(book(variant));
        for play in [BookPlay::AtOnce, BookPlay::AmongBookMoves, BookPlay::Preferred] {
            let mut searcher = Searcher::new(12);
            searcher.set_book(Some(book.clone()));
            searcher.set_book_play(play);
            for (i, (pos, moves)) in book.positions().enumerate().take(20) {
                let game = Game::from_position(*pos);
                let mut limits = Level::Empresario.limits(i as u64);
                limits.depth = 3; // out of the book, a short search (NoClock has no time)
                let r = searcher.search(&game, &limits, &NoClock, None, &mut |_| {});
                let mv = r.best.unwrap();
                assert!(pos.legal_moves().contains(&mv));
                // Preferred: a book move or, where none is near, the best.
                if pos.legal_moves().len() > 1 && play != BookPlay::Preferred {
                    assert!(moves.iter().any(|m| m.mv == mv), "{}: {mv} not a book move", variant.id());
                }
            }
        }
    }
}

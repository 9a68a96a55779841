//! Reading and writing whole PDN games, with the files in `data/pdn/`.

use damas_engine::notation::{
    read_games, write_games, FenError, GameResult, MoveTextError, PdnErrorKind, PdnGame, VariationError,
};
use damas_engine::{Color, DrawReason, Game, Outcome, PlayError, Position, Variant, WinReason};

const ENGLISH: &str = include_str!("data/pdn/english.pdn");
const ENGLISH_BOM_CRLF: &str = include_str!("data/pdn/english_bom_crlf.pdn");
const BRAZILIAN: &str = include_str!("data/pdn/brazilian.pdn");
const INTERNATIONAL: &str = include_str!("data/pdn/international.pdn");
const ANNOTATED: &str = include_str!("data/pdn/annotated.pdn");
const BROKEN: &str = include_str!("data/pdn/broken.pdn");

const ALL_FILES: [&str; 6] = [ENGLISH, ENGLISH_BOM_CRLF, BRAZILIAN, INTERNATIONAL, ANNOTATED, BROKEN];

fn only_game(text: &str) -> PdnGame {
    let mut games = read_games(text, Variant::Brazilian);
    assert_eq!(games.len(), 1);
    games.remove(0).unwrap_or_else(|e| panic!("{e}"))
}

/// The movetext as written, its lines joined.
fn movetext(game: &PdnGame) -> String {
    let text = game.to_pdn();
    text.split("\n\n").nth(1).unwrap_or_default().split_whitespace().collect::<Vec<_>>().join(" ")
}

fn texts(game: &PdnGame) -> Vec<String> {
    let mut pos = *game.start();
    game.moves()
        .iter()
        .map(|mv| {
            let text = pos.move_text(mv);
            pos.play_unchecked(mv);
            text
        })
        .collect()
}

#[test]
fn english_game_from_the_start_black_moves_first() {
    let game = only_game(ENGLISH);
    assert_eq!(game.variant(), Variant::English);
    assert_eq!(*game.start(), Position::start(Variant::English));
    assert_eq!(game.moves().len(), 36);
    let first = game.moves()[0];
    assert_eq!(first.to_string(), "11-16");
    assert_eq!(game.start().piece_at(first.from()).unwrap().color, Color::Black);
    assert_eq!(texts(&game)[35], "22x15");
    assert_eq!(game.result(), Some(GameResult::WhiteWins));
    // Tags keep their order (Black before White here).
    let names: Vec<&str> = game.tags().iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["Event", "Site", "Date", "Round", "Black", "White", "Result", "GameType"]);
    assert_eq!(game.tag("black"), Some("Silva, J."));
    // Black has no piece left: the rules agree with the result.
    let replay = game.to_game().unwrap();
    assert_eq!(replay.outcome(), Some(Outcome::Win { winner: Color::White, reason: WinReason::NoPieces }));
}

#[test]
fn byte_order_mark_and_crlf_read_the_same() {
    let plain = only_game(ENGLISH);
    let windows = only_game(ENGLISH_BOM_CRLF);
    assert_eq!(windows.moves(), plain.moves());
    assert_eq!(windows.result(), plain.result());
    assert_eq!(windows.tag("Event"), Some("Club championship (Windows copy)"));
    assert_eq!(windows.tags().len(), plain.tags().len());
    // Line numbers count CRLF once: the broken copy's error is on line 11.
    let broken = ENGLISH_BOM_CRLF.replace("9. 18-22", "9. 18-27");
    let err = read_games(&broken, Variant::English).remove(0).unwrap_err();
    assert_eq!(err.line, 11);
    assert!(matches!(err.kind, PdnErrorKind::Move { number: 9, side: Color::Black, .. }), "{err}");
}

#[test]
fn brazilian_game_in_algebraic_notation() {
    let game = only_game(BRAZILIAN);
    assert_eq!(game.variant(), Variant::Brazilian);
    assert_eq!(game.moves().len(), 42);
    // a1 is White's bottom-left corner: e3-d4 is 23-18.
    assert_eq!(game.moves()[0].to_string(), "23-18");
    assert_eq!(texts(&game)[28], "23x7"); // e3xe7, a double capture
    assert_eq!(game.result(), Some(GameResult::BlackWins));
    assert_eq!(
        game.to_game().unwrap().outcome(),
        Some(Outcome::Win { winner: Color::Black, reason: WinReason::NoPieces })
    );
}

#[test]
fn international_game_from_fen_lidraughts_style() {
    let game = only_game(INTERNATIONAL);
    assert_eq!(game.variant(), Variant::International);
    assert_eq!(game.start().to_fen(), "W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26");
    assert_eq!(game.moves().len(), 37);
    assert_eq!(game.result(), Some(GameResult::WhiteWins));
    assert_eq!(game.comments()[1].as_deref(), Some("[%clock W0:05:00 b0:04:58]"));
    assert_eq!(game.comments()[4], None);
    assert_eq!(game.tag("Annotator"), Some("lidraughts.org"));
    assert_eq!(game.final_position().to_fen(), "B:WK3,25,29,47:B");
    // Written back with the 10×10 scoring and the FEN.
    let text = game.to_pdn();
    assert!(
        text.contains("[Result \"2-0\"]\n[GameType \"20\"]\n[FEN \"W:W25,27,28,30,32,33,34,35,37,38:B12,")
    );
    assert!(text.contains("[UTCTime \"18:03:11\"]"));
    assert!(text.trim_end().ends_with("19. 36x47 2-0"));
}

#[test]
fn comments_variations_nags_and_marks() {
    let games = read_games(ANNOTATED, Variant::Brazilian);
    assert_eq!(games.len(), 2, "the header comment is no game");
    let russian = games[0].as_ref().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(russian.variant(), Variant::Russian, "from [Variant \"russian\"]");
    assert_eq!(russian.moves().len(), 16, "variations are not the main line");
    // 4.g3-h4 (4.e3-f4 g5:e3 5.d2:f4 (5.f2:d4) h6-g5): one variation of
    // the 7th move, holding one of its own.
    let line = &russian.variations()[6];
    assert_eq!(line.len(), 1);
    assert_eq!(line[0].moves().len(), 4);
    assert_eq!(line[0].variations()[2][0].moves().len(), 1);
    assert_eq!(line[0].variations()[2][0].comments()[0].as_deref(), Some("also good"));
    assert!(russian.variations().iter().enumerate().all(|(ply, v)| ply == 6 || v.is_empty()));
    assert_eq!(russian.opening_comment(), Some("A sharp opening."));
    assert_eq!(russian.comments()[7].as_deref(), Some("loses a man"));
    assert_eq!(russian.comments()[12].as_deref(), Some("the new king escapes"));
    assert_eq!(russian.moves()[4].to_string(), "17x10"); // b4:d6
    assert_eq!(russian.result(), Some(GameResult::WhiteWins));

    let study = games[1].as_ref().unwrap();
    assert_eq!(study.variant(), Variant::English);
    assert_eq!(study.start().side_to_move(), Color::White);
    assert_eq!(texts(study), ["30-26", "12-16", "3x19", "6-9", "27-24"]);
    assert_eq!(study.opening_comment(), Some("White to play."));
    assert_eq!(study.result(), None);
    // White moves second in English: the game starts "1...".
    assert!(study
        .to_pdn()
        .contains("\n{White to play.} 1... 30-26 2. 12-16 3x19 3. 6-9 (3. 11-15 18x11) 3... 27-24 *\n"));
}

#[test]
fn a_broken_game_does_not_stop_the_others() {
    let games = read_games(BROKEN, Variant::Brazilian);
    assert_eq!(games.len(), 9);
    let ok = |i: usize| games[i].as_ref().unwrap_or_else(|e| panic!("{e}"));
    let err = |i: usize| games[i].as_ref().unwrap_err();
    assert_eq!(ok(0).moves().len(), 4);
    assert_eq!(ok(0).tag("Event"), Some("ok before"));

    let e = err(1);
    assert_eq!((e.game, e.line), (2, 7));
    assert_eq!(
        e.kind,
        PdnErrorKind::Move {
            number: 3,
            side: Color::White,
            text: "22-17".into(),
            error: MoveTextError::Illegal("22-17".into())
        }
    );
    assert_eq!(e.to_string(), "game 2, line 7: move 3 (white) 22-17: illegal move 22-17");

    assert_eq!(err(2).kind, PdnErrorKind::UnknownGameType { tag: "GameType".into(), value: "40".into() });
    assert_eq!(err(2).line, 10);
    assert_eq!(err(3).kind, PdnErrorKind::Fen(FenError::OffBoard(33)));
    assert_eq!((err(4).line, &err(4).kind), (18, &PdnErrorKind::UnterminatedVariation));
    assert_eq!((err(5).line, &err(5).kind), (21, &PdnErrorKind::UnterminatedComment));
    assert_eq!(err(6).kind, PdnErrorKind::BadTag("[Event \"bad tag]".into()));
    assert_eq!(
        err(7).kind,
        PdnErrorKind::Move {
            number: 1,
            side: Color::White,
            text: "26x10".into(),
            error: MoveTextError::Ambiguous(vec!["26x17x10".into(), "26x19x10".into()])
        }
    );
    assert!(err(7).to_string().ends_with("ambiguous move: one of 26x17x10, 26x19x10"));

    let last = ok(8);
    assert_eq!(last.variant(), Variant::English);
    assert_eq!(last.moves()[0].path().len(), 3);
    assert_eq!(last.result(), Some(GameResult::Draw));
}

#[test]
fn ambiguous_captures_are_written_in_full() {
    let start = Position::from_fen(Variant::English, "W:W26:B14,15,22,23").unwrap();
    for path in ["26x17x10", "26x19x10"] {
        let mut game = PdnGame::new(start);
        game.push(path).unwrap();
        assert!(game.to_pdn().contains(&format!("1... {path} *")));
    }
    let mut game = PdnGame::new(start);
    assert!(matches!(game.push("26x10"), Err(MoveTextError::Ambiguous(_))));
    assert!(game.moves().is_empty());
}

/// Reading what we write gives the same game, and writing it again the same
/// text.
#[test]
fn every_game_survives_a_round_trip() {
    let mut count = 0;
    for file in ALL_FILES {
        for game in read_games(file, Variant::Brazilian).into_iter().flatten() {
            let text = game.to_pdn();
            let again = only_game(&text);
            assert_eq!(again.variant(), game.variant());
            assert_eq!(again.start(), game.start());
            assert_eq!(again.moves(), game.moves(), "{text}");
            assert_eq!(again.comments(), game.comments());
            assert_eq!(again.opening_comment(), game.opening_comment());
            assert_eq!(again.variations(), game.variations());
            assert_eq!(again.result(), game.result());
            assert_eq!(again.to_pdn(), text);
            assert!(text.lines().all(|l| l.chars().count() < 80), "{text}");
            count += 1;
        }
    }
    assert_eq!(count, 8);
}

#[test]
fn a_file_of_written_games_reads_back() {
    let games: Vec<PdnGame> =
        ALL_FILES.iter().flat_map(|f| read_games(f, Variant::Brazilian)).flatten().collect();
    let text = write_games(&games);
    let again: Vec<PdnGame> = read_games(&text, Variant::English).into_iter().map(Result::unwrap).collect();
    assert_eq!(again.len(), games.len());
    for (a, b) in again.iter().zip(&games) {
        assert_eq!(a.moves(), b.moves());
        assert_eq!(a.to_pdn(), b.to_pdn());
    }
}

#[test]
fn writer_puts_the_roster_first_and_escapes_values() {
    let mut game = PdnGame::new(Position::start(Variant::Thai));
    game.set_tag("Annotator", "me");
    game.set_tag("White", "Somchai \"Tiger\" \\ P.");
    game.set_tag("Event", "line\nbreak");
    game.set_tag("Result", "1-0"); // made from the game's result instead
    game.push("25-21").unwrap();
    let text = game.to_pdn();
    let expected = "[Event \"line break\"]\n[Site \"?\"]\n[Date \"?\"]\n[Round \"?\"]\n\
                    [White \"Somchai \\\"Tiger\\\" \\\\ P.\"]\n[Black \"?\"]\n[Result \"*\"]\n\
                    [GameType \"31\"]\n[Annotator \"me\"]\n\n1. 25-21 *\n";
    assert_eq!(text, expected);
    let again = only_game(&text);
    assert_eq!(again.tag("White"), Some("Somchai \"Tiger\" \\ P."));
    assert_eq!(again.variant(), Variant::Thai);
}

#[test]
fn results_in_either_scoring() {
    let eight = only_game("[GameType \"25\"]\n1. c3-d4 2-0");
    assert_eq!(eight.result(), Some(GameResult::WhiteWins));
    assert!(eight.to_pdn().ends_with(" 1-0\n"));
    let ten = only_game("[GameType \"20\"]\n1. 32-28 1/2-1/2");
    assert!(ten.to_pdn().ends_with(" 1-1\n"));
    // Without a terminator the Result tag is used.
    let tagged = only_game("[Result \"0-1\"]\n1. 22-18");
    assert_eq!(tagged.result(), Some(GameResult::BlackWins));
    let unknown = only_game("[Result \"?\"]\n1. 22-18 *");
    assert_eq!(unknown.result(), None);
}

#[test]
fn game_conversions() {
    let mut game = Game::new(Variant::Russian);
    for text in ["c3-d4", "f6-g5", "g3-f4"] {
        game.play_text(text).unwrap();
    }
    game.agree_draw();
    let pdn = PdnGame::from_game(&game, vec![("Event".into(), "Lesson".into())]);
    assert_eq!(pdn.result(), Some(GameResult::Draw));
    assert_eq!(pdn.moves(), game.moves());
    let back = pdn.to_game().unwrap();
    assert_eq!(back.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    assert_eq!(back.position(), game.position());
    let text = pdn.to_pdn();
    assert!(text.starts_with("[Event \"Lesson\"]\n"));
    assert!(text.ends_with("\n1. 22-18 11-16 2. 24-19 1/2-1/2\n"), "{text}");
    // An unfinished game has no result.
    assert_eq!(PdnGame::from_game(&Game::new(Variant::Spanish), Vec::new()).result(), None);
}

#[test]
fn replaying_past_a_draw_by_the_rules_fails() {
    // 20 king moves without capture draw in our rules; the file goes on.
    let cycle = "32-28 1-5 28-32 5-1 ";
    let movetext = cycle.repeat(6);
    let text = format!("[FEN \"W:WK32,K31:BK1,K2\"]\n{movetext}*");
    let game = only_game(&text);
    assert_eq!(game.moves().len(), 24);
    let err = game.to_game().unwrap_err();
    assert!(matches!(err.error, PlayError::GameOver(Outcome::Draw(_))), "{err}");
    assert_eq!(err.number, 5);
}

#[test]
fn what_is_refused_and_what_is_tolerated() {
    let v = Variant::Brazilian;
    let kind = |text: &str| read_games(text, v).remove(0).unwrap_err().kind;
    assert_eq!(kind("1. 22-18 ) 11-15 *"), PdnErrorKind::Unexpected(')'));
    assert_eq!(kind("1. 22-18 } *"), PdnErrorKind::Unexpected('}'));
    assert!(matches!(
        kind("1. 22-18 eleven-15 *"),
        PdnErrorKind::Move { error: MoveTextError::BadSquare(_), .. }
    ));
    assert!(matches!(kind("[Variant \"Frisian\"]\n*"), PdnErrorKind::UnknownGameType { .. }));
    assert_eq!(PdnGame::from_pdn("{nothing}", v).unwrap_err().kind, PdnErrorKind::NoGame);
    // Numbers glued to moves, `...`, marks, NAGs, unquoted tags, no result.
    let game = only_game("[Event Casual]\n1.22-18 ... 11-15!! 2.18x11?? $18 8x15");
    assert_eq!(game.moves().len(), 4);
    assert_eq!(game.tag("Event"), Some("Casual"));
    assert_eq!(game.result(), None);
    // A game without tags, then one with: two games.
    assert_eq!(read_games("1. 22-18 *\n[Event \"b\"]\n1. 21-17 *", v).len(), 2);
    // Empty text, no games.
    assert!(read_games("", v).is_empty());
    assert!(read_games("\u{feff}\r\n", v).is_empty());
}

#[test]
fn a_variation_is_read_from_the_position_before_the_move_it_replaces() {
    let game = only_game(
        "[GameType \"21\"]\n1. 11-15 (1. 9-14 {the Double Corner} 22-18) 23-19 (23-18 2. 15-19?) 2. 8-11 *",
    );
    assert_eq!(texts(&game), ["11-15", "23-19", "8-11"]);
    let first = &game.variations()[0][0];
    assert_eq!(first.start(), &Position::start(Variant::English));
    assert_eq!(texts(first), ["9-14", "22-18"]);
    assert_eq!(first.comments()[0].as_deref(), Some("the Double Corner"));
    let second = &game.variations()[1][0];
    assert_eq!(texts(second), ["23-18", "15-19"]);
    assert_eq!(game.variations()[2], Vec::<PdnGame>::new());
    assert_eq!(
        movetext(&game),
        "1. 11-15 (1. 9-14 {the Double Corner} 1... 22-18) 1... 23-19 (1... 23-18 2. 15-19) 2. 8-11 *"
    );
}

#[test]
fn a_broken_variation_breaks_its_game_with_its_line() {
    // 15-22 jumps onto a man: refused on the variation's line, with its
    // number.
    let games = read_games("[GameType \"21\"]\n1. 11-15 23-19\n(23-18 2. 15-22) *", Variant::English);
    let error = games[0].as_ref().unwrap_err();
    assert_eq!(error.line, 3);
    assert!(matches!(error.kind, PdnErrorKind::Move { number: 2, .. }), "{error}");
    let games = read_games("[GameType \"21\"]\n(1. 11-15) 1. 9-13 *", Variant::English);
    assert_eq!(games[0].as_ref().unwrap_err().kind, PdnErrorKind::Unexpected('('));
}

#[test]
fn a_variation_is_added_only_where_it_starts() {
    let mut game = only_game("[GameType \"21\"]\n1. 11-15 23-19 *");
    let mut after_one = PdnGame::new(*game.start());
    after_one.push("11-15").unwrap();
    let mut line = PdnGame::new(*after_one.final_position());
    line.push("22-18").unwrap();
    assert_eq!(game.add_variation(0, line.clone()), Err(VariationError::OtherStart));
    assert_eq!(game.add_variation(2, line.clone()), Err(VariationError::NoSuchMove));
    let empty = PdnGame::new(*after_one.final_position());
    assert_eq!(game.add_variation(1, empty), Err(VariationError::Empty));
    assert_eq!(game.add_variation(1, line), Ok(()));
    assert_eq!(game.to_pdn().lines().last(), Some("1. 11-15 23-19 (1... 22-18) *"));
    assert_eq!(only_game(&game.to_pdn()).variations(), game.variations());
}

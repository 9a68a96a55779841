//! The reference page of each rule set, in our own words: most sections are
//! chosen by the engine's [`Rules`] data, so the page always says what the
//! board enforces; a short hand-written paragraph per rule set adds context.
//! The texts are the `rules-…` messages of `locales/<lang>/rules.ftl`: one
//! whole section per message, picked by a `match` on the rule it describes.

use damas_engine::{BoardSize, CaptureChoice, Color, KingRange, PromotionInCapture, Rules, Variant};

use super::{Lang, Text};
use crate::kernel::i18n::key;
use crate::tr;

/// One heading and its paragraph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub title: Text,
    pub body: String,
}

/// A one-line summary for the list of rule sets.
pub fn summary(v: Variant, lang: Lang) -> String {
    let r = v.rules();
    let king = match r.king {
        KingRange::Flying => tr!(lang, key::RULES_SUMMARY_KING_FLYING),
        KingRange::Short => tr!(lang, key::RULES_SUMMARY_KING_SHORT),
    };
    let choice = match r.choice {
        CaptureChoice::Free => tr!(lang, key::RULES_SUMMARY_CHOICE_FREE),
        CaptureChoice::Majority => tr!(lang, key::RULES_SUMMARY_CHOICE_MAJORITY),
        CaptureChoice::Italian => tr!(lang, key::RULES_SUMMARY_CHOICE_ITALIAN),
    };
    tr!(lang, key::RULES_SUMMARY, size = r.size.rows(), men = r.men_per_side(), king = king, choice = choice)
}

/// What every rule set shares, one sentence each on the page of all rule
/// sets, in reading order. A test checks each against every rule set the
/// engine plays, so none says what one of them does not do (pieces on dark
/// squares only, or men stepping diagonally, are not true of Turkish).
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::VariantArray)]
pub enum SharedRule {
    /// Each side's men start on the rows nearest it, empty rows between.
    SidesApart,
    /// Outside a capture a man moves one square, never backwards.
    ManStepsOneSquare,
    /// A man whose move ends on the far row becomes a king.
    Crowning,
    /// A capture must be played when there is one.
    CaptureCompulsory,
    /// A capture goes on while the capturing piece can take another.
    CaptureGoesOn,
    /// The player who cannot move on their turn loses.
    NoMoveLoses,
}

impl SharedRule {
    /// Every shared rule, in the order the page says them (the
    /// declaration's).
    pub const ALL: [SharedRule; <SharedRule as strum::VariantArray>::VARIANTS.len()] =
        damas_engine::listed::array_of(<SharedRule as strum::VariantArray>::VARIANTS);

    /// This rule in `lang`.
    pub fn text(self, lang: Lang) -> String {
        match self {
            SharedRule::SidesApart => tr!(lang, key::RULES_COMMON_SIDES),
            SharedRule::ManStepsOneSquare => tr!(lang, key::RULES_COMMON_MAN_STEPS),
            SharedRule::Crowning => tr!(lang, key::RULES_COMMON_CROWNING),
            SharedRule::CaptureCompulsory => tr!(lang, key::RULES_COMMON_COMPULSORY),
            SharedRule::CaptureGoesOn => tr!(lang, key::RULES_COMMON_CAPTURE_GOES_ON),
            SharedRule::NoMoveLoses => tr!(lang, key::RULES_COMMON_NO_MOVE),
        }
    }
}

/// Every section of the page of `v`, in reading order.
pub fn sections(v: Variant, lang: Lang) -> Vec<Section> {
    let r: &Rules = v.rules();
    let size = r.size.rows();
    let squares = r.size.squares();
    let men = r.men_per_side();
    let section = |title: Text, body: String| Section { title, body };

    let first = match r.first {
        Color::White => tr!(lang, key::RULES_FIRST_LIGHT),
        Color::Black => tr!(lang, key::RULES_FIRST_DARK),
    };
    // The orthogonal board (Turkish) has its own words for the board, the
    // men's steps and captures, the king and the crossing of the far row.
    let orthogonal = r.size == BoardSize::EightFull;
    let captures = match (r.men_capture_backwards, r.men_capture_kings) {
        _ if orthogonal => tr!(lang, key::RULES_CAPTURES_ORTHOGONAL),
        (true, true) => tr!(lang, key::RULES_CAPTURES_BACKWARDS),
        (true, false) => tr!(lang, key::RULES_CAPTURES_BACKWARDS_NOT_KINGS),
        (false, true) => tr!(lang, key::RULES_CAPTURES_FORWARDS),
        (false, false) => tr!(lang, key::RULES_CAPTURES_FORWARDS_NOT_KINGS),
    };
    let king = match r.king {
        KingRange::Flying if orthogonal => tr!(lang, key::RULES_KING_ROOK),
        KingRange::Flying => tr!(lang, key::RULES_KING_FLYING),
        KingRange::Short => tr!(lang, key::RULES_KING_SHORT),
    };
    let choice = match r.choice {
        CaptureChoice::Free => tr!(lang, key::RULES_CHOICE_FREE),
        CaptureChoice::Majority => tr!(lang, key::RULES_CHOICE_MAJORITY),
        CaptureChoice::Italian => tr!(lang, key::RULES_CHOICE_ITALIAN),
    };
    let promotion = match r.promotion_in_capture {
        PromotionInCapture::ContinueAsMan if orthogonal => tr!(lang, key::RULES_PROMOTION_ALONG_THE_ROW),
        PromotionInCapture::ContinueAsMan => tr!(lang, key::RULES_PROMOTION_CONTINUE_AS_MAN),
        PromotionInCapture::CrownAndContinue => tr!(lang, key::RULES_PROMOTION_CROWN_AND_CONTINUE),
        PromotionInCapture::CrownAndStop => tr!(lang, key::RULES_PROMOTION_CROWN_AND_STOP),
    };
    // English checkers and the international game say more about draws.
    let (moves, repetitions) = (r.draw.king_moves, r.draw.repetitions);
    let draws = match v {
        Variant::English => tr!(lang, key::RULES_ENGLISH_DRAWS, moves = moves, repetitions = repetitions),
        Variant::International => {
            tr!(lang, key::RULES_INTERNATIONAL_DRAWS, moves = moves, repetitions = repetitions)
        }
        _ if r.draw.one_piece_each => {
            tr!(lang, key::RULES_DRAWS_ONE_PIECE_EACH, moves = moves, repetitions = repetitions)
        }
        _ => tr!(lang, key::RULES_DRAWS, moves = moves, repetitions = repetitions),
    };
    // Light starts on the last `men` squares.
    let light_from = squares - men + 1;
    let notation = match r.size {
        BoardSize::Eight => {
            tr!(lang, key::RULES_NOTATION_EIGHT, squares = squares, men = men, light_from = light_from)
        }
        BoardSize::Ten => {
            tr!(lang, key::RULES_NOTATION, squares = squares, men = men, light_from = light_from)
        }
        BoardSize::EightFull => tr!(lang, key::RULES_NOTATION_ORTHOGONAL),
    };

    let (board, pieces, moves_text) = if orthogonal {
        (
            tr!(lang, key::RULES_BOARD_ORTHOGONAL, size = size, squares = squares),
            tr!(lang, key::RULES_PIECES_ORTHOGONAL, men = men, rows = r.men_rows),
            tr!(lang, key::RULES_MOVES_ORTHOGONAL),
        )
    } else {
        (
            tr!(lang, key::RULES_BOARD, size = size, squares = squares),
            tr!(lang, key::RULES_PIECES, men = men, rows = r.men_rows),
            tr!(lang, key::RULES_MOVES),
        )
    };

    vec![
        section(Text::RulesAbout, about(v, lang)),
        section(Text::RulesBoard, board),
        section(Text::RulesPieces, pieces),
        section(Text::RulesFirst, first),
        section(Text::RulesMoves, moves_text),
        section(Text::RulesCaptures, captures),
        section(Text::RulesKing, king),
        section(Text::RulesChoice, choice),
        section(Text::RulesPromotion, promotion),
        section(Text::RulesEnd, tr!(lang, key::RULES_END)),
        section(Text::RulesDraws, draws),
        section(Text::RulesNotation, notation),
    ]
}

/// The hand-written paragraph of a rule set.
fn about(v: Variant, lang: Lang) -> String {
    match v {
        Variant::Brazilian => tr!(lang, key::RULES_BRAZILIAN_ABOUT),
        Variant::English => tr!(lang, key::RULES_ENGLISH_ABOUT),
        Variant::Russian => tr!(lang, key::RULES_RUSSIAN_ABOUT),
        Variant::Spanish => tr!(lang, key::RULES_SPANISH_ABOUT),
        Variant::Italian => tr!(lang, key::RULES_ITALIAN_ABOUT),
        Variant::Thai => tr!(lang, key::RULES_THAI_ABOUT),
        Variant::Damas10 => tr!(lang, key::RULES_DAMAS10_ABOUT),
        Variant::International => tr!(lang, key::RULES_INTERNATIONAL_ABOUT),
        Variant::Turkish => tr!(lang, key::RULES_TURKISH_ABOUT),
    }
}

/// What a rule's diagram shows (see `crate::kernel::board::diagrams`); its text names the
/// diagram's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caption {
    /// The start: `men` a side on a board of `squares` dark squares.
    Start { men: u8, squares: u8 },
    /// The start, with a first move of the side that starts (dark or light).
    FirstMove { dark: bool },
    /// A move and how it is written.
    Notation,
    /// A man's two steps forwards (legal) and one backwards (refused).
    ManSteps,
    /// The orthogonal board: a man's step forwards and two sideways
    /// (legal), one backwards (refused).
    ManStepsSideways,
    /// The orthogonal board's start: `men` a side, the back rows empty.
    StartOrthogonal { men: u8 },
    /// The orthogonal board: a move and how it is written (square names).
    NotationNames,
    /// The orthogonal board: a man's capture sideways (legal) and one
    /// backwards (refused).
    CaptureSideways,
    /// The orthogonal board: a king's long move along a row or column.
    KingRook,
    /// The orthogonal board: a man reaching the far row in a capture goes
    /// on along it as a man; stopping there refused.
    AlongTheRow,
    /// A man's capture backwards: legal or refused.
    CaptureBackwards { allowed: bool },
    /// A flying king's long move.
    KingFlies,
    /// A short king's step (legal) and a longer move (refused).
    KingSteps,
    /// A capture of two (compulsory) and one of one (refused).
    Majority,
    /// A capture of two and one of one, both legal.
    FreeChoice,
    /// A man passing the far row in a capture, going on as a man; stopping there refused.
    ContinueAsMan,
    /// A man crowned mid-capture, going on as a king.
    CrownAndContinue,
    /// A man crowned mid-capture: the move ends (going on refused).
    CrownAndStop,
    /// Light, to move, has no move.
    NoMove,
    /// A puzzle: the side to move plays and wins.
    ToPlayAndWin { dark: bool },
}

/// The caption of a diagram; `moves` are its moves' texts, in order.
pub fn caption(c: Caption, lang: Lang, moves: &[String]) -> String {
    let m = |i: usize| moves.get(i).map(String::as_str).unwrap_or("");
    match c {
        Caption::Start { men, squares } => {
            tr!(lang, key::RULES_CAPTION_START, men = men, light_from = squares - men + 1, squares = squares)
        }
        Caption::FirstMove { dark: true } => tr!(lang, key::RULES_CAPTION_FIRST_MOVE_DARK, move = m(0)),
        Caption::FirstMove { dark: false } => tr!(lang, key::RULES_CAPTION_FIRST_MOVE_LIGHT, move = m(0)),
        Caption::Notation => tr!(lang, key::RULES_CAPTION_NOTATION, move = m(0)),
        Caption::NotationNames => tr!(lang, key::RULES_CAPTION_NOTATION_NAMES, move = m(0)),
        Caption::StartOrthogonal { men } => tr!(lang, key::RULES_CAPTION_START_ORTHOGONAL, men = men),
        Caption::ManStepsSideways => tr!(
            lang,
            key::RULES_CAPTION_MAN_STEPS_SIDEWAYS,
            step = m(0),
            side = m(1),
            other_side = m(2),
            backwards = m(3)
        ),
        Caption::CaptureSideways => {
            tr!(lang, key::RULES_CAPTION_CAPTURE_SIDEWAYS, move = m(0), backwards = m(1))
        }
        Caption::KingRook => tr!(lang, key::RULES_CAPTION_KING_ROOK, move = m(0)),
        Caption::AlongTheRow => tr!(lang, key::RULES_CAPTION_ALONG_THE_ROW, move = m(0), refused = m(1)),
        Caption::ManSteps => {
            tr!(lang, key::RULES_CAPTION_MAN_STEPS, step = m(0), other_step = m(1), backwards = m(2))
        }
        Caption::CaptureBackwards { allowed: true } => {
            tr!(lang, key::RULES_CAPTION_CAPTURE_BACKWARDS, move = m(0))
        }
        Caption::CaptureBackwards { allowed: false } => {
            tr!(lang, key::RULES_CAPTION_CAPTURE_BACKWARDS_REFUSED, move = m(0))
        }
        Caption::KingFlies => tr!(lang, key::RULES_CAPTION_KING_FLIES, move = m(0)),
        Caption::KingSteps => tr!(lang, key::RULES_CAPTION_KING_STEPS, step = m(0), too_far = m(1)),
        Caption::Majority => tr!(lang, key::RULES_CAPTION_MAJORITY, takes_two = m(0), takes_one = m(1)),
        Caption::FreeChoice => tr!(lang, key::RULES_CAPTION_FREE_CHOICE, takes_two = m(0), takes_one = m(1)),
        Caption::ContinueAsMan => tr!(lang, key::RULES_CAPTION_CONTINUE_AS_MAN, move = m(0), refused = m(1)),
        Caption::CrownAndContinue => tr!(lang, key::RULES_CAPTION_CROWN_AND_CONTINUE, move = m(0)),
        Caption::CrownAndStop => tr!(lang, key::RULES_CAPTION_CROWN_AND_STOP, move = m(0), refused = m(1)),
        Caption::NoMove => tr!(lang, key::RULES_CAPTION_NO_MOVE),
        Caption::ToPlayAndWin { dark: true } => tr!(lang, key::RULES_CAPTION_DARK_TO_PLAY_AND_WIN),
        Caption::ToPlayAndWin { dark: false } => tr!(lang, key::RULES_CAPTION_LIGHT_TO_PLAY_AND_WIN),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use damas_engine::{Game, Outcome, Position, Role, Square};

    /// The square `ahead` steps forwards (for White, moving up) from the
    /// dark square of `row` in the third or fourth column: up and to the
    /// right on the diagonal boards, straight up on the orthogonal one.
    fn square_at(v: Variant, row: u8, ahead: u8) -> Square {
        let size = v.size();
        let right = if size.is_orthogonal() { 0 } else { 1 };
        let col = (2..4).find(|&c| Square::from_coords(row, c, size).is_some()).expect("a dark square");
        Square::from_coords(row - ahead, col + ahead * right, size).expect("on the board")
    }

    /// A square of the top row in the right-hand corner, out of the way.
    fn corner(v: Variant) -> Square {
        let size = v.size();
        (0..2).find_map(|i| Square::from_coords(0, size.rows() - 1 - i, size)).expect("a corner square")
    }

    /// `v`'s board with White's men on `white`, Black's on `black`, White to move.
    fn set_up(v: Variant, white: &[Square], black: &[Square]) -> Position {
        let names =
            |squares: &[Square]| squares.iter().map(|s| s.label(v.size())).collect::<Vec<_>>().join(",");
        let fen = format!("W:W{}:B{}", names(white), names(black));
        Position::from_fen(v, &fen).unwrap_or_else(|e| panic!("{v}: {fen}: {e}"))
    }

    /// The steps (rows up, columns right) a lone White man makes mid-board.
    fn steps_of_a_lone_man(v: Variant) -> Vec<(i16, i16)> {
        let (size, man) = (v.size(), square_at(v, 4, 0));
        let moves = set_up(v, &[man], &[corner(v)]).legal_moves();
        assert!(moves.iter().all(|m| !m.is_capture()), "{v}: nothing to capture");
        let row_col = |s: Square| (i16::from(s.row(size)), i16::from(s.column(size)));
        let (r0, c0) = row_col(man);
        moves.iter().map(|m| row_col(m.to())).map(|(r, c)| (r0 - r, c - c0)).collect()
    }

    /// Whether `rule` holds in `v`, tried on the engine itself: on the
    /// start position and on small positions set up on `v`'s board.
    fn holds(rule: SharedRule, v: Variant) -> bool {
        let size = v.size();
        let at = |row, ahead| square_at(v, row, ahead);
        let moves = |white: &[Square], black: &[Square]| set_up(v, white, black).legal_moves();
        match rule {
            SharedRule::SidesApart => {
                let start = Position::start(v);
                let rows = |c| start.squares_of(c, Role::Man).into_iter().map(|s| s.row(size));
                let white_front = rows(Color::White).min().expect("White has men");
                let black_front = rows(Color::Black).max().expect("Black has men");
                white_front > black_front + 1
            }
            SharedRule::ManStepsOneSquare => {
                let steps = steps_of_a_lone_man(v);
                !steps.is_empty()
                    && steps.iter().all(|&(up, right)| (0..=1).contains(&up) && right.abs() <= 1)
            }
            SharedRule::Crowning => {
                // Turkish men step sideways too: every step to the far row.
                let all = moves(&[at(1, 0)], &[at(5, 0)]);
                let onto_far_row: Vec<_> = all.iter().filter(|m| m.to().row(size) == 0).collect();
                !onto_far_row.is_empty() && onto_far_row.iter().all(|m| m.promotes())
            }
            SharedRule::CaptureCompulsory => {
                let all = moves(&[at(5, 0), at(7, 0)], &[at(5, 1)]);
                !all.is_empty() && all.iter().all(|m| m.is_capture())
            }
            SharedRule::CaptureGoesOn => {
                let all = moves(&[at(7, 0)], &[at(7, 1), at(7, 3)]);
                !all.is_empty() && all.iter().all(|m| m.capture_count() == 2)
            }
            SharedRule::NoMoveLoses => {
                let game = Game::from_position(set_up(v, &[], &[corner(v)]));
                matches!(game.outcome(), Some(Outcome::Win { winner: Color::Black, .. }))
            }
        }
    }

    #[test]
    fn every_rule_the_rules_page_says_all_share_holds_in_every_rule_set() {
        for rule in SharedRule::ALL {
            for v in Variant::ALL {
                assert!(holds(rule, v), "{rule:?} is not true of {v}");
            }
        }
    }

    #[test]
    fn a_man_stepping_diagonally_is_not_shared_since_turkish_men_step_sideways() {
        assert!(steps_of_a_lone_man(Variant::Turkish).iter().any(|&(up, right)| up == 0 && right != 0));
        assert!(steps_of_a_lone_man(Variant::Brazilian)
            .iter()
            .all(|&(up, right)| up == 1 && right.abs() == 1));
    }

    #[test]
    fn the_shared_rules_are_said_in_every_language() {
        for lang in Lang::ALL {
            for rule in SharedRule::ALL {
                let said = rule.text(lang);
                assert!(said.len() > 10 && !said.contains("rules-common"), "{lang:?} {rule:?}: {said}");
            }
        }
    }

    #[test]
    fn every_rule_set_has_every_section_in_both_languages() {
        for v in Variant::ALL {
            for lang in Lang::ALL {
                let s = sections(v, lang);
                assert_eq!(s.len(), 12, "{v}");
                for sec in &s {
                    assert!(sec.body.len() > 20, "{v} {:?}", sec.title);
                }
                assert!(!summary(v, lang).is_empty());
            }
        }
    }

    #[test]
    fn pages_follow_the_engine_rules() {
        let en = |v| sections(v, Lang::En).into_iter().map(|s| s.body).collect::<Vec<_>>().join(" ");
        assert!(en(Variant::English).contains("Dark moves first"));
        assert!(en(Variant::Brazilian).contains("Majority rule"));
        assert!(en(Variant::Italian).contains("never capture a king"));
        assert!(en(Variant::Thai).contains("8 men on the 2 rows"));
        assert!(en(Variant::International).contains("1 to 50"));
        assert!(en(Variant::Russian).contains("crowned at once"));
        assert_eq!(
            summary(Variant::Damas10, Lang::Pt),
            "10×10, 20 pedras cada, dama voadora, lei da maioria"
        );
    }

    #[test]
    fn numbers_fill_the_sections_and_captions_in_both_languages() {
        let body = |v, lang, title| sections(v, lang).into_iter().find(|s| s.title == title).unwrap().body;
        assert_eq!(
            body(Variant::International, Lang::En, Text::RulesBoard),
            "A 10×10 board; only its 50 dark squares are used. Each player has a dark square in the left-hand corner nearest to them."
        );
        assert!(body(Variant::Thai, Lang::Pt, Text::RulesPieces)
            .starts_with("Cada lado começa com 8 pedras, nas 2 fileiras mais próximas de si."));
        let draws = body(Variant::English, Lang::En, Text::RulesDraws);
        assert!(draws.starts_with("The game is drawn when: 20 moves in a row"), "{draws}");
        assert!(draws
            .contains("3 times with the same player to move; or both players agree. Tournament checkers"));
        assert!(body(Variant::Brazilian, Lang::Pt, Text::RulesNotation)
            .contains("As escuras começam em 1–12, as claras em 21–32."));
        assert!(!body(Variant::Damas10, Lang::En, Text::RulesNotation).contains("8×8"));
        assert_eq!(
            caption(Caption::Start { men: 20, squares: 50 }, Lang::Pt, &[]),
            "A posição inicial: as escuras nas casas 1–20, em cima; as claras em 31–50, embaixo."
        );
        let moves = ["22x15x24".to_string(), "22x13".to_string()];
        assert_eq!(
            caption(Caption::Majority, Lang::En, &moves),
            "22x15x24 takes two pieces and must be played; 22x13, taking one, is refused."
        );
        assert_eq!(
            caption(Caption::FirstMove { dark: false }, Lang::Pt, &[]),
            "As claras começam: por exemplo, ."
        );
    }

    /// The rules file of a language (those not yet in [`Lang`] too) as a
    /// bundle of its own: every message formats with no error.
    #[test]
    fn every_rules_message_of_every_language_formats_without_an_error() {
        use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
        for locale in &super::super::catalogue::LOCALES {
            let (_, source) = locale.files.iter().find(|(ns, _)| *ns == "rules").unwrap();
            let mut bundle = FluentBundle::new(vec![locale.code.parse().unwrap()]);
            bundle.set_use_isolating(false);
            bundle.add_resource(FluentResource::try_new(source.to_string()).unwrap()).unwrap();
            for id in super::super::catalogue::messages(source).unwrap().into_keys() {
                for n in [1, 2, 3, 5, 8, 12, 20, 21, 32, 50] {
                    let mut args = FluentArgs::new();
                    for name in ["size", "squares", "men", "rows", "moves", "repetitions", "light_from"] {
                        args.set(name, n);
                    }
                    for name in [
                        "king",
                        "choice",
                        "move",
                        "step",
                        "other_step",
                        "backwards",
                        "too_far",
                        "side",
                        "other_side",
                    ] {
                        args.set(name, "11-15");
                    }
                    for name in ["takes_two", "takes_one", "refused"] {
                        args.set(name, "22x15");
                    }
                    let mut errors = Vec::new();
                    let message = bundle.get_message(&id).unwrap();
                    let text = bundle.format_pattern(message.value().unwrap(), Some(&args), &mut errors);
                    assert!(errors.is_empty(), "{}: {id}: {errors:?}", locale.code);
                    assert!(!text.contains('{') && !text.contains('}'), "{}: {id}: {text}", locale.code);
                }
            }
        }
    }
}

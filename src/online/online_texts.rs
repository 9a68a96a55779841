//! The texts of "play with someone" (the online rooms): fixed texts
//! ([`OnlineText`], named `Online<Name>` in `locales/<lang>/online.ftl`,
//! what the home page's "your games" list shows, and `room.ftl`, the
//! room's other words; the constants are generated from the catalogue by
//! `build.rs`) and texts with data (`online-…`).

use damas_engine::{Color, Variant};

use crate::kernel::i18n::key;
use crate::kernel::i18n::{catalogue, side_key, variant_name, Lang};
use crate::online::EndReason;

impl OnlineText {
    /// This text in `lang` (made once, [`catalogue::fixed_id`]).
    pub fn get(self, lang: Lang) -> &'static str {
        catalogue::fixed_id(lang, self.id())
    }
}

include!(concat!(env!("OUT_DIR"), "/online_text.rs"));

/// How a game ended, from the user's side, with why.
pub fn ending_text(lang: Lang, ending: &crate::online::Ending, variant: Variant) -> String {
    use crate::online::Ending;
    use damas_engine::Color;
    let (how, why) = match ending {
        Ending::YouWon(r) => (OnlineText::YouWon, *r),
        Ending::YouLost(r) => (OnlineText::YouLost, *r),
        Ending::SideWon(Color::White, r) => (OnlineText::WhiteWon, *r),
        Ending::SideWon(Color::Black, r) => (OnlineText::BlackWon, *r),
        Ending::Draw(r) => (OnlineText::Draw, *r),
        Ending::Expired => return OnlineText::Expired.get(lang).into(),
    };
    crate::tr!(lang, key::ONLINE_ENDING, ending = how.get(lang), reason = reason(lang, why, variant))
}

/// What the watchers are doing, after their count: `2 watching`.
pub fn watching(lang: Lang, count: u64) -> String {
    crate::tr!(lang, key::ONLINE_WATCHING, count = count)
}

/// The side the user plays, in the room's info line: `You play white`.
pub fn you_play(lang: Lang, side: Color) -> String {
    crate::tr!(lang, key::ONLINE_YOU_PLAY, side = side_key(side))
}

/// The side an invited user would play: `You would play black`.
pub fn you_would_play(lang: Lang, side: Color) -> String {
    crate::tr!(lang, key::ONLINE_YOU_WOULD_PLAY, side = side_key(side))
}

/// Whose move it is, for a spectator: `To move: white`.
pub fn to_move(lang: Lang, side: Color) -> String {
    crate::tr!(lang, key::ONLINE_TO_MOVE, side = side_key(side))
}

/// A request the server refused, with why (`code`, [`refusal`]).
pub fn refused(lang: Lang, code: &str) -> String {
    crate::tr!(lang, key::ONLINE_REFUSED, reason = refusal(lang, code))
}

/// The room's info line: the rule set, the game's number in the room, the
/// user's side (a player's) and the time since the last move (once there
/// is one, already put in words): `Brazilian · Game 2 · You play white ·
/// 3 min since the last move`.
pub fn room_info(
    lang: Lang,
    variant: Variant,
    game: i64,
    side: Option<Color>,
    since: Option<&str>,
) -> String {
    let mut parts = vec![
        variant_name(variant, lang).to_string(),
        crate::tr!(lang, key::ONLINE_GAME_NUMBER, number = game),
    ];
    parts.extend(side.map(|side| you_play(lang, side)));
    parts.extend(since.map(|time| crate::tr!(lang, key::ONLINE_SINCE_LAST_MOVE, time = time)));
    parts.join(" · ")
}

/// "last move 3 h ago", from a duration already put in words.
pub fn last_move_ago(lang: Lang, time: &str) -> String {
    crate::tr!(lang, key::ONLINE_LAST_MOVE_AGO, time = time)
}

/// What a room's clock holds, from a duration already put in words.
pub fn deadline_text(lang: Lang, deadline: crate::online::your_games::Deadline, time: &str) -> String {
    use crate::online::your_games::Deadline;
    match deadline {
        Deadline::MoveWithin(_) => crate::tr!(lang, key::ONLINE_MOVE_WITHIN, time = time),
        Deadline::ClaimIn(_) => crate::tr!(lang, key::ONLINE_CLAIM_IN, time = time),
        Deadline::ClaimNow => OnlineText::ClaimNow.get(lang).into(),
        Deadline::ExpiresIn(_) => crate::tr!(lang, key::ONLINE_EXPIRES_IN, time = time),
    }
}

/// Why a game of `variant` ended, for people.
pub fn reason(lang: Lang, reason: EndReason, variant: Variant) -> String {
    let id = match reason {
        // On the orthogonal board men's steps sideways count too.
        EndReason::KingMoves if variant.size().is_orthogonal() => key::ONLINE_REASON_NO_PROGRESS,
        EndReason::NoPieces => key::ONLINE_REASON_NO_PIECES,
        EndReason::Blocked => key::ONLINE_REASON_BLOCKED,
        EndReason::Resignation => key::ONLINE_REASON_RESIGNATION,
        EndReason::Absence => key::ONLINE_REASON_ABSENCE,
        EndReason::Agreement => key::ONLINE_REASON_AGREEMENT,
        EndReason::KingMoves => key::ONLINE_REASON_KING_MOVES,
        EndReason::Repetition => key::ONLINE_REASON_REPETITION,
        EndReason::OnePieceEach => key::ONLINE_REASON_ONE_PIECE_EACH,
        EndReason::Expired => key::ONLINE_REASON_EXPIRED,
    };
    crate::tr!(lang, id)
}

/// "3 min", "2 d"… in a language, from [`crate::online::elapsed`]'s
/// number and unit (`s`, `min`, `h`; anything else is days).
pub fn duration(lang: Lang, (n, unit): (i64, &str)) -> String {
    let id = match unit {
        "s" => key::ONLINE_SECONDS,
        "min" => key::ONLINE_MINUTES,
        "h" => key::ONLINE_HOURS,
        _ => key::ONLINE_DAYS,
    };
    crate::tr!(lang, id, count = n)
}

/// A refusal's code from the server, for people.
pub fn refusal(lang: Lang, code: &str) -> String {
    let id = match code {
        "not_your_turn" => key::ONLINE_REFUSAL_NOT_YOUR_TURN,
        "ply_taken" | "ply_mismatch" => key::ONLINE_REFUSAL_PLY_TAKEN,
        "game_over" => key::ONLINE_REFUSAL_GAME_OVER,
        "absence_too_early" => key::ONLINE_REFUSAL_ABSENCE_TOO_EARLY,
        "rate_limited" => key::ONLINE_REFUSAL_RATE_LIMITED,
        "room_full" => key::ONLINE_REFUSAL_ROOM_FULL,
        "illegal_move" => key::ONLINE_REFUSAL_ILLEGAL_MOVE,
        _ => key::ONLINE_REFUSAL_OTHER,
    };
    crate::tr!(lang, id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::your_games::Deadline;
    use crate::online::Ending;

    #[test]
    fn every_text_is_in_the_catalogue_of_every_language_named_as_its_variant() {
        for t in OnlineText::ALL {
            assert_eq!(t.id(), format!("Online{t:?}"));
            for lang in Lang::ALL {
                let text = t.get(lang);
                assert!(!text.is_empty() && text != catalogue::missing(t.id()), "{t:?} {lang:?}");
            }
            assert_ne!(t.get(Lang::Pt), t.get(Lang::En), "{t:?}");
        }
        assert_eq!(OnlineText::Title.get(Lang::Pt), "Jogar com alguém");
        assert_eq!(OnlineText::Title.get(Lang::En), "Play with someone");
        for r in EndReason::ALL {
            for v in [Variant::Brazilian, Variant::Turkish] {
                assert_ne!(reason(Lang::Pt, r, v), reason(Lang::En, r, v), "{r:?}");
                for lang in Lang::ALL {
                    assert!(!reason(lang, r, v).starts_with('⟦'), "{r:?} {lang:?}");
                }
            }
        }
        assert_eq!(reason(Lang::Pt, EndReason::Resignation, Variant::Brazilian), "desistência");
        // The 20-move draw: king moves, or on the orthogonal board any move
        // that neither captures nor takes a man forwards.
        let twenty = |v| reason(Lang::En, EndReason::KingMoves, v);
        assert_ne!(twenty(Variant::Brazilian), twenty(Variant::Turkish));
    }

    #[test]
    fn durations_count_in_the_language() {
        assert_eq!(duration(Lang::Pt, (2, "d")), "2 dias");
        assert_eq!(duration(Lang::Pt, (1, "d")), "1 dia");
        assert_eq!(duration(Lang::Pt, (0, "d")), "0 dias");
        assert_eq!(duration(Lang::En, (1, "d")), "1 day");
        assert_eq!(duration(Lang::En, (0, "d")), "0 days");
        assert_eq!(duration(Lang::En, (21, "d")), "21 days");
        assert_eq!(duration(Lang::En, (3, "min")), "3 min");
        assert_eq!(duration(Lang::Pt, (45, "s")), "45 s");
    }

    #[test]
    fn texts_with_data_fill_their_placeholders() {
        assert_eq!(last_move_ago(Lang::Pt, "3 h"), "último lance há 3 h");
        assert_eq!(last_move_ago(Lang::En, "3 h"), "last move 3 h ago");
        let time = duration(Lang::En, (2, "d"));
        assert_eq!(
            deadline_text(Lang::En, Deadline::MoveWithin(0), &time),
            "move within 2 days, or your opponent may claim the win"
        );
        assert_eq!(
            deadline_text(Lang::Pt, Deadline::ExpiresIn(0), &duration(Lang::Pt, (1, "d"))),
            "a sala expira em 1 dia se ninguém entrar"
        );
        assert_eq!(
            ending_text(Lang::Pt, &Ending::YouWon(EndReason::Resignation), Variant::Brazilian),
            "Você venceu (desistência)"
        );
        assert_eq!(
            ending_text(Lang::En, &Ending::Draw(EndReason::Agreement), Variant::Brazilian),
            "Draw (agreement)"
        );
        assert_eq!(refusal(Lang::En, "ply_mismatch"), "your opponent already moved: the game was updated");
        assert_eq!(refusal(Lang::Pt, "what"), "pedido recusado");
    }

    #[test]
    fn a_side_is_said_in_one_sentence_worded_the_language_s_way() {
        // Russian puts the side in the instrumental after «играть» and in
        // the genitive after «ход».
        assert_eq!(you_play(Lang::Ru, Color::White), "Вы играете белыми");
        assert_eq!(you_play(Lang::Ru, Color::Black), "Вы играете чёрными");
        assert_eq!(you_would_play(Lang::Ru, Color::Black), "Вы будете играть чёрными");
        assert_eq!(to_move(Lang::Ru, Color::White), "Ход белых");
        assert_eq!(to_move(Lang::Ru, Color::Black), "Ход чёрных");
        assert_eq!(you_play(Lang::Es, Color::White), "Juegas con las blancas");
        assert_eq!(you_would_play(Lang::Es, Color::Black), "Jugarías con las negras");
        assert_eq!(to_move(Lang::Es, Color::Black), "Turno de las negras");
        assert_eq!(you_play(Lang::Pt, Color::White), "Você joga com as brancas");
        assert_eq!(you_would_play(Lang::Pt, Color::Black), "Você jogaria com as pretas");
        assert_eq!(to_move(Lang::Pt, Color::Black), "Vez das pretas");
        // English reads as it did.
        assert_eq!(you_play(Lang::En, Color::White), "You play white");
        assert_eq!(you_would_play(Lang::En, Color::Black), "You would play black");
        assert_eq!(to_move(Lang::En, Color::White), "To move: white");
    }

    #[test]
    fn a_refusal_and_the_info_line_are_whole_sentences() {
        assert_eq!(refused(Lang::En, "not_your_turn"), "The server refused: it is not your turn");
        assert_eq!(refused(Lang::Pt, "game_over"), "O servidor recusou: a partida terminou");
        assert_eq!(refused(Lang::Es, "not_your_turn"), "El servidor rechazó la petición: no es tu turno");
        assert_eq!(refused(Lang::Ru, "game_over"), "Сервер отказал: партия окончена");
        let since = duration(Lang::En, (3, "min"));
        assert_eq!(
            room_info(Lang::En, Variant::Brazilian, 2, Some(Color::White), Some(&since)),
            "Brazilian · Game 2 · You play white · 3 min since the last move"
        );
        assert_eq!(room_info(Lang::En, Variant::Brazilian, 1, None, None), "Brazilian · Game 1");
        assert_eq!(
            room_info(Lang::Ru, Variant::Russian, 2, Some(Color::Black), None),
            "Русские шашки · Партия 2 · Вы играете чёрными"
        );
        let since = duration(Lang::Es, (2, "h"));
        assert_eq!(
            room_info(Lang::Es, Variant::Spanish, 1, Some(Color::White), Some(&since)),
            format!("Damas españolas · Partida 1 · Juegas con las blancas · {since} desde la última jugada")
        );
    }
}

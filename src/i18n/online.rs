//! The texts of "play with someone" (the online rooms), pt-BR and en.

use super::Lang;
use crate::online::EndReason;

macro_rules! online_texts {
    ($( $name:ident => $pt:expr, $en:expr; )*) => {
        /// One variant per fixed string of the online pages.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum OnlineText { $( $name, )* }

        impl OnlineText {
            /// Every text, for the completeness test.
            pub const ALL: &'static [OnlineText] = &[ $( OnlineText::$name, )* ];

            /// This text in `lang`.
            pub fn get(self, lang: Lang) -> &'static str {
                match (self, lang) {
                    $( (OnlineText::$name, Lang::Pt) => $pt, (OnlineText::$name, Lang::En) => $en, )*
                }
            }
        }
    };
}

online_texts! {
    Title => "Jogar com alguém", "Play with someone";
    Intro => "Crie uma sala, mande o link e joguem cada um no seu tempo: a partida fica guardada no servidor.",
        "Create a room, send the link and each of you moves when you can: the game is kept on the server.";
    Checking => "Procurando o servidor de jogos…", "Looking for the game server…";
    NoServer => "Nenhum servidor de jogos responde: jogar com alguém precisa do servidor do Damas. As lições, os problemas e as partidas contra o computador funcionam normalmente.",
        "No game server answers: playing with someone needs the Damas server. Lessons, puzzles and games against the computer work as usual.";
    Create => "Criar sala", "Create room";
    CreatorSide => "Quem cria a sala joga com o lado que começa.", "The room's creator plays the side that moves first.";
    MyGames => "Suas partidas", "Your games";
    NoGames => "Nenhuma partida ainda.", "No games yet.";
    Open => "Abrir", "Open";
    ShareLink => "Mande este link para quem vai jogar com você:", "Send this link to the person you will play:";
    Copy => "Copiar link", "Copy link";
    Copied => "Copiado", "Copied";
    Share => "Compartilhar", "Share";
    WaitingForOpponent => "Esperando alguém abrir o link…", "Waiting for someone to open the link…";
    Invitation => "Você foi convidado para uma partida.", "You are invited to a game.";
    YouWouldPlay => "Você jogaria com", "You would play";
    Accept => "Aceitar e jogar", "Accept and play";
    YourTurn => "Sua vez", "Your turn";
    TheirTurn => "Vez do adversário", "Your opponent's turn";
    ToMove => "Vez das", "To move:";
    Watching => "Você está assistindo.", "You are watching.";
    WatchersLabel => "assistindo", "watching";
    SinceLastMove => "desde o último lance", "since the last move";
    YouPlay => "Você joga com", "You play";
    White => "brancas", "white";
    Black => "pretas", "black";
    YouWon => "Você venceu", "You won";
    YouLost => "Você perdeu", "You lost";
    WhiteWon => "As brancas venceram", "White won";
    BlackWon => "As pretas venceram", "Black won";
    Draw => "Empate", "Draw";
    Expired => "A sala expirou: 7 dias sem lance, sem vencedor.", "The room expired: 7 days without a move, no winner.";
    OfferDraw => "Propor empate", "Offer a draw";
    DrawOffered => "Empate proposto: esperando a resposta.", "Draw offered: waiting for the answer.";
    DrawOfferedToYou => "O adversário propõe empate.", "Your opponent offers a draw.";
    DrawDeclined => "Sua proposta de empate foi recusada.", "Your draw offer was declined.";
    AcceptDraw => "Aceitar empate", "Accept the draw";
    DeclineDraw => "Recusar", "Decline";
    Resign => "Desistir", "Resign";
    ConfirmResign => "Quer mesmo desistir desta partida?", "Do you really want to resign this game?";
    ConfirmResignYes => "Sim, desistir", "Yes, resign";
    ConfirmResignNo => "Não, continuar jogando", "No, keep playing";
    ClaimAbsence => "Vencer por ausência (mais de 2 dias sem jogar)", "Win by absence (more than 2 days without a move)";
    Rematch => "Revanche", "Rematch";
    RematchAsked => "Revanche pedida: esperando o adversário.", "Rematch asked: waiting for your opponent.";
    RematchOffered => "O adversário quer revanche.", "Your opponent wants a rematch.";
    CopyPdn => "Copiar PDN", "Copy PDN";
    DownloadPdn => "Baixar PDN", "Download PDN";
    Moves => "Lances", "Moves";
    RoomNotFound => "Esta sala não existe (ou o link está incompleto).", "This room does not exist (or the link is incomplete).";
    RoomFull => "Os dois lugares já foram ocupados: você assiste.", "Both seats are taken: you are watching.";
    Refused => "O servidor recusou", "The server refused";
    Offline => "Sem conexão com o servidor; tente de novo.", "No connection to the server; try again.";
    Live => "ao vivo", "live";
    Reconnecting => "reconectando…", "reconnecting…";
    Game => "Partida", "Game";
    ClaimNow => "você já pode pedir a vitória por ausência", "you may claim the win by absence now";
    NotifyMoves => "Avisar quando for a minha vez (notificação do navegador, enquanto o Damas estiver aberto)",
        "Tell me when it is my move (a browser notification, while Damas is open)";
    NotifyDenied => "O navegador não permitiu notificações; dá para liberar nas configurações do site.",
        "The browser did not allow notifications; you can allow them in the site's settings.";
    NotifyBody => "O adversário jogou: é a sua vez.", "Your opponent has moved: it is your turn.";
    CopySeatLink => "Copiar o link do meu lugar", "Copy my seat link";
    SeatLinkNote => "Este link é o seu lugar na partida: quem abrir joga por você, então guarde-o só para você. Com ele você continua em outro aparelho; sem ele, se os dados deste navegador forem apagados, o lugar se perde.",
        "This link is your seat in the game: whoever opens it plays for you, so keep it to yourself. With it you can carry on from another device; without it, if this browser's data is cleared, the seat is lost.";
    SeatRestored => "Lugar recuperado: você joga nesta partida.", "Seat restored: you play in this game.";
    SeatLinkInvalid => "Este link de lugar não vale para esta sala.", "This seat link is not valid for this room.";
}

/// How a game ended, from the user's side, with why.
pub fn ending_text(lang: Lang, ending: &crate::online::Ending) -> String {
    use crate::online::Ending;
    use damas_engine::Color;
    let l = lang;
    match ending {
        Ending::YouWon(r) => format!("{} ({})", OnlineText::YouWon.get(l), reason(l, *r)),
        Ending::YouLost(r) => format!("{} ({})", OnlineText::YouLost.get(l), reason(l, *r)),
        Ending::SideWon(Color::White, r) => format!("{} ({})", OnlineText::WhiteWon.get(l), reason(l, *r)),
        Ending::SideWon(Color::Black, r) => format!("{} ({})", OnlineText::BlackWon.get(l), reason(l, *r)),
        Ending::Draw(r) => format!("{} ({})", OnlineText::Draw.get(l), reason(l, *r)),
        Ending::Expired => OnlineText::Expired.get(l).into(),
    }
}

/// "last move 3 h ago", from a duration already put in words.
pub fn last_move_ago(lang: Lang, time: &str) -> String {
    match lang {
        Lang::Pt => format!("último lance há {time}"),
        Lang::En => format!("last move {time} ago"),
    }
}

/// What a room's clock holds, from a duration already put in words.
pub fn deadline_text(lang: Lang, deadline: crate::online::your_games::Deadline, time: &str) -> String {
    use crate::online::your_games::Deadline;
    match (deadline, lang) {
        (Deadline::MoveWithin(_), Lang::Pt) => {
            format!("jogue em até {time}, ou o adversário pode pedir a vitória")
        }
        (Deadline::MoveWithin(_), Lang::En) => {
            format!("move within {time}, or your opponent may claim the win")
        }
        (Deadline::ClaimIn(_), Lang::Pt) => format!("vitória por ausência em {time} sem lance dele"),
        (Deadline::ClaimIn(_), Lang::En) => {
            format!("you may claim the win by absence in {time} if they do not move")
        }
        (Deadline::ClaimNow, l) => OnlineText::ClaimNow.get(l).into(),
        (Deadline::ExpiresIn(_), Lang::Pt) => format!("a sala expira em {time} se ninguém entrar"),
        (Deadline::ExpiresIn(_), Lang::En) => format!("the room expires in {time} unless someone joins"),
    }
}

/// Why a game ended, for people.
pub fn reason(lang: Lang, reason: EndReason) -> &'static str {
    match (reason, lang) {
        (EndReason::NoPieces, Lang::Pt) => "sem peças",
        (EndReason::NoPieces, Lang::En) => "no pieces left",
        (EndReason::Blocked, Lang::Pt) => "sem lance possível",
        (EndReason::Blocked, Lang::En) => "no legal move",
        (EndReason::Resignation, Lang::Pt) => "desistência",
        (EndReason::Resignation, Lang::En) => "resignation",
        (EndReason::Absence, Lang::Pt) => "ausência",
        (EndReason::Absence, Lang::En) => "absence",
        (EndReason::Agreement, Lang::Pt) => "acordo",
        (EndReason::Agreement, Lang::En) => "agreement",
        (EndReason::KingMoves, Lang::Pt) => "lances só de damas",
        (EndReason::KingMoves, Lang::En) => "king moves without capture",
        (EndReason::Repetition, Lang::Pt) => "repetição",
        (EndReason::Repetition, Lang::En) => "repetition",
        (EndReason::Expired, Lang::Pt) => "sala expirada",
        (EndReason::Expired, Lang::En) => "room expired",
    }
}

/// "3 min", "2 d"… in a language.
pub fn duration(lang: Lang, (n, unit): (i64, &str)) -> String {
    let word = match (unit, lang) {
        ("s", _) => "s",
        ("min", _) => "min",
        ("h", _) => "h",
        (_, Lang::Pt) => {
            if n == 1 {
                "dia"
            } else {
                "dias"
            }
        }
        (_, Lang::En) => {
            if n == 1 {
                "day"
            } else {
                "days"
            }
        }
    };
    format!("{n} {word}")
}

/// A refusal's code from the server, for people.
pub fn refusal(lang: Lang, code: &str) -> &'static str {
    match (code, lang) {
        ("not_your_turn", Lang::Pt) => "não é a sua vez",
        ("not_your_turn", Lang::En) => "it is not your turn",
        ("ply_taken" | "ply_mismatch", Lang::Pt) => "o adversário já jogou: a partida foi atualizada",
        ("ply_taken" | "ply_mismatch", Lang::En) => "your opponent already moved: the game was updated",
        ("game_over", Lang::Pt) => "a partida terminou",
        ("game_over", Lang::En) => "the game is over",
        ("absence_too_early", Lang::Pt) => "ainda não se passaram 2 dias",
        ("absence_too_early", Lang::En) => "2 days have not passed yet",
        ("rate_limited", Lang::Pt) => "muitos pedidos; espere um pouco",
        ("rate_limited", Lang::En) => "too many requests; wait a little",
        ("room_full", Lang::Pt) => "os dois lugares já estão ocupados",
        ("room_full", Lang::En) => "both seats are taken",
        ("illegal_move", Lang::Pt) => "lance ilegal",
        ("illegal_move", Lang::En) => "illegal move",
        (_, Lang::Pt) => "pedido recusado",
        (_, Lang::En) => "request refused",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_in_both_languages() {
        for t in OnlineText::ALL {
            for lang in Lang::ALL {
                assert!(!t.get(lang).is_empty(), "{t:?} {lang:?}");
            }
            assert_ne!(t.get(Lang::Pt), "", "{t:?}");
        }
        assert_eq!(duration(Lang::Pt, (2, "d")), "2 dias");
        assert_eq!(duration(Lang::En, (1, "d")), "1 day");
        assert_eq!(reason(Lang::Pt, EndReason::Resignation), "desistência");
        for r in EndReason::ALL {
            assert_ne!(reason(Lang::Pt, r), reason(Lang::En, r), "{r:?}");
        }
    }
}

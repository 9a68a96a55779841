//! The reference page of each rule set, in our own words: most sentences are
//! built from the engine's [`Rules`] data, so the page always says what the
//! board enforces; a short hand-written paragraph per rule set adds context.

use damas_engine::{BoardSize, CaptureChoice, Color, KingRange, PromotionInCapture, Rules, Variant};

use super::{Lang, Text};

/// One heading and its paragraph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub title: Text,
    pub body: String,
}

/// A one-line summary for the list of rule sets.
pub fn summary(v: Variant, lang: Lang) -> String {
    let r = v.rules();
    let n = r.size.rows();
    let pt = lang == Lang::Pt;
    let king = match (r.king, pt) {
        (KingRange::Flying, true) => "dama voadora",
        (KingRange::Flying, false) => "flying kings",
        (KingRange::Short, true) => "dama de uma casa",
        (KingRange::Short, false) => "short kings",
    };
    let choice = match (r.choice, pt) {
        (CaptureChoice::Free, true) => "captura livre",
        (CaptureChoice::Free, false) => "free capture choice",
        (CaptureChoice::Majority, true) => "lei da maioria",
        (CaptureChoice::Majority, false) => "majority rule",
        (CaptureChoice::Italian, true) => "lei da maioria à italiana",
        (CaptureChoice::Italian, false) => "Italian majority rule",
    };
    let men = r.men_per_side();
    if pt {
        format!("{n}×{n}, {men} pedras cada, {king}, {choice}")
    } else {
        format!("{n}×{n}, {men} men each, {king}, {choice}")
    }
}

/// Every section of the page of `v`, in reading order.
pub fn sections(v: Variant, lang: Lang) -> Vec<Section> {
    let r: &Rules = v.rules();
    let pt = lang == Lang::Pt;
    let rows = r.size.rows();
    let squares = r.size.squares();
    let men = r.men_per_side();
    let mut out = Vec::new();
    let mut add = |title: Text, body: String| out.push(Section { title, body });

    add(Text::RulesAbout, about(v, lang).to_string());

    add(
        Text::RulesBoard,
        if pt {
            format!(
                "Tabuleiro de {rows}×{rows}; só as {squares} casas escuras são usadas. Cada jogador tem uma casa escura no canto esquerdo mais perto de si."
            )
        } else {
            format!(
                "A {rows}×{rows} board; only its {squares} dark squares are used. Each player has a dark square in the left-hand corner nearest to them."
            )
        },
    );

    add(
        Text::RulesPieces,
        if pt {
            format!(
                "Cada lado começa com {men} pedras, nas {} fileiras mais próximas de si. Uma pedra que termina o lance na última fileira do outro lado vira dama.",
                r.men_rows
            )
        } else {
            format!(
                "Each side starts with {men} men on the {} rows nearest to them. A man that ends its move on the far row becomes a king.",
                r.men_rows
            )
        },
    );

    add(
        Text::RulesFirst,
        match (r.first, pt) {
            (Color::White, true) => "As claras fazem o primeiro lance; depois, um lance cada.".to_string(),
            (Color::Black, true) => {
                "As escuras fazem o primeiro lance, como nos torneios de checkers; depois, um lance cada."
                    .to_string()
            }
            (Color::White, false) => "Light moves first; then the players take turns.".to_string(),
            (Color::Black, false) => {
                "Dark moves first, as in checkers tournaments; then the players take turns.".to_string()
            }
        },
    );

    add(
        Text::RulesMoves,
        if pt {
            "A pedra anda uma casa na diagonal, só para a frente, até uma casa vazia.".to_string()
        } else {
            "A man steps one square diagonally, forwards only, onto an empty square.".to_string()
        },
    );

    let mut captures = if pt {
        String::from(
            "Captura-se saltando uma peça adversária e caindo numa casa vazia além dela. Capturar é obrigatório, para pedra e dama. Se a peça que capturou pode capturar de novo, o lance continua; não se pode parar no meio. As peças capturadas só saem quando o lance acaba: até lá continuam no caminho e nenhuma é saltada duas vezes.",
        )
    } else {
        String::from(
            "You capture by jumping an opposing piece and landing on an empty square beyond it. Capturing is compulsory, for men and kings alike. If the capturing piece can capture again, the move goes on; you cannot stop halfway. Captured pieces leave only when the move ends: until then they stay in the way and none is jumped twice.",
        )
    };
    captures.push(' ');
    captures.push_str(match (r.men_capture_backwards, pt) {
        (true, true) => "A pedra captura para a frente e para trás.",
        (true, false) => "Men capture forwards and backwards.",
        (false, true) => "A pedra só captura para a frente.",
        (false, false) => "Men capture forwards only.",
    });
    if !r.men_capture_kings {
        captures.push(' ');
        captures.push_str(if pt {
            "Uma pedra nunca pode capturar uma dama."
        } else {
            "A man may never capture a king."
        });
    }
    add(Text::RulesCaptures, captures);

    add(
        Text::RulesKing,
        match (r.king, pt) {
            (KingRange::Flying, true) => "A dama voa: anda quantas casas quiser numa diagonal livre, para a frente ou para trás. Captura a distância: segue a diagonal até uma peça adversária com casa livre logo depois, salta e pode parar em qualquer casa livre além dela. Se de alguma dessas casas a captura puder continuar, ela tem de parar numa delas.",
            (KingRange::Flying, false) => "The king flies: it moves any distance along a free diagonal, forwards or backwards. It captures from afar: it runs along the diagonal to an opposing piece with a free square right behind it, jumps it and may stop on any free square beyond. If the capture can go on from some of those squares, it must stop on one of them.",
            (KingRange::Short, true) => "A dama anda uma casa por vez, em qualquer diagonal, para a frente ou para trás, e captura saltando uma peça vizinha para a casa logo atrás.",
            (KingRange::Short, false) => "The king moves one square at a time, in any diagonal direction, forwards or backwards, and captures by jumping a neighbouring piece onto the square right behind it.",
        }
        .to_string(),
    );

    add(
        Text::RulesChoice,
        match (r.choice, pt) {
            (CaptureChoice::Free, true) => "Quando há várias capturas, você escolhe qualquer uma, mesmo a que leva menos peças. Só não pode deixar de capturar.",
            (CaptureChoice::Free, false) => "When several captures are possible, you pick any of them, even the one taking fewer pieces. You just can't skip capturing.",
            (CaptureChoice::Majority, true) => "Lei da maioria: é obrigatório o lance que captura mais peças, e uma dama conta como uma peça. Se duas capturas levam o mesmo número, você escolhe.",
            (CaptureChoice::Majority, false) => "Majority rule: you must play the capture that takes the most pieces, a king counting as one piece. Between captures taking the same number, you choose.",
            (CaptureChoice::Italian, true) => "Lei da maioria com desempates: primeiro vale a captura que leva mais peças; empatando, a que leva mais damas; empatando de novo, a feita pela dama.",
            (CaptureChoice::Italian, false) => "Majority rule with tie-breaks: first the capture taking the most pieces; if equal, the one taking more kings; if still equal, the one made by the king.",
        }
        .to_string(),
    );

    add(
        Text::RulesPromotion,
        match (r.promotion_in_capture, r.men_capture_backwards, pt) {
            (PromotionInCapture::ContinueAsMan, _, true) => "Se a pedra passa pela última fileira no meio de uma captura e ainda pode capturar, ela segue como pedra; só vira dama se o lance terminar lá.",
            (PromotionInCapture::ContinueAsMan, _, false) => "If a man reaches the far row in the middle of a capture and can still capture, it carries on as a man; it is crowned only if the move ends there.",
            (PromotionInCapture::CrownAndContinue, _, true) => "Se a pedra chega à última fileira no meio de uma captura, vira dama na hora e continua capturando como dama.",
            (PromotionInCapture::CrownAndContinue, _, false) => "If a man reaches the far row in the middle of a capture, it is crowned at once and goes on capturing as a king.",
            (PromotionInCapture::CrownAndStop, true, true) | (PromotionInCapture::CrownAndStop, false, true) => "Se a pedra chega à última fileira capturando, o lance termina ali e ela vira dama, mesmo que pudesse capturar mais.",
            (PromotionInCapture::CrownAndStop, _, false) => "If a man reaches the far row while capturing, the move ends there and it is crowned, even if it could capture more.",
        }
        .to_string(),
    );

    add(
        Text::RulesEnd,
        if pt {
            "Vence quem captura todas as peças do adversário ou o deixa sem nenhum lance na vez dele. Desistir também encerra a partida.".to_string()
        } else {
            "You win by capturing all your opponent's pieces or leaving them with no move on their turn. Resigning also ends the game.".to_string()
        },
    );

    let d = r.draw;
    let mut draws = if pt {
        format!(
            "Empata quando: {} lances seguidos, somando os dois jogadores, são feitos só com damas e sem captura; a mesma posição aparece {} vezes com a vez do mesmo jogador; ou os dois combinam o empate.",
            d.king_moves, d.repetitions
        )
    } else {
        format!(
            "The game is drawn when: {} moves in a row, counting both players, are made only with kings and without a capture; the same position comes up {} times with the same player to move; or both players agree.",
            d.king_moves, d.repetitions
        )
    };
    if v == Variant::International {
        draws.push(' ');
        draws.push_str(if pt {
            "A federação internacional (FMJD) usa regras de empate próprias, mais detalhadas; aqui usamos estas, as mesmas das outras modalidades."
        } else {
            "The world federation (FMJD) has its own, more detailed draw rules; here we use these, the same as the other rule sets."
        });
    }
    if v == Variant::English {
        draws.push(' ');
        draws.push_str(if pt {
            "Nos torneios de damas inglesas vale uma regra mais longa: quem acha que o adversário não consegue vencer pede o empate ao árbitro, e o adversário tem 40 lances seus para mostrar progresso. Aqui usamos a regra dos 20 lances, mais simples."
        } else {
            "Tournament checkers uses a longer rule: a player who thinks the opponent cannot win claims a draw from the referee, and the opponent then has 40 of their own moves to show progress. Here we use the simpler 20-move rule."
        });
    }
    add(Text::RulesDraws, draws);

    let (light_from, light_to) = (squares - men + 1, squares);
    let mut notation = if pt {
        format!(
            "As casas escuras são numeradas de 1 a {squares}, fileira por fileira, da esquerda para a direita, a partir da casa escura do canto de cima, com as claras embaixo. As escuras começam em 1–{men}, as claras em {light_from}–{light_to}. Um lance se escreve 11-15; uma captura, 22x15; se for preciso, com todas as casas de chegada: 22x15x24."
        )
    } else {
        format!(
            "The dark squares are numbered 1 to {squares}, row by row, left to right, starting from the top corner, light at the bottom. Dark starts on 1–{men}, light on {light_from}–{light_to}. A move is written 11-15, a capture 22x15, and when needed with every landing square: 22x15x24."
        )
    };
    if r.size == BoardSize::Eight {
        notation.push(' ');
        notation.push_str(if pt {
            "No 8×8 também se usam coordenadas de letras e números (a1 a h8, com a1 no canto de baixo à esquerda de quem começa); o tabuleiro pode mostrá-las."
        } else {
            "On 8×8 boards letters and numbers are used too (a1 to h8, a1 being the bottom-left corner of the player who starts); the board can show them."
        });
    }
    add(Text::RulesNotation, notation);

    out
}

/// The hand-written paragraph of a rule set.
fn about(v: Variant, lang: Lang) -> &'static str {
    use Variant::*;
    match (v, lang) {
        (Brazilian, Lang::Pt) => "A modalidade mais jogada no Brasil: tabuleiro pequeno, mas com as regras fortes do jogo internacional — pedra que captura para trás, dama voadora e lei da maioria.",
        (Brazilian, Lang::En) => "The most played rule set in Brazil: the small board with the strong rules of the international game — men capturing backwards, flying kings and the majority rule.",
        (English, Lang::Pt) => "O checkers dos países de língua inglesa, com as regras da federação mundial (WCDF): pedras e damas de alcance curto e liberdade para escolher a captura.",
        (English, Lang::En) => "The checkers of the English-speaking world, under the world federation (WCDF) rules: short-range men and kings and a free choice of capture.",
        (Russian, Lang::Pt) => "As damas russas têm dama voadora e pedra que captura para trás, mas nenhuma lei da maioria; e a pedra que vira dama no meio da captura já continua como dama.",
        (Russian, Lang::En) => "Russian draughts have flying kings and men that capture backwards, but no majority rule; a man crowned mid-capture carries on as a king.",
        (Spanish, Lang::Pt) => "Nas espanholas a dama voa e vale a lei da maioria, mas a pedra só captura para a frente.",
        (Spanish, Lang::En) => "In Spanish draughts the king flies and the majority rule applies, but men capture forwards only.",
        (Italian, Lang::Pt) => "As italianas protegem as damas: a pedra não pode capturá-las, e a lei da maioria tem desempates que favorecem capturar damas e capturar com a dama.",
        (Italian, Lang::En) => "Italian draughts protect kings: a man may not capture one, and the majority rule has tie-breaks favouring taking kings and capturing with the king.",
        (Thai, Lang::Pt) => "As tailandesas começam com menos peças, só duas fileiras de cada lado, o que deixa o meio do tabuleiro aberto desde o primeiro lance.",
        (Thai, Lang::En) => "Thai draughts start with fewer pieces, just two rows a side, so the middle of the board is open from the first move.",
        (Damas10, Lang::Pt) => "As brasileiras no tabuleiro grande: 20 pedras de cada lado e as mesmas ideias, com uma diferença — a pedra que vira dama no meio da captura continua capturando como dama.",
        (Damas10, Lang::En) => "Brazilian-style draughts on the big board: 20 men a side and the same ideas, with one difference — a man crowned mid-capture goes on capturing as a king.",
        (International, Lang::Pt) => "O jogo da federação internacional (FMJD), o mais disputado do mundo no 10×10. Não está nos nossos textos de referência; incluímos porque é a modalidade dos campeonatos mundiais.",
        (International, Lang::En) => "The game of the world federation (FMJD), the most played 10×10 game worldwide. It is not in our reference texts; we include it because world championships use it.",
    }
}

/// What a rule's diagram shows (see `crate::diagrams`); its text names the
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
    let pt = lang == Lang::Pt;
    match c {
        Caption::Start { men, squares } => {
            let light = squares - men + 1;
            if pt {
                format!("A posição inicial: as escuras nas casas 1–{men}, em cima; as claras em {light}–{squares}, embaixo.")
            } else {
                format!("The start: dark on squares 1–{men}, at the top; light on {light}–{squares}, at the bottom.")
            }
        }
        Caption::FirstMove { dark: true } if pt => format!("As escuras começam: por exemplo, {}.", m(0)),
        Caption::FirstMove { dark: true } => format!("Dark starts: for example, {}.", m(0)),
        Caption::FirstMove { dark: false } if pt => format!("As claras começam: por exemplo, {}.", m(0)),
        Caption::FirstMove { dark: false } => format!("Light starts: for example, {}.", m(0)),
        Caption::Notation if pt => format!("Cada casa escura tem o seu número: este lance se escreve {}.", m(0)),
        Caption::Notation => format!("Each dark square has its number: this move is written {}.", m(0)),
        Caption::ManSteps if pt => format!("A pedra clara anda para a frente: {} ou {}. Para trás ({}) não pode.", m(0), m(1), m(2)),
        Caption::ManSteps => format!("The light man steps forwards: {} or {}. Backwards ({}) it may not.", m(0), m(1), m(2)),
        Caption::CaptureBackwards { allowed: true } if pt => format!("A pedra captura para trás: {}.", m(0)),
        Caption::CaptureBackwards { allowed: true } => format!("The man captures backwards: {}.", m(0)),
        Caption::CaptureBackwards { allowed: false } if pt => {
            format!("Aqui a pedra não captura para trás: {} é recusado.", m(0))
        }
        Caption::CaptureBackwards { allowed: false } => {
            format!("Here a man may not capture backwards: {} is refused.", m(0))
        }
        Caption::KingFlies if pt => format!("A dama voa pela diagonal livre, quantas casas quiser: {}.", m(0)),
        Caption::KingFlies => format!("The king flies along the free diagonal, as far as it likes: {}.", m(0)),
        Caption::KingSteps if pt => format!("A dama anda uma casa: {}; {} é longe demais.", m(0), m(1)),
        Caption::KingSteps => format!("The king steps one square: {}; {} is too far.", m(0), m(1)),
        Caption::Majority if pt => format!(
            "{} leva duas peças e é obrigatório; {}, que leva uma, é recusado.",
            m(0),
            m(1)
        ),
        Caption::Majority => format!("{} takes two pieces and must be played; {}, taking one, is refused.", m(0), m(1)),
        Caption::FreeChoice if pt => format!("Você escolhe: {} leva duas peças, {} leva uma; as duas valem.", m(0), m(1)),
        Caption::FreeChoice => format!("Your choice: {} takes two pieces, {} takes one; both are allowed.", m(0), m(1)),
        Caption::ContinueAsMan if pt => format!(
            "A pedra passa pela última fileira capturando e segue como pedra: {}. Não vira dama; parar lá ({}) é recusado.",
            m(0),
            m(1)
        ),
        Caption::ContinueAsMan => format!(
            "The man passes the far row while capturing and carries on as a man: {}. It is not crowned; stopping there ({}) is refused.",
            m(0),
            m(1)
        ),
        Caption::CrownAndContinue if pt => format!(
            "A pedra vira dama na última fileira e segue capturando como dama: {} (uma pedra não pararia tão longe).",
            m(0)
        ),
        Caption::CrownAndContinue => format!(
            "The man is crowned on the far row and goes on capturing as a king: {} (a man could not land that far).",
            m(0)
        ),
        Caption::CrownAndStop if pt => {
            format!("A pedra chega à última fileira, vira dama e o lance termina: {}. Seguir ({}) é recusado.", m(0), m(1))
        }
        Caption::CrownAndStop => {
            format!("The man reaches the far row, is crowned and the move ends: {}. Going on ({}) is refused.", m(0), m(1))
        }
        Caption::NoMove if pt => "É a vez das claras e elas não têm lance: perderam a partida.".to_string(),
        Caption::NoMove => "Light is to move and has no move: light has lost the game.".to_string(),
        Caption::ToPlayAndWin { dark: true } if pt => "Jogam as escuras e ganham.".to_string(),
        Caption::ToPlayAndWin { dark: true } => "Dark to play and win.".to_string(),
        Caption::ToPlayAndWin { dark: false } if pt => "Jogam as claras e ganham.".to_string(),
        Caption::ToPlayAndWin { dark: false } => "Light to play and win.".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}

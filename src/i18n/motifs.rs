//! The motifs' pages in words: what each motif is, how to spot it in a
//! game, and what the learner's rule set changes about it.

use damas_engine::teaching::Theme;
use damas_engine::{CaptureChoice, KingRange, Variant};

use super::{variant_name, Lang};

/// What a motif is and how to spot it, a paragraph each.
pub fn motif_about(theme: Theme, lang: Lang) -> [&'static str; 2] {
    let pt = lang == Lang::Pt;
    match theme {
        Theme::Shot if pt => [
            "No golpe você entrega uma ou mais peças de propósito. Como a captura é obrigatória, o adversário tem de tomá-las, e a captura deixa as peças dele onde as suas tomam mais: mais do que você deu, ou chegam à dama.",
            "Procure onde uma peça adversária, depois de capturar, ficaria na frente de uma casa vazia na linha das suas pedras. Conte o que entrega e o que toma de volta antes de jogar.",
        ],
        Theme::Shot => [
            "A shot gives one or more pieces away on purpose. Capturing is compulsory, so the opponent has to take them, and the capture leaves their pieces where yours take more: more than you gave, or a man runs through to crown.",
            "Look for an enemy piece that, after capturing, would stand in front of an empty square in line with your men. Count what you give and what you take back before you play.",
        ],
        Theme::ForcedByMajority if pt => [
            "Onde vale a lei da maioria, o adversário tem de capturar o maior número de peças possível. Um sacrifício pode fazer da captura mais longa a única permitida, e ela leva as peças dele direto para a sua resposta: com livre escolha ele faria uma captura mais curta e escaparia. Em cada problema deste motivo o motor provou isso: a captura mais curta, proibida pela lei, o teria salvado.",
            "Quando entregar uma peça, conte todas as capturas que o adversário teria e quantas peças cada uma toma. Se a mais longa termina numa casa ruim, a lei o obriga a fazê-la.",
        ],
        Theme::ForcedByMajority => [
            "Where the majority law holds, the opponent must take as many pieces as possible. A sacrifice can make the longest capture the only one allowed, and that capture carries their piece straight into your reply: with a free choice they would take fewer and escape. For every puzzle of this motif the engine has proved it: the shorter capture the law forbids would have saved them.",
            "When you give a piece, count every capture the opponent would have and how many pieces each takes. If the longest one ends on a bad square, the law makes them play it.",
        ],
        Theme::ForcedByTiebreak if pt => [
            "Na damas italiana, entre capturas do mesmo número de peças é obrigatória a que toma mais damas e, depois, a feita pela dama. Um sacrifício pode usar essas regras para escolher a captura do adversário por ele, e a escolhida perde.",
            "Compare as capturas do adversário que tomam o mesmo número de peças: qual leva mais damas, qual é feita pela dama? Essa é a obrigatória.",
        ],
        Theme::ForcedByTiebreak => [
            "In Italian draughts, among captures of as many pieces the one that takes more kings must be played, and then the one made by a king. A sacrifice can use these rules to choose the opponent's capture for them, and the chosen one loses.",
            "Compare the opponent's captures that take as many pieces: which takes more kings, which is made by a king? That one is compulsory.",
        ],
        Theme::TwoForOne if pt => [
            "A troca mais simples que ganha: você entrega uma peça e toma duas de volta. Muitas vezes uma pedra é oferecida para que a peça que captura pare onde uma pedra sua toma duas de uma vez.",
            "Depois de uma captura do adversário, onde a peça que capturou para? Se duas peças dele ficam na mesma diagonal com casas vazias atrás, uma pedra entregue pode render duas.",
        ],
        Theme::TwoForOne => [
            "The simplest winning exchange: you give one piece and take two back. Often a man is offered so that the capturing piece stops where one of yours takes two in one move.",
            "After an enemy capture, where does the capturing piece stop? If two of their pieces then stand on one diagonal with empty squares behind them, one man given can bring back two.",
        ],
        Theme::TurkishStrike if pt => [
            "Durante uma captura as peças tomadas ficam no tabuleiro até o fim do lance, e nenhuma pode ser saltada duas vezes. Por isso uma captura pode parar antes do que parecia: a peça que captura, quase sempre uma dama, fica travada pelas peças que já tomou e tem de parar numa casa onde você a captura. É o golpe turco.",
            "Imagine a captura da dama adversária salto a salto, com as peças tomadas ainda no tabuleiro. Onde ela é obrigada a parar?",
        ],
        Theme::TurkishStrike => [
            "During a capture the pieces taken stay on the board until the move ends, and none may be jumped twice. So a capture can stop sooner than it seems: the capturing piece, usually a king, is blocked by pieces it has already taken and must stop on a square where you take it. Players call it the Turkish strike.",
            "Follow the enemy king's capture jump by jump, with the pieces it takes still on the board. Where is it forced to stop?",
        ],
        Theme::KingTrap if pt => [
            "A dama só é forte enquanto tem para onde ir. Tire as casas seguras dela, numa diagonal de onde não sai ou num canto, e, jogue o adversário o que jogar, a dama cai.",
            "Conte os lances da dama adversária. Se quase todos caem em casas que você ataca, um lance tranquilo que feche a última saída a ganha.",
        ],
        Theme::KingTrap => [
            "A king is strong only while it has somewhere to go. Take away its safe squares, on a diagonal it cannot leave or in a corner, and whatever the opponent plays, the king is taken.",
            "Count the enemy king's moves. If nearly all of them land on squares you attack, one quiet move that closes the last way out wins it.",
        ],
        Theme::Breakthrough if pt => [
            "Abrir caminho para uma pedra até a última fileira, muitas vezes entregando uma peça, para que ela vire dama e decida a partida.",
            "Conte quantos lances a pedra mais avançada de cada lado precisa para virar dama e quais casas a param. Um sacrifício que abre o caminho costuma valer a pena.",
        ],
        Theme::Breakthrough => [
            "Opening a way for a man to the last row, often by giving a piece, so that it is crowned and the new king decides the game.",
            "Count how many moves the most advanced man of each side needs to crown and which squares stop it. A sacrifice that clears the way is often worth it.",
        ],
        Theme::Block if pt => [
            "Quem não pode mover perde, mesmo com peças no tabuleiro. Tranque as últimas peças livres do adversário e deixe-o sem lance.",
            "Quando o adversário tem poucos lances, olhe cada um: dá para deixá-lo sem nenhum?",
        ],
        Theme::Block => [
            "A player who cannot move loses, even with pieces on the board. Lock the opponent's last free pieces and leave them without a move.",
            "When the opponent has only a few moves, look at each one: can you leave them with none?",
        ],
        Theme::Tempo if pt => [
            "Nos finais, ter de jogar pode decidir a partida: o lado que joga é obrigado a entrar numa casa perdida. Um lance tranquilo que passa a vez ao adversário ganha; se fosse de novo a sua vez, não ganharia. É a oposição.",
            "Quando as peças estão travadas umas contra as outras, conte os lances de sobra de cada lado. Jogue de modo que o adversário fique sem eles primeiro.",
        ],
        Theme::Tempo => [
            "In endings, having to move can decide the game: the side to move must step onto a losing square. One quiet move that hands the turn to the opponent wins; were it your turn again, it would not. Checkers players call it having the move, or the opposition.",
            "When the pieces are locked against each other, count the spare moves each side has. Play so that the opponent runs out first.",
        ],
        Theme::WinMaterial if pt => [
            "Um lance tranquilo, sem entregar nada, que ganha uma peça à força: um ataque a duas peças ao mesmo tempo, ou uma ameaça que o adversário não consegue parar.",
            "Procure peças adversárias com uma casa vazia atrás e um lance que ataque duas delas de uma vez.",
        ],
        Theme::WinMaterial => [
            "A quiet move, giving nothing away, that wins a piece by force: an attack on two pieces at once, or a threat the opponent cannot meet.",
            "Look for enemy pieces with an empty square behind them, and a move that attacks two of them at once.",
        ],
        Theme::Endgame if pt => [
            "Com dez peças ou menos no tabuleiro, cada tempo conta: o único lance que mantém a vitória, pela técnica e não por um golpe.",
            "Conte quem vira dama primeiro, quem fica sem lances primeiro e se as suas damas dominam a diagonal maior.",
        ],
        Theme::Endgame => [
            "With ten pieces or fewer on the board every tempo counts: the one move that keeps the win, by technique rather than by a blow.",
            "Count who crowns first, who runs out of moves first, and whether your kings hold the long diagonal.",
        ],
        // Rule drills have their own pages (the rules course).
        _ => ["", ""],
    }
}

/// What the learner's rule set changes about a motif, when it changes
/// something: a law it does not have, or a kind of king that makes the
/// motif rare.
pub fn motif_rule_note(theme: Theme, variant: Variant, lang: Lang) -> Option<String> {
    let rules = variant.rules();
    let name = variant_name(variant, lang);
    let pt = lang == Lang::Pt;
    match theme {
        Theme::ForcedByMajority if rules.choice == CaptureChoice::Free => Some(if pt {
            format!("Em {name} não há lei da maioria: o adversário escolhe a captura que quiser, então estes golpes não existem. Eles são o coração da damas brasileira, da internacional, da espanhola e da italiana.")
        } else {
            format!("{name} has no majority law: the opponent may make any capture they like, so these shots do not exist here. They are at the heart of Brazilian, international, Spanish and Italian draughts.")
        }),
        Theme::ForcedByTiebreak if rules.choice != CaptureChoice::Italian => Some(if pt {
            format!("Só a damas italiana tem estes desempates; em {name} eles não valem.")
        } else {
            format!("Only Italian draughts has these tie-breaks; they do not apply in {name}.")
        }),
        Theme::TurkishStrike if rules.king == KingRange::Short => Some(if pt {
            format!("Em {name} a dama anda uma casa por vez, então o golpe turco é raro: ele vive das damas que voam.")
        } else {
            format!("In {name} a king moves one square at a time, so the Turkish strike is rare: it lives on flying kings.")
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::motifs::MOTIFS;

    #[test]
    fn every_motif_is_told_in_both_languages_in_two_different_paragraphs() {
        for lang in Lang::ALL {
            for theme in MOTIFS {
                let [what, spot] = motif_about(theme, lang);
                assert!(what.len() > 60 && spot.len() > 40, "{theme} {lang:?}");
                assert_ne!(what, spot);
                assert!(what.ends_with('.') && spot.ends_with(['.', '?']), "{theme} {lang:?}");
            }
            assert_ne!(motif_about(Theme::Shot, lang), motif_about(Theme::TwoForOne, lang));
        }
        assert_ne!(motif_about(Theme::Shot, Lang::Pt), motif_about(Theme::Shot, Lang::En));
    }

    #[test]
    fn a_rule_set_without_the_law_says_so_and_one_with_it_says_nothing() {
        let note = motif_rule_note(Theme::ForcedByMajority, Variant::English, Lang::En).unwrap();
        assert!(note.contains("no majority law"), "{note}");
        assert!(motif_rule_note(Theme::ForcedByMajority, Variant::Russian, Lang::Pt).is_some());
        assert_eq!(motif_rule_note(Theme::ForcedByMajority, Variant::Brazilian, Lang::En), None);
        assert!(motif_rule_note(Theme::ForcedByTiebreak, Variant::Brazilian, Lang::En).is_some());
        assert_eq!(motif_rule_note(Theme::ForcedByTiebreak, Variant::Italian, Lang::En), None);
        assert!(motif_rule_note(Theme::TurkishStrike, Variant::English, Lang::Pt).is_some());
        assert_eq!(motif_rule_note(Theme::TurkishStrike, Variant::International, Lang::Pt), None);
    }
}

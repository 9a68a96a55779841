//! The motifs' pages in words: what each motif is, how to spot it in a
//! game, and what the learner's rule set changes about it: the `motif-`
//! messages of `locales/<lang>/puzzles.ftl`.

use damas_engine::teaching::Theme;
use damas_engine::{CaptureChoice, KingRange, Removal, Variant};

use crate::kernel::i18n::key;
use crate::kernel::i18n::Lang;

/// What a motif is and how to spot it, a paragraph each.
pub fn motif_about(theme: Theme, lang: Lang) -> [String; 2] {
    let [what, spot] = match theme {
        Theme::Shot => [key::MOTIF_SHOT_WHAT, key::MOTIF_SHOT_SPOT],
        Theme::ForcedByMajority => [key::MOTIF_FORCED_BY_MAJORITY_WHAT, key::MOTIF_FORCED_BY_MAJORITY_SPOT],
        Theme::ForcedByTiebreak => [key::MOTIF_FORCED_BY_TIEBREAK_WHAT, key::MOTIF_FORCED_BY_TIEBREAK_SPOT],
        Theme::TwoForOne => [key::MOTIF_TWO_FOR_ONE_WHAT, key::MOTIF_TWO_FOR_ONE_SPOT],
        Theme::TurkishStrike => [key::MOTIF_TURKISH_STRIKE_WHAT, key::MOTIF_TURKISH_STRIKE_SPOT],
        Theme::KingTrap => [key::MOTIF_KING_TRAP_WHAT, key::MOTIF_KING_TRAP_SPOT],
        Theme::Breakthrough => [key::MOTIF_BREAKTHROUGH_WHAT, key::MOTIF_BREAKTHROUGH_SPOT],
        Theme::Block => [key::MOTIF_BLOCK_WHAT, key::MOTIF_BLOCK_SPOT],
        Theme::Tempo => [key::MOTIF_TEMPO_WHAT, key::MOTIF_TEMPO_SPOT],
        Theme::WinMaterial => [key::MOTIF_WIN_MATERIAL_WHAT, key::MOTIF_WIN_MATERIAL_SPOT],
        Theme::Endgame => [key::MOTIF_ENDGAME_WHAT, key::MOTIF_ENDGAME_SPOT],
        // Rule drills have their own pages (the rules course).
        _ => return [String::new(), String::new()],
    };
    [crate::tr!(lang, what), crate::tr!(lang, spot)]
}

/// What the learner's rule set changes about a motif, when it changes
/// something: a law it does not have, or a kind of king that makes the
/// motif rare.
pub fn motif_rule_note(theme: Theme, variant: Variant, lang: Lang) -> Option<String> {
    let rules = variant.rules();
    let id = match theme {
        Theme::ForcedByMajority if rules.choice == CaptureChoice::Free => key::MOTIF_NOTE_NO_MAJORITY_LAW,
        Theme::ForcedByTiebreak if rules.choice != CaptureChoice::Italian => key::MOTIF_NOTE_NO_TIEBREAK,
        Theme::TurkishStrike if rules.king == KingRange::Short => key::MOTIF_NOTE_SHORT_KINGS,
        // Captured pieces gone at once: nothing stops the king's capture.
        Theme::TurkishStrike if rules.removal == Removal::AtOnce => key::MOTIF_NOTE_REMOVED_AT_ONCE,
        _ => return None,
    };
    // Each language words the rule set the way its sentence needs
    // («в русских шашках», not the menu's «Русские»).
    Some(crate::tr!(lang, id, ruleset = variant.id()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::i18n::review_texts::{args, in_locale};
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

    #[test]
    fn a_note_names_the_rule_set_in_each_language() {
        assert_eq!(
            motif_rule_note(Theme::ForcedByTiebreak, Variant::Brazilian, Lang::Pt).unwrap(),
            "Só as damas italianas têm estes desempates; nas damas brasileiras eles não valem."
        );
        assert_eq!(
            motif_rule_note(Theme::TurkishStrike, Variant::English, Lang::En).unwrap(),
            "In English draughts (checkers) a king moves one square at a time, so the Turkish strike is rare: it lives on flying kings."
        );
        assert_eq!(
            motif_rule_note(Theme::ForcedByMajority, Variant::Russian, Lang::Ru).unwrap(),
            "В русских шашках нет правила большинства: соперник может выбрать любое взятие, поэтому таких ударов здесь не бывает. На них держатся бразильские, международные, испанские и итальянские шашки."
        );
        assert_eq!(
            motif_rule_note(Theme::ForcedByTiebreak, Variant::Russian, Lang::Ru).unwrap(),
            "Такой порядок взятия есть только в итальянских шашках; в русских шашках он не действует."
        );
        assert_eq!(
            motif_rule_note(Theme::TurkishStrike, Variant::Italian, Lang::Es).unwrap(),
            "En las damas italianas la dama solo se mueve una casilla cada vez, así que el golpe turco es raro: es cosa de damas voladoras."
        );
        assert_eq!(
            motif_rule_note(Theme::ForcedByTiebreak, Variant::Damas10, Lang::Es).unwrap(),
            "Solo las damas italianas tienen este desempate; en las damas brasileñas de 10×10 no se aplica."
        );
        for code in ["es", "ru"] {
            let shot = in_locale(code, key::MOTIF_SHOT_WHAT, &args!());
            assert!(shot.len() > 60 && shot.ends_with('.'), "{shot}");
        }
    }

    /// Every note a rule set can get, in every language, names it in the
    /// sentence's own words: not the menu's name in the nominative
    /// («Русские», «Italianas»), nor the words kept for a rule set the
    /// message does not know (`other`).
    #[test]
    fn every_rule_set_a_note_is_about_has_its_own_words_in_every_language() {
        let notes = [
            (Theme::ForcedByMajority, key::MOTIF_NOTE_NO_MAJORITY_LAW),
            (Theme::ForcedByTiebreak, key::MOTIF_NOTE_NO_TIEBREAK),
            (Theme::TurkishStrike, key::MOTIF_NOTE_SHORT_KINGS),
        ];
        for lang in Lang::ALL {
            for (theme, id) in notes {
                let unknown = crate::tr!(lang, id, ruleset = "other");
                for variant in Variant::ALL {
                    let Some(note) = motif_rule_note(theme, variant, lang) else { continue };
                    assert_ne!(note, unknown, "{id} {variant} {lang:?}");
                    assert!(!note.contains('⟦'), "{note}");
                    if lang != Lang::En {
                        let menu = crate::kernel::i18n::variant_name(variant, lang);
                        assert!(!note.contains(menu), "{id} {variant} {lang:?}: {note}");
                    }
                }
            }
        }
    }
}

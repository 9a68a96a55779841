//! The motifs' pages in words: what each motif is, how to spot it in a
//! game, and what the learner's rule set changes about it: the `motif-`
//! messages of `locales/<lang>/puzzles.ftl`.

use damas_engine::teaching::Theme;
use damas_engine::{CaptureChoice, KingRange, Variant};

use super::{variant_name, Lang};

/// What a motif is and how to spot it, a paragraph each.
pub fn motif_about(theme: Theme, lang: Lang) -> [String; 2] {
    let [what, spot] = match theme {
        Theme::Shot => ["motif-shot-what", "motif-shot-spot"],
        Theme::ForcedByMajority => ["motif-forced-by-majority-what", "motif-forced-by-majority-spot"],
        Theme::ForcedByTiebreak => ["motif-forced-by-tiebreak-what", "motif-forced-by-tiebreak-spot"],
        Theme::TwoForOne => ["motif-two-for-one-what", "motif-two-for-one-spot"],
        Theme::TurkishStrike => ["motif-turkish-strike-what", "motif-turkish-strike-spot"],
        Theme::KingTrap => ["motif-king-trap-what", "motif-king-trap-spot"],
        Theme::Breakthrough => ["motif-breakthrough-what", "motif-breakthrough-spot"],
        Theme::Block => ["motif-block-what", "motif-block-spot"],
        Theme::Tempo => ["motif-tempo-what", "motif-tempo-spot"],
        Theme::WinMaterial => ["motif-win-material-what", "motif-win-material-spot"],
        Theme::Endgame => ["motif-endgame-what", "motif-endgame-spot"],
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
        Theme::ForcedByMajority if rules.choice == CaptureChoice::Free => "motif-note-no-majority-law",
        Theme::ForcedByTiebreak if rules.choice != CaptureChoice::Italian => "motif-note-no-tiebreak",
        Theme::TurkishStrike if rules.king == KingRange::Short => "motif-note-short-kings",
        _ => return None,
    };
    Some(crate::tr!(lang, id, rules = variant_name(variant, lang)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::review::{args, in_locale};
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
            "Só a damas italiana tem estes desempates; em Brasileiras eles não valem."
        );
        assert_eq!(
            motif_rule_note(Theme::TurkishStrike, Variant::English, Lang::En).unwrap(),
            "In English (checkers) a king moves one square at a time, so the Turkish strike is rare: it lives on flying kings."
        );
        assert_eq!(
            in_locale("ru", "motif-note-no-majority-law", &args!(rules = "Русские")),
            "В правилах «Русские» нет правила большинства: соперник может выбрать любое взятие, поэтому таких ударов здесь не бывает. На них держатся бразильские, международные, испанские и итальянские шашки."
        );
        assert!(in_locale("es", "motif-note-short-kings", &args!(rules = "Italianas"))
            .starts_with("En las reglas Italianas "));
        for code in ["es", "ru"] {
            let shot = in_locale(code, "motif-shot-what", &args!());
            assert!(shot.len() > 60 && shot.ends_with('.'), "{shot}");
        }
    }
}

//! Every user-facing string of the app, from one catalogue
//! ([`catalogue`]: Fluent files under `locales/<lang>/`).
//!
//! * [`Lang`]: the languages; [`Lang::from_browser`] picks one from
//!   `navigator.languages`.
//! * [`Text`]: one variant per fixed string, its message in
//!   `locales/<lang>/ui.ftl` named as the variant; [`Text::get`] gives it in
//!   a language. Components never hold literal strings: they call
//!   `ctx.t(Text::Something)` (see `crate::kernel::storage::Ctx`).
//! * Functions for strings with data: [`variant_name`], [`level_name`],
//!   and the engine's reasons in [`reasons`]
//!   ([`reasons::illegal`], [`reasons::outcome`]); the rule-set reference
//!   pages in [`rules`]. Each formats a message of the catalogue with
//!   [`tr!`](crate::tr), its data as named placeholders.
//!
//! # Adding a string
//! A fixed one: a variant in the `texts!` table below and a message of that
//! name in every `locales/<lang>/ui.ftl`. One with data: a message in the
//! namespace's file of every language (`pieces = { $count -> … }`) and a
//! function here or in a submodule that calls `tr!(lang, "pieces", count
//! = n)`. The catalogue's tests fail on a message missing from a language,
//! placeholders that differ between languages, and a message no code names.
//!
//! Plain Rust (no web crate): compiled and tested natively.

pub mod catalogue;
pub mod choice;
pub mod format;
pub mod pdn_errors;
pub mod reasons;
pub mod review_texts;
pub mod rule_texts;

use damas_engine::search::Level;
use damas_engine::teaching::Theme;
use damas_engine::{Color, Variant};
use serde::{Deserialize, Serialize};

/// The languages of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
// The list and the codes, from the declaration (strum's names, as serde's):
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Lang {
    /// Brazilian Portuguese.
    #[serde(rename = "pt-BR")]
    #[strum(serialize = "pt-BR")]
    Pt,
    /// English.
    En,
    /// Spanish.
    Es,
    /// Russian.
    Ru,
}

impl Lang {
    /// Every language (the declaration's order).
    pub const ALL: [Lang; <Lang as strum::VariantArray>::VARIANTS.len()] =
        damas_engine::listed::array_of(<Lang as strum::VariantArray>::VARIANTS);

    /// The BCP 47 tag, for `<html lang>` and the folder of its files under
    /// `locales/`: `pt-BR`, `en`, `es`, `ru` (strum), as stored (serde).
    pub fn code(self) -> &'static str {
        self.into()
    }

    /// The language's own name, for the language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::Pt => "Português",
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Ru => "Русский",
        }
    }

    /// The web app manifest in this language (`public/`): its name and
    /// description as the catalogue has them.
    pub fn manifest(self) -> &'static str {
        match self {
            Lang::Pt => "/manifest.webmanifest",
            Lang::En => "/manifest.en.webmanifest",
            Lang::Es => "/manifest.es.webmanifest",
            Lang::Ru => "/manifest.ru.webmanifest",
        }
    }

    /// Short label for the header's menu: `PT`, `EN`, `ES`, `RU`.
    pub fn short(self) -> &'static str {
        match self {
            Lang::Pt => "PT",
            Lang::En => "EN",
            Lang::Es => "ES",
            Lang::Ru => "RU",
        }
    }

    /// Reads a tag such as `pt`, `pt-BR`, `pt-PT`, `en-US`, `es-AR`, `ru`:
    /// its primary language, or `None` for one the app does not speak.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let lower = tag.trim().to_ascii_lowercase();
        let primary = lower.split(['-', '_']).next().unwrap_or("");
        match primary {
            "pt" => Some(Lang::Pt),
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            "ru" => Some(Lang::Ru),
            _ => None,
        }
    }

    /// This language, then the ones to fall back on when its texts cannot
    /// be had: English, then every other.
    pub fn with_fallbacks(self) -> impl Iterator<Item = Lang> {
        [self, Lang::En].into_iter().chain(Lang::ALL)
    }

    /// The language for the browser's preferred languages (in order): the
    /// first one the app speaks; none of them → English.
    pub fn from_browser<S: AsRef<str>>(tags: &[S]) -> Lang {
        tags.iter().find_map(|t| Lang::from_tag(t.as_ref())).unwrap_or(Lang::En)
    }
}

macro_rules! texts {
    ($( $name:ident; )*) => {
        /// One variant per fixed user-facing string, its message in the
        /// catalogue (`locales/<lang>/ui.ftl`) named as the variant. See the
        /// module docs to add one.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Text { $( $name, )* }

        impl Text {
            /// Every text, for the catalogue's tests.
            pub const ALL: &'static [Text] = &[ $( Text::$name, )* ];

            /// The message's name in the catalogue.
            pub fn id(self) -> &'static str {
                match self {
                    $( Text::$name => stringify!($name), )*
                }
            }
        }
    };
}

impl Text {
    /// This text in `lang`.
    pub fn get(self, lang: Lang) -> &'static str {
        catalogue::fixed(lang, self)
    }
}

texts! {
    // ---- Shell: header, navigation, footer, notices ----
    AppName;
    Tagline;
    NavHome;
    NavLearn;
    NavPuzzles;
    NavPlay;
    NavRules;
    NavSettings;
    NavMenu;
    RuleSetLabel;
    LanguageLabel;
    FooterText;
    ManifestDescription;
    NoticeStorageBlocked;
    NoticeStorageFull;
    NoticeCorrupt;
    NoticeDismiss;
    NotFound;
    BackHome;

    // ---- Home ----
    HomeIntro;
    HomeLearnBody;
    HomePuzzlesBody;
    HomePlayBody;
    HomeRulesBody;
    HomeCurrentRuleSet;

    // ---- Learn and puzzles (titles) ----
    LearnTitle;
    PuzzlesTitle;

    // ---- Learn page (lessons) ----
    LearnIntro;
    LearnStartCourse;
    LearnContinue;
    LearnCoreTitle;
    LearnBetterTitle;
    LearnBetterIntro;
    LearnRuleSetsTitle;
    LearnRuleSetsLocked;
    LearnStageDone;
    LearnStageNext;
    LearnStageLocked;
    LearnStageStart;
    LearnStageReplay;
    LearnLevels;
    LearnResetStage;
    LearnResetStageQuestion;
    LearnResetYes;
    LearnAllStages;
    LearnUnknown;
    LearnCoreDoneTitle;
    LearnCoreDoneBody;
    LearnPlayGame;
    LearnSolvePuzzles;
    LearnTask;
    LearnQuestionHelp;
    LearnYourMove;
    LearnOpponentMoves;
    LearnHint;
    LearnHintCost;
    LearnHintPiece;
    LearnHintMove;
    LearnHintSquare;
    LearnShowMove;
    LearnUndo;
    LearnRestart;
    LearnTryAgain;
    LearnSolved;
    LearnNextLevel;
    LearnNextStage;
    LearnCourseEnd;
    LearnFailLostPiece;
    LearnFailOpponentCrowned;
    LearnFailTooManyMoves;
    LearnFailGameOver;
    LearnFailWrongAnswer;
    LearnFailDrawn;
    LearnPractice;
    LearnPracticeChecking;
    LearnPracticeNoSlip;
    LearnMistakesTitle;
    LearnRuleSet;
    LearnStarsLabel;
    LearnHintSearching;
    LearnHintUnavailable;
    LearnAboutStage;
    HomeUnlocked;
    HomeCoreDone;

    // ---- Puzzles page ----
    PuzzlesLead;
    PuzzlesRuleSet;
    PuzzlesDaily;
    PuzzlesDailyNote;
    PuzzlesSolve;
    PuzzlesSolvedToday;
    PuzzlesNotSolvedYet;
    PuzzlesStreak;
    PuzzlesBestStreak;
    PuzzlesRating;
    PuzzlesSolvedLabel;
    PuzzlesTheme;
    PuzzlesAllThemes;
    PuzzlesAllBands;
    BandEasy;
    BandMedium;
    BandHard;
    PuzzlesFilterEmpty;
    PuzzlesMotifs;
    PuzzlesMotifsLead;
    MotifColumn;
    MotifSolvedColumn;
    MotifFirstTryColumn;
    MotifTrendColumn;
    MotifTrendLabel;
    MotifWhat;
    MotifSpot;
    MotifExample;
    MotifShowLine;
    MotifSolveExample;
    MotifTrain;
    MotifNone;
    MotifProgress;
    MotifNotFound;
    MotifAll;
    PuzzlesList;
    PuzzlesNextUnsolved;
    PuzzlesArchive;
    PuzzlesHistory;
    PuzzlesNoHistory;
    DrillsNoHistory;
    PuzzlesDueToday;
    PuzzlesResultClean;
    PuzzlesResultHelped;
    PuzzlesResultFailed;
    PuzzlesNone;
    PuzzleNotFound;
    PuzzlesLoading;
    PuzzlesOffline;
    PuzzlesLoadFailed;
    PuzzlesRetryLoad;
    PuzzleBack;
    PuzzleFindLight;
    PuzzleFindDark;
    PuzzleCorrect;
    PuzzleSolvedClean;
    PuzzleSolvedRetry;
    PuzzleSolvedHelped;
    PuzzleFailed;
    PuzzleTryAgain;
    PuzzleHint;
    PuzzleHintPiece;
    PuzzleHintDestination;
    PuzzleHintPath;
    PuzzleShowSolution;
    PuzzleSolution;
    PuzzleNext;
    PuzzleExplained;
    PuzzleExplainedHelp;
    PuzzleExplainedEnd;
    PuzzleExplainedPrev;
    PuzzleExplainedNext;
    PuzzleDifficulty;
    PuzzleHintCost;
    PuzzlesTabTactics;
    PuzzlesTabDrills;
    DrillsLead;
    DrillsSolvedLabel;
    DrillsDueToday;
    DrillsList;
    DrillFindLight;
    DrillFindDark;
    DrillMiss;
    PuzzlesMigratedRating;
    PuzzlesMigratedReset;
    LearnRuleDrills;

    // ---- Rules pages ----
    RulesTitle;
    RulesIntro;
    RulesCommonTitle;
    RulesBoard;
    RulesPieces;
    RulesFirst;
    RulesMoves;
    RulesCaptures;
    RulesKing;
    RulesChoice;
    RulesPromotion;
    RulesEnd;
    RulesDraws;
    RulesNotation;
    RulesAbout;
    RulesUnknown;
    RulesAll;
    RulesUseThis;
    RulesInUse;
    RulesLessons;
    RulesPlayGame;
    RulesDiagramLabel;

    // ---- Settings ----
    SettingsTitle;
    SettingsLanguage;
    SettingsLanguageAuto;
    SettingsRuleSet;
    SettingsBoard;
    SettingsTheme;
    ThemeWood;
    ThemeGreen;
    ThemeBlue;
    ThemeContrast;
    SettingsPieces;
    PiecesClassic;
    PiecesStacked;
    PiecesPlayful;
    SettingsCoords;
    CoordsNone;
    CoordsNumeric;
    CoordsAlgebraic;
    SettingsCoordsOrthogonal;
    SettingsFlip;
    SettingsSound;
    SettingsLevel;
    SettingsSavedHere;
    ProgressTitle;
    ProgressHelp;
    ExportButton;
    ImportButton;
    ImportReplaces;
    ImportDone;
    ResetButton;
    ResetQuestion;
    ResetConfirm;
    Cancel;
    ResetDone;
    On;
    Off;

    // ---- Pieces and sides (used by the rules pages and the board) ----
    Man;
    King;

    // ---- Board and game (play page): add yours below ----
    PlayTitle;
    NewGame;
    PlayOpponent;
    PlayFriend;
    PlayYourPieces;
    PlayLight;
    PlayDark;
    PlayBallot;
    PlayBallotNone;
    PlayBallotRandom;
    PlayStart;
    PlayUnfinished;
    PlayResume;
    PlayThinking;
    PlayYourMove;
    PlayLightToMove;
    PlayDarkToMove;
    PlayTakeBack;
    PlayOfferDraw;
    PlayResign;
    PlayResignQuestion;
    PlayFlip;
    PlayPause;
    PlayPaused;
    PlayContinue;
    PlayRematch;
    PlayDrawDeclined;
    PlayDrawQuestion;
    PlayAccept;
    PlayDecline;
    PlayYes;
    PlayNo;
    PlayMoves;
    PlayNoMoves;
    PlayCopyPdn;
    PlayDownloadPdn;
    PlayCopied;
    PlayCopyFailed;
    PlayOpenTitle;
    PlayOpenHelp;
    PlayOpen;
    PlayScores;
    PlayWins;
    PlayDraws;
    PlayLosses;
    PlayLevel;
    PlayYouWon;
    PlayYouLost;
    PlayDraw;
    PlayGameOver;
    PlayAiError;
    BoardLabel;
    BoardEmpty;
    BoardKeysHelp;
    BoardLightMan;
    BoardLightKing;
    BoardDarkMan;
    BoardDarkKing;
    BoardSelected;
    BoardTarget;
    BoardCaptured;

    // ---- Play page: new-game form, PDN file, players ----
    PlayMovesFirst;
    PlayOpenFile;
    PlayFileUnreadable;
    PlayFileTooBig;
    PdnPlayerOne;
    PdnPlayerTwo;
    PdnYou;

    // ---- Play page: following a game played in another tab ----
    PlayOtherTabMoves;
    PlayOtherTabReplaced;
    PlayOtherTabBringBack;
    PlayOtherTabEnded;
    PlayThinkingElsewhere;
    PlayThinkHere;

    // ---- Play page: draw offers confirmed, the ballot opening's name ----
    PlayOfferDrawQuestion;
    PlayOpening;

    // ---- Game review ----
    ReviewButton;
    ReviewTitle;
    ReviewNoGame;
    ReviewPlay;
    ReviewDone;
    ReviewGraph;
    ReviewGraphHelp;
    ReviewSummary;
    ReviewInaccuracies;
    ReviewMistakes;
    ReviewBlunders;
    ReviewAverageLoss;
    ReviewClassGood;
    ReviewClassInaccuracy;
    ReviewClassMistake;
    ReviewClassBlunder;
    ReviewBetterLine;
    ReviewRefutation;
    ReviewBackToGame;
    ReviewPrevious;
    ReviewNextMove;
    ReviewFirst;
    ReviewLast;
    ReviewNextMistake;
    ReviewFindBetter;
    ReviewNoMistakes;
    ReviewNotJudged;
    ReviewEndPosition;
    ReviewGood;
    ReviewGoToMove;
    RetryPrompt;
    RetryJudging;
    RetrySolved;
    RetryWrong;
    RetryAgain;
    RetryShow;
    RetryNext;
    RetryBack;
    RetryError;
    RetryFromGame;
    RetryGone;
    ReviewFromComputer;
    ReviewFromFriend;
    ReviewFromOnline;
    ReviewFromPdn;
    ReviewStopped;
}

/// The short name of a rule set, for the header's menu on a phone:
/// `Inglesas` rather than `Inglesas (checkers)`.
pub fn variant_short_name(v: Variant, lang: Lang) -> &'static str {
    match v {
        Variant::English => catalogue::fixed_id(lang, "variant-short-name-english"),
        _ => variant_name(v, lang),
    }
}

/// The name of a rule set.
pub fn variant_name(v: Variant, lang: Lang) -> &'static str {
    use Variant::*;
    let id = match v {
        Brazilian => "variant-name-brazilian",
        English => "variant-name-english",
        Russian => "variant-name-russian",
        Spanish => "variant-name-spanish",
        Italian => "variant-name-italian",
        Thai => "variant-name-thai",
        Damas10 => "variant-name-damas10",
        International => "variant-name-international",
        Turkish => "variant-name-turkish",
    };
    catalogue::fixed_id(lang, id)
}

/// The name of a computer opponent with how strong it is.
pub fn level_name(level: Level, lang: Lang) -> &'static str {
    let id = match level {
        Level::Domador => "level-name-domador",
        Level::Motorista => "level-name-motorista",
        Level::Carcereiro => "level-name-carcereiro",
        Level::Empresario => "level-name-empresario",
    };
    catalogue::fixed_id(lang, id)
}

// The computer opponent: its own draw offer and the thinking
// indicator's progress.

/// The computer's own draw offer: "Domador offers a draw."
pub fn computer_offers_draw(level: Level, lang: Lang) -> String {
    crate::tr!(lang, "computer-offers-draw", level = level.to_string())
}

/// How far the computer has looked so far, shown small next to
/// "Thinking…": "depth 7".
pub fn thinking_depth(depth: u32, lang: Lang) -> String {
    crate::tr!(lang, "thinking-depth", depth = depth)
}

/// A side as the messages select on it (`$side`, `$winner`): `white`
/// (light) or `black` (dark).
pub fn side_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A number of pieces: `uma peça`, `3 pieces`.
pub fn pieces(n: u32, lang: Lang) -> String {
    crate::tr!(lang, "pieces", count = n)
}

/// The name of a puzzle theme.
pub fn theme_name(theme: Theme, lang: Lang) -> &'static str {
    let id = match theme {
        Theme::CompulsoryCapture => "theme-name-compulsory-capture",
        Theme::MajorityLaw => "theme-name-majority-law",
        Theme::ItalianTiebreak => "theme-name-italian-tiebreak",
        Theme::PromotionInCapture => "theme-name-promotion-in-capture",
        Theme::KingCapture => "theme-name-king-capture",
        Theme::Shot => "theme-name-shot",
        Theme::Endgame => "theme-name-endgame",
        Theme::Breakthrough => "theme-name-breakthrough",
        Theme::WinMaterial => "theme-name-win-material",
        Theme::ForcedByMajority => "theme-name-forced-by-majority",
        Theme::ForcedByTiebreak => "theme-name-forced-by-tiebreak",
        Theme::TwoForOne => "theme-name-two-for-one",
        Theme::KingTrap => "theme-name-king-trap",
        Theme::TurkishStrike => "theme-name-turkish-strike",
        Theme::Block => "theme-name-block",
        Theme::Tempo => "theme-name-tempo",
    };
    catalogue::fixed_id(lang, id)
}

/// A puzzle's title: `Problema 7` / `Puzzle 7`, or a rule drill's:
/// `Exercício de regra 7` / `Rule drill 7`.
pub fn puzzle_title(lang: Lang, kind: damas_engine::teaching::Kind, number: u32) -> String {
    match kind {
        damas_engine::teaching::Kind::Drill => crate::tr!(lang, "drill-title", number = number),
        _ => crate::tr!(lang, "puzzle-title", number = number),
    }
}

/// A puzzle solved after `mistakes` wrong moves and no hint: `Solved, after one wrong move.`
pub fn puzzle_solved_after_mistakes(lang: Lang, mistakes: u32) -> String {
    crate::tr!(lang, "puzzle-solved-after-mistakes", mistakes = mistakes)
}

/// Why a legal move was wrong: the move tried and the reply that refutes it.
pub fn puzzle_wrong(lang: Lang, tried: &str, reply: Option<&str>) -> String {
    match reply {
        Some(reply) => crate::tr!(lang, "puzzle-wrong", tried = tried, reply = reply),
        None => crate::tr!(lang, "puzzle-wrong-no-reply", tried = tried),
    }
}

/// While the answer to a move other than the solution's is searched: it
/// may still win (the search tells), so nothing is said of it yet.
pub fn puzzle_refuting(lang: Lang, tried: &str) -> String {
    crate::tr!(lang, "puzzle-refuting", tried = tried)
}

/// A move other than the solution's that wins as well.
pub fn puzzle_also_wins(lang: Lang, tried: &str, main_line: &str) -> String {
    crate::tr!(lang, "puzzle-also-wins", tried = tried, line = main_line)
}

/// The button that lists more puzzles: `Mostrar mais (349 restantes)`.
pub fn puzzles_show_more(lang: Lang, left: usize) -> String {
    crate::tr!(lang, "puzzles-show-more", left = left)
}

/// How much of the list is shown: `42 de 391`.
pub fn puzzles_shown(lang: Lang, shown: usize, total: usize) -> String {
    crate::tr!(lang, "puzzles-shown", shown = shown, total = total)
}

/// A motif's puzzles in the rule set: `12 problemas` / `12 puzzles`.
pub fn motif_count(lang: Lang, count: usize) -> String {
    crate::tr!(lang, "motif-count", count = count)
}

/// Solved of all: `3 de 150` / `3 of 150`.
pub fn out_of(lang: Lang, part: usize, whole: usize) -> String {
    crate::tr!(lang, "out-of", part = part, whole = whole)
}

/// How many missed puzzles come back on later days.
pub fn puzzles_coming_back(lang: Lang, count: usize) -> String {
    crate::tr!(lang, "puzzles-coming-back", count = count)
}

/// A day streak: `3 dias` / `3 days`.
pub fn puzzle_days(lang: Lang, days: u32) -> String {
    crate::tr!(lang, "puzzle-days", days = days)
}

/// The rating after a rated attempt: `Pontuação: 1516 (+16)`.
pub fn puzzle_rating_change(lang: Lang, before: i32, after: i32, provisional: bool) -> String {
    let d = after - before;
    let change = if d >= 0 { format!("+{d}") } else { d.to_string() };
    let rating = rating_value(after, provisional);
    if provisional {
        crate::tr!(lang, "puzzle-rating-change-provisional", rating = rating, change = change)
    } else {
        crate::tr!(lang, "puzzle-rating-change", rating = rating, change = change)
    }
}

/// A rating as shown: `1341`, or `1341?` while provisional.
pub fn rating_value(rating: i32, provisional: bool) -> String {
    if provisional {
        format!("{rating}?")
    } else {
        rating.to_string()
    }
}

/// The line under a provisional rating: `provisória (±180)`.
pub fn rating_provisional(lang: Lang, deviation: f64) -> String {
    let d = deviation.round() as i32;
    crate::tr!(lang, "rating-provisional", deviation = d)
}

/// Solver moves found so far: `Lance 1 de 2` / `Move 1 of 2`.
pub fn puzzle_progress(lang: Lang, done: usize, total: usize) -> String {
    crate::tr!(lang, "puzzle-progress", current = (done + 1).min(total), total = total)
}

/// How many moves a game has (the resume card): `1 lance`, `4 lances`.
pub fn moves_played(lang: Lang, moves: usize) -> String {
    crate::tr!(lang, "moves-played", moves = moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_text_has_both_languages() {
        for &t in Text::ALL {
            for lang in Lang::ALL {
                assert!(!t.get(lang).trim().is_empty(), "{t:?} is empty in {lang:?}");
            }
        }
    }

    #[test]
    fn portuguese_and_english_differ_where_they_should() {
        // Most strings are translated: a long string identical in both
        // languages is probably a copy-paste slip.
        for &t in Text::ALL {
            let (pt, en) = (t.get(Lang::Pt), t.get(Lang::En));
            if pt.len() > 12 {
                assert_ne!(pt, en, "{t:?} is not translated");
            }
        }
    }

    #[test]
    fn names_are_complete_and_distinct() {
        for lang in Lang::ALL {
            let names: HashSet<_> = Variant::ALL.iter().map(|&v| variant_name(v, lang)).collect();
            assert_eq!(names.len(), Variant::ALL.len());
            let levels: HashSet<_> = Level::ALL.iter().map(|&l| level_name(l, lang)).collect();
            assert_eq!(levels.len(), Level::ALL.len());
        }
    }

    #[test]
    fn the_computers_draw_offer_and_thinking_depth_name_their_data() {
        let offer = computer_offers_draw(Level::Empresario, Lang::En);
        assert_eq!(offer, "Empresário offers a draw. Do you accept?");
        assert!(computer_offers_draw(Level::Domador, Lang::Pt).starts_with("Domador propõe empate"));
        assert_eq!(thinking_depth(7, Lang::Pt), "profundidade 7");
        assert_eq!(thinking_depth(12, Lang::En), "depth 12");
    }

    #[test]
    fn a_language_falls_back_on_english_then_every_other() {
        let order: Vec<Lang> = Lang::Ru.with_fallbacks().collect();
        assert_eq!(&order[..2], &[Lang::Ru, Lang::En]);
        assert!(Lang::ALL.iter().all(|l| order.contains(l)));
    }

    /// The codes are in stored settings and name the `locales/` folders.
    #[test]
    fn a_languages_code_is_its_stored_name() {
        assert_eq!(Lang::ALL.map(Lang::code), ["pt-BR", "en", "es", "ru"]);
        for lang in Lang::ALL {
            assert_eq!(serde_json::to_string(&lang).unwrap(), format!("\"{}\"", lang.code()));
            assert_eq!(serde_json::from_str::<Lang>(&format!("\"{}\"", lang.code())).unwrap(), lang);
        }
    }

    #[test]
    fn browser_language_picks_portuguese_for_any_pt_tag() {
        assert_eq!(Lang::from_browser(&["pt-BR", "en"]), Lang::Pt);
        assert_eq!(Lang::from_browser(&["pt-PT"]), Lang::Pt);
        assert_eq!(Lang::from_browser(&["PT"]), Lang::Pt);
        assert_eq!(Lang::from_browser(&["fr-FR", "pt"]), Lang::Pt);
        assert_eq!(Lang::from_browser(&["en-US", "pt-BR"]), Lang::En);
        assert_eq!(Lang::from_browser(&["de", "fr"]), Lang::En);
        assert_eq!(Lang::from_browser(&["ru-RU", "en-US"]), Lang::Ru);
        assert_eq!(Lang::from_browser(&["uk", "ru"]), Lang::Ru);
        assert_eq!(Lang::from_browser(&["es-AR", "pt-BR"]), Lang::Es);
        assert_eq!(Lang::from_browser(&["de", "es_ES"]), Lang::Es);
        assert_eq!(Lang::from_browser::<&str>(&[]), Lang::En);
        assert_eq!(Lang::from_tag("portuguese"), None);
    }

    #[test]
    fn moves_played_counts_in_both_languages() {
        assert_eq!(moves_played(Lang::Pt, 1), "1 lance");
        assert_eq!(moves_played(Lang::Pt, 0), "0 lances");
        assert_eq!(moves_played(Lang::En, 4), "4 moves");
        assert_eq!(moves_played(Lang::En, 1), "1 move");
    }

    #[test]
    fn lang_serializes_as_its_tag() {
        assert_eq!(serde_json::to_string(&Lang::Pt).unwrap(), "\"pt-BR\"");
        assert_eq!(serde_json::from_str::<Lang>("\"en\"").unwrap(), Lang::En);
    }

    #[test]
    fn names_come_from_the_catalogue_as_before() {
        assert_eq!(variant_name(Variant::English, Lang::Pt), "Inglesas (checkers)");
        assert_eq!(variant_name(Variant::Damas10, Lang::En), "Brazilian 10×10");
        assert_eq!(variant_short_name(Variant::English, Lang::Pt), "Inglesas");
        assert_eq!(variant_short_name(Variant::English, Lang::En), "English");
        assert_eq!(variant_short_name(Variant::Russian, Lang::Pt), "Russas");
        assert_eq!(level_name(Level::Empresario, Lang::Pt), "Empresário (difícil)");
        assert_eq!(level_name(Level::Domador, Lang::En), "Domador (very easy)");
        assert_eq!(theme_name(Theme::Tempo, Lang::Pt), "Oposição");
        assert_eq!(theme_name(Theme::KingCapture, Lang::En), "King's capture");
        // Made once, then the same string every time.
        assert!(std::ptr::eq(variant_name(Variant::Thai, Lang::En), variant_name(Variant::Thai, Lang::En)));
    }

    #[test]
    fn spanish_and_russian_pick_their_plural_forms() {
        let n = |count: u32| vec![("count", count.into())];
        assert_eq!(app_message("es", "motif-count", &n(1)), "1 problema");
        assert_eq!(app_message("es", "motif-count", &n(5)), "5 problemas");
        assert_eq!(app_message("ru", "motif-count", &n(1)), "1 задача");
        assert_eq!(app_message("ru", "motif-count", &n(3)), "3 задачи");
        assert_eq!(app_message("ru", "motif-count", &n(5)), "5 задач");
        assert_eq!(app_message("ru", "motif-count", &n(21)), "21 задача");
        assert_eq!(app_message("ru", "pieces", &n(1)), "одна шашка");
        assert_eq!(app_message("ru", "pieces", &n(22)), "22 шашки");
        assert_eq!(
            app_message("ru", "puzzles-coming-back", &n(11)),
            "Ещё 11 задач вернутся в ближайшие дни."
        );
        let stars = vec![("earned", 2.into()), ("possible", 21.into())];
        assert_eq!(app_message("ru", "learn-stars", &stars), "2 из 21 звезды");
        assert_eq!(
            app_message("ru", "learn-cost-extra-move", &[("par", 1.into())]),
            "−1★: здесь можно уложиться в один ход; каждый лишний ход отнимает звезду."
        );
        let slip = vec![
            ("number", 3.into()),
            ("played", "22-17".into()),
            ("result", "win".into()),
            ("after", "lost".into()),
        ];
        assert_eq!(
            app_message("es", "learn-turning-point", &slip),
            "Tu jugada 3, 22-17, dejó escapar la victoria: después de ella, gana el rival."
        );
    }

    #[test]
    fn puzzle_texts_fill_their_placeholders_and_plurals() {
        use damas_engine::teaching::Kind;
        assert_eq!(puzzle_title(Lang::Pt, Kind::Tactic, 7), "Problema 7");
        // A rule drill is no problem to solve (issue 51).
        assert_eq!(puzzle_title(Lang::En, Kind::Drill, 1), "Rule drill 1");
        assert_eq!(puzzle_title(Lang::Ru, Kind::Drill, 3), "Упражнение на правила 3");
        assert_eq!(puzzle_solved_after_mistakes(Lang::En, 1), "Solved, after one wrong move.");
        assert_eq!(puzzle_solved_after_mistakes(Lang::Pt, 2), "Resolvido, depois de 2 lances errados.");
        assert_eq!(puzzle_solved_after_mistakes(Lang::Ru, 1), "Решено, но после одного неверного хода.");
        assert_eq!(puzzle_solved_after_mistakes(Lang::Ru, 5), "Решено, но после 5 неверных ходов.");
        assert_eq!(
            puzzle_wrong(Lang::En, "22-17", Some("14x21")),
            "22-17 is not it: the opponent answers 14x21. Try again."
        );
        assert_eq!(puzzle_wrong(Lang::Pt, "22-17", None), "22-17 não resolve. Tente de novo.");
        assert_eq!(puzzle_refuting(Lang::Pt, "22-17"), "22-17: veja a resposta do adversário…");
        assert_eq!(
            puzzle_also_wins(Lang::En, "22-18", "22-17 14x21"),
            "22-18 wins too! Solved. The main line was 22-17 14x21."
        );
        assert_eq!(puzzles_show_more(Lang::Pt, 1), "Mostrar mais (falta 1)");
        assert_eq!(puzzles_show_more(Lang::Pt, 349), "Mostrar mais (faltam 349)");
        assert_eq!(puzzles_show_more(Lang::En, 1), "Show more (1 left)");
        assert_eq!(puzzles_shown(Lang::Pt, 42, 391), "Mostrando 42 de 391");
        assert_eq!(motif_count(Lang::Pt, 1), "1 problema");
        assert_eq!(motif_count(Lang::Pt, 0), "0 problemas");
        assert_eq!(motif_count(Lang::En, 1), "1 puzzle");
        assert_eq!(motif_count(Lang::En, 12), "12 puzzles");
        assert_eq!(out_of(Lang::En, 3, 150), "3 of 150");
        assert_eq!(puzzles_coming_back(Lang::Pt, 1), "Mais um volta nos próximos dias.");
        assert_eq!(puzzles_coming_back(Lang::Pt, 2), "Mais 2 voltam nos próximos dias.");
        assert_eq!(puzzles_coming_back(Lang::En, 1), "One more comes back in the next few days.");
        assert_eq!(puzzles_coming_back(Lang::En, 3), "3 more come back in the next few days.");
        assert_eq!(puzzle_days(Lang::Pt, 1), "1 dia");
        assert_eq!(puzzle_days(Lang::Pt, 0), "0 dias");
        assert_eq!(puzzle_days(Lang::En, 3), "3 days");
        assert_eq!(puzzle_rating_change(Lang::Pt, 1500, 1516, false), "Pontuação: 1516 (+16)");
        assert_eq!(puzzle_rating_change(Lang::En, 1500, 1500, false), "Rating: 1500 (+0)");
        assert_eq!(
            puzzle_rating_change(Lang::En, 1500, 1492, true),
            "Provisional rating: 1492? (-8); it settles after more puzzles."
        );
        assert_eq!(rating_provisional(Lang::Pt, 179.6), "provisória (±180)");
        assert_eq!(puzzle_progress(Lang::En, 0, 2), "Move 1 of 2");
        assert_eq!(puzzle_progress(Lang::Pt, 2, 2), "Lance 2 de 2");
    }

    /// A message in the language named by its folder.
    fn app_message(code: &str, id: &str, args: &[(&str, fluent_bundle::FluentValue)]) -> String {
        let mut fargs = fluent_bundle::FluentArgs::new();
        for (name, value) in args {
            fargs.set(*name, value.clone());
        }
        review_texts::in_locale(code, id, &fargs)
    }
}

//! Every user-facing string of the app, from one catalogue
//! ([`catalogue`]: Fluent files under `locales/<lang>/`).
//!
//! * [`Lang`]: the languages; [`Lang::from_browser`] picks one from
//!   `navigator.languages`.
//! * [`Text`]: one variant per fixed string, its message in
//!   `locales/<lang>/ui.ftl` named as the variant; [`Text::get`] gives it in
//!   a language. Components never hold literal strings: they call
//!   `ctx.t(Text::Something)` (see `crate::state::Ctx`).
//! * Functions for strings with data: [`variant_name`], [`level_name`],
//!   [`color_name`], and the engine's reasons in [`reasons`]
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
pub mod motifs;
pub mod online;
pub mod pdn_errors;
pub mod progress;
pub mod reasons;
pub mod review;
pub mod rules;
pub mod solution;

use damas_engine::search::Level;
use damas_engine::teaching::Theme;
use damas_engine::{Color, Variant};
use serde::{Deserialize, Serialize};

/// The languages of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// Brazilian Portuguese.
    #[serde(rename = "pt-BR")]
    Pt,
    /// English.
    #[serde(rename = "en")]
    En,
    /// Spanish.
    #[serde(rename = "es")]
    Es,
    /// Russian.
    #[serde(rename = "ru")]
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::Pt, Lang::En, Lang::Es, Lang::Ru];

    /// The BCP 47 tag, for `<html lang>` and the folder of its files under
    /// `locales/`: `pt-BR`, `en`, `es`, `ru`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Pt => "pt-BR",
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Ru => "ru",
        }
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
    RulesCommonBody;
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
    match (v, lang) {
        (Variant::English, Lang::Pt) => "Inglesas",
        (Variant::English, Lang::En) => "English",
        _ => variant_name(v, lang),
    }
}

/// The name of a rule set.
pub fn variant_name(v: Variant, lang: Lang) -> &'static str {
    use Variant::*;
    match (v, lang) {
        (Brazilian, Lang::Pt) => "Brasileiras",
        (Brazilian, Lang::En) => "Brazilian",
        (English, Lang::Pt) => "Inglesas (checkers)",
        (English, Lang::En) => "English (checkers)",
        (Russian, Lang::Pt) => "Russas",
        (Russian, Lang::En) => "Russian",
        (Spanish, Lang::Pt) => "Espanholas",
        (Spanish, Lang::En) => "Spanish",
        (Italian, Lang::Pt) => "Italianas",
        (Italian, Lang::En) => "Italian",
        (Thai, Lang::Pt) => "Tailandesas",
        (Thai, Lang::En) => "Thai",
        (Damas10, Lang::Pt) => "Brasileiras 10×10",
        (Damas10, Lang::En) => "Brazilian 10×10",
        (International, Lang::Pt) => "Internacionais",
        (International, Lang::En) => "International",
    }
}

/// The name of a computer opponent with how strong it is.
pub fn level_name(level: Level, lang: Lang) -> &'static str {
    match (level, lang) {
        (Level::Domador, Lang::Pt) => "Domador (muito fácil)",
        (Level::Domador, Lang::En) => "Domador (very easy)",
        (Level::Motorista, Lang::Pt) => "Motorista (fácil)",
        (Level::Motorista, Lang::En) => "Motorista (easy)",
        (Level::Carcereiro, Lang::Pt) => "Carcereiro (médio)",
        (Level::Carcereiro, Lang::En) => "Carcereiro (medium)",
        (Level::Empresario, Lang::Pt) => "Empresário (difícil)",
        (Level::Empresario, Lang::En) => "Empresário (hard)",
    }
}

// The computer opponent: its own draw offer and the thinking
// indicator's progress.

/// The computer's own draw offer: "Domador offers a draw."
pub fn computer_offers_draw(level: Level, lang: Lang) -> String {
    match lang {
        Lang::Pt => format!("{level} propõe empate. Você aceita?"),
        Lang::En => format!("{level} offers a draw. Do you accept?"),
    }
}

/// How far the computer has looked so far, shown small next to
/// "Thinking…": "depth 7".
pub fn thinking_depth(depth: u32, lang: Lang) -> String {
    match lang {
        Lang::Pt => format!("profundidade {depth}"),
        Lang::En => format!("depth {depth}"),
    }
}

/// A side, as a plural noun ("the light pieces"): `as claras` / `light`.
pub fn color_name(color: Color, lang: Lang) -> &'static str {
    match (color, lang) {
        (Color::White, Lang::Pt) => "as claras",
        (Color::White, Lang::En) => "light",
        (Color::Black, Lang::Pt) => "as escuras",
        (Color::Black, Lang::En) => "dark",
    }
}

/// A number of pieces: `uma peça`, `3 pieces`.
pub fn pieces(n: u32, lang: Lang) -> String {
    crate::tr!(lang, "pieces", count = n)
}

/// Stars as text, for screen readers and the map: `7 de 9 estrelas`.
pub fn learn_stars(lang: Lang, earned: u32, possible: u32) -> String {
    match lang {
        Lang::Pt => format!("{earned} de {possible} estrelas"),
        Lang::En => format!("{earned} of {possible} stars"),
    }
}

/// The link from a stage to its motif's puzzles: `Pratique com problemas: golpe`.
pub fn learn_practise_motif(lang: Lang, theme: Theme) -> String {
    let name = theme_name(theme, lang);
    match lang {
        Lang::Pt => format!("Pratique com problemas: {name}"),
        Lang::En => format!("Practise with puzzles: {name}"),
    }
}

/// A failed level's solution, its moves joined: `A solução era: 19-15 10x19 23x7.`
pub fn learn_the_way(lang: Lang, line: &[&str]) -> String {
    let line = line.join(" ");
    match lang {
        Lang::Pt => format!("A solução era: {line}."),
        Lang::En => format!("The solution was: {line}."),
    }
}

/// Where a failed practice let its result go: the learner's move `n`
/// (from 1), the move played, the tables' move that kept it; `win_lost`: a
/// win was let go (else a draw); `now_lost`: the position is now lost.
pub fn learn_turning_point(
    lang: Lang,
    n: usize,
    played: &str,
    better: Option<&str>,
    win_lost: bool,
    now_lost: bool,
) -> String {
    let (what, after) = match lang {
        Lang::Pt => (
            if win_lost { "deixou a vitória escapar" } else { "perdeu o empate" },
            if now_lost { "o adversário ganha" } else { "com o melhor jogo dos dois lados, é empate" },
        ),
        Lang::En => (
            if win_lost { "let the win go" } else { "lost the draw" },
            if now_lost { "your opponent wins" } else { "with best play on both sides it is a draw" },
        ),
    };
    let kept = match (lang, better, win_lost) {
        (_, None, _) => String::new(),
        (Lang::Pt, Some(b), true) => format!(" {b} mantinha a vitória."),
        (Lang::Pt, Some(b), false) => format!(" {b} segurava o empate."),
        (Lang::En, Some(b), true) => format!(" {b} kept the win."),
        (Lang::En, Some(b), false) => format!(" {b} held the draw."),
    };
    match lang {
        Lang::Pt => format!("O seu {n}º lance, {played}, {what}: depois dele, {after}.{kept}"),
        Lang::En => format!("Your move {n}, {played}, {what}: after it, {after}.{kept}"),
    }
}

/// Where a failed practice let its crowning (`crowning`) or the piece to
/// win go: the learner's move `n` (from 1), the move played, a move that
/// still did it.
pub fn learn_search_slip(
    lang: Lang,
    n: usize,
    played: &str,
    better: Option<&str>,
    slip: crate::lessons::Slip,
) -> String {
    use crate::lessons::Slip;
    let (what, after, kept) = match (lang, slip) {
        (Lang::Pt, Slip::Pieces) => ("a peça", "salvá-la ou capturar uma das suas", "ganhava a peça"),
        (Lang::Pt, Slip::Win | Slip::Result { .. }) => {
            ("a vitória", "resistir mais do que os lances contados", "ganhava a tempo")
        }
        (Lang::Pt, Slip::Crowning) => ("a coroação", "parar as suas pedras a tempo", "fazia dama a tempo"),
        (Lang::En, Slip::Pieces) => ("the piece", "save it or take one of yours", "won it"),
        (Lang::En, Slip::Win | Slip::Result { .. }) => {
            ("the win", "hold out beyond the moves counted", "won in time")
        }
        (Lang::En, Slip::Crowning) => ("the crowning", "stop your men in time", "crowned in time"),
    };
    let kept = better.map(|b| format!(" {b} {kept}.")).unwrap_or_default();
    match lang {
        Lang::Pt => format!(
            "O seu {n}º lance, {played}, deixou {what} escapar: depois dele, o adversário consegue {after}.{kept}"
        ),
        Lang::En => format!("Your move {n}, {played}, let {what} go: after it, your opponent can {after}.{kept}"),
    }
}

/// Where a level sits in its stage: `Nível 2 de 3`.
pub fn learn_level_of(lang: Lang, index: usize, count: usize) -> String {
    crate::tr!(lang, "learn-level-of", index = index, count = count)
}

/// The move counter of a lesson level against its target: `Lances: 1 (meta: 3)`.
pub fn learn_moves(lang: Lang, moves: usize, par: u32) -> String {
    match lang {
        Lang::Pt => format!("Lances: {moves} (meta: {par})"),
        Lang::En => format!("Moves: {moves} (target: {par})"),
    }
}

/// The learner's moves in a practice, and the most it allows (moves over
/// par cost no star there): `Lances: 3 de no máximo 14`.
pub fn learn_moves_within(lang: Lang, moves: usize, limit: u32) -> String {
    match lang {
        Lang::Pt => format!("Lances: {moves} de no máximo {limit}"),
        Lang::En => format!("Moves: {moves} of at most {limit}"),
    }
}

/// How many hints were used: `Dicas usadas: 1`.
pub fn learn_hints_used(lang: Lang, hints: u32) -> String {
    match lang {
        Lang::Pt => format!("Dicas usadas: {hints}"),
        Lang::En => format!("Hints used: {hints}"),
    }
}

/// What the star just lost was for, said when it is lost: `−1★ ...`.
pub fn learn_cost(lang: Lang, cost: crate::lessons::Cost, par: u32) -> String {
    use crate::lessons::Cost;
    match (lang, cost) {
        (Lang::Pt, Cost::Mistake) => "−1★: cada erro custa uma estrela.".to_string(),
        (Lang::En, Cost::Mistake) => "−1★: each mistake costs a star.".to_string(),
        (Lang::Pt, Cost::Hint) => "−1★: cada dica custa uma estrela.".to_string(),
        (Lang::En, Cost::Hint) => "−1★: each hint costs a star.".to_string(),
        (Lang::Pt, Cost::ExtraMove) if par == 1 => {
            "−1★: dá para fazer num lance só; cada lance a mais custa uma estrela.".to_string()
        }
        (Lang::En, Cost::ExtraMove) if par == 1 => {
            "−1★: it can be done in one move; each move more costs a star.".to_string()
        }
        (Lang::Pt, Cost::ExtraMove) => {
            format!("−1★: dá para fazer em {par} lances; cada lance a mais custa uma estrela.")
        }
        (Lang::En, Cost::ExtraMove) => {
            format!("−1★: it can be done in {par} moves; each move more costs a star.")
        }
    }
}

/// Why a solved level earned less than three stars: `Moves over the
/// target: 1 · hints: 0 · mistakes: 1`, or `None` with three.
pub fn learn_star_costs(lang: Lang, costs: crate::lessons::StarCosts) -> Option<String> {
    if costs.lost() == 0 {
        return None;
    }
    let crate::lessons::StarCosts { extra_moves, hints, mistakes } = costs;
    Some(match lang {
        Lang::Pt => format!(
            "Uma estrela a menos por lance além da meta ({extra_moves}), por dica ({hints}) e por erro ({mistakes})."
        ),
        Lang::En => format!(
            "One star less for each move over the target ({extra_moves}), each hint ({hints}) and each mistake ({mistakes})."
        ),
    })
}

/// A wrong square tapped in a question level: the learner tries again.
pub fn learn_wrong_square(lang: Lang, square: &str) -> String {
    match lang {
        Lang::Pt => {
            format!("A casa {square} não é uma delas. Olhe de novo e toque em outra.")
        }
        Lang::En => {
            format!("Square {square} is not one of them. Look again and tap another.")
        }
    }
}

/// The draw counts of a lesson level that ends in a draw:
/// `Lances só de damas: 16 de 20 · mesma posição: 1 de 3`.
pub fn learn_draw_counts(lang: Lang, king_moves: u32, king_limit: u32, seen: u32, seen_limit: u32) -> String {
    match lang {
        Lang::Pt => format!(
            "Lances só de damas: {king_moves} de {king_limit} · mesma posição: {seen} de {seen_limit}"
        ),
        Lang::En => format!(
            "King moves in a row: {king_moves} of {king_limit} · same position: {seen} of {seen_limit}"
        ),
    }
}

/// The name of a puzzle theme.
pub fn theme_name(theme: Theme, lang: Lang) -> &'static str {
    match (theme, lang) {
        (Theme::CompulsoryCapture, Lang::Pt) => "Captura obrigatória",
        (Theme::CompulsoryCapture, Lang::En) => "Compulsory capture",
        (Theme::MajorityLaw, Lang::Pt) => "Lei da maioria",
        (Theme::MajorityLaw, Lang::En) => "Majority law",
        (Theme::ItalianTiebreak, Lang::Pt) => "Desempate italiano",
        (Theme::ItalianTiebreak, Lang::En) => "Italian tie-break",
        (Theme::PromotionInCapture, Lang::Pt) => "Promoção durante a captura",
        (Theme::PromotionInCapture, Lang::En) => "Crowning during a capture",
        (Theme::KingCapture, Lang::Pt) => "Captura com a dama",
        (Theme::KingCapture, Lang::En) => "King's capture",
        (Theme::Shot, Lang::Pt) => "Golpe",
        (Theme::Shot, Lang::En) => "Shot",
        (Theme::Endgame, Lang::Pt) => "Final",
        (Theme::Endgame, Lang::En) => "Endgame",
        (Theme::Breakthrough, Lang::Pt) => "Ruptura para dama",
        (Theme::Breakthrough, Lang::En) => "Breakthrough",
        (Theme::WinMaterial, Lang::Pt) => "Ganho de material",
        (Theme::WinMaterial, Lang::En) => "Winning material",
        (Theme::ForcedByMajority, Lang::Pt) => "Golpe da lei da maioria",
        (Theme::ForcedByMajority, Lang::En) => "Majority-law shot",
        (Theme::ForcedByTiebreak, Lang::Pt) => "Golpe do desempate italiano",
        (Theme::ForcedByTiebreak, Lang::En) => "Italian tie-break shot",
        (Theme::TwoForOne, Lang::Pt) => "Dois por um",
        (Theme::TwoForOne, Lang::En) => "Two for one",
        (Theme::KingTrap, Lang::Pt) => "Dama presa",
        (Theme::KingTrap, Lang::En) => "King trap",
        (Theme::TurkishStrike, Lang::Pt) => "Golpe turco",
        (Theme::TurkishStrike, Lang::En) => "Turkish strike",
        (Theme::Block, Lang::Pt) => "Bloqueio",
        (Theme::Block, Lang::En) => "Block",
        (Theme::Tempo, Lang::Pt) => "Oposição",
        (Theme::Tempo, Lang::En) => "Opposition",
    }
}

/// A puzzle's title: `Problema 7` / `Puzzle 7`.
pub fn puzzle_title(lang: Lang, number: u32) -> String {
    match lang {
        Lang::Pt => format!("Problema {number}"),
        Lang::En => format!("Puzzle {number}"),
    }
}

/// Why a legal move was wrong: the move tried and the reply that refutes it.
pub fn puzzle_wrong(lang: Lang, tried: &str, reply: Option<&str>) -> String {
    match (lang, reply) {
        (Lang::Pt, Some(r)) => format!("{tried} não resolve: o adversário responde {r}. Tente de novo."),
        (Lang::En, Some(r)) => format!("{tried} is not it: the opponent answers {r}. Try again."),
        (Lang::Pt, None) => format!("{tried} não resolve. Tente de novo."),
        (Lang::En, None) => format!("{tried} is not it. Try again."),
    }
}

/// While the answer to a move other than the solution's is searched: it
/// may still win (the search tells), so nothing is said of it yet.
pub fn puzzle_refuting(lang: Lang, tried: &str) -> String {
    match lang {
        Lang::Pt => format!("{tried}: veja a resposta do adversário…"),
        Lang::En => format!("{tried}: here comes the opponent's answer…"),
    }
}

/// A move other than the solution's that wins as well.
pub fn puzzle_also_wins(lang: Lang, tried: &str, main_line: &str) -> String {
    match lang {
        Lang::Pt => format!("{tried} também ganha! Resolvido. A linha principal era {main_line}."),
        Lang::En => format!("{tried} wins too! Solved. The main line was {main_line}."),
    }
}

/// The button that lists more puzzles: `Mostrar mais (349 restantes)`.
pub fn puzzles_show_more(lang: Lang, left: usize) -> String {
    match (lang, left) {
        (Lang::Pt, 1) => "Mostrar mais (falta 1)".to_string(),
        (Lang::Pt, n) => format!("Mostrar mais (faltam {n})"),
        (Lang::En, n) => format!("Show more ({n} left)"),
    }
}

/// How much of the list is shown: `42 de 391`.
pub fn puzzles_shown(lang: Lang, shown: usize, total: usize) -> String {
    match lang {
        Lang::Pt => format!("Mostrando {shown} de {total}"),
        Lang::En => format!("Showing {shown} of {total}"),
    }
}

/// A motif's puzzles in the rule set: `12 problemas` / `12 puzzles`.
pub fn motif_count(lang: Lang, count: usize) -> String {
    match (lang, count) {
        (Lang::Pt, 1) => "1 problema".to_string(),
        (Lang::Pt, n) => format!("{n} problemas"),
        (Lang::En, 1) => "1 puzzle".to_string(),
        (Lang::En, n) => format!("{n} puzzles"),
    }
}

/// Solved of all: `3 de 150` / `3 of 150`.
pub fn out_of(lang: Lang, part: usize, whole: usize) -> String {
    match lang {
        Lang::Pt => format!("{part} de {whole}"),
        Lang::En => format!("{part} of {whole}"),
    }
}

/// How many missed puzzles come back on later days.
pub fn puzzles_coming_back(lang: Lang, count: usize) -> String {
    match (lang, count) {
        (Lang::Pt, 1) => "Mais um volta nos próximos dias.".to_string(),
        (Lang::Pt, n) => format!("Mais {n} voltam nos próximos dias."),
        (Lang::En, 1) => "One more comes back in the next few days.".to_string(),
        (Lang::En, n) => format!("{n} more come back in the next few days."),
    }
}

/// A day streak: `3 dias` / `3 days`.
pub fn puzzle_days(lang: Lang, days: u32) -> String {
    match (lang, days) {
        (Lang::Pt, 1) => "1 dia".to_string(),
        (Lang::Pt, n) => format!("{n} dias"),
        (Lang::En, 1) => "1 day".to_string(),
        (Lang::En, n) => format!("{n} days"),
    }
}

/// The rating after a rated attempt: `Pontuação: 1516 (+16)`.
pub fn puzzle_rating_change(lang: Lang, before: i32, after: i32, provisional: bool) -> String {
    let d = after - before;
    let sign = if d >= 0 { "+" } else { "" };
    let shown = rating_value(after, provisional);
    match (lang, provisional) {
        (Lang::Pt, false) => format!("Pontuação: {shown} ({sign}{d})"),
        (Lang::En, false) => format!("Rating: {shown} ({sign}{d})"),
        (Lang::Pt, true) => {
            format!("Pontuação provisória: {shown} ({sign}{d}); ela se firma depois de mais problemas.")
        }
        (Lang::En, true) => {
            format!("Provisional rating: {shown} ({sign}{d}); it settles after more puzzles.")
        }
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
    match lang {
        Lang::Pt => format!("provisória (±{d})"),
        Lang::En => format!("provisional (±{d})"),
    }
}

/// Solver moves found so far: `Lance 1 de 2` / `Move 1 of 2`.
pub fn puzzle_progress(lang: Lang, done: usize, total: usize) -> String {
    match lang {
        Lang::Pt => format!("Lance {} de {total}", (done + 1).min(total)),
        Lang::En => format!("Move {} of {total}", (done + 1).min(total)),
    }
}

/// How many moves a game has (the resume card): `1 lance`, `4 lances`.
pub fn moves_played(lang: Lang, moves: usize) -> String {
    match (lang, moves) {
        (Lang::Pt, 1) => "1 lance".into(),
        (Lang::Pt, n) => format!("{n} lances"),
        (Lang::En, 1) => "1 move".into(),
        (Lang::En, n) => format!("{n} moves"),
    }
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
            assert_ne!(color_name(Color::White, lang), color_name(Color::Black, lang));
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
    fn learn_counters_carry_their_numbers() {
        for lang in Lang::ALL {
            assert!(learn_stars(lang, 7, 9).contains('7') && learn_stars(lang, 7, 9).contains('9'));
            assert!(learn_level_of(lang, 2, 3).contains("2") && learn_level_of(lang, 2, 3).contains('3'));
            assert!(learn_moves(lang, 4, 3).contains('4') && learn_moves(lang, 4, 3).contains('3'));
            assert!(learn_hints_used(lang, 5).contains('5'));
        }
        assert_ne!(learn_moves(Lang::Pt, 1, 1), learn_moves(Lang::En, 1, 1));
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
}

//! Every user-facing string of the app, in Brazilian Portuguese and English.
//!
//! * [`Lang`]: the two languages; [`Lang::from_browser`] picks one from
//!   `navigator.languages` (any `pt*` → Portuguese, else English).
//! * [`Text`]: one variant per fixed string; [`Text::get`] gives it in a
//!   language. Components never hold literal strings: they call
//!   `ctx.t(Text::Something)` (see `crate::state::Ctx`).
//! * Functions for strings with data: [`variant_name`], [`level_name`],
//!   [`color_name`], and the engine's reasons in [`reasons`]
//!   ([`reasons::illegal`], [`reasons::outcome`]); the rule-set reference
//!   pages in [`rules`].
//!
//! # Adding a string
//! Add one line to the `texts!` table below, in the section of your page:
//! `VariantName => "português", "English";`. The compiler then makes sure
//! every `match` is complete, and the test `every_text_has_both_languages`
//! checks neither side is empty. For a string with data, write a function
//! `fn name(lang: Lang, ...) -> String` next to the others, matching on
//! `lang` so both languages sit side by side.
//!
//! Plain Rust (no web crate): compiled and tested natively.

pub mod choice;
pub mod motifs;
pub mod online;
pub mod pdn_errors;
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
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Pt, Lang::En];

    /// The BCP 47 tag, for `<html lang>`: `pt-BR` or `en`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Pt => "pt-BR",
            Lang::En => "en",
        }
    }

    /// The language's own name, for the language switch.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::Pt => "Português",
            Lang::En => "English",
        }
    }

    /// Short label for the compact switch: `PT` / `EN`.
    pub fn short(self) -> &'static str {
        match self {
            Lang::Pt => "PT",
            Lang::En => "EN",
        }
    }

    /// Reads a tag such as `pt`, `pt-BR`, `pt-PT`, `en-US`: `pt*` is
    /// Portuguese, `en*` English, anything else `None`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let lower = tag.trim().to_ascii_lowercase();
        let primary = lower.split(['-', '_']).next().unwrap_or("");
        match primary {
            "pt" => Some(Lang::Pt),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language for the browser's preferred languages (in order): the
    /// first Portuguese tag wins if it comes before any English one; no
    /// Portuguese at all → English.
    pub fn from_browser<S: AsRef<str>>(tags: &[S]) -> Lang {
        tags.iter().find_map(|t| Lang::from_tag(t.as_ref())).unwrap_or(Lang::En)
    }
}

macro_rules! texts {
    ($( $(#[$doc:meta])* $name:ident => $pt:expr, $en:expr; )*) => {
        /// One variant per fixed user-facing string. See the module docs to
        /// add one.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Text { $( $(#[$doc])* $name, )* }

        impl Text {
            /// Every text, for the completeness test.
            pub const ALL: &'static [Text] = &[ $( Text::$name, )* ];

            /// This text in `lang`.
            pub fn get(self, lang: Lang) -> &'static str {
                match (self, lang) {
                    $( (Text::$name, Lang::Pt) => $pt, (Text::$name, Lang::En) => $en, )*
                }
            }
        }
    };
}

texts! {
    // ---- Shell: header, navigation, footer, notices ----
    AppName => "Damas", "Damas";
    Tagline => "Aprenda e jogue damas, em oito regras", "Learn and play draughts, in eight rule sets";
    NavHome => "Início", "Home";
    NavLearn => "Aprender", "Learn";
    NavPuzzles => "Problemas", "Puzzles";
    NavPlay => "Jogar", "Play";
    NavRules => "Regras", "Rules";
    NavSettings => "Ajustes", "Settings";
    NavMenu => "Menu", "Menu";
    RuleSetLabel => "Regra", "Rule set";
    LanguageLabel => "Idioma", "Language";
    SwitchLanguage => "Mudar para English", "Mudar para Português";
    FooterText => "Damas funciona sem internet e sem cadastro. Seu progresso fica só neste navegador.",
        "Damas works offline, with no account. Your progress stays in this browser only.";
    NoticeStorageBlocked => "Este navegador não deixa guardar dados: o app funciona, mas seu progresso não será mantido ao fechar.",
        "This browser won't let the app store data: everything works, but your progress won't be kept after closing.";
    NoticeStorageFull => "O espaço de armazenamento acabou: seu progresso não será mantido ao fechar.",
        "Storage is full: your progress won't be kept after closing.";
    NoticeCorrupt => "Alguns dados salvos estavam ilegíveis: começamos do zero (uma cópia do antigo foi guardada).",
        "Some saved data was unreadable: we started fresh (a copy of the old data was kept).";
    NoticeDismiss => "Fechar aviso", "Dismiss";
    NotFound => "Página não encontrada.", "Page not found.";
    BackHome => "Voltar ao início", "Back to the start page";

    // ---- Home ----
    HomeIntro => "Do primeiro lance da pedra até partidas completas contra o computador, em oito regras de damas.",
        "From a man's first step to full games against the computer, in eight rule sets of draughts.";
    HomeLearnBody => "Lições curtas e interativas sobre cada regra e cada diferença entre as regras.",
        "Short interactive lessons on every rule and every difference between rule sets.";
    HomePuzzlesBody => "Problemas de captura conferidos pelo próprio motor do jogo, um novo por dia.",
        "Capture puzzles checked by the app's own engine, a new one every day.";
    HomePlayBody => "Jogue contra quatro adversários do computador ou com alguém no mesmo aparelho.",
        "Play four computer opponents, or a friend on the same device.";
    HomeRulesBody => "O resumo de cada regra: tabuleiro, capturas, dama, empates e notação.",
        "Each rule set in brief: board, captures, king, draws and notation.";
    HomeCurrentRuleSet => "Você está jogando:", "You are playing:";

    // ---- Learn and puzzles (titles) ----
    LearnTitle => "Aprender", "Learn";
    PuzzlesTitle => "Problemas", "Puzzles";

    // ---- Learn page (lessons) ----
    LearnIntro => "Uma ideia de cada vez, no tabuleiro. Cada nível é uma pequena tarefa; ganhe até três estrelas jogando na meta de lances e sem dicas.",
        "One idea at a time, on the board. Each level is a small task; earn up to three stars by meeting the move target without hints.";
    LearnStartCourse => "Começar o curso", "Start the course";
    LearnContinue => "Continuar de onde parei", "Continue where you left off";
    LearnCoreTitle => "Curso básico", "Core course";
    LearnBetterTitle => "Jogar melhor", "Play better";
    LearnBetterIntro => "Regras aprendidas, agora como ganhar: atacar e defender, trocar peças, o golpe, correr para a dama, bloquear. Abre quando você terminar o curso básico, mas já pode dar uma olhada.",
        "You know the rules; now how to win: attacking and defending, trading pieces, the shot, running to crown, blocking. It opens once you finish the core course, but you may have a look already.";
    LearnRuleSetsTitle => "Outras regras: o que muda", "Other rule sets: what changes";
    LearnRuleSetsLocked => "Estas etapas se abrem quando você terminar o curso básico, mas já pode dar uma olhada.",
        "These stages open once you finish the core course, but you may have a look already.";
    LearnStageDone => "Concluída", "Done";
    LearnStageNext => "Próxima", "Next";
    LearnStageLocked => "Bloqueada", "Locked";
    LearnStageStart => "Começar", "Start";
    LearnStageReplay => "Jogar de novo", "Play again";
    LearnLevels => "Níveis", "Levels";
    LearnResetStage => "Zerar esta etapa", "Reset this stage";
    LearnResetStageQuestion => "Apagar as estrelas desta etapa? Não dá para desfazer.",
        "Erase this stage's stars? This cannot be undone.";
    LearnResetYes => "Sim, zerar", "Yes, reset";
    LearnAllStages => "Todas as etapas", "All stages";
    LearnUnknown => "Não encontramos essa lição.", "We couldn't find that lesson.";
    LearnCoreDoneTitle => "Curso básico concluído!", "Core course complete!";
    LearnCoreDoneBody => "Você já sabe as regras. Partidas completas contra o computador e os problemas de captura estão liberados: experimente!",
        "You know the rules now. Full games against the computer and the capture puzzles are unlocked: give them a try!";
    LearnPlayGame => "Jogar uma partida", "Play a full game";
    LearnSolvePuzzles => "Resolver problemas", "Solve puzzles";
    LearnTask => "Sua tarefa", "Your task";
    LearnQuestionHelp => "Responda tocando nas casas do tabuleiro.", "Answer by tapping squares on the board.";
    LearnYourMove => "Sua vez", "Your move";
    LearnOpponentMoves => "O adversário responde…", "The opponent replies…";
    LearnHint => "Dica", "Hint";
    LearnHintCost => "custa uma estrela", "costs a star";
    LearnHintPiece => "Dica: mova a peça destacada.", "Hint: move the highlighted piece.";
    LearnHintMove => "Dica: siga a seta.", "Hint: follow the arrow.";
    LearnHintSquare => "Dica: uma das casas da resposta está destacada.", "Hint: one square of the answer is highlighted.";
    LearnShowMove => "Mostrar o lance", "Show the move";
    LearnUndo => "Desfazer", "Undo";
    LearnRestart => "Recomeçar", "Restart";
    LearnTryAgain => "Tentar de novo", "Try again";
    LearnSolved => "Muito bem!", "Well done!";
    LearnNextLevel => "Próximo nível", "Next level";
    LearnNextStage => "Próxima etapa", "Next stage";
    LearnCourseEnd => "Você chegou ao fim das lições!", "You have reached the end of the lessons!";
    LearnFailLostPiece => "Você perdeu uma peça. Volte o lance e procure um lance seguro.",
        "You lost a piece. Undo and look for a safe move.";
    LearnFailOpponentCrowned => "O adversário fez dama. Volte o lance e guarde a sua última fileira.",
        "Your opponent crowned a man. Undo and keep your back row guarded.";
    LearnFailTooManyMoves => "Lances demais para este nível. Tente de novo, mais direto.",
        "Too many moves for this level. Try again, more directly.";
    LearnFailGameOver => "A partida acabou antes de cumprir a tarefa.", "The game ended before the task was done.";
    LearnFailWrongAnswer => "Não é isso. Olhe de novo e tente outra vez.", "Not quite. Look again and have another try.";
    LearnFailDrawn => "Empate: 20 lances seguidos só de damas, sem captura, ou a mesma posição três vezes. A vitória escapou.",
        "A draw: 20 king moves in a row without a capture, or the same position three times. The win slipped away.";
    LearnPractice => "Treino: você joga até o fim contra o Empresário.", "Practice: you play it out against Empresário.";
    LearnPracticeChecking => "Procurando onde o resultado escapou…", "Looking for where the result slipped…";
    LearnPracticeNoSlip => "Todos os seus lances mantiveram o resultado; faltou tempo. Vá pelo caminho mais curto.",
        "Every move you made kept the result; you ran out of time. Take the shortest way.";
    LearnMistakesTitle => "Cuidado com estes erros", "Watch out for these mistakes";
    LearnRuleSet => "Regra deste nível:", "This level's rule set:";
    LearnStarsLabel => "Estrelas", "Stars";
    LearnHintSearching => "Procurando uma dica…", "Looking for a hint…";
    LearnHintUnavailable => "Não achamos uma dica agora. Tente desfazer o lance.", "No hint found just now. Try taking your move back.";
    LearnAboutStage => "Sobre esta etapa", "About this stage";
    HomeUnlocked => "Liberado", "Unlocked";
    HomeCoreDone => "Você concluiu o curso básico: que tal uma partida completa ou um problema?",
        "You finished the core course: how about a full game or a puzzle?";

    // ---- Puzzles page ----
    PuzzlesLead => "Problemas de captura conferidos pelo motor do app: um só lance certo em cada um.",
        "Capture puzzles proven by the app's engine: exactly one right move in each.";
    PuzzlesRuleSet => "Regra dos problemas", "Puzzle rule set";
    PuzzlesDaily => "Problema do dia", "Puzzle of the day";
    PuzzlesDailyNote => "O mesmo para todos; muda à meia-noite UTC (21h em Brasília).",
        "The same for everyone; changes at midnight UTC.";
    PuzzlesSolve => "Resolver", "Solve";
    PuzzlesSolvedToday => "Resolvido hoje", "Solved today";
    PuzzlesNotSolvedYet => "Ainda não resolvido", "Not solved yet";
    PuzzlesStreak => "Sequência de dias", "Day streak";
    PuzzlesBestStreak => "Melhor sequência", "Best streak";
    PuzzlesRating => "Sua pontuação", "Your rating";
    PuzzlesSolvedLabel => "Resolvidos de primeira", "Solved cleanly";
    PuzzlesTheme => "Tema", "Theme";
    PuzzlesAllThemes => "Todos os temas", "All themes";
    PuzzlesAllBands => "Qualquer", "Any";
    BandEasy => "Fácil ★–★★", "Easy ★–★★";
    BandMedium => "Média ★★★", "Medium ★★★";
    BandHard => "Difícil ★★★★–★★★★★", "Hard ★★★★–★★★★★";
    PuzzlesFilterEmpty => "Nenhum problema deste motivo nesta dificuldade. Escolha outra.", "No puzzle of this motif at this difficulty. Pick another.";
    PuzzlesMotifs => "Motivos", "Motifs";
    PuzzlesMotifsLead => "Cada motivo é uma ideia que volta em muitas partidas. Aprenda a reconhecê-la e depois treine só ela.",
        "Each motif is an idea that comes back game after game. Learn to recognise it, then train it on its own.";
    MotifColumn => "Motivo", "Motif";
    MotifSolvedColumn => "Resolvidos", "Solved";
    MotifFirstTryColumn => "De primeira", "First try";
    MotifTrendColumn => "Pontuação no motivo", "Rating on the motif";
    MotifTrendLabel => "Pontuação neste motivo após cada primeira tentativa", "Rating on this motif after each first try";
    MotifWhat => "O que é", "What it is";
    MotifSpot => "Como reconhecer", "How to spot it";
    MotifExample => "Um exemplo", "An example";
    MotifShowLine => "Ver a solução", "Show the solution";
    MotifSolveExample => "Resolver este", "Solve this one";
    MotifTrain => "Treinar este motivo", "Train this motif";
    MotifNone => "Ainda não há problemas deste motivo nesta regra.", "There is no puzzle of this motif in this rule set yet.";
    MotifProgress => "Seu progresso", "Your progress";
    MotifNotFound => "Motivo desconhecido.", "Unknown motif.";
    MotifAll => "Todos os motivos", "All motifs";
    PuzzlesList => "Todos os problemas", "All puzzles";
    PuzzlesNextUnsolved => "Próximo não resolvido", "Next unsolved";
    PuzzlesArchive => "Dias anteriores", "Past days";
    PuzzlesHistory => "Histórico", "History";
    PuzzlesNoHistory => "Você ainda não tentou nenhum problema desta regra.", "You have not tried any puzzle of this rule set yet.";
    DrillsNoHistory => "Você ainda não fez nenhum treino de regras desta modalidade.", "You have not tried any rule drill of this rule set yet.";
    PuzzlesDueToday => "Para refazer hoje", "Due again today";
    PuzzlesResultClean => "resolvido", "solved";
    PuzzlesResultHelped => "com ajuda", "with help";
    PuzzlesResultFailed => "errado", "missed";
    PuzzlesNone => "Não há problemas para esta regra.", "There are no puzzles for this rule set.";
    PuzzleNotFound => "Problema não encontrado.", "Puzzle not found.";
    PuzzlesLoading => "Carregando os problemas…", "Loading the puzzles…";
    PuzzlesOffline => "Os problemas desta regra ainda não foram baixados e não há conexão. Abra esta página uma vez com internet: depois ela funciona sem conexão.", "This rule set's puzzles have not been downloaded yet and there is no connection. Open this page once online: after that it works offline.";
    PuzzlesLoadFailed => "Não foi possível carregar os problemas desta regra.", "Could not load this rule set's puzzles.";
    PuzzlesRetryLoad => "Tentar de novo", "Try again";
    PuzzleBack => "Voltar aos problemas", "Back to the puzzles";
    PuzzleFindLight => "Sua vez: ache o melhor lance das claras.", "Your turn: find the best move for light.";
    PuzzleFindDark => "Sua vez: ache o melhor lance das escuras.", "Your turn: find the best move for dark.";
    PuzzleCorrect => "Certo! O adversário respondeu; continue.", "Right! The opponent replied; keep going.";
    PuzzleSolvedClean => "Resolvido de primeira!", "Solved, first try!";
    PuzzleSolvedRetry => "Resolvido, desta vez sem erro. Só a primeira tentativa conta para a pontuação.", "Solved, with no mistake this time. Only the first try counts for your rating.";
    PuzzleSolvedHelped => "Resolvido (com ajuda).", "Solved (with help).";
    PuzzleFailed => "Solução mostrada.", "Solution shown.";
    PuzzleTryAgain => "Tentar de novo", "Try again";
    PuzzleHint => "Dica", "Hint";
    PuzzleHintPiece => "Dica: a peça marcada é a que joga.", "Hint: the marked piece is the one to move.";
    PuzzleHintDestination => "Dica: ela vai para a outra casa marcada.", "Hint: it goes to the other marked square.";
    PuzzleHintPath => "Dica: siga as setas.", "Hint: follow the arrows.";
    PuzzleShowSolution => "Ver solução", "Show solution";
    PuzzleSolution => "Solução", "Solution";
    PuzzleNext => "Próximo problema", "Next puzzle";
    PuzzleExplained => "A solução, lance a lance", "The solution, move by move";
    PuzzleExplainedHelp => "Toque num lance para vê-lo no tabuleiro.", "Tap a move to see it on the board.";
    PuzzleExplainedEnd => "Voltar ao fim", "Back to the end";
    PuzzleExplainedPrev => "Lance anterior", "Previous move";
    PuzzleExplainedNext => "Próximo lance", "Next move";
    PuzzleDifficulty => "Dificuldade", "Difficulty";
    PuzzleHintCost => "Dicas e erros tiram o \"de primeira\".", "Hints and mistakes cost the clean solve.";
    PuzzlesTabTactics => "Táticas", "Tactics";
    PuzzlesTabDrills => "Treino de regras", "Rule drills";
    DrillsLead => "Cada posição tem um só lance legal. O tabuleiro não ajuda: nada marca a peça que joga nem onde ela pode ir. Um lance que quebra uma regra conta como erro, e a regra é explicada.",
        "Each position has exactly one legal move. The board does not help: nothing marks the piece to move or where it may go. A move that breaks a rule counts as a miss, and the rule is explained.";
    DrillsSolvedLabel => "Acertados de primeira", "Right first time";
    DrillsDueToday => "Treinos para refazer hoje", "Drills due again today";
    DrillsList => "Todos os treinos", "All drills";
    DrillFindLight => "Jogam as claras: qual é o único lance legal delas?", "Light to move: what is light's only legal move?";
    DrillFindDark => "Jogam as escuras: qual é o único lance legal delas?", "Dark to move: what is dark's only legal move?";
    DrillMiss => "Erro: esse lance quebra uma regra. Tente de novo.", "Miss: that move breaks a rule. Try again.";
    PuzzlesMigratedRating => "Os problemas agora são táticas de verdade: sua pontuação recomeçou (histórico e sequência foram mantidos).",
        "Puzzles are now real tactics: your rating starts over (your history and streak were kept).";
    PuzzlesMigratedReset => "Não foi possível ler seu progresso antigo nos problemas; ele recomeçou do zero.",
        "Your old puzzle progress could not be read; it starts over.";
    LearnRuleDrills => "Treinar as regras", "Practise the rules";

    // ---- Rules pages ----
    RulesTitle => "Regras", "Rules";
    RulesIntro => "Oito modalidades, muitas regras em comum. Escolha uma para ver o resumo.",
        "Eight rule sets with much in common. Pick one to read it in brief.";
    RulesCommonTitle => "O que vale em todas", "What every rule set shares";
    RulesCommonBody => "As peças ficam só nas casas escuras. A pedra anda uma casa na diagonal, para a frente. Capturar é obrigatório, e uma captura continua enquanto a mesma peça puder capturar de novo. Perde quem não tiver lance na sua vez.",
        "Pieces stand on dark squares only. A man steps one square diagonally forwards. Capturing is compulsory, and a capture goes on as long as the same piece can capture again. A player with no move on their turn loses.";
    RulesBoard => "Tabuleiro", "Board";
    RulesPieces => "Peças", "Pieces";
    RulesFirst => "Quem começa", "Who starts";
    RulesMoves => "Movimento da pedra", "How men move";
    RulesCaptures => "Capturas", "Captures";
    RulesKing => "Dama", "King";
    RulesChoice => "Qual captura fazer", "Which capture to make";
    RulesPromotion => "Promoção durante a captura", "Crowning during a capture";
    RulesEnd => "Fim da partida", "End of the game";
    RulesDraws => "Empates", "Draws";
    RulesNotation => "Notação", "Notation";
    RulesAbout => "Sobre esta modalidade", "About this rule set";
    RulesUnknown => "Não conhecemos essa modalidade.", "We don't know that rule set.";
    RulesAll => "Todas as modalidades", "All rule sets";
    RulesUseThis => "Jogar com esta regra", "Use this rule set";
    RulesInUse => "Esta é a regra escolhida", "This is your rule set";
    RulesLessons => "Aprenda no tabuleiro:", "Learn it on the board:";
    RulesPlayGame => "Jogar uma partida nesta modalidade", "Play a game in this rule set";
    RulesDiagramLabel => "Diagrama", "Diagram";

    // ---- Settings ----
    SettingsTitle => "Ajustes", "Settings";
    SettingsLanguage => "Idioma", "Language";
    SettingsLanguageAuto => "Igual ao navegador", "Same as the browser";
    SettingsRuleSet => "Modalidade", "Rule set";
    SettingsBoard => "Tabuleiro", "Board";
    SettingsTheme => "Cores do tabuleiro", "Board colours";
    ThemeWood => "Madeira", "Wood";
    ThemeGreen => "Verde", "Green";
    ThemeBlue => "Azul", "Blue";
    ThemeContrast => "Alto contraste", "High contrast";
    SettingsPieces => "Peças", "Pieces";
    PiecesClassic => "Clássicas", "Classic";
    PiecesStacked => "Damas empilhadas, coroa dourada", "Stacked kings, golden crown";
    PiecesPlayful => "Latões e pneus", "Cans and tyres";
    SettingsCoords => "Coordenadas", "Coordinates";
    CoordsNone => "Nenhuma", "None";
    CoordsNumeric => "Números (1–32)", "Numbers (1–32)";
    CoordsAlgebraic => "Letras e números (a1–h8)", "Letters and numbers (a1–h8)";
    SettingsFlip => "Virar o tabuleiro (ver do lado das escuras)", "Flip the board (see it from the dark side)";
    SettingsSound => "Sons", "Sounds";
    SettingsLevel => "Adversário padrão", "Default opponent";
    SettingsSavedHere => "Os ajustes são salvos neste navegador.", "Settings are saved in this browser.";
    ProgressTitle => "Seu progresso", "Your progress";
    ProgressHelp => "Leve seu progresso para outro navegador: exporte um arquivo aqui e importe-o lá.",
        "Take your progress to another browser: export a file here and import it there.";
    ExportButton => "Exportar progresso", "Export progress";
    ImportButton => "Importar progresso", "Import progress";
    ImportReplaces => "Importar troca o progresso atual pelo do arquivo.",
        "Importing replaces your current progress with the file's.";
    ImportDone => "Progresso importado.", "Progress imported.";
    ResetButton => "Apagar todo o progresso", "Reset all progress";
    ResetQuestion => "Apagar lições, problemas, placar e partida em andamento? Os ajustes continuam. Não dá para desfazer.",
        "Erase lessons, puzzles, scores and the unfinished game? Settings stay. This cannot be undone.";
    ResetConfirm => "Sim, apagar", "Yes, erase";
    Cancel => "Cancelar", "Cancel";
    ResetDone => "Progresso apagado.", "Progress erased.";
    On => "Ligado", "On";
    Off => "Desligado", "Off";

    // ---- Pieces and sides (used by the rules pages and the board) ----
    Man => "pedra", "man";
    King => "dama", "king";

    // ---- Board and game (play page): add yours below ----
    PlayTitle => "Jogar", "Play";
    NewGame => "Nova partida", "New game";
    PlayOpponent => "Adversário", "Opponent";
    PlayFriend => "Um amigo neste aparelho", "A friend on this device";
    PlayYourPieces => "Suas peças", "Your pieces";
    PlayLight => "Claras", "Light";
    PlayDark => "Escuras", "Dark";
    PlayBallot => "Abertura sorteada (três lances)", "Ballot opening (three-move)";
    PlayBallotNone => "Sem sorteio", "No ballot";
    PlayBallotRandom => "Sortear", "Draw one at random";
    PlayStart => "Começar", "Start";
    PlayUnfinished => "Você tem uma partida em andamento.", "You have an unfinished game.";
    PlayResume => "Continuar a partida", "Resume the game";
    PlayThinking => "Pensando…", "Thinking…";
    PlayYourMove => "Sua vez", "Your move";
    PlayLightToMove => "Vez das claras", "Light to move";
    PlayDarkToMove => "Vez das escuras", "Dark to move";
    PlayTakeBack => "Voltar lance", "Take back";
    PlayOfferDraw => "Propor empate", "Offer a draw";
    PlayResign => "Desistir", "Resign";
    PlayResignQuestion => "Desistir desta partida?", "Resign this game?";
    PlayFlip => "Virar o tabuleiro", "Flip the board";
    PlayPause => "Pausa", "Pause";
    PlayPaused => "Partida em pausa", "Game paused";
    PlayContinue => "Continuar", "Continue";
    PlayRematch => "Revanche", "Rematch";
    PlayDrawDeclined => "O computador recusou o empate: ele acha que está melhor.", "The computer declines the draw: it thinks it is better.";
    PlayDrawQuestion => "Empate proposto. O outro jogador aceita?", "Draw offered. Does the other player accept?";
    PlayAccept => "Aceitar", "Accept";
    PlayDecline => "Recusar", "Decline";
    PlayYes => "Sim", "Yes";
    PlayNo => "Não", "No";
    PlayMoves => "Lances", "Moves";
    PlayNoMoves => "Nenhum lance ainda.", "No moves yet.";
    PlayCopyPdn => "Copiar PDN", "Copy PDN";
    PlayDownloadPdn => "Baixar PDN", "Download PDN";
    PlayCopied => "PDN copiado.", "PDN copied.";
    PlayCopyFailed => "Não deu para copiar: selecione o texto abaixo.", "Could not copy: select the text below.";
    PlayOpenTitle => "Abrir um jogo ou posição", "Open a game or position";
    PlayOpenHelp => "Cole um jogo em PDN ou uma posição FEN (por exemplo W:W21,22:B9,K10) para jogar a partir dali.", "Paste a PDN game or a FEN position (such as W:W21,22:B9,K10) to play on from there.";
    PlayOpen => "Abrir", "Open";
    PlayScores => "Placar", "Score";
    PlayWins => "Vitórias", "Wins";
    PlayDraws => "Empates", "Draws";
    PlayLosses => "Derrotas", "Losses";
    PlayLevel => "Nível", "Level";
    PlayYouWon => "Você venceu!", "You won!";
    PlayYouLost => "Você perdeu.", "You lost.";
    PlayDraw => "Empate.", "Draw.";
    PlayGameOver => "Fim de partida", "Game over";
    PlayAiError => "O computador não conseguiu jogar. Tente voltar o lance.", "The computer could not move. Try taking back.";
    BoardLabel => "Tabuleiro", "Board";
    BoardEmpty => "vazia", "empty";
    BoardKeysHelp => "Setas movem o foco, Enter ou espaço escolhe a casa, Esc cancela.", "Arrow keys move the focus, Enter or Space picks the square, Esc cancels.";
    BoardLightMan => "pedra clara", "light man";
    BoardLightKing => "dama clara", "light king";
    BoardDarkMan => "pedra escura", "dark man";
    BoardDarkKing => "dama escura", "dark king";
    BoardSelected => "selecionada", "selected";
    BoardTarget => "destino possível", "possible destination";
    BoardCaptured => "será capturada", "to be captured";

    // ---- Play page: new-game form, PDN file, players ----
    PlayMovesFirst => "começam", "move first";
    PlayOpenFile => "Abrir um arquivo PDN", "Open a PDN file";
    PlayFileUnreadable => "Não deu para ler esse arquivo como texto.", "That file could not be read as text.";
    PlayFileTooBig => "Esse arquivo é grande demais para um jogo (mais de 1 MB).", "That file is too large for one game (over 1 MB).";
    PdnPlayerOne => "Jogador 1", "Player 1";
    PdnPlayerTwo => "Jogador 2", "Player 2";
    PdnYou => "Você", "You";

    // ---- Play page: following a game played in another tab ----
    PlayOtherTabMoves => "Lances jogados em outra aba foram trazidos para cá.", "Moves played in another tab are shown here.";
    PlayOtherTabReplaced => "Outra aba salvou uma partida mais recente, que agora está aqui; a desta aba foi posta de lado.", "Another tab saved a newer game, now shown here; this tab's game was set aside.";
    PlayOtherTabBringBack => "Voltar à partida desta aba", "Back to this tab's game";
    PlayOtherTabEnded => "Esta partida terminou em outra aba.", "This game ended in another tab.";
    PlayThinkingElsewhere => "O computador está pensando em outra aba…", "The computer is thinking in another tab…";
    PlayThinkHere => "Pensar aqui", "Think here";

    // ---- Play page: draw offers confirmed, the ballot opening's name ----
    PlayOfferDrawQuestion => "Propor empate ao computador?", "Offer the computer a draw?";
    PlayOpening => "Abertura", "Opening";

    // ---- Game review ----
    ReviewButton => "Analisar a partida", "Review the game";
    ReviewTitle => "Análise da partida", "Game review";
    ReviewNoGame => "Nenhuma partida para analisar. Jogue uma partida e toque em “Analisar a partida”.", "No game to review. Play a game, then tap “Review the game”.";
    ReviewPlay => "Jogar uma partida", "Play a game";
    ReviewDone => "Análise concluída.", "Analysis complete.";
    ReviewGraph => "Avaliação ao longo da partida", "Evaluation over the game";
    ReviewGraphHelp => "Acima do meio, as claras estão melhor; abaixo, as escuras. Toque num ponto para ver a posição.", "Above the middle the light side is better, below it the dark side. Tap a point to see that position.";
    ReviewSummary => "Resumo", "Summary";
    ReviewInaccuracies => "Imprecisões", "Inaccuracies";
    ReviewMistakes => "Erros", "Mistakes";
    ReviewBlunders => "Erros graves", "Blunders";
    ReviewAverageLoss => "Perda média (pedras)", "Average loss (men)";
    ReviewClassGood => "bom", "good";
    ReviewClassInaccuracy => "imprecisão", "inaccuracy";
    ReviewClassMistake => "erro", "mistake";
    ReviewClassBlunder => "erro grave", "blunder";
    ReviewBetterLine => "Jogar o melhor lance", "Play the better line";
    ReviewRefutation => "Jogar a resposta", "Play what follows";
    ReviewBackToGame => "Voltar à partida", "Back to the game";
    ReviewPrevious => "Lance anterior", "Previous move";
    ReviewNextMove => "Próximo lance", "Next move";
    ReviewFirst => "Início", "Start";
    ReviewLast => "Fim", "End";
    ReviewNextMistake => "Próximo erro", "Next mistake";
    ReviewFindBetter => "Achar o melhor lance", "Find the better move";
    ReviewNoMistakes => "Nenhum erro nesta partida: muito bem!", "No mistakes in this game: well done!";
    ReviewNotJudged => "Este lance ainda está sendo analisado…", "This move is still being analysed…";
    ReviewEndPosition => "Posição final.", "Final position.";
    ReviewGood => "Um bom lance.", "A good move.";
    RetryPrompt => "Aqui você errou. Ache um lance melhor.", "You went wrong here. Find a better move.";
    RetryJudging => "Conferindo o lance…", "Checking the move…";
    RetrySolved => "Isso! Tão bom quanto o lance do computador.", "Yes! As good as the computer's move.";
    RetryWrong => "Esse lance também perde. Tente outro.", "That move loses too. Try another.";
    RetryAgain => "Tentar de novo", "Try again";
    RetryShow => "Mostrar o lance", "Show the move";
    RetryNext => "Próximo", "Next";
    RetryBack => "Voltar à análise", "Back to the review";
    RetryError => "Não deu para conferir o lance. Tente de novo.", "The move could not be checked. Try again.";
    RetryFromGame => "Erro de uma partida sua", "A mistake from one of your games";
    RetryGone => "Esse erro não está mais guardado.", "That mistake is no longer kept.";
    ReviewFromComputer => "contra o computador", "against the computer";
    ReviewFromFriend => "entre amigos", "between friends";
    ReviewFromOnline => "partida pela internet", "online game";
    ReviewFromPdn => "jogo aberto", "opened game";
    ReviewStopped => "A análise parou antes do fim.", "The analysis stopped before the end.";
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
    match (lang, n) {
        (Lang::Pt, 1) => "uma peça".into(),
        (Lang::Pt, n) => format!("{n} peças"),
        (Lang::En, 1) => "one piece".into(),
        (Lang::En, n) => format!("{n} pieces"),
    }
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
    match lang {
        Lang::Pt => format!("Nível {index} de {count}"),
        Lang::En => format!("Level {index} of {count}"),
    }
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

# The fixed texts of the shell and the home page, served first: one
# message a `Text` constant, named as the constant (build.rs makes them
# from the English files; the other pages' fixed texts are in views.ftl).


## Shell: header, navigation, footer, notices

AppName = Damas
Tagline = Learn and play draughts, in nine rule sets
NavHome = Home
NavLearn = Learn
NavPuzzles = Puzzles
NavPlay = Play
NavRules = Rules
NavAnalysis = Analysis
NavSettings = Settings
NavMenu = Menu
RuleSetLabel = Rule set
# The header's word before the rule-set menu (which shows the rule set's short name, "English"): it says the menu is the rule set, not the language; not the same word as NavRules beside it.
HeaderRuleSet = Rule set
LanguageLabel = Language
FooterText = Damas works offline, with no account. Your progress stays in this browser only.
# The web app manifest's description (public/manifest*.webmanifest holds the same words).
ManifestDescription = Learn and play draughts in your browser, in nine rule sets, offline and with no account.
NoticeStorageBlocked = This browser won't let the app store data: everything works, but your progress won't be kept after closing.
NoticeStorageFull = Storage is full: your progress won't be kept after closing.
NoticeCorrupt = Some saved data was unreadable: we started fresh (a copy of the old data was kept).
NoticeDismiss = Dismiss
NotFound = Page not found.
BackHome = Back to the start page

## Home

HomeIntro = From a man's first step to full games against the computer, in nine rule sets of draughts.
HomeLearnBody = Short interactive lessons on every rule and every difference between rule sets.
HomePuzzlesBody = Capture puzzles checked by the app's own engine, a new one every day.
HomePlayBody = Play four computer opponents, or a friend on the same device.
HomeRulesBody = Each rule set in brief: board, captures, king, draws and notation.
HomeAnalysisBody = Set up any position, explore its moves and variations, and ask the engine.
HomeCurrentRuleSet = You are playing:

## Learn and puzzles (titles)

LearnTitle = Learn
PuzzlesTitle = Puzzles

## Home: the course's and the puzzles' badges; the language menu

LearnCoreTitle = Core course
LearnBetterTitle = Play better
HomeUnlocked = Unlocked
HomeCoreDone = You finished the core course: how about a full game or a puzzle?
PuzzlesStreak = Day streak
SettingsLanguageAuto = Same as the browser

# The fixed texts of the interface: one message a `Text` variant,
# named as the variant (build.rs makes the enum from the English file).


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

## Learn page (lessons)

LearnIntro = One idea at a time, on the board. Each level is a small task; earn up to three stars by meeting the move target without hints.
LearnStartCourse = Start the course
LearnContinue = Continue where you left off
LearnCoreTitle = Core course
LearnBetterTitle = Play better
LearnBetterIntro = You know the rules; now how to win: attacking and defending, trading pieces, the shot, running to crown, blocking. It opens once you finish the core course, but you may have a look already.
LearnBetterIntroTurkish = You know the rules; now how to win: trading pieces, the shot along rows and columns, the majority law as a weapon, the breakthrough to the last row, endings. It opens once you finish the core course, but you may have a look already.
LearnRuleSetsTitle = Other rule sets: what changes
LearnRuleSetsLocked = These stages open once you finish the core course, but you may have a look already.
LearnStageDone = Done
LearnStageNext = Next
LearnStageLocked = Locked
LearnStageStart = Start
LearnStageReplay = Play again
LearnLevels = Levels
LearnResetStage = Reset this stage
LearnResetStageQuestion = Erase this stage's stars? This cannot be undone.
LearnResetYes = Yes, reset
LearnAllStages = All stages
LearnUnknown = We couldn't find that lesson.
LearnCoreDoneTitle = Core course complete!
LearnCoreDoneBody = You know the rules now. Full games against the computer and the capture puzzles are unlocked: give them a try!
LearnPlayGame = Play a full game
LearnSolvePuzzles = Solve puzzles
LearnTask = Your task
LearnQuestionHelp = Answer by tapping squares on the board.
LearnYourMove = Your move
LearnOpponentMoves = The opponent replies…
LearnHint = Hint
LearnHintCost = costs a star
LearnHintPiece = Hint: move the highlighted piece.
LearnHintMove = Hint: follow the arrow.
LearnHintSquare = Hint: one square of the answer is highlighted.
LearnShowMove = Show the move
LearnUndo = Undo
LearnRestart = Restart
LearnTryAgain = Try again
LearnSolved = Well done!
LearnNextLevel = Next level
LearnNextStage = Next stage
LearnFailLostPiece = You lost a piece. Undo and look for a safe move.
LearnFailOpponentCrowned = Your opponent crowned a man. Undo and keep your back row guarded.
LearnFailTooManyMoves = Too many moves for this level. Try again, more directly.
LearnFailGameOver = The game ended before the task was done.
LearnFailWrongAnswer = Not quite. Look again and have another try.
LearnFailDrawn = A draw: 20 king moves in a row without a capture, or the same position three times. The win slipped away.
LearnPractice = Practice: you play it out against Empresário.
LearnPracticeChecking = Looking for where the result slipped…
LearnPracticeNoSlip = Every move you made kept the result; you ran out of time. Take the shortest way.
LearnMistakesTitle = Watch out for these mistakes
LearnRuleSet = This level's rule set:
LearnHintSearching = Looking for a hint…
LearnHintUnavailable = No hint found just now. Try taking your move back.
LearnAboutStage = About this stage
HomeUnlocked = Unlocked
HomeCoreDone = You finished the core course: how about a full game or a puzzle?

## Puzzles page

PuzzlesLead = Capture puzzles proven by the app's engine: exactly one right move in each.
PuzzlesRuleSet = Puzzle rule set
PuzzlesDaily = Puzzle of the day
PuzzlesDailyNote = The same for everyone; changes at midnight UTC.
PuzzlesSolve = Solve
PuzzlesSolvedToday = Solved today
PuzzlesNotSolvedYet = Not solved yet
PuzzlesStreak = Day streak
PuzzlesBestStreak = Best streak
PuzzlesRating = Your rating
PuzzlesSolvedLabel = Solved cleanly
PuzzlesTheme = Theme
PuzzlesAllThemes = All themes
PuzzlesAllBands = Any
BandEasy = Easy ★–★★
BandMedium = Medium ★★★
BandHard = Hard ★★★★–★★★★★
PuzzlesFilterEmpty = No puzzle of this motif at this difficulty. Pick another.
PuzzlesMotifs = Motifs
PuzzlesMotifsLead = Each motif is an idea that comes back game after game. Learn to recognise it, then train it on its own.
MotifColumn = Motif
MotifSolvedColumn = Solved
MotifFirstTryColumn = First try
MotifTrendColumn = Rating on the motif
MotifTrendLabel = Rating on this motif after each first try
MotifWhat = What it is
MotifSpot = How to spot it
MotifExample = An example
MotifShowLine = Show the solution
MotifSolveExample = Solve this one
MotifTrain = Train this motif
MotifNone = There is no puzzle of this motif in this rule set yet.
MotifProgress = Your progress
MotifNotFound = Unknown motif.
MotifAll = All motifs
PuzzlesList = All puzzles
PuzzlesNextUnsolved = Next unsolved
PuzzlesArchive = Past days
PuzzlesHistory = History
PuzzlesNoHistory = You have not tried any puzzle of this rule set yet.
DrillsNoHistory = You have not tried any rule drill of this rule set yet.
PuzzlesDueToday = Due again today
PuzzlesResultClean = solved
PuzzlesResultHelped = solved after a mistake or a hint
PuzzlesResultFailed = missed
PuzzlesNone = There are no puzzles for this rule set.
PuzzleNotFound = Puzzle not found.
PuzzlesLoading = Loading the puzzles…
PuzzlesOffline = This rule set's puzzles have not been downloaded yet and there is no connection. Open this page once online: after that it works offline.
PuzzlesLoadFailed = Could not load this rule set's puzzles.
PuzzlesRetryLoad = Try again
PuzzleBack = Back to the puzzles
PuzzleFindLight = Your turn: find the best move for light.
PuzzleFindDark = Your turn: find the best move for dark.
PuzzleCorrect = Right! The opponent replied; keep going.
PuzzleSolvedClean = Solved, first try!
PuzzleSolvedRetry = Solved, with no mistake this time. Only the first try counts for your rating.
PuzzleSolvedHelped = Solved (with help).
PuzzleFailed = Solution shown.
PuzzleTryAgain = Try again
PuzzleHint = Hint
PuzzleHintPiece = Hint: the marked piece is the one to move.
PuzzleHintDestination = Hint: it goes to the other marked square.
PuzzleHintPath = Hint: follow the arrows.
PuzzleShowSolution = Show solution
PuzzleSolution = Solution
PuzzleNext = Next puzzle
PuzzleExplained = The solution, move by move
PuzzleExplainedHelp = Tap a move to see it on the board.
PuzzleExplainedEnd = Back to the end
PuzzleExplainedPrev = Previous move
PuzzleExplainedNext = Next move
PuzzleDifficulty = Difficulty
PuzzleHintCost = Hints and mistakes cost the clean solve.
PuzzlesTabTactics = Tactics
PuzzlesTabDrills = Rule drills
DrillsLead = Each position has exactly one legal move. The board does not help: nothing marks the piece to move or where it may go. A move that breaks a rule counts as a miss, and the rule is explained.
DrillsSolvedLabel = Right first time
DrillsDueToday = Drills due again today
DrillsList = All drills
DrillFindLight = Light to move: what is light's only legal move?
DrillFindDark = Dark to move: what is dark's only legal move?
DrillMiss = Miss: that move breaks a rule. Try again.
PuzzlesMigratedRating = Puzzles are now real tactics: your rating starts over (your history and streak were kept).
PuzzlesMigratedReset = Your old puzzle progress could not be read; it starts over.
LearnRuleDrills = Practise the rules

## Rules pages

RulesTitle = Rules
RulesIntro = Nine rule sets with much in common. Pick one to read it in brief.
RulesCommonTitle = What every rule set shares
RulesBoard = Board
RulesPieces = Pieces
RulesFirst = Who starts
RulesMoves = How men move
RulesCaptures = Captures
RulesKing = King
RulesChoice = Which capture to make
RulesPromotion = Crowning during a capture
RulesEnd = End of the game
RulesDraws = Draws
RulesNotation = Notation
RulesAbout = About this rule set
RulesUnknown = We don't know that rule set.
RulesAll = All rule sets
RulesUseThis = Use this rule set
RulesInUse = This is your rule set
RulesLessons = Learn it on the board:
RulesPlayGame = Play a game in this rule set
RulesDiagramLabel = Diagram

## Settings

SettingsTitle = Settings
SettingsLanguage = Language
SettingsLanguageAuto = Same as the browser
SettingsRuleSet = Rule set
SettingsBoard = Board
SettingsTheme = Board colours
ThemeWood = Wood
ThemeGreen = Green
ThemeBlue = Blue
ThemeContrast = High contrast
SettingsPieces = Pieces
PiecesClassic = Classic
PiecesStacked = Stacked kings, golden crown
PiecesPlayful = Cans and tyres
SettingsCoords = Coordinates
CoordsNone = None
CoordsNumeric = Numbers (1–32)
CoordsAlgebraic = Letters and numbers (a1–h8)
# Under the coordinates setting when the rule set is Turkish: its board shows a1–h8 for “Numbers” too.
SettingsCoordsOrthogonal = Turkish draughts has no square numbers: on its board both choices show letters and numbers (a1–h8) along the edges.
SettingsFlip = Flip the board (see it from the dark side)
SettingsSound = Sounds
SettingsLevel = Default opponent
SettingsSavedHere = Settings are saved in this browser.
ProgressTitle = Your progress
ProgressHelp = Take your progress to another browser: export a file here and import it there.
ExportButton = Export progress
ImportButton = Import progress
ImportReplaces = Importing replaces your current progress with the file's.
ImportDone = Progress imported.
ResetButton = Reset all progress
ResetQuestion = Erase lessons, puzzles, scores and the unfinished game? Settings stay. This cannot be undone.
ResetConfirm = Yes, erase
Cancel = Cancel
ResetDone = Progress erased.

## Board and game (play page): add yours below

PlayTitle = Play
NewGame = New game
PlayOpponent = Opponent
PlayFriend = A friend on this device
PlayYourPieces = Your pieces
PlayLight = Light
PlayDark = Dark
PlayBallot = Ballot opening (three-move)
PlayBallotNone = No ballot
PlayBallotRandom = Draw one at random
PlayStart = Start
PlayUnfinished = You have an unfinished game.
PlayResume = Resume the game
# The computer's first move in a rule set waits while its knowledge of the rule set (learned weights, book, tables) downloads.
PlayGettingReady = The computer is getting ready…
PlayThinking = Thinking…
PlayYourMove = Your move
PlayLightToMove = Light to move
PlayDarkToMove = Dark to move
PlayTakeBack = Take back
PlayOfferDraw = Offer a draw
PlayResign = Resign
PlayResignQuestion = Resign this game?
PlayFlip = Flip the board
PlayPause = Pause
PlayPaused = Game paused
PlayContinue = Continue
PlayRematch = Rematch
PlayDrawDeclined = The computer declines the draw: it thinks it is better.
PlayDrawQuestion = Draw offered. Does the other player accept?
PlayAccept = Accept
PlayDecline = Decline
PlayYes = Yes
PlayNo = No
PlayMoves = Moves
PlayNoMoves = No moves yet.
PlayCopyPdn = Copy PDN
PlayDownloadPdn = Download PDN
PlayCopied = PDN copied.
PlayCopyFailed = Could not copy: select the text below.
PlayOpenTitle = Open a game or position
PlayOpenHelp = Paste a PDN game or a FEN position (such as W:W21,22:B9,K10) to play on from there.
PlayOpen = Open
PlayScores = Score
PlayWins = Wins
PlayDraws = Draws
PlayLosses = Losses
PlayYouWon = You won!
PlayYouLost = You lost.
PlayDraw = Draw.
PlayGameOver = Game over
PlayAiError = The computer could not move. Try taking back.
BoardLabel = Board
BoardEmpty = empty
BoardKeysHelp = Arrow keys move the focus, Enter or Space picks the square, Esc cancels.
BoardLightMan = light man
BoardLightKing = light king
BoardDarkMan = dark man
BoardDarkKing = dark king
BoardSelected = selected
BoardTarget = possible destination
BoardCaptured = to be captured

## Play page: new-game form, PDN file, players

PlayMovesFirst = move first
PlayOpenFile = Open a PDN file
PlayFileUnreadable = That file could not be read as text.
PlayFileTooBig = That file is too large for one game (over 1 MB).
PdnPlayerOne = Player 1
PdnPlayerTwo = Player 2
PdnYou = You

## Play page: following a game played in another tab

PlayOtherTabMoves = Moves played in another tab are shown here.
PlayOtherTabReplaced = Another tab saved a newer game, now shown here; this tab's game was set aside.
PlayOtherTabBringBack = Back to this tab's game
PlayOtherTabEnded = This game ended in another tab.
PlayThinkingElsewhere = The computer is thinking in another tab…
PlayThinkHere = Think here

## Play page: draw offers confirmed, the ballot opening's name

PlayOfferDrawQuestion = Offer the computer a draw?
PlayOpening = Opening

## Game review

ReviewButton = Review the game
ReviewTitle = Game review
ReviewNoGame = No game to review. Play a game, then tap “Review the game”.
ReviewPlay = Play a game
ReviewDone = Analysis complete.
ReviewGraph = Evaluation over the game
ReviewGraphHelp = Above the middle the light side is better, below it the dark side. Tap a point to see that position.
ReviewSummary = Summary
ReviewInaccuracies = Inaccuracies
ReviewMistakes = Mistakes
ReviewBlunders = Blunders
ReviewAverageLoss = Average loss (men)
ReviewClassGood = good
ReviewClassInaccuracy = inaccuracy
ReviewClassMistake = mistake
ReviewClassBlunder = blunder
ReviewBetterLine = Play the better line
ReviewRefutation = Play what follows
ReviewBackToGame = Back to the game
ReviewPrevious = Previous move
ReviewNextMove = Next move
ReviewFirst = Start
ReviewLast = End
ReviewNextMistake = Next mistake
ReviewFindBetter = Find the better move
ReviewNoMistakes = No mistakes in this game: well done!
ReviewNotJudged = This move is still being analysed…
ReviewEndPosition = Final position.
ReviewGood = A good move.
ReviewGoToMove = Go to this move
RetryPrompt = You went wrong here. Find a better move.
RetryJudging = Checking the move…
RetrySolved = Yes! As good as the computer's move.
RetryWrong = That move loses too. Try another.
RetryAgain = Try again
RetryShow = Show the move
RetryNext = Next
RetryBack = Back to the review
RetryFromGame = A mistake from one of your games
RetryGone = That mistake is no longer kept.
ReviewFromComputer = against the computer
ReviewFromFriend = between friends
ReviewFromOnline = online game
ReviewFromPdn = opened game
ReviewStopped = The analysis stopped before the end.

# The words of every page but home: the fixed texts of their interfaces
# (one message a `Text` constant, named as the constant, as in ui.ftl) and
# the lessons' and puzzles' texts with data. Served with the other pages'
# files, after the first page (src/kernel/i18n/catalogue.rs, TextPart).

## Learn page (lessons)

LearnIntro = One idea at a time, on the board. Each level is a small task; earn up to three stars by meeting the move target without hints.
LearnStartCourse = Start the course
LearnContinue = Continue where you left off
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

## Puzzles page

PuzzlesLead = Capture puzzles proven by the app's engine: exactly one right move in each.
PuzzlesRuleSet = Puzzle rule set
PuzzlesDaily = Puzzle of the day
PuzzlesDailyNote = The same for everyone; changes at midnight UTC.
PuzzlesSolve = Solve
PuzzlesSolvedToday = Solved today
PuzzlesNotSolvedYet = Not solved yet
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

## Lessons
## The course's levels: counters, stars, and what a failed level says.

# Where a level sits in its stage. $index: its number; $count: the stage's
# levels.
learn-level-of = Level { $index } of { $count }
# Stars as text, for screen readers and the stage map. $earned: the stars won;
# $possible: the most there are.
learn-stars = { $earned } of { $possible } stars
# The link from a stage to the puzzles of its motif. $motif: the motif's name
# (a puzzle theme below).
learn-practise-motif = Practise with puzzles: { $motif }
# A failed level's solution. $line: its moves in notation (19-15 10x19 23x7).
learn-the-way = The solution was: { $line }.
# The move counter of a level. $moves: the moves made; $par: the target
# (fewest moves that solve it).
learn-moves = Moves: { $moves } (target: { $par })
# The move counter of a practice game. $moves: the moves made; $limit: the
# most it allows.
learn-moves-within = Moves: { $moves } of at most { $limit }
# How many hints the level used. $hints: the number.
learn-hints-used = Hints used: { $hints }
# Said when a mistake costs a star (−1★ stays as is).
learn-cost-mistake = −1★: each mistake costs a star.
# Said when a hint costs a star (−1★ stays as is).
learn-cost-hint = −1★: each hint costs a star.
# Said when a move over the target costs a star. $par: the fewest moves that
# solve the level.
learn-cost-extra-move = −1★: it can be done in { $par ->
        [one] one move
       *[other] { $par } moves
    }; each move more costs a star.
# Why a solved level earned fewer than three stars. $extra_moves, $hints,
# $mistakes: how many of each.
learn-star-costs = One star less for each move over the target ({ $extra_moves }), each hint ({ $hints }) and each mistake ({ $mistakes }).
# A question level asked for some squares and the learner tapped one that
# isn't. $square: its name (c3, 22).
learn-wrong-square = Square { $square } is not one of them. Look again and tap another.
# The draw counters of a level that ends in a draw. $king_moves of
# $king_limit: moves in a row made only with kings; $seen of $seen_limit:
# times the same position came back.
learn-draw-counts = King moves in a row: { $king_moves } of { $king_limit } · same position: { $seen } of { $seen_limit }
learn-draw-counts-no-progress = Moves with no capture and no man stepping forwards: { $king_moves } of { $king_limit } · same position: { $seen } of { $seen_limit }

## Lessons: where a failed practice went wrong

# The move that let a practice game's result go, by the endgame tables.
# $number: which of the learner's moves (1, 2, …); $played: the move (22-17);
# $result: win if a win was let go, else draw; $after: lost if the position is
# now lost, else draw.
learn-turning-point = Your move { $number }, { $played }, { $result ->
        [win] let the win go
       *[draw] lost the draw
    }: after it, { $after ->
        [lost] your opponent wins
       *[draw] with best play on both sides it is a draw
    }.
# Follows learn-turning-point when a win was let go: the move that kept it.
# $move: the move (22-18).
learn-turning-point-kept-win = { $move } kept the win.
# Follows learn-turning-point when a draw was let go: the move that held it.
# $move: the move (22-18).
learn-turning-point-kept-draw = { $move } held the draw.
# The move that let a practice's goal go. $number: which of the learner's
# moves (1, 2, …); $played: the move (22-17); $slip: piece (a piece to win;
# after the move the opponent can save it), crowning (a man to crown; the
# opponent can now stop it) or win (the opponent can now hold out beyond the
# moves the practice allows).
learn-search-slip = Your move { $number }, { $played }, let { $slip ->
        [piece] the piece
        [crowning] the crowning
       *[win] the win
    } go: after it, your opponent can { $slip ->
        [piece] save it or take one of yours
        [crowning] stop your men in time
       *[win] hold out beyond the moves counted
    }.
# Follows learn-search-slip: a move that still reached the goal. $move: the
# move (22-18); $slip: as in learn-search-slip.
learn-search-slip-kept =
    { $move } { $slip ->
        [piece] won it
        [crowning] crowned in time
       *[win] won in time
    }.
# A failed level's headline: the opponent took more pieces than the level's
# solution ever gives. $lost: the learner's pieces taken in all; $taken: the
# opponent's pieces the learner took.
learn-fail-lost-material = Your opponent took { $lost ->
        [one] one of your pieces
       *[other] { $lost } of your pieces
    }{ $taken ->
        [0] {""}
        [one] {""}, and you took only one back
       *[other] {""}, and you took only { $taken } back
    }. Undo and look for a move that gives nothing away for free.
# A failed practice's headline: one of the learner's moves let the aim go (the
# sentence under it names the move). $slip: win-draw (a win let go, a draw
# left), win-lost (a win let go, now lost), draw-lost (a draw let go),
# piece (the piece to win), crowning (the man to crown), win (a win beyond the
# endgame tables).
learn-fail-let-go = { $slip ->
        [win-draw] The win slipped away: with best play it is now a draw.
        [win-lost] The win slipped away, and now your opponent wins.
        [draw-lost] The draw slipped away: now your opponent wins.
        [piece] The piece to win slipped away.
        [crowning] The crowning slipped away: your opponent can now stop it.
       *[win] The win slipped away: your opponent can now hold out.
    }

## Puzzle themes
## The motifs puzzles are sorted by: filter chips, the motif pages, a stage's
## link to its puzzles.

# Puzzle theme: A capture must be made.
theme-name-compulsory-capture = Compulsory capture
# Puzzle theme: The capture taking the most pieces must be chosen.
theme-name-majority-law = Majority law
# Puzzle theme: The Italian rules' order for choosing between captures.
theme-name-italian-tiebreak = Italian tie-break
# Puzzle theme: A man crowns in the middle or at the end of a capture.
theme-name-promotion-in-capture = Crowning during a capture
# Puzzle theme: A capture made by a king.
theme-name-king-capture = King's capture
# Puzzle theme: A sacrifice that wins by a forced capture.
theme-name-shot = Shot
# Puzzle theme: Few pieces left.
theme-name-endgame = Endgame
# Puzzle theme: Men break through to crown.
theme-name-breakthrough = Breakthrough
# Puzzle theme: Coming out pieces ahead.
theme-name-win-material = Winning material
# Puzzle theme: A shot that works because the majority law forces the capture.
theme-name-forced-by-majority = Majority-law shot
# Puzzle theme: A shot that works because the Italian tie-break forces the
# capture.
theme-name-forced-by-tiebreak = Italian tie-break shot
# Puzzle theme: Give one piece, take two.
theme-name-two-for-one = Two for one
# Puzzle theme: A king caught with no safe square.
theme-name-king-trap = King trap
# Puzzle theme: Captured pieces stay on the board until the capture ends.
theme-name-turkish-strike = Turkish strike
# Puzzle theme: The opponent's pieces are left with no move.
theme-name-block = Block
# Puzzle theme: The opposition: who has to move decides the ending.
theme-name-tempo = Opposition

## Puzzles

# A puzzle's title. $number: its number.
puzzle-title = Puzzle { $number }
# A rule drill's title. $number: its number.
drill-title = Rule drill { $number }
# The solver's moves found so far. $current: the move being looked for;
# $total: how many the solution has.
puzzle-progress = Move { $current } of { $total }
# A legal move that does not solve the puzzle, and the opponent's answer to
# it. $tried, $reply: moves (22-17, 14x21).
puzzle-wrong = { $tried } is not it: the opponent answers { $reply }. Try again.
# A legal move that does not solve the puzzle (no answer shown). $tried: the
# move.
puzzle-wrong-no-reply = { $tried } is not it. Try again.
# A move that does not solve the puzzle, which the endgame tables call a draw
# or a loss. $tried: the move; $call: draw or loss; $why: material when the
# pieces left cannot win (then $reason is solution-kings-cannot-win), else
# none.
puzzle-wrong-tables = { $tried } is not it: the endgame tables call it { $call ->
        [draw] a draw
       *[loss] a loss
    }{ $why ->
        [material] , as { $reason }
       *[none] {""}
    }. Try again.
# A puzzle solved after wrong moves (or moves a drill's rules refused), with
# no hint. $mistakes: how many.
puzzle-solved-after-mistakes = Solved, after { $mistakes ->
        [one] one wrong move
       *[other] { $mistakes } wrong moves
    }.
# While the answer to a move other than the solution's is searched (it may
# still win). $tried: the move.
puzzle-refuting = { $tried }: here comes the opponent's answer…
# A move other than the solution's that wins as well. $tried: the move; $line:
# the solution's moves.
puzzle-also-wins = { $tried } wins too! Solved. The main line was { $line }.
# The puzzle rating after a rated attempt. $rating: the new rating; $change:
# how it moved, signed (+16, -8).
puzzle-rating-change = Rating: { $rating } ({ $change })
# The same while the rating is still provisional. $rating: the new rating,
# with a “?” after it; $change: how it moved, signed (+16, -8).
puzzle-rating-change-provisional = Provisional rating: { $rating } ({ $change }); it settles after more puzzles.
# The line under a provisional rating. $deviation: how far off it may be, in
# rating points.
rating-provisional = provisional (±{ $deviation })
# The button under the list that shows more puzzles. $left: how many are not
# shown yet.
puzzles-show-more = Show more ({ $left } left)
# How much of the list is shown. $shown: the puzzles listed; $total: all of
# them.
puzzles-shown = Showing { $shown } of { $total }
# How many puzzles a motif has in the rule set. $count: the number.
motif-count =
    { $count ->
        [one] 1 puzzle
       *[other] { $count } puzzles
    }
# Solved of all, in a table cell. $part: the solved; $whole: all.
out-of = { $part } of { $whole }
# Under the history: missed puzzles that come back on later days to try again.
# $count: how many.
puzzles-coming-back =
    { $count ->
        [one] One more comes back in the next few days.
       *[other] { $count } more come back in the next few days.
    }

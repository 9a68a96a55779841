# puzzles: see src/kernel/i18n/catalogue.rs

## Motif pages: what each motif is (`motif-<motif>-what`) and how to spot it in a game (`motif-<motif>-spot`)

# The shot (golpe in Portuguese and Spanish, удар in Russian): a sacrifice that wins by a forced capture. What it is.
motif-shot-what = A shot gives one or more pieces away on purpose. Capturing is compulsory, so the opponent has to take them, and the capture leaves their pieces where yours take more: more than you gave, or a man runs through to crown.
# The shot (golpe in Portuguese and Spanish, удар in Russian): a sacrifice that wins by a forced capture. How to spot it.
motif-shot-spot = Look for an enemy piece that, after capturing, would stand in front of an empty square in line with your men. Count what you give and what you take back before you play.
# A shot the majority law forces (es: ley de la cantidad, ru: правило большинства). What it is.
motif-forced-by-majority-what = Where the majority law holds, the opponent must take as many pieces as possible. A sacrifice can make the longest capture the only one allowed, and that capture carries their piece straight into your reply: with a free choice they would take fewer and escape. For every puzzle of this motif the engine has proved it: the shorter capture the law forbids would have saved them.
# A shot the majority law forces (es: ley de la cantidad, ru: правило большинства). How to spot it.
motif-forced-by-majority-spot = When you give a piece, count every capture the opponent would have and how many pieces each takes. If the longest one ends on a bad square, the law makes them play it.
# A shot Italian draughts' tie-breaks force (which capture must be made among captures of as many pieces). What it is.
motif-forced-by-tiebreak-what = In Italian draughts, among captures of as many pieces the one that takes more kings must be played, and then the one made by a king. A sacrifice can use these rules to choose the opponent's capture for them, and the chosen one loses.
# A shot Italian draughts' tie-breaks force (which capture must be made among captures of as many pieces). How to spot it.
motif-forced-by-tiebreak-spot = Compare the opponent's captures that take as many pieces: which takes more kings, which is made by a king? That one is compulsory.
# Two for one: give one piece, take two back. What it is.
motif-two-for-one-what = The simplest winning exchange: you give one piece and take two back. Often a man is offered so that the capturing piece stops where one of yours takes two in one move.
# Two for one: give one piece, take two back. How to spot it.
motif-two-for-one-spot = After an enemy capture, where does the capturing piece stop? If two of their pieces then stand on one diagonal with empty squares behind them, one man given can bring back two.
# The Turkish strike (golpe turco, турецкий удар): captured pieces stay on the board until the capture ends, so a capturing king is stopped where it can be taken. What it is.
motif-turkish-strike-what = During a capture the pieces taken stay on the board until the move ends, and none may be jumped twice. So a capture can stop sooner than it seems: the capturing piece, usually a king, is blocked by pieces it has already taken and must stop on a square where you take it. Players call it the Turkish strike.
# The Turkish strike (golpe turco, турецкий удар): captured pieces stay on the board until the capture ends, so a capturing king is stopped where it can be taken. How to spot it.
motif-turkish-strike-spot = Follow the enemy king's capture jump by jump, with the pieces it takes still on the board. Where is it forced to stop?
# Trapping a king: it runs out of safe squares. What it is.
motif-king-trap-what = A king is strong only while it has somewhere to go. Take away its safe squares, on a diagonal it cannot leave or in a corner, and whatever the opponent plays, the king is taken.
# Trapping a king: it runs out of safe squares. How to spot it.
motif-king-trap-spot = Count the enemy king's moves. If nearly all of them land on squares you attack, one quiet move that closes the last way out wins it.
# The breakthrough (ruptura a dama, прорыв в дамки): clearing a way for a man to crown. What it is.
motif-breakthrough-what = Opening a way for a man to the last row, often by giving a piece, so that it is crowned and the new king decides the game.
# The breakthrough (ruptura a dama, прорыв в дамки): clearing a way for a man to crown. How to spot it.
motif-breakthrough-spot = Count how many moves the most advanced man of each side needs to crown and which squares stop it. A sacrifice that clears the way is often worth it.
# The block (bloqueo, блокировка): leaving the opponent without a move. What it is.
motif-block-what = A player who cannot move loses, even with pieces on the board. Lock the opponent's last free pieces and leave them without a move.
# The block (bloqueo, блокировка): leaving the opponent without a move. How to spot it.
motif-block-spot = When the opponent has only a few moves, look at each one: can you leave them with none?
# The opposition (oposición, оппозиция): in an ending, the side that must move loses. What it is.
motif-tempo-what = In endings, having to move can decide the game: the side to move must step onto a losing square. One quiet move that hands the turn to the opponent wins; were it your turn again, it would not. Checkers players call it having the move, or the opposition.
# The opposition (oposición, оппозиция): in an ending, the side that must move loses. How to spot it.
motif-tempo-spot = When the pieces are locked against each other, count the spare moves each side has. Play so that the opponent runs out first.
# Winning a piece with a quiet move: a double attack or a threat that cannot be met. What it is.
motif-win-material-what = A quiet move, giving nothing away, that wins a piece by force: an attack on two pieces at once, or a threat the opponent cannot meet.
# Winning a piece with a quiet move: a double attack or a threat that cannot be met. How to spot it.
motif-win-material-spot = Look for enemy pieces with an empty square behind them, and a move that attacks two of them at once.
# Endgame technique (final, окончание): the one move that keeps the win. What it is.
motif-endgame-what = With ten pieces or fewer on the board every tempo counts: the one move that keeps the win, by technique rather than by a blow.
# Endgame technique (final, окончание): the one move that keeps the win. How to spot it.
motif-endgame-spot = Count who crowns first, who runs out of moves first, and whether your kings hold the long diagonal.

## Motif pages: what the learner's rule set changes about a motif

# The rule set has no majority law (free capture choice), so the majority-law shots do not happen in it. $ruleset: the rule set, `english`, `russian` or `thai` (the others have the law); `other` is a rule set yet to come.
motif-note-no-majority-law =
    { $ruleset ->
        [english] English draughts (checkers)
        [russian] Russian draughts
        [thai] Thai draughts
       *[other] This rule set
    } has no majority law: the opponent may make any capture they like, so these shots do not exist here. They are at the heart of Brazilian, international, Spanish and Italian draughts.
# Only Italian draughts has the tie-breaks between captures of as many pieces. $ruleset: the rule set, any but `italian` (`brazilian`, `english`, `russian`, `spanish`, `thai`, `damas10`, `international`, `turkish`); `other` is a rule set yet to come.
motif-note-no-tiebreak =
    Only Italian draughts has these tie-breaks; they do not apply { $ruleset ->
        [brazilian] in Brazilian draughts
        [english] in English draughts (checkers)
        [russian] in Russian draughts
        [spanish] in Spanish draughts
        [thai] in Thai draughts
        [damas10] in Brazilian draughts on the 10×10 board
        [international] in international draughts
        [turkish] in Turkish draughts
       *[other] in this rule set
    }.
# The rule set's kings move one square at a time, so the Turkish strike (a flying king's) is rare. $ruleset: the rule set, `english` or `italian` (the others have flying kings); `other` is a rule set yet to come.
motif-note-short-kings =
    { $ruleset ->
        [english] In English draughts (checkers)
        [italian] In Italian draughts
       *[other] In this rule set
    } a king moves one square at a time, so the Turkish strike is rare: it lives on flying kings.
# In Turkish draughts a captured piece leaves the board at once, so the Turkish strike (a king's capture stopped by the pieces it has jumped) never happens.
motif-note-removed-at-once = In Turkish draughts each captured piece leaves the board the moment it is jumped, so nothing stops a king's capture halfway and this strike never happens. It lives on the diagonal games, where captured pieces stay until the move ends.

## A puzzle's solution told move by move. $side is the side that plays the move: `white` (light) or `black` (dark); $move is the move in the board's notation (`22-17`, `14x21`, `c3-d4`)

# The solver gives pieces away with a quiet move: the opponent must capture them. $count: how many the capture takes.
solution-sacrifice = { $side ->
    [white] Light
   *[black] Dark
 } plays { $move } and gives { $count ->
    [one] a piece away: it must be taken
   *[other] { $count } pieces away: the compulsory capture takes them all
 }.
# The solver captures. $pieces: what the capture takes, as solution-pieces-taken says it.
solution-capture = { $side ->
    [white] Light
   *[black] Dark
 } takes { $pieces }: { $move }.
# The solver captures, and the capturing man is crowned. $pieces: what the capture takes, as solution-pieces-taken says it.
solution-capture-crowning = { $side ->
    [white] Light
   *[black] Dark
 } takes { $pieces }: { $move }, and the man is crowned.
# A quiet move of the solver's that gives nothing away.
solution-quiet = { $side ->
    [white] Light
   *[black] Dark
 } plays { $move }.
# A quiet move of the solver's that crowns a man.
solution-quiet-crowning = { $side ->
    [white] Light
   *[black] Dark
 } plays { $move }, and the man is crowned.
# The opponent's only legal move is a capture (capturing is compulsory).
solution-must-capture = Capturing is compulsory, and { $side ->
    [white] light
   *[black] dark
 } has only one capture: { $move }.
# The capture law leaves the opponent one capture. $law: the law (solution-law-majority or solution-law-italian); $taken: the pieces that capture takes; $forbidden: the captures it rules out, each group as solution-ruled-out-group, joined by solution-or (`18x9 or 18x11 (one piece each)`).
solution-law-forces = { $law } makes { $side ->
    [white] light
   *[black] dark
 } take { $move } ({ $taken ->
    [one] one piece
   *[other] { $taken } pieces
 }), not { $forbidden }.
# The capture law rules out some captures, and the opponent chooses among those left. $law, $forbidden: as in solution-law-forces; $count: how many captures are left (2 or more).
solution-law-narrows = { $law } rules out { $forbidden }; of the { $count } captures left, { $side ->
    [white] light
   *[black] dark
 } chooses { $move }.
# One group of the captures a law rules out, all taking the same number of pieces: `18x9 or 18x11 (one piece each)`. $moves: the captures, joined by solution-or; $count: the pieces each would take; $each: yes when there are several.
solution-ruled-out-group = { $moves } ({ $count ->
    [one] one piece
   *[other] { $count } pieces
 }{ $each ->
    [yes] {" "}each
   *[no] {""}
 })
# The majority law, as the subject of solution-law-forces and solution-law-narrows.
solution-law-majority = The majority law
# Italian draughts' capture law, as the subject of solution-law-forces and solution-law-narrows.
solution-law-italian = The Italian rule (most pieces, then most kings, then the capture made by a king)
# Joins the captures a law rules out: `18x9 or 18x11` (the code puts a space on each side).
solution-or = or
# The opponent chooses the best of several captures the rules allow. $count: how many captures (2 or more).
solution-chosen-capture = { $side ->
    [white] Light
   *[black] Dark
 } may choose between { $count } captures; the best is { $move }.
# The opponent's only legal move (not a capture).
solution-only-move = { $side ->
    [white] Light
   *[black] Dark
 } has only one move: { $move }.
# The opponent's best quiet move.
solution-best-reply = { $side ->
    [white] Light's
   *[black] Dark's
 } best defence is { $move }.

## Where the solution leaves the two sides. $side is the solver: `white` (light) or `black` (dark). The sentences after the first are added to it, a space between

# The solver took all the opponent's pieces.
solution-wiped-out = { $side ->
    [white] Dark has no piece left: light wins.
   *[black] Light has no piece left: dark wins.
 }
# The opponent, to move, has pieces but no legal move.
solution-blocked = { $side ->
    [white] Dark still has pieces but no move: light wins.
   *[black] Light still has pieces but no move: dark wins.
 }
# Pieces the solver took, the $pieces of solution-capture, solution-capture-crowning, solution-took-lost-none and solution-took-gave. $taken: how many; $kings: how many of them were kings, or all.
solution-pieces-taken = { $kings ->
    [all] { $taken ->
        [one] a king
       *[other] { $taken } kings
    }
    [0] { $taken ->
        [one] one piece
       *[other] { $taken } pieces
    }
    [1] { $taken } pieces (one of them a king)
   *[other] { $taken } pieces ({ $kings } of them kings)
 }
# What the solver took, having lost nothing. $pieces: the pieces taken, as solution-pieces-taken says them.
solution-took-lost-none = In all, { $side ->
    [white] light
   *[black] dark
 } took { $pieces } and lost none.
# What the solver took and what they gave. $pieces: the pieces taken, as solution-pieces-taken says them; $given: pieces given (1 or more).
solution-took-gave = In all, { $side ->
    [white] light
   *[black] dark
 } took { $pieces } and gave { $given ->
    [one] one piece
   *[other] { $given } pieces
 }.
# A man of the solver's was crowned along the line.
solution-crowned = { $side ->
    [white] Light
   *[black] Dark
 } also crowned a man.
# The line wins no material but leaves the solver an ending that wins.
solution-won-ending = { $side ->
    [white] Light
   *[black] Dark
 } keeps a won ending.

## The endgame tables' word on a tactic's first move, where they decide it (a capture that takes as much may still only draw). $move is the move in the board's notation

# What the tables call the solution's first move. $call: win, draw or loss (for the solver).
solution-tables = The endgame tables call { $move } { $call ->
    [win] a win
    [draw] a draw
   *[loss] a loss
 }.
# Another first move that captures as well, which the tables call worse. $count: the pieces it takes; $call: draw or loss; $why: material when the pieces left cannot win (then $reason is solution-kings-cannot-win), else none.
solution-tables-worse = { $move } takes { $count ->
    [one] one piece
   *[other] { $count } pieces
 } too, but they call it { $call ->
    [draw] a draw
   *[loss] a loss
 }{ $why ->
    [material] : { $reason }
   *[none] {""}
 }.
# Why the pieces left cannot win: only kings, $strong against $weak (flying kings).
solution-kings-cannot-win = { $strong ->
    [1] one king
    [2] two kings
    [3] three kings
   *[other] { $strong } kings
 } cannot beat { $weak ->
    [1] one
   *[other] { $weak }
 }

## Tactics from games people played (the ACF archive of English checkers games, and later others)

# The filter's group of chips: where the tactics come from (label read by screen readers).
puzzles-origin = Where the tactics come from
# Chip: every tactic, those found in the engine's own games and those from games people played.
puzzles-origin-all = All games
# Chip: only tactics found in games played by people. $count: how many.
puzzles-origin-human = From real games ({ $count })
# The ACF archive of English checkers games (American Checker Federation), credited with the repository it comes from and its licence: keep "EricCJoyce/Datasets, MIT" as it is.
puzzles-collection-acf = ACF archive (EricCJoyce/Datasets, MIT)
# Under a tactic's title: the game people played it comes from. $collection: the collection's name (puzzles-collection-acf), $game: the game's number in it, $turn: the number of the move the puzzle asks for.
puzzle-source-human = From a real game: { $collection }, game { $game }, move { $turn }

## Puzzle Streak and Puzzle Storm (src/puzzles/puzzles_page/run_page.rs): runs of puzzles against a miss or a clock, never rated

# The section of the puzzles page that opens the two runs.
run-heading = Puzzle runs
# The title of the run where puzzles get harder and one miss ends it.
run-streak-title = Puzzle Streak
# The title of the run against a clock.
run-storm-title = Puzzle Storm
# What the streak is, before it starts.
run-streak-lead = Puzzles one after another, each a little harder. One miss ends the run. How far can you go? Runs do not change your rating.
# What the storm is, before it starts (the figures are src/puzzles/storm_clock.rs and combo.rs).
run-storm-lead = Three minutes to solve as many puzzles as you can. A right answer adds two seconds and a miss takes ten; right answers in a row fill the combo bar, which earns extra time. Runs do not change your rating.
# The rule set the run uses. $name: the rule set.
run-rule-set = Rule set: { $name } (change it at the top of the page)
# The personal record. $score: puzzles solved in the best run.
run-best = Your record: { $score }
# The button that starts a run.
run-start = Start
# The button that starts another run after one ended.
run-again = Play again
# The button that ends a run early.
run-stop = End the run
# Puzzles solved so far in a run. $score: the number.
run-score = Solved: { $score }
# The result of a finished run. $score: puzzles solved.
run-result = Run over: { $score } solved
# A finished run beat the record.
run-new-best = New record!
# A streak ended by a miss. $line: the solution's moves.
run-end-missed = Not this time: a miss ends the streak. The solution was { $line }.
# A storm whose time ran out.
run-end-time = Time is up.
# A run that went through every puzzle of the rule set.
run-end-none-left = That was every puzzle of this rule set!
# A run the learner ended.
run-end-stopped = You ended the run.
# The list of the puzzles missed in the run just finished.
run-missed = Puzzles missed
# The run just finished had no miss.
run-missed-none = No puzzle missed.
# Before a run: the puzzles missed in the last one, to replay.
run-last-missed = Missed in your last run
# While a move other than the solution's is checked (it may win too).
run-checking = Checking your move…
# The storm's clock, for screen readers.
run-clock-label = Time left
# The storm's combo. $count: right answers in a row; $seconds: the extra time the next level earns.
run-combo = Combo { $count } · next bonus +{ $seconds } s
# The combo bar, for screen readers.
run-combo-bar = Progress to the next combo bonus
# On a puzzle replayed from a run's list of misses.
run-replay-note = Replaying a puzzle you missed in a run: it does not change your rating.
# The link from a replayed puzzle back to its run.
run-back = Back to the run

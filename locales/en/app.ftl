# app: the app's texts with data: rule sets, the computer's levels, sides,
# lessons' counters, puzzle themes and puzzles (src/kernel/i18n.rs). See
# src/kernel/i18n/catalogue.rs.

## Rule sets
## Their names: in full in the lists, the titles and the badges; short in
## the header's menu, beside the word that says it is a rule set.

# The rule set's name in full.
variant-name-brazilian = Brazilian
# Its short name, for the header's menu.
variant-short-name-brazilian = Brazilian
# The rule set's name in full (English draughts, or checkers).
variant-name-english = English (checkers)
# Its short name, for the header's menu.
variant-short-name-english = English
# The rule set's name in full.
variant-name-russian = Russian
# Its short name, for the header's menu.
variant-short-name-russian = Russian
# The rule set's name in full.
variant-name-spanish = Spanish
# Its short name, for the header's menu.
variant-short-name-spanish = Spanish
# The rule set's name in full.
variant-name-italian = Italian
# Its short name, for the header's menu.
variant-short-name-italian = Italian
# The rule set's name in full.
variant-name-thai = Thai
# Its short name, for the header's menu.
variant-short-name-thai = Thai
# The rule set's name in full (Brazilian rules on the 10×10 board).
variant-name-damas10 = Brazilian 10×10
# Its short name, for the header's menu.
variant-short-name-damas10 = Brazilian 10×10
# The rule set's name in full (international draughts, 10×10).
variant-name-international = International
# Its short name, for the header's menu.
variant-short-name-international = International
# The rule set's name in full (Turkish draughts, dama: orthogonal moves on all 64 squares).
variant-name-turkish = Turkish
# Its short name, for the header's menu.
variant-short-name-turkish = Turkish

## The computer opponent
## Its four levels keep their names (Domador, Motorista, Carcereiro,
## Empresário) in every language; only how strong each is gets translated.

# The weakest computer opponent, with how strong it is.
level-name-domador = Domador (very easy)
# The second computer opponent, with how strong it is.
level-name-motorista = Motorista (easy)
# The third computer opponent, with how strong it is.
level-name-carcereiro = Carcereiro (medium)
# The strongest computer opponent, with how strong it is.
level-name-empresario = Empresário (hard)
# The computer offers a draw; buttons to accept and decline follow. $level:
# its name (Domador…), untranslated.
computer-offers-draw = { $level } offers a draw. Do you accept?
# Shown small next to “Thinking…”: how many moves ahead the computer has
# looked. $depth: a number.
thinking-depth = depth { $depth }

## Pieces

# A number of pieces. $count: the number.
pieces =
    { $count ->
        [one] one piece
       *[other] { $count } pieces
    }

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
# A streak of days with a puzzle solved. $days: the number.
puzzle-days =
    { $days ->
        [one] 1 day
       *[other] { $days } days
    }
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

## Games

# How many moves a saved game has (the card that offers to resume it). $moves:
# the number.
moves-played =
    { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }

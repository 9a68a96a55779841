# rules: the reference page of each rule set (src/kernel/i18n/rule_texts.rs): its line
# in the list of rule sets, the text of each section and the captions of
# the diagrams. The section headings are in ui.ftl (RulesAbout, RulesBoard, …).
# "Light" and "dark" are the two sides; "man" is a piece that is not a king.

## The line of each rule set in the list of rule sets

# How kings move, a short phrase used in rules-summary: kings that go any distance along a diagonal.
rules-summary-king-flying = flying kings
# How kings move, a short phrase used in rules-summary: kings that go one square.
rules-summary-king-short = short kings
# Which capture a player must choose, a short phrase used in rules-summary: any of them.
rules-summary-choice-free = free capture choice
# Which capture a player must choose, a short phrase used in rules-summary: the one taking the most pieces.
rules-summary-choice-majority = majority rule
# Which capture a player must choose, a short phrase used in rules-summary: the most pieces, then the most kings, then the one made by a king.
rules-summary-choice-italian = Italian majority rule
# A rule set in one line. $size: squares along a side of the board (8 or 10); $men: men each side starts with; $king: one of the rules-summary-king-… phrases; $choice: one of the rules-summary-choice-… phrases.
rules-summary = { $size }×{ $size }, { $men } men each, { $king }, { $choice }

## What every rule set shares

# What every rule set shares, one sentence each on the page of all rule sets (a test checks each against every rule set).
rules-common-sides = Each player starts with men on the rows nearest them, with empty rows between the two sides.
rules-common-man-steps = Outside a capture, a man moves one square at a time and never backwards.
rules-common-crowning = A man that ends its move on the far row becomes a king.
rules-common-compulsory = Capturing is compulsory.
rules-common-capture-goes-on = A capture goes on, jump after jump, as long as the capturing piece can take another.
rules-common-no-move = A player who cannot move on their turn, every piece blocked or none left, loses.

## About: a hand-written paragraph on each rule set

# About Brazilian draughts (8×8).
rules-brazilian-about = The most played rule set in Brazil: the small board with the strong rules of the international game — men capturing backwards, flying kings and the majority rule.
# About English draughts (checkers).
rules-english-about = The checkers of the English-speaking world, under the world federation (WCDF) rules: short-range men and kings and a free choice of capture.
# About Russian draughts (shashki).
rules-russian-about = Russian draughts have flying kings and men that capture backwards, but no majority rule; a man crowned mid-capture carries on as a king.
# About Spanish draughts.
rules-spanish-about = In Spanish draughts the king flies and the majority rule applies, but men capture forwards only.
# About Italian draughts.
rules-italian-about = Italian draughts protect kings: a man may not capture one, and the majority rule has tie-breaks favouring taking kings and capturing with the king.
# About Thai draughts.
rules-thai-about = Thai draughts start with fewer pieces, just two rows a side, so the middle of the board is open from the first move.
# About Brazilian draughts on the 10×10 board.
rules-damas10-about = Brazilian-style draughts on the big board: 20 men a side and the same ideas, with one difference — a man crowned mid-capture goes on capturing as a king.
# About international draughts (FMJD).
rules-international-about = The game of the world federation (FMJD), the most played 10×10 game worldwide. World championships and most international tournaments are played by these rules.
# The rules page's paragraph on Turkish draughts (dama).
rules-turkish-about = Dama, the everyday game of Turkey and of much of the Middle East and the Balkans. Every piece moves along rows and columns, never diagonally, on all 64 squares, and a captured piece leaves the board at once, as soon as it is jumped.

## The board, the pieces, who starts, how men move

# The board. $size: squares along a side (8 or 10); $squares: how many dark squares (32 or 50).
rules-board = { $size ->
    [8] An
   *[other] A
} { $size }×{ $size } board; only its { $squares } dark squares are used. Each player has a dark square in the left-hand corner nearest to them.
# The pieces at the start. $men: men each side has (8, 12 or 20); $rows: how many rows they fill (2, 3 or 4).
rules-pieces = Each side starts with { $men } men on the { $rows } rows nearest to them. A man that ends its move on the far row becomes a king.
# Who starts, where light moves first.
rules-first-light = Light moves first; then the players take turns.
# Who starts, where dark moves first (English checkers).
rules-first-dark = Dark moves first, as in checkers tournaments; then the players take turns.
# How a man moves (not capturing).
rules-moves = A man steps one square diagonally, forwards only, onto an empty square.

## Captures: what every rule set shares, then one message per kind of rule set

# How captures go in every rule set (used only inside the rules-captures-… messages).
-rules-capturing = You capture by jumping an opposing piece and landing on an empty square beyond it. Capturing is compulsory, for men and kings alike. If the capturing piece can capture again, the move goes on; you cannot stop halfway. Captured pieces leave only when the move ends: until then they stay in the way and none is jumped twice.
# Captures, where men capture backwards too (Brazilian, Russian, 10×10, international).
rules-captures-backwards = { -rules-capturing } Men capture forwards and backwards.
# Captures, where men capture backwards but never a king (no rule set has this yet).
rules-captures-backwards-not-kings = { -rules-capturing } Men capture forwards and backwards. A man may never capture a king.
# Captures, where men capture forwards only (English, Spanish, Thai).
rules-captures-forwards = { -rules-capturing } Men capture forwards only.
# Captures, where men capture forwards only and never a king (Italian).
rules-captures-forwards-not-kings = { -rules-capturing } Men capture forwards only. A man may never capture a king.

## Kings

# A king that flies (moves and captures at any distance).
rules-king-flying = The king flies: it moves any distance along a free diagonal, forwards or backwards. It captures from afar: it runs along the diagonal to an opposing piece with a free square right behind it, jumps it and may stop on any free square beyond. If the capture can go on from some of those squares, it must stop on one of them.
# A king that moves one square.
rules-king-short = The king moves one square at a time, in any diagonal direction, forwards or backwards, and captures by jumping a neighbouring piece onto the square right behind it.

## Which capture to choose

# Any capture may be chosen.
rules-choice-free = When several captures are possible, you pick any of them, even the one taking fewer pieces. You just can't skip capturing.
# The majority rule.
rules-choice-majority = Majority rule: you must play the capture that takes the most pieces, a king counting as one piece. Between captures taking the same number, you choose.
# The majority rule with the Italian tie-breaks.
rules-choice-italian = Majority rule with tie-breaks: first the capture taking the most pieces; if equal, the one taking more kings; if still equal, the one made by the king.

## A man reaching the far row during a capture

# It goes on capturing as a man (Brazilian, international).
rules-promotion-continue-as-man = If a man reaches the far row in the middle of a capture and can still capture, it carries on as a man; it is crowned only if the move ends there.
# It is crowned and goes on capturing as a king (Russian, 10×10).
rules-promotion-crown-and-continue = If a man reaches the far row in the middle of a capture, it is crowned at once and goes on capturing as a king.
# The move ends and it is crowned (English, Spanish, Italian, Thai).
rules-promotion-crown-and-stop = If a man reaches the far row while capturing, the move ends there and it is crowned, even if it could capture more.

## The end of the game

# How a game is won.
rules-end = You win by capturing all your opponent's pieces or leaving them with no move on their turn. Resigning also ends the game.
# How a game is drawn. $moves: moves in a row (counting both players) with kings only and no capture (20); $repetitions: how many times the same position must come up (3).
rules-draws = The game is drawn when: { $moves } moves in a row, counting both players, are made only with kings and without a capture; the same position comes up { $repetitions } times with the same player to move; or both players agree.
# How a game of English checkers is drawn: rules-draws, then what tournaments do.
rules-english-draws = { rules-draws } Tournament checkers uses a longer rule: a player who thinks the opponent cannot win claims a draw from the referee, and the opponent then has 40 of their own moves to show progress. Here we use the simpler 20-move rule.
# How a game of international draughts is drawn: rules-draws, then a word on the world federation's rules.
rules-international-draws = { rules-draws } The world federation (FMJD) has its own, more detailed draw rules; here we use these, the same as the other rule sets.

## Notation

# How squares and moves are written. $squares: how many dark squares (32 or 50), also the last square of light's start; $men: men each side has, the last square of dark's start; $light_from: the first square of light's start. Keep 11-15, 22x15 and 22x15x24 as they are.
rules-notation = The dark squares are numbered 1 to { $squares }, row by row, left to right, starting from the top corner, light at the bottom. Dark starts on 1–{ $men }, light on { $light_from }–{ $squares }. A move is written 11-15, a capture 22x15, and when needed with every landing square: 22x15x24.
# The same on an 8×8 board: rules-notation, then the letters and numbers. Keep a1 and h8.
rules-notation-eight = { rules-notation } On 8×8 boards letters and numbers are used too (a1 to h8, a1 being the bottom-left corner of the player who starts); the board can show them.
# How squares and moves are written on the Turkish board: algebraic names only, no numbers.
rules-notation-orthogonal = Every square has a name: a letter for its column (a to h, from White's left) and a number for its row (1 to 8, from White's side). A move is written from square to square, d3-d4; a capture with an x, d4xd6, and a capture of several pieces with every square the piece stops on, d4xd6xf6.

## The captions of the diagrams ($move and the like: a move as written, e.g. 11-15 or c3-d4)

# The starting position. $men: the last square of dark's start; $light_from: the first square of light's start; $squares: the last square.
rules-caption-start = The start: dark on squares 1–{ $men }, at the top; light on { $light_from }–{ $squares }, at the bottom.
# Dark starts; $move: a first move.
rules-caption-first-move-dark = Dark starts: for example, { $move }.
# Light starts; $move: a first move.
rules-caption-first-move-light = Light starts: for example, { $move }.
# A move and how it is written.
rules-caption-notation = Each dark square has its number: this move is written { $move }.
# $step, $other_step: a man's two steps forwards; $backwards: a step backwards, refused.
rules-caption-man-steps = The light man steps forwards: { $step } or { $other_step }. Backwards ({ $backwards }) it may not.
# A man capturing backwards.
rules-caption-capture-backwards = The man captures backwards: { $move }.
# A man's capture backwards, refused by this rule set.
rules-caption-capture-backwards-refused = Here a man may not capture backwards: { $move } is refused.
# A flying king's long move.
rules-caption-king-flies = The king flies along the free diagonal, as far as it likes: { $move }.
# $step: a short king's step; $too_far: a longer move, refused.
rules-caption-king-steps = The king steps one square: { $step }; { $too_far } is too far.
# The majority rule. $takes_two: a capture of two pieces, compulsory; $takes_one: a capture of one, refused.
rules-caption-majority = { $takes_two } takes two pieces and must be played; { $takes_one }, taking one, is refused.
# A free choice. $takes_two: a capture of two pieces; $takes_one: a capture of one; both allowed.
rules-caption-free-choice = Your choice: { $takes_two } takes two pieces, { $takes_one } takes one; both are allowed.
# $move: a man passing the far row in a capture and going on as a man; $refused: the capture stopping there, refused.
rules-caption-continue-as-man = The man passes the far row while capturing and carries on as a man: { $move }. It is not crowned; stopping there ({ $refused }) is refused.
# $move: a man crowned on the far row going on capturing as a king.
rules-caption-crown-and-continue = The man is crowned on the far row and goes on capturing as a king: { $move } (a man could not land that far).
# $move: a man reaching the far row, crowned, the move ending; $refused: going on, refused.
rules-caption-crown-and-stop = The man reaches the far row, is crowned and the move ends: { $move }. Going on ({ $refused }) is refused.
# Light has no move and has lost.
rules-caption-no-move = Light is to move and has no move: light has lost the game.
# A puzzle where dark moves and wins.
rules-caption-dark-to-play-and-win = Dark to play and win.
# A puzzle where light moves and wins.
rules-caption-light-to-play-and-win = Light to play and win.

## The orthogonal board (Turkish draughts): the sections and captions that differ

# The board, where all squares are used. $size: squares along a side (8); $squares: how many squares (64).
rules-board-orthogonal = An { $size }×{ $size } board, and all { $squares } of its squares are used, light and dark alike.
# The pieces at the start on the orthogonal board. $men: men each side has (16); $rows: how many rows they fill (2).
rules-pieces-orthogonal = Each side starts with { $men } men on its second and third rows; the back row behind them starts empty. A man that ends its move on the far row becomes a king.
# How a man moves on the orthogonal board (not capturing).
rules-moves-orthogonal = A man steps one square straight forwards or sideways, onto an empty square. It never moves backwards and nothing ever moves diagonally.
# Captures on the orthogonal board.
rules-captures-orthogonal = A man captures an opposing piece right next to it, in front or at its side, by jumping it and landing on the empty square beyond; never backwards. Capturing is compulsory, for men and kings alike. If the capturing piece can capture again, the move goes on; you cannot stop halfway, and between two jumps the piece may turn left or right but never straight back. Each captured piece leaves the board at once, as soon as it is jumped, so it never blocks the rest of the capture.
# A king on the orthogonal board.
rules-king-rook = The king moves like a rook in chess: any distance along a free row or column, forwards, backwards or sideways. It captures from afar: it runs along the line to an opposing piece with a free square right behind it, jumps it and may stop on any free square beyond. If the capture can go on from some of those squares, it must stop on one of them.
# A man reaching the far row during a capture, on the orthogonal board.
rules-promotion-along-the-row = If a man reaches the far row in the middle of a capture and can still capture, it goes on as a man, sideways along that row, and is crowned where the move ends.
# How a game is drawn where one piece against one is a draw (Turkish). $moves: moves in a row (20); $repetitions: times the same position comes up (3).
rules-draws-one-piece-each = The game is drawn at once when each side has a single piece left, man or king. It is also drawn when { $moves } moves in a row, counting both players, neither capture nor move a man forwards (kings' moves and men's steps sideways count); when the same position comes up { $repetitions } times with the same player to move; or when both players agree.
# The start on the orthogonal board. $men: men each side has (16).
rules-caption-start-orthogonal = The start: { $men } men each, on the second and third rows; the back rows are empty.
# A move and how it is written with square names.
rules-caption-notation-names = Each square has its name: this move is written { $move }.
# $step: a man's step forwards; $side, $other_side: its steps sideways; $backwards: a step backwards, refused.
rules-caption-man-steps-sideways = The light man steps forwards ({ $step }) or sideways ({ $side }, { $other_side }). Backwards ({ $backwards }) it may not.
# $move: a man's capture sideways; $backwards: a capture backwards, refused.
rules-caption-capture-sideways = The man captures sideways: { $move }. Backwards ({ $backwards }) it may not.
# A king's long move along a row or column.
rules-caption-king-rook = The king moves like a rook, as far as it likes along a free row or column: { $move }.
# $move: a man reaching the far row in a capture and going on along it as a man; $refused: stopping there, refused.
rules-caption-along-the-row = The man reaches the far row while capturing and goes on as a man, along the row: { $move }. It is crowned where the move ends; stopping on the way ({ $refused }) is refused.

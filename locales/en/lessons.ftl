# The course: every text of the lessons, named by its stage or level
# and what it is (title, intro, goal, success, why a wrong move is
# wrong, …). The data that uses each name is in src/learn/.


## stages/s01_board.rs

board-title = The board and the pieces
board-intro = An 8×8 board where only the 32 dark squares are used. Each side starts with 12 men on the three rows nearest to it; the two middle rows are empty. White (the light side) moves first.
board-corner-goal = Tap the dark square in the left-hand corner nearest to you.
board-corner-success = Right: each player has a dark square in their left-hand corner.
board-empty-rows-goal = The middle rows start empty. Tap the four dark squares of the empty row nearest to you.
board-first-move-goal = White starts. Make your first move: push a man from your front row.

## stages/s02_man_moves.rs

man-moves-title = How a man moves
man-moves-intro = A man steps one square diagonally, always forwards, and only onto an empty square.
man-walk-goal = Walk the man to square { $s10 }, one step at a time.
man-walk-why = A man never steps backwards.
man-walk-why-2 = Without a capture a man moves one square only.
man-walk-why-3 = Moves go diagonally, never sideways.
man-blocked-goal = Your own man is in the way. Reach square { $s13 }.
man-blocked-why = You cannot move onto an occupied square.
man-blocked-why-2 = Nobody jumps over their own pieces.

## stages/s03_capture.rs

capture-title = Capturing
capture-intro = To capture, a man jumps over a neighbouring enemy piece on a diagonal and lands on the empty square right behind it. In Brazilian draughts it captures forwards and backwards.
capture-first-goal = Capture the black man.
capture-backwards-goal = The black man is behind yours. Capture it anyway.
capture-landing-taken-goal = No capture here: the square behind the black man is taken. Play the only possible move.
capture-landing-taken-why = The landing square must be empty.
capture-landing-taken-why-2 = A man jumps only the neighbouring piece and lands right behind it.

## stages/s04_compulsory.rs

compulsory-title = Capturing is compulsory
compulsory-intro = If any of your pieces can capture, you must capture, with a man or with a king. A plain move is not allowed.
compulsory-man-goal = You wanted to push the man on { $s31 }, but there is a capture. Make it.
compulsory-man-why = When a capture exists, a plain move is forbidden.
compulsory-king-goal = A king must capture too. Capture with it.
compulsory-king-why = The king can capture, so nobody may make a plain move.

## stages/s05_chain.rs

chain-title = Chain captures
chain-intro = If after a jump the same piece can jump again, it goes on in the same move until nothing is left to capture. Stopping halfway is not allowed.
chain-two-goal = Capture both men in a single move.
chain-two-why = From { $s15 } there is another capture: the move cannot stop there.
chain-turn-goal = A chain may change direction. Capture three men.

## stages/s06_captured_stay.rs

captured-stay-title = Captured pieces stay until the end
captured-stay-intro = In a chain, the jumped pieces leave the board only when the move is over. Until then they still block the way, and none of them may be jumped twice.
captured-twice-goal = Capture with the king. Note that it cannot come back over the man it already jumped.
captured-twice-why = The man on { $s17 } was already jumped in this move.
captured-blocks-goal = Make the king's biggest capture. The man on { $s18 }, already captured, still blocks the diagonal.
captured-blocks-why = The man captured on { $s18 } leaves only when the move ends: the king cannot pass it.

## stages/s07_majority.rs

majority-title = The majority law
majority-intro = When several captures are possible, the one taking the most pieces is compulsory. Kings and men count the same: one piece each. If two captures take the same largest number, pick either.
majority-two-beats-one-goal = There are three captures. Make the compulsory one.
majority-two-beats-one-why = This takes one piece; another takes two.
majority-two-beats-one-why-2 = Backwards is allowed too, but it takes only one.
majority-king-counts-one-goal = Taking the king looks better, but it counts as just one piece. Make the compulsory capture.
majority-king-counts-one-why = A king counts as one piece: two men outnumber it.
majority-longest-chain-goal = Count the pieces on each path and capture the most.
majority-longest-chain-why = The other way the chain takes three.
majority-free-choice-goal = Four captures take two pieces each. Choose any of them.

## stages/s08_promotion.rs

promotion-title = Crowning a king
promotion-intro = A man that ends its move on the far row, the opponent's side, becomes a king.
promote-walk-goal = Crown a king in two moves.
promote-capture-goal = Capture and end the move on the last row: it is crowned.

## stages/s09_man_crossing.rs

crossing-title = Passing through the last row
crossing-intro = In Brazilian draughts, a man that touches the last row in the middle of a capture and can still capture goes on as a man and is not crowned. It is crowned only if the move ends there.
crossing-stays-man-goal = Capture both men. Your man passes square { $s2 } and comes back: it is still a man.
crossing-stays-man-why = There is still a capture from { $s2 }: the man does not stop to be crowned.
crossing-stays-man-success = It ended on { $s9 }, still a man.

## stages/s10_king_moves.rs

king-moves-title = The flying king
king-moves-intro = A king moves any number of squares along a diagonal, forwards or backwards, as long as the way is clear.
king-long-goal = Cross the board: take the king to square 4 in one move.
king-blocked-goal = Your man on { $s22 } closes the diagonal. Take the king to square { $s25 }.
king-blocked-why = A king does not jump over its own pieces.

## stages/s11_king_captures.rs

king-captures-title = The king captures from afar
king-captures-intro = A king runs along the diagonal to an enemy piece with a free square behind it, jumps it and lands on any free square beyond. If the capture can go on from some of those squares, it must land on one of them.
king-capture-far-goal = Capture the man on { $s18 } with the king.
king-capture-landing-goal = Capture the man on { $s14 } and land on square { $s5 }, the farthest one.
king-capture-must-continue-goal = Capture two pieces: choose the landing square from which the capture goes on.
king-capture-must-continue-why = From { $s11 } the king captures again, so it must land there.
king-two-in-a-row-goal = Two pieces in a row on a diagonal cannot be jumped. Make a move that loses nothing.
king-two-in-a-row-why = A king cannot jump two pieces at once.

## stages/s12_winning.rs

winning-title = How to win
winning-intro = You win when your opponent has no pieces left, or has no move on their turn.
win-capture-all-goal = Capture Black's last piece.
win-block-goal = Leave the black man without a move: block it without offering a capture.

## stages/s13_draws.rs

draws-title = Draws
draws-intro = The game is drawn after 20 moves in a row made only with kings and without a capture (both sides' moves counted), when the same position occurs three times with the same player to move, or when one player offers a draw and the other accepts. A draw by agreement is a conversation, not a move: the play page has a button to offer one. In the last two levels you reach a draw by playing, with the counts under the task.
draw-count-reset-goal = Only kings have moved lately. Which piece, by moving, restarts the count of 20 moves? Tap it.
draw-count-reset-success = A man's move (or a capture) restarts the count.
draw-twenty-goal = How many consecutive king moves without a capture draw the game? Tap the square with that number.
draw-repetition-goal = How many times must the same position, with the same player to move, occur for a draw? Tap the square with that number.
draw-hold-repetition-goal = One king against two: neither side can force a win. Hold the draw by repetition: move your king to a safe square and back; Black does the same. The third time the same position appears with you to move, the game is drawn. Careful: on { $s18 } or { $s15 } a black king takes yours.
draw-hold-repetition-success = The same position occurred three times with the same player to move: a draw.
draw-twenty-play-goal = 16 king moves in a row have been made, without a capture. Alone on the long diagonal (29 to 4), your king holds the draw. Make two moves without losing it: at the 20th king move in a row, the game is drawn.
draw-twenty-play-success = 20 king moves in a row without a capture, both sides counted: a draw.

## stages/s14_notation.rs

notation-title = Notation
notation-intro = The dark squares are numbered 1 to 32, row by row, left to right, from the top, with White at the bottom. A move is written 22-18; a capture, 22x15. When two captures start and end on the same squares, every square the piece lands on is written: 22x15x6x13.
notation-one-goal = Tap square 1.
notation-move-goal = Tap both squares of the move 22-18.
notation-capture-goal = In the capture { $s22 }x{ $s15 }, which piece is taken? Tap it.
notation-algebraic-goal = Many Brazilian draughts players use coordinates: columns a to h and rows 1 to 8, from the bottom-left corner (a1). Tap square c3.
notation-algebraic-success = c3 is square 22: the move 22-18 is also written c3-d4.
notation-full-path-goal = Two captures of the king go from { $s22 } to { $s13 }, taking three pieces each: "{ $s22 }x{ $s13 }" does not say which. Make the one written in full: { $s22 }x{ $s15 }x{ $s6 }x{ $s13 }.
notation-full-path-success = It landed on { $s15 }, { $s6 } and { $s13 } and took the men on { $s18 }, { $s10 } and { $s9 }. The other one, { $s22 }x{ $s11 }x{ $s2 }x{ $s13 }, takes the man on { $s7 } instead of { $s10 }.
notation-write-path-goal = Same position. The other capture from { $s22 } to { $s13 } takes the man on { $s7 } instead of the one on { $s10 }. Write it: tap the two squares where the king lands on the way, between { $s22 } and { $s13 }.
notation-write-path-success = It is written { $s22 }x{ $s11 }x{ $s2 }x{ $s13 }.

## stages/s15_tips.rs

tips-title = Practical tips
tips-intro = You know the rules; now some habits of good players: watch for loose pieces, use compulsory capture to your advantage, keep your back row, hold the centre, watch the long diagonals, trade pieces when you are ahead, and remember that even a lone king can be cornered.
tip-no-hanging-goal = Before moving, check whether the move leaves one of your men to be captured. Make a move that loses nothing.
tip-forced-sacrifice-goal = Since capturing is compulsory, give up a man: Black will have to take it, and you answer by taking two.
tip-back-row-goal = Men on your back row stop the opponent from crowning. Tap your men that guard that row.
tip-centre-goal = Centre squares give your men more ways to go than edge squares. Tap the four centre squares.
tip-long-diagonal-goal = Black's king on 1 sweeps the diagonal down to 28: your man on 24 is already in its sights. Save it without losing anything.
tip-trade-when-ahead-goal = You are a man up. Force a one-for-one trade: with fewer pieces on the board, your extra man counts for more.
tip-lone-man-goal = Your man on { $s15 } has run ahead alone and will become a target. Play two moves without losing a piece.
tip-trap-lone-king-goal = A king is worth a lot, but alone against pieces working together it can be trapped. Black's king is in the corner, on { $s29 }. Close the trap: after your move it must have no move at all.
tip-trap-lone-king-success = The man on { $s25 } shuts the only way out and your king on { $s22 } covers the square behind it: Black's king can neither move nor capture. With no move, Black loses.

## stages/s16_english.rs

english-title = English draughts (checkers)
english-intro = English rules change several things: the dark side starts, men capture only forwards, kings move one square at a time, any capture may be chosen (no majority law), and a man reaching the last row while capturing is crowned and stops there. In tournaments a touched piece must be moved and the first three moves are drawn by lot; a missed capture does not cost the piece, since capturing is compulsory. A player may resign, or both may agree a draw.
en-dark-first-goal = In English draughts Black (the dark side) starts. Tap the black men that can make the first move.
en-men-forward-only-goal = Here a man does not capture backwards. Make the only capture.
en-men-forward-only-why = In English draughts a man captures only forwards.
en-men-forward-brazilian-goal = Same position in Brazilian draughts: here the man captures backwards. Take the man on 26.
en-short-king-goal = The English king moves one square at a time. Take it to square 18.
en-short-king-why = In English draughts the king does not fly.
en-king-captures-back-goal = A king captures backwards, jumping a neighbouring piece. Capture.
en-crowning-stops-goal = Capture onto the last row: the man is crowned and the move ends there.
en-crowning-stops-why = Once crowned, the man stops: the move is over.
en-free-choice-goal = No majority law: take only the man on 25, with 30x21, even though a bigger capture exists.
en-notation-goal = Numbering is the same: 1 to 32 from the top corner. Tap the squares of the move 11-15.
en-touch-move-goal = Touch-move: in a tournament you touched the man on 9 (highlighted) and now you must move it. Make a move with it.
en-ballot-goal = In tournaments the first three moves are drawn by lot from a list of openings. This one came up: 11-15, 23-19, 8-11. The first two have been played; play the third.
en-ballot-success = After the ballot the game goes on freely. The app can draw one of these openings for you when you start an English game.

## stages/s17_russian.rs

russian-title = Russian draughts
russian-intro = As in Brazilian draughts, men capture backwards and kings fly. Two differences: there is no majority law (any capture may be chosen), and a man touching the last row during a capture is crowned at once and goes on as a king.
ru-free-choice-goal = No majority law: make the shorter capture, ending on 14.
ru-crown-and-fly-goal = The man is crowned on 2 and, now a king, captures the man on 9 from afar. Take both.
ru-crown-brazilian-contrast-goal = Same position in Brazilian draughts: on 2 the man has no further man's capture, so the move ends and it is crowned.

## stages/s18_spanish.rs

spanish-title = Spanish draughts
spanish-intro = Men capture only forwards, kings fly, and the majority law applies as in Brazilian draughts. A man reaching the last row while capturing is crowned and the move ends.
es-forward-only-goal = Men do not capture backwards here. Capture forwards.
es-forward-only-why = In Spanish draughts a man captures only forwards.
es-majority-goal = The majority law applies. Capture the most.
es-majority-why = Another capture takes two pieces.
es-flying-king-goal = The king flies, as in Brazilian draughts. Capture two pieces.
es-crowned-stops-goal = Capture and be crowned: the move ends on the last row.
es-crowned-stops-why = Once crowned, the man stops there.
es-crown-brazilian-contrast-goal = Same position in Brazilian draughts: men capture backwards, so the man does not stop on 2. Take both and end on 9, still a man.

## stages/s19_italian.rs

italian-title = Italian draughts
italian-intro = Men capture only forwards and never capture a king. Kings move one square at a time. The majority law applies; between captures of the same size, the one taking more kings is compulsory, and if still equal, the one made by the king.
it-man-spares-king-goal = Your man may not capture the black king. Play the only move.
it-man-spares-king-why = In Italian draughts a man never captures a king.
it-short-king-goal = The king moves one square at a time. Take it to 22.
it-short-king-why = The Italian king does not fly.
it-more-kings-goal = Three captures of one piece each. The one taking the king is compulsory.
it-more-kings-why = This takes no king; 23x16 does.
it-king-captures-goal = Two equal captures, one by a man and one by the king: the king's is compulsory.
it-king-captures-why = When equal, the king captures.
it-man-takes-king-brazilian-goal = Same position as the first level, in Brazilian draughts: here a man takes a king like any piece. Take the king.
it-king-flies-brazilian-goal = Same position as the second level, in Brazilian draughts: the king flies. Take it to 22 in a single move.

## stages/s20_thai.rs

thai-title = Thai draughts
thai-intro = Each side starts with 8 men on two rows. Men capture only forwards, the king flies and lands on any free square beyond the captured piece, and any capture may be chosen.
th-setup-goal = Tap the four men of your front row.
th-free-choice-goal = Any capture may be chosen: make the shorter one, to 14.
th-king-landing-goal = Capture with the king and land far, on square 5.
th-forward-only-goal = Capture forwards: backwards is not allowed.
th-forward-only-why = A Thai man captures only forwards.
th-majority-brazilian-contrast-goal = Same position as the second level, in Brazilian draughts: the majority law applies. Make the capture that takes the most.
th-majority-brazilian-contrast-why = In Thai draughts it would do; here another takes three.

## stages/s21_ten.rs

ten-title = 10×10 draughts
ten-intro = A 10×10 board, 20 men a side on four rows, squares numbered 1 to 50. Men capture backwards, kings fly, the majority law applies. In 10×10 Damas a man touching the last row while capturing is crowned at once and goes on; in International draughts it goes on as a man. Draws: both games here use the same draws as every rule set in the app (20 king moves in a row, the same position three times, or by agreement). The FMJD rules for International draughts count differently (25 king moves, and shorter limits in some endings); the app does not use them.
ten-corner-goal = Tap the dark square in your left-hand corner.
ten-crown-continues-goal = In 10×10 Damas the man is crowned on 2 and goes on flying. End the capture on 16.
ten-international-stays-man-goal = Same position in International draughts: the man passes 2 as a man and ends on 11.
ten-majority-goal = The majority law holds on 10×10 too. Make the compulsory capture.
ten-majority-why = It takes one; 33x22x11 takes two.
ten-majority-why-2 = Backwards is allowed, but it takes only one.
ten-flying-king-goal = The International king flies along the long diagonal. Capture two pieces.

## stages/s22_attack.rs

attack-title = Attack and defence
attack-intro = A piece is under attack when your opponent could capture it on their next move. To save it, move it away, or protect it by filling the square the capturing piece would land on. And if you attack a piece that has no way out, you win it.
attack-which-goal = It is your move. If you do nothing about it, Black can capture one of your men next move. Tap that man.
attack-step-away-goal = Black's man on { $s15 } attacks your man on { $s19 }. Save it: move it out of the attack, or fill the square behind it, where the black man would land.
attack-step-away-success = Both defences work: a man that steps away is no longer attacked there, and a man with another right behind it cannot be jumped from that side.
attack-back-up-goal = Black's man on { $s15 } attacks your man on { $s19 }, and this time running away does not help. Protect it: put a man on the square where the black man would land.
attack-back-up-success = With the landing square taken, the capture is gone: your man on { $s19 } is protected.
attack-no-escape-goal = Attack Black's man on { $s17 } so that it has nowhere to go, and capture it on your next move.
attack-no-escape-success = Your man on { $s22 } shut the only way out for the man on { $s17 }, and no black man could come in time to protect it.
attack-win-a-man-goal = A practice against Empresário: find an attack Black cannot meet, and win a man in two moves without losing one.
attack-hold-on-goal = Black's man on { $s20 } attacks your man on { $s24 }. Play two moves without losing a piece.

## stages/s23_exchanges.rs

exchanges-title = Exchanges
exchanges-intro = In an exchange you give pieces and take as many back: one for one, two for two. The count stays the same, but the position changes. And when you are a piece up, trades usually help you: with fewer pieces on the board, your extra piece counts for more.
trade-one-for-one-goal = Trade one for one: put a man where Black has to take it, then take a black man back.
trade-find-it-goal = Black's men are bunched together. Find the one-for-one trade.
trade-two-for-two-goal = Trade two for two: give Black a capture of two men, then take two back.
trade-when-ahead-goal = You have five men against four. Trade one for one: four against three is even better for you.
trade-two-when-ahead-goal = Five against four again. A two-for-two trade leaves three against two: find it.
trade-once-more-goal = Six against five, and your man on { $s19 } is attacked. Instead of defending it, free the square { $s18 } so that you can take back.

## stages/s24_shot.rs

shot-title = The shot
shot-intro = Since capturing is compulsory, you can give up one or more pieces on purpose: your opponent has to take them, and their pieces end up where you want them. Then you take more than you gave. Before every move, look for shots: yours, and your opponent's.
shot-one-for-two-goal = Give one man and take two.
shot-one-for-two-success = The black man that captured landed on { $s19 }, in front of your man on { $s23 }: your man jumped it and went on over { $s11 }.
shot-one-for-two-again-goal = Again: give one man and take two.
shot-one-for-three-goal = Give one man and take three.
shot-one-for-three-again-goal = There are several moves, but only one shot. Give one man and take three.
shot-two-given-goal = Sometimes you have to give two. Give up two men, one after the other, and take three.
shot-two-given-success = The first sacrifice brought the black man to { $s17 }, the second took it on to { $s26 }: from there it was in reach of your man on { $s30 }.
shot-to-crown-goal = Give up a man to open the way, then reach the last row while capturing: make a king.

## stages/s25_run.rs

run-title = Running to crown
run-intro = A king is worth far more than a man, and whoever reaches the last row first often decides the ending. Count the moves to crowning, choose the path your opponent cannot close, and when their men bar the way, give up a man to open it: the breakthrough. And the other way round: when an enemy man gets away, the men on your back row can catch it before it crowns. Each level is a practice against Empresário: whatever it replies, the task must be done within the moves counted.
run-count-goal = Your man on { $s15 } is three moves from the last row. Crown it in three moves, without letting Black's man on { $s8 } block or take it.
run-path-goal = Count: can Black's man on { $s1 } get there in time? Make a king in four moves.
run-break-through-goal = Black's men bar the way. Give up a man to break through, and make a king in three moves.
run-use-the-time-goal = Your man on { $s16 } is lost. Use the time Black spends taking it, and make a king in three moves.
run-break-far-goal = The way is longer: give up a man to open the way, and make a king in four moves.
run-break-three-goal = Three black men guard the last rows. Make a king in four moves.
run-stop-goal = Now the other way round: Black's man on { $s23 } has got away and is running to crown. Catch it with your back-row men: win it in two moves without losing one (only one move does).
run-stop-again-goal = Black's man on { $s21 } is two steps from your back row. Win it in two moves without losing a man (only one move does).

## stages/s26_block.rs

block-title = Blocking
block-intro = A player who cannot move loses, even with pieces on the board. When your opponent has few men left, take their free squares away: occupy the squares they would move to, leave them nothing to capture, and they have no move. Sometimes you give up a man to lure the enemy man onto a square where it can be blocked. The same idea works on a wing: two of your men can hold three of his, so that any move of theirs loses a man. Keep your holders still, spend your moves elsewhere, and when your opponent runs out of free moves, one of the held men has to give itself up.
block-one-goal = Black has only the man on { $s13 }. Make a move that leaves it with no move at all.
block-corner-goal = Black's man on { $s5 } has no free square, but it can capture your man on { $s9 }. Fill the square where it would land.
block-edge-goal = Black's man on { $s20 } is on the edge. Take its last move away.
block-in-two-goal = Give up a man to lure Black's man on { $s14 }, then close its last square: in two moves it has no move left.
block-in-two-again-goal = Black has one man, on { $s11 }. Lure it with a man you give up, and leave it without a move in two moves.
block-in-two-more-goal = Black's man on { $s6 } wants to come down. Give up a man to lure it, then leave it without a move: two moves.
block-wing-which-goal = Black's men on { $s8 }, { $s11 } and { $s12 } cannot move without losing a man: two of your men hold them. Tap both.
block-wing-which-success = Your men on { $s19 } and { $s20 } hold all three black men. The one on { $s21 } is free: it makes the moves while the other two hold the wing.
block-wing-goal = Your men on { $s21 } and { $s22 } hold Black's men on { $s9 }, { $s13 } and { $s14 }. Leave them there, play your free man, and Black will have to give you a man: win it in three moves, losing none (only one first move does it).
block-wing-again-goal = Your men on { $s13 } and { $s17 } hold Black's men on { $s5 }, { $s6 } and { $s9 }. Black's man on { $s3 } still has moves: spend yours with the man on { $s32 } and win a man in four moves, losing none (only one first move does it).

## stages/s27_endings.rs

endings-title = Endings with kings
endings-intro = Three kings against one almost always win, as long as the lone king does not hold the long diagonal (29 to 4): take it first. Then close the lone king's roads one diagonal at a time, your three kings in a triangle (Petrov's triangle, known in Brazil as the “pé de galo”), and finish with a king offered: capturing is compulsory, and it lands where another of your kings takes it. With one king against three, stay on the long diagonal; two kings cannot catch one. Here you play to the end against Empresário, who knows these endings by heart.
endings-offer-goal = Capturing is compulsory, for a lone king too. One move forces Black's king to take one of yours and stop where another takes it: find it (only one move wins).
endings-diagonal-first-goal = Black's king on 12 wants the long diagonal. Take it first (only one move keeps the win), then win.
endings-three-kings-goal = Three kings against one that is off the long diagonal. Hold the diagonal, close the black king's roads and take it.
endings-from-the-back-goal = The position Petrov published in 1827: your three kings on your back row (29, 30 and 31), Black's on 3. Bring them into play without letting the black king reach the long diagonal, close the triangle and win.
endings-catch-two-goal = Two black men are running to crown. One move of your king stops both: find it (only one move wins), then take them.
endings-hold-the-diagonal-goal = One king against three. Stay on the long diagonal and hold the draw: 20 king moves in a row without a capture draw the game.
endings-two-cannot-goal = Two kings cannot catch one. Keep clear of their traps (never stand where a capture you must make drops you into theirs) and hold the draw.
endings-intro-2 = Here a king moves one square at a time, and the ending has its own technique. Two kings beat one: drive it to a corner and take its squares. The single corner (4 or 29) is a trap; in the double corner (1 and 5, 28 and 32) it lasts much longer, and sometimes holds the draw before you get there. A man more wins too: crown it first. With equal pieces, the side with the opposition (“the move”) often decides it: the other runs out of good moves and has to give way. You play to the end against Empresário, who knows these endings by heart.
endings-single-corner-goal = Two kings against one near the single corner. Take its squares and capture it.
endings-out-of-the-double-corner-goal = Black's king hides in the double corner. Drive it out with your two kings, square by square, and take it.
endings-double-corner-holds-goal = Now you have the lone king, in the double corner. Go to and fro between its squares and hold the draw: 20 king moves in a row without a capture draw the game.
endings-three-short-kings-goal = Three kings against one in the double corner. Bring your kings up together and take the black king.
endings-crown-then-win-goal = A king and a man against a king. Guard the man, crown it, and win.
endings-king-escorts-goal = Your king escorts the man on 22 to the crowning row. Then, with two kings, win.
endings-stop-two-goal = Black's men on 13 and 21 are heading for your back row. One move of your king stops both: find it (only one move wins), then win.
endings-the-move-goal = One man each. Two men in one column, an empty row between them: the side to move must step into capture. Having the opposition (“the move”) leaves that to your opponent. One move wins. With Black to move, a draw.
endings-the-move-again-goal = One man each again, in other columns. Only one move keeps the opposition for you: find it and win. With Black to move, it would be a draw.
endings-intro-3 = On the big board three kings rarely catch one: 20 king moves in a row draw the game, and the lone king has room. They win when it stands badly and walks into a trap: a king offered that it must capture, landing where another takes it. A fourth king changes everything: it closes the road three would leave open. With the lone king, stay on the long diagonal (46 to 5). You play to the end against Empresário, who knows these endings by heart.
endings-ten-offer-goal = Black's king is on the edge, on 50. Only one move wins: set up the king it will have to take.
endings-ten-offer-again-goal = Black's king on 50 again. Find the only winning move and finish with a king offered.
endings-ten-edge-goal = Black's king is on 49, on the edge of the board. Only one move wins: find it and take the king.
endings-ten-long-way-goal = A longer win, and only one move wins it. Bring your kings close to the black king without giving it the long diagonal.
endings-ten-four-kings-goal = Four kings against one, off the long diagonal. Without any one of your kings it would be a draw; with all four you win in three moves, whatever the defence. Only one move wins in three: find it.
endings-ten-four-kings-again-goal = Black's king is in the middle of the board, on 34. Four kings catch it in three moves, where three would not be enough. Only one move wins in three: find it.
endings-ten-hold-again-goal = Your king is on 5, at the end of the long diagonal, against three. Hold the draw.

## stages/s28_capture_law.rs

s28-capture-law-title = Who chooses the capture
s28-capture-law-majority-intro = In your rules, whoever captures must take the most pieces. That binds your opponent too: offer pieces so that the biggest capture, the compulsory one, takes their men where you want them, even when a smaller capture would have saved them. Before each move, count the captures your opponent will have.
s28-capture-law-free-intro = In your rules, whoever captures chooses the capture: it need not take the most pieces. So your opponent chooses too, and will pick whatever suits them. A shot only works if every capture they can choose loses: check each one before you give a piece.
law-majority-1-goal = Make Black capture the way you want: the majority law forces the capture that takes the most pieces. Take 3 pieces.
law-majority-1-success = Black would rather have played 11x20, which saved them, but the majority law made them take 12x19x26: more pieces.
law-majority-2-goal = White would like a small capture, but must take the most. Make use of it: take 3 pieces.
law-majority-2-success = White would rather have played 16x7, which saved them, but the majority law made them take 22x15x8: more pieces.
law-majority-3-goal = Offer pieces so that the biggest capture, the compulsory one, leads White into your shot. Take 3 pieces.
law-majority-3-success = White would rather have played 27x20, which saved them, but the majority law made them take 28x19x10: more pieces.
law-majority-4-goal = After your move, count Black's captures: which one does the law force? Take 3 pieces.
law-majority-4-success = Black would rather have played 14x21, which saved them, but the majority law made them take 10x19x26: more pieces.
law-majority-5-goal = Again: let the majority law choose Black's capture for you. Take 3 pieces.
law-majority-5-success = Black would rather have played 10x19, which saved them, but the majority law made them take 11x18x25: more pieces.
law-majority-6-goal = One more: the law decides Black's capture. Take 3 pieces.
law-majority-6-success = Black would rather have played 18x27, which saved them, but the majority law made them take 12x19x26: more pieces.
law-ten-1-goal = Make Black capture the way you want: the majority law forces the capture that takes the most pieces. Take 4 pieces.
law-ten-1-success = Black would rather have played 22x31, which saved them, but the majority law made them take 18x29x40: more pieces.
law-ten-2-goal = White would like a small capture, but must take the most. Make use of it: take 6 pieces.
law-ten-2-success = White would rather have played 32x21, which saved them, but the majority law made them take 4x22x31: more pieces.
law-ten-3-goal = Offer pieces so that the biggest capture, the compulsory one, leads Black into your shot. Take 4 pieces.
law-ten-3-success = Black would rather have played 18x27, which saved them, but the majority law made them take 17x28x37: more pieces.
law-ten-4-goal = After your move, count White's captures: which one does the law force? Take 4 pieces.
law-ten-4-success = White would rather have played 27x36, which saved them, but the majority law made them take 33x24x15: more pieces.
law-ten-5-goal = Again: let the majority law choose Black's capture for you. Take 4 pieces.
law-ten-5-success = Black would rather have played 17x26, which saved them, but the majority law made them take 24x35x44x33: more pieces.
law-ten-6-success = Black would rather have played 16x27, which saved them, but the majority law made them take 22x33x44: more pieces.
capture-law-intro = In Italian draughts the compulsory capture follows an order: the one taking the most pieces; among those, the one taking the most kings; among those, the one made by a king. The order binds your opponent too: offer pieces so that the capture it forces takes their pieces where you want them, even when another would have saved them.
law-italian-majority-1-goal = Make Black capture the way you want: the capture taking the most pieces comes first. Take 4 pieces.
law-italian-majority-1-success = Black would rather have played 9x2, which saved them, but the majority law made them take 27x20x11: more pieces.
law-italian-majority-2-success = White would rather have played 15x6, which saved them, but the majority law made them take 21x14x7: more pieces.
law-italian-majority-3-goal = Again the biggest capture is compulsory. Lead Black into your shot: take 3 pieces.
law-italian-order-1-goal = Between captures of the same size, the Italian order decides (more kings taken, then a capture made by a king). Use it: take 3 pieces.
law-italian-order-1-success = Black would rather have played 23x30, which saved them, but the Italian order (more kings taken, or the capture made by a king) made them play 31x22.
law-italian-order-2-goal = Two captures of the same size: which one must Black make? Use the order: take 2 pieces.
law-italian-order-3-goal = One more: the Italian order chooses Black's capture. Take 2 pieces.
law-italian-order-3-success = Black would rather have played 23x32, which saved them, but the Italian order (more kings taken, or the capture made by a king) made them play 31x24.
law-free-english-1-goal = Here whoever captures chooses how. Find the move after which every capture White can make loses, and take 3 pieces.
law-free-english-1-success = White could choose between 14x7, 15x6: every one lost.
law-free-english-2-goal = White will choose the capture that suits them. Find a shot that works whichever they pick: take 3 pieces.
law-free-english-2-success = White could choose between 11x18x9, 11x18x27: every one lost.
law-free-english-3-goal = Give a piece only if every capture Black may choose loses. Take 3 pieces.
law-free-english-3-success = Black could choose between 15x24, 16x23: every one lost.
law-free-english-4-goal = Again Black choose how to capture. Make every choice lose, and take 3 pieces.
law-free-english-4-success = Black could choose between 17x26, 18x25: every one lost.
law-free-english-5-goal = Count each capture White could choose, and find the move that beats them all: take 3 pieces.
law-free-english-5-success = White could choose between 15x8, 16x7: every one lost.
law-free-english-6-goal = One more: whichever capture Black choose, take 3 pieces.
law-free-russian-1-goal = Here whoever captures chooses how. Find the move after which every capture Black can make loses, and take 3 pieces.
law-free-russian-1-success = Black could choose between 18x27, 19x26: every one lost.
law-free-russian-2-goal = Black will choose the capture that suits them. Find a shot that works whichever they pick: take 2 pieces.
law-free-russian-2-success = Black could choose between 28x10, 28x6: every one lost.
law-free-russian-3-goal = Give a piece only if every capture White may choose loses. Take 3 pieces.
law-free-russian-4-goal = Again White choose how to capture. Make every choice lose, and take 2 pieces.
law-free-russian-4-success = White could choose between 1x15, 1x19, 1x24: every one lost.
law-free-russian-6-goal = One more: whichever capture White choose, take 3 pieces.
law-free-thai-2-goal = White will choose the capture that suits them. Find a shot that works whichever they pick: take 2 pieces.
law-free-thai-3-goal = Give a piece only if every capture White may choose loses. Take 2 pieces.
law-free-thai-3-success = White could choose between 3x14, 3x17: every one lost.
law-free-thai-4-success = White could choose between 29x15, 29x11, 29x8: every one lost.
law-free-thai-5-goal = Count each capture Black could choose, and find the move that beats them all: take 2 pieces.

## stages/s29_centre.rs

centre-squares-goal = The centre is the middle four squares of the two middle rows. Tap all four.
centre-squares-success = A man in the centre can go either way and watches the squares around it; on the edge of the board it has only one road.
centre-safe-goal = Two moves put a man in the centre, and one of them loses a man. Take the centre with support, and play two moves without losing a piece.
centre-safe-success = The centre is yours, and no man of yours was left open to a forced shot.
centre-safe-again-goal = Your man on { $s23 } can reach the centre two ways, and one of them loses a man. Choose the safe one, and play two moves without losing a piece.
back-row-guard-goal = Black's man on { $s21 } is two steps from crowning, and your man on { $s29 } guards the way. Leave it at home: play three moves without losing a piece or letting Black crown.
back-row-guard-again-goal = Black's man on { $s23 } has come close to your back row, and it is your man on { $s31 } that holds it. Play three moves without losing a piece or letting Black crown.
back-row-which-goal = One of your men must not move, or Black crowns at once. Tap it.
back-row-which-success = The man on { $s32 } is the guard: while it stays, Black's man on { $s28 } has nowhere to go.
back-row-bridge-goal = The bridge: with men on 30 and 32, a lone black man cannot get through. Black's man on 23 tries: keep the bridge, and play four moves without losing a piece or letting Black crown.
back-row-bridge-success = Every square beside the bridge is covered by one of its two men: the black man has no way through.
back-row-one-king-goal = A practice against Empresário: your king against two black men. With flying kings a king is worth more than two men: take both and win. (With a king that moves one square at a time, as in checkers, this would only be a draw.)
back-row-one-king-title = The centre and the back row
centre-intro = In the opening, two things count more than the rest: the centre and the back row. The centre squares give your men more roads and close your opponent's: take them, but with support, without leaving a hole for a forced shot. The men on your back row guard the crowning squares: while they stay home, an enemy man that gets close does not become a king. Don't move them early without a reason. With flying kings this weighs even more: a king is worth more than two men. With the move, a lone king against two men almost never loses and wins about four positions in ten; a king that moves one square at a time, as in checkers, almost never wins.
centre-intro-2 = In the opening, two things count more than the rest: the centre and the back row. The centre squares give your men more roads and close your opponent's: take them, but with support, without leaving a hole for a forced shot. The men on your back row guard the crowning squares; in checkers the best-known guard is the bridge, two men on 30 and 32 (for Black, on 1 and 3): a lone enemy man cannot get past them. Don't move them early without a reason.

## versions/board_versions.rs

board-intro-2 = An 8×8 board where only the 32 dark squares are used. Each side starts with 12 men on the three rows nearest to it; the two middle rows are empty. In English draughts the dark side (Black) makes the first move.
board-first-move-dark-goal = Black starts, and here you play Black (at the bottom). Make the first move: push a man from your front row.
board-first-move-dark-intro = An 8×8 board where only the 32 dark squares are used. In Thai draughts each side starts with 8 men on the two rows nearest to it; the four middle rows are empty. White (the light side) moves first.
board-empty-rows-two-rows-goal = The four middle rows start empty. Tap the four dark squares of the empty row nearest to you.
board-first-move-two-rows-intro = A 10×10 board where only the 50 dark squares are used. Each side starts with 20 men on the four rows nearest to it; the two middle rows are empty. White (the light side) moves first.
board-empty-rows-ten-goal = The two middle rows start empty. Tap the five dark squares of the empty row nearest to you.
board-first-move-ten-intro = You know the rules; now some habits of good players: watch for loose pieces, use compulsory capture to your advantage, keep your back row, trade pieces when you are ahead, and remember that even a lone king can be cornered.

## versions/brazilian.rs

brazilian-title = Brazilian draughts
brazilian-intro = Brazilian draughts: men capture forwards and backwards, kings fly, the majority law applies (the capture taking the most pieces is compulsory), and a man passing the last row during a capture goes on as a man. These levels are played under Brazilian rules.

## versions/capture_versions.rs

capture-forward-only-goal = A man captures only forwards: the black man behind yours is safe. Make the only capture.
capture-forward-only-why = A man does not capture backwards.
capture-forward-only-intro = To capture, a man jumps over a neighbouring enemy piece on a diagonal and lands on the empty square right behind it. Under these rules a man captures only forwards; only a king captures backwards.
capture-forward-only-intro-2 = To capture, a man jumps over a neighbouring enemy piece on a diagonal and lands on the empty square right behind it. In Italian draughts a man captures only forwards and never captures a king; a king captures both ways.
capture-man-spares-king-why = A man never captures a king.
capture-man-spares-king-intro = To capture, a man jumps over a neighbouring enemy piece on a diagonal and lands on the empty square right behind it. Under these rules it captures forwards and backwards.

## versions/capture_choice_versions.rs

majority-two-forward-goal = There are two captures. Make the compulsory one.
majority-two-forward-why = This takes one piece; the other takes two.
majority-two-forward-title = Choosing a capture
majority-two-forward-intro = When several captures are possible, you may choose any of them, even one that takes fewer pieces: there is no majority law here. Capturing is still compulsory, and the chain you choose goes on to the end.
choice-take-one-goal = There is a capture of two pieces and one of a single piece. Choose the smaller: take only the man on 25, with 30x21.
choice-take-two-goal = Same position. Now choose the bigger capture: take both men in one move.
choice-take-two-title = The Italian capture law
choice-take-two-intro = When several captures are possible, the one taking the most pieces is compulsory. Between captures of the same size: the one taking more kings, and if still equal, the one made by the king. Only when everything is equal do you choose.

## versions/crowning.rs

crowning-title = Crowned in the middle of a capture
crowning-intro = A man that reaches the last row in the middle of a capture is crowned at once and, if it can, goes on capturing as a king in the same move.
crossing-crowned-goes-on-goal = Your man is crowned on square { $s2 } and goes on as a king. Take both men and end on { $s13 }.
crossing-crowned-goes-on-why = Crowned on { $s2 }, it can still capture: the move does not stop there.
crossing-crowned-goes-on-success = It ended on { $s13 } as a king.
crossing-crowned-goes-on-title = Crowned, the move ends
crossing-crowned-goes-on-intro = A man that reaches the last row while capturing is crowned and the move ends there, even if as a king it could capture more.
crossing-crowned-stops-success = The new king plays from your next move on.
crossing-crowned-stops-intro = A man that touches the last row in the middle of a capture and can still capture goes on as a man and is not crowned. It is crowned only if the move ends there.

## versions/english_customs.rs

english-customs-title = English draughts tournaments
english-customs-intro = Two customs of English draughts tournaments: a touched piece must be moved, and the first three moves are drawn by lot from a list of openings. A missed capture does not cost the piece (the old "huff" is gone): capturing is compulsory, and a move that does not capture is simply not allowed.

## versions/king.rs

compulsory-king-short-intro = In a chain, the jumped pieces leave the board only when the move is over, and none of them may be jumped twice.
captured-twice-short-goal = Take two men with the king. It may not go back over the man on 18, already jumped.
captured-twice-short-why = The man on 18 was already jumped in this move.
captured-twice-short-title = How a king moves
captured-twice-short-intro = A king steps one square diagonally, forwards or backwards, onto an empty square. It does not fly: one square per move.
king-short-steps-goal = The king moves one square at a time. Take it to square 18.
king-short-steps-why = The king does not fly: one square per move.
king-short-back-goal = Unlike a man, a king moves backwards. Take it from 11 to 18.
king-short-back-title = The king captures
king-short-back-intro = A king captures like a man, jumping a neighbouring enemy piece and landing on the empty square right behind it, but in any direction, forwards or backwards. In a chain it may change direction.
king-short-adjacent-goal = A king jumps only a neighbouring piece. Walk up to the man on 18 and take it.
king-short-adjacent-why = A king jumps only a piece right next to it.
king-short-chain-goal = Take both men in one move: backwards, then forwards again.
king-short-chain-why = From 31 the king can capture again: the move does not stop there.
draw-twenty-play-count-goal = 16 king moves in a row have been made, without a capture. Make two moves without losing your king: at the 20th king move in a row, the game is drawn.
draw-hold-repetition-short-goal = Two black kings against yours: Black is better, but here Black only repeats moves. Take the draw by repetition: move your king to a safe square and back; Black does the same. The third time the same position appears with you to move, the game is drawn.
draw-hold-repetition-short-intro = The game is drawn after 20 moves in a row made only with kings and without a capture (both sides' moves counted), when the same position occurs three times with the same player to move, or when one player offers a draw and the other accepts. Tournament checkers uses a longer rule: a player who thinks the opponent cannot win claims a draw from the referee, and the opponent then has 40 of their own moves to show progress. Here we use the simpler 20-move rule. In the last two levels you reach a draw by playing, with the counts under the task.
draw-hold-repetition-short-intro-2 = You know the rules; now some habits of good players: watch for loose pieces, use compulsory capture to your advantage, keep your back row, hold the centre, trade pieces when you are ahead, and remember that even a lone king can be cornered.
king-long-ten-goal = Cross the board: take the king to square 5 in one move.

## versions/notation_versions.rs

notation-coordinates-goal = Many players write squares with coordinates instead of numbers: columns a to h and rows 1 to 8, from the bottom-left corner (a1). Tap square c3.
notation-full-path-man-goal = Two captures of the man go from 22 to 6, taking two pieces each: "22x6" does not say which. Make the one written in full: 22x15x6.
notation-full-path-man-success = It landed on 15 and 6 and took the men on 18 and 10. The other one, 22x13x6, takes the men on 17 and 9.
notation-write-path-man-goal = Same position. The other capture from 22 to 6 takes the men on 17 and 9. Write it: tap the square where the man lands on the way, between 22 and 6.
notation-write-path-man-success = It is written 22x13x6.
notation-coordinates-black-goal = Many players write squares with coordinates instead of numbers: columns a to h and rows 1 to 8, from the bottom-left corner (a1) of the side that moves first. Here that is Black, at the bottom. Tap square c3.
notation-coordinates-black-success = c3 is square 11: Black's move 11-15 is also written c3-d4.
notation-coordinates-black-short-king-intro = The dark squares are numbered 1 to 32, row by row, left to right, from the top, with White at the bottom. A move is written 22-18; a capture, 22x15. When two captures start and end on the same squares, every square the piece lands on is written: 22x15x6.
notation-move-two-rows-goal = Tap both squares of the move 26-22.
notation-coordinates-two-rows-success = c3 is square 22: the move 26-22 is also written d2-c3.
notation-coordinates-two-rows-intro = The dark squares are numbered 1 to 50, row by row, left to right, from the top, with White at the bottom. A move is written 32-28; a capture, 27x18. When two captures start and end on the same squares, every square the piece lands on is written.
notation-move-ten-goal = Tap both squares of the move 32-28.


## Turkish draughts: the core course of a Turkish learner, and the stage
## that shows it to learners of the diagonal games.
tr-board-title = The board and the men
tr-board-intro = Turkish draughts uses all 64 squares of the 8×8 board, light and dark alike. Each side starts with 16 men on its second and third rows; its own back row starts empty. White moves first, and every piece moves along rows and columns, never diagonally.
tr-setup-goal = You have White, and White moves first. Move a man of your front row one square forwards.
tr-setup-success = That is a first move. Your back row, behind your men, starts empty: a man never moves backwards to fill it.
tr-man-moves-title = How a man moves
tr-man-moves-intro = A man steps one square at a time, straight forwards or sideways to the left or right, onto an empty square. It never moves backwards and never diagonally.
tr-man-steps-goal = Tap every square the man on d4 can step to.
tr-man-steps-success = Forwards to d5, or sideways to c4 or e4: three choices, never backwards to d3.
tr-man-walk-goal = Walk the man up to d6, one square a move.
tr-man-walk-why = A man never moves backwards.
tr-man-walk-why-2 = Nothing moves diagonally in Turkish draughts: only along rows and columns.
tr-man-walk-why-3 = Without a capture a man steps one square only.
tr-man-sideways-goal = The square in front of your man is taken. Step sideways around the black men and reach e6.
tr-man-sideways-why = The square d5 is occupied, and the man cannot jump it: d6, behind it, is not empty.
tr-capture-title = Capturing
tr-capture-intro = A man captures an enemy piece right next to it, in front or at its side, by jumping it to the empty square just beyond. It never captures backwards.
tr-capture-sideways-goal = Capture a black man.
tr-capture-sideways-why = The man on d3 is behind yours: a man never captures backwards. Take the one at its side.
tr-capture-compulsory-goal = Capturing is compulsory. Find the capture.
tr-capture-compulsory-why = While one of your pieces can capture, you must capture: the man on f3 can take f4.
tr-chain-title = Several pieces in one move
tr-chain-intro = If after a jump the same piece can jump again, it goes on in the same move, forwards or sideways, until nothing is left to take. Stopping halfway is not allowed.
tr-chain-turns-goal = Take all three black men in one move.
tr-chain-turns-success = Forwards, sideways, then forwards again: a man may turn between its jumps, as long as it never goes backwards.
tr-majority-title = Take the most pieces
tr-majority-intro = When there are several captures, you must play the one that takes the most pieces. Men and kings count alike. Between captures that take as many, you choose.
tr-majority-most-goal = Two captures are possible. Play the one the rules demand.
tr-majority-most-why = That capture takes one man; the one forwards takes two. The capture taking the most pieces is compulsory.
tr-majority-king-counts-one-goal = A black king on one side, two men in front. Which capture must you play?
tr-majority-king-counts-one-why = A king counts as one piece, no more than a man: the two men in front are more.
tr-promotion-title = Crowning
tr-promotion-intro = A man that ends its move on the far row becomes a king. If it reaches that row in the middle of a capture, it goes on capturing as a man, sideways along the row, and is crowned when the capture ends.
tr-crown-goal = Take the man to the last row and crown it.
tr-crossing-goal = Capture every black man you can in one move.
tr-crossing-success = Your man reached c8 in the middle of the capture and went on as a man, one square at a time along the row. It was crowned on g8, where the capture ended.
tr-king-moves-title = How a king moves
tr-king-moves-intro = A king moves like a rook in chess: any number of empty squares along a row or a column, forwards, backwards or sideways. It never moves diagonally.
tr-king-rook-goal = Take the king to h8. It moves along rows and columns.
tr-king-rook-why = h8 is on the same diagonal as a1, but a king never moves diagonally: go along the row, then up the column.
tr-king-captures-title = How a king captures
tr-king-captures-intro = A king captures from afar: along its row or column it jumps one enemy piece, with only empty squares between, and lands on any empty square beyond it. In a capture of several pieces it may turn left or right between jumps, but never straight back.
tr-king-far-goal = Capture the black man with your king and land on a8, the far end of the column.
tr-king-no-turn-back-goal = Your king can capture upwards or downwards, but not both in one move. Capture one of the black men.
tr-king-no-turn-back-why = After taking d6 the king may not turn straight back down the column to take d2: within a capture a king never reverses its direction.
tr-king-no-turn-back-success = One man each way, and only one of them in this move: a capture never turns straight back.
tr-vanish-goal = Take all five black men in one move with your king.
tr-vanish-success = On the way back up the a-file your king crossed a4, where it had taken a man a moment earlier. In Turkish draughts a captured piece leaves the board the moment it is jumped, so it never blocks the rest of the capture.
tr-winning-title = How to win
tr-winning-intro = You win when your opponent has no piece left, or has pieces but no move.
tr-win-last-goal = Take Black's last piece and win the game.
tr-draws-title = Draws
tr-draws-intro = When each side has a single piece left, the game is drawn at once. A game is also drawn after 20 moves in a row in which no piece is captured and no man steps forwards (kings' moves and men's steps sideways count), when the same position comes three times with the same player to move, or by agreement.
tr-draw-one-each-goal = Black has a king and a man against your king. Capture the man: with one piece each, the game is drawn.
tr-draw-one-each-success = One piece each: the game ended in a draw the moment the man left the board.
tr-notation-title = Writing moves down
tr-notation-intro = Squares are named by their column, a to h from White's left, and their row, 1 to 8 from White's side: the names stand on the edges of the board. A move is written from-to, c3-c4; a capture with an x, and a capture of several pieces names every square the piece lands on: d4xd6xf6.
tr-notation-move-goal = Play the move c3-c4.
tr-notation-full-path-goal = Two captures of three men take your king from d7 to f1. Play the one written d7xd5xf5xf1.
tr-notation-full-path-success = d7xd5xf5xf1: down to d5, across to f5, down to f1. Written d7xf1 alone, it could be either capture.
tr-notation-write-path-goal = The other capture also goes from d7 to f1. Tap the two squares where the king lands on the way.
tr-notation-write-path-success = d3 and f3: that capture is written d7xd3xf3xf1.
tr-exchanges-title = Exchanges
tr-exchanges-intro = In an exchange you give pieces and take as many back. On this board a man you put next to an enemy man, with an empty square behind it, must be taken, and the capturing man stops right behind it, often next to one of yours. A piece up, trade: with fewer pieces left your extra one counts for more, and when your opponent has none left, you have won.
tr-trade-one-for-one-goal = Three men against one. Give Black a man it must take, then take the black man back: the game is yours.
tr-trade-one-for-one-success = The black man jumped d3 and stopped on e3, right beside your man on f3, which took it back.
tr-trade-two-for-two-goal = Five men against two. Let Black take two of your men in one capture, then take both black men back in one.
tr-trade-two-again-goal = Five against two again. Find the two-for-two trade that leaves Black with nothing.
tr-trade-lure-goal = Six men against two. Give two men, one after the other, so that the black man comes down to where one of yours takes it together with the man on e2.
tr-shot-title = The shot
tr-shot-intro = Capturing is compulsory here, and so is the capture that takes the most. So you can give a man on purpose: your opponent must take it, and the capturing man lands where you want it, in a row or column where your man can jump it. Your man then carries on along the row, turns up a column when it can, and takes more than you gave. Before every move, look where a capture would land: yours, and your opponent's.
tr-shot-one-for-two-goal = Give one man and take two.
tr-shot-one-for-two-success = The black man that took your man landed on d3, in the row of your man on c3: it jumped d3, then f3 further along the same row.
tr-shot-one-for-two-again-goal = Again: give one man and take two.
tr-shot-one-for-three-goal = Give one man and take three. Your capture will turn a corner.
tr-shot-one-for-three-success = Two jumps along the third row, over f3 and d3, then a turn up the c-file over c4: three men with one.
tr-shot-one-for-four-goal = Black's men stand in a row with gaps between them. Give one man and take four with a single capture.
tr-law-title = The majority law as a weapon
tr-law-intro = In Turkish draughts whoever captures must take the most pieces, and that binds your opponent too. Give up men so that the biggest capture, the compulsory one, takes the enemy piece to a square where you take it, even when a smaller capture would have saved it. Before each move, count the captures your opponent will have.
tr-law-three-for-the-king-goal = Black has only a king. Give it men to take, so that the law sends it where you can take it, and win.
tr-law-three-for-the-king-success = The king would rather have played h8xh3xh1, two men and safe in the corner, but the majority law made it take three: h8xh3xd3xb3, ending beside your man on a3.
tr-law-round-the-corner-goal = Another lone king. Give it a long capture that ends next to one of your men, and win.
tr-law-round-the-corner-success = a5xf5xf1 would have taken two and saved the king; the law demanded the capture of three, a5xg5xg2xe2, and the king stopped beside your man on d2.
tr-law-four-for-the-king-goal = Give the black king four men to take, so that the law leaves it where you capture it.
tr-law-four-for-the-king-success = c1xc7xg7xg3 would have taken three and saved the king, but c1xc7xh7xh4xf4 takes four, so it was compulsory, and the king ended beside your man on e4.
tr-law-seven-goal = Take seven pieces with one capture of your king. Black captures first: see to it that the law chooses that capture for you.
tr-law-seven-success = Black would gladly have taken your king with f7xd7, but a3xg3xg1 takes two men, so the law demanded it: your king was left free to take seven.
tr-breakthrough-title = Breakthrough to the last row
tr-breakthrough-intro = A king is worth far more than a man: it moves like a rook and captures from afar. When enemy men bar the way to the last row, give one up: the man that takes it leaves its square, and your man captures through the gap. A man that reaches the last row in the middle of a capture goes on capturing as a man, and is crowned where the capture ends on that row.
tr-break-through-goal = Two black men guard the way to the last row. Give up a man to open it, and make a king in two moves.
tr-break-through-success = The black man that took on e5 left d5 and stopped on f5, in front of your man on f4: your man jumped it and the man on f7, and was crowned on f8.
tr-break-two-given-goal = This time one man given is not enough. Give two, one after the other, and make a king in three moves.
tr-break-two-given-success = The first man drew the black man from b5 to d5, the second from d5 to f5: from there it was in reach of your man on f4, which captured its way to f8.
tr-endings-title = Endings
tr-endings-intro = With four pieces or fewer, the endgame tables know the truth of every position. A king and a man beat a man nine times in ten, and three kings beat one almost always. Two kings against one win less than once in a hundred, only when the lone king is caught within three moves, and a king and a man against a king is almost always a draw. One piece each is a draw at once: a piece up, never let it come to one against one. Each level is played against Empresário, who defends with the tables.
tr-endings-king-and-man-goal = A king and a man against a man. Win: take the black man, or crown yours first. If Black takes your man, one against one is a draw at once.
tr-endings-three-kings-goal = Three kings against one. Close its rows and columns and take it.
tr-endings-trap-goal = Two kings against one are usually a draw, but here the black king stands on the edge. Only one move wins: find it, then take the king.
tr-endings-two-cannot-goal = Now you have one king against two, and they cannot catch it if you take care: never stop in the row or column of a black king with an empty square just behind you. Hold the draw.
tr-endings-hold-king-and-man-goal = A king and a man against your king: a draw, if you take care. Four of your king's moves lose; keep it where neither black piece can trap it, and hold the draw.
turkish-title = Turkish draughts
turkish-intro = Dama, the draughts of Turkey, is played on all 64 squares. Men step forwards or sideways, kings move like rooks, nothing ever moves diagonally, and a captured piece leaves the board the moment it is jumped. The majority law applies, and one piece against one is a draw at once. These levels are played under Turkish rules.
diagonal-title = Diagonal draughts
diagonal-intro = Every other kind of draughts is played on the 32 dark squares only, and its pieces move diagonally. A captured piece stays on the board until the whole capture ends, and it blocks the way meanwhile. These levels are played under Brazilian rules.

## The notation trainer (src/learn/trainer_page.rs)

trainer-title = Notation trainer
trainer-open = Practise the square names
trainer-intro = Thirty seconds to find or name as many squares as you can. Your best score is kept for each rule set, drill and side.
# { $name }: the rule set's name.
trainer-rule-set = Rule set: { $name } (change it at the top of the page)
trainer-drill = What to practise
trainer-find = Find the square I name
trainer-name = Name the square I mark
trainer-names = Names
trainer-numbers = Numbers
trainer-letters = Letters and numbers
trainer-bottom = Side at the bottom of the board
trainer-start = Start
trainer-best = Your best: { $best }
# { $square }: a square's name, "23" or "c3".
trainer-find-prompt = Tap square { $square }
trainer-name-prompt = What is the marked square called?
trainer-answer-label = The square's name
trainer-submit = Answer
trainer-right = Right!
trainer-wrong-find = That is { $given }. { $asked } is the green one.
trainer-wrong-name = Not quite: that square is { $asked }.
trainer-time-left = { $seconds } s left
trainer-score = Right: { $right } · Wrong: { $wrong }
trainer-result = Time's up! { $right } right, { $wrong } wrong.
trainer-new-best = A new best score!

# Play with someone by link: what the home page's "your games" list shows,
# served first (the room's other words are in room.ftl;
# src/online/online_texts.rs). Fixed texts are named as their OnlineText
# constant prefixed Online; texts with data are named online-….

## The online page

# The online page's title, and the link to it from the home and play pages.
OnlineTitle = Play with someone
# Heading of the list of the user's games (also a link to it).
OnlineMyGames = Your games
# Button: open a game of the list.
OnlineOpen = Open

## Who plays, whose move

# The room's status before the second player comes.
OnlineWaitingForOpponent = Waiting for someone to open the link…
# The room's status: the user is to move.
OnlineYourTurn = Your turn
# The room's status: the opponent is to move.
OnlineTheirTurn = Your opponent's turn

## How a game ended

# The game's end, for the winner (see online-ending).
OnlineYouWon = You won
# The game's end, for the loser (see online-ending).
OnlineYouLost = You lost
# The game's end, for a spectator (see online-ending).
OnlineWhiteWon = White won
# The game's end, for a spectator (see online-ending).
OnlineBlackWon = Black won
# The game's end: a draw (see online-ending).
OnlineDraw = Draw
# A room nobody moved in for 7 days.
OnlineExpired = The room expired: 7 days without a move, no winner.

## Draws, resigning, absence, rematch

# In the list of the user's games: the opponent has been away long enough.
OnlineClaimNow = you may claim the win by absence now

## Notifications

# Checkbox: a browser notification when it is the user's move.
OnlineNotifyMoves = Tell me when it is my move (a browser notification, while Damas is open)
# When the browser refused notifications.
OnlineNotifyDenied = The browser did not allow notifications; you can allow them in the site's settings.
# The notification's text.
OnlineNotifyBody = Your opponent has moved: it is your turn.

## How a game ended, and why

# How a game ended, with why. $ending: OnlineYouWon, OnlineYouLost, OnlineWhiteWon, OnlineBlackWon or OnlineDraw; $reason: one of the online-reason-* messages. "You won (resignation)".
online-ending = { $ending } ({ $reason })
# Why a game ended: the loser had no pieces left.
online-reason-no-pieces = no pieces left
# Why a game ended: the loser could not move.
online-reason-blocked = no legal move
# Why a game ended: the loser resigned.
online-reason-resignation = resignation
# Why a game ended: the player to move stayed away too long and the other claimed the win.
online-reason-absence = absence
# Why a game ended: a draw offered and accepted.
online-reason-agreement = agreement
# Why a game ended: a draw by the rule set's count of king moves without a capture.
online-reason-king-moves = king moves without capture
online-reason-no-progress = moves without capture or a man stepping forwards
# Why a game ended: a draw by repetition of the position.
online-reason-repetition = repetition
# Why a room's game ended: a draw with one piece each (Turkish rules).
online-reason-one-piece-each = one piece each
# Why a game ended: nobody moved for the room's lifetime.
online-reason-expired = room expired

## Times (the list of the user's games, the room's info line)

# A duration in seconds. $count: how many.
online-seconds = { $count } s
# A duration in minutes. $count: how many.
online-minutes = { $count } min
# A duration in hours. $count: how many.
online-hours = { $count } h
# A duration in days. $count: how many.
online-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
# In the list of the user's games. $time: a duration (online-days, online-hours, …).
online-last-move-ago = last move { $time } ago
# In the list of the user's games: the user must move within $time (a duration) or the opponent may claim the win by absence.
online-move-within = move within { $time }, or your opponent may claim the win
# In the list of the user's games: the user may claim the win by absence in $time (a duration) if the opponent does not move.
online-claim-in = you may claim the win by absence in { $time } if they do not move
# In the list of the user's games: the room expires in $time (a duration) unless someone joins.
online-expires-in = the room expires in { $time } unless someone joins

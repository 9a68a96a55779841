# The words of a room (play with someone by link) that the home page's
# "your games" list does not show: one `OnlineText` constant a fixed text,
# named `Online<Name>` as in online.ftl, and the texts with data
# (`online-…`). Served with the other pages' files (src/kernel/i18n/catalogue.rs,
# TextPart).

## The online page

# The online page's first paragraph: how a game by link works.
OnlineIntro = Create a room, send the link and each of you moves when you can: the game is kept on the server.
# While the page looks for the game server.
OnlineChecking = Looking for the game server…
# When no game server answers (the rest of the app still works).
OnlineNoServer = No game server answers: playing with someone needs the Damas server. Lessons, puzzles and games against the computer work as usual.
# Button: create a room.
OnlineCreate = Create room
# Under the create button: which side the room's creator plays.
OnlineCreatorSide = The room's creator plays the side that moves first.
# The list of the user's games when it is empty.
OnlineNoGames = No games yet.

## Sharing the room

# Above the room's link, for the room's creator.
OnlineShareLink = Send this link to the person you will play:
# Button: copy the room's link.
OnlineCopy = Copy link
# What a copy button says once it has copied.
OnlineCopied = Copied
# Button: share the link (the device's share sheet).
OnlineShare = Share

## Who plays, whose move

# The room's status for someone who opened a room's link.
OnlineInvitation = You are invited to a game.
# In the invitation: the side the invited user would play. $side: `white` or `black`.
online-you-would-play = { $side ->
    [white] You would play white
   *[black] You would play black
}
# Button of the invitation: take the free seat.
OnlineAccept = Accept and play
# For a spectator: whose move it is. $side: `white` or `black`.
online-to-move = { $side ->
    [white] To move: white
   *[black] To move: black
}
# Said to a spectator.
OnlineWatching = You are watching.
# In the room's info line: the time since the last move. $time: a duration (online-minutes, online-hours, …): "3 h since the last move".
online-since-last-move = { $time } since the last move
# In the room's info line: the side the user plays. $side: `white` or `black`.
online-you-play = { $side ->
    [white] You play white
   *[black] You play black
}
# In the room's info line: the game's number in the room. $number: 1, 2, …
online-game-number = Game { $number }

## Draws, resigning, absence, rematch

# Button: offer a draw.
OnlineOfferDraw = Offer a draw
# After the user offered a draw.
OnlineDrawOffered = Draw offered: waiting for the answer.
# When the opponent offers a draw.
OnlineDrawOfferedToYou = Your opponent offers a draw.
# When the opponent declined the user's draw offer.
OnlineDrawDeclined = Your draw offer was declined.
# Button: accept the opponent's draw offer.
OnlineAcceptDraw = Accept the draw
# Button: decline the opponent's draw offer.
OnlineDeclineDraw = Decline
# Button: resign the game.
OnlineResign = Resign
# The question before resigning.
OnlineConfirmResign = Do you really want to resign this game?
# Answer to OnlineConfirmResign: resign.
OnlineConfirmResignYes = Yes, resign
# Answer to OnlineConfirmResign: go on playing.
OnlineConfirmResignNo = No, keep playing
# Button: claim the win when the opponent has not moved for 2 days.
OnlineClaimAbsence = Win by absence (more than 2 days without a move)
# Button: ask for a rematch, or accept one.
OnlineRematch = Rematch
# After the user asked for a rematch.
OnlineRematchAsked = Rematch asked: waiting for your opponent.
# When the opponent asks for a rematch.
OnlineRematchOffered = Your opponent wants a rematch.

## The game's moves

# Button: copy the game in PDN (the draughts notation file format).
OnlineCopyPdn = Copy PDN
# Button: download the game as a PDN file.
OnlineDownloadPdn = Download PDN
# Heading of the list of the game's moves.
OnlineMoves = Moves

## Problems

# A room's link that leads nowhere.
OnlineRoomNotFound = This room does not exist (or the link is incomplete).
# The server refused a request. $reason: why, one of the online-refusal-* messages: "The server refused: it is not your turn".
online-refused = The server refused: { $reason }
# When the server cannot be reached.
OnlineOffline = No connection to the server; try again.
# The connection to the room is open: moves show as they are made.
OnlineLive = live
# The connection to the room was lost and is being made again.
OnlineReconnecting = reconnecting…

## The seat link (the user's place in a room, for another device)

# Button: copy the link to the user's seat.
OnlineCopySeatLink = Copy my seat link
# What the seat link is, and why to keep it private.
OnlineSeatLinkNote = This link is your seat in the game: whoever opens it plays for you, so keep it to yourself. With it you can carry on from another device; without it, if this browser's data is cleared, the seat is lost.
# After a seat link was opened: the seat is the user's again.
OnlineSeatRestored = Seat restored: you play in this game.
# A seat link that does not belong to this room.
OnlineSeatLinkInvalid = This seat link is not valid for this room.

## Why the server refused a request (the $reason of online-refused)

# The server refused: it is the opponent's move.
online-refusal-not-your-turn = it is not your turn
# The server refused: the opponent moved meanwhile, and the board now shows it.
online-refusal-ply-taken = your opponent already moved: the game was updated
# The server refused: the game is over.
online-refusal-game-over = the game is over
# The server refused a win by absence: the opponent has not been away 2 days yet.
online-refusal-absence-too-early = 2 days have not passed yet
# The server refused: too many requests in a short time.
online-refusal-rate-limited = too many requests; wait a little
# The server refused: the room's two seats are taken.
online-refusal-room-full = both seats are taken
# The server refused a move that the rules do not allow.
online-refusal-illegal-move = illegal move
# The server refused for another reason.
online-refusal-other = request refused
# After the number of people watching the room ($count): the verb, agreeing with it.
online-watching = { $count ->
    [one] watching
   *[other] watching
}

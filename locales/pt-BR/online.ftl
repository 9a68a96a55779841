# Play with someone by link: what the home page's "your games" list shows,
# served first (the room's other words are in room.ftl;
# src/online/online_texts.rs). Fixed texts are named as their OnlineText
# constant prefixed Online; texts with data are named online-….

## The online page

# The online page's title, and the link to it from the home and play pages.
OnlineTitle = Jogar com alguém
# Heading of the list of the user's games (also a link to it).
OnlineMyGames = Suas partidas
# Button: open a game of the list.
OnlineOpen = Abrir

## Who plays, whose move

# The room's status before the second player comes.
OnlineWaitingForOpponent = Esperando alguém abrir o link…
# The room's status: the user is to move.
OnlineYourTurn = Sua vez
# The room's status: the opponent is to move.
OnlineTheirTurn = Vez do adversário

## How a game ended

# The game's end, for the winner (see online-ending).
OnlineYouWon = Você venceu
# The game's end, for the loser (see online-ending).
OnlineYouLost = Você perdeu
# The game's end, for a spectator (see online-ending).
OnlineWhiteWon = As brancas venceram
# The game's end, for a spectator (see online-ending).
OnlineBlackWon = As pretas venceram
# The game's end: a draw (see online-ending).
OnlineDraw = Empate
# A room nobody moved in for 7 days.
OnlineExpired = A sala expirou: 7 dias sem lance, sem vencedor.

## Draws, resigning, absence, rematch

# In the list of the user's games: the opponent has been away long enough.
OnlineClaimNow = você já pode pedir a vitória por ausência

## Notifications

# Checkbox: a browser notification when it is the user's move.
OnlineNotifyMoves = Avisar quando for a minha vez (notificação do navegador, enquanto o Damas estiver aberto)
# When the browser refused notifications.
OnlineNotifyDenied = O navegador não permitiu notificações; dá para liberar nas configurações do site.
# The notification's text.
OnlineNotifyBody = O adversário jogou: é a sua vez.

## How a game ended, and why

# How a game ended, with why. $ending: OnlineYouWon, OnlineYouLost, OnlineWhiteWon, OnlineBlackWon or OnlineDraw; $reason: one of the online-reason-* messages. "You won (resignation)".
online-ending = { $ending } ({ $reason })
# Why a game ended: the loser had no pieces left.
online-reason-no-pieces = sem peças
# Why a game ended: the loser could not move.
online-reason-blocked = sem lance possível
# Why a game ended: the loser resigned.
online-reason-resignation = desistência
# Why a game ended: the player to move stayed away too long and the other claimed the win.
online-reason-absence = ausência
# Why a game ended: a draw offered and accepted.
online-reason-agreement = acordo
# Why a game ended: a draw by the rule set's count of king moves without a capture.
online-reason-king-moves = lances só de damas
online-reason-no-progress = lances sem captura nem pedra avançando
# Why a game ended: a draw by repetition of the position.
online-reason-repetition = repetição
# Why a room's game ended: a draw with one piece each (Turkish rules).
online-reason-one-piece-each = uma peça de cada lado
# Why a game ended: nobody moved for the room's lifetime.
online-reason-expired = sala expirada

## Times (the list of the user's games, the room's info line)

# A duration in seconds. $count: how many.
online-seconds = { $count } s
# A duration in minutes. $count: how many.
online-minutes = { $count } min
# A duration in hours. $count: how many.
online-hours = { $count } h
# A duration in days. $count: how many.
online-days = { $count ->
    [1] { $count } dia
   *[other] { $count } dias
}
# In the list of the user's games. $time: a duration (online-days, online-hours, …).
online-last-move-ago = último lance há { $time }
# In the list of the user's games: the user must move within $time (a duration) or the opponent may claim the win by absence.
online-move-within = jogue em até { $time }, ou o adversário pode pedir a vitória
# In the list of the user's games: the user may claim the win by absence in $time (a duration) if the opponent does not move.
online-claim-in = vitória por ausência em { $time } sem lance dele
# In the list of the user's games: the room expires in $time (a duration) unless someone joins.
online-expires-in = a sala expira em { $time } se ninguém entrar

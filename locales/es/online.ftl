# Play with someone by link: what the home page's "your games" list shows,
# served first (the room's other words are in room.ftl;
# src/online/online_texts.rs). Fixed texts are named as their OnlineText
# constant prefixed Online; texts with data are named online-….

## The online page

# The online page's title, and the link to it from the home and play pages.
OnlineTitle = Jugar con alguien
# Heading of the list of the user's games (also a link to it).
OnlineMyGames = Tus partidas
# Button: open a game of the list.
OnlineOpen = Abrir

## Who plays, whose move

# The room's status before the second player comes.
OnlineWaitingForOpponent = Esperando a que alguien abra el enlace…
# The room's status: the user is to move.
OnlineYourTurn = Tu turno
# The room's status: the opponent is to move.
OnlineTheirTurn = Turno del rival

## How a game ended

# The game's end, for the winner (see online-ending).
OnlineYouWon = Ganaste
# The game's end, for the loser (see online-ending).
OnlineYouLost = Perdiste
# The game's end, for a spectator (see online-ending).
OnlineWhiteWon = Ganaron las blancas
# The game's end, for a spectator (see online-ending).
OnlineBlackWon = Ganaron las negras
# The game's end: a draw (see online-ending).
OnlineDraw = Tablas
# A room nobody moved in for 7 days.
OnlineExpired = La sala caducó: 7 días sin jugadas, sin ganador.

## Draws, resigning, absence, rematch

# In the list of the user's games: the opponent has been away long enough.
OnlineClaimNow = ya puedes reclamar la victoria por ausencia

## Notifications

# Checkbox: a browser notification when it is the user's move.
OnlineNotifyMoves = Avisarme cuando me toque (notificación del navegador, mientras Damas esté abierto)
# When the browser refused notifications.
OnlineNotifyDenied = El navegador no permitió notificaciones; puedes activarlas en la configuración del sitio.
# The notification's text.
OnlineNotifyBody = Tu rival ya jugó: te toca.

## How a game ended, and why

# How a game ended, with why. $ending: OnlineYouWon, OnlineYouLost, OnlineWhiteWon, OnlineBlackWon or OnlineDraw; $reason: one of the online-reason-* messages. "You won (resignation)".
online-ending = { $ending } ({ $reason })
# Why a game ended: the loser had no pieces left.
online-reason-no-pieces = sin piezas
# Why a game ended: the loser could not move.
online-reason-blocked = sin jugada posible
# Why a game ended: the loser resigned.
online-reason-resignation = abandono
# Why a game ended: the player to move stayed away too long and the other claimed the win.
online-reason-absence = ausencia
# Why a game ended: a draw offered and accepted.
online-reason-agreement = acuerdo
# Why a game ended: a draw by the rule set's count of king moves without a capture.
online-reason-king-moves = jugadas de dama sin captura
online-reason-no-progress = jugadas sin captura ni peón que avance
# Why a game ended: a draw by repetition of the position.
online-reason-repetition = repetición
# Why a room's game ended: a draw with one piece each (Turkish rules).
online-reason-one-piece-each = una pieza por bando
# Why a game ended: nobody moved for the room's lifetime.
online-reason-expired = sala caducada

## Times (the list of the user's games, the room's info line)

# A duration in seconds. $count: how many.
online-seconds = { $count } s
# A duration in minutes. $count: how many.
online-minutes = { $count } min
# A duration in hours. $count: how many.
online-hours = { $count } h
# A duration in days. $count: how many.
online-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
# In the list of the user's games. $time: a duration (online-days, online-hours, …).
online-last-move-ago = última jugada hace { $time }
# In the list of the user's games: the user must move within $time (a duration) or the opponent may claim the win by absence.
online-move-within = juega en menos de { $time } o tu rival podrá reclamar la victoria
# In the list of the user's games: the user may claim the win by absence in $time (a duration) if the opponent does not move.
online-claim-in = podrás reclamar la victoria por ausencia en { $time } si tu rival no juega
# In the list of the user's games: the room expires in $time (a duration) unless someone joins.
online-expires-in = la sala caduca en { $time } si nadie entra

# The words of a room (play with someone by link) that the home page's
# "your games" list does not show: one `OnlineText` constant a fixed text,
# named `Online<Name>` as in online.ftl, and the texts with data
# (`online-…`). Served with the other pages' files (src/kernel/i18n/catalogue.rs,
# TextPart).

## The online page

# The online page's first paragraph: how a game by link works.
OnlineIntro = Crea una sala, envía el enlace y cada uno juega cuando pueda: la partida se guarda en el servidor.
# While the page looks for the game server.
OnlineChecking = Buscando el servidor de juego…
# When no game server answers (the rest of the app still works).
OnlineNoServer = Ningún servidor de juego responde: para jugar con alguien hace falta el servidor de Damas. Las lecciones, los problemas y las partidas contra la computadora funcionan con normalidad.
# Button: create a room.
OnlineCreate = Crear sala
# Under the create button: which side the room's creator plays.
OnlineCreatorSide = Quien crea la sala juega con el bando que empieza.
# The list of the user's games when it is empty.
OnlineNoGames = Todavía no hay partidas.

## Sharing the room

# Above the room's link, for the room's creator.
OnlineShareLink = Envía este enlace a quien vaya a jugar contigo:
# Button: copy the room's link.
OnlineCopy = Copiar enlace
# What a copy button says once it has copied.
OnlineCopied = Copiado
# Button: share the link (the device's share sheet).
OnlineShare = Compartir

## Who plays, whose move

# The room's status for someone who opened a room's link.
OnlineInvitation = Te han invitado a una partida.
# In the invitation: the side the invited user would play. $side: `white` or `black`.
online-you-would-play = { $side ->
    [white] Jugarías con las blancas
   *[black] Jugarías con las negras
}
# Button of the invitation: take the free seat.
OnlineAccept = Aceptar y jugar
# For a spectator: whose move it is. $side: `white` or `black`.
online-to-move = { $side ->
    [white] Turno de las blancas
   *[black] Turno de las negras
}
# Said to a spectator.
OnlineWatching = Eres espectador.
# In the room's info line: the time since the last move. $time: a duration (online-minutes, online-hours, …): "3 h since the last move".
online-since-last-move = { $time } desde la última jugada
# In the room's info line: the side the user plays. $side: `white` or `black`.
online-you-play = { $side ->
    [white] Juegas con las blancas
   *[black] Juegas con las negras
}
# In the room's info line: the game's number in the room. $number: 1, 2, …
online-game-number = Partida { $number }

## Draws, resigning, absence, rematch

# Button: offer a draw.
OnlineOfferDraw = Ofrecer tablas
# After the user offered a draw.
OnlineDrawOffered = Tablas ofrecidas: esperando respuesta.
# When the opponent offers a draw.
OnlineDrawOfferedToYou = Tu rival ofrece tablas.
# When the opponent declined the user's draw offer.
OnlineDrawDeclined = Tu oferta de tablas fue rechazada.
# Button: accept the opponent's draw offer.
OnlineAcceptDraw = Aceptar tablas
# Button: decline the opponent's draw offer.
OnlineDeclineDraw = Rechazar
# Button: resign the game.
OnlineResign = Abandonar
# The question before resigning.
OnlineConfirmResign = ¿Seguro que quieres abandonar esta partida?
# Answer to OnlineConfirmResign: resign.
OnlineConfirmResignYes = Sí, abandonar
# Answer to OnlineConfirmResign: go on playing.
OnlineConfirmResignNo = No, seguir jugando
# Button: claim the win when the opponent has not moved for 2 days.
OnlineClaimAbsence = Ganar por ausencia (más de 2 días sin jugar)
# Button: ask for a rematch, or accept one.
OnlineRematch = Revancha
# After the user asked for a rematch.
OnlineRematchAsked = Revancha pedida: esperando a tu rival.
# When the opponent asks for a rematch.
OnlineRematchOffered = Tu rival quiere la revancha.

## The game's moves

# Button: copy the game in PDN (the draughts notation file format).
OnlineCopyPdn = Copiar PDN
# Button: download the game as a PDN file.
OnlineDownloadPdn = Descargar PDN
# Heading of the list of the game's moves.
OnlineMoves = Jugadas

## Problems

# A room's link that leads nowhere.
OnlineRoomNotFound = Esta sala no existe (o el enlace está incompleto).
# The server refused a request. $reason: why, one of the online-refusal-* messages: "The server refused: it is not your turn".
online-refused = El servidor rechazó la petición: { $reason }
# When the server cannot be reached.
OnlineOffline = Sin conexión con el servidor; inténtalo de nuevo.
# The connection to the room is open: moves show as they are made.
OnlineLive = en vivo
# The connection to the room was lost and is being made again.
OnlineReconnecting = reconectando…

## The seat link (the user's place in a room, for another device)

# Button: copy the link to the user's seat.
OnlineCopySeatLink = Copiar el enlace de mi puesto
# What the seat link is, and why to keep it private.
OnlineSeatLinkNote = Este enlace es tu puesto en la partida: quien lo abra juega por ti, así que guárdalo solo para ti. Con él puedes seguir desde otro dispositivo; sin él, si se borran los datos de este navegador, el puesto se pierde.
# After a seat link was opened: the seat is the user's again.
OnlineSeatRestored = Puesto recuperado: juegas en esta partida.
# A seat link that does not belong to this room.
OnlineSeatLinkInvalid = Este enlace de puesto no vale para esta sala.

## Why the server refused a request (the $reason of online-refused)

# The server refused: it is the opponent's move.
online-refusal-not-your-turn = no es tu turno
# The server refused: the opponent moved meanwhile, and the board now shows it.
online-refusal-ply-taken = tu rival ya jugó: la partida se actualizó
# The server refused: the game is over.
online-refusal-game-over = la partida terminó
# The server refused a win by absence: the opponent has not been away 2 days yet.
online-refusal-absence-too-early = aún no pasaron 2 días
# The server refused: too many requests in a short time.
online-refusal-rate-limited = demasiadas peticiones; espera un poco
# The server refused: the room's two seats are taken.
online-refusal-room-full = los dos puestos ya están ocupados
# The server refused a move that the rules do not allow.
online-refusal-illegal-move = jugada ilegal
# The server refused for another reason.
online-refusal-other = petición rechazada
# After the number of people watching the room ($count): the verb, agreeing with it.
online-watching = { $count ->
    [one] mirando
   *[other] mirando
}

# The online room: playing someone by link (src/online/online_texts.rs).
# Fixed texts are named as their OnlineText variant prefixed Online;
# texts with data are named online-….

## The online page

# The online page's title, and the link to it from the home and play pages.
OnlineTitle = Jogar com alguém

# The online page's first paragraph: how a game by link works.
OnlineIntro = Crie uma sala, mande o link e joguem cada um no seu tempo: a partida fica guardada no servidor.

# While the page looks for the game server.
OnlineChecking = Procurando o servidor de jogos…

# When no game server answers (the rest of the app still works).
OnlineNoServer = Nenhum servidor de jogos responde: jogar com alguém precisa do servidor do Damas. As lições, os problemas e as partidas contra o computador funcionam normalmente.

# Button: create a room.
OnlineCreate = Criar sala

# Under the create button: which side the room's creator plays.
OnlineCreatorSide = Quem cria a sala joga com o lado que começa.

# Heading of the list of the user's games (also a link to it).
OnlineMyGames = Suas partidas

# The list of the user's games when it is empty.
OnlineNoGames = Nenhuma partida ainda.

# Button: open a game of the list.
OnlineOpen = Abrir

## Sharing the room

# Above the room's link, for the room's creator.
OnlineShareLink = Mande este link para quem vai jogar com você:

# Button: copy the room's link.
OnlineCopy = Copiar link

# What a copy button says once it has copied.
OnlineCopied = Copiado

# Button: share the link (the device's share sheet).
OnlineShare = Compartilhar

## Who plays, whose move

# The room's status before the second player comes.
OnlineWaitingForOpponent = Esperando alguém abrir o link…

# The room's status for someone who opened a room's link.
OnlineInvitation = Você foi convidado para uma partida.

# In the invitation: the side the invited user would play. $side: `white` or `black`.
online-you-would-play = { $side ->
    [white] Você jogaria com as brancas
   *[black] Você jogaria com as pretas
}

# Button of the invitation: take the free seat.
OnlineAccept = Aceitar e jogar

# The room's status: the user is to move.
OnlineYourTurn = Sua vez

# The room's status: the opponent is to move.
OnlineTheirTurn = Vez do adversário

# For a spectator: whose move it is. $side: `white` or `black`.
online-to-move = { $side ->
    [white] Vez das brancas
   *[black] Vez das pretas
}

# Said to a spectator.
OnlineWatching = Você está assistindo.

# In the room's info line: the time since the last move. $time: a duration (online-minutes, online-hours, …): "3 h since the last move".
online-since-last-move = { $time } desde o último lance

# In the room's info line: the side the user plays. $side: `white` or `black`.
online-you-play = { $side ->
    [white] Você joga com as brancas
   *[black] Você joga com as pretas
}

# In the room's info line: the game's number in the room. $number: 1, 2, …
online-game-number = Partida { $number }

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

# Button: offer a draw.
OnlineOfferDraw = Propor empate

# After the user offered a draw.
OnlineDrawOffered = Empate proposto: esperando a resposta.

# When the opponent offers a draw.
OnlineDrawOfferedToYou = O adversário propõe empate.

# When the opponent declined the user's draw offer.
OnlineDrawDeclined = Sua proposta de empate foi recusada.

# Button: accept the opponent's draw offer.
OnlineAcceptDraw = Aceitar empate

# Button: decline the opponent's draw offer.
OnlineDeclineDraw = Recusar

# Button: resign the game.
OnlineResign = Desistir

# The question before resigning.
OnlineConfirmResign = Quer mesmo desistir desta partida?

# Answer to OnlineConfirmResign: resign.
OnlineConfirmResignYes = Sim, desistir

# Answer to OnlineConfirmResign: go on playing.
OnlineConfirmResignNo = Não, continuar jogando

# Button: claim the win when the opponent has not moved for 2 days.
OnlineClaimAbsence = Vencer por ausência (mais de 2 dias sem jogar)

# In the list of the user's games: the opponent has been away long enough.
OnlineClaimNow = você já pode pedir a vitória por ausência

# Button: ask for a rematch, or accept one.
OnlineRematch = Revanche

# After the user asked for a rematch.
OnlineRematchAsked = Revanche pedida: esperando o adversário.

# When the opponent asks for a rematch.
OnlineRematchOffered = O adversário quer revanche.

## The game's moves

# Button: copy the game in PDN (the draughts notation file format).
OnlineCopyPdn = Copiar PDN

# Button: download the game as a PDN file.
OnlineDownloadPdn = Baixar PDN

# Heading of the list of the game's moves.
OnlineMoves = Lances

## Problems

# A room's link that leads nowhere.
OnlineRoomNotFound = Esta sala não existe (ou o link está incompleto).

# The server refused a request. $reason: why, one of the online-refusal-* messages: "The server refused: it is not your turn".
online-refused = O servidor recusou: { $reason }

# When the server cannot be reached.
OnlineOffline = Sem conexão com o servidor; tente de novo.

# The connection to the room is open: moves show as they are made.
OnlineLive = ao vivo

# The connection to the room was lost and is being made again.
OnlineReconnecting = reconectando…

## Notifications

# Checkbox: a browser notification when it is the user's move.
OnlineNotifyMoves = Avisar quando for a minha vez (notificação do navegador, enquanto o Damas estiver aberto)

# When the browser refused notifications.
OnlineNotifyDenied = O navegador não permitiu notificações; dá para liberar nas configurações do site.

# The notification's text.
OnlineNotifyBody = O adversário jogou: é a sua vez.

## The seat link (the user's place in a room, for another device)

# Button: copy the link to the user's seat.
OnlineCopySeatLink = Copiar o link do meu lugar

# What the seat link is, and why to keep it private.
OnlineSeatLinkNote = Este link é o seu lugar na partida: quem abrir joga por você, então guarde-o só para você. Com ele você continua em outro aparelho; sem ele, se os dados deste navegador forem apagados, o lugar se perde.

# After a seat link was opened: the seat is the user's again.
OnlineSeatRestored = Lugar recuperado: você joga nesta partida.

# A seat link that does not belong to this room.
OnlineSeatLinkInvalid = Este link de lugar não vale para esta sala.

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

## Why the server refused a request (the $reason of online-refused)

# The server refused: it is the opponent's move.
online-refusal-not-your-turn = não é a sua vez

# The server refused: the opponent moved meanwhile, and the board now shows it.
online-refusal-ply-taken = o adversário já jogou: a partida foi atualizada

# The server refused: the game is over.
online-refusal-game-over = a partida terminou

# The server refused a win by absence: the opponent has not been away 2 days yet.
online-refusal-absence-too-early = ainda não se passaram 2 dias

# The server refused: too many requests in a short time.
online-refusal-rate-limited = muitos pedidos; espere um pouco

# The server refused: the room's two seats are taken.
online-refusal-room-full = os dois lugares já estão ocupados

# The server refused a move that the rules do not allow.
online-refusal-illegal-move = lance ilegal

# The server refused for another reason.
online-refusal-other = pedido recusado

# After the number of people watching the room ($count): the verb, agreeing with it.
online-watching = { $count ->
    [1] assistindo
   *[other] assistindo
}

# The words of a room (play with someone by link) that the home page's
# "your games" list does not show: one `OnlineText` constant a fixed text,
# named `Online<Name>` as in online.ftl, and the texts with data
# (`online-…`). Served with the other pages' files (src/kernel/i18n/catalogue.rs,
# TextPart).

## The online page

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
# The list of the user's games when it is empty.
OnlineNoGames = Nenhuma partida ainda.

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

# The room's status for someone who opened a room's link.
OnlineInvitation = Você foi convidado para uma partida.
# In the invitation: the side the invited user would play. $side: `white` or `black`.
online-you-would-play = { $side ->
    [white] Você jogaria com as brancas
   *[black] Você jogaria com as pretas
}
# Button of the invitation: take the free seat.
OnlineAccept = Aceitar e jogar
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

## The seat link (the user's place in a room, for another device)

# Button: copy the link to the user's seat.
OnlineCopySeatLink = Copiar o link do meu lugar
# What the seat link is, and why to keep it private.
OnlineSeatLinkNote = Este link é o seu lugar na partida: quem abrir joga por você, então guarde-o só para você. Com ele você continua em outro aparelho; sem ele, se os dados deste navegador forem apagados, o lugar se perde.
# After a seat link was opened: the seat is the user's again.
OnlineSeatRestored = Lugar recuperado: você joga nesta partida.
# A seat link that does not belong to this room.
OnlineSeatLinkInvalid = Este link de lugar não vale para esta sala.

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

# The words of a room (play with someone by link) that the home page's
# "your games" list does not show: one `OnlineText` constant a fixed text,
# named `Online<Name>` as in online.ftl, and the texts with data
# (`online-…`). Served with the other pages' files (src/kernel/i18n/catalogue.rs,
# TextPart).

## The online page

# The online page's first paragraph: how a game by link works.
OnlineIntro = Создайте комнату, отправьте ссылку, и каждый ходит, когда ему удобно: партия хранится на сервере.
# While the page looks for the game server.
OnlineChecking = Ищем игровой сервер…
# When no game server answers (the rest of the app still works).
OnlineNoServer = Игровой сервер не отвечает: для игры с другом нужен сервер Damas. Уроки, задачи и партии с компьютером работают как обычно.
# Button: create a room.
OnlineCreate = Создать комнату
# Under the create button: which side the room's creator plays.
OnlineCreatorSide = Создатель комнаты играет стороной, которая ходит первой.
# The list of the user's games when it is empty.
OnlineNoGames = Партий пока нет.

## Sharing the room

# Above the room's link, for the room's creator.
OnlineShareLink = Отправьте эту ссылку тому, с кем будете играть:
# Button: copy the room's link.
OnlineCopy = Копировать ссылку
# What a copy button says once it has copied.
OnlineCopied = Скопировано
# Button: share the link (the device's share sheet).
OnlineShare = Поделиться

## Who plays, whose move

# The room's status for someone who opened a room's link.
OnlineInvitation = Вас пригласили на партию.
# In the invitation: the side the invited user would play. $side: `white` or `black`.
online-you-would-play = { $side ->
    [white] Вы будете играть белыми
   *[black] Вы будете играть чёрными
}
# Button of the invitation: take the free seat.
OnlineAccept = Принять и играть
# For a spectator: whose move it is. $side: `white` or `black`.
online-to-move = { $side ->
    [white] Ход белых
   *[black] Ход чёрных
}
# Said to a spectator.
OnlineWatching = Вы смотрите партию.
# In the room's info line: the time since the last move. $time: a duration (online-minutes, online-hours, …): "3 h since the last move".
online-since-last-move = { $time } с последнего хода
# In the room's info line: the side the user plays. $side: `white` or `black`.
online-you-play = { $side ->
    [white] Вы играете белыми
   *[black] Вы играете чёрными
}
# In the room's info line: the game's number in the room. $number: 1, 2, …
online-game-number = Партия { $number }

## Draws, resigning, absence, rematch

# Button: offer a draw.
OnlineOfferDraw = Предложить ничью
# After the user offered a draw.
OnlineDrawOffered = Ничья предложена: ждём ответа.
# When the opponent offers a draw.
OnlineDrawOfferedToYou = Соперник предлагает ничью.
# When the opponent declined the user's draw offer.
OnlineDrawDeclined = Ваше предложение ничьей отклонено.
# Button: accept the opponent's draw offer.
OnlineAcceptDraw = Принять ничью
# Button: decline the opponent's draw offer.
OnlineDeclineDraw = Отклонить
# Button: resign the game.
OnlineResign = Сдаться
# The question before resigning.
OnlineConfirmResign = Вы точно хотите сдать эту партию?
# Answer to OnlineConfirmResign: resign.
OnlineConfirmResignYes = Да, сдаться
# Answer to OnlineConfirmResign: go on playing.
OnlineConfirmResignNo = Нет, продолжить игру
# Button: claim the win when the opponent has not moved for 2 days.
OnlineClaimAbsence = Победа по неявке (больше 2 дней без хода)
# Button: ask for a rematch, or accept one.
OnlineRematch = Реванш
# After the user asked for a rematch.
OnlineRematchAsked = Реванш предложен: ждём соперника.
# When the opponent asks for a rematch.
OnlineRematchOffered = Соперник предлагает реванш.

## The game's moves

# Button: copy the game in PDN (the draughts notation file format).
OnlineCopyPdn = Копировать PDN
# Button: download the game as a PDN file.
OnlineDownloadPdn = Скачать PDN
# Heading of the list of the game's moves.
OnlineMoves = Ходы

## Problems

# A room's link that leads nowhere.
OnlineRoomNotFound = Такой комнаты нет (или ссылка неполная).
# The server refused a request. $reason: why, one of the online-refusal-* messages: "The server refused: it is not your turn".
online-refused = Сервер отказал: { $reason }
# When the server cannot be reached.
OnlineOffline = Нет связи с сервером; попробуйте ещё раз.
# The connection to the room is open: moves show as they are made.
OnlineLive = на связи
# The connection to the room was lost and is being made again.
OnlineReconnecting = переподключение…

## The seat link (the user's place in a room, for another device)

# Button: copy the link to the user's seat.
OnlineCopySeatLink = Копировать ссылку на моё место
# What the seat link is, and why to keep it private.
OnlineSeatLinkNote = Эта ссылка — ваше место в партии: кто её откроет, тот играет за вас, поэтому никому её не давайте. С ней можно продолжить на другом устройстве; без неё, если данные этого браузера будут удалены, место потеряется.
# After a seat link was opened: the seat is the user's again.
OnlineSeatRestored = Место восстановлено: вы играете в этой партии.
# A seat link that does not belong to this room.
OnlineSeatLinkInvalid = Эта ссылка на место не подходит к этой комнате.

## Why the server refused a request (the $reason of online-refused)

# The server refused: it is the opponent's move.
online-refusal-not-your-turn = сейчас не ваш ход
# The server refused: the opponent moved meanwhile, and the board now shows it.
online-refusal-ply-taken = соперник уже сделал ход: партия обновлена
# The server refused: the game is over.
online-refusal-game-over = партия окончена
# The server refused a win by absence: the opponent has not been away 2 days yet.
online-refusal-absence-too-early = 2 дня ещё не прошли
# The server refused: too many requests in a short time.
online-refusal-rate-limited = слишком много запросов; подождите немного
# The server refused: the room's two seats are taken.
online-refusal-room-full = оба места уже заняты
# The server refused a move that the rules do not allow.
online-refusal-illegal-move = недопустимый ход
# The server refused for another reason.
online-refusal-other = запрос отклонён
# After the number of people watching the room ($count): the verb, agreeing with it.
online-watching = { $count ->
    [one] смотрит
    [few] смотрят
    [many] смотрят
   *[other] смотрят
}

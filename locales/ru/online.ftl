# Play with someone by link: what the home page's "your games" list shows,
# served first (the room's other words are in room.ftl;
# src/online/online_texts.rs). Fixed texts are named as their OnlineText
# constant prefixed Online; texts with data are named online-….

## The online page

# The online page's title, and the link to it from the home and play pages.
OnlineTitle = Играть с другом
# Heading of the list of the user's games (also a link to it).
OnlineMyGames = Ваши партии
# Button: open a game of the list.
OnlineOpen = Открыть

## Who plays, whose move

# The room's status before the second player comes.
OnlineWaitingForOpponent = Ждём, когда кто-нибудь откроет ссылку…
# The room's status: the user is to move.
OnlineYourTurn = Ваш ход
# The room's status: the opponent is to move.
OnlineTheirTurn = Ход соперника

## How a game ended

# The game's end, for the winner (see online-ending).
OnlineYouWon = Вы выиграли
# The game's end, for the loser (see online-ending).
OnlineYouLost = Вы проиграли
# The game's end, for a spectator (see online-ending).
OnlineWhiteWon = Белые победили
# The game's end, for a spectator (see online-ending).
OnlineBlackWon = Чёрные победили
# The game's end: a draw (see online-ending).
OnlineDraw = Ничья
# A room nobody moved in for 7 days.
OnlineExpired = Комната закрыта: 7 дней без ходов, победителя нет.

## Draws, resigning, absence, rematch

# In the list of the user's games: the opponent has been away long enough.
OnlineClaimNow = уже можно потребовать победу по неявке

## Notifications

# Checkbox: a browser notification when it is the user's move.
OnlineNotifyMoves = Сообщать, когда мой ход (уведомление браузера, пока Damas открыт)
# When the browser refused notifications.
OnlineNotifyDenied = Браузер не разрешил уведомления; их можно включить в настройках сайта.
# The notification's text.
OnlineNotifyBody = Соперник сделал ход: ваша очередь.

## How a game ended, and why

# How a game ended, with why. $ending: OnlineYouWon, OnlineYouLost, OnlineWhiteWon, OnlineBlackWon or OnlineDraw; $reason: one of the online-reason-* messages. "You won (resignation)".
online-ending = { $ending } ({ $reason })
# Why a game ended: the loser had no pieces left.
online-reason-no-pieces = нет шашек
# Why a game ended: the loser could not move.
online-reason-blocked = нет ходов
# Why a game ended: the loser resigned.
online-reason-resignation = сдача
# Why a game ended: the player to move stayed away too long and the other claimed the win.
online-reason-absence = неявка
# Why a game ended: a draw offered and accepted.
online-reason-agreement = соглашение
# Why a game ended: a draw by the rule set's count of king moves without a capture.
online-reason-king-moves = ходы дамками без взятия
online-reason-no-progress = ходы без взятий и без продвижения простых
# Why a game ended: a draw by repetition of the position.
online-reason-repetition = повторение позиции
# Why a room's game ended: a draw with one piece each (Turkish rules).
online-reason-one-piece-each = по одной шашке у каждого
# Why a game ended: nobody moved for the room's lifetime.
online-reason-expired = комната закрыта

## Times (the list of the user's games, the room's info line)

# A duration in seconds. $count: how many.
online-seconds = { $count } с
# A duration in minutes. $count: how many.
online-minutes = { $count } мин
# A duration in hours. $count: how many.
online-hours = { $count } ч
# A duration in days. $count: how many.
online-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}
# In the list of the user's games. $time: a duration (online-days, online-hours, …).
online-last-move-ago = последний ход { $time } назад
# In the list of the user's games: the user must move within $time (a duration) or the opponent may claim the win by absence.
online-move-within = время на ход: { $time }, потом соперник может потребовать победу
# In the list of the user's games: the user may claim the win by absence in $time (a duration) if the opponent does not move.
online-claim-in = победа по неявке через { $time }, если соперник не сделает ход
# In the list of the user's games: the room expires in $time (a duration) unless someone joins.
online-expires-in = комната закроется через { $time }, если никто не войдёт

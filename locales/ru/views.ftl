# The words of every page but home: the fixed texts of their interfaces
# (one message a `Text` constant, named as the constant, as in ui.ftl) and
# the lessons' and puzzles' texts with data. Served with the other pages'
# files, after the first page (src/kernel/i18n/catalogue.rs, TextPart).

## Learn page (lessons)

LearnIntro = По одной идее за раз, прямо на доске. Каждый уровень — небольшое задание; получите до трёх звёзд, если уложитесь в норму ходов без подсказок.
LearnStartCourse = Начать курс
LearnContinue = Продолжить с того же места
LearnBetterIntro = Правила вы знаете, теперь — как выигрывать: атака и защита, размен, удар, прорыв в дамки, блокировка. Раздел откроется, когда вы пройдёте основной курс, но заглянуть можно уже сейчас.
LearnBetterIntroTurkish = Правила вы знаете, теперь — как выигрывать: размен, удар по рядам и вертикалям, правило большинства как оружие, прорыв на последний ряд, окончания. Раздел откроется, когда вы пройдёте основной курс, но заглянуть можно уже сейчас.
LearnRuleSetsTitle = Другие правила: что меняется
LearnRuleSetsLocked = Эти этапы откроются, когда вы пройдёте основной курс, но заглянуть можно уже сейчас.
LearnStageDone = Пройден
LearnStageNext = Следующий
LearnStageLocked = Закрыт
LearnStageStart = Начать
LearnStageReplay = Ещё раз
LearnLevels = Уровни
LearnResetStage = Сбросить этап
LearnResetStageQuestion = Стереть звёзды этого этапа? Отменить это нельзя.
LearnResetYes = Да, сбросить
LearnAllStages = Все этапы
LearnUnknown = Такой урок не найден.
LearnCoreDoneTitle = Основной курс пройден!
LearnCoreDoneBody = Теперь вы знаете правила. Открыты полные партии с компьютером и задачи на взятие — попробуйте!
LearnPlayGame = Сыграть партию
LearnSolvePuzzles = Решать задачи
LearnTask = Задание
LearnQuestionHelp = Отвечайте, нажимая на поля доски.
LearnYourMove = Ваш ход
LearnOpponentMoves = Соперник отвечает…
LearnHint = Подсказка
LearnHintCost = минус звезда
LearnHintPiece = Подсказка: ходите выделенной шашкой.
LearnHintMove = Подсказка: следуйте стрелке.
LearnHintSquare = Подсказка: одно из полей ответа выделено.
LearnShowMove = Показать ход
LearnUndo = Отменить
LearnRestart = Заново
LearnTryAgain = Ещё раз
LearnSolved = Отлично!
LearnNextLevel = Следующий уровень
LearnNextStage = Следующий этап
LearnFailLostPiece = Вы потеряли шашку. Отмените ход и найдите безопасный.
LearnFailOpponentCrowned = Соперник прошёл в дамки. Отмените ход и охраняйте свой первый ряд.
LearnFailTooManyMoves = Слишком много ходов для этого уровня. Попробуйте ещё раз и найдите путь покороче.
LearnFailGameOver = Партия закончилась раньше, чем было выполнено задание.
LearnFailWrongAnswer = Не совсем так. Посмотрите ещё раз и попробуйте снова.
LearnFailDrawn = Ничья: 20 ходов дамками подряд без взятия или трёхкратное повторение позиции. Победа ускользнула.
LearnPractice = Практика: вы доигрываете позицию против Empresário.
LearnPracticeChecking = Ищем, где был упущен результат…
LearnPracticeNoSlip = Ни один ваш ход не испортил результат — вы просто не уложились в норму ходов. Ищите кратчайший путь.
LearnMistakesTitle = Осторожно: типичные ошибки
LearnRuleSet = Правила этого уровня:
LearnHintSearching = Ищем подсказку…
LearnHintUnavailable = Сейчас подсказку найти не удалось. Попробуйте отменить ход.
LearnAboutStage = Об этом этапе

## Puzzles page

PuzzlesLead = Задачи на взятие, проверенные движком приложения: в каждой ровно один верный ход.
PuzzlesRuleSet = Правила задач
PuzzlesDaily = Задача дня
PuzzlesDailyNote = Одна для всех; меняется в полночь UTC (в 3:00 по Москве).
PuzzlesSolve = Решить
PuzzlesSolvedToday = Решена сегодня
PuzzlesNotSolvedYet = Ещё не решена
PuzzlesBestStreak = Лучшая серия
PuzzlesRating = Ваш рейтинг
PuzzlesSolvedLabel = Решено с первой попытки
PuzzlesTheme = Тема
PuzzlesAllThemes = Все темы
PuzzlesAllBands = Любые
BandEasy = Лёгкие ★–★★
BandMedium = Средние ★★★
BandHard = Трудные ★★★★–★★★★★
PuzzlesFilterEmpty = Задач с этим мотивом такой сложности нет. Выберите другую сложность.
PuzzlesMotifs = Мотивы
PuzzlesMotifsLead = Каждый мотив — идея, которая повторяется из партии в партию. Научитесь её узнавать, а потом потренируйте отдельно.
MotifColumn = Мотив
MotifSolvedColumn = Решено
MotifFirstTryColumn = С первой попытки
MotifTrendColumn = Рейтинг по мотиву
MotifTrendLabel = Рейтинг по этому мотиву после каждой первой попытки
MotifWhat = Что это
MotifSpot = Как узнать
MotifExample = Пример
MotifShowLine = Показать решение
MotifSolveExample = Решить эту задачу
MotifTrain = Тренировать мотив
MotifNone = По этим правилам задач с таким мотивом пока нет.
MotifProgress = Ваш прогресс
MotifNotFound = Неизвестный мотив.
MotifAll = Все мотивы
PuzzlesList = Все задачи
PuzzlesNextUnsolved = Следующая нерешённая
PuzzlesArchive = Прошлые дни
PuzzlesHistory = История
PuzzlesNoHistory = Вы ещё не решали задачи по этим правилам.
DrillsNoHistory = Вы ещё не делали упражнений по этим правилам.
PuzzlesDueToday = Повторить сегодня
PuzzlesResultClean = решена
PuzzlesResultHelped = решено после ошибки или подсказки
PuzzlesResultFailed = не решена
PuzzlesNone = Для этих правил задач нет.
PuzzleNotFound = Задача не найдена.
PuzzlesLoading = Загружаем задачи…
PuzzlesOffline = Задачи по этим правилам ещё не загружены, а соединения нет. Откройте эту страницу один раз при подключении к интернету — потом она будет работать и без него.
PuzzlesLoadFailed = Не удалось загрузить задачи по этим правилам.
PuzzlesRetryLoad = Повторить
PuzzleBack = К задачам
PuzzleFindLight = Ваш ход: найдите лучший ход за белых.
PuzzleFindDark = Ваш ход: найдите лучший ход за чёрных.
PuzzleCorrect = Верно! Соперник ответил — продолжайте.
PuzzleSolvedClean = Решено с первой попытки!
PuzzleSolvedRetry = Решено, на этот раз без ошибок. На рейтинг влияет только первая попытка.
PuzzleSolvedHelped = Решено (с помощью).
PuzzleFailed = Показано решение.
PuzzleTryAgain = Ещё раз
PuzzleHint = Подсказка
PuzzleHintPiece = Подсказка: ходит отмеченная шашка.
PuzzleHintDestination = Подсказка: ей идти на другое отмеченное поле.
PuzzleHintPath = Подсказка: следуйте стрелкам.
PuzzleShowSolution = Показать решение
PuzzleSolution = Решение
PuzzleNext = Следующая задача
PuzzleExplained = Решение ход за ходом
PuzzleExplainedHelp = Нажмите на ход, чтобы увидеть его на доске.
PuzzleExplainedEnd = К концу
PuzzleExplainedPrev = Предыдущий ход
PuzzleExplainedNext = Следующий ход
PuzzleDifficulty = Сложность
PuzzleHintCost = Подсказки и ошибки лишают зачёта «с первой попытки».
PuzzlesTabTactics = Тактика
PuzzlesTabDrills = Тренировка правил
DrillsLead = В каждой позиции ровно один допустимый ход. Доска не подсказывает: не видно, какой шашкой ходить и куда она может пойти. Ход против правил считается ошибкой, и правило объясняется.
DrillsSolvedLabel = Верно с первого раза
DrillsDueToday = Повторить упражнения сегодня
DrillsList = Все упражнения
DrillFindLight = Ход белых: какой у них единственный допустимый ход?
DrillFindDark = Ход чёрных: какой у них единственный допустимый ход?
DrillMiss = Ошибка: этот ход нарушает правило. Попробуйте ещё раз.
PuzzlesMigratedRating = Задачи теперь — настоящая тактика: рейтинг начинается заново (история и серия дней сохранены).
PuzzlesMigratedReset = Не удалось прочитать ваш прежний прогресс в задачах; он начинается заново.
LearnRuleDrills = Тренировать правила

## Rules pages

RulesTitle = Правила
RulesIntro = Девять видов правил, у которых много общего. Выберите один, чтобы прочитать краткое описание.
RulesCommonTitle = Общее для всех правил
RulesBoard = Доска
RulesPieces = Шашки
RulesFirst = Кто начинает
RulesMoves = Ход простой шашки
RulesCaptures = Взятие
RulesKing = Дамка
RulesChoice = Какое взятие выбрать
RulesPromotion = Превращение в дамку во время взятия
RulesEnd = Конец партии
RulesDraws = Ничья
RulesNotation = Нотация
RulesAbout = Об этих правилах
RulesUnknown = Такие правила нам неизвестны.
RulesAll = Все правила
RulesUseThis = Выбрать эти правила
RulesInUse = Это ваши текущие правила
RulesLessons = Изучите на доске:
RulesPlayGame = Сыграть партию по этим правилам
RulesDiagramLabel = Диаграмма

## Settings

SettingsTitle = Настройки
SettingsLanguage = Язык
SettingsRuleSet = Правила
SettingsBoard = Доска
SettingsTheme = Цвета доски
ThemeWood = Дерево
ThemeGreen = Зелёная
ThemeBlue = Синяя
ThemeContrast = Высокий контраст
SettingsPieces = Шашки
PiecesClassic = Классические
PiecesStacked = Дамки стопкой, золотая корона
PiecesPlayful = Банки и шины
SettingsCoords = Координаты
CoordsNone = Нет
CoordsNumeric = Номера (1–32)
CoordsAlgebraic = Буквы и цифры (a1–h8)
SettingsCoordsOrthogonal = В турецких шашках у полей нет номеров: на их доске оба варианта показывают буквы и цифры (a1–h8) по краям.
SettingsFlip = Повернуть доску (вид со стороны чёрных)
SettingsSound = Звук
SettingsLevel = Соперник по умолчанию
SettingsSavedHere = Настройки хранятся в этом браузере.
ProgressTitle = Ваш прогресс
ProgressHelp = Перенесите прогресс в другой браузер: экспортируйте файл здесь и импортируйте его там.
ExportButton = Экспорт прогресса
ImportButton = Импорт прогресса
ImportReplaces = Импорт заменит текущий прогресс данными из файла.
ImportDone = Прогресс импортирован.
ResetButton = Сбросить весь прогресс
ResetQuestion = Стереть уроки, задачи, счёт и неоконченную партию? Настройки останутся. Отменить это нельзя.
ResetConfirm = Да, стереть
Cancel = Отмена
ResetDone = Прогресс стёрт.

## Board and game (play page): add yours below

PlayTitle = Игра
NewGame = Новая партия
PlayOpponent = Соперник
PlayFriend = Друг на этом устройстве
PlayYourPieces = Ваши шашки
PlayLight = Белые
PlayDark = Чёрные
PlayBallot = Дебют по жребию (три хода)
PlayBallotNone = Без жребия
PlayBallotRandom = Случайный дебют
PlayStart = Начать
PlayUnfinished = У вас есть неоконченная партия.
PlayResume = Продолжить партию
PlayGettingReady = Компьютер готовится…
PlayThinking = Думает…
PlayYourMove = Ваш ход
PlayLightToMove = Ход белых
PlayDarkToMove = Ход чёрных
PlayTakeBack = Вернуть ход
PlayOfferDraw = Ничья
PlayResign = Сдаться
PlayResignQuestion = Сдать эту партию?
PlayFlip = Повернуть доску
PlayPause = Пауза
PlayPaused = Партия на паузе
PlayContinue = Продолжить
PlayRematch = Реванш
PlayDrawDeclined = Компьютер отклоняет ничью: он считает, что стоит лучше.
PlayDrawQuestion = Предложена ничья. Соперник согласен?
PlayAccept = Принять
PlayDecline = Отклонить
PlayYes = Да
PlayNo = Нет
PlayMoves = Ходы
PlayNoMoves = Ходов пока нет.
PlayCopyPdn = Копировать PDN
PlayDownloadPdn = Скачать PDN
PlayCopied = PDN скопирован.
PlayCopyFailed = Не удалось скопировать: выделите текст ниже.
PlayOpenTitle = Открыть партию или позицию
PlayOpenHelp = Вставьте партию в PDN или позицию в FEN (например, W:W21,22:B9,K10), чтобы продолжить игру с этого места.
PlayOpen = Открыть
PlayScores = Счёт
PlayWins = Победы
PlayDraws = Ничьи
PlayLosses = Поражения
PlayYouWon = Вы выиграли!
PlayYouLost = Вы проиграли.
PlayDraw = Ничья.
PlayGameOver = Партия окончена
PlayAiError = Компьютер не смог сделать ход. Попробуйте вернуть ход.
BoardLabel = Доска
BoardEmpty = пусто
BoardKeysHelp = Стрелки перемещают фокус, Enter или пробел выбирает поле, Esc — отмена.
BoardLightMan = белая шашка
BoardLightKing = белая дамка
BoardDarkMan = чёрная шашка
BoardDarkKing = чёрная дамка
BoardSelected = выбрано
BoardTarget = можно сходить
BoardCaptured = будет побита

## Play page: new-game form, PDN file, players

PlayMovesFirst = ходят первыми
PlayOpenFile = Открыть файл PDN
PlayFileUnreadable = Не удалось прочитать этот файл как текст.
PlayFileTooBig = Файл слишком велик для одной партии (больше 1 МБ).
PdnPlayerOne = Игрок 1
PdnPlayerTwo = Игрок 2
PdnYou = Вы

## Play page: following a game played in another tab

PlayOtherTabMoves = Здесь показаны ходы, сделанные в другой вкладке.
PlayOtherTabReplaced = Другая вкладка сохранила более новую партию, теперь она показана здесь; партия этой вкладки отложена.
PlayOtherTabBringBack = Вернуть партию этой вкладки
PlayOtherTabEnded = Эта партия закончилась в другой вкладке.
PlayThinkingElsewhere = Компьютер думает в другой вкладке…
PlayThinkHere = Думать здесь

## Play page: draw offers confirmed, the ballot opening's name

PlayOfferDrawQuestion = Предложить компьютеру ничью?
PlayOpening = Дебют

## Game review

ReviewButton = Разобрать партию
ReviewTitle = Разбор партии
ReviewNoGame = Нет партии для разбора. Сыграйте партию и нажмите «Разобрать партию».
ReviewPlay = Сыграть партию
ReviewDone = Анализ завершён.
ReviewGraph = Оценка по ходу партии
ReviewGraphHelp = Выше середины лучше у белых, ниже — у чёрных. Нажмите на точку, чтобы увидеть позицию.
ReviewSummary = Итоги
ReviewInaccuracies = Неточности
ReviewMistakes = Ошибки
ReviewBlunders = Грубые ошибки
ReviewAverageLoss = Средняя потеря (в шашках)
ReviewClassGood = хороший
ReviewClassInaccuracy = неточность
ReviewClassMistake = ошибка
ReviewClassBlunder = грубая ошибка
ReviewBetterLine = Сыграть лучший вариант
ReviewRefutation = Сыграть продолжение
ReviewBackToGame = К партии
ReviewPrevious = Предыдущий ход
ReviewNextMove = Следующий ход
ReviewFirst = В начало
ReviewLast = В конец
ReviewNextMistake = Следующая ошибка
ReviewFindBetter = Найти лучший ход
ReviewNoMistakes = В этой партии нет ошибок — отлично!
ReviewNotJudged = Этот ход ещё анализируется…
ReviewEndPosition = Конечная позиция.
ReviewGood = Хороший ход.
ReviewGoToMove = Перейти к этому ходу
RetryPrompt = Здесь вы ошиблись. Найдите ход получше.
RetryJudging = Проверяем ход…
RetrySolved = Да! Не хуже хода компьютера.
RetryWrong = Этот ход тоже проигрывает. Попробуйте другой.
RetryAgain = Ещё раз
RetryShow = Показать ход
RetryNext = Дальше
RetryBack = К разбору
RetryFromGame = Ошибка из вашей партии
RetryGone = Эта ошибка больше не хранится.
ReviewFromComputer = с компьютером
ReviewFromFriend = с другом
ReviewFromOnline = онлайн-партия
ReviewFromPdn = загруженная партия
ReviewStopped = Анализ прервался, не дойдя до конца.

## Lessons
## The course's levels: counters, stars, and what a failed level says.

# Where a level sits in its stage. $index: its number; $count: the stage's
# levels.
learn-level-of = Уровень { $index } из { $count }
# Stars as text, for screen readers and the stage map. $earned: the stars won;
# $possible: the most there are.
learn-stars =
    { $earned } из { $possible ->
        [one] { $possible } звезды
        [few] { $possible } звёзд
        [many] { $possible } звёзд
       *[other] { $possible } звезды
    }
# The link from a stage to the puzzles of its motif. $motif: the motif's name
# (a puzzle theme below).
learn-practise-motif = Потренируйтесь на задачах: { $motif }
# A failed level's solution. $line: its moves in notation (19-15 10x19 23x7).
learn-the-way = Правильное решение: { $line }.
# The move counter of a level. $moves: the moves made; $par: the target
# (fewest moves that solve it).
learn-moves = Ходы: { $moves } (цель: { $par })
# The move counter of a practice game. $moves: the moves made; $limit: the
# most it allows.
learn-moves-within = Ходы: { $moves } (максимум { $limit })
# How many hints the level used. $hints: the number.
learn-hints-used = Использовано подсказок: { $hints }
# Said when a mistake costs a star (−1★ stays as is).
learn-cost-mistake = −1★: каждая ошибка отнимает звезду.
# Said when a hint costs a star (−1★ stays as is).
learn-cost-hint = −1★: каждая подсказка отнимает звезду.
# Said when a move over the target costs a star. $par: the fewest moves that
# solve the level.
learn-cost-extra-move = −1★: здесь можно уложиться в { $par ->
        [1] один ход
        [one] { $par } ход
        [few] { $par } хода
        [many] { $par } ходов
       *[other] { $par } хода
    }; каждый лишний ход отнимает звезду.
# Why a solved level earned fewer than three stars. $extra_moves, $hints,
# $mistakes: how many of each.
learn-star-costs = Минус звезда за каждый ход сверх цели ({ $extra_moves }), за каждую подсказку ({ $hints }) и за каждую ошибку ({ $mistakes }).
# A question level asked for some squares and the learner tapped one that
# isn't. $square: its name (c3, 22).
learn-wrong-square = Поле { $square } не из их числа. Посмотрите ещё раз и нажмите на другое.
# The draw counters of a level that ends in a draw. $king_moves of
# $king_limit: moves in a row made only with kings; $seen of $seen_limit:
# times the same position came back.
learn-draw-counts = Ходы только дамками подряд: { $king_moves } из { $king_limit } · повторение позиции: { $seen } из { $seen_limit }
learn-draw-counts-no-progress = Ходы без взятий и без продвижения простых: { $king_moves } из { $king_limit } · повторение позиции: { $seen } из { $seen_limit }

## Lessons: where a failed practice went wrong

# The move that let a practice game's result go, by the endgame tables.
# $number: which of the learner's moves (1, 2, …); $played: the move (22-17);
# $result: win if a win was let go, else draw; $after: lost if the position is
# now lost, else draw.
learn-turning-point = Вашим { $number }-м ходом, { $played }, вы { $result ->
        [win] упустили победу
       *[draw] упустили ничью
    }: после него { $after ->
        [lost] соперник выигрывает
       *[draw] при лучшей игре обеих сторон — ничья
    }.
# Follows learn-turning-point when a win was let go: the move that kept it.
# $move: the move (22-18).
learn-turning-point-kept-win = Ход { $move } сохранял победу.
# Follows learn-turning-point when a draw was let go: the move that held it.
# $move: the move (22-18).
learn-turning-point-kept-draw = Ход { $move } удерживал ничью.
# The move that let a practice's goal go. $number: which of the learner's
# moves (1, 2, …); $played: the move (22-17); $slip: piece (a piece to win;
# after the move the opponent can save it), crowning (a man to crown; the
# opponent can now stop it) or win (the opponent can now hold out beyond the
# moves the practice allows).
learn-search-slip = Вашим { $number }-м ходом, { $played }, вы упустили { $slip ->
        [piece] выигрыш шашки
        [crowning] проход в дамки
       *[win] победу
    }: после него соперник может { $slip ->
        [piece] спасти шашку или взять одну из ваших
        [crowning] вовремя остановить ваши шашки
       *[win] продержаться дольше отведённого числа ходов
    }.
# Follows learn-search-slip: a move that still reached the goal. $move: the
# move (22-18); $slip: as in learn-search-slip.
learn-search-slip-kept = Ход { $move } { $slip ->
        [piece] выигрывал шашку
        [crowning] успевал провести шашку в дамки
       *[win] успевал выиграть
    }.
# A failed level's headline: the opponent took more pieces than the level's
# solution ever gives. $lost: the learner's pieces taken in all; $taken: the
# opponent's pieces the learner took.
learn-fail-lost-material = Соперник побил { $lost ->
        [1] одну вашу шашку
        [one] { $lost } вашу шашку
        [few] { $lost } ваши шашки
       *[many] { $lost } ваших шашек
    }{ $taken ->
        [0] {""}
       *[other] {""}, а вы в ответ побили только { $taken }
    }. Отмените ход и найдите такой, что ничего не отдаёт даром.
# A failed practice's headline: one of the learner's moves let the aim go (the
# sentence under it names the move). $slip: win-draw (a win let go, a draw
# left), win-lost (a win let go, now lost), draw-lost (a draw let go),
# piece (the piece to win), crowning (the man to crown), win (a win beyond the
# endgame tables).
learn-fail-let-go = { $slip ->
        [win-draw] Победа ускользнула: при лучшей игре сторон теперь ничья.
        [win-lost] Победа ускользнула, и теперь выигрывает соперник.
        [draw-lost] Ничья ускользнула: теперь выигрывает соперник.
        [piece] Выигрыш шашки ускользнул.
        [crowning] Проход в дамки ускользнул: теперь соперник успевает помешать.
       *[win] Победа ускользнула: теперь соперник может продержаться.
    }

## Puzzle themes
## The motifs puzzles are sorted by: filter chips, the motif pages, a stage's
## link to its puzzles.

# Puzzle theme: A capture must be made.
theme-name-compulsory-capture = Обязательное взятие
# Puzzle theme: The capture taking the most pieces must be chosen.
theme-name-majority-law = Правило большинства
# Puzzle theme: The Italian rules' order for choosing between captures.
theme-name-italian-tiebreak = Итальянский порядок взятия
# Puzzle theme: A man crowns in the middle or at the end of a capture.
theme-name-promotion-in-capture = Превращение в дамку при взятии
# Puzzle theme: A capture made by a king.
theme-name-king-capture = Взятие дамкой
# Puzzle theme: A sacrifice that wins by a forced capture.
theme-name-shot = Удар
# Puzzle theme: Few pieces left.
theme-name-endgame = Окончание
# Puzzle theme: Men break through to crown.
theme-name-breakthrough = Прорыв в дамки
# Puzzle theme: Coming out pieces ahead.
theme-name-win-material = Выигрыш материала
# Puzzle theme: A shot that works because the majority law forces the capture.
theme-name-forced-by-majority = Удар по правилу большинства
# Puzzle theme: A shot that works because the Italian tie-break forces the
# capture.
theme-name-forced-by-tiebreak = Удар по итальянскому порядку
# Puzzle theme: Give one piece, take two.
theme-name-two-for-one = Две за одну
# Puzzle theme: A king caught with no safe square.
theme-name-king-trap = Ловля дамки
# Puzzle theme: Captured pieces stay on the board until the capture ends.
theme-name-turkish-strike = Турецкий удар
# Puzzle theme: The opponent's pieces are left with no move.
theme-name-block = Блокировка
# Puzzle theme: The opposition: who has to move decides the ending.
theme-name-tempo = Оппозиция

## Puzzles

# A puzzle's title. $number: its number.
puzzle-title = Задача { $number }
# A rule drill's title. $number: its number.
drill-title = Упражнение на правила { $number }
# The solver's moves found so far. $current: the move being looked for;
# $total: how many the solution has.
puzzle-progress = Ход { $current } из { $total }
# A legal move that does not solve the puzzle, and the opponent's answer to
# it. $tried, $reply: moves (22-17, 14x21).
puzzle-wrong = { $tried } — не то: соперник отвечает { $reply }. Попробуйте ещё раз.
# A legal move that does not solve the puzzle (no answer shown). $tried: the
# move.
puzzle-wrong-no-reply = { $tried } — не то. Попробуйте ещё раз.
# A move that does not solve the puzzle, which the endgame tables call a draw
# or a loss. $tried: the move; $call: draw or loss; $why: material when the
# pieces left cannot win (then $reason is solution-kings-cannot-win), else
# none.
puzzle-wrong-tables = { $tried } — не то: по эндшпильным базам { $call ->
        [draw] это только ничья
       *[loss] это проигрыш
    }{ $why ->
        [material] , ведь { $reason }
       *[none] {""}
    }. Попробуйте ещё раз.
# A puzzle solved after wrong moves (or moves a drill's rules refused), with
# no hint. $mistakes: how many.
puzzle-solved-after-mistakes = Решено, но после { $mistakes ->
        [1] одного неверного хода
        [one] { $mistakes } неверного хода
       *[other] { $mistakes } неверных ходов
    }.
# While the answer to a move other than the solution's is searched (it may
# still win). $tried: the move.
puzzle-refuting = { $tried }: смотрите ответ соперника…
# A move other than the solution's that wins as well. $tried: the move; $line:
# the solution's moves.
puzzle-also-wins = { $tried } тоже выигрывает! Решено. Основной вариант: { $line }.
# The puzzle rating after a rated attempt. $rating: the new rating; $change:
# how it moved, signed (+16, -8).
puzzle-rating-change = Рейтинг: { $rating } ({ $change })
# The same while the rating is still provisional. $rating: the new rating,
# with a “?” after it; $change: how it moved, signed (+16, -8).
puzzle-rating-change-provisional = Предварительный рейтинг: { $rating } ({ $change }); он уточнится после новых задач.
# The line under a provisional rating. $deviation: how far off it may be, in
# rating points.
rating-provisional = предварительный (±{ $deviation })
# The button under the list that shows more puzzles. $left: how many are not
# shown yet.
puzzles-show-more = Показать ещё (осталось { $left })
# How much of the list is shown. $shown: the puzzles listed; $total: all of
# them.
puzzles-shown = Показано { $shown } из { $total }
# How many puzzles a motif has in the rule set. $count: the number.
motif-count =
    { $count ->
        [one] { $count } задача
        [few] { $count } задачи
        [many] { $count } задач
       *[other] { $count } задачи
    }
# Solved of all, in a table cell. $part: the solved; $whole: all.
out-of = { $part } из { $whole }
# Under the history: missed puzzles that come back on later days to try again.
# $count: how many.
puzzles-coming-back =
    { $count ->
        [1] Ещё одна задача вернётся в ближайшие дни.
        [one] Ещё { $count } задача вернётся в ближайшие дни.
        [few] Ещё { $count } задачи вернутся в ближайшие дни.
        [many] Ещё { $count } задач вернутся в ближайшие дни.
       *[other] Ещё { $count } задачи вернутся в ближайшие дни.
    }

# The fixed texts of the interface: one message a `Text` variant,
# named as the variant (build.rs makes the enum from the English file).


## Shell: header, navigation, footer, notices

AppName = Damas
Tagline = Учитесь и играйте в шашки: девять видов правил
NavHome = Главная
NavLearn = Уроки
NavPuzzles = Задачи
NavPlay = Играть
NavRules = Правила
NavAnalysis = Анализ
NavSettings = Настройки
NavMenu = Меню
RuleSetLabel = Правила
HeaderRuleSet = Шашки
LanguageLabel = Язык
FooterText = Damas работает без интернета и без регистрации. Ваш прогресс хранится только в этом браузере.
# The web app manifest's description (public/manifest*.webmanifest holds the same words).
ManifestDescription = Учитесь играть в шашки прямо в браузере: девять видов правил, без интернета и без регистрации.
NoticeStorageBlocked = Этот браузер не даёт приложению сохранять данные: всё работает, но после закрытия прогресс не сохранится.
NoticeStorageFull = Хранилище заполнено: после закрытия прогресс не сохранится.
NoticeCorrupt = Часть сохранённых данных не удалось прочитать: мы начали с нуля (копия старых данных сохранена).
NoticeDismiss = Закрыть
NotFound = Страница не найдена.
BackHome = На главную

## Home

HomeIntro = От первого хода простой шашки до полных партий с компьютером — по девяти видам правил.
HomeLearnBody = Короткие интерактивные уроки о каждом правиле и о том, чем различаются виды правил.
HomePuzzlesBody = Задачи на взятие, проверенные собственным движком приложения. Каждый день новая.
HomePlayBody = Играйте с четырьмя компьютерными соперниками или с другом на одном устройстве.
HomeRulesBody = Каждый вид правил кратко: доска, взятие, дамка, ничья и нотация.
HomeAnalysisBody = Расставьте любую позицию, изучите ходы и варианты и спросите движок.
HomeCurrentRuleSet = Ваши правила:

## Learn and puzzles (titles)

LearnTitle = Обучение
PuzzlesTitle = Задачи

## Learn page (lessons)

LearnIntro = По одной идее за раз, прямо на доске. Каждый уровень — небольшое задание; получите до трёх звёзд, если уложитесь в норму ходов без подсказок.
LearnStartCourse = Начать курс
LearnContinue = Продолжить с того же места
LearnCoreTitle = Основной курс
LearnBetterTitle = Играть сильнее
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
HomeUnlocked = Открыто
HomeCoreDone = Вы прошли основной курс. Как насчёт полной партии или задачи?

## Puzzles page

PuzzlesLead = Задачи на взятие, проверенные движком приложения: в каждой ровно один верный ход.
PuzzlesRuleSet = Правила задач
PuzzlesDaily = Задача дня
PuzzlesDailyNote = Одна для всех; меняется в полночь UTC (в 3:00 по Москве).
PuzzlesSolve = Решить
PuzzlesSolvedToday = Решена сегодня
PuzzlesNotSolvedYet = Ещё не решена
PuzzlesStreak = Серия дней
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
SettingsLanguageAuto = Как в браузере
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

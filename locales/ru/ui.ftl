# The fixed texts of the shell and the home page, served first: one
# message a `Text` constant, named as the constant (build.rs makes them
# from the English files; the other pages' fixed texts are in views.ftl).


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

## Home: the course's and the puzzles' badges; the language menu

LearnCoreTitle = Основной курс
LearnBetterTitle = Играть сильнее
HomeUnlocked = Открыто
HomeCoreDone = Вы прошли основной курс. Как насчёт полной партии или задачи?
PuzzlesStreak = Серия дней
SettingsLanguageAuto = Как в браузере

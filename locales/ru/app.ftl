# app: the texts with data the shell and the home page show: rule sets,
# the computer's levels, pieces, the day streak, games (src/kernel/i18n.rs;
# the lessons' and puzzles' are in views.ftl). See
# src/kernel/i18n/catalogue.rs.

## Rule sets
## Their names: in full in the lists, the titles and the badges; short in
## the header's menu, beside the word that says it is a rule set.

# The rule set's name in full.
variant-name-brazilian = Бразильские шашки
# Its short name, for the header's menu.
variant-short-name-brazilian = Бразильские
# The rule set's name in full (English draughts, or checkers).
variant-name-english = Английские шашки
# Its short name, for the header's menu.
variant-short-name-english = Английские
# The rule set's name in full.
variant-name-russian = Русские шашки
# Its short name, for the header's menu.
variant-short-name-russian = Русские
# The rule set's name in full.
variant-name-spanish = Испанские шашки
# Its short name, for the header's menu.
variant-short-name-spanish = Испанские
# The rule set's name in full.
variant-name-italian = Итальянские шашки
# Its short name, for the header's menu.
variant-short-name-italian = Итальянские
# The rule set's name in full.
variant-name-thai = Тайские шашки
# Its short name, for the header's menu.
variant-short-name-thai = Тайские
# The rule set's name in full (Brazilian rules on the 10×10 board).
variant-name-damas10 = Бразильские шашки 10×10
# Its short name, for the header's menu.
variant-short-name-damas10 = Бразильские 10×10
# The rule set's name in full (international draughts, 10×10).
variant-name-international = Международные шашки
# Its short name, for the header's menu.
variant-short-name-international = Международные
# The rule set's name in full (Turkish draughts, dama: orthogonal moves on all 64 squares).
variant-name-turkish = Турецкие шашки
# Its short name, for the header's menu.
variant-short-name-turkish = Турецкие

## The computer opponent
## Its four levels keep their names (Domador, Motorista, Carcereiro,
## Empresário) in every language; only how strong each is gets translated.

# The weakest computer opponent, with how strong it is.
level-name-domador = Domador (очень лёгкий)
# The second computer opponent, with how strong it is.
level-name-motorista = Motorista (лёгкий)
# The third computer opponent, with how strong it is.
level-name-carcereiro = Carcereiro (средний)
# The strongest computer opponent, with how strong it is.
level-name-empresario = Empresário (сложный)
# The computer offers a draw; buttons to accept and decline follow. $level:
# its name (Domador…), untranslated.
computer-offers-draw = { $level } предлагает ничью. Принимаете?
# Shown small next to “Thinking…”: how many moves ahead the computer has
# looked. $depth: a number.
thinking-depth = глубина { $depth }

## Pieces

# A number of pieces. $count: the number.
pieces =
    { $count ->
        [1] одна шашка
        [one] { $count } шашка
        [few] { $count } шашки
        [many] { $count } шашек
       *[other] { $count } шашки
    }

## Games

# How many moves a saved game has (the card that offers to resume it). $moves:
# the number.
moves-played =
    { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }

## The day streak (home's puzzles card)

# A streak of days with a puzzle solved. $days: the number.
puzzle-days =
    { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    }

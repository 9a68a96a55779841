# app: the texts with data the shell and the home page show: rule sets,
# the computer's levels, pieces, the day streak, games (src/kernel/i18n.rs;
# the lessons' and puzzles' are in views.ftl). See
# src/kernel/i18n/catalogue.rs.

## Rule sets
## Their names: in full in the lists, the titles and the badges; short in
## the header's menu, beside the word that says it is a rule set.

# The rule set's name in full.
variant-name-brazilian = Damas brasileñas
# Its short name, for the header's menu.
variant-short-name-brazilian = Brasileñas
# The rule set's name in full (English draughts, or checkers).
variant-name-english = Damas inglesas
# Its short name, for the header's menu.
variant-short-name-english = Inglesas
# The rule set's name in full.
variant-name-russian = Damas rusas
# Its short name, for the header's menu.
variant-short-name-russian = Rusas
# The rule set's name in full.
variant-name-spanish = Damas españolas
# Its short name, for the header's menu.
variant-short-name-spanish = Españolas
# The rule set's name in full.
variant-name-italian = Damas italianas
# Its short name, for the header's menu.
variant-short-name-italian = Italianas
# The rule set's name in full.
variant-name-thai = Damas tailandesas
# Its short name, for the header's menu.
variant-short-name-thai = Tailandesas
# The rule set's name in full (Brazilian rules on the 10×10 board).
variant-name-damas10 = Damas brasileñas 10×10
# Its short name, for the header's menu.
variant-short-name-damas10 = Brasileñas 10×10
# The rule set's name in full (international draughts, 10×10).
variant-name-international = Damas internacionales
# Its short name, for the header's menu.
variant-short-name-international = Internacionales
# The rule set's name in full (Turkish draughts, dama: orthogonal moves on all 64 squares).
variant-name-turkish = Damas turcas
# Its short name, for the header's menu.
variant-short-name-turkish = Turcas

## The computer opponent
## Its four levels keep their names (Domador, Motorista, Carcereiro,
## Empresário) in every language; only how strong each is gets translated.

# The weakest computer opponent, with how strong it is.
level-name-domador = Domador (muy fácil)
# The second computer opponent, with how strong it is.
level-name-motorista = Motorista (fácil)
# The third computer opponent, with how strong it is.
level-name-carcereiro = Carcereiro (medio)
# The strongest computer opponent, with how strong it is.
level-name-empresario = Empresário (difícil)
# The computer offers a draw; buttons to accept and decline follow. $level:
# its name (Domador…), untranslated.
computer-offers-draw = { $level } te ofrece tablas. ¿Aceptas?
# Shown small next to “Thinking…”: how many moves ahead the computer has
# looked. $depth: a number.
thinking-depth = profundidad { $depth }

## Pieces

# A number of pieces. $count: the number.
pieces =
    { $count ->
        [one] una pieza
       *[other] { $count } piezas
    }

## Games

# How many moves a saved game has (the card that offers to resume it). $moves:
# the number.
moves-played =
    { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }

## The day streak (home's puzzles card)

# A streak of days with a puzzle solved. $days: the number.
puzzle-days =
    { $days ->
        [one] 1 día
       *[other] { $days } días
    }

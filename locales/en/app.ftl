# app: the texts with data the shell and the home page show: rule sets,
# the computer's levels, pieces, the day streak, games (src/kernel/i18n.rs;
# the lessons' and puzzles' are in views.ftl). See
# src/kernel/i18n/catalogue.rs.

## Rule sets
## Their names: in full in the lists, the titles and the badges; short in
## the header's menu, beside the word that says it is a rule set.

# The rule set's name in full.
variant-name-brazilian = Brazilian
# Its short name, for the header's menu.
variant-short-name-brazilian = Brazilian
# The rule set's name in full (English draughts, or checkers).
variant-name-english = English (checkers)
# Its short name, for the header's menu.
variant-short-name-english = English
# The rule set's name in full.
variant-name-russian = Russian
# Its short name, for the header's menu.
variant-short-name-russian = Russian
# The rule set's name in full.
variant-name-spanish = Spanish
# Its short name, for the header's menu.
variant-short-name-spanish = Spanish
# The rule set's name in full.
variant-name-italian = Italian
# Its short name, for the header's menu.
variant-short-name-italian = Italian
# The rule set's name in full.
variant-name-thai = Thai
# Its short name, for the header's menu.
variant-short-name-thai = Thai
# The rule set's name in full (Brazilian rules on the 10×10 board).
variant-name-damas10 = Brazilian 10×10
# Its short name, for the header's menu.
variant-short-name-damas10 = Brazilian 10×10
# The rule set's name in full (international draughts, 10×10).
variant-name-international = International
# Its short name, for the header's menu.
variant-short-name-international = International
# The rule set's name in full (Turkish draughts, dama: orthogonal moves on all 64 squares).
variant-name-turkish = Turkish
# Its short name, for the header's menu.
variant-short-name-turkish = Turkish

## The computer opponent
## Its four levels keep their names (Domador, Motorista, Carcereiro,
## Empresário) in every language; only how strong each is gets translated.

# The weakest computer opponent, with how strong it is.
level-name-domador = Domador (very easy)
# The second computer opponent, with how strong it is.
level-name-motorista = Motorista (easy)
# The third computer opponent, with how strong it is.
level-name-carcereiro = Carcereiro (medium)
# The strongest computer opponent, with how strong it is.
level-name-empresario = Empresário (hard)
# The computer offers a draw; buttons to accept and decline follow. $level:
# its name (Domador…), untranslated.
computer-offers-draw = { $level } offers a draw. Do you accept?
# Shown small next to “Thinking…”: how many moves ahead the computer has
# looked. $depth: a number.
thinking-depth = depth { $depth }

## Pieces

# A number of pieces. $count: the number.
pieces =
    { $count ->
        [one] one piece
       *[other] { $count } pieces
    }

## Games

# How many moves a saved game has (the card that offers to resume it). $moves:
# the number.
moves-played =
    { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }

## The day streak (home's puzzles card)

# A streak of days with a puzzle solved. $days: the number.
puzzle-days =
    { $days ->
        [one] 1 day
       *[other] { $days } days
    }

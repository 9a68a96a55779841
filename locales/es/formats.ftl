# Dates and other formats (src/kernel/i18n/format.rs).

# A calendar day: $day (1–31), $month (1–12), $year (as text).
date = { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }

# A calendar day in a list, the month shortened: $day, $month, $year (as text).
date-short = { $day } { $month ->
    [1] ene.
    [2] feb.
    [3] mar.
    [4] abr.
    [5] may.
    [6] jun.
    [7] jul.
    [8] ago.
    [9] sept.
    [10] oct.
    [11] nov.
   *[12] dic.
} { $year }

# Dates and other formats (src/kernel/i18n/format.rs).

# A calendar day: $day (1–31), $month (1–12), $year (as text).
date = { $day } de { $month ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
} de { $year }

# A calendar day in a list, the month shortened: $day, $month, $year (as text).
date-short = { $day } { $month ->
    [1] jan.
    [2] fev.
    [3] mar.
    [4] abr.
    [5] mai.
    [6] jun.
    [7] jul.
    [8] ago.
    [9] set.
    [10] out.
    [11] nov.
   *[12] dez.
} { $year }

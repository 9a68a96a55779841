# Dates and other formats (src/kernel/i18n/format.rs).

# A calendar day: $day (1–31), $month (1–12), $year (as text).
date = { $day } { $month ->
    [1] января
    [2] февраля
    [3] марта
    [4] апреля
    [5] мая
    [6] июня
    [7] июля
    [8] августа
    [9] сентября
    [10] октября
    [11] ноября
   *[12] декабря
} { $year } г.

# A calendar day in a list, the month shortened: $day, $month, $year (as text).
date-short = { $day } { $month ->
    [1] янв.
    [2] февр.
    [3] мар.
    [4] апр.
    [5] мая
    [6] июн.
    [7] июл.
    [8] авг.
    [9] сент.
    [10] окт.
    [11] нояб.
   *[12] дек.
} { $year }

# Dates and other formats (src/kernel/i18n/format.rs).

# A calendar day: $day (1–31), $month (1–12), $year (as text).
date = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }

# A calendar day in a list, the month shortened: $day, $month, $year (as text).
date-short = { $day } { $month ->
    [1] Jan
    [2] Feb
    [3] Mar
    [4] Apr
    [5] May
    [6] Jun
    [7] Jul
    [8] Aug
    [9] Sep
    [10] Oct
    [11] Nov
   *[12] Dec
} { $year }

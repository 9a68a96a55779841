# app: see src/i18n/catalogue.rs

# A number of pieces.
pieces = { $count ->
    [one] one piece
   *[other] { $count } pieces
}
# Where a level sits in its stage.
learn-level-of = Level { $index } of { $count }

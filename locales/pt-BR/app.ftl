# app: see src/i18n/catalogue.rs

# A number of pieces.
pieces = { $count ->
    [1] uma peça
   *[other] { $count } peças
}
# Where a level sits in its stage.
learn-level-of = Nível { $index } de { $count }

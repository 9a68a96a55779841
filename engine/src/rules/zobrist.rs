//! Zobrist keys, made at compile time by splitmix64.

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

const fn piece_keys() -> [[u64; 64]; 4] {
    let mut keys = [[0u64; 64]; 4];
    let mut seed = 0x00DA_3A50_0000_0001u64;
    let mut p = 0;
    while p < 4 {
        let mut b = 0;
        while b < 64 {
            seed = splitmix(seed);
            keys[p][b] = seed;
            b += 1;
        }
        p += 1;
    }
    keys
}

/// `PIECE[piece index][bit]`: white man, white king, black man, black king.
pub(crate) static PIECE: [[u64; 64]; 4] = piece_keys();
/// Xored in when Black is to move.
pub(crate) const BLACK_TO_MOVE: u64 = splitmix(0xB1AC_4000_0000_0000);

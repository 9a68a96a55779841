//! Zobrist keys, made at compile time by splitmix64.

use crate::splitmix::splitmix64 as splitmix;

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

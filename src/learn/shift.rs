//! Where an 8×8 lesson level goes on the 10×10 board (`lessons/ten.rs`
//! places it; a text's square placeholders are filled through it).

use damas_engine::{BoardSize, Square};

/// Where an 8×8 level goes on the 10×10 board: rows and columns added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shift {
    pub rows: u8,
    pub cols: u8,
}

/// The 10×10 number of 8×8 square `n`.
pub(crate) fn square(n: u8, shift: Shift) -> u8 {
    let eight = Square::new(n as u32, BoardSize::Eight).unwrap_or_else(|| panic!("no 8×8 square {n}"));
    let (r, c) = (eight.row(BoardSize::Eight) + shift.rows, eight.column(BoardSize::Eight) + shift.cols);
    Square::from_coords(r, c, BoardSize::Ten)
        .unwrap_or_else(|| panic!("8×8 square {n}: no 10×10 square"))
        .number()
}

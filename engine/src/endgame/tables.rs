//! The solved tables of one rule set, their file format and their probe.

use std::collections::BTreeMap;
use std::fmt;

use super::material::{Material, Placement, Turn};
use crate::{Position, Variant};

/// What a table says about a position for the side to move, given how many
/// king moves in a row (without a capture) led to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableValue {
    /// The side to move wins. Within `plies` plies (this move included) it
    /// can make a capture or a man move into a position it still wins with
    /// the count started again, or leave the opponent without a move.
    Win { plies: u8 },
    /// Neither side can force a win before the king-move rule (or forever).
    Draw,
    /// The side to move loses; it can hold out `plies` plies at most before
    /// the same happens for the opponent.
    Loss { plies: u8 },
}

/// The stored byte of a position: 0 draw, `d` a win in `d` plies,
/// `LOSS + d` a loss in `d` plies.
pub(crate) const DRAW: u8 = 0;
pub(crate) const LOSS: u8 = 128;

pub(crate) fn code_value(code: u8, remaining: u32) -> TableValue {
    if code == DRAW {
        TableValue::Draw
    } else if code < LOSS {
        if code as u32 <= remaining {
            TableValue::Win { plies: code }
        } else {
            TableValue::Draw
        }
    } else if (code - LOSS) as u32 <= remaining {
        TableValue::Loss { plies: code - LOSS }
    } else {
        TableValue::Draw
    }
}

/// Why table bytes were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// The bytes end before the header, a signature or the checksum.
    Truncated,
    /// Not a Damas endgame table file.
    BadMagic,
    /// A format version this build does not read.
    UnsupportedVersion(u8),
    /// The rule-set byte names no rule set.
    UnknownRuleSet(u8),
    /// The tables were built for another king-move limit than the rule
    /// set's today.
    DrawRuleChanged { built: u16, now: u16 },
    /// The checksum does not match: the file is damaged.
    Checksum,
    /// A signature's data does not inflate to its table's size, or a stored
    /// byte is not a value.
    Corrupt,
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Truncated => write!(f, "the endgame table file is cut short"),
            TableError::BadMagic => write!(f, "not a Damas endgame table file"),
            TableError::UnsupportedVersion(v) => write!(f, "endgame table format {v} is not supported"),
            TableError::UnknownRuleSet(b) => {
                write!(f, "unknown rule set number {b} in the endgame table file")
            }
            TableError::DrawRuleChanged { built, now } => write!(
                f,
                "the endgame tables were built for a {built}-king-move draw rule; the rule set now has {now}"
            ),
            TableError::Checksum => write!(f, "the endgame table file is damaged (checksum mismatch)"),
            TableError::Corrupt => write!(f, "the endgame table file is damaged (bad table data)"),
        }
    }
}

impl std::error::Error for TableError {}

const MAGIC: &[u8; 8] = b"DAMASEGT";
const VERSION: u8 = 1;
/// Bytes of the file besides the signatures: magic, version, rule set,
/// pieces, king-move limit, count, checksum.
pub(crate) const HEADER_LEN: usize = 8 + 1 + 1 + 1 + 2 + 2 + 4;

/// The endgame tables of one rule set: every signature up to a number of
/// pieces, solved under the rule set's moves and its king-move draw rule.
///
/// ```
/// use damas_engine::endgame::{EndgameTables, TableValue};
/// use damas_engine::{Position, Variant};
/// let tables = EndgameTables::build(Variant::English, 3, &mut |_, _| {});
/// let bytes = tables.to_bytes();
/// let tables = EndgameTables::from_bytes(&bytes).unwrap();
/// // Two English kings against one in a single corner: a win in 7 plies...
/// let pos = Position::from_fen(Variant::English, "W:WK22,K23:BK4").unwrap();
/// assert_eq!(tables.probe(&pos, 0), Some(TableValue::Win { plies: 7 }));
/// // ...which is a draw after 14 king moves in a row: 6 plies are left.
/// assert_eq!(tables.probe(&pos, 14), Some(TableValue::Draw));
/// // Four pieces are not in these tables.
/// let four = Position::from_fen(Variant::English, "W:WK22,K23:BK4,K1").unwrap();
/// assert_eq!(tables.probe(&four, 0), None);
/// ```
#[derive(Clone)]
pub struct EndgameTables {
    pub(crate) variant: Variant,
    pub(crate) pieces: u32,
    pub(crate) king_moves: u16,
    pub(crate) codes: BTreeMap<Material, Vec<u8>>,
    pub(crate) turn: std::sync::Arc<Turn>,
}

impl fmt::Debug for EndgameTables {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EndgameTables")
            .field("variant", &self.variant)
            .field("pieces", &self.pieces)
            .field("signatures", &self.codes.len())
            .finish()
    }
}

impl EndgameTables {
    /// The rule set the tables were solved for.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The most pieces on the board a probe answers for.
    pub fn max_pieces(&self) -> u32 {
        self.pieces
    }

    /// The king-move draw limit the tables were solved under.
    pub fn king_move_limit(&self) -> u16 {
        self.king_moves
    }

    /// The signatures held, with their tables' lengths.
    pub fn signatures(&self) -> impl Iterator<Item = (Material, usize)> + '_ {
        self.codes.iter().map(|(m, c)| (*m, c.len()))
    }

    /// The value of a position for the side to move, after `king_run`
    /// consecutive king moves without a capture (both sides counted, as
    /// [`Game::king_moves_in_a_row`](crate::Game::king_moves_in_a_row)
    /// counts them). `None` when the tables do not hold it (another rule
    /// set, too many pieces).
    pub fn probe(&self, pos: &Position, king_run: u32) -> Option<TableValue> {
        if pos.variant() != self.variant {
            return None;
        }
        let pieces = (pos.bits(crate::Color::White) | pos.bits(crate::Color::Black)).count_ones();
        if pieces > self.pieces {
            return None;
        }
        let p = self.turn.placement(pos);
        self.probe_placement(&p, king_run)
    }

    pub(crate) fn probe_placement(&self, p: &Placement, king_run: u32) -> Option<TableValue> {
        let remaining = (self.king_moves as u32).saturating_sub(king_run);
        Some(code_value(self.code(p)?, remaining))
    }

    /// The code of a position. Positions with a capture to make are not
    /// stored (the file holds filler there): their value is worked out from
    /// the captures, which all lead to fewer pieces.
    pub(crate) fn code(&self, p: &Placement) -> Option<u8> {
        if p.ours == 0 {
            return Some(LOSS);
        }
        let m = self.turn.material(p);
        let codes = self.codes.get(&m)?;
        let pos = Position::from_bits(self.variant, p.ours, p.theirs, p.kings, crate::Color::White);
        if pos.is_one_piece_each_draw() {
            return Some(DRAW);
        }
        if !pos.must_capture() {
            return codes.get(self.turn.probe_index(p, m)?).copied();
        }
        let mut best = LOSS + 1;
        for mv in pos.legal_moves() {
            let child = self.turn.placement(&pos.after_unhashed(&mv));
            let c = self.code(&child)?;
            if c >= LOSS {
                return Some(1);
            }
            if c == DRAW {
                best = DRAW;
            }
        }
        Some(best)
    }

    /// Calls `f` with every possible position of the tables (White to move:
    /// positions are stored from the side to move's view) and its value with
    /// the king-move count at zero.
    pub fn for_each_position(&self, f: &mut dyn FnMut(Position, TableValue)) {
        for (m, codes) in &self.codes {
            for (i, &code) in codes.iter().enumerate() {
                if let Some(p) = self.turn.unindex(i, *m) {
                    let pos =
                        Position::from_bits(self.variant, p.ours, p.theirs, p.kings, crate::Color::White);
                    let code = self.code(&p).unwrap_or(code);
                    f(pos, code_value(code, self.king_moves as u32));
                }
            }
        }
    }

    /// The file: a header, then each signature's bytes compressed
    /// (deflate), then a CRC-32 of everything before it. The same tables
    /// always give the same bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.push(VERSION);
        out.push(variant_number(self.variant));
        out.push(self.pieces as u8);
        out.extend_from_slice(&self.king_moves.to_le_bytes());
        out.extend_from_slice(&(self.codes.len() as u16).to_le_bytes());
        for (m, codes) in &self.codes {
            let packed = packed(&self.turn, self.variant, *m, codes);
            out.extend_from_slice(&[m.our_men, m.our_kings, m.their_men, m.their_kings]);
            out.extend_from_slice(&(codes.len() as u32).to_le_bytes());
            out.extend_from_slice(&(packed.len() as u32).to_le_bytes());
            out.extend_from_slice(&packed);
        }
        let crc = crc32(&out);
        out.extend_from_slice(&crc.to_le_bytes());
        out
    }

    /// Reads tables written by [`EndgameTables::to_bytes`] (e.g. fetched by
    /// the browser's worker), refusing damaged or foreign bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<EndgameTables, TableError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(if bytes.len() < MAGIC.len() { TableError::Truncated } else { TableError::BadMagic });
        }
        if bytes.len() < MAGIC.len() + 7 + 4 {
            return Err(TableError::Truncated);
        }
        let (body, tail) = bytes.split_at(bytes.len() - 4);
        let stored = u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]);
        let mut r = Reader { bytes: body, at: MAGIC.len() };
        let version = r.u8()?;
        if version != VERSION {
            return Err(TableError::UnsupportedVersion(version));
        }
        if crc32(body) != stored {
            return Err(TableError::Checksum);
        }
        let number = r.u8()?;
        let variant = *Variant::ALL.get(number as usize).ok_or(TableError::UnknownRuleSet(number))?;
        let pieces = r.u8()? as u32;
        let king_moves = r.u16()?;
        let now = variant.rules().draw.king_moves;
        if king_moves != now {
            return Err(TableError::DrawRuleChanged { built: king_moves, now });
        }
        let count = r.u16()?;
        let size = variant.size();
        let mut codes = BTreeMap::new();
        for _ in 0..count {
            let m =
                Material { our_men: r.u8()?, our_kings: r.u8()?, their_men: r.u8()?, their_kings: r.u8()? };
            let len = r.u32()? as usize;
            let packed_len = r.u32()? as usize;
            let packed = r.take(packed_len)?;
            if m.pieces() > pieces || m.table_len(size) != len {
                return Err(TableError::Corrupt);
            }
            let table = miniz_oxide::inflate::decompress_to_vec_with_limit(packed, len)
                .map_err(|_| TableError::Corrupt)?;
            if table.len() != len || table.iter().any(|&c| !valid_code(c, king_moves)) {
                return Err(TableError::Corrupt);
            }
            codes.insert(m, table);
        }
        if r.at != body.len() {
            return Err(TableError::Corrupt);
        }
        Ok(EndgameTables { variant, pieces, king_moves, codes, turn: std::sync::Arc::new(Turn::new(size)) })
    }
}

/// A signature's bytes in the file: deflate of its codes where positions
/// that cannot occur, have a capture to make, or (kings only) are an image of
/// one with a smaller index repeat the code before them, which compresses
/// far better.
pub(crate) fn packed(turn: &Turn, variant: Variant, m: Material, codes: &[u8]) -> Vec<u8> {
    let mut last = DRAW;
    let mut stored = Vec::with_capacity(codes.len());
    for (i, &code) in codes.iter().enumerate() {
        let open = turn.unindex(i, m).is_some_and(|p| {
            !Position::from_bits(variant, p.ours, p.theirs, p.kings, crate::Color::White).must_capture()
                && turn.probe_index(&p, m) == Some(i)
        });
        if open {
            last = code;
        }
        stored.push(last);
    }
    miniz_oxide::deflate::compress_to_vec(&stored, 9)
}

fn valid_code(c: u8, king_moves: u16) -> bool {
    let limit = king_moves.min(127) as u8;
    c <= limit || (LOSS..=LOSS + limit).contains(&c)
}

fn variant_number(v: Variant) -> u8 {
    Variant::ALL.iter().position(|&x| x == v).unwrap_or(0) as u8
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], TableError> {
        let end = self.at.checked_add(n).ok_or(TableError::Truncated)?;
        let s = self.bytes.get(self.at..end).ok_or(TableError::Truncated)?;
        self.at = end;
        Ok(s)
    }
    fn u8(&mut self) -> Result<u8, TableError> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Result<u16, TableError> {
        let b = self.take(2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }
    fn u32(&mut self) -> Result<u32, TableError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
}

/// CRC-32 (IEEE), bit by bit: the files are read once.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 != 0 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_of_a_known_text() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn a_count_beyond_the_limit_turns_a_win_into_a_draw() {
        assert_eq!(code_value(5, 20), TableValue::Win { plies: 5 });
        assert_eq!(code_value(5, 5), TableValue::Win { plies: 5 });
        assert_eq!(code_value(5, 4), TableValue::Draw);
        assert_eq!(code_value(LOSS + 3, 3), TableValue::Loss { plies: 3 });
        assert_eq!(code_value(LOSS + 3, 2), TableValue::Draw);
        assert_eq!(code_value(LOSS, 0), TableValue::Loss { plies: 0 });
    }
}

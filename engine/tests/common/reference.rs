//! An independent, deliberately naive move generator, written from
//! `docs/RULES.md` alone, to cross-check the engine.
//!
//! It shares no code with `engine/src`: a mailbox board (`Vec` of cells
//! indexed by row and column), its own rule table keyed by the rule-set id,
//! its own FEN reader and writer and a plain recursive capture search.
//! Nothing here is fast or clever on purpose.
//!
//! Conventions (from docs/RULES.md):
//! - row 0 is the top; White sits at the bottom and moves up; square 1 is
//!   the first dark square of row 0, numbering row by row, left to right;
//! - a dark square has `row + column` odd;
//! - captured pieces stay on the board until the move ends (they block and
//!   cannot be jumped twice);
//! - a capture goes on while it can; a flying king that has several landing
//!   squares must land on one from which the capture goes on, if any;
//! - the capture-choice law filters complete sequences; the legal move list
//!   merges sequences with the same start, end, captured pieces and crowning
//!   ("drop").

use std::collections::HashSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    White,
    Black,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KingKind {
    Short,
    Flying,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Free,
    Majority,
    /// Most pieces, then most kings, then the capture made by a king.
    Italian,
}

/// A man reaching the last row in the middle of a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crowning {
    GoOnAsMan,
    CrownAndGoOn,
    CrownAndStop,
}

/// One row of the docs/RULES.md#rule-sets table.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    pub id: &'static str,
    pub n: usize,
    pub men_rows: usize,
    pub first: Side,
    pub men_back: bool,
    pub king: KingKind,
    pub choice: Choice,
    pub men_take_kings: bool,
    pub crowning: Crowning,
}

impl Spec {
    pub fn max_pieces(&self) -> usize {
        self.men_rows * self.n / 2
    }
}

pub const IDS: [&str; 8] =
    ["brazilian", "english", "russian", "spanish", "italian", "thai", "damas10", "international"];

/// The rule table of docs/RULES.md#rule-sets, typed in again by hand.
pub fn spec(id: &str) -> Spec {
    use Choice::*;
    use Crowning::*;
    use KingKind::*;
    let s = |id, n, men_rows, first, men_back, king, choice, men_take_kings, crowning| Spec {
        id,
        n,
        men_rows,
        first,
        men_back,
        king,
        choice,
        men_take_kings,
        crowning,
    };
    match id {
        "brazilian" => s("brazilian", 8, 3, Side::White, true, Flying, Majority, true, GoOnAsMan),
        "english" => s("english", 8, 3, Side::Black, false, Short, Free, true, CrownAndStop),
        "russian" => s("russian", 8, 3, Side::White, true, Flying, Free, true, CrownAndGoOn),
        "spanish" => s("spanish", 8, 3, Side::White, false, Flying, Majority, true, CrownAndStop),
        "italian" => s("italian", 8, 3, Side::White, false, Short, Italian, false, CrownAndStop),
        "thai" => s("thai", 8, 2, Side::White, false, Flying, Free, true, CrownAndStop),
        "damas10" => s("damas10", 10, 4, Side::White, true, Flying, Majority, true, CrownAndGoOn),
        "international" => s("international", 10, 4, Side::White, true, Flying, Majority, true, GoOnAsMan),
        other => panic!("unknown rule set {other}"),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    Empty,
    Man(Side),
    King(Side),
}

impl Cell {
    fn side(self) -> Option<Side> {
        match self {
            Cell::Empty => None,
            Cell::Man(s) | Cell::King(s) => Some(s),
        }
    }
    fn is_king(self) -> bool {
        matches!(self, Cell::King(_))
    }
}

type Sq = (usize, usize);

/// Square number of a dark square.
pub fn number(n: usize, (r, c): Sq) -> u32 {
    assert!(!(r + c).is_multiple_of(2), "({r},{c}) is not a dark square");
    (r * (n / 2) + c / 2 + 1) as u32
}

/// Row and column of a square number.
pub fn coords(n: usize, num: u32) -> Sq {
    let half = n / 2;
    let i = num as usize - 1;
    let r = i / half;
    let k = i % half;
    let c = if r.is_multiple_of(2) { 2 * k + 1 } else { 2 * k };
    (r, c)
}

/// The four diagonal directions as (row step, column step).
const DIRS: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub n: usize,
    cells: Vec<Cell>,
    pub to_move: Side,
}

impl Board {
    pub fn empty(n: usize, to_move: Side) -> Board {
        Board { n, cells: vec![Cell::Empty; n * n], to_move }
    }

    pub fn start(spec: &Spec) -> Board {
        let n = spec.n;
        let mut b = Board::empty(n, spec.first);
        for r in 0..n {
            for c in 0..n {
                if (r + c) % 2 == 1 {
                    if r < spec.men_rows {
                        b.set((r, c), Cell::Man(Side::Black));
                    } else if r >= n - spec.men_rows {
                        b.set((r, c), Cell::Man(Side::White));
                    }
                }
            }
        }
        b
    }

    pub fn get(&self, (r, c): Sq) -> Cell {
        self.cells[r * self.n + c]
    }

    pub fn set(&mut self, (r, c): Sq, cell: Cell) {
        self.cells[r * self.n + c] = cell;
    }

    fn step(&self, (r, c): Sq, (dr, dc): (i32, i32)) -> Option<Sq> {
        let (r2, c2) = (r as i32 + dr, c as i32 + dc);
        let n = self.n as i32;
        if r2 < 0 || c2 < 0 || r2 >= n || c2 >= n {
            None
        } else {
            Some((r2 as usize, c2 as usize))
        }
    }

    fn last_row(&self, side: Side) -> usize {
        match side {
            Side::White => 0,
            Side::Black => self.n - 1,
        }
    }

    /// Reads `W:W21,K30:B1,2` (no ranges needed here).
    pub fn from_fen(n: usize, fen: &str) -> Board {
        let mut parts = fen.trim().split(':');
        let to_move = match parts.next().unwrap().trim() {
            "W" => Side::White,
            "B" => Side::Black,
            other => panic!("bad side {other}"),
        };
        let mut b = Board::empty(n, to_move);
        for part in parts {
            let part = part.trim();
            let side = match &part[..1] {
                "W" => Side::White,
                "B" => Side::Black,
                other => panic!("bad colour {other}"),
            };
            for item in part[1..].split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let (king, num) = match item.strip_prefix('K') {
                    Some(rest) => (true, rest),
                    None => (false, item),
                };
                let sq = coords(n, num.parse().unwrap());
                assert_eq!(b.get(sq), Cell::Empty, "square {num} twice");
                b.set(sq, if king { Cell::King(side) } else { Cell::Man(side) });
            }
        }
        b
    }

    /// The same text as the engine's `Position::to_fen`.
    pub fn to_fen(&self) -> String {
        let mut out = String::from(if self.to_move == Side::White { "W" } else { "B" });
        for (side, letter) in [(Side::White, "W"), (Side::Black, "B")] {
            let mut items = Vec::new();
            for num in 1..=(self.n * self.n / 2) as u32 {
                let cell = self.get(coords(self.n, num));
                if cell.side() == Some(side) {
                    items.push(if cell.is_king() { format!("K{num}") } else { num.to_string() });
                }
            }
            out.push(':');
            out.push_str(letter);
            out.push_str(&items.join(","));
        }
        out
    }
}

/// A move: every square of the path, the captured squares in capture order,
/// whether a king made it and whether it crowns a man.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefMove {
    pub path: Vec<Sq>,
    pub captured: Vec<Sq>,
    pub by_king: bool,
    pub crowned: bool,
}

impl RefMove {
    pub fn from(&self) -> Sq {
        self.path[0]
    }
    pub fn to(&self) -> Sq {
        *self.path.last().unwrap()
    }
    /// (from, to, captured squares sorted) as square numbers.
    pub fn effect(&self, n: usize) -> (u32, u32, Vec<u32>) {
        let mut caps: Vec<u32> = self.captured.iter().map(|&s| number(n, s)).collect();
        caps.sort();
        (number(n, self.from()), number(n, self.to()), caps)
    }
    /// `22x15x24`, `11-15`.
    pub fn full_text(&self, n: usize) -> String {
        let sep = if self.captured.is_empty() { "-" } else { "x" };
        self.path.iter().map(|&s| number(n, s).to_string()).collect::<Vec<_>>().join(sep)
    }
}

struct Search<'a> {
    spec: &'a Spec,
    /// The board with the moving piece lifted off its square.
    board: Board,
    me: Side,
    by_king: bool,
}

impl Search<'_> {
    /// Whether the moving piece, a man, may capture in this direction.
    fn man_dir_ok(&self, dr: i32) -> bool {
        let forward = if self.me == Side::White { -1 } else { 1 };
        dr == forward || self.spec.men_back
    }

    /// Every complete capture sequence that goes on from `at` (empty if the
    /// piece cannot capture from there).
    fn go_on(
        &self,
        at: Sq,
        king: bool,
        crowned: bool,
        path: &mut Vec<Sq>,
        taken: &mut Vec<Sq>,
    ) -> Vec<RefMove> {
        let flying = king && self.spec.king == KingKind::Flying;
        let mut result = Vec::new();
        for dir in DIRS {
            if !king && !self.man_dir_ok(dir.0) {
                continue;
            }
            // The victim: the first piece along the direction (adjacent
            // unless the king flies).
            let mut sq = self.board.step(at, dir);
            if flying {
                while let Some(s) = sq {
                    if self.board.get(s) != Cell::Empty {
                        break;
                    }
                    sq = self.board.step(s, dir);
                }
            }
            let Some(victim) = sq else { continue };
            let cell = self.board.get(victim);
            if cell.side() != Some(self.me.other()) || taken.contains(&victim) {
                continue;
            }
            if !king && !self.spec.men_take_kings && cell.is_king() {
                continue;
            }
            // The landing squares: the free squares right after the victim.
            let mut lands = Vec::new();
            let mut l = self.board.step(victim, dir);
            while let Some(s) = l {
                if self.board.get(s) != Cell::Empty {
                    break;
                }
                lands.push(s);
                if !flying {
                    break;
                }
                l = self.board.step(s, dir);
            }
            let mut options: Vec<(Vec<RefMove>, RefMove)> = Vec::new();
            for land in lands {
                taken.push(victim);
                path.push(land);
                let on_last = land.0 == self.board.last_row(self.me);
                let (king2, crowned2, stop) = if !king && on_last {
                    match self.spec.crowning {
                        Crowning::GoOnAsMan => (false, false, false),
                        Crowning::CrownAndGoOn => (true, true, false),
                        Crowning::CrownAndStop => (false, true, true),
                    }
                } else {
                    (king, crowned, false)
                };
                let more = if stop { Vec::new() } else { self.go_on(land, king2, crowned2, path, taken) };
                let ends_here = RefMove {
                    path: path.clone(),
                    captured: taken.clone(),
                    by_king: self.by_king,
                    crowned: !self.by_king && (crowned2 || on_last),
                };
                options.push((more, ends_here));
                path.pop();
                taken.pop();
            }
            // Land where the capture goes on, if it can anywhere.
            let goes_on = options.iter().any(|(more, _)| !more.is_empty());
            for (more, ends_here) in options {
                if goes_on {
                    result.extend(more);
                } else {
                    result.push(ends_here);
                }
            }
        }
        result
    }
}

/// Every complete capture sequence of the side to move, path by path,
/// whatever the capture-choice law says.
pub fn all_capture_paths(spec: &Spec, board: &Board) -> Vec<RefMove> {
    let me = board.to_move;
    let mut out = Vec::new();
    for num in 1..=(board.n * board.n / 2) as u32 {
        let from = coords(board.n, num);
        let cell = board.get(from);
        if cell.side() != Some(me) {
            continue;
        }
        let mut lifted = board.clone();
        lifted.set(from, Cell::Empty);
        let search = Search { spec, board: lifted, me, by_king: cell.is_king() };
        out.extend(search.go_on(from, cell.is_king(), false, &mut vec![from], &mut Vec::new()));
    }
    out
}

fn quiet_moves(spec: &Spec, board: &Board) -> Vec<RefMove> {
    let me = board.to_move;
    let mut out = Vec::new();
    for num in 1..=(board.n * board.n / 2) as u32 {
        let from = coords(board.n, num);
        let cell = board.get(from);
        if cell.side() != Some(me) {
            continue;
        }
        for dir in DIRS {
            if !cell.is_king() {
                let forward = if me == Side::White { -1 } else { 1 };
                if dir.0 != forward {
                    continue;
                }
            }
            let mut to = board.step(from, dir);
            while let Some(t) = to {
                if board.get(t) != Cell::Empty {
                    break;
                }
                out.push(RefMove {
                    path: vec![from, t],
                    captured: Vec::new(),
                    by_king: cell.is_king(),
                    crowned: !cell.is_king() && t.0 == board.last_row(me),
                });
                if !cell.is_king() || spec.king == KingKind::Short {
                    break;
                }
                to = board.step(t, dir);
            }
        }
    }
    out
}

fn kings_taken(board: &Board, mv: &RefMove) -> usize {
    mv.captured.iter().filter(|&&s| board.get(s).is_king()).count()
}

/// The capture-choice law applied to complete sequences.
pub fn apply_law(spec: &Spec, board: &Board, caps: Vec<RefMove>) -> Vec<RefMove> {
    let key = |m: &RefMove| -> (usize, usize, usize) {
        match spec.choice {
            Choice::Free => (0, 0, 0),
            Choice::Majority => (m.captured.len(), 0, 0),
            Choice::Italian => (m.captured.len(), kings_taken(board, m), m.by_king as usize),
        }
    };
    let best = caps.iter().map(key).max();
    caps.into_iter().filter(|m| Some(key(m)) == best).collect()
}

/// The legal moves path by path (every landing sequence), law applied.
pub fn legal_paths(spec: &Spec, board: &Board) -> Vec<RefMove> {
    let caps = all_capture_paths(spec, board);
    if caps.is_empty() {
        quiet_moves(spec, board)
    } else {
        apply_law(spec, board, caps)
    }
}

/// Merges moves with the same start, end, captured pieces and crowning.
pub fn drop_duplicates(n: usize, moves: Vec<RefMove>) -> Vec<RefMove> {
    let mut seen = HashSet::new();
    moves.into_iter().filter(|m| seen.insert((m.effect(n), m.crowned))).collect()
}

/// The legal moves, equal captures merged ("drop").
pub fn legal_moves(spec: &Spec, board: &Board) -> Vec<RefMove> {
    drop_duplicates(board.n, legal_paths(spec, board))
}

/// The board after a move.
pub fn apply(board: &Board, mv: &RefMove) -> Board {
    let mut b = board.clone();
    let me = board.to_move;
    b.set(mv.from(), Cell::Empty);
    for &s in &mv.captured {
        b.set(s, Cell::Empty);
    }
    b.set(mv.to(), if mv.by_king || mv.crowned { Cell::King(me) } else { Cell::Man(me) });
    b.to_move = me.other();
    b
}

/// Perft by the drop convention.
pub fn perft(spec: &Spec, board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(spec, board);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|m| perft(spec, &apply(board, m), depth - 1)).sum()
}

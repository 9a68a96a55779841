//! The analysis page's logic as a plain struct (tested natively): the mode
//! (exploring moves, or setting up a position in the editor), the
//! [`BoardSetup`] and its brush, the [`MoveTree`] and the move shown, the
//! user's flip, the engine (on request: what to ask the worker next, the
//! answer for the move shown), FEN/PDN in and out and the link.
//!
//! The page shows it and runs what it asks: [`AnalysisController::engine_request`]
//! gives the next search for the worker, whose answer goes back to
//! [`AnalysisController::engine_answered`]; an answer for a move no longer
//! shown is dropped.

use damas_engine::notation::{FenError, PdnError, PdnGame};
use damas_engine::{Color, Game, Move, PlayError, Position, Square, Variant};

use super::analysis_link::AnalysisLink;
use super::board_setup::{BoardSetup, Brush};
use super::move_step::MoveStep;
use super::move_tree::{MoveTree, NodeId};
use crate::kernel::ai::{Analysed, AnalysisRequest, EngineLine, TableWord, MAX_LINES};
use crate::kernel::board::orientation;

/// What the board is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Moves are played by the rules; the tree grows.
    Explore,
    /// Taps place and remove pieces.
    Edit,
}

/// The engine's two passes at a position: a short one for the best line
/// soon, then a longer one for the best moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// One line, [`QUICK_MS`].
    Quick,
    /// [`MAX_LINES`] lines, [`FULL_MS`].
    Full,
}

/// The quick pass's time: its line shows within a second, a fresh
/// worker's start included (docs/BENCHMARKS.md, "The analysis board").
pub const QUICK_MS: u64 = 300;
/// The full pass's time, shared by its lines.
pub const FULL_MS: u64 = 2_400;

/// A search for the worker, for the move `at`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineAsk {
    pub at: NodeId,
    pub pass: Pass,
    pub request: AnalysisRequest,
}

/// One of the engine's lines as the page shows it: from `start`, its legal
/// moves (a line is cut at its first move that is not legal) and its score
/// for the side to move at `start`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownLine {
    pub start: Position,
    pub score: i32,
    pub depth: u32,
    pub moves: Vec<Move>,
}

/// Why pasted text did not open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Nothing was pasted.
    Empty,
    /// A FEN position that does not read.
    Fen(FenError),
    /// A PDN game that does not read.
    Pdn(PdnError),
    /// A move of the game (`text`) is illegal where it stands.
    Replay { text: String, error: PlayError, variant: Variant },
}

/// A one-line note under the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    Copied,
    CopyFailed,
    /// The link's moves stopped at one that does not play.
    LinkCut,
    /// The link did not open: the start position instead.
    LinkBroken,
}

/// One piece of the move list: a move, or the start or end of a variation
/// (shown in brackets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveToken {
    Move {
        node: NodeId,
        /// Plies from the first player's first move (the list's numbering).
        ply: usize,
        before: Position,
        mv: Move,
        /// Its number is written: a first player's move, or the first of a
        /// variation or after one.
        numbered: bool,
    },
    Open,
    Close,
}

#[derive(Clone, Debug)]
pub struct AnalysisController {
    mode: Mode,
    setup: BoardSetup,
    brush: Brush,
    /// Why the set-up was refused, until it changes.
    refusal: Option<FenError>,
    tree: MoveTree,
    at: NodeId,
    turned: bool,
    engine_on: bool,
    /// The engine's answer for `at`, and from which pass.
    answer: Option<(NodeId, Pass, Analysed)>,
    /// The search under way, if any.
    asked: Option<(NodeId, Pass)>,
    /// A search that came back with no answer (a refusal, a worker gone):
    /// not asked again for that move.
    failed: Option<(NodeId, Pass)>,
    note: Option<Note>,
}

impl AnalysisController {
    /// The rule set's start position, to explore.
    pub fn new(variant: Variant) -> AnalysisController {
        let start = Position::start(variant);
        AnalysisController {
            mode: Mode::Explore,
            setup: BoardSetup::from_position(&start),
            brush: Brush::ALL[0],
            refusal: None,
            tree: MoveTree::new(start),
            at: NodeId::ROOT,
            turned: false,
            engine_on: false,
            answer: None,
            asked: None,
            failed: None,
            note: None,
        }
    }

    /// The position and line of a link, the last move shown.
    pub fn from_link(link: &AnalysisLink) -> AnalysisController {
        let mut c = AnalysisController::new(link.start.variant());
        c.open_game(&link.game());
        c
    }

    /// Opens a link's query; a link that does not open shows the rule
    /// set's start (or the moves before the one that does not play) with a
    /// note.
    pub fn from_query(query: &str, default: Variant) -> AnalysisController {
        use super::analysis_link::LinkError;
        match AnalysisLink::parse(query, default) {
            Ok(link) => AnalysisController::from_link(&link),
            Err(LinkError::Move { kept, .. }) => {
                let mut c = AnalysisController::from_link(&kept);
                c.note = Some(Note::LinkCut);
                c
            }
            Err(_) => AnalysisController { note: Some(Note::LinkBroken), ..AnalysisController::new(default) },
        }
    }

    /// A game's start and moves as the main line, its last move shown.
    fn open_game(&mut self, game: &Game) {
        self.tree = MoveTree::new(*game.start());
        self.at = NodeId::ROOT;
        for mv in game.moves() {
            match self.tree.play(self.at, mv) {
                Ok(node) => self.at = node,
                Err(_) => break,
            }
        }
        self.mode = Mode::Explore;
        self.setup = BoardSetup::from_position(game.start());
        self.refusal = None;
        self.forget_engine();
    }

    fn forget_engine(&mut self) {
        self.answer = None;
        self.asked = None;
        self.failed = None;
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn variant(&self) -> Variant {
        self.tree.start().variant()
    }

    /// Another rule set: its start position, the tree and the set-up anew.
    pub fn set_variant(&mut self, variant: Variant) {
        if variant != self.variant() {
            let engine_on = self.engine_on;
            *self = AnalysisController { engine_on, turned: self.turned, ..AnalysisController::new(variant) };
        }
    }

    pub fn tree(&self) -> &MoveTree {
        &self.tree
    }

    /// The move shown.
    pub fn at(&self) -> NodeId {
        self.at
    }

    /// The position the board shows: the set-up's (as far as it reads) in
    /// the editor, else the move shown's.
    pub fn position(&self) -> Position {
        match self.mode {
            Mode::Explore => *self.tree.position(self.at),
            Mode::Edit => self.setup.shown().0,
        }
    }

    /// The squares the board marks: in the editor, the pieces the rules
    /// do not allow where they stand.
    pub fn marks(&self) -> Vec<Square> {
        match self.mode {
            Mode::Explore => Vec::new(),
            Mode::Edit => self.setup.shown().1,
        }
    }

    pub fn last_move(&self) -> Option<Move> {
        (self.mode == Mode::Explore).then(|| self.tree.move_at(self.at)).flatten()
    }

    /// Whether the board is drawn with Black at the bottom: the first
    /// player at the bottom, turned by the settings' `base` and by this
    /// page's flip.
    pub fn flipped(&self, base: bool) -> bool {
        orientation::flipped(self.variant().rules().first, base) != self.turned
    }

    pub fn flip(&mut self) {
        self.turned = !self.turned;
    }

    pub fn note(&self) -> Option<Note> {
        self.note
    }

    pub fn set_note(&mut self, note: Option<Note>) {
        self.note = note;
    }

    // ---- exploring ----

    /// A move made on the board at the move shown: it goes into the tree
    /// (a new variation, or the existing move). Whether it was played.
    pub fn play(&mut self, mv: &Move) -> bool {
        if self.mode != Mode::Explore {
            return false;
        }
        match self.tree.play(self.at, mv) {
            Ok(node) => {
                self.go_to(node);
                true
            }
            Err(_) => false,
        }
    }

    /// Shows move `node` (ignored when the tree has no such move).
    pub fn go_to(&mut self, node: NodeId) {
        if self.tree.contains(node) && node != self.at {
            self.at = node;
            self.note = None;
        }
    }

    /// One move back ("take back": the move stays in the tree).
    pub fn back(&mut self) {
        if let Some(parent) = self.tree.parent(self.at) {
            self.go_to(parent);
        }
    }

    /// One move on along the main line from the move shown.
    pub fn forward(&mut self) {
        if let Some(&next) = self.tree.children(self.at).first() {
            self.go_to(next);
        }
    }

    pub fn to_start(&mut self) {
        self.go_to(NodeId::ROOT);
    }

    /// To the end of the line shown.
    pub fn to_end(&mut self) {
        if let Some(&last) = self.tree.main_line_from(self.at).last() {
            self.go_to(last);
        }
    }

    /// Takes a step through the moves (nothing in the editor).
    pub fn step(&mut self, step: MoveStep) {
        if self.mode != Mode::Explore {
            return;
        }
        match step {
            MoveStep::Start => self.to_start(),
            MoveStep::Back => self.back(),
            MoveStep::Forward => self.forward(),
            MoveStep::End => self.to_end(),
        }
    }

    pub fn can_go_back(&self) -> bool {
        self.at != NodeId::ROOT
    }

    pub fn can_go_forward(&self) -> bool {
        !self.tree.children(self.at).is_empty()
    }

    /// Whether the move shown is in a variation (and can be promoted).
    pub fn in_variation(&self) -> bool {
        !self.tree.on_main_line(self.at)
    }

    /// Deletes the move shown and what follows it; its parent is shown.
    pub fn delete_here(&mut self) {
        if let Some(parent) = self.tree.delete(self.at) {
            self.at = parent;
            self.forget_engine();
        }
    }

    /// Moves the variation of the move shown one step towards the main line.
    pub fn promote_here(&mut self) -> bool {
        self.tree.promote(self.at)
    }

    /// The move list: the main line from the start, each move's
    /// variations in brackets after it, as PDN writes them.
    pub fn move_list(&self) -> Vec<MoveToken> {
        let first = self.variant().rules().first;
        let offset = usize::from(self.tree.start().side_to_move() != first);
        let mut out = Vec::new();
        self.list_from(NodeId::ROOT, offset, true, &mut out);
        out
    }

    /// The line from `parent`'s children on: its main move, that move's
    /// alternatives each in brackets, then on from the main move.
    fn list_from(&self, parent: NodeId, ply: usize, number_next: bool, out: &mut Vec<MoveToken>) {
        let mut parent = parent;
        let mut ply = ply;
        let mut number_next = number_next;
        loop {
            let children = self.tree.children(parent);
            let Some((&main, others)) = children.split_first() else { return };
            let token = |node: NodeId, numbered: bool| MoveToken::Move {
                node,
                ply,
                before: *self.tree.position(parent),
                mv: self.tree.move_at(node).expect("a child has a move"),
                numbered: numbered || ply.is_multiple_of(2),
            };
            out.push(token(main, number_next));
            for &other in others {
                out.push(MoveToken::Open);
                out.push(token(other, true));
                self.list_from(other, ply + 1, false, out);
                out.push(MoveToken::Close);
            }
            number_next = !others.is_empty();
            parent = main;
            ply += 1;
        }
    }

    // ---- the editor ----

    /// To the editor, from the position shown.
    pub fn edit(&mut self) {
        self.setup = BoardSetup::from_position(self.tree.position(self.at));
        self.refusal = None;
        self.mode = Mode::Edit;
    }

    pub fn setup(&self) -> &BoardSetup {
        &self.setup
    }

    pub fn brush(&self) -> Brush {
        self.brush
    }

    pub fn set_brush(&mut self, brush: Brush) {
        self.brush = brush;
    }

    /// A tap on the board in the editor.
    pub fn tap(&mut self, square: Square) {
        if self.mode == Mode::Edit {
            self.setup.apply(square, self.brush);
            self.refusal = None;
        }
    }

    pub fn set_side_to_move(&mut self, side: Color) {
        self.setup.set_side_to_move(side);
        self.refusal = None;
    }

    pub fn clear_board(&mut self) {
        self.setup.clear();
        self.refusal = None;
    }

    pub fn start_position(&mut self) {
        self.setup = BoardSetup::start(self.variant());
        self.refusal = None;
    }

    /// Why the set-up was refused, if it was.
    pub fn refusal(&self) -> Option<&FenError> {
        self.refusal.as_ref()
    }

    /// Leaves the editor with its position, a new tree from it; a position
    /// the rules refuse stays in the editor with the reason.
    pub fn finish_editing(&mut self) -> Result<(), FenError> {
        match self.setup.position() {
            Ok(position) => {
                self.open_game(&Game::from_position(position));
                Ok(())
            }
            Err(e) => {
                self.refusal = Some(e.clone());
                Err(e)
            }
        }
    }

    /// Leaves the editor without changing the position explored.
    pub fn cancel_editing(&mut self) {
        self.mode = Mode::Explore;
        self.refusal = None;
    }

    // ---- in and out ----

    /// Opens a FEN position or a PDN game (its moves as the main line, its
    /// last position shown) under the rule set shown (a PDN game's
    /// `GameType` decides its own).
    pub fn import(&mut self, text: &str) -> Result<(), ImportError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(ImportError::Empty);
        }
        let looks_like_fen = !trimmed.contains('[')
            && !trimmed.contains('.')
            && trimmed.contains(':')
            && matches!(trimmed.chars().next(), Some('W' | 'B' | 'w' | 'b'));
        let variant = self.variant();
        if looks_like_fen {
            let start = Position::from_fen(variant, trimmed).map_err(ImportError::Fen)?;
            self.open_game(&Game::from_position(start));
            return Ok(());
        }
        let pdn = PdnGame::from_pdn(trimmed, variant).map_err(ImportError::Pdn)?;
        let mut game = Game::from_position(*pdn.start());
        for mv in pdn.moves() {
            let text = game.position().move_text(mv);
            game.play(mv).map_err(|error| ImportError::Replay { text, error, variant: pdn.variant() })?;
        }
        // The main line, its last move shown, and the variations (each
        // checked by the reader from its own position).
        self.open_game(&Game::from_position(*pdn.start()));
        if let Ok(end) = self.tree.add_pdn_line(NodeId::ROOT, &pdn) {
            self.at = end;
        }
        Ok(())
    }

    /// The position shown as a FEN.
    pub fn fen(&self) -> String {
        self.tree.position(self.at).to_fen()
    }

    /// Everything explored as a PDN game: the main line, and the other
    /// moves as variations.
    pub fn pdn(&self) -> String {
        let mut pdn = self.tree.to_pdn();
        pdn.set_tag("Event", "Damas");
        pdn.to_pdn()
    }

    /// The link to the position and the moves to the one shown.
    pub fn link(&self) -> AnalysisLink {
        AnalysisLink::of(&self.tree.game_to(self.at))
    }

    // ---- the engine ----

    pub fn engine_on(&self) -> bool {
        self.engine_on
    }

    /// Turns the engine on or off (off: its answer is forgotten).
    pub fn set_engine(&mut self, on: bool) {
        self.engine_on = on;
        if !on {
            self.forget_engine();
        }
    }

    /// The search the worker should run next, if any: the engine on, the
    /// move shown not yet answered by the full pass and nothing asked for
    /// it (the quick pass first). Marks it asked.
    pub fn engine_request(&mut self) -> Option<EngineAsk> {
        if !self.engine_on || self.mode != Mode::Explore {
            return None;
        }
        let at = self.at;
        let pass = match self.answered() {
            None => Pass::Quick,
            Some(Pass::Quick) => Pass::Full,
            Some(Pass::Full) => return None,
        };
        if self.asked == Some((at, pass)) || self.failed == Some((at, pass)) {
            return None;
        }
        self.asked = Some((at, pass));
        let game = self.tree.game_to(at);
        let request = match pass {
            Pass::Quick => AnalysisRequest::new(&game, QUICK_MS, 1),
            Pass::Full => AnalysisRequest::new(&game, FULL_MS, MAX_LINES),
        };
        Some(EngineAsk { at, pass, request })
    }

    /// Which pass has answered for the move shown, if any.
    pub fn answered(&self) -> Option<Pass> {
        self.answer.as_ref().filter(|(node, ..)| *node == self.at).map(|(_, pass, _)| *pass)
    }

    /// Whether a search is under way for the move shown.
    pub fn thinking(&self) -> bool {
        self.engine_on && self.asked.is_some_and(|(node, _)| node == self.at)
    }

    /// The worker's answer to the search for `at` (`None`: none came);
    /// dropped when `at` is no longer shown. Whether it was taken.
    pub fn engine_answered(&mut self, at: NodeId, pass: Pass, answer: Option<Analysed>) -> bool {
        if self.asked == Some((at, pass)) {
            self.asked = None;
        }
        if at != self.at || !self.engine_on {
            return false;
        }
        match answer {
            Some(a) => {
                self.answer = Some((at, pass, a));
                true
            }
            None => {
                self.failed = Some((at, pass));
                false
            }
        }
    }

    /// A search asked for a move no longer shown was dropped by the page.
    pub fn engine_dropped(&mut self) {
        self.asked = None;
    }

    fn answer_here(&self) -> Option<&Analysed> {
        self.answer.as_ref().filter(|(node, ..)| *node == self.at && self.mode == Mode::Explore).map(|a| &a.2)
    }

    /// The engine's lines for the position shown, best first.
    pub fn lines(&self) -> Vec<ShownLine> {
        let Some(answer) = self.answer_here() else { return Vec::new() };
        let start = *self.tree.position(self.at);
        answer.lines.iter().map(|line| shown(&start, line)).filter(|l| !l.moves.is_empty()).collect()
    }

    /// The endgame tables' word on the position shown, when they hold it.
    pub fn table_word(&self) -> Option<TableWord> {
        self.answer_here().and_then(|a| a.table)
    }

    /// Plays the first move of line `k` on the board.
    pub fn play_line(&mut self, k: usize) -> bool {
        let Some(mv) = self.lines().get(k).and_then(|l| l.moves.first().copied()) else { return false };
        self.play(&mv)
    }

    /// The arrow of the best move.
    pub fn best_arrow(&self) -> Option<(Square, Square)> {
        self.lines().first().and_then(|l| l.moves.first()).map(|m| (m.from(), m.to()))
    }
}

/// A line's legal moves from `start`.
fn shown(start: &Position, line: &EngineLine) -> ShownLine {
    let mut pos = *start;
    let moves = line.moves.iter().map_while(|mv| pos.play(mv).ok()).collect();
    ShownLine { start: *start, score: line.score, depth: line.depth, moves }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Piece, Role};

    fn play(c: &mut AnalysisController, text: &str) -> NodeId {
        let mv = c.position().parse_move(text).unwrap();
        assert!(c.play(&mv), "{text}");
        c.at()
    }

    fn answer(c: &AnalysisController, texts: &[&[&str]]) -> Analysed {
        let start = c.position();
        let lines = texts
            .iter()
            .enumerate()
            .map(|(k, line)| EngineLine {
                score: 100 - 30 * k as i32,
                depth: 8,
                moves: start.parse_line(line).unwrap(),
            })
            .collect();
        Analysed { lines, table: None, elapsed_ms: 500 }
    }

    #[test]
    fn a_position_set_up_in_the_editor_is_explored_with_two_variations() {
        let v = Variant::English;
        let mut c = AnalysisController::new(v);
        c.edit();
        c.clear_board();
        let sq = |n| Square::new(n, v.rules().size).unwrap();
        c.set_brush(Brush::Place(Piece { color: Color::White, role: Role::Man }));
        c.tap(sq(22));
        c.tap(sq(23));
        c.set_brush(Brush::Place(Piece { color: Color::Black, role: Role::Man }));
        c.tap(sq(9));
        c.tap(sq(10));
        c.set_side_to_move(Color::White);
        c.finish_editing().unwrap();
        assert_eq!(c.mode(), Mode::Explore);
        assert_eq!(c.fen(), "W:W22,23:B9,10");
        let a = play(&mut c, "22-18");
        let main = play(&mut c, "10-14");
        c.back();
        assert_eq!(c.at(), a);
        let side = play(&mut c, "9-14");
        assert!(c.in_variation());
        assert_eq!(c.tree().children(a), [main, side]);
        c.go_to(main);
        assert!(!c.in_variation());
        assert_eq!(c.link().href(), "/analysis?rules=english&fen=W:W22,23:B9,10&moves=22-18,10-14");
    }

    #[test]
    fn the_editor_refuses_a_position_the_rules_do_not_allow_and_stays_open() {
        let v = Variant::Brazilian;
        let mut c = AnalysisController::new(v);
        c.edit();
        c.set_brush(Brush::Place(Piece { color: Color::Black, role: Role::Man }));
        c.tap(Square::new(30, v.rules().size).unwrap());
        assert_eq!(c.finish_editing(), Err(FenError::ManOnPromotionRow("30".into())));
        assert_eq!(c.mode(), Mode::Edit);
        assert!(c.refusal().is_some());
        // The same piece again takes it off; the light man goes back.
        c.tap(Square::new(30, v.rules().size).unwrap());
        assert!(c.refusal().is_none(), "a change clears the reason");
        c.set_brush(Brush::Place(Piece { color: Color::White, role: Role::Man }));
        c.tap(Square::new(30, v.rules().size).unwrap());
        c.finish_editing().unwrap();
        assert_eq!(c.position(), Position::start(v));
    }

    #[test]
    fn cancelling_the_editor_keeps_the_moves_explored() {
        let mut c = AnalysisController::new(Variant::Brazilian);
        let a = play(&mut c, "22-18");
        c.edit();
        c.clear_board();
        c.cancel_editing();
        assert_eq!(c.at(), a);
        assert_eq!(c.tree().path(a).len(), 1);
    }

    #[test]
    fn the_move_list_puts_each_variation_in_brackets_after_its_move() {
        let mut c = AnalysisController::new(Variant::Brazilian);
        let a = play(&mut c, "22-18");
        play(&mut c, "11-15");
        c.go_to(a);
        play(&mut c, "12-16");
        c.go_to(a);
        c.forward();
        play(&mut c, "18x11");
        let list = c.move_list();
        let texts: Vec<String> = list
            .iter()
            .map(|t| match t {
                MoveToken::Move { before, mv, ply, numbered, .. } => {
                    let n = if *numbered {
                        crate::kernel::i18n::review_texts::move_number(*ply)
                    } else {
                        "".into()
                    };
                    format!("{n}{}", before.move_text(mv))
                }
                MoveToken::Open => "(".into(),
                MoveToken::Close => ")".into(),
            })
            .collect();
        assert_eq!(texts, ["1.22-18", "11-15", "(", "1…12-16", ")", "2.18x11"]);
    }

    #[test]
    fn deleting_and_promoting_work_on_the_move_shown() {
        let mut c = AnalysisController::new(Variant::Brazilian);
        let a = play(&mut c, "22-18");
        let main = play(&mut c, "11-15");
        c.back();
        let side = play(&mut c, "12-16");
        assert!(c.promote_here());
        assert_eq!(c.tree().children(a), [side, main]);
        assert!(!c.in_variation());
        c.go_to(main);
        c.delete_here();
        assert_eq!(c.at(), a);
        assert_eq!(c.tree().children(a), [side]);
    }

    #[test]
    fn fen_and_pdn_go_out_and_come_back_in() {
        let mut c = AnalysisController::new(Variant::Russian);
        let a = play(&mut c, "c3-d4");
        play(&mut c, "f6-g5");
        c.go_to(a);
        let pdn = c.pdn();
        // PDN numbers the squares: c3-d4 is 22-18.
        assert!(pdn.contains("1. 22-18 11-16 *"), "the main line, whatever move is shown: {pdn:?}");
        let mut other = AnalysisController::new(Variant::Russian);
        other.import(&pdn).unwrap();
        assert_eq!(other.tree().game_to(other.at()).moves().len(), 2);
        let fen = c.fen();
        other.import(&fen).unwrap();
        assert_eq!(other.position(), *c.tree().position(a));
        assert_eq!(other.import("  "), Err(ImportError::Empty));
        assert!(matches!(other.import("W:W99:B1"), Err(ImportError::Fen(_))));
    }

    #[test]
    fn steps_walk_the_line_shown_and_do_nothing_in_the_editor() {
        let mut c = AnalysisController::new(Variant::English);
        let a = play(&mut c, "11-15");
        let b = play(&mut c, "23-19");
        c.step(MoveStep::Start);
        assert_eq!(c.at(), NodeId::ROOT);
        c.step(MoveStep::Forward);
        assert_eq!(c.at(), a);
        c.step(MoveStep::End);
        assert_eq!(c.at(), b);
        c.step(MoveStep::Back);
        assert_eq!(c.at(), a);
        c.edit();
        c.step(MoveStep::End);
        c.cancel_editing();
        assert_eq!(c.at(), a);
    }

    #[test]
    fn pdn_out_holds_every_variation_and_pdn_in_brings_them_back() {
        let mut c = AnalysisController::new(Variant::Russian);
        let a = play(&mut c, "c3-d4");
        play(&mut c, "f6-g5");
        c.go_to(a);
        play(&mut c, "b6-a5");
        let pdn = c.pdn();
        assert!(pdn.contains("1. 22-18 11-16 (1... 9-13) *"), "{pdn:?}");
        let mut other = AnalysisController::new(Variant::International);
        other.import(&pdn).unwrap();
        assert_eq!(other.variant(), Variant::Russian);
        assert_eq!(other.tree(), c.tree());
        assert!(!other.in_variation(), "the main line's last move is shown");
        let broken = pdn.replace("9-13", "9-18");
        assert!(matches!(other.import(&broken), Err(ImportError::Pdn(_))), "a broken variation is told");
        assert_eq!(other.tree(), c.tree(), "and loses nothing");
    }

    #[test]
    fn a_link_opens_the_same_position_and_line_and_a_broken_one_says_so() {
        let mut c = AnalysisController::new(Variant::International);
        play(&mut c, "32-28");
        play(&mut c, "19-23");
        let query = c.link().query();
        let opened = AnalysisController::from_query(&query, Variant::Brazilian);
        assert_eq!(opened.position(), c.position());
        assert_eq!(opened.variant(), Variant::International);
        assert_eq!(opened.note(), None);
        let cut = AnalysisController::from_query("rules=international&moves=32-28,1-2", Variant::Brazilian);
        assert_eq!((cut.note(), cut.tree().path(cut.at()).len()), (Some(Note::LinkCut), 1));
        let broken = AnalysisController::from_query("rules=chess", Variant::Spanish);
        assert_eq!((broken.note(), broken.variant()), (Some(Note::LinkBroken), Variant::Spanish));
    }

    #[test]
    fn the_engine_asks_a_quick_pass_then_a_full_one_and_drops_a_late_answer() {
        let mut c = AnalysisController::new(Variant::Brazilian);
        assert_eq!(c.engine_request(), None, "off until asked");
        c.set_engine(true);
        let quick = c.engine_request().unwrap();
        assert_eq!((quick.pass, quick.request.lines), (Pass::Quick, 1));
        assert_eq!(c.engine_request(), None, "asked once");
        assert!(c.thinking());
        assert!(c.engine_answered(quick.at, Pass::Quick, Some(answer(&c, &[&["22-18", "11-15"]]))));
        assert_eq!(c.lines().len(), 1);
        assert_eq!(c.best_arrow().map(|(a, b)| (a.number(), b.number())), Some((22, 18)));
        let full = c.engine_request().unwrap();
        assert_eq!((full.pass, full.request.lines), (Pass::Full, MAX_LINES));
        // The learner moves on before the full pass answers: it is dropped.
        play(&mut c, "21-17");
        assert!(!c.engine_answered(full.at, Pass::Full, Some(answer(&c, &[&["12-16"]]))));
        assert!(c.lines().is_empty());
        assert_eq!(c.engine_request().map(|a| a.pass), Some(Pass::Quick));
    }

    #[test]
    fn a_search_that_comes_back_empty_is_not_asked_again_for_that_move() {
        let mut c = AnalysisController::new(Variant::Brazilian);
        c.set_engine(true);
        let ask = c.engine_request().unwrap();
        assert!(!c.engine_answered(ask.at, ask.pass, None));
        assert_eq!(c.engine_request(), None, "no loop of requests the worker cannot answer");
        assert!(!c.thinking());
        // Another move is asked for again.
        play(&mut c, "22-18");
        assert!(c.engine_request().is_some());
    }

    #[test]
    fn a_line_is_cut_at_its_first_illegal_move_and_its_first_move_can_be_played() {
        let mut c = AnalysisController::new(Variant::Brazilian);
        c.set_engine(true);
        let ask = c.engine_request().unwrap();
        let start = c.position();
        let good = start.parse_line(&["22-18", "11-15"]).unwrap();
        let bad = Position::start(Variant::Brazilian).legal_moves()[0];
        let answer = Analysed {
            lines: vec![EngineLine { score: 20, depth: 6, moves: vec![good[0], good[1], bad] }],
            table: Some(TableWord::Draw),
            elapsed_ms: 1,
        };
        c.engine_answered(ask.at, ask.pass, Some(answer));
        assert_eq!(c.lines()[0].moves.len(), 2);
        assert_eq!(c.table_word(), Some(TableWord::Draw));
        assert!(c.play_line(0));
        assert_eq!(c.position(), start.after(&good[0]));
    }

    #[test]
    fn the_board_turns_with_the_settings_and_the_pages_flip() {
        let mut c = AnalysisController::new(Variant::English);
        // English: Black (Dark) moves first and is drawn at the bottom.
        assert!(c.flipped(false));
        c.flip();
        assert!(!c.flipped(false));
        assert!(c.flipped(true));
    }
}

//! The moves explored from one position: a tree of variations. Each node
//! is a move played from its parent's position (the root is the start);
//! a node's first child is its main line, the others its variations.
//! Playing a move that is already a child goes there instead of adding it
//! again. Nodes live in an arena and are named by [`NodeId`]; a deleted
//! variation's ids are never reused, so an old id names nothing rather
//! than another move.

use damas_engine::notation::PdnGame;
use damas_engine::{Game, Move, PlayError, Position};

/// A node of the tree: the root (the start) or a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(usize);

impl NodeId {
    /// The start position, before any move.
    pub const ROOT: NodeId = NodeId(0);
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Node {
    parent: Option<NodeId>,
    /// The move from the parent's position (none at the root).
    mv: Option<Move>,
    /// The position after the move.
    position: Position,
    /// Main line first.
    children: Vec<NodeId>,
}

/// A tree of variations from a start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTree {
    /// `None`: deleted.
    nodes: Vec<Option<Node>>,
}

/// One move of a line as the move list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineMove {
    pub node: NodeId,
    pub mv: Move,
    /// The position the move was played from.
    pub before: Position,
}

impl MoveTree {
    pub fn new(start: Position) -> MoveTree {
        MoveTree { nodes: vec![Some(Node { parent: None, mv: None, position: start, children: Vec::new() })] }
    }

    fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.0).and_then(Option::as_ref)
    }

    /// Whether `id` names a node of the tree (not deleted).
    pub fn contains(&self, id: NodeId) -> bool {
        self.node(id).is_some()
    }

    pub fn start(&self) -> &Position {
        &self.node(NodeId::ROOT).expect("the root stays").position
    }

    /// The position at `id` (the start for a deleted node).
    pub fn position(&self, id: NodeId) -> &Position {
        self.node(id).map_or_else(|| self.start(), |n| &n.position)
    }

    /// The move that led to `id`.
    pub fn move_at(&self, id: NodeId) -> Option<Move> {
        self.node(id).and_then(|n| n.mv)
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).and_then(|n| n.parent)
    }

    /// The moves from `id`, main line first.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.node(id).map_or(&[], |n| &n.children)
    }

    /// The nodes from the root's first move to `id`.
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = Some(id).filter(|&id| self.contains(id));
        while let Some(id) = at.filter(|&id| id != NodeId::ROOT) {
            path.push(id);
            at = self.parent(id);
        }
        path.reverse();
        path
    }

    /// The moves from the start to `id`.
    pub fn moves_to(&self, id: NodeId) -> Vec<Move> {
        self.path(id).into_iter().filter_map(|n| self.move_at(n)).collect()
    }

    /// The game from the start to `id`, for the draw rules and a search.
    pub fn game_to(&self, id: NodeId) -> Game {
        let mut game = Game::from_position(*self.start());
        for mv in self.moves_to(id) {
            // Every move of the tree was legal where it was played.
            let _ = game.play(&mv);
        }
        game
    }

    /// Plays `mv` at `at`: the existing child with the same effect, or a
    /// new variation (the main line when it is the first). Refused when
    /// the move is not legal there.
    pub fn play(&mut self, at: NodeId, mv: &Move) -> Result<NodeId, PlayError> {
        let before = self.node(at).ok_or(PlayError::NotLegal)?.position;
        if let Some(&child) =
            self.children(at).iter().find(|&&c| self.move_at(c).is_some_and(|m| m.same_effect(mv)))
        {
            return Ok(child);
        }
        let mut after = before;
        let played = after.play(mv)?;
        let id = NodeId(self.nodes.len());
        self.nodes.push(Some(Node {
            parent: Some(at),
            mv: Some(played),
            position: after,
            children: Vec::new(),
        }));
        if let Some(Some(parent)) = self.nodes.get_mut(at.0) {
            parent.children.push(id);
        }
        Ok(id)
    }

    /// The main line on from `id`: its first child, that one's, and so on.
    pub fn main_line_from(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = id;
        while let Some(&next) = self.children(at).first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// Deletes `id` and everything after it; the node to show instead (its
    /// parent). The root cannot be deleted.
    pub fn delete(&mut self, id: NodeId) -> Option<NodeId> {
        let parent = self.parent(id)?;
        if let Some(Some(p)) = self.nodes.get_mut(parent.0) {
            p.children.retain(|&c| c != id);
        }
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            if let Some(node) = self.nodes.get_mut(n.0).and_then(Option::take) {
                stack.extend(node.children);
            }
        }
        Some(parent)
    }

    /// Makes the variation `id` lies in one step more main: its first
    /// move that is not its parent's main line moves up one place among
    /// its siblings. Whether anything changed.
    pub fn promote(&mut self, id: NodeId) -> bool {
        let path = self.path(id);
        let Some((child, parent)) = path.iter().rev().find_map(|&n| {
            let parent = self.parent(n)?;
            (self.children(parent).first() != Some(&n)).then_some((n, parent))
        }) else {
            return false;
        };
        let Some(Some(p)) = self.nodes.get_mut(parent.0) else { return false };
        let Some(k) = p.children.iter().position(|&c| c == child) else { return false };
        p.children.swap(k - 1, k);
        true
    }

    /// Whether `id` lies on the main line from the start.
    pub fn on_main_line(&self, id: NodeId) -> bool {
        self.path(id).iter().all(|&n| self.parent(n).is_some_and(|p| self.children(p).first() == Some(&n)))
    }

    /// The whole tree as a PDN game: the main line from the start, each
    /// other move as a variation of the main one it stands beside, and so
    /// on inside them.
    pub fn to_pdn(&self) -> PdnGame {
        self.pdn_line(NodeId::ROOT, &self.main_line_from(NodeId::ROOT), true)
    }

    /// The moves `line` from `from`, with the variations of each (of the
    /// first too when `first_variations`).
    fn pdn_line(&self, from: NodeId, line: &[NodeId], first_variations: bool) -> PdnGame {
        let mut pdn = PdnGame::new(*self.position(from));
        let mut before = from;
        for (ply, &node) in line.iter().enumerate() {
            let Some(mv) = self.move_at(node) else { break };
            if pdn.push_move(&mv).is_err() {
                break;
            }
            if ply > 0 || first_variations {
                for &other in self.children(before).iter().filter(|&&c| c != node) {
                    let mut variation = vec![other];
                    variation.extend(self.main_line_from(other));
                    let _ = pdn.add_variation(ply, self.pdn_line(before, &variation, false));
                }
            }
            before = node;
        }
        pdn
    }

    /// Adds a PDN line played from `from` (its moves, then its variations
    /// from the move before each), keeping what the tree has; the node of
    /// its last move. Stops at a move that is not legal.
    pub fn add_pdn_line(&mut self, from: NodeId, line: &PdnGame) -> Result<NodeId, PlayError> {
        let mut at = from;
        let mut before = Vec::with_capacity(line.moves().len());
        for mv in line.moves() {
            before.push(at);
            at = self.play(at, mv)?;
        }
        for (&node, variations) in before.iter().zip(line.variations()) {
            for variation in variations {
                self.add_pdn_line(node, variation)?;
            }
        }
        Ok(at)
    }

    /// The moves of the line through `id`: from the start to `id`, then on
    /// along the main line from there.
    pub fn line_through(&self, id: NodeId) -> Vec<LineMove> {
        let mut nodes = self.path(id);
        nodes.extend(self.main_line_from(id));
        nodes
            .into_iter()
            .filter_map(|n| {
                let node = self.node(n)?;
                let before = *self.position(node.parent?);
                Some(LineMove { node: n, mv: node.mv?, before })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    fn play(tree: &mut MoveTree, at: NodeId, text: &str) -> NodeId {
        let mv = tree.position(at).parse_move(text).unwrap();
        tree.play(at, &mv).unwrap()
    }

    fn texts(tree: &MoveTree, id: NodeId) -> Vec<String> {
        tree.line_through(id).iter().map(|m| m.before.move_text(&m.mv)).collect()
    }

    #[test]
    fn moves_played_in_turn_make_the_main_line() {
        let mut tree = MoveTree::new(Position::start(Variant::Brazilian));
        let a = play(&mut tree, NodeId::ROOT, "22-18");
        let b = play(&mut tree, a, "11-15");
        assert_eq!(texts(&tree, NodeId::ROOT), ["22-18", "11-15"]);
        assert_eq!(tree.path(b), [a, b]);
        assert!(tree.on_main_line(b));
        assert_eq!(tree.game_to(b).moves().len(), 2);
    }

    #[test]
    fn an_illegal_move_is_refused_and_changes_nothing() {
        let mut tree = MoveTree::new(Position::start(Variant::Brazilian));
        let start = tree.clone();
        let mv =
            Position::start(Variant::Brazilian).after(&Position::start(Variant::Brazilian).legal_moves()[0]);
        let black_move = mv.legal_moves()[0];
        assert!(tree.play(NodeId::ROOT, &black_move).is_err());
        assert_eq!(tree, start);
    }

    #[test]
    fn another_move_from_the_same_position_is_a_variation_and_the_same_move_is_not_added_twice() {
        let mut tree = MoveTree::new(Position::start(Variant::Brazilian));
        let a = play(&mut tree, NodeId::ROOT, "22-18");
        let main = play(&mut tree, a, "11-15");
        let side = play(&mut tree, a, "12-16");
        assert_eq!(tree.children(a), [main, side]);
        assert_eq!(play(&mut tree, a, "12-16"), side);
        assert!(!tree.on_main_line(side));
        assert_eq!(texts(&tree, side), ["22-18", "12-16"]);
    }

    #[test]
    fn promoting_a_variation_makes_it_the_main_line() {
        let mut tree = MoveTree::new(Position::start(Variant::English));
        let a = play(&mut tree, NodeId::ROOT, "11-15");
        let main = play(&mut tree, a, "23-19");
        let side = play(&mut tree, a, "22-18");
        let deeper = play(&mut tree, side, "15x22");
        assert!(tree.promote(deeper));
        assert_eq!(tree.children(a), [side, main]);
        assert!(tree.on_main_line(deeper));
        assert_eq!(texts(&tree, NodeId::ROOT), ["11-15", "22-18", "15x22"]);
        assert!(!tree.promote(deeper), "already the main line");
    }

    #[test]
    fn deleting_a_variation_removes_what_follows_it_and_shows_its_parent() {
        let mut tree = MoveTree::new(Position::start(Variant::Brazilian));
        let a = play(&mut tree, NodeId::ROOT, "22-18");
        let main = play(&mut tree, a, "11-15");
        let side = play(&mut tree, a, "12-16");
        let after = play(&mut tree, side, "18-14");
        assert_eq!(tree.delete(side), Some(a));
        assert!(!tree.contains(side) && !tree.contains(after));
        assert_eq!(tree.children(a), [main]);
        assert_eq!(tree.delete(NodeId::ROOT), None, "the start stays");
        // A new move gets a new id, never the deleted one.
        let again = play(&mut tree, a, "12-16");
        assert_ne!(again, side);
    }

    #[test]
    fn the_whole_tree_goes_to_pdn_with_its_variations_and_comes_back_the_same() {
        let mut tree = MoveTree::new(Position::start(Variant::English));
        let a = play(&mut tree, NodeId::ROOT, "11-15");
        let b = play(&mut tree, a, "23-19");
        play(&mut tree, b, "8-11");
        let c = play(&mut tree, NodeId::ROOT, "9-14");
        play(&mut tree, c, "22-18");
        let d = play(&mut tree, a, "22-18");
        play(&mut tree, d, "15x22");
        play(&mut tree, a, "24-20");
        let pdn = tree.to_pdn();
        let text = pdn.to_pdn();
        let movetext = text.split("\n\n").nth(1).unwrap().split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(
            movetext,
            "1. 11-15 (1. 9-14 22-18) 1... 23-19 (1... 22-18 2. 15x22) (1... 24-20) 2. 8-11 *"
        );
        let read = PdnGame::from_pdn(&text, Variant::Brazilian).unwrap();
        let mut again = MoveTree::new(*read.start());
        let end = again.add_pdn_line(NodeId::ROOT, &read).unwrap();
        assert_eq!(again, tree, "the same nodes in the same order");
        assert_eq!(texts(&again, end), ["11-15", "23-19", "8-11"]);
    }

    #[test]
    fn a_pdn_line_that_does_not_play_from_its_node_is_refused() {
        let mut tree = MoveTree::new(Position::start(Variant::English));
        let a = play(&mut tree, NodeId::ROOT, "11-15");
        let read = PdnGame::from_pdn("1. 11-15 23-19 *", Variant::English).unwrap();
        assert_eq!(tree.add_pdn_line(a, &read), Err(PlayError::NotLegal));
    }
}

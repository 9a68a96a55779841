//! The catalogues: the tactics and the rule drills of a rule set, each read
//! once from a PDN file (`puzzles/tactics/*.pdn`, `puzzles/drills/*.pdn`,
//! served next to the app as they are: see [`file_path`]), sorted by id
//! (those from people's games after the engine's), with the solution as
//! engine moves. The files are not compiled into the
//! app: the puzzles page fetches a rule set's two files when it needs them
//! (`crate::puzzles::files`) and hands the text to [`load`]; until then
//! [`catalog`] and [`drills`] are empty. [`catalog`] is a rule set's tactics
//! (the daily puzzle, the rating and the main list); [`drills`] its drills.
//!
//! A game that does not read as a sound puzzle (bad FEN, illegal move,
//! unknown theme) is skipped and counted in [`Catalog::skipped`]: bad data
//! never panics, it only hides that puzzle.

use std::collections::HashMap;
use std::sync::OnceLock;

use damas_engine::notation::read_games;
use damas_engine::teaching::{Kind, Puzzle, Theme};
use damas_engine::{Move, Position, Variant};

use super::filter::Filter;
use super::origin::HumanGame;

/// Where a rule set's puzzles of one kind are served, from the site's root:
/// the repository's `puzzles/tactics/` and `puzzles/drills/` are copied as
/// they are to `data/tactics/` and `data/drills/` in the build (`index.html`;
/// not under `/puzzles/`, which is a page of the app).
///
/// ```
/// use damas_app::puzzles::catalog::file_path;
/// use damas_engine::{teaching::Kind, Variant};
/// assert_eq!(file_path(Variant::Thai, Kind::Drill), "/data/drills/thai.pdn");
/// assert_eq!(file_path(Variant::Brazilian, Kind::Tactic), "/data/tactics/brazilian.pdn");
/// ```
pub fn file_path(variant: Variant, kind: Kind) -> String {
    let folder = match kind {
        Kind::Tactic => "tactics",
        Kind::Drill => "drills",
    };
    format!("/data/{folder}/{}.pdn", variant.id())
}

/// One puzzle, ready to play: the puzzle as written, its start position and
/// its solution line (solver moves and replies, alternately).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub puzzle: Puzzle,
    pub start: Position,
    pub line: Vec<Move>,
    /// The game people played it comes from (its `Origin` tag); `None`
    /// for the engine's own games.
    pub human: Option<HumanGame>,
    /// Its place in its catalogue, from 1 (0 outside one).
    number: u32,
}

impl Entry {
    /// Reads a puzzle into an entry; `None` if its FEN or a move is not
    /// legal, or the line is empty or ends on a reply.
    pub fn new(puzzle: Puzzle) -> Option<Entry> {
        let start = Position::from_fen(puzzle.variant, &puzzle.fen).ok()?;
        let mut pos = start;
        let mut line = Vec::new();
        for text in &puzzle.solution {
            let mv = pos.parse_move(text).ok()?;
            pos.play_unchecked(&mv);
            line.push(mv);
        }
        if line.len() % 2 == 0 {
            return None;
        }
        Some(Entry { puzzle, start, line, human: None, number: 0 })
    }

    /// Whether `filter` keeps this puzzle.
    pub fn kept_by(&self, filter: Filter) -> bool {
        filter.matches(&self.puzzle, self.human.is_some())
    }

    /// The entry, from the game people played that `origin` names.
    pub fn from_human_game(self, origin: Option<HumanGame>) -> Entry {
        Entry { human: origin, ..self }
    }

    /// The puzzle's id, e.g. `brazilian-0007`.
    pub fn id(&self) -> &str {
        &self.puzzle.id
    }

    /// Its place in its catalogue (the engine's puzzles by id, then those
    /// from people's games by id), from 1, for short labels:
    /// the numbers run without gaps even where the ids have some (puzzles
    /// dropped by a later verification); 0 outside a catalogue.
    pub fn number(&self) -> u32 {
        self.number
    }
}

/// The puzzles of one rule set and kind, sorted by id (those from people's
/// games after the engine's).
#[derive(Debug)]
pub struct Catalog {
    pub variant: Variant,
    pub kind: Kind,
    pub entries: Vec<Entry>,
    /// Games in the file that could not be read as puzzles.
    pub skipped: usize,
    index: HashMap<String, usize>,
}

impl Catalog {
    /// Reads a rule set's puzzles of one kind from PDN text (games of other
    /// rule sets or kinds and unreadable games are skipped; duplicate ids
    /// keep the first).
    pub fn from_pdn(variant: Variant, kind: Kind, text: &str) -> Catalog {
        let mut entries: Vec<Entry> = Vec::new();
        let mut skipped = 0;
        for game in read_games(text, variant) {
            let entry = game.ok().and_then(|g| {
                let origin = g.tag("Origin").and_then(HumanGame::parse);
                let puzzle = Puzzle::from_pdn(&g).ok().filter(|p| p.variant == variant && p.kind == kind)?;
                Entry::new(puzzle).map(|e| e.from_human_game(origin))
            });
            match entry {
                Some(e) => entries.push(e),
                None => skipped += 1,
            }
        }
        // The engine's puzzles first, those from people's games after them:
        // a puzzle's number stays what the learner knew when these came.
        entries.sort_by(|a, b| (a.human.is_some(), &a.puzzle.id).cmp(&(b.human.is_some(), &b.puzzle.id)));
        let before = entries.len();
        entries.dedup_by(|a, b| a.puzzle.id == b.puzzle.id);
        skipped += before - entries.len();
        for (i, e) in entries.iter_mut().enumerate() {
            e.number = i as u32 + 1;
        }
        let index = entries.iter().enumerate().map(|(i, e)| (e.puzzle.id.clone(), i)).collect();
        Catalog { variant, kind, entries, skipped, index }
    }

    /// The number of puzzles.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there is no puzzle.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The puzzle with this id.
    pub fn get(&self, id: &str) -> Option<&Entry> {
        self.index.get(id).map(|&i| &self.entries[i])
    }

    /// The position of a puzzle in the sorted list.
    pub fn position_of(&self, id: &str) -> Option<usize> {
        self.index.get(id).copied()
    }

    /// The puzzles with this theme (all of them for `None`), in order.
    pub fn with_theme(&self, theme: Option<Theme>) -> impl Iterator<Item = &Entry> {
        self.entries.iter().filter(move |e| theme.is_none_or(|t| e.puzzle.themes.contains(&t)))
    }

    /// How many of its puzzles come from games people played.
    pub fn from_human_games(&self) -> usize {
        self.entries.iter().filter(|e| e.human.is_some()).count()
    }

    /// The puzzles the filter keeps, in the catalogue's order.
    pub fn filtered(&self, filter: Filter) -> impl Iterator<Item = &Entry> {
        self.entries.iter().filter(move |e| e.kept_by(filter))
    }

    /// The themes present, each with its number of puzzles, in
    /// [`Theme::ALL`] order.
    pub fn themes(&self) -> Vec<(Theme, usize)> {
        Theme::ALL
            .into_iter()
            .map(|t| (t, self.with_theme(Some(t)).count()))
            .filter(|&(_, n)| n > 0)
            .collect()
    }

    /// The first puzzle after `id` (in the catalogue's order, wrapping around) that the
    /// filter keeps and `wanted` accepts; `None` if no other puzzle qualifies.
    pub fn next_after(&self, id: &str, filter: Filter, wanted: impl Fn(&Entry) -> bool) -> Option<&Entry> {
        let start = self.position_of(id).map_or(0, |i| i + 1);
        let n = self.entries.len();
        (0..n)
            .map(|k| &self.entries[(start + k) % n])
            .filter(|e| e.puzzle.id != id)
            .filter(|e| e.kept_by(filter))
            .find(|e| wanted(e))
    }
}

/// The slots of the loaded catalogues: one per rule set and kind.
static CATALOGS: [OnceLock<Catalog>; 2 * Variant::ALL.len()] =
    [const { OnceLock::new() }; 2 * Variant::ALL.len()];
/// Empty catalogues, what [`catalog_of`] answers before [`load`].
static EMPTY: [OnceLock<Catalog>; 2 * Variant::ALL.len()] =
    [const { OnceLock::new() }; 2 * Variant::ALL.len()];

fn slot_index(variant: Variant, kind: Kind) -> usize {
    let v = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
    v * 2 + usize::from(kind == Kind::Drill)
}

/// Reads the PDN text of a rule set's puzzles of one kind (the file at
/// [`file_path`]) and keeps it for the rest of the session. The first text
/// loaded wins: loading again returns the kept catalogue.
pub fn load(variant: Variant, kind: Kind, pdn: &str) -> &'static Catalog {
    CATALOGS[slot_index(variant, kind)].get_or_init(|| Catalog::from_pdn(variant, kind, pdn))
}

/// Whether a rule set's puzzles of this kind are loaded.
pub fn is_loaded(variant: Variant, kind: Kind) -> bool {
    CATALOGS[slot_index(variant, kind)].get().is_some()
}

/// The catalogue of a rule set's puzzles of one kind; empty until
/// [`load`]ed.
pub fn catalog_of(variant: Variant, kind: Kind) -> &'static Catalog {
    let i = slot_index(variant, kind);
    CATALOGS[i].get().unwrap_or_else(|| EMPTY[i].get_or_init(|| Catalog::from_pdn(variant, kind, "")))
}

/// A rule set's tactics as the repository's files have them, for native
/// tests ([`load_repository_files`], then [`catalog`]).
#[cfg(test)]
pub(crate) fn repository_tactics(variant: Variant) -> &'static Catalog {
    load_repository_files();
    catalog(variant)
}

/// Loads every rule set's puzzles from the repository's files, compiled
/// into the test binary: for native tests only (the app fetches them).
#[cfg(test)]
pub(crate) fn load_repository_files() {
    macro_rules! files {
        ($($v:ident => $name:literal),* $(,)?) => {
            $(
                load(Variant::$v, Kind::Tactic, include_str!(concat!("../../puzzles/tactics/", $name, ".pdn")));
                load(Variant::$v, Kind::Drill, include_str!(concat!("../../puzzles/drills/", $name, ".pdn")));
            )*
        };
    }
    files! {
        Brazilian => "brazilian",
        English => "english",
        Russian => "russian",
        Spanish => "spanish",
        Italian => "italian",
        Thai => "thai",
        Damas10 => "damas10",
        International => "international",
        Turkish => "turkish",
    }
}

/// A rule set's tactics: the daily puzzle, the rating and the main list.
pub fn catalog(variant: Variant) -> &'static Catalog {
    catalog_of(variant, Kind::Tactic)
}

/// A rule set's rule drills.
pub fn drills(variant: Variant) -> &'static Catalog {
    catalog_of(variant, Kind::Drill)
}

/// A puzzle of either kind by id.
pub fn find(variant: Variant, id: &str) -> Option<&'static Entry> {
    catalog(variant).get(id).or_else(|| drills(variant).get(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_puzzle_file_reads() {
        load_repository_files();
        for v in Variant::ALL {
            for kind in Kind::ALL {
                let c = catalog_of(v, kind);
                assert_eq!(c.skipped, 0, "{v:?} {kind}: unreadable puzzles");
                assert!(!c.is_empty(), "{v:?}: no {kind}");
                assert!(c.entries.iter().all(|e| e.puzzle.variant == v && e.id().starts_with(v.id())));
                assert!(c.entries.iter().all(|e| e.puzzle.kind == kind));
                let key = |e: &Entry| (e.human.is_some(), e.id().to_string());
                assert!(c.entries.windows(2).all(|w| key(&w[0]) < key(&w[1])));
                assert!(is_loaded(v, kind));
            }
            // Every tactic offers a choice; every drill has one legal move.
            assert!(catalog(v).entries.iter().all(|e| e.start.legal_moves().len() >= 2));
            assert!(drills(v).entries.iter().all(|e| e.start.legal_moves().len() == 1));
        }
        assert_eq!(drills(Variant::Brazilian).len(), 282);
        let first = &drills(Variant::Thai).entries[0];
        assert_eq!(find(Variant::Thai, first.id()).map(Entry::id), Some(first.id()));
        assert!(find(Variant::Thai, "thai-9999").is_none());
    }

    #[test]
    fn every_file_path_is_a_repository_file_copied_by_the_build() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for v in Variant::ALL {
            for kind in Kind::ALL {
                let path = file_path(v, kind);
                let in_repo = path.strip_prefix("/data/").map(|p| format!("puzzles/{p}"));
                let file = root.join(in_repo.unwrap_or_else(|| panic!("{path}: not under /data/")));
                let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{path}: {e}"));
                assert_eq!(Catalog::from_pdn(v, kind, &text).skipped, 0, "{path}");
            }
        }
        // index.html copies both folders to data/ (trunk copies a folder's files).
        let index = std::fs::read_to_string(root.join("index.html")).expect("index.html");
        for folder in ["tactics", "drills"] {
            let copy = format!(r#"rel="copy-dir" href="puzzles/{folder}" data-target-path="data/{folder}""#);
            assert!(index.contains(&copy), "index.html lacks {copy}");
        }
    }

    #[test]
    fn english_has_tactics_from_human_games_and_each_names_its_game() {
        load_repository_files();
        for v in Variant::ALL {
            let c = catalog(v);
            let human: Vec<&Entry> = c.entries.iter().filter(|e| e.human.is_some()).collect();
            assert_eq!(human.len(), c.from_human_games());
            if v == Variant::English {
                assert!(human.len() >= 100, "{} English tactics from human games", human.len());
            } else {
                assert!(human.is_empty(), "{v:?}");
            }
            // Their ids are apart from the engine's, and only theirs.
            for e in &c.entries {
                assert_eq!(e.id().starts_with(&format!("{}-h", v.id())), e.human.is_some(), "{}", e.id());
            }
        }
        // "From real games" keeps them, and only them.
        let english = catalog(Variant::English);
        let human = Filter { human: true, ..Filter::default() };
        assert!(english.entries.iter().all(|e| e.kept_by(human) == e.human.is_some()));
        assert_eq!(
            catalog(Variant::English).filtered(human).count(),
            catalog(Variant::English).from_human_games()
        );
    }

    #[test]
    fn loading_keeps_the_first_text() {
        load_repository_files();
        let before = catalog(Variant::English).len();
        // Another text for a loaded rule set changes nothing.
        assert_eq!(load(Variant::English, Kind::Tactic, "").len(), before);
        assert!(before > 0);
    }

    #[test]
    fn themes_filter_and_count() {
        load_repository_files();
        let c = drills(Variant::Brazilian);
        let themes = c.themes();
        assert!(themes.len() >= 3, "{themes:?}");
        for (t, n) in themes {
            assert_eq!(c.with_theme(Some(t)).count(), n);
            assert!(c.with_theme(Some(t)).all(|e| e.puzzle.themes.contains(&t)));
        }
        assert_eq!(c.with_theme(None).count(), c.len());
        // Italian tie-breaks exist only in Italian.
        assert!(drills(Variant::Brazilian).themes().iter().all(|(t, _)| *t != Theme::ItalianTiebreak));
        assert!(drills(Variant::Italian).themes().iter().any(|(t, _)| *t == Theme::ItalianTiebreak));
        assert!(catalog(Variant::Brazilian).themes().iter().all(|(t, _)| !t.is_rule()));
    }

    #[test]
    fn lookup_and_next() {
        load_repository_files();
        let c = drills(Variant::English);
        let first = c.entries[0].id().to_string();
        assert_eq!(c.get(&first).map(Entry::id), Some(first.as_str()));
        assert!(c.get("english-9999").is_none());
        let second = c.next_after(&first, Filter::default(), |_| true).unwrap();
        assert_eq!(second.id(), c.entries[1].id());
        // Wraps around, never returns the same puzzle.
        let last = c.entries.last().unwrap().id().to_string();
        assert_eq!(c.next_after(&last, Filter::default(), |_| true).unwrap().id(), first);
        assert!(c.next_after(&first, Filter::default(), |e| e.id() == first).is_none());
    }

    /// The Brazilian drills' ids skip 28 (a drill dropped by a later
    /// verification); the labels do not.
    #[test]
    fn puzzle_numbers_run_without_gaps_where_the_ids_have_some() {
        for variant in Variant::ALL {
            for kind in [Kind::Drill, Kind::Tactic] {
                let served = file_path(variant, kind);
                let path = format!("{}/puzzles/{}", env!("CARGO_MANIFEST_DIR"), &served["/data/".len()..]);
                let text = std::fs::read_to_string(&path).unwrap();
                let c = Catalog::from_pdn(variant, kind, &text);
                let numbers: Vec<u32> = c.entries.iter().map(Entry::number).collect();
                assert_eq!(numbers, (1..=c.len() as u32).collect::<Vec<_>>(), "{path}");
            }
        }
    }

    #[test]
    fn tactics_from_people_s_games_are_numbered_after_the_engine_s() {
        let text =
            std::fs::read_to_string(format!("{}/puzzles/tactics/english.pdn", env!("CARGO_MANIFEST_DIR")))
                .unwrap();
        let c = Catalog::from_pdn(Variant::English, Kind::Tactic, &text);
        let engine = c.entries.iter().filter(|e| e.human.is_none()).count();
        assert!(engine > 0 && engine < c.len(), "both kinds in the English tactics");
        assert!(c.entries.iter().all(|e| e.human.is_some() == (e.number() as usize > engine)));
        assert_eq!(c.get("english-t0003").unwrap().number(), 1, "the engine's first is still number 1");
    }

    #[test]
    fn bad_games_are_skipped_not_fatal() {
        let good = "[GameType \"26\"]\n[FEN \"W:W22,31,32:B18,3\"]\n[PuzzleId \"t-1\"]\n[Theme \"compulsory-capture\"]\n[Difficulty \"1\"]\n\n1. 22x15 *\n\n";
        let bad_fen = "[GameType \"26\"]\n[FEN \"W:W99:B18\"]\n[PuzzleId \"t-2\"]\n[Theme \"shot\"]\n[Difficulty \"1\"]\n\n1. 22x15 *\n\n";
        let no_id =
            "[GameType \"26\"]\n[FEN \"W:W22:B18\"]\n[Theme \"shot\"]\n[Difficulty \"1\"]\n\n1. 22x15 *\n\n";
        let text = format!("{good}{bad_fen}{no_id}garbage {{ ( ]]");
        let c = Catalog::from_pdn(Variant::Brazilian, Kind::Drill, &text);
        assert_eq!(c.len(), 1);
        assert!(c.skipped >= 2);
        assert_eq!(c.entries[0].number(), 1);
        // The same game is not a tactic: skipped there.
        assert!(Catalog::from_pdn(Variant::Brazilian, Kind::Tactic, &text).is_empty());
        assert!(Catalog::from_pdn(Variant::Brazilian, Kind::Drill, "").is_empty());
    }
}

//! The board: one SVG component for games, lessons and puzzles.
//!
//! 8×8 and 10×10, responsive (it fills its container's width, capped by
//! CSS), themed by CSS variables (`style/board.css`, classes `theme-<id>`),
//! with optional coordinates (PDN numbers, or a1–h8 on 8×8) and a flip.
//!
//! The interaction logic is plain Rust in [`crate::kernel::board::board_input`]: a tap on
//! a piece lights up its destinations, a capture is played square by square,
//! an illegal attempt is refused with the engine's reason (shown briefly,
//! translated) and, for a compulsory capture, the pieces that must capture
//! pulse. Taps and drag-and-drop (pointer events), and the keyboard (arrows
//! move a focus ring, Enter/Space picks, Esc cancels); every square has an
//! `aria-label` (its name and piece) for screen readers.

use std::sync::atomic::{AtomicU32, Ordering};

use damas_engine::teaching::Illegal;
use damas_engine::{BoardSize, Color, Move, Piece, Position, Role, Square};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::kernel::board::board_input::{
    neighbour, square_state, Assist, BoardInput, Marks, SquareState, Tap,
};
use crate::kernel::board::orientation::{self, EdgeLabels};
use crate::kernel::i18n::{Lang, Text};
use crate::kernel::storage::player_settings::{BoardTheme, Coords};

mod pending_move;
mod refusal_note;

pub use pending_move::PendingMove;
use refusal_note::RefusalNote;

static BOARD_IDS: AtomicU32 = AtomicU32::new(0);

/// A drag in progress: the square it started on and how far the pointer
/// went, in squares.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Drag {
    from: Square,
    start: (f64, f64),
    delta: (f64, f64),
    moved: bool,
}

/// The name of a square as the board shows it.
pub fn square_name(pos: &Position, square: Square, coords: Coords) -> String {
    // The orthogonal board (Turkish) names its squares only: no numbers.
    if coords == Coords::Algebraic || pos.size().is_orthogonal() {
        let black_first = pos.rules().first == Color::Black;
        if let Some(name) = square.to_algebraic(pos.size(), black_first) {
            return name;
        }
    }
    square.number().to_string()
}

fn piece_text(piece: Option<Piece>) -> Text {
    match piece {
        None => Text::BoardEmpty,
        Some(Piece { color: Color::White, role: Role::Man }) => Text::BoardLightMan,
        Some(Piece { color: Color::White, role: Role::King }) => Text::BoardLightKing,
        Some(Piece { color: Color::Black, role: Role::Man }) => Text::BoardDarkMan,
        Some(Piece { color: Color::Black, role: Role::King }) => Text::BoardDarkKing,
    }
}

/// Screen row and column of a square.
fn screen(square: Square, size: BoardSize, flipped: bool) -> (f64, f64) {
    let (r, c) = orientation::screen(square, size, flipped);
    (r as f64, c as f64)
}

/// The crown drawn on a king, centred on (cx, cy), for a piece of radius r.
pub(crate) fn crown_path(cx: f64, cy: f64, r: f64) -> String {
    let w = r * 0.62;
    let h = r * 0.5;
    let (l, rt, top, base) = (cx - w, cx + w, cy - h * 0.9, cy + h * 0.55);
    format!(
        "M{l:.3} {base:.3} L{l:.3} {t1:.3} L{a:.3} {m:.3} L{cx:.3} {top:.3} L{b:.3} {m:.3} L{rt:.3} {t1:.3} L{rt:.3} {base:.3} Z",
        t1 = top + h * 0.15,
        m = cy - h * 0.05,
        a = cx - w * 0.5,
        b = cx + w * 0.5,
    )
}

/// The board.
///
/// * `position`: what is on the board.
/// * `may_move`: whether the user may move the side to move now (their turn
///   in a game, always in a two-player game or a puzzle; false while the
///   computer thinks or when the game is over).
/// * `last_move`: highlighted (start and end squares).
/// * `highlights` and `arrows`: marks for lessons.
/// * `on_move`: called with the engine's `Move` the user made.
/// * `on_refused`: also told the reason of every refused attempt (lessons
///   add their own explanation).
/// * `on_square`: when given, a tap (or Enter) on a square only calls it:
///   no move input (lesson questions: "tap the square...").
/// * `square_classes`: extra classes for some dark squares (e.g. `picked`).
/// * `assist`: how much the board helps ([`Assist`]): everything by
///   default; puzzles show less.
/// * `pending`: the page's handle on an unfinished move ([`PendingMove`]).
/// * `hide_refusals`: the page shows the reason of a refused move itself
///   (rule drills): the board only marks the squares it names.
#[component]
pub fn Board(
    #[prop(into)] position: Signal<Position>,
    #[prop(into)] may_move: Signal<bool>,
    on_move: Callback<Move>,
    #[prop(into, optional)] last_move: Signal<Option<Move>>,
    #[prop(into, optional)] flipped: Signal<bool>,
    #[prop(into, optional)] coords: Signal<Coords>,
    #[prop(into, optional)] theme: Signal<BoardTheme>,
    #[prop(into, optional)] highlights: Signal<Vec<Square>>,
    #[prop(into, optional)] arrows: Signal<Vec<(Square, Square)>>,
    #[prop(into, optional)] lang: Option<Signal<Lang>>,
    #[prop(optional)] on_refused: Option<Callback<Illegal>>,
    #[prop(optional)] on_square: Option<Callback<Square>>,
    #[prop(into, optional)] square_classes: Signal<Vec<(Square, &'static str)>>,
    #[prop(optional)] assist: Assist,
    #[prop(optional)] pending: Option<PendingMove>,
    #[prop(optional)] hide_refusals: bool,
) -> impl IntoView {
    let lang = lang.unwrap_or_else(context_lang);
    let board_id = BOARD_IDS.fetch_add(1, Ordering::Relaxed);
    let input = RwSignal::new(BoardInput::new());
    let note = RefusalNote::new();
    let focus: RwSignal<Option<Square>> = RwSignal::new(None);
    let has_focus = RwSignal::new(false);
    let drag: RwSignal<Option<Drag>> = RwSignal::new(None);
    // The page's handle on an unfinished move.
    pending.unwrap_or_default().follow(input, drag, note);

    // A new position (a move played, an undo, a new game): drop the selection.
    Effect::new(move |prev: Option<u64>| {
        let hash = position.with(|p| p.hash());
        if prev.is_some_and(|h| h != hash) {
            input.update(BoardInput::clear);
            drag.set(None);
        }
        hash
    });

    let marks = Memo::new(move |_| {
        let pos = position.get();
        let may = may_move.get();
        input.with(|i| i.marks(&pos, may))
    });
    // What is shown (and where the keyboard starts): as much as `assist` allows.
    let shown = Memo::new(move |_| marks.with(|m| m.limited(assist)));

    let size = Memo::new(move |_| position.with(|p| p.size()));
    let n = move || size.get().rows() as f64;

    let show_reason = move |reason: Illegal| {
        if let Some(cb) = on_refused {
            cb.run(reason.clone());
        }
        let picked = input.with_untracked(BoardInput::selected);
        note.refuse(&reason, &position.get_untracked(), coords.get_untracked(), lang.get_untracked(), picked);
    };

    let tap = Callback::new(move |square: Square| {
        if let Some(cb) = on_square {
            cb.run(square);
            return;
        }
        let pos = position.get_untracked();
        let may = may_move.get_untracked();
        let result = input.try_update(|i| i.tap_with(&pos, square, may, assist)).unwrap_or(Tap::Ignored);
        match result {
            Tap::Played(mv) => {
                note.clear();
                on_move.run(mv);
            }
            Tap::Refused(reason) => show_reason(reason),
            Tap::Selected | Tap::Extended | Tap::Deselected => note.clear(),
            Tap::Ignored => {}
        }
    });
    let controls = Controls { tap, input, marks, shown, assist, position, size, flipped, focus, drag };

    // The dark squares: each a `BoardSquare` with its own memos.
    let shared = Shared {
        position,
        marks: shown,
        last_move,
        highlights,
        square_classes,
        coords,
        lang,
        focus,
        has_focus,
        drag,
        note,
        board_id,
    };
    let view_box = move || format!("0 0 {0} {0}", n());
    let active = move || has_focus.get().then(|| focus.get().map(|s| square_id(board_id, s))).flatten();
    let theme_class = move || format!("board theme-{}", theme.get().id());
    let size_class = move || size_class(size.get());
    let help_id = format!("board{board_id}-help");
    view! {
        <div class=theme_class>
            <svg
                class=size_class
                viewBox=view_box
                role="application"
                tabindex="0"
                aria-label=move || Text::BoardLabel.get(lang.get())
                aria-describedby=help_id.clone()
                aria-activedescendant=active
                on:pointerdown=move |ev| controls.pointer_down(ev)
                on:pointermove=move |ev| controls.pointer_move(ev)
                on:pointerup=move |ev| controls.pointer_up(ev)
                on:pointercancel=move |_| drag.set(None)
                on:keydown=move |ev| controls.key(ev)
                on:focus=move |_| controls.focus_in(has_focus)
                on:blur=move |_| has_focus.set(false)
            >
                <rect class="board-frame" x="0" y="0" width=n height=n/>
                <LightSquares size=size/>
                <DarkSquares size=size flipped=flipped shared=shared/>
                <Edges position=position coords=coords flipped=flipped/>
                <ArrowLines size=size flipped=flipped arrows=arrows board_id=board_id/>
            </svg>
            <p class="board-help visually-hidden" id=help_id>{move || Text::BoardKeysHelp.get(lang.get())}</p>
            <RefusalMessage note=note hide=hide_refusals/>
        </div>
    }
}

/// The language of the app's context (English without one: a test).
fn context_lang() -> Signal<Lang> {
    use_context::<crate::kernel::storage::Ctx>()
        .map(|c| Signal::from(c.lang))
        .unwrap_or_else(|| Signal::from(Lang::En))
}

/// The board's classes for its size.
fn size_class(size: BoardSize) -> &'static str {
    match size {
        BoardSize::Ten => "board-svg ten",
        BoardSize::Eight => "board-svg eight",
        BoardSize::EightFull => "board-svg eight full",
    }
}

/// The dark squares: each a `BoardSquare` with its own memos.
#[component]
fn DarkSquares(size: Memo<BoardSize>, flipped: Signal<bool>, shared: Shared) -> impl IntoView {
    move || {
        let size = size.get();
        let flip = flipped.get();
        size.all_squares()
            .map(|sq| {
                let (row, col) = screen(sq, size, flip);
                view! { <BoardSquare square=sq row=row col=col shared=shared/> }
            })
            .collect::<Vec<_>>()
    }
}

/// The board's input handlers (pointer and keyboard), as a `Copy` bundle of
/// the signals they use; `tap` is what a tap on a square does.
#[derive(Clone, Copy)]
struct Controls {
    tap: Callback<Square>,
    input: RwSignal<BoardInput>,
    marks: Memo<Marks>,
    /// The marks shown (`marks` limited by `assist`).
    shown: Memo<Marks>,
    assist: Assist,
    position: Signal<Position>,
    size: Memo<BoardSize>,
    flipped: Signal<bool>,
    focus: RwSignal<Option<Square>>,
    drag: RwSignal<Option<Drag>>,
}

impl Controls {
    /// The board takes the focus: the ring starts on the first movable
    /// piece (else square 1).
    fn focus_in(self, has_focus: RwSignal<bool>) {
        let Controls { focus, shown, size, .. } = self;
        has_focus.set(true);
        if focus.get_untracked().is_none() {
            let first = shown.with_untracked(|m| m.movable.first().copied());
            focus.set(first.or_else(|| Square::new(1, size.get_untracked())));
        }
    }

    /// Pointer position → square (and a square's width in pixels).
    fn square_at(self, ev: &web_sys::PointerEvent) -> Option<(Square, f64)> {
        let Controls { size, flipped, .. } = self;
        let target = ev.current_target()?.dyn_into::<web_sys::Element>().ok()?;
        let rect = target.get_bounding_client_rect();
        let n = size.get_untracked().rows() as f64;
        let col = ((ev.client_x() as f64 - rect.left()) / rect.width() * n).floor();
        let row = ((ev.client_y() as f64 - rect.top()) / rect.height() * n).floor();
        if !(0.0..n).contains(&col) || !(0.0..n).contains(&row) {
            return None;
        }
        let (row, col) = if flipped.get_untracked() { (n - 1.0 - row, n - 1.0 - col) } else { (row, col) };
        let sq = Square::from_coords(row as u8, col as u8, size.get_untracked())?;
        Some((sq, rect.width() / n))
    }

    fn pointer_down(self, ev: web_sys::PointerEvent) {
        let Controls { focus, drag, .. } = self;
        if ev.button() != 0 {
            return;
        }
        let Some((sq, _)) = self.square_at(&ev) else { return };
        focus.set(Some(sq));
        if let Some(el) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
            let _ = el.set_pointer_capture(ev.pointer_id());
        }
        drag.set(Some(Drag {
            from: sq,
            start: (ev.client_x() as f64, ev.client_y() as f64),
            delta: (0.0, 0.0),
            moved: false,
        }));
        ev.prevent_default();
    }

    fn pointer_move(self, ev: web_sys::PointerEvent) {
        let Controls { drag, size, marks, assist, position, .. } = self;
        let Some(d) = drag.get_untracked() else { return };
        let Some(el) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
            return;
        };
        let px = el.get_bounding_client_rect().width() / size.get_untracked().rows() as f64;
        let dx = (ev.client_x() as f64 - d.start.0) / px;
        let dy = (ev.client_y() as f64 - d.start.1) / px;
        let moved = d.moved || dx.abs() > 0.2 || dy.abs() > 0.2;
        // Only a piece the user may pick up (or the one being moved) follows the pointer.
        let own =
            position.with_untracked(|p| p.piece_at(d.from).is_some_and(|x| x.color == p.side_to_move()));
        let pickable = marks.with_untracked(|m| {
            m.path.last() == Some(&d.from)
                || (m.path.len() <= 1 && (m.movable.contains(&d.from) || (assist == Assist::None && own)))
        });
        if moved && pickable {
            drag.set(Some(Drag { delta: (dx, dy), moved, ..d }));
        } else if moved != d.moved {
            drag.set(Some(Drag { moved, ..d }));
        }
    }

    fn pointer_up(self, ev: web_sys::PointerEvent) {
        let Controls { drag, input, tap, .. } = self;
        let Some(d) = drag.get_untracked() else { return };
        drag.set(None);
        let target = self.square_at(&ev).map(|(s, _)| s);
        match target {
            Some(t) if t == d.from || !d.moved => tap.run(d.from),
            Some(t) => {
                // A drag: pick up the piece (unless it is the one moving), then drop.
                let current_end = input.with_untracked(|i| i.path().last().copied());
                if current_end != Some(d.from) {
                    tap.run(d.from);
                }
                if input.with_untracked(|i| i.path().last().copied()) == Some(d.from) {
                    tap.run(t);
                }
            }
            None => {}
        }
    }

    /// Arrows move the focus ring, Enter/Space taps, Esc cancels.
    fn key(self, ev: web_sys::KeyboardEvent) {
        let Controls { focus, shown, size, flipped, tap, .. } = self;
        let key = ev.key();
        let current = focus.get_untracked().or_else(|| {
            shown.with_untracked(|m| m.path.last().copied().or_else(|| m.movable.first().copied()))
        });
        let dir = match key.as_str() {
            "ArrowUp" => Some((-1, 0)),
            "ArrowDown" => Some((1, 0)),
            "ArrowLeft" => Some((0, -1)),
            "ArrowRight" => Some((0, 1)),
            _ => None,
        };
        if let Some((dr, dc)) = dir {
            ev.prevent_default();
            let size = size.get_untracked();
            let start = current.unwrap_or_else(|| Square::new(1, size).expect("square 1"));
            let next = if focus.get_untracked().is_none() {
                Some(start)
            } else {
                neighbour(size, flipped.get_untracked(), start, dr, dc)
            };
            if let Some(s) = next {
                focus.set(Some(s));
            }
            return;
        }
        match key.as_str() {
            "Enter" | " " => {
                ev.prevent_default();
                if let Some(s) = current {
                    focus.set(Some(s));
                    tap.run(s);
                }
            }
            // Esc: the page-wide listener of `Board` cancels.
            _ => {}
        }
    }
}

/// The light squares (static for a size; none on the orthogonal board, where
/// every square is played on).
#[component]
fn LightSquares(size: Memo<BoardSize>) -> impl IntoView {
    move || {
        let n = size.get().rows();
        let mut out = Vec::new();
        if size.get().is_orthogonal() {
            return out;
        }
        for r in 0..n {
            for c in 0..n {
                if (r + c) % 2 == 0 {
                    out.push(view! {
                        <rect class="sq-light" x=c.to_string() y=r.to_string() width="1" height="1"/>
                    });
                }
            }
        }
        out
    }
}

/// a–h and 1–8 along the edges (8×8, algebraic coordinates), each read off
/// the squares by the notation module ([`EdgeLabels`]).
#[component]
fn Edges(position: Signal<Position>, coords: Signal<Coords>, flipped: Signal<bool>) -> impl IntoView {
    move || {
        // The orthogonal board has no numbers: its names stand on the edges
        // whenever coordinates are shown.
        let named = coords.get() == Coords::Algebraic
            || (coords.get() != Coords::None && position.with(|p| p.size().is_orthogonal()));
        if !named {
            return Vec::new();
        }
        let rules = position.with(|p| p.rules());
        let Some(labels) = EdgeLabels::new(rules, flipped.get()) else { return Vec::new() };
        let mut out = Vec::new();
        for i in 0..8usize {
            let at = i as f64;
            let (file, rank) = (labels.files[i].to_string(), labels.ranks[i].to_string());
            out.push(
                view! { <text class="coord-edge" x=at + 0.92 y="7.95" text-anchor="end">{file}</text> }
                    .into_any(),
            );
            out.push(view! { <text class="coord-edge" x="0.05" y=at + 0.22>{rank}</text> }.into_any());
        }
        out
    }
}

/// The arrows drawn for lessons.
#[component]
fn ArrowLines(
    size: Memo<BoardSize>,
    flipped: Signal<bool>,
    arrows: Signal<Vec<(Square, Square)>>,
    board_id: u32,
) -> impl IntoView {
    let lines = move || {
        let size = size.get();
        let flip = flipped.get();
        arrows
            .get()
            .into_iter()
            .map(|(a, b)| {
                let (r0, c0) = screen(a, size, flip);
                let (r1, c1) = screen(b, size, flip);
                view! {
                    <line class="arrow" x1=c0 + 0.5 y1=r0 + 0.5 x2=c1 + 0.5 y2=r1 + 0.5
                        marker-end=format!("url(#board{board_id}-head)")/>
                }
            })
            .collect::<Vec<_>>()
    };
    view! {
        <defs>
            <marker id=format!("board{board_id}-head") viewBox="0 0 10 10" refX="6" refY="5"
                markerWidth="3" markerHeight="3" orient="auto-start-reverse">
                <path class="arrow-head" d="M0 0 L10 5 L0 10 z"/>
            </marker>
        </defs>
        {lines}
    }
}

/// The reason of a refused move, under the board in room kept for it (it
/// never lies over a square: issue 51); `hide`: the page says it itself.
#[component]
fn RefusalMessage(note: RefusalNote, hide: bool) -> impl IntoView {
    view! {
        <p class="board-message" role="status" aria-live="polite">
            {move || note.message.with(|m| m.as_ref().filter(|_| !hide).map(|(text, _)| text.clone()))}
        </p>
    }
}

/// The board-wide signals every square reads (a small `Copy` struct).
#[derive(Clone, Copy)]
struct Shared {
    position: Signal<Position>,
    marks: Memo<Marks>,
    last_move: Signal<Option<Move>>,
    highlights: Signal<Vec<Square>>,
    square_classes: Signal<Vec<(Square, &'static str)>>,
    coords: Signal<Coords>,
    lang: Signal<Lang>,
    focus: RwSignal<Option<Square>>,
    has_focus: RwSignal<bool>,

    drag: RwSignal<Option<Drag>>,
    note: RefusalNote,
    board_id: u32,
}

fn square_id(board_id: u32, s: Square) -> String {
    format!("board{board_id}-sq{}", s.number())
}

/// One dark square at screen `row`, `col`: its marks (from
/// [`square_state`]), its number, its piece and its `aria-label`. Each of its
/// inputs is a memo of this square's own part, so a change elsewhere on the
/// board does not redraw it.
#[component]
fn BoardSquare(square: Square, row: f64, col: f64, shared: Shared) -> impl IntoView {
    let Shared {
        position, marks, last_move, highlights, square_classes, coords, lang, focus, has_focus, ..
    } = shared;
    let state = Memo::new(move |_| position.with(|p| marks.with(|m| square_state(p, m, square))));
    let piece = Memo::new(move |_| state.with(|s| s.piece));
    let last = Memo::new(move |_| {
        last_move.with(|lm| lm.is_some_and(|mv| mv.from() == square || mv.to() == square))
    });
    let highlighted = Memo::new(move |_| highlights.with(|h| h.contains(&square)));
    let extra = Memo::new(move |_| {
        square_classes.with(|x| x.iter().filter(|(s, _)| *s == square).map(|(_, c)| *c).collect::<Vec<_>>())
    });
    let focused = Memo::new(move |_| has_focus.get() && focus.get() == Some(square));
    let named = Memo::new(move |_| {
        shared.note.message.with(|m| m.as_ref().is_some_and(|(_, n)| n.contains(&square)))
    });
    let cls = move || {
        let st = state.get();
        let mut cls = String::from("sq-dark");
        for (on, name) in [
            (last.get(), " last"),
            (st.on_path, " path"),
            (st.selected, " selected"),
            (st.target, " target"),
            (highlighted.get(), " highlight"),
            (named.get(), " named"),
            // Taken mid-capture where pieces leave at once (Turkish).
            (st.jumped && st.piece.is_none(), " gone"),
        ] {
            if on {
                cls.push_str(name);
            }
        }
        for c in extra.get() {
            cls.push(' ');
            cls.push_str(c);
        }
        if focused.get() {
            cls.push_str(" focused");
        }
        cls
    };
    let label = move || {
        let st = state.get();
        let l = lang.get();
        let name = position.with(|p| square_name(p, square, coords.get()));
        let mut text = format!("{}, {}", name, piece_text(st.piece).get(l));
        for (on, what) in [
            (st.selected, Text::BoardSelected),
            (st.target, Text::BoardTarget),
            (st.captured(), Text::BoardCaptured),
        ] {
            if on {
                text.push_str(&format!(", {}", what.get(l)));
            }
        }
        text
    };
    // A square a message names carries its name, even on a board that
    // shows no coordinates ("the opponent answers 15x13").
    let named_here = Memo::new(move |_| named.get() || extra.with(|x| x.contains(&"named")));
    let named_name = move || {
        named_here.get().then(|| {
            let name = position.with(|p| square_name(p, square, coords.get()));
            view! { <text class="coord-num named-name" x=col + 0.06 y=row + 0.24>{name}</text> }
        })
    };
    let number = move || {
        let c0 = coords.get();
        // Algebraic names on 8×8 are drawn along the edges instead; the
        // orthogonal board always names its squares there.
        let size = position.with(|p| p.size());
        let algebraic = (c0 == Coords::Algebraic && size == BoardSize::Eight) || size.is_orthogonal();
        (c0 != Coords::None && !algebraic && !named_here.get()).then(|| {
            view! { <text class="coord-num" x=col + 0.06 y=row + 0.2>{square.number().to_string()}</text> }
        })
    };
    view! {
        <g class="square" id=square_id(shared.board_id, square) role="button" aria-label=label>
            <rect class=cls x=col.to_string() y=row.to_string() width="1" height="1"/>
            <circle class="target-dot" cx=col + 0.5 cy=row + 0.5 r="0.14"/>
            {number}
            {move || piece.get().map(|p| view! { <BoardPiece piece=p square=square row=row col=col state=state shared=shared/> })}
            // Over the piece, so that it stays readable.
            {named_name}
        </g>
    }
}

/// The piece on a square: man or king (a crown), light or dark; marked
/// movable, victim, jumped, pulsing, or following the pointer in a drag.
#[component]
fn BoardPiece(
    piece: Piece,
    square: Square,
    row: f64,
    col: f64,
    state: Memo<SquareState>,
    shared: Shared,
) -> impl IntoView {
    let Shared { note, drag, .. } = shared;
    let pulsing = Memo::new(move |_| note.pulse.with(|p| p.contains(&square)));
    // How far the piece follows the pointer, in squares.
    let offset = Memo::new(move |_| {
        drag.get()
            .filter(|d| d.moved && d.from == square && (d.delta.0 != 0.0 || d.delta.1 != 0.0))
            .map(|d| d.delta)
    });
    let (cx, cy) = (col + 0.5, row + 0.5);
    let colour = if piece.color == Color::White { "piece-light" } else { "piece-dark" };
    let cls = move || {
        let st = state.get();
        let mut cls = format!("piece {colour}");
        for (on, name) in [
            (st.movable, " movable"),
            (st.victim, " victim"),
            (st.jumped, " jumped"),
            (pulsing.get(), " pulse"),
            (offset.get().is_some(), " dragging"),
        ] {
            if on {
                cls.push_str(name);
            }
        }
        cls
    };
    let transform = move || offset.get().map(|(dx, dy)| format!("translate({dx:.3} {dy:.3})"));
    let king =
        (piece.role == Role::King).then(|| view! { <path class="crown" d=crown_path(cx, cy + 0.02, 0.36)/> });
    view! {
        <g class=cls transform=transform>
            <circle class="piece-shadow" cx=cx cy=cy + 0.04 r="0.38"/>
            <circle class="piece-body" cx=cx cy=cy r="0.38"/>
            <circle class="piece-ring" cx=cx cy=cy r="0.27"/>
            {king}
        </g>
    }
}

/// Component tests in Chromium: `cargo test -p damas-app --target
/// wasm32-unknown-unknown --lib components::board` (see `.cargo/config.toml`).
#[cfg(all(test, target_arch = "wasm32"))]
mod browser_tests {
    use super::*;
    use damas_engine::Variant;
    use wasm_bindgen_test::*;

    wasm_bindgen_test_configure!(run_in_browser);

    fn key(target: &web_sys::Element, key: &str) {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key(key);
        init.set_bubbles(true);
        let ev = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        target.dispatch_event(&ev).unwrap();
    }

    /// A fresh element in the page to mount a board into (and the same as
    /// an `HtmlElement` for `mount_to`).
    fn new_host() -> (web_sys::Element, web_sys::HtmlElement) {
        let div = document().create_element("div").unwrap();
        document().body().unwrap().append_child(&div).unwrap();
        let host = div.clone().unchecked_into();
        (div, host)
    }

    /// Gives the board the keyboard focus.
    async fn focus(svg: &web_sys::Element) {
        svg.dispatch_event(&web_sys::FocusEvent::new("focus").unwrap()).unwrap();
        leptos::task::tick().await;
    }

    /// A board mounted on `start` that plays every move made on it, English
    /// texts; `played` is the last move's full text.
    async fn playable(
        start: Position,
    ) -> (web_sys::Element, RwSignal<Option<String>>, leptos::mount::UnmountHandle<impl Mountable>) {
        let pos = RwSignal::new(start);
        let played: RwSignal<Option<String>> = RwSignal::new(None);
        let (div, host) = new_host();
        let handle = leptos::mount::mount_to(host, move || {
            view! {
                <Board
                    position=Signal::from(pos)
                    may_move=Signal::from(true)
                    on_move=Callback::new(move |m: Move| {
                        played.set(Some(m.full_text()));
                        pos.update(|p| *p = p.after(&m));
                    })
                    lang=Signal::from(Lang::En)
                />
            }
        });
        leptos::task::tick().await;
        (div, played, handle)
    }

    fn class_of(root: &web_sys::Element, selector: &str) -> String {
        root.query_selector(selector).unwrap().and_then(|e| e.get_attribute("class")).unwrap_or_default()
    }

    #[wasm_bindgen_test]
    async fn compulsory_capture_marks_and_keyboard_play() {
        let (div, played, handle) =
            playable(Position::from_fen(Variant::Brazilian, "W:W22,31:B18").unwrap()).await;
        // Only 22 may move; the man on 18 is marked as the victim.
        assert!(class_of(&div, "g.square[id$='-sq22'] g.piece").contains("movable"));
        assert!(!class_of(&div, "g.square[id$='-sq31'] g.piece").contains("movable"));
        assert!(class_of(&div, "g.square[id$='-sq18'] g.piece").contains("victim"));
        // Keyboard: focus, Enter picks 22; up twice reaches 15; Enter plays.
        let svg = div.query_selector("svg").unwrap().unwrap();
        focus(&svg).await;
        key(&svg, "Enter");
        leptos::task::tick().await;
        assert!(class_of(&div, "g.square[id$='-sq22'] rect").contains("selected"));
        assert!(class_of(&div, "g.square[id$='-sq15'] rect").contains("target"));
        let label = div
            .query_selector("g.square[id$='-sq22']")
            .unwrap()
            .unwrap()
            .get_attribute("aria-label")
            .unwrap();
        assert!(label.starts_with("22, light man"), "{label}");
        key(&svg, "ArrowUp");
        key(&svg, "ArrowUp");
        leptos::task::tick().await;
        key(&svg, "Enter");
        leptos::task::tick().await;
        assert_eq!(played.get_untracked().as_deref(), Some("22x15"));
        drop(handle);
    }

    /// A tap on PDN square `n` of an unflipped 8×8 board, by pointer events.
    fn tap(svg: &web_sys::Element, n: u32) {
        tap_on(svg, Square::new(n, BoardSize::Eight).unwrap(), BoardSize::Eight);
    }

    /// A tap on `sq` of an unflipped 8×8 board of `size`, by pointer events.
    fn tap_on(svg: &web_sys::Element, sq: Square, size: BoardSize) {
        let rect = svg.get_bounding_client_rect();
        let x = rect.left() + (f64::from(sq.column(size)) + 0.5) * rect.width() / 8.0;
        let y = rect.top() + (f64::from(sq.row(size)) + 0.5) * rect.height() / 8.0;
        let dispatch = js_sys::Function::new_with_args(
            "el, x, y",
            "for (const t of ['pointerdown', 'pointerup']) el.dispatchEvent(new PointerEvent(t, \
             { clientX: x, clientY: y, button: 0, pointerId: 1, isPrimary: true, bubbles: true }));",
        );
        dispatch.call3(&wasm_bindgen::JsValue::NULL, svg, &x.into(), &y.into()).unwrap();
    }

    #[wasm_bindgen_test]
    async fn a_chain_capture_is_tapped_square_by_square_and_its_pieces_vanish_at_the_end() {
        let (div, played, handle) =
            playable(Position::from_fen(Variant::Brazilian, "W:W22:B18,10").unwrap()).await;
        let svg = div.query_selector("svg").unwrap().unwrap();
        let piece =
            |n: u32| div.query_selector(&format!("g.square[id$='-sq{n}'] g.piece")).unwrap().is_some();
        tap(&svg, 22);
        leptos::task::tick().await;
        assert!(class_of(&div, "g.square[id$='-sq22'] rect").contains("selected"));
        assert!(class_of(&div, "g.square[id$='-sq15'] rect").contains("target"));
        assert!(class_of(&div, "g.square[id$='-sq18'] g.piece").contains("victim"));
        // The first leg: nothing is played yet; the man stands on 15, the
        // man on 18 is jumped but stays until the move ends.
        tap(&svg, 15);
        leptos::task::tick().await;
        assert_eq!(played.get_untracked(), None);
        assert!(piece(15) && piece(18));
        assert!(class_of(&div, "g.square[id$='-sq18'] g.piece").contains("jumped"));
        assert!(class_of(&div, "g.square[id$='-sq6'] rect").contains("target"));
        // The second leg ends the move: both captured men vanish.
        tap(&svg, 6);
        leptos::task::tick().await;
        assert_eq!(played.get_untracked().as_deref(), Some("22x15x6"));
        assert!(piece(6) && !piece(18) && !piece(10) && !piece(22));
        drop(handle);
    }

    /// Turkish: all 64 squares are played on, a capture goes along rows and
    /// columns, and each piece it takes vanishes as soon as it is jumped.
    #[wasm_bindgen_test]
    async fn a_turkish_capture_is_tapped_square_by_square_and_each_piece_vanishes_at_once() {
        let (div, played, handle) =
            playable(Position::from_fen(Variant::Turkish, "W:WKa5:Bc5,e7,d8,c3").unwrap()).await;
        let size = BoardSize::EightFull;
        let at = |name: &str| Square::from_algebraic(name, size, false).unwrap();
        let sel = |name: &str| format!("g.square[id$='-sq{}']", at(name).number());
        // Every square is played on: 64 of them, no light ones.
        assert!(div.query_selector("g.square[id$='-sq64']").unwrap().is_some());
        assert!(div.query_selector("rect.sq-light").unwrap().is_none());
        let svg = div.query_selector("svg").unwrap().unwrap();
        let piece = |name: &str| div.query_selector(&format!("{} g.piece", sel(name))).unwrap().is_some();
        tap_on(&svg, at("a5"), size);
        leptos::task::tick().await;
        assert!(class_of(&div, &format!("{} rect", sel("e5"))).contains("target"));
        tap_on(&svg, at("e5"), size);
        leptos::task::tick().await;
        assert_eq!(played.get_untracked(), None);
        // c5's piece is gone at once, its square marked.
        assert!(piece("e5") && !piece("c5") && piece("e7"));
        assert!(class_of(&div, &format!("{} rect", sel("c5"))).contains("gone"));
        for square in ["e8", "c8", "c2"] {
            tap_on(&svg, at(square), size);
            leptos::task::tick().await;
        }
        assert_eq!(played.get_untracked().as_deref(), Some("a5xe5xe8xc8xc2"));
        assert!(piece("c2") && !piece("c3") && !piece("d8") && !piece("e7"));
        drop(handle);
    }

    #[wasm_bindgen_test]
    async fn an_illegal_attempt_shows_the_reason() {
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,31:B18").unwrap();
        let (div, host) = new_host();
        let handle = leptos::mount::mount_to(host, move || {
            view! {
                <Board position=Signal::from(pos) may_move=Signal::from(true)
                    on_move=Callback::new(|_m: Move| {}) lang=Signal::from(Lang::Pt)/>
            }
        });
        leptos::task::tick().await;
        let svg = div.query_selector("svg").unwrap().unwrap();
        focus(&svg).await;
        // Focus starts on 22; down twice reaches 31 (the third stays: the edge).
        for k in ["ArrowDown", "ArrowDown", "ArrowDown"] {
            key(&svg, k);
        }
        leptos::task::tick().await;
        key(&svg, "Enter");
        leptos::task::tick().await;
        let msg = div.query_selector(".board-message").unwrap().unwrap().text_content().unwrap_or_default();
        assert!(msg.contains("obrigat"), "{msg}");
        assert!(class_of(&div, "g.square[id$='-sq22'] g.piece").contains("pulse"));
        drop(handle);
    }

    /// The lesson hooks: `on_square` takes the taps (no move is made),
    /// `square_classes` marks squares, `on_refused` hears the reason.
    #[wasm_bindgen_test]
    async fn lesson_hooks_pick_squares_mark_them_and_report_refusals() {
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,31:B18").unwrap();
        let size = pos.size();
        let sq = move |n: u8| Square::new(n as u32, size).unwrap();
        let picked: RwSignal<Vec<u8>> = RwSignal::new(Vec::new());
        let refused: RwSignal<Option<Illegal>> = RwSignal::new(None);
        let played = RwSignal::new(false);
        let (div, host) = new_host();
        let classes =
            Signal::derive(move || picked.get().into_iter().map(|n| (sq(n), "picked")).collect::<Vec<_>>());
        let question = leptos::mount::mount_to(host, move || {
            view! {
                <Board position=Signal::from(pos) may_move=Signal::from(false)
                    on_move=Callback::new(move |_m: Move| played.set(true)) lang=Signal::from(Lang::En)
                    on_square=Callback::new(move |s: Square| picked.update(|p| p.push(s.number())))
                    square_classes=classes/>
            }
        });
        leptos::task::tick().await;
        let svg = div.query_selector("svg").unwrap().unwrap();
        focus(&svg).await;
        key(&svg, "Enter");
        leptos::task::tick().await;
        let first = picked.get_untracked();
        assert_eq!(first.len(), 1);
        assert!(class_of(&div, &format!("g.square[id$='-sq{}'] rect", first[0])).contains("picked"));
        assert!(!played.get_untracked());
        drop(question);

        // A move board: the refused attempt (31 may not move: 22 must capture) is reported.
        let (div, host) = new_host();
        let handle = leptos::mount::mount_to(host, move || {
            view! {
                <Board position=Signal::from(pos) may_move=Signal::from(true)
                    on_move=Callback::new(|_m: Move| {}) lang=Signal::from(Lang::En)
                    on_refused=Callback::new(move |r: Illegal| refused.set(Some(r)))/>
            }
        });
        leptos::task::tick().await;
        let svg = div.query_selector("svg").unwrap().unwrap();
        focus(&svg).await;
        for k in ["ArrowDown", "ArrowDown", "ArrowDown"] {
            key(&svg, k);
        }
        leptos::task::tick().await;
        key(&svg, "Enter");
        leptos::task::tick().await;
        assert!(
            matches!(refused.get_untracked(), Some(Illegal::CaptureIsCompulsory { .. })),
            "{:?}",
            refused.get_untracked()
        );
        drop(handle);
    }
}

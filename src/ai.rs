//! The computer opponent, on the page's side: a small API over a Web Worker
//! (`src/bin/worker.rs`, built by Trunk as `worker.js`) that runs the
//! engine's [`Searcher`], so the page never freezes.
//!
//! * [`AiRequest`] / [`AiReply`]: what goes to the worker and back (a game as
//!   its start FEN and its moves' full text, so repetitions are seen).
//! * [`think`]: the search itself, plain Rust (run in the worker, tested
//!   natively).
//! * In the browser: [`request_move`] (`game, level, seed -> future`),
//!   [`request`] for any limits, and [`cancel`]: it drops the pending request
//!   (its worker is told to close and a new worker serves the next request)
//!   and every answer to a request made before it is ignored (`None`).

use damas_engine::{Clock, Game, Level, Limits, Position, Searcher, Variant};
use serde::{Deserialize, Serialize};

/// A search request: a game and the limits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiRequest {
    /// The rule set's id (`brazilian`...).
    pub variant: String,
    /// The game's start position.
    pub start_fen: String,
    /// The moves played since, each with every landing square.
    pub moves: Vec<String>,
    pub depth: u32,
    pub movetime_ms: Option<u64>,
    pub variety: i32,
    pub seed: u64,
}

impl AiRequest {
    /// A request for the current position of `game` within `limits`.
    pub fn new(game: &Game, limits: Limits) -> AiRequest {
        AiRequest {
            variant: game.variant().id().to_string(),
            start_fen: game.start().to_fen(),
            moves: game.moves().iter().map(|m| m.full_text()).collect(),
            depth: limits.depth,
            movetime_ms: limits.movetime_ms,
            variety: limits.variety,
            seed: limits.seed,
        }
    }

    /// A request for a level's move.
    pub fn for_level(game: &Game, level: Level, seed: u64) -> AiRequest {
        AiRequest::new(game, level.limits(seed))
    }

    fn limits(&self) -> Limits {
        Limits { depth: self.depth, nodes: u64::MAX, movetime_ms: self.movetime_ms, variety: self.variety, seed: self.seed }
    }

    /// The game the request describes.
    pub fn game(&self) -> Result<Game, String> {
        let variant: Variant = self.variant.parse().map_err(|e: damas_engine::UnknownVariant| e.to_string())?;
        let start = Position::from_fen(variant, &self.start_fen).map_err(|e| e.to_string())?;
        let mut game = Game::from_position(start);
        for text in &self.moves {
            game.play_text(text).map_err(|e| format!("{text}: {e}"))?;
        }
        Ok(game)
    }
}

/// The answer: the move (full text), its score for the side to move, and
/// what the search did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiReply {
    /// The move with every landing square; `None` when there is no move.
    pub best: Option<String>,
    /// In hundredths of a man, for the side to move.
    pub score: i32,
    /// The last finished depth.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed_ms: u64,
    /// A request the worker could not read.
    pub error: Option<String>,
}

/// Runs the search a request asks for.
pub fn think(searcher: &mut Searcher, request: &AiRequest, clock: &dyn Clock) -> AiReply {
    let game = match request.game() {
        Ok(game) => game,
        Err(e) => {
            return AiReply { best: None, score: 0, depth: 0, nodes: 0, elapsed_ms: 0, error: Some(e) };
        }
    };
    let result = searcher.search(&game, &request.limits(), clock, None, &mut |_| {});
    AiReply {
        best: result.best.map(|m| m.full_text()),
        score: result.score,
        depth: result.depth,
        nodes: result.nodes,
        elapsed_ms: clock.elapsed_ms(),
        error: None,
    }
}

#[cfg(target_arch = "wasm32")]
pub use web::*;

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::{Cell, RefCell};

    use damas_engine::{Clock, Game, Level, Limits, Searcher};
    use gloo_worker::oneshot::{oneshot, OneshotBridge};
    use gloo_worker::Spawnable;
    use wasm_bindgen::JsCast;

    use super::{think, AiReply, AiRequest};

    /// `performance.now()` of the window or the worker.
    pub fn now_ms() -> f64 {
        let global = js_sys::global();
        js_sys::Reflect::get(&global, &"performance".into())
            .ok()
            .and_then(|p| p.dyn_into::<web_sys::Performance>().ok())
            .map(|p| p.now())
            .unwrap_or_else(js_sys::Date::now)
    }

    /// The search's clock on `performance.now()`.
    pub struct PerfClock(f64);

    impl PerfClock {
        pub fn start() -> PerfClock {
            PerfClock(now_ms())
        }
    }

    impl Clock for PerfClock {
        fn elapsed_ms(&self) -> u64 {
            (now_ms() - self.0).max(0.0) as u64
        }
    }

    thread_local! {
        /// The worker's searcher, kept between moves (its tables help).
        static SEARCHER: RefCell<Option<Searcher>> = const { RefCell::new(None) };
        /// The page's idle worker, if any.
        static BRIDGE: RefCell<Option<OneshotBridge<SearchTask>>> = const { RefCell::new(None) };
        /// Raised by every `cancel`: answers to older requests are ignored.
        static GENERATION: Cell<u64> = const { Cell::new(0) };
    }

    /// The worker's task: one search per request.
    #[oneshot]
    pub async fn SearchTask(request: AiRequest) -> AiReply {
        let clock = PerfClock::start();
        SEARCHER.with(|cell| {
            let mut slot = cell.borrow_mut();
            let searcher = slot.get_or_insert_with(|| Searcher::new(18));
            think(searcher, &request, &clock)
        })
    }

    /// Sends a request to the worker; `None` when it was cancelled before
    /// the answer came (the answer is stale).
    pub async fn request(req: AiRequest) -> Option<AiReply> {
        let generation = GENERATION.with(Cell::get);
        let mut bridge = BRIDGE
            .with(|b| b.borrow_mut().take())
            .unwrap_or_else(|| SearchTask::spawner().as_module(false).spawn("/worker.js"));
        let reply = bridge.run(req).await;
        if GENERATION.with(Cell::get) != generation {
            // Cancelled meanwhile: this worker is dropped (told to close).
            return None;
        }
        BRIDGE.with(|b| {
            let mut slot = b.borrow_mut();
            if slot.is_none() {
                *slot = Some(bridge);
            }
        });
        Some(reply)
    }

    /// The move of a level in the current position of `game`.
    pub async fn request_move(game: &Game, level: Level, seed: u64) -> Option<AiReply> {
        request(AiRequest::for_level(game, level, seed)).await
    }

    /// A search within any limits (draw offers, benchmarks, hints).
    pub async fn request_with(game: &Game, limits: Limits) -> Option<AiReply> {
        request(AiRequest::new(game, limits)).await
    }

    /// Drops the pending request: its answer will be ignored and its worker
    /// closed; the next request gets a fresh worker.
    pub fn cancel() {
        GENERATION.with(|g| g.set(g.get() + 1));
        BRIDGE.with(|b| b.borrow_mut().take());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::StdClock;

    #[test]
    fn a_request_round_trips_a_game_and_answers_a_legal_move() {
        let mut game = Game::new(Variant::Brazilian);
        game.play_text("22-18").unwrap();
        game.play_text("11-15").unwrap();
        let req = AiRequest::for_level(&game, Level::Domador, 7);
        assert_eq!(req.game().unwrap().position(), game.position());
        let reply = think(&mut Searcher::new(12), &req, &StdClock::start());
        let best = reply.best.unwrap();
        let mut after = game.clone();
        after.play_text(&best).unwrap();
        assert!(reply.depth >= 1);
        // A bad request is answered with an error, not a panic.
        let bad = AiRequest { start_fen: "nonsense".into(), ..req };
        assert!(think(&mut Searcher::new(8), &bad, &StdClock::start()).error.is_some());
    }
}

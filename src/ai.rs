//! The computer opponent, on the page's side: a small API over a Web Worker
//! (`src/bin/worker.rs`, built by Trunk as `worker.js`) that runs the
//! engine's [`Searcher`], so the page never freezes. The one place the app
//! asks for a move or an evaluation (the game, lessons and puzzles).
//!
//! * [`AiRequest`] / [`AiReply`]: what goes to the worker and back (a game as
//!   its start FEN and its moves' full text, so repetitions are seen).
//! * [`AiProgress`]: what the worker reports after each finished depth while
//!   it thinks (depth, score, nodes), for the "thinking" indicator;
//!   [`AiUpdate`] carries either that or the final reply.
//! * [`think`]: the search itself, plain Rust (run in the worker, tested
//!   natively). [`AiTask`] also carries the lessons' searches (the engine's
//!   reply, a hint), answered by [`run_job`] with the lessons' own code.
//! * In the browser: [`request_move`] (`game, level, seed -> future`),
//!   [`request_move_watched`] (the same, with a progress callback),
//!   [`request_with`] for any limits ([`request_with_id`] also gives the
//!   request's id, for [`cancel_request`], which stops waiting for that one
//!   alone), [`request_task`] for a lesson's task, [`warm_up`] to load the worker before the first request, and
//!   [`cancel`]: every pending request
//!   answers `None` at once, its progress stops, its worker is told to close
//!   (it does once its current search, at most the level's time budget, is
//!   over) and a new worker serves the next request.

use std::collections::HashMap;

use damas_engine::search::{Clock, Knowledge, Level, Limits, LoadProblem, Searcher};
use damas_engine::teaching::ReviewOptions;
use damas_engine::{Game, Position, Variant};
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
    /// Deepest iteration, in plies.
    pub depth: u32,
    /// Time budget in milliseconds, if any.
    pub movetime_ms: Option<u64>,
    /// Root moves this close to the best (hundredths of a man) are equally good.
    pub variety: i32,
    /// Seed of the choice among equally good moves (and among book moves).
    pub seed: u64,
    /// Whether the search plays from the rule set's opening book, when the
    /// worker has one ([`Level::uses_book`]).
    #[serde(default)]
    pub book: bool,
    /// What a draw costs the search, in hundredths of a man
    /// ([`Level::contempt`]).
    #[serde(default)]
    pub contempt: i32,
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
            book: false,
            contempt: 0,
        }
    }

    /// A request for a level's move (from the book for the levels that use one).
    pub fn for_level(game: &Game, level: Level, seed: u64) -> AiRequest {
        AiRequest {
            book: level.uses_book(),
            contempt: level.contempt(game.variant()),
            ..AiRequest::new(game, level.limits(seed))
        }
    }

    fn limits(&self) -> Limits {
        Limits {
            depth: self.depth,
            nodes: u64::MAX,
            movetime_ms: self.movetime_ms,
            variety: self.variety,
            seed: self.seed,
        }
    }

    /// The game the request describes.
    pub fn game(&self) -> Result<Game, String> {
        let variant: Variant =
            self.variant.parse().map_err(|e: damas_engine::UnknownVariant| e.to_string())?;
        let start = Position::from_fen(variant, &self.start_fen).map_err(|e| e.to_string())?;
        Game::replay(start, self.moves.iter().map(String::as_str)).map_err(|e| e.to_string())
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
    /// Nodes searched, the unfinished last depth included.
    pub nodes: u64,
    /// Time the search took, in milliseconds.
    pub elapsed_ms: u64,
    /// A request the worker could not read.
    pub error: Option<String>,
    /// The verdict on a judged move ([`AiTask::Judge`]).
    #[serde(default)]
    pub judged: Option<crate::review::JudgedMove>,
}

/// A report while the search goes on: the last finished depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiProgress {
    /// The depth just finished, in plies.
    pub depth: u32,
    /// Its score, in hundredths of a man, for the side to move.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search started.
    pub elapsed_ms: u64,
}

/// What the worker sends back for a request (`id` names the request):
/// progress reports, then one final reply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AiUpdate {
    /// A depth finished; more to come.
    Progress { id: u64, progress: AiProgress },
    /// The search is over: the last message for this request.
    Done { id: u64, reply: AiReply },
}

/// What a job asks the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AiTask {
    /// A search within limits (games, puzzles, draw offers, benchmarks).
    Search(AiRequest),
    /// A lesson's engine reply in a position
    /// ([`crate::lessons::engine_reply_move`]: a fresh fixed-depth search, the
    /// same move as the lessons' native checks find).
    LessonReply { variant: String, fen: String },
    /// A lesson's hint ([`crate::lessons::hint`]) for the attempt at level
    /// `level` (its key, [`crate::lessons::level_key`]) rebuilt from its
    /// record ([`crate::lessons::Attempt::record`]).
    LessonHint { level: String, record: Vec<(String, Option<String>)> },
    /// The review's verdict on one move ([`crate::review`]), at
    /// [`ReviewOptions::browser`]: one request per move, so the page shows
    /// progress after each.
    Judge(crate::review::JudgeRequest),
}

impl AiTask {
    /// The engine's reply in a lesson position.
    pub fn lesson_reply(pos: &Position) -> AiTask {
        AiTask::LessonReply { variant: pos.variant().id().to_string(), fen: pos.to_fen() }
    }

    /// Answers a lesson task here (the worker calls this); `None` for a
    /// search, which [`think`] answers.
    pub fn answer_lesson(&self) -> Option<AiReply> {
        let (best, error) = match self {
            AiTask::Search(_) | AiTask::Judge(_) => return None,
            AiTask::LessonReply { variant, fen } => match lesson_position(variant, fen) {
                Ok(pos) => (crate::lessons::engine_reply_move(&pos).map(|m| m.full_text()), None),
                Err(e) => (None, Some(e)),
            },
            AiTask::LessonHint { level, record } => match crate::lessons::level_by_key(level) {
                Some(lvl) => match crate::lessons::Attempt::replay(lvl, record) {
                    Ok(attempt) => (crate::lessons::hint(lvl, &attempt).map(|m| m.full_text()), None),
                    Err(e) => (None, Some(e)),
                },
                None => (None, Some(format!("no level {level}"))),
            },
        };
        Some(AiReply { best, score: 0, depth: 0, nodes: 0, elapsed_ms: 0, error, judged: None })
    }
}

fn lesson_position(variant: &str, fen: &str) -> Result<Position, String> {
    let variant: Variant = variant.parse().map_err(|e: damas_engine::UnknownVariant| e.to_string())?;
    Position::from_fen(variant, fen).map_err(|e| e.to_string())
}

/// The message the page sends the worker: a task and its id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiJob {
    /// Names the request in the worker's answers.
    pub id: u64,
    /// What to do.
    pub task: AiTask,
}

/// Answers a job: for a search, `send` gets a progress report after each
/// finished depth; then the final reply.
pub fn run_job(searcher: &mut Searcher, job: &AiJob, clock: &dyn Clock, send: &mut dyn FnMut(AiUpdate)) {
    let id = job.id;
    let reply = match &job.task {
        AiTask::Search(request) => {
            think(searcher, request, clock, &mut |progress| send(AiUpdate::Progress { id, progress }))
        }
        AiTask::Judge(request) => judge(request, clock),
        lesson => {
            let mut reply = lesson.answer_lesson().expect("a lesson task");
            reply.elapsed_ms = clock.elapsed_ms();
            reply
        }
    };
    send(AiUpdate::Done { id, reply });
}

/// Runs the search a request asks for; `on_progress` hears of every
/// finished depth.
pub fn think(
    searcher: &mut Searcher,
    request: &AiRequest,
    clock: &dyn Clock,
    on_progress: &mut dyn FnMut(AiProgress),
) -> AiReply {
    let game = match request.game() {
        Ok(game) => game,
        Err(e) => {
            return AiReply {
                best: None,
                score: 0,
                depth: 0,
                nodes: 0,
                elapsed_ms: 0,
                error: Some(e),
                judged: None,
            };
        }
    };
    let result = searcher.search(&game, &request.limits(), clock, None, &mut |info| {
        on_progress(AiProgress {
            depth: info.depth,
            score: info.score,
            nodes: info.nodes,
            elapsed_ms: info.elapsed_ms,
        })
    });
    AiReply {
        best: result.best.map(|m| m.full_text()),
        score: result.score,
        depth: result.depth,
        nodes: result.nodes,
        elapsed_ms: clock.elapsed_ms(),
        error: None,
        judged: None,
    }
}

/// The per-rule-set data files (opening books, endgame tables, and whatever
/// [`Knowledge`] learns to hold) the worker has loaded: each rule set's
/// files are fetched at its first search and kept for the worker's life.
/// The build lists the files it holds in `data/ai/files.txt` ([`Self::LIST`]);
/// only listed files of the played rule set are fetched, so a rule set
/// without data costs no request and no 404. A list or file that cannot be
/// fetched or read leaves the plain engine, noted in [`Self::problems`],
/// never raised: play goes on.
#[derive(Debug, Default)]
pub struct KnowledgeStore {
    /// The build's list, once fetched (`Some(None)`: could not be fetched).
    list: Option<Option<String>>,
    loaded: HashMap<Variant, Knowledge>,
    problems: Vec<LoadProblem>,
}

impl KnowledgeStore {
    /// The list of the build's data files, under `data/ai/`.
    pub const LIST: &'static str = "files.txt";

    /// Gets `task`'s searcher ready: loads the rule set's data on its
    /// first search (`fetch` answers a path under `data/ai/` with the
    /// file's bytes, or `None`) and gives the searcher what the request
    /// asks for (the book only when [`AiRequest::book`], its contempt).
    /// Other tasks search with the plain engine, a draw scored level.
    pub fn prepare(
        &mut self,
        searcher: &mut Searcher,
        task: &AiTask,
        fetch: &mut dyn FnMut(&str) -> Option<Vec<u8>>,
    ) {
        let contempt = match task {
            AiTask::Search(request) => request.contempt,
            _ => 0,
        };
        searcher.set_contempt(contempt);
        let AiTask::Search(request) = task else {
            Knowledge::default().apply(searcher, false);
            return;
        };
        let Ok(variant) = request.variant.parse::<Variant>() else {
            Knowledge::default().apply(searcher, false);
            return;
        };
        self.knowledge(variant, fetch).apply(searcher, request.book);
    }

    /// The data of `variant`, fetched on the first call.
    pub fn knowledge(
        &mut self,
        variant: Variant,
        fetch: &mut dyn FnMut(&str) -> Option<Vec<u8>>,
    ) -> &Knowledge {
        if !self.loaded.contains_key(&variant) {
            let list = self
                .list
                .get_or_insert_with(|| fetch(Self::LIST).and_then(|bytes| String::from_utf8(bytes).ok()));
            // Without the list, nothing is fetched: no request can fail.
            let (knowledge, problems) =
                Knowledge::load_with(variant, Some(list.as_deref().unwrap_or("")), fetch);
            self.problems.extend(problems);
            self.loaded.insert(variant, knowledge);
        }
        &self.loaded[&variant]
    }

    /// The files that could not be used so far (for a status or a test).
    pub fn problems(&self) -> &[LoadProblem] {
        &self.problems
    }
}

/// Judges a move for the review, at [`ReviewOptions::browser`].
pub fn judge(request: &crate::review::JudgeRequest, clock: &dyn Clock) -> AiReply {
    let (judged, error) = match request.answer(ReviewOptions::browser()) {
        Ok(judged) => (Some(judged), None),
        Err(e) => (None, Some(e)),
    };
    AiReply {
        best: None,
        score: judged.as_ref().map_or(0, |j| j.best_score),
        depth: ReviewOptions::BROWSER_DEPTH,
        nodes: judged.as_ref().map_or(0, |j| j.nodes),
        elapsed_ms: clock.elapsed_ms(),
        error,
        judged,
    }
}

#[cfg(target_arch = "wasm32")]
pub use web::*;

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::{Cell, RefCell};
    use std::collections::HashMap;
    use std::future::Future;
    use std::pin::Pin;
    use std::task::{Context, Poll, Waker};

    use damas_engine::search::{Clock, Level, Limits, Searcher};
    use damas_engine::Game;
    use gloo_worker::{HandlerId, Spawnable, Worker, WorkerBridge, WorkerScope};
    use wasm_bindgen::JsCast;

    use super::{run_job, AiJob, AiProgress, AiReply, AiRequest, AiTask, AiUpdate, KnowledgeStore};

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
        /// A clock starting now.
        pub fn start() -> PerfClock {
            PerfClock(now_ms())
        }
    }

    impl Clock for PerfClock {
        fn elapsed_ms(&self) -> u64 {
            (now_ms() - self.0).max(0.0) as u64
        }
    }

    /// The worker: one search per job, reporting each finished depth, then
    /// the move. Its searcher is kept between jobs (its tables help).
    pub struct SearchWorker {
        searcher: Option<Searcher>,
        /// The rule sets' data files, loaded at each one's first search.
        knowledge: KnowledgeStore,
    }

    /// Fetches `data/ai/<path>` synchronously (allowed in a worker, which
    /// may block: the search would wait for the file anyway). `None` on
    /// any failure: a network error, a status other than 200.
    fn fetch_data(path: &str) -> Option<Vec<u8>> {
        use web_sys::{XmlHttpRequest, XmlHttpRequestResponseType};
        // The worker runs from a blob: URL (gloo-worker's loader), where a
        // path alone is not a URL: the page's origin comes first.
        let location = js_sys::Reflect::get(&js_sys::global(), &"location".into()).ok()?;
        let origin = js_sys::Reflect::get(&location, &"origin".into()).ok()?.as_string()?;
        let xhr = XmlHttpRequest::new().ok()?;
        xhr.open_with_async("GET", &format!("{origin}/data/ai/{path}"), false).ok()?;
        xhr.set_response_type(XmlHttpRequestResponseType::Arraybuffer);
        xhr.send().ok()?;
        if xhr.status().ok()? != 200 {
            return None;
        }
        let buffer = xhr.response().ok()?;
        Some(js_sys::Uint8Array::new(&buffer).to_vec())
    }

    impl Worker for SearchWorker {
        type Message = ();
        type Input = AiJob;
        type Output = AiUpdate;

        fn create(_scope: &WorkerScope<Self>) -> Self {
            SearchWorker { searcher: None, knowledge: KnowledgeStore::default() }
        }

        fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

        fn received(&mut self, scope: &WorkerScope<Self>, job: AiJob, id: HandlerId) {
            let clock = PerfClock::start();
            let searcher = self.searcher.get_or_insert_with(|| Searcher::new(18));
            self.knowledge.prepare(searcher, &job.task, &mut fetch_data);
            // `respond` posts at once, so progress leaves while the search runs.
            run_job(searcher, &job, &clock, &mut |update| scope.respond(id, update));
        }
    }

    /// A request waiting for its answer.
    struct Pending {
        progress: Option<Box<dyn Fn(AiProgress)>>,
        /// `Some(answer)` once answered (`None` inside: cancelled).
        answer: Option<Option<AiReply>>,
        waker: Option<Waker>,
    }

    thread_local! {
        /// The page's worker, if one is running.
        static BRIDGE: RefCell<Option<WorkerBridge<SearchWorker>>> = const { RefCell::new(None) };
        /// The requests waiting for an answer, by id.
        static PENDING: RefCell<HashMap<u64, Pending>> = RefCell::new(HashMap::new());
        static NEXT_ID: Cell<u64> = const { Cell::new(1) };
    }

    /// Delivers what a worker sent.
    fn deliver(update: AiUpdate) {
        match update {
            AiUpdate::Progress { id, progress } => {
                // Call outside the borrow: the callback may touch the page.
                let callback = PENDING.with(|p| p.borrow_mut().get_mut(&id).and_then(|e| e.progress.take()));
                if let Some(callback) = callback {
                    callback(progress);
                    PENDING.with(|p| {
                        if let Some(e) = p.borrow_mut().get_mut(&id) {
                            e.progress = Some(callback);
                        }
                    });
                }
            }
            AiUpdate::Done { id, reply } => finish(id, Some(reply)),
        }
    }

    /// Gives request `id` its answer and wakes its future.
    fn finish(id: u64, answer: Option<AiReply>) {
        let waker = PENDING.with(|p| {
            let mut pending = p.borrow_mut();
            let entry = pending.get_mut(&id)?;
            entry.answer = Some(answer);
            entry.progress = None;
            entry.waker.take()
        });
        if let Some(waker) = waker {
            waker.wake();
        }
    }

    /// The answer to request `id`, as a future.
    struct Answer(u64);

    impl Future for Answer {
        type Output = Option<AiReply>;
        fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<AiReply>> {
            let id = self.0;
            PENDING.with(|p| {
                let mut pending = p.borrow_mut();
                match pending.get_mut(&id) {
                    None => Poll::Ready(None),
                    Some(entry) => match entry.answer.take() {
                        Some(answer) => {
                            pending.remove(&id);
                            Poll::Ready(answer)
                        }
                        None => {
                            entry.waker = Some(cx.waker().clone());
                            Poll::Pending
                        }
                    },
                }
            })
        }
    }

    impl Drop for Answer {
        fn drop(&mut self) {
            let id = self.0;
            PENDING.with(|p| p.borrow_mut().remove(&id));
        }
    }

    /// Sends a request to the worker (started on first use); `progress`
    /// hears of each finished depth. `None` when [`cancel`] was called
    /// before the answer came.
    pub async fn request(req: AiRequest, progress: Option<Box<dyn Fn(AiProgress)>>) -> Option<AiReply> {
        let id = send(AiTask::Search(req), progress);
        Answer(id).await
    }

    /// Sends any task (a lesson's reply or hint) and returns its id at
    /// once, with the future of its answer (see [`request_with_id`]).
    pub fn request_task(task: AiTask) -> (u64, impl Future<Output = Option<AiReply>>) {
        let id = send(task, None);
        (id, Answer(id))
    }

    /// Sends a request and returns its id at once, with the future of its
    /// answer: [`cancel_request`] can then drop this one request alone.
    pub fn request_with_id(game: &Game, limits: Limits) -> (u64, impl Future<Output = Option<AiReply>>) {
        let id = send(AiTask::Search(AiRequest::new(game, limits)), None);
        (id, Answer(id))
    }

    /// Stops waiting for one request: its future answers `None` at once
    /// and its late answer is ignored. The worker is kept (it finishes that
    /// search first, so use this for short searches; [`cancel`] drops the
    /// worker itself).
    pub fn cancel_request(id: u64) {
        if PENDING.with(|p| p.borrow().contains_key(&id)) {
            finish(id, None);
        }
    }

    /// Starts the worker now if none is running, so that the first request
    /// does not wait for it to load (a page that will ask soon calls this).
    pub fn warm_up() {
        BRIDGE.with(|b| {
            b.borrow_mut().get_or_insert_with(spawn_worker);
        });
    }

    fn spawn_worker() -> WorkerBridge<SearchWorker> {
        // Our own loader (public/worker-loader.js): it starts the wasm the
        // way wasm-bindgen asks, with no warning on the console.
        SearchWorker::spawner()
            .callback(deliver)
            .as_module(false)
            .with_loader(true)
            .spawn("/worker-loader.js")
    }

    /// Registers a request and posts it to the worker (started on first
    /// use); returns its id.
    fn send(task: AiTask, progress: Option<Box<dyn Fn(AiProgress)>>) -> u64 {
        let id = NEXT_ID.with(|n| {
            let id = n.get();
            n.set(id + 1);
            id
        });
        PENDING.with(|p| p.borrow_mut().insert(id, Pending { progress, answer: None, waker: None }));
        BRIDGE.with(|b| {
            let mut slot = b.borrow_mut();
            let bridge = slot.get_or_insert_with(spawn_worker);
            bridge.send(AiJob { id, task });
        });
        id
    }

    /// The move of a level in the current position of `game`.
    pub async fn request_move(game: &Game, level: Level, seed: u64) -> Option<AiReply> {
        request(AiRequest::for_level(game, level, seed), None).await
    }

    /// The move of a level, with a report after each finished depth.
    pub async fn request_move_watched(
        game: &Game,
        level: Level,
        seed: u64,
        progress: impl Fn(AiProgress) + 'static,
    ) -> Option<AiReply> {
        request(AiRequest::for_level(game, level, seed), Some(Box::new(progress))).await
    }

    /// A search within any limits (draw offers, benchmarks, hints).
    pub async fn request_with(game: &Game, limits: Limits) -> Option<AiReply> {
        request(AiRequest::new(game, limits), None).await
    }

    /// Stops every pending request: each answers `None` at once and hears
    /// no more progress. The worker is told to close (it does when its
    /// current search ends) and the next request starts a fresh one.
    pub fn cancel() {
        BRIDGE.with(|b| b.borrow_mut().take());
        let ids: Vec<u64> = PENDING.with(|p| p.borrow().keys().copied().collect());
        for id in ids {
            finish(id, None);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::search::NoClock;

    #[test]
    fn a_request_round_trips_a_game_and_answers_a_legal_move() {
        let mut game = Game::new(Variant::Brazilian);
        game.play_text("22-18").unwrap();
        game.play_text("11-15").unwrap();
        let req = AiRequest::for_level(&game, Level::Domador, 7);
        assert_eq!(req.game().unwrap().position(), game.position());
        let mut depths = Vec::new();
        let reply = think(&mut Searcher::new(12), &req, &NoClock, &mut |p| depths.push(p.depth));
        let best = reply.best.unwrap();
        let mut after = game.clone();
        after.play_text(&best).unwrap();
        assert!(reply.depth >= 1);
        // One report per finished depth, the last one the reply's.
        assert_eq!(depths, (1..=reply.depth).collect::<Vec<_>>());
        // A bad request is answered with an error, not a panic.
        let bad = AiRequest { start_fen: "nonsense".into(), ..req };
        assert!(think(&mut Searcher::new(8), &bad, &NoClock, &mut |_| {}).error.is_some());
    }

    #[test]
    fn a_job_reports_each_depth_then_its_move_under_its_id() {
        let game = Game::new(Variant::International);
        let job = AiJob { id: 42, task: AiTask::Search(AiRequest::new(&game, Limits::depth(4))) };
        let mut updates = Vec::new();
        run_job(&mut Searcher::new(12), &job, &NoClock, &mut |u| updates.push(u));
        let Some(AiUpdate::Done { id: 42, reply }) = updates.pop() else {
            panic!("the last update is the reply")
        };
        assert_eq!(reply.depth, 4);
        let reports: Vec<AiProgress> = updates
            .iter()
            .map(|u| match u {
                AiUpdate::Progress { id: 42, progress } => *progress,
                other => panic!("a progress report for job 42, got {other:?}"),
            })
            .collect();
        assert_eq!(reports.iter().map(|p| p.depth).collect::<Vec<_>>(), vec![1, 2, 3, 4]);
        assert!(reports.windows(2).all(|w| w[0].nodes <= w[1].nodes));
        assert_eq!(reports[3].score, reply.score);
        // The messages survive the trip through serde (the worker's codec).
        let text = serde_json::to_string(&AiUpdate::Done { id: 42, reply: reply.clone() }).unwrap();
        assert_eq!(serde_json::from_str::<AiUpdate>(&text).unwrap(), AiUpdate::Done { id: 42, reply });
    }

    #[test]
    fn a_judge_task_answers_the_engines_verdict_and_reads_bad_requests_as_errors() {
        let start = Position::from_fen(Variant::Brazilian, "B:W27,31:B22,3").unwrap();
        let played = start.parse_move("22-26").unwrap();
        let request = crate::review::JudgeRequest::new(&Game::from_position(start), &played);
        let job = AiJob { id: 9, task: AiTask::Judge(request.clone()) };
        let text = serde_json::to_string(&job).unwrap();
        let job: AiJob = serde_json::from_str(&text).unwrap();
        let mut updates = Vec::new();
        run_job(&mut Searcher::new(8), &job, &NoClock, &mut |u| updates.push(u));
        let [AiUpdate::Done { id: 9, reply }] = &updates[..] else { panic!("one answer: {updates:?}") };
        let judged = reply.judged.as_ref().unwrap();
        assert!(judged.loss >= damas_engine::teaching::BLUNDER);
        assert_eq!(judged.refutation[0], "31x22");
        let bad = crate::review::JudgeRequest { played: "1-5".into(), ..request };
        let reply = judge(&bad, &NoClock);
        assert!(reply.error.is_some() && reply.judged.is_none());
    }

    #[test]
    fn lesson_tasks_answer_the_lessons_own_reply_and_hint() {
        use crate::lessons::{self, Attempt, Replies};
        let level = lessons::stages()
            .iter()
            .flat_map(|s| s.levels.iter())
            .find(|l| l.opponent == Replies::Engine && !l.solution.is_empty())
            .unwrap();
        let mut attempt = Attempt::new(level);
        attempt.play_text(level.solution[0]).unwrap();
        // The reply: the same move as the lesson's native check plays.
        let after = level.position().after(&level.position().parse_move(level.solution[0]).unwrap());
        let job = AiJob { id: 5, task: AiTask::lesson_reply(&after) };
        let mut updates = Vec::new();
        run_job(&mut Searcher::new(8), &job, &NoClock, &mut |u| updates.push(u));
        let [AiUpdate::Done { id: 5, reply }] = &updates[..] else { panic!("one answer: {updates:?}") };
        assert_eq!(reply.best, attempt.replies()[0].map(|m| m.full_text()));
        // The hint, for the attempt rebuilt from its record.
        let task = AiTask::LessonHint { level: lessons::level_key(level), record: attempt.record() };
        let text = serde_json::to_string(&task).unwrap();
        let task: AiTask = serde_json::from_str(&text).unwrap();
        let reply = task.answer_lesson().unwrap();
        assert_eq!(reply.best, lessons::hint(level, &attempt).map(|m| m.full_text()));
        assert!(reply.error.is_none());
        // Bad tasks are answered with an error.
        let bad = AiTask::LessonHint { level: "no-such".into(), record: vec![] };
        assert!(bad.answer_lesson().unwrap().error.is_some());
        let bad = AiTask::LessonReply { variant: "brazilian".into(), fen: "junk".into() };
        assert!(bad.answer_lesson().unwrap().error.is_some());
    }

    const ENGLISH_BOOK: &str = "damas-book 1 english margin 10\n- : 11-15 5 9-14 0 10-14 2\n";

    /// A fake server: the files it holds, and the paths asked of it.
    fn server<'a>(
        files: &'a [(&'a str, &'a str)],
        asked: &'a mut Vec<String>,
    ) -> impl FnMut(&str) -> Option<Vec<u8>> + 'a {
        move |path: &str| {
            asked.push(path.to_string());
            files.iter().find(|(p, _)| *p == path).map(|(_, text)| text.as_bytes().to_vec())
        }
    }

    #[test]
    fn the_worker_loads_the_played_rule_sets_book_once_and_plays_from_it() {
        let files = [
            (KnowledgeStore::LIST, "book/english.txt\nbook/russian.txt\n"),
            ("book/english.txt", ENGLISH_BOOK),
            ("book/russian.txt", "damas-book 1 russian margin 10\n- : 22-18 0\n"),
        ];
        let mut asked = Vec::new();
        let mut fetch = server(&files, &mut asked);
        let mut store = KnowledgeStore::default();
        let mut searcher = Searcher::new(12);
        let game = Game::new(Variant::English);
        let book_moves = ["11-15", "9-14", "10-14"];
        let mut seen = std::collections::HashSet::new();
        for seed in 0..12 {
            // Shallow: `NoClock` never ends Empresário's time.
            let request = AiRequest { depth: 3, ..AiRequest::for_level(&game, Level::Empresario, seed) };
            store.prepare(&mut searcher, &AiTask::Search(request.clone()), &mut fetch);
            let reply = think(&mut searcher, &request, &NoClock, &mut |_| {});
            let best = reply.best.unwrap();
            assert!(book_moves.contains(&best.as_str()), "{best}");
            seen.insert(best);
        }
        assert!(seen.len() > 1, "the seed varies the book move: {seen:?}");
        // A level that does not use the book searches.
        assert!(searcher.book().is_some());
        let request = AiRequest::for_level(&game, Level::Motorista, 1);
        store.prepare(&mut searcher, &AiTask::Search(request.clone()), &mut fetch);
        assert!(searcher.book().is_none());
        assert_eq!(searcher.contempt(), 0);
        assert!(think(&mut searcher, &request, &NoClock, &mut |_| {}).best.is_some());
        // A rule set without data: nothing fetched for it (a shallow search:
        // `NoClock` never ends Empresário's time).
        let request =
            AiRequest { depth: 4, ..AiRequest::for_level(&Game::new(Variant::Thai), Level::Empresario, 1) };
        store.prepare(&mut searcher, &AiTask::Search(request.clone()), &mut fetch);
        assert!(think(&mut searcher, &request, &NoClock, &mut |_| {}).depth > 0);
        // Empresário plays on in thai's nearly level positions; a lesson's
        // reply scores a draw level.
        assert!(searcher.contempt() > 0);
        assert_eq!(searcher.contempt(), Level::Empresario.contempt(Variant::Thai));
        store.prepare(&mut searcher, &AiTask::lesson_reply(game.position()), &mut fetch);
        assert_eq!(searcher.contempt(), 0);
        drop(fetch);
        // The list once, the English book once, never Russian's.
        assert_eq!(asked, vec!["files.txt", "book/english.txt"]);
        assert!(store.problems().is_empty());
    }

    #[test]
    fn the_worker_loads_the_played_rule_sets_endgame_tables_and_keeps_a_win() {
        use damas_engine::endgame::{EndgameTables, TableValue};
        let tables = EndgameTables::build(Variant::English, 3, &mut |_, _| {});
        let bytes = tables.to_bytes();
        let mut asked = Vec::new();
        let mut fetch = |path: &str| {
            asked.push(path.to_string());
            match path {
                KnowledgeStore::LIST => Some(b"endgame/english.egdb\nendgame/russian.egdb\n".to_vec()),
                "endgame/english.egdb" => Some(bytes.clone()),
                _ => None,
            }
        };
        let mut store = KnowledgeStore::default();
        let mut searcher = Searcher::new(12);
        // Two kings against one in a single corner: won in 7 plies.
        let pos = damas_engine::Position::from_fen(Variant::English, "W:WK22,K23:BK4").unwrap();
        let game = Game::from_position(pos);
        let request = AiRequest { depth: 3, ..AiRequest::for_level(&game, Level::Empresario, 1) };
        store.prepare(&mut searcher, &AiTask::Search(request.clone()), &mut fetch);
        assert!(searcher.endgame().is_some());
        let reply = think(&mut searcher, &request, &NoClock, &mut |_| {});
        let best = pos.parse_move(&reply.best.unwrap()).unwrap();
        // The move leads to a position the tables call lost for the opponent,
        // one ply nearer.
        assert_eq!(tables.probe(&pos.after(&best), 1), Some(TableValue::Loss { plies: 6 }));
        // A weaker level searches without them.
        let request = AiRequest { depth: 3, ..AiRequest::for_level(&game, Level::Domador, 1) };
        store.prepare(&mut searcher, &AiTask::Search(request), &mut fetch);
        assert!(searcher.endgame().is_none());
        assert_eq!(asked, vec!["files.txt", "endgame/english.egdb"]);
        assert!(store.problems().is_empty());
    }

    #[test]
    fn a_missing_or_corrupt_book_leaves_the_plain_engine() {
        let game = Game::new(Variant::English);
        // Shallow: `NoClock` never ends Empresário's time.
        let request = AiRequest { depth: 4, ..AiRequest::for_level(&game, Level::Empresario, 3) };
        let task = AiTask::Search(request.clone());
        for files in [
            // Listed but not served (a 404, a blocked request).
            vec![(KnowledgeStore::LIST, "book/english.txt\n")],
            // Corrupt: an illegal move.
            vec![
                (KnowledgeStore::LIST, "book/english.txt\n"),
                ("book/english.txt", "damas-book 1 english margin 5\n- : 22-18 0\n"),
            ],
            // No list at all: nothing else is asked.
            vec![],
        ] {
            let mut asked = Vec::new();
            let mut store = KnowledgeStore::default();
            let mut searcher = Searcher::new(12);
            store.prepare(&mut searcher, &task, &mut server(&files, &mut asked));
            assert!(searcher.book().is_none());
            let reply = think(&mut searcher, &request, &NoClock, &mut |_| {});
            assert!(reply.depth > 0 && reply.error.is_none());
            let mut after = game.clone();
            after.play_text(&reply.best.unwrap()).unwrap();
            assert_eq!(store.problems().len(), usize::from(!files.is_empty()), "{files:?}");
        }
    }
}

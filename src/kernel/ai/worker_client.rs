//! The page's side of the search worker (browser only): requests go out as
//! [`AiJob`]s, each answer comes back on its own `futures` oneshot channel
//! and reaches its caller as its request's own answer type ([`Ask`]),
//! progress reports to the request's callback. The worker starts on the
//! first request (or [`warm_up`]); [`cancel`] drops it and every pending
//! request, [`cancel_request`] one request alone.

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::marker::PhantomData;
use std::pin::Pin;
use std::task::{Context, Poll};

use damas_engine::search::{DataKind, Knowledge, Level, Limits};
use damas_engine::{Game, Variant};
use futures_channel::oneshot;
use gloo_worker::{Spawnable, WorkerBridge};

use super::answers::AiAnswer;
use super::codec::Postcard;
use super::judge::{JudgeRequest, JudgedMove};
use super::messages::{AiJob, AiReport, AiUpdate};
use super::search_request::AiRequest;
use super::search_worker::{KnowledgeStore, SearchWorker};
use super::tasks::{AiTask, Answered, Ask, GetReady};
use crate::kernel::served_file::{fetch_ahead, fetch_text};

/// A request waiting for its answer.
struct Pending {
    progress: Option<Box<dyn Fn(AiReport)>>,
    answer: oneshot::Sender<AiAnswer>,
}

thread_local! {
    /// The page's worker, if one is running.
    static BRIDGE: RefCell<Option<WorkerBridge<SearchWorker>>> = const { RefCell::new(None) };
    /// The requests waiting for an answer, by id: dropping one (a
    /// cancellation) answers its future `None`.
    static PENDING: RefCell<HashMap<u64, Pending>> = RefCell::new(HashMap::new());
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
    /// The [`get_ready`] jobs the worker has not finished: a request sent
    /// meanwhile waits for their downloads, and hears so at once.
    static READYING: RefCell<HashSet<u64>> = RefCell::new(HashSet::new());
    /// The rule sets' kinds of data the page has fetched ahead ([`prefetch`]).
    static PREFETCHED: RefCell<HashSet<(Variant, DataKind)>> = RefCell::new(HashSet::new());
}

/// Delivers what the worker sent.
fn deliver(update: AiUpdate) {
    let (id, report) = match update {
        AiUpdate::Loading { id } => (id, AiReport::LoadingData),
        AiUpdate::Progress { id, progress } => (id, AiReport::Depth(progress)),
        AiUpdate::Done { id, answer } => {
            READYING.with(|r| r.borrow_mut().remove(&id));
            if let Some(pending) = PENDING.with(|p| p.borrow_mut().remove(&id)) {
                // The future may be gone (its page left): nothing to tell.
                let _ = pending.answer.send(answer);
            }
            return;
        }
    };
    // Call outside the borrow: the callback may touch the page.
    let callback = PENDING.with(|p| p.borrow_mut().get_mut(&id).and_then(|e| e.progress.take()));
    if let Some(callback) = callback {
        callback(report);
        PENDING.with(|p| {
            if let Some(e) = p.borrow_mut().get_mut(&id) {
                e.progress = Some(callback);
            }
        });
    }
}

/// The answer to one request of type `T`: `None` once it is cancelled.
struct Answer<T> {
    id: u64,
    reply: oneshot::Receiver<AiAnswer>,
    task: PhantomData<fn() -> T>,
}

impl<T: Ask> Future for Answer<T> {
    type Output = Option<Answered<T>>;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Answered<T>>> {
        // The worker answers each task with its own answer ([`Ask`]; tested
        // natively): another's would be a bug, read as no answer.
        Pin::new(&mut self.reply).poll(cx).map(|answer| answer.ok().and_then(T::unwrap))
    }
}

impl<T> Drop for Answer<T> {
    fn drop(&mut self) {
        // Nobody waits any more: forget the request (its late answer is dropped).
        let id = self.id;
        PENDING.with(|p| p.borrow_mut().remove(&id));
    }
}

fn spawn_worker() -> WorkerBridge<SearchWorker> {
    // Our own loader (public/worker-loader.js): it starts the wasm the way
    // wasm-bindgen asks, with no warning on the console. The messages
    // travel as postcard, as the worker reads them (src/bin/worker.rs).
    SearchWorker::spawner()
        .callback(deliver)
        .encoding::<Postcard>()
        .as_module(false)
        .with_loader(true)
        .spawn("/worker-loader.js")
}

/// Registers a task and posts it to the worker (started on first use).
fn send<T: Ask>(task: T, progress: Option<Box<dyn Fn(AiReport)>>) -> (u64, Answer<T>) {
    let (answer, reply) = oneshot::channel();
    let id = post(task.into_task(), |id| {
        PENDING.with(|p| p.borrow_mut().insert(id, Pending { progress, answer }));
    });
    if READYING.with(|r| !r.borrow().is_empty()) {
        // The worker answers once it has loaded what it is getting ready
        // with: the page says the computer is getting ready, not thinking.
        deliver(AiUpdate::Loading { id });
    }
    (id, Answer { id, reply, task: PhantomData })
}

/// Posts a task to the worker (started on first use) under a fresh id,
/// `register` called with the id first; returns the id.
fn post(task: AiTask, register: impl FnOnce(u64)) -> u64 {
    let id = NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    });
    register(id);
    BRIDGE.with(|b| b.borrow_mut().get_or_insert_with(spawn_worker).send(AiJob { id, task }));
    id
}

/// Sends a search to the worker; `progress` hears that the worker loads
/// the rule set's data, if it must, and of each finished depth.
/// `None` when [`cancel`] was called before the answer came.
pub async fn request(req: AiRequest, progress: Option<Box<dyn Fn(AiReport)>>) -> Option<Answered<AiRequest>> {
    send(req, progress).1.await
}

/// Sends any task (a lesson's reply or hint, a practice's review, a
/// tactic's table verdict, a review's verdict) and returns its id at once,
/// with the future of its own answer (see [`cancel_request`]).
pub fn request_task<T: Ask>(task: T) -> (u64, impl Future<Output = Option<Answered<T>>>) {
    send(task, None)
}

/// Sends a search and returns its id at once, with the future of its
/// answer: [`cancel_request`] can then drop this one request alone.
pub fn request_with_id(
    game: &Game,
    limits: Limits,
) -> (u64, impl Future<Output = Option<Answered<AiRequest>>> + use<>) {
    send(AiRequest::new(game, limits), None)
}

/// Stops waiting for one request: its future answers `None` at once and
/// its late answer is ignored. The worker is kept (it finishes that search
/// first, so use this for short searches; [`cancel`] drops the worker
/// itself).
pub fn cancel_request(id: u64) {
    PENDING.with(|p| p.borrow_mut().remove(&id));
}

/// Starts the worker now if none is running, so that the first request
/// does not wait for it to load (a page that will ask soon calls this).
pub fn warm_up() {
    BRIDGE.with(|b| {
        b.borrow_mut().get_or_insert_with(spawn_worker);
    });
}

/// Starts the worker if none runs and has it load the data a level's
/// moves need in `variant` ([`GetReady`]), so that the first move waits
/// for no download: a page that will soon ask for a level's move calls it
/// when it opens. Nobody waits for its answer, so [`cancel`] leaves the
/// worker to finish it.
pub fn get_ready(variant: Variant, level: Level) {
    let task = GetReady { variant, level }.into_task();
    leptos::task::spawn_local(prefetch(task.clone()));
    post(task, |id| {
        READYING.with(|r| r.borrow_mut().insert(id));
    });
}

/// Fetches on the page the data files `task` needs
/// ([`KnowledgeStore::needs`]), at the addresses the worker asks for
/// ([`Knowledge::addresses`]), while the worker downloads its code: the
/// browser keeps a file at its digest's address (for a year:
/// server/src/app_files.rs), so the worker's own request is then answered
/// from that cache, not after a round trip and the download. Nothing is
/// reported: the worker asks again for a file that did not come.
async fn prefetch(task: AiTask) {
    let Some((variant, kinds)) = KnowledgeStore::needs(&task) else { return };
    // Each kind once in the page's life, as the worker loads it.
    let kinds: Vec<DataKind> = PREFETCHED
        .with(|p| kinds.iter().copied().filter(|&kind| p.borrow_mut().insert((variant, kind))).collect());
    if kinds.is_empty() {
        return;
    }
    let Ok(list) = fetch_text(&format!("/data/ai/{}", KnowledgeStore::LIST)).await else { return };
    for (_, _, address) in Knowledge::addresses(variant, &kinds, Some(&list)) {
        leptos::task::spawn_local(async move {
            let _ = fetch_ahead(&format!("/data/ai/{address}")).await;
        });
    }
}

/// The move of a level in the current position of `game`.
pub async fn request_move(game: &Game, level: Level, seed: u64) -> Option<Answered<AiRequest>> {
    request(AiRequest::for_level(game, level, seed), None).await
}

/// The move of a level, with a report while the worker loads the rule
/// set's data and after each finished depth.
pub async fn request_move_watched(
    game: &Game,
    level: Level,
    seed: u64,
    progress: impl Fn(AiReport) + 'static,
) -> Option<Answered<AiRequest>> {
    request(AiRequest::for_level(game, level, seed), Some(Box::new(progress))).await
}

/// A search within any limits (draw offers, benchmarks, hints).
pub async fn request_with(game: &Game, limits: Limits) -> Option<Answered<AiRequest>> {
    request(AiRequest::new(game, limits), None).await
}

/// Stops every pending request: each answers `None` at once and hears no
/// more progress. If one was pending, the worker is told to close (it does
/// when its current search ends: a search cannot be stopped otherwise) and
/// the next request starts a fresh one. With none pending, the worker is
/// kept, with the data it loaded ([`get_ready`]'s included): nothing of
/// ours runs in it but what its page no longer waits for.
pub fn cancel() {
    // Dropped outside the borrow: a waking future may send a new request.
    let dropped = PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()));
    if !dropped.is_empty() {
        BRIDGE.with(|b| b.borrow_mut().take());
        READYING.with(|r| r.borrow_mut().clear());
    }
    drop(dropped);
}

/// Asks the worker to judge a move. A request cancelled while `alive()`
/// (the page just left behind stops the worker as this one starts) is sent
/// again, a few times; `None` when the page is gone or the worker could
/// not judge it.
pub async fn request_judgement(request: JudgeRequest, alive: impl Fn() -> bool) -> Option<JudgedMove> {
    for _ in 0..4 {
        let (_, answer) = request_task(request.clone());
        match answer.await {
            Some(answered) => return answered.ok(),
            None if alive() => continue,
            None => return None,
        }
    }
    None
}

//! The search worker's side: [`run_job`] answers a job (a search with a
//! progress report per finished depth, a lesson's reply or hint, a review's
//! verdict), [`KnowledgeStore`] loads each rule set's book, tables and
//! learned weights at its first search. Plain Rust, tested natively; in the
//! browser, `SearchWorker` (`src/bin/worker.rs`, built by Trunk as
//! `worker.js`) runs it off the page's thread.

use std::collections::{HashMap, HashSet};

use damas_engine::search::{Clock, DataKind, Knowledge, LoadProblem, Searcher};
use damas_engine::teaching::ReviewOptions;
use damas_engine::Variant;

use super::answers::Searched;
use super::lesson_answers::LessonAnswers;
use super::messages::{AiJob, AiProgress, AiUpdate};
use super::refusal::WhyRefused;
use super::search_request::AiRequest;
use super::tasks::{answer_to, AiTask, GetReady};

/// The lessons' answers the worker uses ([`answer_lessons_with`]).
static LESSONS: std::sync::OnceLock<LessonAnswers> = std::sync::OnceLock::new();

/// Gives the worker the lessons' answers to their tasks (the worker binary
/// calls it with `crate::learn::LESSON_ANSWERS` before it
/// starts; the kernel knows no lesson). Later calls change nothing.
pub fn answer_lessons_with(answers: LessonAnswers) {
    let _ = LESSONS.set(answers);
}

/// The registered lessons' answers, or none (their tasks refused).
fn lessons() -> LessonAnswers {
    LESSONS.get().copied().unwrap_or(LessonAnswers::NONE)
}

/// Answers a job, each task with its own answer ([`super::Ask`]): for a
/// search, `send` gets a progress report after each finished depth; then
/// the answer.
pub fn run_job(searcher: &mut Searcher, job: &AiJob, clock: &dyn Clock, send: &mut dyn FnMut(AiUpdate)) {
    let id = job.id;
    let lessons = lessons();
    let tables = searcher.endgame().cloned();
    let tables = tables.as_deref();
    let answer = match &job.task {
        AiTask::Search(request) => answer_to(
            request,
            think(searcher, request, clock, &mut |progress| send(AiUpdate::Progress { id, progress })),
        ),
        AiTask::Judge(request) => answer_to(request, request.answer(ReviewOptions::browser())),
        AiTask::Analyse(request) => answer_to(request, request.answer(searcher, clock)),
        AiTask::TableVerdict(tactic) => answer_to(tactic, tactic.verdict(tables)),
        AiTask::LessonReply(reply) => answer_to(reply, (lessons.reply)(reply)),
        AiTask::LessonHint(hint) => answer_to(hint, (lessons.hint)(hint, tables)),
        AiTask::PracticeReview(review) => answer_to(review, (lessons.review)(review, tables)),
        // Its data was loaded by [`KnowledgeStore::prepare`], before this.
        AiTask::GetReady(ready) => answer_to(ready, Ok(())),
    };
    send(AiUpdate::Done { id, answer });
}

/// Runs the search a request asks for; `on_progress` hears of every
/// finished depth. A game that does not read is refused.
pub fn think(
    searcher: &mut Searcher,
    request: &AiRequest,
    clock: &dyn Clock,
    on_progress: &mut dyn FnMut(AiProgress),
) -> Result<Searched, WhyRefused> {
    let game = request.game().map_err(|_| WhyRefused::UnreadableGame)?;
    let result = searcher.search(&game, &request.limits(), clock, None, &mut |info| {
        on_progress(AiProgress {
            depth: info.depth,
            score: info.score,
            nodes: info.nodes,
            elapsed_ms: info.elapsed_ms,
        })
    });
    Ok(Searched {
        best: result.best,
        score: result.score,
        depth: result.depth,
        nodes: result.nodes,
        elapsed_ms: clock.elapsed_ms(),
    })
}

/// The per-rule-set data files (opening books, endgame tables, and whatever
/// [`Knowledge`] learns to hold) the worker has loaded: a rule set's files
/// are fetched at its first task that needs them, only the kinds that task
/// needs ([`KnowledgeStore::needs`]: a level that does not play from the
/// book waits only for the learned weights), and kept for the worker's
/// life. The build lists the files it holds in `data/ai/files.txt`
/// ([`Self::LIST`]), each with a digest of its bytes; only listed files of
/// the rule set are fetched, at an address that names their content
/// ([`Knowledge::address`]), so a rule set without data costs no request
/// and no 404, and the service worker may answer from its cache. A list or
/// file that cannot be fetched or read leaves the plain engine, noted in
/// [`Self::problems`], never raised: play goes on.
#[derive(Debug, Default)]
pub struct KnowledgeStore {
    /// The build's list, once fetched (`Some(None)`: could not be fetched).
    list: Option<Option<String>>,
    loaded: HashMap<Variant, Knowledge>,
    /// The kinds of each rule set's data asked for so far (loaded or not).
    tried: HashSet<(Variant, DataKind)>,
    problems: Vec<LoadProblem>,
}

impl KnowledgeStore {
    /// The list of the build's data files, under `data/ai/`.
    pub const LIST: &'static str = "files.txt";

    /// The data `task` searches with: its rule set and the kinds of file.
    /// A level's move needs the learned weights, and the book and tables
    /// too if it plays from them ([`AiRequest::uses_book`]); a practice's
    /// hint or review, and a tactic's table verdict, every kind of its rule
    /// set; an analysis the tables and the weights, never the book; other
    /// tasks none (the plain engine).
    pub fn needs(task: &AiTask) -> Option<(Variant, &'static [DataKind])> {
        match task {
            // A level's move: the learned weights, and the book and tables
            // if it plays from the book.
            AiTask::Search(request) => Some((request.game.variant, Self::for_a_move(request.uses_book()))),
            AiTask::GetReady(GetReady { variant, level }) => {
                Some((*variant, Self::for_a_move(level.uses_book())))
            }
            AiTask::Analyse(request) => Some((request.game.variant, &[DataKind::Endgame, DataKind::Eval])),
            _ => lessons().tables_for(task).map(|variant| (variant, &DataKind::ALL[..])),
        }
    }

    /// The kinds of data a move needs: every kind with the book, else the
    /// learned weights alone.
    fn for_a_move(uses_book: bool) -> &'static [DataKind] {
        if uses_book {
            &DataKind::ALL
        } else {
            &[DataKind::Eval]
        }
    }

    /// Whether getting `task` ready fetches files: the first time its rule
    /// set's data, or a kind of it, is needed (the page then says the
    /// computer is getting ready rather than thinking).
    pub fn will_fetch(&self, task: &AiTask) -> bool {
        KnowledgeStore::needs(task)
            .is_some_and(|(variant, kinds)| kinds.iter().any(|&kind| !self.tried.contains(&(variant, kind))))
    }

    /// Gets `task`'s searcher ready: loads the data it needs the first time
    /// ([`KnowledgeStore::needs`]; `fetch` answers an address under
    /// `data/ai/` with the file's bytes, or `None`) and gives the searcher
    /// what the request asks for (the book and tables only for a level that
    /// uses them, its contempt: [`AiRequest::level`]). Tasks that need no
    /// data search with the plain engine, a draw scored level.
    pub fn prepare(
        &mut self,
        searcher: &mut Searcher,
        task: &AiTask,
        fetch: &mut dyn FnMut(&str) -> Option<Vec<u8>>,
    ) {
        let contempt = match task {
            AiTask::Search(request) => request.contempt(),
            _ => 0,
        };
        searcher.set_contempt(contempt);
        let use_book = match task {
            AiTask::Search(request) => request.uses_book(),
            _ => true,
        };
        match KnowledgeStore::needs(task) {
            Some((variant, kinds)) => self.knowledge(variant, kinds, fetch).apply(searcher, use_book),
            None => Knowledge::default().apply(searcher, false),
        }
        if let AiTask::Analyse(_) = task {
            // The tables and the learned evaluation, never the book (loaded
            // for Empresário): an analysis searches every move.
            searcher.set_book(None);
        }
    }

    /// The data of `variant`, its `kinds` fetched on the first call that
    /// asks for them.
    pub fn knowledge(
        &mut self,
        variant: Variant,
        kinds: &[DataKind],
        fetch: &mut dyn FnMut(&str) -> Option<Vec<u8>>,
    ) -> &Knowledge {
        let missing: Vec<DataKind> =
            kinds.iter().copied().filter(|&kind| self.tried.insert((variant, kind))).collect();
        let knowledge = self.loaded.entry(variant).or_default();
        if !missing.is_empty() {
            let list = self
                .list
                .get_or_insert_with(|| fetch(Self::LIST).and_then(|bytes| String::from_utf8(bytes).ok()));
            // Without the list, nothing is fetched: no request can fail.
            let problems =
                knowledge.load_kinds(variant, &missing, Some(list.as_deref().unwrap_or("")), fetch);
            self.problems.extend(problems);
        }
        knowledge
    }

    /// The files that could not be used so far (for a status or a test).
    pub fn problems(&self) -> &[LoadProblem] {
        &self.problems
    }
}

#[cfg(target_arch = "wasm32")]
pub use web::*;

#[cfg(target_arch = "wasm32")]
mod web {
    use damas_engine::search::{Clock, Searcher};
    use gloo_worker::{HandlerId, Worker, WorkerScope};
    use wasm_bindgen::JsCast;

    use super::{run_job, AiJob, AiUpdate, KnowledgeStore};

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

    /// Fetches `data/ai/<address>` synchronously (allowed in a worker, which
    /// may block: the search would wait for the file anyway). `None` on
    /// any failure: a network error, a status other than 200.
    ///
    /// A synchronous XHR, not gloo-net like the page's requests: gloo-net
    /// only has asynchronous ones, and the files are read inside the
    /// knowledge's synchronous `prepare`.
    fn fetch_data(address: &str) -> Option<Vec<u8>> {
        use web_sys::{XmlHttpRequest, XmlHttpRequestResponseType};
        // The list, fetched by the loader (public/worker-loader.js) while
        // the wasm downloaded, if it came: one round trip saved.
        if address == KnowledgeStore::LIST {
            let loaded = js_sys::Reflect::get(&js_sys::global(), &"damasDataList".into()).ok();
            if let Some(list) = loaded.and_then(|list| list.as_string()) {
                return Some(list.into_bytes());
            }
        }
        // The worker runs from a blob: URL (gloo-worker's loader), where a
        // path alone is not a URL: the page's origin comes first.
        let location = js_sys::Reflect::get(&js_sys::global(), &"location".into()).ok()?;
        let origin = js_sys::Reflect::get(&location, &"origin".into()).ok()?.as_string()?;
        let xhr = XmlHttpRequest::new().ok()?;
        xhr.open_with_async("GET", &format!("{origin}/data/ai/{address}"), false).ok()?;
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
            if self.knowledge.will_fetch(&job.task) {
                // Posted at once: the page says so while the files come.
                scope.respond(id, AiUpdate::Loading { id: job.id });
            }
            self.knowledge.prepare(searcher, &job.task, &mut fetch_data);
            // `respond` posts at once, so progress leaves while the search runs.
            run_job(searcher, &job, &clock, &mut |update| scope.respond(id, update));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::ai::judge::JudgeRequest;
    use crate::kernel::ai::{codec, AiAnswer, Ask, LessonReply, TacticLine};
    use damas_engine::search::{Level, Limits, NoClock};
    use damas_engine::{Game, Position};

    #[test]
    fn a_request_round_trips_a_game_and_answers_a_legal_move() {
        let mut game = Game::new(Variant::Brazilian);
        game.play_text("22-18").unwrap();
        game.play_text("11-15").unwrap();
        let req = AiRequest::for_level(&game, Level::Domador, 7);
        assert_eq!(req.game().unwrap().position(), game.position());
        let mut depths = Vec::new();
        let reply = think(&mut Searcher::new(12), &req, &NoClock, &mut |p| depths.push(p.depth)).unwrap();
        let mut after = game.clone();
        after.play(&reply.best.unwrap()).unwrap();
        assert!(reply.depth >= 1);
        // One report per finished depth, the last one the reply's.
        assert_eq!(depths, (1..=reply.depth).collect::<Vec<_>>());
        // A bad request is refused, typed, not a panic.
        let mut bad = req;
        bad.game.start_fen = "nonsense".into();
        assert_eq!(
            think(&mut Searcher::new(8), &bad, &NoClock, &mut |_| {}),
            Err(WhyRefused::UnreadableGame)
        );
    }

    #[test]
    fn a_job_reports_each_depth_then_its_move_under_its_id() {
        let game = Game::new(Variant::International);
        let job = AiJob { id: 42, task: AiTask::Search(AiRequest::new(&game, Limits::depth(4))) };
        let mut updates = Vec::new();
        run_job(&mut Searcher::new(12), &job, &NoClock, &mut |u| updates.push(u));
        let Some(AiUpdate::Done { id: 42, answer }) = updates.pop() else {
            panic!("the last update is the answer")
        };
        let reply = AiRequest::unwrap(answer.clone()).expect("a search's answer").unwrap();
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
        // The messages survive the trip through the worker's codec.
        let done = AiUpdate::Done { id: 42, answer };
        assert_eq!(codec::decode::<AiUpdate>(&codec::encode(&done)).unwrap(), done);
    }

    #[test]
    fn a_judge_task_answers_the_engines_verdict_and_reads_bad_requests_as_errors() {
        let start = Position::from_fen(Variant::Brazilian, "B:W27,31:B22,3").unwrap();
        let played = start.parse_move("22-26").unwrap();
        let request = JudgeRequest::new(&Game::from_position(start), &played);
        let job = AiJob { id: 9, task: AiTask::Judge(request.clone()) };
        let job: AiJob = codec::decode(&codec::encode(&job)).unwrap();
        let mut updates = Vec::new();
        run_job(&mut Searcher::new(8), &job, &NoClock, &mut |u| updates.push(u));
        let [AiUpdate::Done { id: 9, answer }] = &updates[..] else { panic!("one answer: {updates:?}") };
        let judged = JudgeRequest::unwrap(answer.clone()).expect("a judgement").unwrap();
        assert!(judged.loss >= damas_engine::teaching::BLUNDER);
        assert_eq!(judged.refutation[0].full_text(), "31x22");
        // Black's move again, with White to move: refused.
        let white_to_move = start.after(&played);
        let bad = JudgeRequest { played: white_to_move.legal_moves()[0], ..request };
        let job = AiJob { id: 10, task: AiTask::Judge(bad) };
        let mut updates = Vec::new();
        run_job(&mut Searcher::new(8), &job, &NoClock, &mut |u| updates.push(u));
        let refused = AiAnswer::Refused(WhyRefused::IllegalMove);
        assert_eq!(updates, [AiUpdate::Done { id: 10, answer: refused }]);
    }

    #[test]
    fn a_task_the_worker_cannot_read_is_refused_with_its_reason() {
        let game = Game::new(Variant::Brazilian);
        let mut search = AiRequest::new(&game, Limits::depth(2));
        search.game.start_fen = "nonsense".into();
        let tactic = |fen: &str, line: &str| TacticLine {
            variant: Variant::Turkish,
            fen: fen.into(),
            line: vec![line.into()],
        };
        for (task, why) in [
            (AiTask::Search(search), WhyRefused::UnreadableGame),
            (AiTask::TableVerdict(tactic("junk", "a1xh1")), WhyRefused::UnreadablePosition),
            (AiTask::TableVerdict(tactic("W:WKh2,Ka1:Bb2,Kg1", "a1-a9")), WhyRefused::UnreadableLine),
        ] {
            let mut updates = Vec::new();
            run_job(&mut Searcher::new(8), &AiJob { id: 1, task }, &NoClock, &mut |u| updates.push(u));
            assert_eq!(updates, [AiUpdate::Done { id: 1, answer: AiAnswer::Refused(why) }]);
        }
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

    /// A fake server of English's data at their digests' addresses
    /// (`list` names them; the tables are never served): the list, the
    /// book at `?v=0a1b` and made-up learned weights at `?v=4e5f`. It
    /// notes each address asked of it in `asked`.
    fn english_data<'a>(
        list: &'a str,
        asked: &'a mut Vec<String>,
    ) -> impl FnMut(&str) -> Option<Vec<u8>> + 'a {
        use damas_engine::search::{Family, LearnedEval};
        let weights = LearnedEval::new(Family::ShortEight, 100, 300).to_bytes();
        move |address: &str| {
            asked.push(address.to_string());
            match address {
                KnowledgeStore::LIST => Some(list.as_bytes().to_vec()),
                "book/english.txt?v=0a1b" => Some(ENGLISH_BOOK.as_bytes().to_vec()),
                "eval/short-eight.dmle?v=4e5f" => Some(weights.clone()),
                _ => None,
            }
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
            let reply = think(&mut searcher, &request, &NoClock, &mut |_| {}).unwrap();
            let best = reply.best.unwrap().full_text();
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
        assert!(think(&mut searcher, &request, &NoClock, &mut |_| {}).unwrap().best.is_some());
        // A rule set without data: nothing fetched for it (a shallow search:
        // `NoClock` never ends Empresário's time).
        let request =
            AiRequest { depth: 4, ..AiRequest::for_level(&Game::new(Variant::Thai), Level::Empresario, 1) };
        store.prepare(&mut searcher, &AiTask::Search(request.clone()), &mut fetch);
        assert!(think(&mut searcher, &request, &NoClock, &mut |_| {}).unwrap().depth > 0);
        // Empresário plays on in thai's nearly level positions; a lesson's
        // reply scores a draw level.
        assert!(searcher.contempt() > 0);
        assert_eq!(searcher.contempt(), Level::Empresario.contempt(Variant::Thai));
        store.prepare(&mut searcher, &AiTask::LessonReply(LessonReply::new(game.position())), &mut fetch);
        assert_eq!(searcher.contempt(), 0);
        drop(fetch);
        // The list once, the English book once, never Russian's.
        assert_eq!(asked, vec!["files.txt", "book/english.txt"]);
        assert!(store.problems().is_empty());
    }

    #[test]
    fn a_level_without_the_book_waits_only_for_the_weights_and_the_worker_says_when_it_loads() {
        let list = "book/english.txt 0a1b\nendgame/english.egdb 2c3d\neval/short-eight.dmle 4e5f\n";
        let mut asked = Vec::new();
        let mut fetch = english_data(list, &mut asked);
        let mut store = KnowledgeStore::default();
        let mut searcher = Searcher::new(12);
        let game = Game::new(Variant::English);
        let domador = AiTask::Search(AiRequest::for_level(&game, Level::Domador, 1));
        let empresario = AiTask::Search(AiRequest::for_level(&game, Level::Empresario, 1));
        let reply = AiTask::LessonReply(LessonReply::new(game.position()));
        assert!(store.will_fetch(&domador) && store.will_fetch(&empresario));
        assert!(!store.will_fetch(&reply), "a lesson's reply needs no data");
        store.prepare(&mut searcher, &domador, &mut fetch);
        assert!(searcher.evaluator().is_some() && searcher.book().is_none());
        // Another level without the book: nothing more to fetch.
        let motorista = AiTask::Search(AiRequest::for_level(&game, Level::Motorista, 2));
        assert!(!store.will_fetch(&domador) && !store.will_fetch(&motorista));
        // Empresário plays from the book: the book and tables come then.
        assert!(store.will_fetch(&empresario));
        store.prepare(&mut searcher, &empresario, &mut fetch);
        assert!(!store.will_fetch(&empresario));
        assert!(searcher.book().is_some() && searcher.evaluator().is_some());
        drop(fetch);
        // The list once, each file once at its digest's address.
        assert_eq!(
            asked,
            vec![
                "files.txt",
                "eval/short-eight.dmle?v=4e5f",
                "book/english.txt?v=0a1b",
                "endgame/english.egdb?v=2c3d"
            ]
        );
        // The tables were listed but not served: one problem, named by path.
        assert_eq!(
            store.problems().iter().map(|p| p.path.as_str()).collect::<Vec<_>>(),
            ["endgame/english.egdb"]
        );
    }

    #[test]
    fn getting_ready_loads_what_the_levels_first_move_needs_so_that_move_fetches_nothing() {
        let list = "book/english.txt 0a1b\neval/short-eight.dmle 4e5f\neval/ten.dmle 6a7b\n";
        let mut asked = Vec::new();
        let mut fetch = english_data(list, &mut asked);
        let mut store = KnowledgeStore::default();
        let mut searcher = Searcher::new(12);
        let game = Game::new(Variant::English);
        // Motorista plays without the book: its weights alone.
        let motorista = AiTask::GetReady(GetReady { variant: Variant::English, level: Level::Motorista });
        assert!(store.will_fetch(&motorista));
        store.prepare(&mut searcher, &motorista, &mut fetch);
        let first_move = AiTask::Search(AiRequest::for_level(&game, Level::Motorista, 1));
        assert!(!store.will_fetch(&first_move) && !store.will_fetch(&motorista));
        // Empresário's move needs its book too; ready, its move fetches nothing.
        let empresario = AiTask::GetReady(GetReady { variant: Variant::English, level: Level::Empresario });
        assert!(store.will_fetch(&empresario));
        store.prepare(&mut searcher, &empresario, &mut fetch);
        assert!(!store.will_fetch(&AiTask::Search(AiRequest::for_level(&game, Level::Empresario, 1))));
        drop(fetch);
        // Never another rule set's weights; the book after the weights.
        assert_eq!(asked, vec!["files.txt", "eval/short-eight.dmle?v=4e5f", "book/english.txt?v=0a1b"]);
        // The worker answers it as done.
        let mut answers = Vec::new();
        run_job(&mut searcher, &AiJob { id: 5, task: empresario }, &NoClock, &mut |u| answers.push(u));
        assert_eq!(answers, vec![AiUpdate::Done { id: 5, answer: AiAnswer::GetReady(()) }]);
    }

    #[test]
    // Its search runs on StdClock (std's Instant, which wasm32 lacks).
    #[cfg(not(target_arch = "wasm32"))]
    fn an_analysis_gets_the_rule_sets_tables_but_never_its_book() {
        use damas_engine::endgame::EndgameTables;
        let bytes = EndgameTables::build(Variant::English, 3, &mut |_, _| {}).to_bytes();
        let mut fetch = |path: &str| match path {
            KnowledgeStore::LIST => Some(b"book/english.txt\nendgame/english.egdb\n".to_vec()),
            "book/english.txt" => Some(ENGLISH_BOOK.as_bytes().to_vec()),
            "endgame/english.egdb" => Some(bytes.clone()),
            _ => None,
        };
        let mut store = KnowledgeStore::default();
        let mut searcher = Searcher::new(12);
        // Empresário first: book and tables given.
        let game = Game::new(Variant::English);
        let level = AiRequest::for_level(&game, Level::Empresario, 1);
        store.prepare(&mut searcher, &AiTask::Search(level), &mut fetch);
        assert!(searcher.book().is_some() && searcher.endgame().is_some());
        let task = AiTask::Analyse(crate::kernel::ai::AnalysisRequest::new(&game, 100, 3));
        store.prepare(&mut searcher, &task, &mut fetch);
        assert!(searcher.book().is_none(), "an analysis searches every move");
        assert!(searcher.endgame().is_some());
        assert_eq!(searcher.contempt(), 0);
        let mut answers = Vec::new();
        let clock = damas_engine::search::StdClock::start();
        run_job(&mut searcher, &AiJob { id: 3, task }, &clock, &mut |u| answers.push(u));
        let Some(AiUpdate::Done { id: 3, answer: AiAnswer::Analyse(analysed) }) = answers.pop() else {
            panic!("an analysis answers its lines")
        };
        assert_eq!(analysed.lines.len(), 3);
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
        let reply = think(&mut searcher, &request, &NoClock, &mut |_| {}).unwrap();
        let best = reply.best.unwrap();
        assert!(pos.legal_moves().contains(&best));
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

    /// turkish-t0140 (issue 51): the worker loads the Turkish tables and
    /// says that taking the man (h2xa2) only draws where a1xh1 wins.
    #[test]
    fn a_tactics_table_verdict_is_read_with_the_tables_the_worker_loads() {
        let bytes =
            std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/engine/data/endgame/turkish.egdb")).unwrap();
        let mut fetch = |path: &str| match path {
            KnowledgeStore::LIST => Some(b"endgame/turkish.egdb\n".to_vec()),
            "endgame/turkish.egdb" => Some(bytes.clone()),
            _ => None,
        };
        let fen = "W:WKh2,Ka1:Bb2,Kg1".to_string();
        let task = AiTask::TableVerdict(TacticLine {
            variant: Variant::Turkish,
            fen: fen.clone(),
            line: vec!["a1xh1".into()],
        });
        let job = AiJob { id: 5, task };
        let mut store = KnowledgeStore::default();
        let mut searcher = Searcher::new(12);
        store.prepare(&mut searcher, &job.task, &mut fetch);
        let mut replies = Vec::new();
        run_job(&mut searcher, &job, &NoClock, &mut |u| replies.push(u));
        let [AiUpdate::Done { id: 5, answer }] = &replies[..] else { panic!("{replies:?}") };
        let verdict =
            TacticLine::unwrap(answer.clone()).expect("a verdict").unwrap().expect("the tables decide it");
        let start = damas_engine::Position::from_fen(Variant::Turkish, &fen).unwrap();
        let wrong = start.parse_move("h2xa2").unwrap();
        assert_eq!(verdict.solution, damas_engine::teaching::TableCall::Win);
        assert!(verdict.worse.contains(&(wrong, damas_engine::teaching::TableCall::Draw)));
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
            let reply = think(&mut searcher, &request, &NoClock, &mut |_| {}).unwrap();
            assert!(reply.depth > 0);
            let mut after = game.clone();
            after.play(&reply.best.unwrap()).unwrap();
            assert_eq!(store.problems().len(), usize::from(!files.is_empty()), "{files:?}");
        }
    }
}

//! The game store: rooms and moves in SQLite (default) or PostgreSQL, with
//! the same portable SQL; migrations applied on start. Every change runs in
//! one transaction and is published to live watchers after its commit.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyConnection, AnyPool, AssertSqlSafe, Executor, Row};
use tokio::sync::{mpsc, oneshot, Mutex};

use crate::clock::Clock;
use crate::error::ApiError;
use crate::events::Hub;
use crate::referee;
use damas_protocol::{EndReason, RoomStatus};

use crate::room::{Action, Applied, Loaded, Room, StoredMove};

/// The migrations, in order (portable SQL; statements end with `;`).
const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../migrations/0001_rooms.sql")),
    (2, include_str!("../migrations/0002_draw_declined.sql")),
];

/// Which database the store runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// An embedded SQLite file (one server process per file).
    Sqlite,
    /// PostgreSQL (several server processes may share it).
    Postgres,
}

/// The store: a connection pool, the clock, and the live-event hub.
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// SQLite has one writer at a time: writes queue here instead of
    /// failing with "database is locked".
    writer: Arc<Mutex<()>>,
    clock: Arc<dyn Clock>,
    /// Live events of the rooms watched through this process.
    pub hub: Arc<Hub>,
    rooms: Arc<RoomCache>,
    /// SQLite: the changed rooms waiting for the next group commit.
    group: Option<mpsc::UnboundedSender<Pending>>,
}

/// Rooms by id with their replayed games, as this process last read or
/// wrote them: a read whose row has the same version takes the game from
/// here (no reload, no replay), and an action starts from here without
/// reading the row (see [`Store::act_with`]).
#[derive(Default)]
struct RoomCache(std::sync::Mutex<HashMap<String, Arc<Loaded>>>);

impl RoomCache {
    fn get(&self, id: &str) -> Option<Arc<Loaded>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).get(id).cloned()
    }

    /// Keeps a room as read or written, unless a newer version is kept (a
    /// read that raced a write may finish after it).
    fn remember(&self, l: Arc<Loaded>) {
        let mut rooms = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if rooms.get(&l.room.id).is_some_and(|kept| kept.room.version > l.room.version) {
            return;
        }
        if rooms.len() >= CACHED_ROOMS {
            rooms.clear();
        }
        rooms.insert(l.room.id.clone(), l);
    }

    fn forget(&self, id: &str) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).remove(id);
    }
}

/// A changed room waiting for its group commit, and who waits for it:
/// told `Ok(true)` once committed, `Ok(false)` when the stored room was no
/// longer the version it was changed from (nothing written).
struct Pending {
    loaded: Arc<Loaded>,
    new_move: Option<StoredMove>,
    written: oneshot::Sender<Result<bool, ()>>,
}

/// At most this many changes in one group commit (at most
/// `write_params(true)` parameters each, far below SQLite's 32,766).
const GROUP_COMMIT_MAX: usize = 256;

/// SQLite's group commit: every change waiting behind the single writer is
/// written in one transaction and one trip to the connection's thread.
/// Each change keeps its own guard (the stored version is still the one
/// changed from), so a stale one writes nothing and spoils no other. Runs
/// as a task of its own, so that a request given up mid-way (its client
/// gone) never leaves the others of its group unanswered.
struct GroupCommit {
    pool: AnyPool,
    writer: Arc<Mutex<()>>,
    rooms: Arc<RoomCache>,
    hub: Arc<Hub>,
    clock: Arc<dyn Clock>,
}

impl GroupCommit {
    async fn run(self, mut queue: mpsc::UnboundedReceiver<Pending>) {
        while let Some(first) = queue.recv().await {
            let _w = self.writer.lock().await;
            let mut group = vec![first];
            while group.len() < GROUP_COMMIT_MAX
                && let Ok(next) = queue.try_recv()
            {
                group.push(next);
            }
            match self.commit(&group).await {
                Ok(written) => {
                    let now = self.clock.now_ms();
                    let mut done_at = vec![false; group.len()];
                    for &i in &written {
                        if let Some(done) = usize::try_from(i).ok().and_then(|i| done_at.get_mut(i)) {
                            *done = true;
                        }
                    }
                    for (p, done) in group.into_iter().zip(done_at) {
                        if done {
                            self.rooms.remember(p.loaded.clone());
                            publish_to(&self.hub, &p.loaded, now);
                        }
                        let _ = p.written.send(Ok(done));
                    }
                }
                Err(e) => {
                    tracing::error!(error = %e, changes = group.len(), "group commit failed");
                    for p in group {
                        let _ = p.written.send(Err(()));
                    }
                }
            }
        }
    }

    /// Writes the group in one transaction; the places in the group of the
    /// changes written.
    async fn commit(&self, group: &[Pending]) -> Result<Vec<i64>, sqlx::Error> {
        let mut sql = String::from("BEGIN IMMEDIATE; ");
        let mut offset = 0;
        for (i, p) in group.iter().enumerate() {
            let one = write_sql(Backend::Sqlite, p.new_move.is_some(), i);
            sql.push_str(&renumber(&one, offset));
            sql.push_str("; ");
            offset += write_params(p.new_move.is_some());
        }
        sql.push_str("COMMIT");
        // Only write_sql's statements, renumbered: no outside text.
        let mut query = sqlx::query(AssertSqlSafe(sql));
        for p in group {
            query = bind_write(query, &p.loaded, p.new_move.as_ref());
        }
        let mut conn = self.pool.acquire().await?;
        match query.fetch_all(&mut *conn).await {
            Ok(rows) => rows.iter().map(|r| r.try_get::<i64, _>(0)).collect(),
            Err(e) => {
                // A statement of the list failed: its transaction is still
                // open on this connection.
                let _ = (&mut *conn).execute("ROLLBACK").await;
                Err(e)
            }
        }
    }
}

/// `sql` with every parameter `$n` made `$(n + offset)`.
fn renumber(sql: &str, offset: usize) -> String {
    let mut out = String::with_capacity(sql.len() + 16);
    let mut rest = sql;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..=at]);
        rest = &rest[at + 1..];
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        match rest[..digits].parse::<usize>() {
            Ok(n) => out.push_str(&(n + offset).to_string()),
            Err(_) => out.push_str(&rest[..digits]),
        }
        rest = &rest[digits..];
    }
    out.push_str(rest);
    out
}

/// At most this many rooms are kept in memory (then the cache starts over).
const CACHED_ROOMS: usize = 20_000;

const ROOM_COLUMNS: &str =
    "id, variant, created_at, seat0, seat1, game_no, ply, turn_since, status, winner, reason, draw_offer, draw_declined, rematch, version";

fn room_from(row: &AnyRow) -> Result<Room, sqlx::Error> {
    let variant: String = row.try_get("variant")?;
    let status: String = row.try_get("status")?;
    let bad = |what: &str| sqlx::Error::Protocol(format!("stored room has a bad {what}"));
    Ok(Room {
        id: row.try_get("id")?,
        variant: referee::rule_set(&variant).ok_or_else(|| bad("rule set"))?,
        created_at: row.try_get("created_at")?,
        seats: [Some(row.try_get("seat0")?), row.try_get("seat1")?],
        game_no: row.try_get("game_no")?,
        ply: row.try_get("ply")?,
        turn_since: row.try_get("turn_since")?,
        status: RoomStatus::parse(&status).ok_or_else(|| bad("status"))?,
        winner: row.try_get::<Option<i64>, _>("winner")?.map(|s| s as u8),
        reason: match row.try_get::<Option<String>, _>("reason")? {
            Some(code) => Some(EndReason::parse(&code).ok_or_else(|| bad("reason"))?),
            None => None,
        },
        draw_offer: row.try_get::<Option<i64>, _>("draw_offer")?.map(|s| s as u8),
        draw_declined: row.try_get::<Option<i64>, _>("draw_declined")?.map(|s| s as u8),
        rematch: row.try_get::<i64, _>("rematch")? as u8,
        version: row.try_get("version")?,
    })
}

impl Store {
    /// Connects (creating a SQLite file when missing), applies the
    /// migrations and returns the store.
    pub async fn open(url: &str, clock: Arc<dyn Clock>, sqlite_sync: &str) -> Result<Store, sqlx::Error> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Backend::Postgres
        } else if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else {
            return Err(sqlx::Error::Configuration(
                "DATABASE_URL must start with sqlite: or postgres:".into(),
            ));
        };
        let sync_pragma = match sqlite_sync {
            "full" | "FULL" => "PRAGMA synchronous = FULL",
            _ => "PRAGMA synchronous = NORMAL",
        };
        let pool = match backend {
            Backend::Sqlite => {
                // WAL is a property of the file: set it once, on one connection.
                let mut first = AnyPoolOptions::new().max_connections(1).connect(url).await?;
                first.execute("PRAGMA journal_mode = WAL").await?;
                first.close().await;
                first = AnyPoolOptions::new()
                    .max_connections(8)
                    .acquire_timeout(Duration::from_secs(10))
                    // An embedded file: no connection to lose, no ping
                    // (a round trip to the connection's thread) each time.
                    .test_before_acquire(false)
                    .after_connect(move |conn, _| {
                        Box::pin(async move {
                            conn.execute(sync_pragma).await?;
                            conn.execute("PRAGMA busy_timeout = 10000").await?;
                            Ok(())
                        })
                    })
                    .connect(url)
                    .await?;
                first
            }
            Backend::Postgres => {
                AnyPoolOptions::new()
                    .max_connections(16)
                    .acquire_timeout(Duration::from_secs(10))
                    // No ping (a round trip) before each use: a connection
                    // lost fails its statement (500 `storage`, nothing
                    // written) and is then replaced.
                    .test_before_acquire(false)
                    .connect(url)
                    .await?
            }
        };
        let writer = Arc::new(Mutex::new(()));
        let hub = Arc::new(Hub::new());
        let rooms = Arc::new(RoomCache::default());
        let mut store = Store { pool, backend, writer, clock, hub, rooms, group: None };
        if backend == Backend::Sqlite {
            let (tx, rx) = mpsc::unbounded_channel();
            tokio::spawn(store.group_commit().run(rx));
            store.group = Some(tx);
        }
        store.migrate().await?;
        Ok(store)
    }

    /// SQLite's group commit over this store's pool, cache and watchers.
    fn group_commit(&self) -> GroupCommit {
        GroupCommit {
            pool: self.pool.clone(),
            writer: self.writer.clone(),
            rooms: self.rooms.clone(),
            hub: self.hub.clone(),
            clock: self.clock.clone(),
        }
    }

    /// Which database this is.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The time now, by the injected clock.
    pub fn now(&self) -> i64 {
        self.clock.now_ms()
    }

    /// Tells the other instances (PostgreSQL) to forget this one's
    /// watchers, then closes the pool.
    pub async fn close(&self) {
        if let Err(e) = self.notify(&self.hub.bye_payload()).await {
            tracing::warn!(error = %e, "could not say goodbye to the other instances");
        }
        self.pool.close().await;
    }

    async fn migrate(&self) -> Result<(), sqlx::Error> {
        let _w = self.writer.lock().await;
        let mut tx = self.pool.begin().await?;
        if self.backend == Backend::Postgres {
            // Instances starting together migrate one at a time.
            tx.execute("SELECT 1 FROM (SELECT pg_advisory_xact_lock(4242424242)) AS l").await?;
        }
        tx.execute("CREATE TABLE IF NOT EXISTS damas_migrations (version BIGINT PRIMARY KEY, applied_at BIGINT NOT NULL)")
            .await?;
        for (version, sql) in MIGRATIONS {
            let done: Option<i64> =
                sqlx::query_scalar("SELECT version FROM damas_migrations WHERE version = $1")
                    .bind(*version)
                    .fetch_optional(&mut *tx)
                    .await?;
            if done.is_some() {
                continue;
            }
            // Comment lines first (they may hold a ';'), then one statement per ';'.
            let code: Vec<&str> = sql.lines().filter(|l| !l.trim_start().starts_with("--")).collect();
            for statement in code.join("\n").split(';').filter(|s| !s.trim().is_empty()) {
                // The migrations are this crate's own files.
                tx.execute(AssertSqlSafe(statement)).await?;
            }
            sqlx::query("INSERT INTO damas_migrations (version, applied_at) VALUES ($1, $2)")
                .bind(*version)
                .bind(self.now())
                .execute(&mut *tx)
                .await?;
            tracing::info!(version, "migration applied");
        }
        tx.commit().await
    }

    /// Stores a new room.
    pub async fn create(&self, room: &Room) -> Result<(), ApiError> {
        let _w = self.write_lock().await;
        sqlx::query(
            "INSERT INTO rooms (id, variant, created_at, seat0, seat1, game_no, ply, turn_since, status, winner, reason, draw_offer, rematch, version) \
             VALUES ($1, $2, $3, $4, NULL, $5, $6, $7, $8, NULL, NULL, NULL, 0, $9)",
        )
        .bind(&room.id)
        .bind(room.variant.to_string())
        .bind(room.created_at)
        .bind(room.seats[0].clone().unwrap_or_default())
        .bind(room.game_no)
        .bind(room.ply)
        .bind(room.turn_since)
        .bind(room.status.as_str())
        .bind(room.version)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn write_lock(&self) -> Option<tokio::sync::MutexGuard<'_, ()>> {
        match self.backend {
            Backend::Sqlite => Some(self.writer.lock().await),
            Backend::Postgres => None,
        }
    }

    async fn load_with(
        &self,
        conn: &mut AnyConnection,
        id: &str,
        lock: bool,
    ) -> Result<Option<Loaded>, ApiError> {
        let suffix = if lock && self.backend == Backend::Postgres { " FOR UPDATE" } else { "" };
        let sql = format!("SELECT {ROOM_COLUMNS} FROM rooms WHERE id = $1{suffix}");
        // Made of this module's constants only: no outside text.
        let Some(row) = sqlx::query(AssertSqlSafe(sql)).bind(id).fetch_optional(&mut *conn).await? else {
            return Ok(None);
        };
        let room = room_from(&row)?;
        if let Some(c) = self.rooms.get(id)
            && c.room.version == room.version
            && c.room.game_no == room.game_no
        {
            return Ok(Some(Loaded { room, moves: c.moves.clone(), game: c.game.clone() }));
        }
        // The room row's own moves: outside a transaction each statement
        // reads the newest commit, so moves played since the row was read
        // are left out (a game's moves are only ever added, at the next ply).
        let rows = sqlx::query(
            "SELECT text, played_at FROM moves WHERE room_id = $1 AND game_no = $2 AND ply < $3 ORDER BY ply",
        )
        .bind(id)
        .bind(room.game_no)
        .bind(room.ply)
        .fetch_all(&mut *conn)
        .await?;
        let moves = rows
            .iter()
            .map(|r| Ok(StoredMove { text: r.try_get("text")?, played_at: r.try_get("played_at")? }))
            .collect::<Result<Vec<_>, sqlx::Error>>()?;
        let texts: Vec<String> = moves.iter().map(|m| m.text.clone()).collect();
        let game =
            referee::replay(room.variant, &texts).map_err(|e| ApiError::storage(sqlx::Error::Protocol(e)))?;
        let loaded = Loaded { room, moves, game };
        self.rooms.remember(Arc::new(loaded.clone()));
        Ok(Some(loaded))
    }

    /// Reads a room; a room due to expire is expired first.
    pub async fn get(&self, id: &str) -> Result<Loaded, ApiError> {
        let loaded = {
            let mut conn = self.pool.acquire().await?;
            self.load_with(&mut conn, id, false).await?.ok_or_else(ApiError::room_not_found)?
        };
        if loaded.room.expiry_due(self.now()) {
            return self.act(id, Action::Expire).await.map(|(l, _)| l);
        }
        Ok(loaded)
    }

    /// Applies an action in one transaction (expiring the room first when
    /// due), commits, then publishes the new state to watchers. Returns the
    /// room after it, and whether it changed.
    pub async fn act(&self, id: &str, action: Action) -> Result<(Loaded, bool), ApiError> {
        self.act_with(id, |_| Ok(action.clone())).await
    }

    /// Same, with the action made from the room as it stands (to find the
    /// asker's seat from their secret).
    ///
    /// A change starts from the room as this process last read or wrote it,
    /// when it has it, without reading the row, and is written in one
    /// statement list (one trip to the database): the write's guard (the
    /// stored version is still the one changed) finds a change made through
    /// another instance since. Then, as for a refusal or a request that
    /// changes nothing (answered only from the stored room), the room is
    /// read again, locked, in a transaction, and the action made anew.
    pub async fn act_with<F>(&self, id: &str, make: F) -> Result<(Loaded, bool), ApiError>
    where
        F: Fn(&Loaded) -> Result<Action, ApiError>,
    {
        let now = self.now();
        if let Some(kept) = self.rooms.get(id) {
            let mut loaded = Loaded::clone(&kept);
            let change = change(&mut loaded, &make, now);
            if change.made && change.result.is_ok() {
                if self.write_at_once(loaded.clone(), change.new_move).await? {
                    return Ok((loaded, true));
                }
                self.rooms.forget(id);
            }
        }
        let _w = self.write_lock().await;
        let mut tx = self.pool.begin().await?;
        let mut loaded = self.load_with(&mut tx, id, true).await?.ok_or_else(ApiError::room_not_found)?;
        let change = change(&mut loaded, &make, now);
        if change.made {
            if !self.write_row(&mut tx, &loaded, change.new_move.as_ref()).await? {
                return Err(ApiError::storage(sqlx::Error::Protocol(
                    "room changed under a write lock".into(),
                )));
            }
            tx.commit().await?;
            self.rooms.remember(Arc::new(loaded.clone()));
            self.publish(&loaded);
        } else {
            tx.rollback().await?;
        }
        change.result.map(|()| (loaded, change.made))
    }

    /// Writes a changed room and the move played, if any, in a transaction
    /// of their own (SQLite: in the next group commit; PostgreSQL: one
    /// statement), if the stored room is still the version it was changed
    /// from: false when it is not (nothing written). When it returns true
    /// the change is committed, kept and published.
    async fn write_at_once(&self, loaded: Loaded, new_move: Option<StoredMove>) -> Result<bool, ApiError> {
        let loaded = Arc::new(loaded);
        if let Some(group) = &self.group {
            let (written, answer) = oneshot::channel();
            let failed = || ApiError::storage(sqlx::Error::Protocol("the group commit failed".into()));
            group.send(Pending { loaded, new_move, written }).map_err(|_| failed())?;
            return answer.await.map_err(|_| failed())?.map_err(|()| failed());
        }
        let mut conn = self.pool.acquire().await?;
        if !self.write_row(&mut conn, &loaded, new_move.as_ref()).await? {
            return Ok(false);
        }
        self.rooms.remember(loaded.clone());
        self.publish(&loaded);
        Ok(true)
    }

    /// On PostgreSQL, the notice to the other instances (the last
    /// parameter of [`write_sql`]'s statement).
    /// Runs [`write_sql`] for a changed room and its move on `conn`: false
    /// when the stored room was no longer the version changed from. The
    /// row written comes back (a count of changes is no proof on SQLite,
    /// where BEGIN and COMMIT repeat the last statement's count).
    async fn write_row(
        &self,
        conn: &mut AnyConnection,
        loaded: &Loaded,
        new_move: Option<&StoredMove>,
    ) -> Result<bool, sqlx::Error> {
        let sql = write_sql(self.backend, new_move.is_some(), 0);
        // Only write_sql's statement: no outside text.
        let query = self.with_notice(bind_write(sqlx::query(AssertSqlSafe(sql)), loaded, new_move), loaded);
        Ok(!query.fetch_all(conn).await?.is_empty())
    }

    fn with_notice(&self, query: WriteQuery, loaded: &Loaded) -> WriteQuery {
        match self.backend {
            Backend::Postgres => query.bind(self.hub.room_payload(&loaded.room.id)),
            Backend::Sqlite => query,
        }
    }

    /// Sends a room's state to its watchers in this process.
    pub fn publish(&self, loaded: &Loaded) {
        publish_to(&self.hub, loaded, self.now());
    }

    /// Expires every room silent for 7 days; returns how many.
    pub async fn sweep(&self) -> Result<usize, ApiError> {
        let cutoff = self.now() - crate::room::EXPIRY_MS;
        let ids: Vec<String> = sqlx::query_scalar(
            "SELECT id FROM rooms WHERE status IN ('waiting', 'playing') AND turn_since <= $1 LIMIT 1000",
        )
        .bind(cutoff)
        .fetch_all(&self.pool)
        .await?;
        let mut n = 0;
        for id in ids {
            if let Ok((_, true)) = self.act(&id, Action::Expire).await {
                n += 1;
            }
        }
        Ok(n)
    }

    /// Sends a notification to the other instances (PostgreSQL only).
    pub async fn notify(&self, payload: &str) -> Result<(), sqlx::Error> {
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT 1 FROM (SELECT pg_notify('damas_rooms', $1)) AS n")
                .bind(payload)
                .execute(&self.pool)
                .await?;
        }
        Ok(())
    }
}

/// What an action made of a room in memory.
struct Change {
    /// The action's answer.
    result: Result<(), ApiError>,
    /// Whether the room changed (its version is then one more).
    made: bool,
    /// The move played, to store.
    new_move: Option<StoredMove>,
}

/// Applies the action `make` asks for at time `now`, the room expired
/// first when due.
fn change(loaded: &mut Loaded, make: &impl Fn(&Loaded) -> Result<Action, ApiError>, now: i64) -> Change {
    let before = loaded.room.version;
    let mut made = loaded.expire_if_due(now);
    let mut new_move = None;
    let result = make(loaded).and_then(|action| loaded.apply(action, now)).map(|applied| {
        if let Applied::Changed(m) = applied {
            made = true;
            new_move = m;
        }
    });
    if made {
        loaded.room.version = before + 1;
    }
    Change { result, made, new_move }
}

/// Sends a room's state to its watchers in this process.
fn publish_to(hub: &Hub, loaded: &Loaded, now: i64) {
    hub.publish_room(&loaded.room.id, loaded.room.version, |watchers| {
        crate::events::json_text(&loaded.view(None, now, watchers))
    });
}

/// A query of its own text (no prepared statement borrowed), its values
/// encoded as they are bound.
type WriteQuery = sqlx::query::Query<'static, sqlx::Any, sqlx::any::AnyArguments>;

/// The SQL writing a changed room (`$1`…`$13`) and its move (`$14`…`$16`
/// when `with_move`), on PostgreSQL telling the other instances (the last
/// parameter); guarded by the version changed from (`$12`), and returning
/// a row when written (on SQLite, `tag`). The move is written only when
/// the room was. On SQLite, a list of statements to run in a transaction.
fn write_sql(backend: Backend, with_move: bool, tag: usize) -> String {
    let update = "UPDATE rooms SET seat1 = $2, game_no = $3, ply = $4, turn_since = $5, status = $6, \
         winner = $7, reason = $8, draw_offer = $9, rematch = $10, version = $11, draw_declined = $13";
    let guard = "WHERE id = $1 AND version = $12";
    let values = "$1, $3, $14, $15, $16";
    let insert = "INSERT INTO moves (room_id, game_no, ply, text, played_at)";
    match (backend, with_move) {
        (Backend::Sqlite, false) => format!("{update} {guard} RETURNING {tag}"),
        (Backend::Sqlite, true) => {
            format!("{update} {guard} RETURNING {tag}; {insert} SELECT {values} WHERE changes() = 1")
        }
        (Backend::Postgres, false) => {
            format!("{update} FROM (SELECT pg_notify('damas_rooms', $14)) AS n {guard} RETURNING version")
        }
        (Backend::Postgres, true) => format!(
            "WITH up AS ({update} FROM (SELECT pg_notify('damas_rooms', $17)) AS n {guard} RETURNING id) \
             {insert} SELECT {values} FROM up RETURNING ply"
        ),
    }
}

/// How many parameters [`write_sql`] takes on SQLite: the room's, then the
/// move's.
fn write_params(with_move: bool) -> usize {
    if with_move {
        16
    } else {
        13
    }
}

/// [`write_sql`]'s parameters bound, but for PostgreSQL's notice.
fn bind_write(query: WriteQuery, loaded: &Loaded, new_move: Option<&StoredMove>) -> WriteQuery {
    let r = &loaded.room;
    let query = query
        .bind(&r.id)
        .bind(r.seats[1].clone())
        .bind(r.game_no)
        .bind(r.ply)
        .bind(r.turn_since)
        .bind(r.status.as_str())
        .bind(r.winner.map(i64::from))
        .bind(r.reason.map(EndReason::as_str))
        .bind(r.draw_offer.map(i64::from))
        .bind(i64::from(r.rematch))
        .bind(r.version)
        .bind(r.version - 1)
        .bind(r.draw_declined.map(i64::from));
    match new_move {
        Some(m) => query.bind(r.ply - 1).bind(&m.text).bind(m.played_at),
        None => query,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::ManualClock;
    use crate::referee::RuleSet;

    async fn sqlite_store() -> Store {
        let dir = std::env::temp_dir().join(format!("damas-store-{}", crate::ids::new_room_id()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.join("rooms.db").display());
        Store::open(&url, Arc::new(ManualClock::new(1_000)), "normal").await.unwrap()
    }

    /// A new room, stored, and the same room joined in memory (one version
    /// on), ready to be written.
    async fn joined(store: &Store, id: &str) -> Arc<Loaded> {
        store.create(&Room::new(id.into(), RuleSet::Brazilian, "d0".into(), 1_000)).await.unwrap();
        let mut loaded = store.get(id).await.unwrap();
        let change = change(&mut loaded, &|_| Ok(Action::Join { digest: "d1".into() }), 1_000);
        assert!(change.made && change.result.is_ok());
        Arc::new(loaded)
    }

    fn pending(loaded: &Arc<Loaded>) -> Pending {
        Pending { loaded: loaded.clone(), new_move: None, written: oneshot::channel().0 }
    }

    async fn stored_version(store: &Store, id: &str) -> i64 {
        sqlx::query_scalar("SELECT version FROM rooms WHERE id = $1")
            .bind(id)
            .fetch_one(&store.pool)
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn a_stale_change_in_a_group_commit_writes_nothing_and_spoils_none_of_the_others() {
        let store = sqlite_store().await;
        let (first, last) = (joined(&store, "aaaaaaaaaa").await, joined(&store, "cccccccccc").await);
        let mut stale = Loaded::clone(&*joined(&store, "bbbbbbbbbb").await);
        let before = stale.room.version - 1;
        // Changed from a version the database no longer holds.
        stale.room.version += 1;
        let group = store.group_commit();
        let batch = [pending(&first), pending(&Arc::new(stale)), pending(&last)];
        assert_eq!(group.commit(&batch).await.unwrap(), vec![0, 2]);
        assert_eq!(stored_version(&store, "aaaaaaaaaa").await, first.room.version);
        assert_eq!(stored_version(&store, "bbbbbbbbbb").await, before);
        assert_eq!(stored_version(&store, "cccccccccc").await, last.room.version);
    }

    #[tokio::test]
    async fn changes_queued_together_are_each_acknowledged_after_their_commit() {
        let store = sqlite_store().await;
        let ids: Vec<String> = (0..20).map(|i| format!("room{i:06}")).collect();
        let mut rooms = Vec::new();
        for id in &ids {
            rooms.push(joined(&store, id).await);
        }
        let writes = rooms.iter().map(|l| store.write_at_once(Loaded::clone(l), None));
        let written = futures_util::future::join_all(writes).await;
        assert!(written.iter().all(|w| matches!(w, Ok(true))));
        for room in &rooms {
            assert_eq!(stored_version(&store, &room.room.id).await, room.room.version);
            assert_eq!(store.rooms.get(&room.room.id).map(|kept| kept.room.version), Some(room.room.version));
        }
    }

    #[tokio::test]
    async fn an_action_on_a_room_due_to_expire_writes_the_expiry_and_is_refused() {
        let store = sqlite_store().await;
        let mut loaded = Loaded::clone(&*joined(&store, "dddddddddd").await);
        let before = loaded.room.version;
        let later = loaded.room.turn_since + crate::room::EXPIRY_MS;
        let change = change(&mut loaded, &|_| Ok(Action::Resign { seat: 0 }), later);
        assert!(change.made);
        assert_eq!(loaded.room.version, before + 1);
        assert_eq!(loaded.room.reason, Some(EndReason::Expired));
        assert_eq!(change.result.unwrap_err().code, "game_over");
    }

    #[test]
    fn parameters_are_renumbered_from_an_offset() {
        assert_eq!(renumber("a = $1, b = $13; $2", 16), "a = $17, b = $29; $18");
        assert_eq!(renumber("no parameter", 16), "no parameter");
    }
}

//! The game store: rooms and moves in SQLite (default) or PostgreSQL, with
//! the same portable SQL; migrations applied on start. Every change runs in
//! one transaction and is published to live watchers after its commit.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyConnection, AnyPool, Executor, Row};
use tokio::sync::Mutex;

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
    writer: Mutex<()>,
    clock: Arc<dyn Clock>,
    /// Live events of the rooms watched through this process.
    pub hub: Arc<Hub>,
    /// Rooms by id with their replayed games, as this process last read or
    /// wrote them: a read whose row has the same version takes the game
    /// from here (no reload, no replay), and an action starts from here
    /// without reading the row (see [`Store::act_with`]).
    rooms: std::sync::Mutex<HashMap<String, Arc<Loaded>>>,
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
        let sync = match sqlite_sync {
            "full" | "FULL" => "FULL",
            _ => "NORMAL",
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
                            conn.execute(format!("PRAGMA synchronous = {sync}").as_str()).await?;
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
        let store = Store {
            pool,
            backend,
            writer: Mutex::new(()),
            clock,
            hub: Arc::new(Hub::new()),
            rooms: Default::default(),
        };
        store.migrate().await?;
        Ok(store)
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
                tx.execute(statement).await?;
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
        let Some(row) = sqlx::query(&sql).bind(id).fetch_optional(&mut *conn).await? else {
            return Ok(None);
        };
        let room = room_from(&row)?;
        if let Some(c) = self.cached(id)
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
        self.remember(&loaded);
        Ok(Some(loaded))
    }

    fn cached(&self, id: &str) -> Option<Arc<Loaded>> {
        self.rooms.lock().unwrap_or_else(|e| e.into_inner()).get(id).cloned()
    }

    /// Keeps a room as read or written, unless a newer version is kept (a
    /// read that raced a write may finish after it).
    fn remember(&self, l: &Loaded) {
        let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        if rooms.get(&l.room.id).is_some_and(|kept| kept.room.version > l.room.version) {
            return;
        }
        if rooms.len() >= CACHED_ROOMS {
            rooms.clear();
        }
        rooms.insert(l.room.id.clone(), Arc::new(l.clone()));
    }

    fn forget(&self, id: &str) {
        self.rooms.lock().unwrap_or_else(|e| e.into_inner()).remove(id);
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
        let _w = self.write_lock().await;
        if let Some(kept) = self.cached(id) {
            let mut loaded = Loaded::clone(&kept);
            let change = change(&mut loaded, &make, now);
            if change.made && change.result.is_ok() {
                if self.write_at_once(&loaded, change.new_move.as_ref()).await? {
                    self.remember(&loaded);
                    self.publish(&loaded);
                    return Ok((loaded, true));
                }
                self.forget(id);
            }
        }
        let mut tx = self.pool.begin().await?;
        let mut loaded = self.load_with(&mut tx, id, true).await?.ok_or_else(ApiError::room_not_found)?;
        let change = change(&mut loaded, &make, now);
        if change.made {
            let sql = self.write_sql(change.new_move.is_some(), false);
            let done = self.write_query(&sql, &loaded, change.new_move.as_ref()).execute(&mut *tx).await?;
            if done.rows_affected() == 0 {
                return Err(ApiError::storage(sqlx::Error::Protocol(
                    "room changed under a write lock".into(),
                )));
            }
            tx.commit().await?;
            self.remember(&loaded);
            self.publish(&loaded);
        } else {
            tx.rollback().await?;
        }
        change.result.map(|()| (loaded, change.made))
    }

    /// Writes a changed room and the move played, if any, in one trip
    /// (committed when it returns), if the stored room is still the version
    /// it was changed from: false when it is not (nothing written).
    async fn write_at_once(&self, loaded: &Loaded, new_move: Option<&StoredMove>) -> Result<bool, ApiError> {
        let sql = self.write_sql(new_move.is_some(), true);
        let mut conn = self.pool.acquire().await?;
        // The row written comes back (counts of changes are no proof on
        // SQLite: BEGIN and COMMIT repeat the last statement's count).
        match self.write_query(&sql, loaded, new_move).fetch_all(&mut *conn).await {
            Ok(written) => Ok(!written.is_empty()),
            Err(e) => {
                if self.backend == Backend::Sqlite {
                    // A statement of the list failed: its transaction is
                    // still open on this connection.
                    let _ = (&mut *conn).execute("ROLLBACK").await;
                }
                Err(e.into())
            }
        }
    }

    /// The SQL writing a changed room (`$1`…`$13`) and its move (`$14`…`$16`
    /// when `with_move`), on PostgreSQL telling the other instances (the
    /// last parameter); guarded by the version changed from (`$12`), and
    /// returning a row when written. `at_once`: a transaction of its own
    /// (SQLite: a list of statements; PostgreSQL: one statement). The move
    /// is written only when the room was.
    fn write_sql(&self, with_move: bool, at_once: bool) -> String {
        let update = "UPDATE rooms SET seat1 = $2, game_no = $3, ply = $4, turn_since = $5, status = $6, \
             winner = $7, reason = $8, draw_offer = $9, rematch = $10, version = $11, draw_declined = $13";
        let guard = "WHERE id = $1 AND version = $12";
        let values = "$1, $3, $14, $15, $16";
        let insert = "INSERT INTO moves (room_id, game_no, ply, text, played_at)";
        match (self.backend, with_move) {
            (Backend::Sqlite, false) if at_once => {
                format!("BEGIN IMMEDIATE; {update} {guard} RETURNING version; COMMIT")
            }
            (Backend::Sqlite, true) if at_once => {
                format!(
                    "BEGIN IMMEDIATE; {update} {guard} RETURNING version; \
                     {insert} SELECT {values} WHERE changes() = 1; COMMIT"
                )
            }
            (Backend::Sqlite, false) => format!("{update} {guard}"),
            (Backend::Sqlite, true) => {
                format!("{update} {guard}; {insert} SELECT {values} WHERE changes() = 1")
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

    /// [`Store::write_sql`]'s statement with its parameters.
    fn write_query<'q>(
        &self,
        sql: &'q str,
        loaded: &'q Loaded,
        new_move: Option<&'q StoredMove>,
    ) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
        let r = &loaded.room;
        let mut query = sqlx::query(sql)
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
        if let Some(m) = new_move {
            query = query.bind(r.ply - 1).bind(&m.text).bind(m.played_at);
        }
        if self.backend == Backend::Postgres {
            query = query.bind(self.hub.room_payload(&r.id));
        }
        query
    }

    /// Sends a room's state to its watchers in this process.
    pub fn publish(&self, loaded: &Loaded) {
        let now = self.now();
        self.hub.publish_room(&loaded.room.id, loaded.room.version, |watchers| {
            crate::events::json_text(&loaded.view(None, now, watchers))
        });
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
    let mut made = loaded.room.expiry_due(now) && loaded.apply(Action::Expire, now).is_ok();
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

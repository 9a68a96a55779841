-- Rooms to play by link: one row a room, one row a move. Portable SQL: the
-- same text runs on SQLite and PostgreSQL. Times are milliseconds since
-- 1970-01-01 UTC; secrets are stored as SHA-256 hex digests, never in clear.
CREATE TABLE rooms (
    id TEXT PRIMARY KEY,
    variant TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    seat0 TEXT NOT NULL,
    seat1 TEXT,
    game_no BIGINT NOT NULL,
    ply BIGINT NOT NULL,
    turn_since BIGINT NOT NULL,
    status TEXT NOT NULL,
    winner BIGINT,
    reason TEXT,
    draw_offer BIGINT,
    rematch BIGINT NOT NULL,
    version BIGINT NOT NULL
);
CREATE INDEX rooms_open_by_time ON rooms (status, turn_since);
CREATE TABLE moves (
    room_id TEXT NOT NULL,
    game_no BIGINT NOT NULL,
    ply BIGINT NOT NULL,
    text TEXT NOT NULL,
    played_at BIGINT NOT NULL,
    PRIMARY KEY (room_id, game_no, ply)
);

-- The seat whose draw offer was last declined (told to it until it moves or
-- offers again); NULL when there is no such news.
ALTER TABLE rooms ADD COLUMN draw_declined BIGINT;

-- Issue 23: one owner per table with an epoch (fencing), the servers' leases, a seat index so any
-- server finds a token's table, and what expiry needs (last activity, finished).
ALTER TABLE kemkit_table ADD COLUMN owner_id VARCHAR(64);
ALTER TABLE kemkit_table ADD COLUMN epoch BIGINT NOT NULL DEFAULT 0;
ALTER TABLE kemkit_table ADD COLUMN active_ms BIGINT NOT NULL DEFAULT 0;
ALTER TABLE kemkit_table ADD COLUMN finished BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE kemkit_action ADD COLUMN epoch BIGINT NOT NULL DEFAULT 0;
CREATE INDEX kemkit_table_owner ON kemkit_table (owner_id);
CREATE TABLE kemkit_seat (token_hash VARCHAR(64) PRIMARY KEY, table_id VARCHAR(32) NOT NULL, seat INTEGER NOT NULL);
CREATE INDEX kemkit_seat_table ON kemkit_seat (table_id);
CREATE TABLE kemkit_server (id VARCHAR(64) PRIMARY KEY, address VARCHAR(255) NOT NULL, lease_until_ms BIGINT NOT NULL);

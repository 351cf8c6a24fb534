-- Issue 31: a table's wall-clock life counts from its creation (tables made before count from
-- their last action), and the per-address creation allowance is shared by every server: one row
-- per client address (its SHA-256) that created tables lately, a token bucket.
ALTER TABLE kemkit_table ADD COLUMN created_ms BIGINT NOT NULL DEFAULT 0;
UPDATE kemkit_table SET created_ms = active_ms;
CREATE TABLE kemkit_creator (address VARCHAR(64) PRIMARY KEY, tokens DOUBLE PRECISION NOT NULL,
  refilled_ms BIGINT NOT NULL);

-- The schema of kemkit 0.1 before issue 23: a table's header and seats, and its record lines.
CREATE TABLE IF NOT EXISTS kemkit_table (id VARCHAR(32) PRIMARY KEY, header TEXT NOT NULL,
  kinds TEXT NOT NULL, token_hashes TEXT NOT NULL, bot_delay_ms INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS kemkit_action (table_id VARCHAR(32) NOT NULL, seq INTEGER NOT NULL,
  line TEXT NOT NULL, PRIMARY KEY (table_id, seq));

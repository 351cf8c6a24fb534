-- Take-backs (rules C-10): how far a table lets a seat take its moves back ('off', 'last',
-- 'barrier'), and who took back what, beside the record (which is the shortened one): for the
-- score sheet and disputes. A take-back row keeps the lines it took out of the record.
ALTER TABLE kemkit_table ADD COLUMN undo VARCHAR(8) NOT NULL DEFAULT 'off';
CREATE TABLE kemkit_take_back (table_id VARCHAR(32) NOT NULL, taken INTEGER NOT NULL, seat INTEGER NOT NULL,
  keep INTEGER NOT NULL, lines TEXT NOT NULL, taken_ms BIGINT NOT NULL, PRIMARY KEY (table_id, taken));

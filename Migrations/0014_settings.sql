-- Team settings (issue 23 item 4): defaults a team shares, kept in the catalog and in its
-- document (`settings`), set with `buttoncat settings KEY VALUE`. A row per setting that is
-- set; a setting without a row takes its built-in default, and `settings --unset` deletes it.
--
-- `key` is the setting as the document names it: 'deploymentTarget' (the iOS version exported
-- code is compiled for when `export` is not given one), 'ios' and 'scale' (what a new button
-- is laid out for when `add` is not given them), 'strict' (`check` fails on warnings too).
-- `value` is its text: an iOS version ('14.0', '26.1'), a scale ('1', '2', '3'), 'true' or
-- 'false'. Keys and values are checked when they are read, not here, so that a row edited by
-- hand is reported by name (never refused with SQL), and a later buttoncat adds keys without
-- a migration.
CREATE TABLE settings (
  key   TEXT NOT NULL PRIMARY KEY CHECK (length(key) > 0),
  value TEXT NOT NULL
) STRICT, WITHOUT ROWID;

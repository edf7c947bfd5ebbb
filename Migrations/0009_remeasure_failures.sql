-- Why a button could not be re-measured (issue 23 item 6): `recompute` found a source it cannot
-- measure (a file gone or unreadable, a glyph no font or fallback has, a strings file that no
-- longer parses, a key removed from it), kept the button's stored values and layouts as they
-- were, and records each cause here so that `check` and `list --stale` report it (instead of
-- blaming an outside edit). A later successful recompute, `set` or `import` deletes the rows.
--
-- `kind` is 'missing-source' (a file that cannot be read) or 'unmeasurable' (read, but not
-- measured); `field` the input to fix as buttoncat names its fields ('fallback-font', 'image',
-- 'strings'…; the command line shows it as its option; NULL when no one input is); `path` the
-- file as stored (or NULL); `message` why; `at` when recompute found it.
--
-- Also from this version on, `buttons.strings_digest` holds what the button read from its
-- strings file, per key and per locale it lays out (a JSON object {"KEY": {"LOCALE": "TEXT"}}),
-- so editing another key or locale leaves the button current. A catalog's older value (the
-- whole file's SHA-256) stays valid while the file is unchanged; the next recompute that
-- re-measures the button records the new form.
CREATE TABLE remeasure_failures (
  button_id INTEGER NOT NULL REFERENCES buttons (id) ON DELETE CASCADE,
  position  INTEGER NOT NULL CHECK (position >= 0),  -- the failures of a button, in order
  kind      TEXT    NOT NULL CHECK (kind IN ('missing-source', 'unmeasurable')),
  field     TEXT    CHECK (field IS NULL OR length(field) > 0),
  path      TEXT,
  message   TEXT    NOT NULL,
  at        TEXT    NOT NULL,
  PRIMARY KEY (button_id, position)
) STRICT;

-- Device measurements (issue 24 items 2, 3 and 5): titles and buttons measured by UIKit on a
-- simulator or device (the probe), imported from `buttons.measurements.json`
-- (docs/measurements.md), and which titles each button's layouts need.

-- One title's label measured: looked up by text, font, point size (thousandths), scale and iOS
-- major version, at most one row per key. `font_key` is that font as one string
-- ('system:WEIGHT', or 'file:DIGEST:POSTSCRIPTNAME'); the other font columns say it for people.
-- `digest` is the SHA-256 of what a layout reads from the row (key and size): a title laid out
-- from it records it. Provenance: the device, runtime and time of the measurement as the probe
-- wrote them, and who imported it when.
CREATE TABLE title_measurements (
  text             TEXT    NOT NULL,
  font_key         TEXT    NOT NULL CHECK (font_key GLOB 'system:*' OR font_key GLOB 'file:*'),
  weight           TEXT    CHECK (weight IS NULL OR weight IN ('ultraLight', 'thin', 'light',
                             'regular', 'medium', 'semibold', 'bold', 'heavy', 'black')),
  post_script_name TEXT,
  font_digest      TEXT,
  point_size       REAL    NOT NULL CHECK (point_size > 0 AND point_size <= 1000),
  point_size_key   INTEGER NOT NULL,
  scale            INTEGER NOT NULL CHECK (scale IN (1, 2, 3)),
  ios              TEXT    NOT NULL CHECK (ios GLOB '[0-9]*'),
  ios_major        INTEGER NOT NULL,
  width            REAL    NOT NULL CHECK (width >= 0 AND width <= 10000),
  height           REAL    NOT NULL CHECK (height >= 0 AND height <= 10000),
  device           TEXT,
  runtime          TEXT,
  measured_at      TEXT,
  imported_by      TEXT    NOT NULL,
  imported_at      TEXT    NOT NULL,
  digest           TEXT    NOT NULL,
  CHECK ((font_key GLOB 'system:*') = (weight IS NOT NULL)),
  CHECK ((font_key GLOB 'file:*') = (post_script_name IS NOT NULL AND font_digest IS NOT NULL)),
  PRIMARY KEY (text, font_key, point_size_key, scale, ios_major)
) STRICT, WITHOUT ROWID;

-- One button laid out by UIKit in one variant: its bounds, image and title frames and intrinsic
-- content size (`frames_json`, an object of rectangles as the document gives them). Keyed by the
-- button's name (no foreign key: a measurement may come before the button or outlive it).
CREATE TABLE button_measurements (
  name          TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  locale        TEXT    NOT NULL,  -- '' for the button's own title
  content_size  TEXT    NOT NULL,
  state         TEXT    NOT NULL,
  direction     TEXT    NOT NULL CHECK (direction IN ('ltr', 'rtl')),
  scale         INTEGER NOT NULL CHECK (scale IN (1, 2, 3)),
  ios           TEXT    NOT NULL CHECK (ios GLOB '[0-9]*'),
  ios_major     INTEGER NOT NULL,
  frames_json   TEXT    NOT NULL,
  device        TEXT,
  runtime       TEXT,
  measured_at   TEXT,
  imported_by   TEXT    NOT NULL,
  imported_at   TEXT    NOT NULL,
  PRIMARY KEY (name, locale, content_size, state, direction, scale, ios_major)
) STRICT, WITHOUT ROWID;

-- The measured titles each button's stored layouts need, written with them: the key, and the
-- digest of the measurement they were laid out from (NULL: none, so the layouts showing it are
-- pending; `pending` counts them). A button is stale when a digest here is not its key's in
-- `title_measurements` now, and unmeasured while a row has none.
CREATE TABLE title_needs (
  button_id          INTEGER NOT NULL REFERENCES buttons (id) ON DELETE CASCADE,
  text               TEXT    NOT NULL,
  font_key           TEXT    NOT NULL,
  point_size_key     INTEGER NOT NULL,
  scale              INTEGER NOT NULL,
  ios_major          INTEGER NOT NULL,
  measurement_digest TEXT,
  pending            INTEGER NOT NULL CHECK (pending >= 0),
  PRIMARY KEY (button_id, text, font_key, point_size_key, scale, ios_major)
) STRICT, WITHOUT ROWID;

CREATE INDEX title_needs_by_key ON title_needs (text, font_key, point_size_key, scale, ios_major);

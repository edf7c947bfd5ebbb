-- The buttoncat catalog: named button styles, every technique's computed layout, the history of
-- every change, and tags. Values the engine validates are checked here too, so that no writer
-- (an old buttoncat, a script with the sqlite3 shell) can store what the engine would refuse.

CREATE TABLE buttons (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: history outlives `rm`
  name           TEXT    NOT NULL UNIQUE
                 CHECK (length(name) BETWEEN 1 AND 200
                        AND name NOT GLOB '*[ ''";,`\|<>*?%&]*'
                        AND name NOT GLOB '/*' AND name NOT GLOB '*/' AND name NOT GLOB '*//*'),
  description    TEXT    NOT NULL DEFAULT '',

  -- The title: its text, its font, and where its measured size comes from:
  -- 'none' (no title), 'size' (given WxH), 'width' (given width, system font height),
  -- 'font' (measured in a font file with HarfBuzz).
  title          TEXT,
  title_source   TEXT    NOT NULL CHECK (title_source IN ('none', 'size', 'width', 'font')),
  font           TEXT    NOT NULL DEFAULT 'system' CHECK (length(font) > 0),
  font_face      INTEGER NOT NULL DEFAULT 0 CHECK (font_face >= 0),
  fallback_fonts TEXT    NOT NULL DEFAULT '[]',      -- JSON: [{"path": …, "face": …}]
  font_size      REAL    CHECK (font_size IS NULL OR font_size > 0),
  title_width    REAL    CHECK (title_width IS NULL OR title_width >= 0),
  title_height   REAL    CHECK (title_height IS NULL OR title_height >= 0),
  title_digest   TEXT,                               -- SHA-256 of the font files measured

  -- The image: 'none', 'size' (given WxH) or 'file' (size read from a PNG or an .imageset).
  image_source   TEXT    NOT NULL CHECK (image_source IN ('none', 'size', 'file')),
  image_path     TEXT,
  image_width    REAL    CHECK (image_width IS NULL OR image_width >= 0),
  image_height   REAL    CHECK (image_height IS NULL OR image_height >= 0),
  image_digest   TEXT,                               -- SHA-256 of the image file(s)

  placement      TEXT    NOT NULL
                 CHECK (placement IN ('top', 'bottom', 'left', 'right', 'leading', 'trailing')),
  spacing        REAL    NOT NULL CHECK (spacing >= 0),
  padding_top    REAL    NOT NULL CHECK (padding_top >= 0),
  padding_left   REAL    NOT NULL CHECK (padding_left >= 0),
  padding_bottom REAL    NOT NULL CHECK (padding_bottom >= 0),
  padding_right  REAL    NOT NULL CHECK (padding_right >= 0),
  width          REAL    CHECK (width IS NULL OR width >= 0),     -- NULL with height: fit
  height         REAL    CHECK (height IS NULL OR height >= 0),
  align          TEXT    NOT NULL
                 CHECK (align IN ('center', 'left', 'right', 'fill', 'leading', 'trailing')),
  valign         TEXT    NOT NULL CHECK (valign IN ('center', 'top', 'bottom', 'fill')),
  scale          INTEGER NOT NULL CHECK (scale IN (1, 2, 3)),
  ios            TEXT    NOT NULL CHECK (ios GLOB '[0-9]*.[0-9]*'),
  direction      TEXT    NOT NULL CHECK (direction IN ('ltr', 'rtl', 'both')),
  technique      TEXT    NOT NULL
                 CHECK (technique IN ('exact', 'configuration', 'edge-insets', 'content-insets',
                                      'layout-subviews')),

  input_digest   TEXT    NOT NULL,                   -- SHA-256 of the engine's inputs
  revision       INTEGER NOT NULL CHECK (revision >= 1),
  created_at     TEXT    NOT NULL,
  updated_at     TEXT    NOT NULL,

  CHECK ((width IS NULL) = (height IS NULL)),
  CHECK ((title_source = 'none') = (title_width IS NULL AND title_height IS NULL)),
  CHECK (title_source = 'none' OR (title_width IS NOT NULL AND title_height IS NOT NULL)),
  CHECK ((title_source = 'font') = (font <> 'system')),
  CHECK ((image_source = 'file') = (image_path IS NOT NULL)),
  CHECK ((image_source = 'none') = (image_width IS NULL AND image_height IS NULL)),
  CHECK (image_source = 'none' OR (image_width IS NOT NULL AND image_height IS NOT NULL))
) STRICT;

CREATE TABLE tags (
  button_id INTEGER NOT NULL REFERENCES buttons (id) ON DELETE CASCADE,
  tag       TEXT    NOT NULL CHECK (length(tag) BETWEEN 1 AND 100),
  PRIMARY KEY (button_id, tag)
) STRICT, WITHOUT ROWID;

CREATE INDEX tags_by_tag ON tags (tag, button_id);

-- One row per button, technique and direction: what to set, what a device shows, what is wrong.
-- `layout_json` is the layout as `show --format json` prints it; the other columns are the
-- parts queries need. A rowid table, not WITHOUT ROWID: its rows (1-2 KB of JSON) then fit in
-- the table's pages instead of spilling onto mostly empty overflow pages.
CREATE TABLE layouts (
  button_id        INTEGER NOT NULL REFERENCES buttons (id) ON DELETE CASCADE,
  technique        TEXT    NOT NULL
                   CHECK (technique IN ('exact', 'configuration', 'edge-insets', 'content-insets',
                                        'layout-subviews')),
  direction        TEXT    NOT NULL CHECK (direction IN ('ltr', 'rtl')),
  engine_version   INTEGER NOT NULL,
  input_digest     TEXT    NOT NULL,
  intrinsic_width  REAL    NOT NULL,
  intrinsic_height REAL    NOT NULL,
  gap              REAL,
  worst_severity   TEXT    CHECK (worst_severity IN ('info', 'warning', 'error')),
  diagnostic_codes TEXT    NOT NULL DEFAULT '',      -- space-separated, for filtering
  layout_json      TEXT    NOT NULL,
  PRIMARY KEY (button_id, technique, direction)
) STRICT;

-- Every revision of every button, kept after `rename` and `rm`: the full inputs, the action,
-- what changed, who and when. `button_id` is deliberately not a foreign key.
CREATE TABLE revisions (
  id          INTEGER PRIMARY KEY,
  button_id   INTEGER NOT NULL,
  revision    INTEGER NOT NULL CHECK (revision >= 1),
  name        TEXT    NOT NULL,
  action      TEXT    NOT NULL
              CHECK (action IN ('add', 'set', 'rename', 'rm', 'recompute', 'import')),
  inputs_json TEXT    NOT NULL,
  changes     TEXT    NOT NULL DEFAULT '',
  user        TEXT    NOT NULL,
  at          TEXT    NOT NULL,
  UNIQUE (button_id, revision)
) STRICT;

CREATE INDEX revisions_by_name ON revisions (name);

-- Variants (issue 15): the inputs that multiply a button into variants (locale, Dynamic Type
-- content size, control state), and the variant layouts computed from them. Every column is
-- NULL or empty for an existing button (no variant inputs), which the input digest leaves out:
-- stored layouts stay current, and such a button gets no `button_variants` row.
--
-- Lists are JSON arrays (`["xS","L"]`), per-state values JSON objects keyed by state
-- (`{"highlighted":"Go now"}`); `locales` is also 'all' (every locale of the strings file).
ALTER TABLE buttons ADD COLUMN text_style TEXT
  CHECK (text_style IS NULL OR text_style IN ('largeTitle', 'title1', 'title2', 'title3',
    'headline', 'body', 'callout', 'subheadline', 'footnote', 'caption1', 'caption2'));
ALTER TABLE buttons ADD COLUMN content_sizes TEXT;
ALTER TABLE buttons ADD COLUMN max_content_size TEXT
  CHECK (max_content_size IS NULL OR max_content_size IN ('xS', 'S', 'M', 'L', 'xL', 'xxL',
    'xxxL', 'AX1', 'AX2', 'AX3', 'AX4', 'AX5'));
ALTER TABLE buttons ADD COLUMN max_font_size REAL
  CHECK (max_font_size IS NULL OR (max_font_size > 0 AND max_font_size <= 1000));
ALTER TABLE buttons ADD COLUMN scaled_metrics INTEGER NOT NULL DEFAULT 0
  CHECK (scaled_metrics IN (0, 1));
-- The strings file (relative to the catalog's folder, like every source path), the key looked
-- up in it, the locales laid out (NULL: every locale with a translated value), and the SHA-256
-- of the file (every file of a folder) when it was read.
ALTER TABLE buttons ADD COLUMN strings TEXT CHECK (strings IS NULL OR length(strings) > 0);
ALTER TABLE buttons ADD COLUMN title_key TEXT;
ALTER TABLE buttons ADD COLUMN locales TEXT;
ALTER TABLE buttons ADD COLUMN strings_digest TEXT;
ALTER TABLE buttons ADD COLUMN pseudo TEXT NOT NULL DEFAULT '[]';
ALTER TABLE buttons ADD COLUMN state_titles TEXT NOT NULL DEFAULT '{}';
-- Per state: {"path": …, "digest": …} (an image file) or {"width": …, "height": …}.
ALTER TABLE buttons ADD COLUMN state_images TEXT NOT NULL DEFAULT '{}';
ALTER TABLE buttons ADD COLUMN max_width REAL
  CHECK (max_width IS NULL OR (max_width > 0 AND max_width <= 10000));
-- `direction` 'auto': NULL for the other choices; 'ltr' or 'rtl', the source language's
-- direction the base layouts are computed in, for auto (`direction` then holds the same).
ALTER TABLE buttons ADD COLUMN auto_direction TEXT
  CHECK (auto_direction IS NULL OR auto_direction IN ('ltr', 'rtl'));

-- One row per button that has variant inputs: every variant's layout with the chosen technique
-- (`variants_json`, a compact JSON array as `show --format json` prints its "variants"), and
-- the parts queries need without reading it (how many, the worst finding), written in the same
-- transaction as the inputs. `input_digest` is the digest of every input the variants derive
-- from (the engine's, the titles, the strings file's digest…), `engine_version` the engine's.
CREATE TABLE button_variants (
  button_id      INTEGER PRIMARY KEY REFERENCES buttons (id) ON DELETE CASCADE,
  engine_version INTEGER NOT NULL,
  input_digest   TEXT    NOT NULL,
  worst_severity TEXT    CHECK (worst_severity IN ('info', 'warning', 'error')),
  variant_count  INTEGER NOT NULL CHECK (variant_count >= 0),
  variants_json  TEXT    NOT NULL
) STRICT;

-- Given insets (issue 27 item 5): the legacy edge insets a button already has, as an app sets
-- them or as Interface Builder stores them (contentEdgeInsets, imageEdgeInsets,
-- titleEdgeInsets), in points, physical, negative allowed. A button with any of them gets one
-- more technique, 'insets': the layout UIKit's legacy layout gives those insets as they are
-- (what the app shows today), diagnosed against what the button's inputs say was meant.

-- The technique columns of `buttons` (the chosen one) and `layouts` (one row per technique)
-- take 'insets' too. SQLite cannot alter a CHECK, and rebuilding `buttons` would cascade into
-- every table that references it; widening a CHECK changes no stored row, so the two tables'
-- statements are edited in place (the procedure of SQLite's ALTER TABLE documentation,
-- "Making Other Kinds Of Table Schema Changes") and the schema reloaded at once
-- (`writable_schema = RESET`); the ALTER TABLE statements below change the schema cookie, so
-- every other connection reloads it too. They come after the edit: an ALTER TABLE computes
-- where to append a column from the statement as it was last parsed.
PRAGMA writable_schema = ON;
UPDATE sqlite_master
  SET sql = replace(sql, '''layout-subviews'')', '''layout-subviews'', ''insets'')')
  WHERE type = 'table' AND name IN ('buttons', 'layouts');
PRAGMA writable_schema = RESET;

-- Each inset is four columns, all NULL (not given: every existing button) or all set; the
-- last column's second CHECK says so (on the last one, so that the columns can be dropped from
-- the last to the first). NULL stays out of the input digest: stored layouts stay current.
ALTER TABLE buttons ADD COLUMN content_insets_top REAL
  CHECK (content_insets_top IS NULL OR (content_insets_top >= -10000 AND content_insets_top <= 10000));
ALTER TABLE buttons ADD COLUMN content_insets_left REAL
  CHECK (content_insets_left IS NULL OR (content_insets_left >= -10000 AND content_insets_left <= 10000));
ALTER TABLE buttons ADD COLUMN content_insets_bottom REAL
  CHECK (content_insets_bottom IS NULL OR (content_insets_bottom >= -10000 AND content_insets_bottom <= 10000));
ALTER TABLE buttons ADD COLUMN content_insets_right REAL
  CHECK (content_insets_right IS NULL OR (content_insets_right >= -10000 AND content_insets_right <= 10000))
  CHECK ((content_insets_top IS NULL) = (content_insets_right IS NULL) AND (content_insets_left IS NULL) = (content_insets_right IS NULL)
    AND (content_insets_bottom IS NULL) = (content_insets_right IS NULL));
ALTER TABLE buttons ADD COLUMN image_insets_top REAL
  CHECK (image_insets_top IS NULL OR (image_insets_top >= -10000 AND image_insets_top <= 10000));
ALTER TABLE buttons ADD COLUMN image_insets_left REAL
  CHECK (image_insets_left IS NULL OR (image_insets_left >= -10000 AND image_insets_left <= 10000));
ALTER TABLE buttons ADD COLUMN image_insets_bottom REAL
  CHECK (image_insets_bottom IS NULL OR (image_insets_bottom >= -10000 AND image_insets_bottom <= 10000));
ALTER TABLE buttons ADD COLUMN image_insets_right REAL
  CHECK (image_insets_right IS NULL OR (image_insets_right >= -10000 AND image_insets_right <= 10000))
  CHECK ((image_insets_top IS NULL) = (image_insets_right IS NULL) AND (image_insets_left IS NULL) = (image_insets_right IS NULL)
    AND (image_insets_bottom IS NULL) = (image_insets_right IS NULL));
ALTER TABLE buttons ADD COLUMN title_insets_top REAL
  CHECK (title_insets_top IS NULL OR (title_insets_top >= -10000 AND title_insets_top <= 10000));
ALTER TABLE buttons ADD COLUMN title_insets_left REAL
  CHECK (title_insets_left IS NULL OR (title_insets_left >= -10000 AND title_insets_left <= 10000));
ALTER TABLE buttons ADD COLUMN title_insets_bottom REAL
  CHECK (title_insets_bottom IS NULL OR (title_insets_bottom >= -10000 AND title_insets_bottom <= 10000));
ALTER TABLE buttons ADD COLUMN title_insets_right REAL
  CHECK (title_insets_right IS NULL OR (title_insets_right >= -10000 AND title_insets_right <= 10000))
  CHECK ((title_insets_top IS NULL) = (title_insets_right IS NULL) AND (title_insets_left IS NULL) = (title_insets_right IS NULL)
    AND (title_insets_bottom IS NULL) = (title_insets_right IS NULL));

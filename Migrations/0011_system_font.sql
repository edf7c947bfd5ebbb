-- The system font as an input (issue 24 item 1): its weight, and titles set in it whose size
-- comes from measurements taken on a device (the measurements table), not from a size given by
-- hand or a font file.
--
-- `font_weight`: a UIFont.Weight of the system font, or NULL for the default (regular, or the
-- text style's own weight). Only the system font has one.
ALTER TABLE buttons ADD COLUMN font_weight TEXT
  CHECK (font_weight IS NULL OR (font = 'system' AND font_weight IN ('ultraLight', 'thin',
    'light', 'regular', 'medium', 'semibold', 'bold', 'heavy', 'black')));
-- `system_title` 1: the title is set in the system font and sized from a device measurement.
-- `title_source` then says whether one was found: 'size' with the measured size in
-- `title_width`/`title_height` and the measurement's digest in `title_digest`, or 'none' with
-- no size while the title is unmeasured (its layouts are pending). Every existing button is 0.
ALTER TABLE buttons ADD COLUMN system_title INTEGER NOT NULL DEFAULT 0
  CHECK (system_title IN (0, 1)
    AND (system_title = 0 OR (font = 'system' AND title_source IN ('none', 'size'))));

-- A configuration's subtitle and title alignment (issue 28 items 3 and 4):
-- `UIButton.Configuration.subtitle` (its text, its point size, its key in the strings file),
-- the subtitle's size measured in the title's font, `titlePadding` and `titleAlignment`. Every
-- column is NULL for every existing button, which means no subtitle, UIKit's padding (1) and
-- the title alignment the code derives from the content alignment: NULL stays out of the input
-- digest and of documents, so stored layouts stay current and exports byte-identical.
ALTER TABLE buttons ADD COLUMN subtitle TEXT;
ALTER TABLE buttons ADD COLUMN subtitle_font_size REAL
  CHECK (subtitle_font_size IS NULL OR (subtitle_font_size > 0 AND subtitle_font_size <= 1000));
-- The measured size: both NULL (no subtitle, or not measured yet) or both set.
ALTER TABLE buttons ADD COLUMN subtitle_width REAL
  CHECK (subtitle_width IS NULL OR (subtitle_width >= 0 AND subtitle_width <= 10000));
ALTER TABLE buttons ADD COLUMN subtitle_height REAL
  CHECK (subtitle_height IS NULL OR (subtitle_height >= 0 AND subtitle_height <= 10000))
  CHECK ((subtitle_width IS NULL) = (subtitle_height IS NULL));
ALTER TABLE buttons ADD COLUMN title_padding REAL
  CHECK (title_padding IS NULL OR (title_padding >= 0 AND title_padding <= 10000));
ALTER TABLE buttons ADD COLUMN title_alignment TEXT
  CHECK (title_alignment IS NULL OR title_alignment IN ('automatic', 'leading', 'center', 'trailing'));
ALTER TABLE buttons ADD COLUMN subtitle_key TEXT;

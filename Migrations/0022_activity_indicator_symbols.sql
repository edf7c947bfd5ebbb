-- The activity indicator and SF Symbol images (issue 28 items 6 and 7), read by the
-- configuration technique (docs/layout-model.md, "The image's place in a configuration").
--
-- `activity_indicator`: `UIButton.Configuration.showsActivityIndicator`, 0 (every existing
-- button) or 1. Its input digest member is left out at 0, so stored layouts stay current.
ALTER TABLE buttons ADD COLUMN activity_indicator INTEGER NOT NULL DEFAULT 0
  CHECK (activity_indicator IN (0, 1));

-- `symbol`: the SF Symbol the image is (`UIImage(systemName:)`), or NULL (every existing
-- button: a bitmap image or none). Its size, `UIImage.size`, is the image's (`image_width`,
-- `image_height`, image source 'size' when given with `--symbol-size`); without one the symbol
-- is unmeasured. The symbol configuration: its point size (NULL: the title's font size), its
-- weight and its scale (NULL: UIKit's defaults, regular and medium). `symbol_view_width` and
-- `symbol_view_height`: the image view a device measured for it, both NULL or both set.
ALTER TABLE buttons ADD COLUMN symbol TEXT
  CHECK (symbol IS NULL OR length(symbol) BETWEEN 1 AND 200);
ALTER TABLE buttons ADD COLUMN symbol_point_size REAL
  CHECK (symbol_point_size IS NULL OR (symbol_point_size > 0 AND symbol_point_size <= 1000));
ALTER TABLE buttons ADD COLUMN symbol_weight TEXT
  CHECK (symbol_weight IS NULL OR symbol_weight IN ('ultraLight', 'thin', 'light', 'regular',
    'medium', 'semibold', 'bold', 'heavy', 'black'));
ALTER TABLE buttons ADD COLUMN symbol_scale TEXT
  CHECK (symbol_scale IS NULL OR symbol_scale IN ('small', 'medium', 'large'));
ALTER TABLE buttons ADD COLUMN symbol_view_width REAL
  CHECK (symbol_view_width IS NULL OR (symbol_view_width >= 0 AND symbol_view_width <= 10000));
ALTER TABLE buttons ADD COLUMN symbol_view_height REAL
  CHECK (symbol_view_height IS NULL OR (symbol_view_height >= 0 AND symbol_view_height <= 10000))
  CHECK ((symbol_view_width IS NULL) = (symbol_view_height IS NULL));

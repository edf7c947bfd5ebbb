-- SF Symbol images measured on a device (issue 28 item 7, docs/measurements.md, `images`):
-- one row per symbol configuration (the symbol's name, point size in thousandths of a point,
-- weight and scale), screen scale and iOS major version. `entry_json` is the document's entry
-- as imported (compact JSON: the `UIImage.size` and the image view's size in a configured
-- button), read back with the document's own rules. A symbol button without `--symbol-size`
-- takes its image size and image view from the row of its configuration.
CREATE TABLE image_measurements (
  symbol          TEXT    NOT NULL CHECK (length(symbol) BETWEEN 1 AND 200),
  point_size_key  INTEGER NOT NULL CHECK (point_size_key > 0),
  weight          TEXT    NOT NULL CHECK (weight IN ('ultraLight', 'thin', 'light', 'regular',
    'medium', 'semibold', 'bold', 'heavy', 'black')),
  symbol_scale    TEXT    NOT NULL CHECK (symbol_scale IN ('small', 'medium', 'large')),
  scale           INTEGER NOT NULL CHECK (scale IN (1, 2, 3)),
  ios             TEXT    NOT NULL CHECK (ios GLOB '[0-9]*'),
  ios_major       INTEGER NOT NULL,
  entry_json      TEXT    NOT NULL,
  digest          TEXT    NOT NULL,
  imported_by     TEXT    NOT NULL,
  imported_at     TEXT    NOT NULL,
  PRIMARY KEY (symbol, point_size_key, weight, symbol_scale, scale, ios_major)
) STRICT, WITHOUT ROWID;

-- Buttons written by `scan --add` (issue 27 item 5): per button, the Interface Builder file it
-- came from (as the scan names it), that file's SHA-256 at the scan, and the digest of the
-- button's inputs as the scan wrote them (its record's JSON, `ScanDigest`). A later scan leaves
-- a button whose file is unchanged alone, and does not overwrite one whose inputs were edited
-- in the catalog since (their digest is no longer the one recorded here) unless asked to. A
-- button that did not come from a scan has no row, and a scan never overwrites it. The row
-- goes with its button.
CREATE TABLE scanned_buttons (
  button_id    INTEGER PRIMARY KEY REFERENCES buttons (id) ON DELETE CASCADE,
  file         TEXT    NOT NULL CHECK (length(file) > 0),
  file_digest  TEXT    NOT NULL CHECK (length(file_digest) > 0),
  input_digest TEXT    NOT NULL CHECK (length(input_digest) > 0)
) STRICT;

CREATE INDEX scanned_buttons_by_file ON scanned_buttons (file, button_id);

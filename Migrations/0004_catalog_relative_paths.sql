-- Source paths relative to the catalog's folder (issue 12 item 14). Paths were stored as they
-- were typed, relative to whatever folder the command ran in; they are now stored relative to
-- the catalog's folder (absolute ones stay absolute), so a catalog committed with its assets
-- works from any folder. An older catalog's relative paths are kept where they name a file from
-- the catalog's folder, rewritten where they name one only from the folder this first command
-- runs in, and otherwise kept as they are (`check` reports the files it cannot read).
--
-- `catalog_relative_path` and `catalog_relative_fonts` are functions buttoncat registers on its
-- connections (CatalogPaths.migrated). OR IGNORE: a row edited by hand past the table's
-- constraints keeps its paths (`check` reports the row).
UPDATE OR IGNORE buttons SET image_path = catalog_relative_path(image_path)
  WHERE image_path IS NOT NULL AND image_path NOT GLOB '/*'
    AND catalog_relative_path(image_path) <> image_path;
UPDATE OR IGNORE buttons SET font = catalog_relative_path(font)
  WHERE font <> 'system' AND font NOT GLOB '/*' AND catalog_relative_path(font) <> font;
UPDATE OR IGNORE buttons SET fallback_fonts = catalog_relative_fonts(fallback_fonts)
  WHERE fallback_fonts <> '[]' AND catalog_relative_fonts(fallback_fonts) <> fallback_fonts;

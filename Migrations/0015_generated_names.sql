-- Generated names that stay (issue 25 item 8): the identifiers exports derive from a button's
-- name (`applyABStyle()` in the Swift, Objective-C and SwiftUI code, the SVG file `AB.svg`, the
-- Markdown and HTML anchor `#button-AB`) can collide (`a/b` and `AB` make the same ones). The
-- button that had a name first keeps it; the newcomer takes the suffix (`applyAB_2Style()`),
-- whatever the names' order.
--
-- `naming_order` is when the button claimed its generated names, as a rank: exports resolve
-- collisions in this order (equal ranks, from two branches merged, in name order). A button
-- gets the next rank when it is added or imported without one (buttoncat's INSERT writes it:
-- a catalog runs no triggers), and again when it is renamed (a new name makes new identifiers,
-- so it joins last and never takes a name another button has; the others keep theirs). A
-- catalog from before this version ranks its buttons in name order here, the order its exports
-- used, so no generated name moves. The document carries the rank as a button's optional
-- `namingOrder` (an import keeps the stored rank when the document has none).
ALTER TABLE buttons ADD COLUMN naming_order INTEGER
  CHECK (naming_order IS NULL OR naming_order > 0);
UPDATE buttons SET naming_order = (
  SELECT count(*) FROM buttons AS other
  WHERE coalesce(other.name_key, '') < coalesce(buttons.name_key, '')
     OR (coalesce(other.name_key, '') = coalesce(buttons.name_key, '')
         AND other.name <= buttons.name));

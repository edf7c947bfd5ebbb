-- Multi-line titles (issue 28): the title label's numberOfLines (`--lines`, NULL: 1, one line;
-- 0: no limit), its line break mode (`--line-break`, NULL: unset, which wraps at words once
-- the title may take more than one line), and the title's break opportunities with their
-- widths measured in its font (`title_pieces`, compact JSON, NULL while the title does not
-- wrap). Every existing button has NULL in all three, so its digests, layouts and outputs are
-- what they were.
ALTER TABLE buttons ADD COLUMN lines INTEGER
  CHECK (lines IS NULL OR (typeof(lines) = 'integer' AND lines >= 0 AND lines <= 1000));
ALTER TABLE buttons ADD COLUMN line_break TEXT
  CHECK (line_break IS NULL OR line_break IN ('word', 'char', 'clip', 'head', 'tail', 'middle'));
ALTER TABLE buttons ADD COLUMN title_pieces TEXT
  CHECK (title_pieces IS NULL OR (typeof(title_pieces) = 'text' AND title_pieces LIKE '[%]'));

-- Natural name order (`item2` before `item10`) from an index: each button keeps a sort key
-- whose byte order is natural order (NaturalOrder.key in ButtonJSON), so `list` and `export`
-- walk `buttons_in_name_order` instead of sorting every name through a callback.
--
-- `natural_key` is a function buttoncat registers on its connections; the application writes
-- the key with every name it stores. Rows written by other tools (with no key) sort first.
ALTER TABLE buttons ADD COLUMN name_key TEXT;
UPDATE buttons SET name_key = natural_key(name);
CREATE INDEX buttons_in_name_order ON buttons (name_key, name);

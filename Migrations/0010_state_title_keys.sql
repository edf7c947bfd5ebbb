-- State titles from the strings file (issue 23 item 10): per state, the key whose value in the
-- button's strings file (`strings`) is the state's title in each locale, as a JSON object keyed
-- by state (`{"selected":"follow.following"}`), like `state_titles`. '{}' for an existing
-- button, which the variants' input digest leaves out: stored variant layouts stay current.
ALTER TABLE buttons ADD COLUMN state_title_keys TEXT NOT NULL DEFAULT '{}';

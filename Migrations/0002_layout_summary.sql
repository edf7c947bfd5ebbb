-- A covering index for the questions `list` and `check` ask of every button: which stored
-- layouts are current (engine version, input digest) and how bad the chosen technique's
-- diagnostics are. Answered from the index, without reading the layouts' JSON.
CREATE INDEX layouts_summary
  ON layouts (button_id, technique, engine_version, input_digest, worst_severity);

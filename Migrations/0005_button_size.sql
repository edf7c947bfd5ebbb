-- The configuration technique's button size (issue 14 item 5): `UIButton.Configuration.Size`,
-- mini, small, medium or large. Every existing button is medium, UIKit's default, which the
-- input digest leaves out: stored layouts stay current.
ALTER TABLE buttons ADD COLUMN button_size TEXT NOT NULL DEFAULT 'medium'
  CHECK (button_size IN ('mini', 'small', 'medium', 'large'));

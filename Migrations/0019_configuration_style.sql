-- The configuration's look (issue 28 items 1 and 2): the factory the generated configuration
-- code starts from (`UIButton.Configuration.filled()`…), its corner style and the background's
-- corner radius. NULL, every existing button, keeps today's code (`.plain()`, UIKit's corners)
-- and output. None is a layout input: every factory lays out alike (measured on iOS 26.1) and
-- the configuration model sets the content insets itself, so no digest holds them and no stored
-- layout turns stale; the corner radius a button gets is derived from its height when shown.
--
-- `style`: the factory; a glass style exists from iOS 26, so it needs `ios` 26 or later
-- (CAST keeps the major version of '26.1').
ALTER TABLE buttons ADD COLUMN style TEXT
  CHECK (style IS NULL OR (style IN ('plain', 'gray', 'tinted', 'filled', 'borderless',
    'bordered', 'borderedTinted', 'borderedProminent', 'glass', 'prominentGlass', 'clearGlass',
    'prominentClearGlass')
    AND (style NOT IN ('glass', 'prominentGlass', 'clearGlass', 'prominentClearGlass')
      OR CAST(ios AS INTEGER) >= 26)));
-- `corner_style`: UIButton.Configuration.CornerStyle, NULL for the factory's.
ALTER TABLE buttons ADD COLUMN corner_style TEXT
  CHECK (corner_style IS NULL OR corner_style IN ('fixed', 'dynamic', 'small', 'medium',
    'large', 'capsule'));
-- `corner_radius`: the background's cornerRadius in points, which the fixed and dynamic corner
-- styles use; NULL for the corner style's default.
ALTER TABLE buttons ADD COLUMN corner_radius REAL
  CHECK (corner_radius IS NULL OR (corner_radius >= 0 AND corner_radius <= 10000));

-- The configuration's image reservation: `UIButton.Configuration.imageReservation`, in points,
-- which the generated configuration code sets when a button has one. NULL, every existing
-- button, leaves UIKit's default (0) and the code sets nothing. Not a layout input: how UIKit
-- reserves the space is not verified (it is documented for symbol images, which scale it with
-- Dynamic Type), so the layouts do not apply it, neither input digest holds it, and no stored
-- layout turns stale; a change is an input change all the same (a new revision).
ALTER TABLE buttons ADD COLUMN image_reservation REAL
  CHECK (image_reservation IS NULL OR (image_reservation >= 0 AND image_reservation <= 10000));

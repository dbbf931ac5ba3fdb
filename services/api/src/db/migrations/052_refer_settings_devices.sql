-- Refer and earn's same-device check also covers the devices a player USES, not only the one they signed up on:
-- the browser's device id (X-Khel-Device) is recorded at sign-up, when the refer page is opened and when the
-- player's settings are read at login (src/refer/devices.ts). A referred player who shares any device with the
-- referrer earns them nothing.
CREATE TABLE player_devices (
  user_id bigint NOT NULL REFERENCES users(id),
  device_id text NOT NULL CHECK (device_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  first_seen timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_id)
);
CREATE INDEX player_devices_device ON player_devices (device_id);

-- Sign-ups recorded before this table: their device counts too.
INSERT INTO player_devices (user_id, device_id, first_seen, last_seen)
SELECT user_id, device_id, created_at, created_at FROM signup_records WHERE device_id IS NOT NULL
ON CONFLICT DO NOTHING;

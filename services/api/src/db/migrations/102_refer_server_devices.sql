-- Issue 27 L2: refer and earn's same-device check from what the SERVER sees, never only a header the client can
-- leave out. Each sign-up, refer page and settings read records the signed device cookie the server set
-- ('c-' + its random id) and the client address as Fastify sees it with the configured trustProxy ('a-' + an HMAC
-- of the address, so no address is stored in clear). A referred player who shares any mark with the referrer
-- earns them nothing (src/refer/device-cookie.ts, src/refer/eligibility.ts).
CREATE TABLE player_server_devices (
  user_id bigint NOT NULL REFERENCES users(id),
  mark text NOT NULL CHECK (mark ~ '^[ca]-[A-Za-z0-9_-]{16,64}$'),
  first_seen timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,
  PRIMARY KEY (user_id, mark)
);
CREATE INDEX player_server_devices_mark ON player_server_devices (mark);

-- One idempotency store for every route (issue 11 point 12), replacing the player's and the operator's copies.
-- A key belongs to one caller ('player:<id>' or 'operator:<id>') and is bound to the request it first came with
-- (the route's scope and a SHA-256 of its body): the same key with another request is refused. Only a request that
-- succeeded keeps its key; a refusal rolls the key's row back with everything else, so a corrected form can be sent.
CREATE TABLE idempotency_keys (
  caller text NOT NULL,
  key text NOT NULL,
  scope text NOT NULL,
  request_hash text NOT NULL,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caller, key)
);

DROP TABLE idempotency_records;
DROP TABLE ops_idempotency;

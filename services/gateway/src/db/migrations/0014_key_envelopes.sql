-- Passkey-mode custody (issue 22): the user's first address per namespace, stored once and never replaced, and
-- the envelopes that each open the same key: one per passkey (its credential id) and one per recovery kit.
-- The gateway cannot open any of them (docs/embedded-wallet-trust-model.md).
CREATE TABLE auth_user_keys (
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  namespace text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, namespace)
);

CREATE TABLE auth_key_envelopes (
  user_id text NOT NULL,
  namespace text NOT NULL,
  envelope_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('passkey', 'kit')),
  envelope text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, namespace, envelope_id),
  FOREIGN KEY (user_id, namespace) REFERENCES auth_user_keys (user_id, namespace) ON DELETE CASCADE
);

-- Email login and embedded-wallet custody (issue 11). See docs/embedded-wallet-trust-model.md.

-- Server secrets generated on first start when the operator sets none (PORTICO_AUTH_SECRET): the key that signs
-- access tokens and hashes one-time codes. Shared by every gateway instance on this database.
CREATE TABLE auth_secrets (
  name text PRIMARY KEY,
  secret bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One account per email (lower-cased), created at the first successful code check.
CREATE TABLE auth_users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The one pending one-time code per email: only its HMAC is stored; attempts count every check.
CREATE TABLE auth_codes (
  email text PRIMARY KEY,
  code_hash bytea NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_codes_expires_at_idx ON auth_codes (expires_at);

-- Sessions: the refresh token's hash (rotated on every refresh), its expiry and its revocation.
CREATE TABLE auth_sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  project_id text NOT NULL,
  refresh_hash bytea NOT NULL,
  auth_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

-- The embedded wallet's encrypted key (ciphertext only; the key to open it is held by the secure site).
CREATE TABLE auth_wallets (
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  namespace text NOT NULL,
  address text NOT NULL,
  ciphertext text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, namespace)
);

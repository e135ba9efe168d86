-- Sign-in with X (issue 15, REQUIREMENTS M): one-time nonces the gateway hands out, and the sessions it opened.
-- A nonce is consumed by the first verification that names it (used_at), so a replayed message is refused.
CREATE TABLE siwx_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX siwx_nonces_expires_at_idx ON siwx_nonces (expires_at);

-- Sessions opened by a verified signature; the signed token names the row, so a revoked session stops verifying.
CREATE TABLE siwx_sessions (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  account text NOT NULL,
  chain_id text NOT NULL,
  domain text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX siwx_sessions_account_idx ON siwx_sessions (project_id, account);

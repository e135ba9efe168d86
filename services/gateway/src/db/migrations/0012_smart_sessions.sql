-- Smart-account sessions (ERC-7715 permission contexts, REQUIREMENTS N-01, N-02): one row per session a
-- smart account granted on chain and registered here. `pci` is the session id the account knows it by.
CREATE TABLE smart_sessions (
  pci text PRIMARY KEY,
  chain_id text NOT NULL,
  account text NOT NULL,
  project_id text NOT NULL,
  signer jsonb NOT NULL,
  permissions jsonb NOT NULL,
  policies jsonb NOT NULL,
  expiry bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE INDEX smart_sessions_by_account ON smart_sessions (account, chain_id);

-- Social login (issue 12): OAuth 2.0 / OpenID Connect accounts, and the login flows in progress.

-- A social account has no email: the email column becomes optional (NULLs never clash under UNIQUE).
ALTER TABLE auth_users ALTER COLUMN email DROP NOT NULL;

-- One row per provider account: the same provider and subject always map to the same user, hence the same
-- embedded wallet (custody is keyed by user). The username is the provider's display name, untrusted text.
CREATE TABLE auth_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  username text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX auth_identities_user_idx ON auth_identities (user_id);

-- A login in progress, keyed by the hash of its `state`: the PKCE verifier and nonce the provider's answer is
-- checked against, the embedding app's origin (where the popup posts its result), and the hash of the secure
-- frame's flow key (only that frame can turn the finished flow into a session). `callback_at` is set once,
-- atomically, so a state is used at most once; `user_id` is set when the provider's answer passed its checks.
CREATE TABLE auth_social_flows (
  state_hash bytea PRIMARY KEY,
  project_id text NOT NULL,
  provider text NOT NULL,
  app_origin text NOT NULL,
  code_verifier text NOT NULL,
  nonce text,
  flow_key_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  callback_at timestamptz,
  user_id text REFERENCES auth_users (id) ON DELETE CASCADE,
  username text
);
CREATE INDEX auth_social_flows_expires_at_idx ON auth_social_flows (expires_at);

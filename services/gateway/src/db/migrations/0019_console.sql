-- Issue 26 item 2: the operator's console. Sign-in flows in progress (OpenID Connect, PKCE), operator sessions
-- and the audit log of every configuration change. Tokens are stored only as SHA-256 hashes.
CREATE TABLE IF NOT EXISTS console_login_flows (
  id_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS console_sessions (
  id_hash text PRIMARY KEY,
  subject text NOT NULL,
  email text,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
-- Who changed what and when, with the value before and after; written in the change's own transaction.
CREATE TABLE IF NOT EXISTS console_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  project_id text NOT NULL,
  actor_subject text NOT NULL,
  actor_name text NOT NULL,
  action text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX IF NOT EXISTS console_audit_project_idx ON console_audit (project_id, at DESC, id DESC);
-- Connections per day read CONNECT_SUCCESS events by project and day.
CREATE INDEX IF NOT EXISTS events_project_name_time_idx ON events (project_id, event_name, received_at);

-- Wallet registry. `data` holds the public entry as served by GET /getWallets.
CREATE TABLE wallets (
  id text PRIMARY KEY,
  name text NOT NULL,
  sort_order integer,
  image_id text,
  chains jsonb,
  data jsonb NOT NULL
);
CREATE INDEX wallets_image_id_idx ON wallets (image_id);

-- Images stored by the operator (portico-admin images add).
CREATE TABLE images (
  id text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  etag text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Projects: allowed origins (patterns with *), remote feature config, analytics switch.
CREATE TABLE projects (
  id text PRIMARY KEY,
  name text NOT NULL,
  allowed_origins jsonb NOT NULL DEFAULT '[]',
  features jsonb NOT NULL DEFAULT '[]',
  analytics_enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Analytics and error events posted to POST /e.
CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  type text NOT NULL,
  event_name text,
  event_id text,
  origin text,
  url text,
  domain text,
  client_timestamp bigint,
  received_at timestamptz NOT NULL DEFAULT now(),
  props jsonb NOT NULL
);
CREATE INDEX events_project_time_idx ON events (project_id, received_at);

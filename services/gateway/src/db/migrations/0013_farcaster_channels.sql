-- Sign In With Farcaster (issue 12, F-20): the gateway runs the relay channel itself. One row per channel, keyed
-- by the hash of its token (the bearer secret the app and the Farcaster app share): the nonce and domain the
-- signed message must carry, the embedding app's origin, and the hash of the secure frame's flow key (only that
-- frame can turn the completed channel into a session). `completed_at` is set once, atomically, when a message
-- signed by the fid's custody address arrived; the row is deleted when redeemed, and purged past `expires_at`.
CREATE TABLE auth_farcaster_channels (
  token_hash bytea PRIMARY KEY,
  project_id text NOT NULL,
  app_origin text NOT NULL,
  nonce text NOT NULL,
  domain text NOT NULL,
  siwe_uri text NOT NULL,
  flow_key_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  fid bigint,
  custody text,
  user_id text REFERENCES auth_users (id) ON DELETE CASCADE,
  username text,
  message text,
  signature text
);
CREATE INDEX auth_farcaster_channels_expires_at_idx ON auth_farcaster_channels (expires_at);

-- Telegram (F-21): a social login that runs in the app's own page (no popup) returns to the page it started on.
-- The app names it at the start; it must be on the flow's app origin, and the callback answers it.
ALTER TABLE auth_social_flows ADD COLUMN return_url text;

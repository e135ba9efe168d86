-- Managed custody (issue 22 item 4): a project opts in per project; the default, 'passkey', keeps keys behind
-- the user's passkey, which the operator does not hold.
ALTER TABLE projects ADD COLUMN custody_mode text NOT NULL DEFAULT 'passkey'
  CHECK (custody_mode IN ('passkey', 'managed'));

-- Every wrapping key the key service released in managed mode, append-only: rows are never updated or deleted
-- (the triggers below refuse it, TRUNCATE included), and nothing references another table, so deleting a user or
-- a project leaves their releases on record.
CREATE TABLE auth_key_releases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  released_at timestamptz NOT NULL DEFAULT now(),
  project_id text NOT NULL,
  user_id text NOT NULL,
  session_id text NOT NULL,
  app_origin text NOT NULL,
  user_agent text NOT NULL
);
CREATE INDEX auth_key_releases_user_idx ON auth_key_releases (user_id, released_at);
CREATE INDEX auth_key_releases_time_idx ON auth_key_releases (released_at);

CREATE FUNCTION refuse_key_release_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auth_key_releases is append-only';
END
$$;

CREATE TRIGGER auth_key_releases_append_only BEFORE UPDATE OR DELETE ON auth_key_releases
  FOR EACH ROW EXECUTE FUNCTION refuse_key_release_change();
CREATE TRIGGER auth_key_releases_no_truncate BEFORE TRUNCATE ON auth_key_releases
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_key_release_change();

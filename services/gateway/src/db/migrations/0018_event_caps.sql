-- Issue 26: a total cap per project on the analytics store, oldest events deleted first.
-- Each event's size as counted against the cap (its props as JSON, its text columns and a fixed row overhead).
ALTER TABLE events ADD COLUMN IF NOT EXISTS size_bytes integer NOT NULL DEFAULT 0;
UPDATE events SET size_bytes = 256 + octet_length(props::text)
  + coalesce(octet_length(origin), 0) + coalesce(octet_length(url), 0) + coalesce(octet_length(domain), 0)
  WHERE size_bytes = 0;
-- Bytes each project's events take now, kept with every insert and delete.
CREATE TABLE IF NOT EXISTS event_usage (
  project_id text PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  bytes bigint NOT NULL
);
INSERT INTO event_usage (project_id, bytes)
  SELECT project_id, sum(size_bytes) FROM events GROUP BY project_id
  ON CONFLICT (project_id) DO NOTHING;
-- The oldest-first deletion reads a project's events in this order.
CREATE INDEX IF NOT EXISTS events_project_order_idx ON events (project_id, received_at, id);

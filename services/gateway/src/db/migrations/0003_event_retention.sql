-- Events are purged after PORTICO_EVENT_RETENTION_DAYS: the purge deletes by received_at across projects.
CREATE INDEX IF NOT EXISTS events_received_at_idx ON events (received_at);

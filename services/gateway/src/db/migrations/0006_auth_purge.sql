-- Expired sessions are purged as logins happen (src/auth/purgeExpired.ts): the purge looks them up by expiry.
CREATE INDEX IF NOT EXISTS auth_sessions_expires_at_idx ON auth_sessions (expires_at);

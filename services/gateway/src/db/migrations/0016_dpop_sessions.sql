-- Sessions bound to the device (issue 22, DPoP, RFC 9449). Each session is bound at login to the RFC 7638
-- thumbprint of the secure site's non-extractable key; its access tokens carry it as `cnf.jkt` and its refresh
-- token is accepted only with a proof by that key. Sessions from before this migration have no key: they are
-- refused (the user logs in again).
ALTER TABLE auth_sessions ADD COLUMN dpop_jkt text;

-- The proofs already seen, so none is accepted twice (replay). Every gateway instance shares this table; a row is
-- needed only until its proof's `iat` window has passed, then purged.
CREATE TABLE auth_dpop_proofs (
  jkt text NOT NULL,
  jti text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (jkt, jti)
);
CREATE INDEX auth_dpop_proofs_expires_at_idx ON auth_dpop_proofs (expires_at);

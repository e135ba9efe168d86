-- A counter that every change to the wallets table bumps, so a gateway reloads its in-memory registry
-- only when the table changed: a one-row read every refresh instead of the whole table.
CREATE TABLE registry_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO registry_version (version) VALUES (1);

CREATE FUNCTION bump_registry_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE registry_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER wallets_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wallets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_registry_version();

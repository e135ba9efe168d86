-- Account names under the operator's zone (issue 15, REQUIREMENTS L, R-05). `name` is the full lower-case name
-- with its zone ('alice.portico.test'). The primary key gives each name one owner; the unique index gives each
-- address one name per zone. Rows are written in one statement inside one transaction, so a failed
-- registration leaves nothing behind.
CREATE TABLE account_names (
  name text PRIMARY KEY,
  zone text NOT NULL,
  address text NOT NULL,
  coin_type bigint NOT NULL,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX account_names_zone_address_idx ON account_names (zone, address);

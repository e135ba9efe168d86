-- On-ramp purchases (issue 10). One row per checkout a provider URL opened: the development sandbox provider
-- records its purchases here from the URL's creation (pending) to the delivery of the tokens (completed).
-- Amounts are exact decimal strings; the buyer's address is lower-case hex.
CREATE TABLE onramp_purchases (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  provider text NOT NULL,
  -- pending: checkout open; processing: paid, tokens being sent; completed: receipt seen; failed: send failed.
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  address text NOT NULL,
  chain_id text NOT NULL,
  fiat_currency text NOT NULL,
  fiat_amount text NOT NULL,
  fee_amount text NOT NULL,
  crypto_symbol text NOT NULL,
  crypto_amount text NOT NULL,
  token_address text NOT NULL,
  token_decimals integer NOT NULL,
  tx_hash text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX onramp_purchases_address_idx ON onramp_purchases (address, provider, created_at DESC);

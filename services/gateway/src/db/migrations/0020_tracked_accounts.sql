-- The indexer's "tracked accounts" mode (src/indexer/tracked): on a chain indexed this way, only the accounts
-- the gateway was asked about get rows, each backfilled from the chain down to the start block.

CREATE TABLE tracked_accounts (
  chain_id text NOT NULL,
  address text NOT NULL,
  -- Highest block whose rows are still to be backfilled (inclusive); NULL until the follower, in the
  -- transaction that first stores new blocks for the account, sets it to the block before them; below the
  -- chain's start block once the backfill is done. A restart resumes from here.
  backfill_to bigint,
  -- How the backfill found native transfers ('ots', 'trace'; 'none': the node has neither, so the history
  -- lacks the native transfers found by neither token logs nor following); NULL before the first chunk.
  native_source text CHECK (native_source IN ('ots', 'trace', 'none')),
  tracked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, address)
);
CREATE INDEX tracked_accounts_backfill ON tracked_accounts (chain_id, backfill_to DESC) WHERE backfill_to IS NOT NULL;

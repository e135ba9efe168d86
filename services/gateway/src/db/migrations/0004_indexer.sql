-- The chain indexer (src/indexer): blocks, transactions and token transfers of every configured EVM chain,
-- with a cursor per chain. Every row carries its block number, so a reorg deletes `block_number > n` rows.
-- Addresses are stored lower-case; amounts as numeric(78,0) (a uint256 fits).

-- Last indexed block per chain (the resume point).
CREATE TABLE indexer_cursor (
  chain_id text PRIMARY KEY,
  block_number bigint NOT NULL,
  block_hash text NOT NULL
);

-- Every indexed block's hash: compared with the chain's to detect a reorg.
CREATE TABLE indexed_blocks (
  chain_id text NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  mined_at bigint NOT NULL,
  PRIMARY KEY (chain_id, block_number)
);

-- Every top-level transaction.
CREATE TABLE indexed_txs (
  chain_id text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  tx_hash text NOT NULL,
  from_addr text NOT NULL,
  to_addr text,
  value numeric(78, 0) NOT NULL,
  nonce bigint NOT NULL,
  success boolean NOT NULL,
  fee numeric(78, 0) NOT NULL,
  selector text NOT NULL,
  mined_at bigint NOT NULL,
  PRIMARY KEY (chain_id, block_number, tx_index)
);

-- ERC-20 (amount) and ERC-721 (token_id) Transfer logs.
CREATE TABLE indexed_transfers (
  chain_id text NOT NULL,
  block_number bigint NOT NULL,
  log_index integer NOT NULL,
  tx_index integer NOT NULL,
  token text NOT NULL,
  standard text NOT NULL CHECK (standard IN ('erc20', 'erc721')),
  from_addr text NOT NULL,
  to_addr text NOT NULL,
  amount numeric(78, 0),
  token_id numeric(78, 0),
  PRIMARY KEY (chain_id, block_number, log_index)
);
CREATE INDEX indexed_transfers_tx ON indexed_transfers (chain_id, block_number, tx_index);
CREATE INDEX indexed_transfers_erc20_to ON indexed_transfers (to_addr, chain_id, token) WHERE standard = 'erc20';
CREATE INDEX indexed_transfers_nft_to ON indexed_transfers (to_addr, chain_id, token, token_id) WHERE standard = 'erc721';
CREATE INDEX indexed_transfers_nft_last ON indexed_transfers (chain_id, token, token_id, block_number DESC, log_index DESC)
  WHERE standard = 'erc721';

-- One row per (account, transaction) the account took part in: sender, recipient, or party to a transfer.
-- The history route pages this table newest first on (mined_at, chain_id, block_number, tx_index).
CREATE TABLE account_txs (
  address text NOT NULL,
  chain_id text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  mined_at bigint NOT NULL,
  PRIMARY KEY (address, chain_id, block_number, tx_index)
);
CREATE INDEX account_txs_all_chains ON account_txs (address, mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC);
CREATE INDEX account_txs_one_chain ON account_txs (address, chain_id, mined_at DESC, block_number DESC, tx_index DESC);

-- What a token contract answered to name()/symbol()/decimals(); `valid` false when it reverted or answered
-- garbage (such a token is left out of balances and history transfers).
CREATE TABLE token_meta (
  chain_id text NOT NULL,
  token text NOT NULL,
  standard text NOT NULL,
  name text,
  symbol text,
  decimals integer,
  valid boolean NOT NULL,
  PRIMARY KEY (chain_id, token)
);

-- NFT metadata from tokenURI, read once when the NFT is first listed.
CREATE TABLE nft_meta (
  chain_id text NOT NULL,
  token text NOT NULL,
  token_id numeric(78, 0) NOT NULL,
  name text,
  description text,
  image text,
  PRIMARY KEY (chain_id, token, token_id)
);

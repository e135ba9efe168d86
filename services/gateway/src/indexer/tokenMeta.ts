import type { Queryable } from '../db/Db.js'
import { decodeAbiString, SELECTORS, wordToBigInt } from './abi.js'
import type { ChainRpc } from './chainRpc.js'

/** Longest token name or symbol kept. */
export const MAX_TOKEN_TEXT = 64
/** Largest `decimals` accepted (a uint256 amount of one whole token still fits). */
const MAX_DECIMALS = 77

/** A token contract the indexer saw in a Transfer log. */
export interface SeenToken {
  token: string
  standard: 'erc20' | 'erc721'
}

/** What a token contract said about itself; `valid` false when it reverted or answered garbage. */
export interface TokenMeta extends SeenToken {
  name: string | null
  symbol: string | null
  decimals: number | null
  valid: boolean
}

const decimalsOf = (hex: unknown): number | null => {
  const n = wordToBigInt(hex)
  return n !== undefined && n <= BigInt(MAX_DECIMALS) ? Number(n) : null
}

/**
 * Reads `name()`, `symbol()` (and `decimals()` for an ERC-20) of each token in one batch. A call that
 * reverts or answers something that is not the expected ABI value gives null; an ERC-20 without a valid
 * symbol and decimals, or an ERC-721 without a name or symbol, is marked invalid (left out, never a crash).
 */
export async function readTokenMeta(rpc: ChainRpc, tokens: readonly SeenToken[]): Promise<TokenMeta[]> {
  const call = (to: string, data: string) => ({ method: 'eth_call', params: [{ to, data }, 'latest'] })
  const answers = await rpc.batch(
    tokens.flatMap((t) => [
      call(t.token, SELECTORS.name),
      call(t.token, SELECTORS.symbol),
      call(t.token, SELECTORS.decimals),
    ]),
  )
  return tokens.map((t, i) => {
    const result = (k: number) => {
      const a = answers[i * 3 + k]
      return a?.ok ? a.result : undefined
    }
    const name = decodeAbiString(result(0), MAX_TOKEN_TEXT) ?? null
    const symbol = decodeAbiString(result(1), MAX_TOKEN_TEXT) ?? null
    if (t.standard === 'erc20') {
      const decimals = decimalsOf(result(2))
      const valid = symbol !== null && decimals !== null
      return { ...t, name: name ?? symbol, symbol, decimals, valid }
    }
    return {
      ...t,
      name: name ?? symbol,
      symbol: symbol ?? name,
      decimals: null,
      valid: name !== null || symbol !== null,
    }
  })
}

/** Tokens among `seen` whose metadata is not stored yet. */
export async function unknownTokens(
  db: Queryable,
  chainId: string,
  seen: readonly SeenToken[],
): Promise<SeenToken[]> {
  if (seen.length === 0) return []
  const { rows } = await db.query<{ token: string }>(
    'SELECT token FROM token_meta WHERE chain_id = $1 AND token = ANY($2::text[])',
    [chainId, seen.map((s) => s.token)],
  )
  const known = new Set(rows.map((r) => r.token))
  return seen.filter((s) => !known.has(s.token))
}

/** Stores token metadata (first answer wins). */
export async function storeTokenMeta(
  db: Queryable,
  chainId: string,
  metas: readonly TokenMeta[],
): Promise<void> {
  for (const m of metas) {
    await db.query(
      `INSERT INTO token_meta (chain_id, token, standard, name, symbol, decimals, valid)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [chainId, m.token, m.standard, m.name, m.symbol, m.decimals, m.valid],
    )
  }
}

/** Stored metadata of `tokens` on `chainId`, by lower-case address. */
export async function tokenMetaOf(
  db: Queryable,
  chainId: string,
  tokens: readonly string[],
): Promise<Map<string, TokenMeta>> {
  if (tokens.length === 0) return new Map()
  const { rows } = await db.query<{
    token: string
    standard: 'erc20' | 'erc721'
    name: string | null
    symbol: string | null
    decimals: number | null
    valid: boolean
  }>(
    'SELECT token, standard, name, symbol, decimals, valid FROM token_meta WHERE chain_id = $1 AND token = ANY($2::text[])',
    [chainId, tokens],
  )
  return new Map(
    rows.map((r) => [r.token, { ...r, decimals: r.decimals === null ? null : Number(r.decimals) }]),
  )
}

/** Tokens with stored transfers but no metadata yet (an earlier read failed, then the gateway stopped). */
export async function tokensWithoutMeta(db: Queryable, chainId: string): Promise<SeenToken[]> {
  const { rows } = await db.query<SeenToken>(
    `SELECT DISTINCT t.token, t.standard FROM indexed_transfers t
     WHERE t.chain_id = $1 AND NOT EXISTS (SELECT 1 FROM token_meta m WHERE m.chain_id = t.chain_id AND m.token = t.token)`,
    [chainId],
  )
  return rows
}

import type { Queryable } from '../db/Db.js'
import type { TokenInfo } from '../tokens/devnetManifest.js'

/**
 * The ERC-20s the indexer saw `address` (lower-case) receive on `chainId`, with the metadata their contracts
 * answered; tokens whose name/symbol/decimals were garbage are left out.
 */
export async function receivedTokens(db: Queryable, chainId: string, address: string): Promise<TokenInfo[]> {
  const { rows } = await db.query<{ token: string; name: string; symbol: string; decimals: number }>(
    `SELECT m.token, m.name, m.symbol, m.decimals FROM token_meta m
     WHERE m.chain_id = $2 AND m.valid AND m.standard = 'erc20' AND m.token IN (
       SELECT DISTINCT t.token FROM indexed_transfers t WHERE t.standard = 'erc20' AND t.to_addr = $1 AND t.chain_id = $2
     ) ORDER BY m.symbol, m.token`,
    [address, chainId],
  )
  return rows.map((r) => ({ address: r.token, name: r.name, symbol: r.symbol, decimals: Number(r.decimals) }))
}

/** `first`, then the tokens of `more` not already in it (by address, ignoring case). */
export function mergeTokens(first: readonly TokenInfo[], more: readonly TokenInfo[]): TokenInfo[] {
  const seen = new Set(first.map((t) => t.address.toLowerCase()))
  return [...first, ...more.filter((t) => !seen.has(t.address.toLowerCase()))]
}

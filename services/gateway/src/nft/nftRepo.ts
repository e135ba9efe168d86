import type { Queryable } from '../db/Db.js'

/** NFT listing sort key, ascending: (chain_id, contract, tokenId as a decimal string). */
export type NftKey = [string, string, string]

/** An NFT an account owns now (the recipient of its latest indexed transfer). */
export interface OwnedNft {
  chainId: string
  contract: string
  tokenId: string
}

/** A page of the NFTs `owner` (lower-case) holds, after `after`, optionally on one chain. */
export async function ownedNfts(
  db: Queryable,
  owner: string,
  chainId: string | undefined,
  after: NftKey | undefined,
  limit: number,
): Promise<OwnedNft[]> {
  const params: unknown[] = [owner]
  let where = ''
  if (chainId) {
    params.push(chainId)
    where += ` AND t.chain_id = $${params.length}`
  }
  let afterClause = ''
  if (after) {
    params.push(...after)
    const n = params.length
    afterClause = `AND (c.chain_id, c.token, c.token_id) > ($${n - 2}, $${n - 1}, $${n}::numeric)`
  }
  params.push(limit)
  const { rows } = await db.query<{ chain_id: string; token: string; token_id: string }>(
    `WITH candidates AS (
       SELECT DISTINCT t.chain_id, t.token, t.token_id FROM indexed_transfers t
       WHERE t.standard = 'erc721' AND t.to_addr = $1${where}
     )
     SELECT c.chain_id, c.token, c.token_id FROM candidates c
     WHERE (SELECT l.to_addr FROM indexed_transfers l
            WHERE l.standard = 'erc721' AND l.chain_id = c.chain_id AND l.token = c.token AND l.token_id = c.token_id
            ORDER BY l.block_number DESC, l.log_index DESC LIMIT 1) = $1 ${afterClause}
     ORDER BY c.chain_id, c.token, c.token_id LIMIT $${params.length}`,
    params,
  )
  return rows.map((r) => ({ chainId: r.chain_id, contract: r.token, tokenId: String(r.token_id) }))
}

/** Stored NFT metadata. */
export interface NftMeta {
  name: string | null
  description: string | null
  /** Where the image is: a `data:image/…` URI or an http(s) URL. */
  image: string | null
}

/** Stored metadata of `nfts`, keyed `chainId|contract|tokenId`. */
export async function nftMetaOf(db: Queryable, nfts: readonly OwnedNft[]): Promise<Map<string, NftMeta>> {
  if (nfts.length === 0) return new Map()
  const { rows } = await db.query<{ chain_id: string; token: string; token_id: string } & NftMeta>(
    `SELECT m.chain_id, m.token, m.token_id, m.name, m.description, m.image FROM nft_meta m
     JOIN unnest($1::text[], $2::text[], $3::numeric[]) AS k(c, t, i) ON m.chain_id = k.c AND m.token = k.t AND m.token_id = k.i`,
    [nfts.map((n) => n.chainId), nfts.map((n) => n.contract), nfts.map((n) => n.tokenId)],
  )
  return new Map(
    rows.map((r) => [nftKeyOf({ chainId: r.chain_id, contract: r.token, tokenId: String(r.token_id) }), r]),
  )
}

/** Stores NFT metadata (first answer wins). */
export async function storeNftMeta(db: Queryable, nft: OwnedNft, meta: NftMeta): Promise<void> {
  await db.query(
    `INSERT INTO nft_meta (chain_id, token, token_id, name, description, image) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING`,
    [nft.chainId, nft.contract, nft.tokenId, meta.name, meta.description, meta.image],
  )
}

/** `chainId|contract|tokenId`. */
export const nftKeyOf = (n: OwnedNft): string => `${n.chainId}|${n.contract}|${n.tokenId}`

/** Whether the indexer has seen an ERC-721 Transfer of this NFT (only those get their metadata read). */
export async function isIndexedNft(db: Queryable, nft: OwnedNft): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM indexed_transfers WHERE standard = 'erc721' AND chain_id = $1 AND token = $2 AND token_id = $3
     LIMIT 1`,
    [nft.chainId, nft.contract, nft.tokenId],
  )
  return rows.length > 0
}

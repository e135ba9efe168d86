import { callWithUint, decodeAbiString, SELECTORS } from '../indexer/abi.js'
import type { ChainRpc } from '../indexer/chainRpc.js'
import { fetchAllowed } from './fetchAllowed.js'
import type { NftMeta, OwnedNft } from './nftRepo.js'

/** Caps on what is kept from remote metadata: it is shown as plain text, never as HTML. */
export const MAX_NFT_NAME = 200
export const MAX_NFT_DESCRIPTION = 1000
/** Longest tokenURI or image reference kept (a data: URI holds the whole image). */
export const MAX_NFT_URI = 512 * 1024
/** Largest metadata document fetched from an allowed host. */
const MAX_METADATA_BYTES = 256 * 1024

const text = (v: unknown, max: number): string | null => {
  if (typeof v !== 'string') return null
  const clean = v.replace(/\p{Cc}/gu, ' ').trim()
  return clean ? clean.slice(0, max) : null
}

/** A `data:` URI's media type and bytes; undefined when it is not one. */
export function decodeDataUri(uri: string): { mediaType: string; bytes: Buffer } | undefined {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(uri)
  if (!match) return undefined
  const mediaType = (match[1]?.split(';')[0] || 'text/plain').trim().toLowerCase()
  const payload = match[3] ?? ''
  try {
    return {
      mediaType,
      bytes: match[2] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload)),
    }
  } catch {
    return undefined
  }
}

/** Where an image can be served from: a `data:image/…` URI or an http(s) URL; anything else is dropped. */
const imageRef = (v: unknown): string | null => {
  if (typeof v !== 'string' || v.length > MAX_NFT_URI) return null
  return /^data:image\//i.test(v) || /^https?:\/\//i.test(v) ? v : null
}

/** Parses a metadata JSON document; undefined when it is not a JSON object. */
function parseMetadata(bytes: Buffer): NftMeta | undefined {
  let json: unknown
  try {
    json = JSON.parse(bytes.toString('utf8'))
  } catch {
    return undefined
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return undefined
  const o = json as Record<string, unknown>
  return {
    name: text(o.name, MAX_NFT_NAME),
    description: text(o.description, MAX_NFT_DESCRIPTION),
    image: imageRef(o.image ?? o.image_url),
  }
}

const EMPTY: NftMeta = { name: null, description: null, image: null }

/**
 * Resolves a tokenURI: a data: JSON document is decoded, an http(s) one fetched from an allowed host.
 * Undefined when an http(s) document was not fetched (host not allowed, down, too slow, too large): not
 * stored, so a later listing tries again (the operator may allow the host, the host may come back).
 */
export async function metadataFromUri(
  uri: string,
  allowedHosts: readonly string[],
): Promise<NftMeta | undefined> {
  if (uri.startsWith('data:')) {
    const data = decodeDataUri(uri)
    return (data && data.mediaType === 'application/json' && parseMetadata(data.bytes)) || EMPTY
  }
  if (/^https?:\/\//i.test(uri)) {
    const fetched = await fetchAllowed(uri, allowedHosts, MAX_METADATA_BYTES)
    return fetched && (parseMetadata(fetched.bytes) ?? EMPTY)
  }
  return EMPTY
}

/**
 * Reads `tokenURI` of each NFT in one batch and resolves its metadata. A call that reverts or answers
 * garbage gives empty metadata (the NFT is still listed, without an image); an http(s) document not
 * fetched gives undefined (see {@link metadataFromUri}).
 * @throws when the node itself fails (nothing is stored then, so a later listing retries).
 */
export async function readNftMetadata(
  rpc: ChainRpc,
  nfts: readonly OwnedNft[],
  allowedHosts: readonly string[],
): Promise<(NftMeta | undefined)[]> {
  const answers = await rpc.batch(
    nfts.map((n) => ({
      method: 'eth_call',
      params: [{ to: n.contract, data: callWithUint(SELECTORS.tokenURI, BigInt(n.tokenId)) }, 'latest'],
    })),
  )
  return Promise.all(
    answers.map(async (a) => {
      const uri = a.ok ? decodeAbiString(a.result, MAX_NFT_URI) : undefined
      return uri ? metadataFromUri(uri, allowedHosts) : EMPTY
    }),
  )
}

/** Default poll interval: a mined transfer shows in history well within 5 s on the devnet. */
export const INDEXER_POLL_MS = 300

/** The indexer's part of the gateway configuration. */
export interface IndexerConfig {
  /** Follow the configured EVM chains (default true; env `PORTICO_INDEXER=off` disables). */
  indexer?: boolean
  /** Poll interval in ms (env `PORTICO_INDEXER_POLL_MS`, default {@link INDEXER_POLL_MS}). */
  indexerPollMs?: number
  /**
   * First block per CAIP-2 chain when nothing is indexed yet (env `PORTICO_INDEXER_START_BLOCKS`); default 0
   * for the devnet chains, the chain's head for any other.
   */
  indexerStartBlocks?: Record<string, number>
  /**
   * How each CAIP-2 chain is indexed (env `PORTICO_INDEXER_MODES`, e.g. `{"eip155:8453":"tracked"}`):
   * `full` stores every transfer of the chain (the default on the devnet chains), `tracked` only the accounts
   * the gateway was asked about, each backfilled from the chain when first asked (the default elsewhere).
   */
  indexerModes?: Record<string, IndexerMode>
  /**
   * Further upstreams per CAIP-2 chain the indexer falls back to, in order, when the chain's `rpcUrls` node
   * fails (env `PORTICO_RPC_FALLBACK_URLS`, e.g. `{"eip155:8453":["https://b.example"]}`).
   */
  rpcFallbackUrls?: Record<string, string[]>
  /**
   * The gateway's public base URL, for the icon and NFT image URLs it answers (env
   * `PORTICO_GATEWAY_PUBLIC_URL`); default `http://127.0.0.1:<the port it listens on>`. Never the Host header.
   */
  publicUrl?: string
  /** Hosts NFT metadata and images may be fetched from over http(s) (env `PORTICO_NFT_IMAGE_HOSTS`); default none. */
  nftImageHosts?: string[]
}

/** How a chain is indexed: every transfer (`full`) or the accounts asked about (`tracked`). */
export type IndexerMode = 'full' | 'tracked'
/** The indexer modes. */
export const INDEXER_MODES: readonly IndexerMode[] = ['full', 'tracked']

const EVM_CHAIN = /^eip155:[0-9]{1,20}$/

/** Parses a JSON object of EVM CAIP-2 id → value, each checked by `valid`; throws `message` when malformed. */
function parseChainTable<T>(raw: string, valid: (v: unknown) => v is T, message: string): Record<string, T> {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new Error(message)
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(message)
  const out: Record<string, T> = {}
  for (const [chain, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!EVM_CHAIN.test(chain) || !valid(value)) throw new Error(`${message} (bad entry ${chain})`)
    out[chain] = value
  }
  return out
}

/** Parses `PORTICO_INDEXER_MODES`, e.g. `{"eip155:1":"full"}`. */
export const parseIndexerModes = (raw: string): Record<string, IndexerMode> =>
  parseChainTable(
    raw,
    (v): v is IndexerMode => INDEXER_MODES.includes(v as IndexerMode),
    'PORTICO_INDEXER_MODES must be a JSON object like {"eip155:1":"tracked"} (modes: full, tracked)',
  )

/** Parses `PORTICO_RPC_FALLBACK_URLS`, e.g. `{"eip155:1":["https://b.example"]}`. */
export const parseFallbackUrls = (raw: string): Record<string, string[]> =>
  parseChainTable(
    raw,
    (v): v is string[] =>
      Array.isArray(v) && v.length > 0 && v.every((u) => typeof u === 'string' && /^https?:\/\//.test(u)),
    'PORTICO_RPC_FALLBACK_URLS must be a JSON object like {"eip155:1":["https://…"]}',
  )

/** Parses `PORTICO_INDEXER_START_BLOCKS`, e.g. `{"eip155:1":19000000}`; throws a clear error when malformed. */
export function parseStartBlocks(raw: string): Record<string, number> {
  const fail = () => {
    throw new Error('PORTICO_INDEXER_START_BLOCKS must be a JSON object like {"eip155:1":19000000}')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    fail()
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) fail()
  const out: Record<string, number> = {}
  for (const [chain, block] of Object.entries(parsed as Record<string, unknown>)) {
    if (!/^eip155:[0-9]{1,20}$/.test(chain) || !Number.isSafeInteger(block) || (block as number) < 0) fail()
    out[chain] = block as number
  }
  return out
}

/** Reads the indexer switch, start blocks, modes, fallback upstreams, public URL and NFT hosts from the environment (the poll interval is read with the other integers in `configFromEnv`). */
export function indexerConfigFromEnv(env: NodeJS.ProcessEnv): IndexerConfig {
  const config: IndexerConfig = {}
  const flag = env.PORTICO_INDEXER
  if (flag !== undefined && flag !== '') {
    if (!['on', 'off'].includes(flag)) throw new Error('PORTICO_INDEXER must be on or off')
    config.indexer = flag === 'on'
  }
  if (env.PORTICO_INDEXER_START_BLOCKS)
    config.indexerStartBlocks = parseStartBlocks(env.PORTICO_INDEXER_START_BLOCKS)
  if (env.PORTICO_INDEXER_MODES) config.indexerModes = parseIndexerModes(env.PORTICO_INDEXER_MODES)
  if (env.PORTICO_RPC_FALLBACK_URLS) config.rpcFallbackUrls = parseFallbackUrls(env.PORTICO_RPC_FALLBACK_URLS)
  if (env.PORTICO_GATEWAY_PUBLIC_URL) config.publicUrl = parsePublicUrl(env.PORTICO_GATEWAY_PUBLIC_URL)
  if (env.PORTICO_NFT_IMAGE_HOSTS) config.nftImageHosts = parseHosts(env.PORTICO_NFT_IMAGE_HOSTS)
  return config
}

/** The gateway's public base URL (env `PORTICO_GATEWAY_PUBLIC_URL`), for icon and NFT image URLs. */
export function parsePublicUrl(raw: string): string {
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    url = undefined
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error('PORTICO_GATEWAY_PUBLIC_URL must be an http(s) URL like https://gateway.example')
  }
  return raw.replace(/\/+$/, '')
}

/** `PORTICO_NFT_IMAGE_HOSTS`: comma-separated host names NFT metadata and images may be fetched from. */
export function parseHosts(raw: string): string[] {
  const hosts = raw
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  for (const h of hosts) {
    if (!/^[a-z0-9.-]{1,253}$/.test(h)) throw new Error(`PORTICO_NFT_IMAGE_HOSTS: ${h} is not a host name`)
  }
  return hosts
}

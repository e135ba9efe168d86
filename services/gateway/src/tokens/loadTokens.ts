import { type ChainTokens, type ManifestAmm, readDevnetManifest } from './devnetManifest.js'

/** A log line to write once the logger exists. */
export interface StartupNote {
  level: 'info' | 'warn'
  message: string
}

/** What {@link loadTokens} found: the token table and what to log about it. */
export interface LoadedTokens {
  tokens: ChainTokens
  /** The manifest's Uniswap V2 per CAIP-2 chain (the devnet's default swap chains); empty without one. */
  amms: Record<string, ManifestAmm>
  notes: StartupNote[]
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/**
 * The gateway's ERC-20 table: `tokens` when given, else the devnet manifest at `manifestPath` (none when
 * unset or missing). Upstream RPC URLs always come from `rpcUrls` (the gateway's own config); a manifest
 * whose `rpcUrl` differs for a chain gets a warning, since it was probably written by another run.
 * @throws {InvalidManifestError} when the manifest exists but is not valid.
 */
export function loadTokens(options: {
  manifestPath?: string
  tokens?: ChainTokens
  rpcUrls: Record<string, string>
}): LoadedTokens {
  if (options.tokens) return { tokens: options.tokens, amms: {}, notes: [] }
  if (!options.manifestPath) return { tokens: {}, amms: {}, notes: [] }
  const manifest = readDevnetManifest(options.manifestPath)
  if (!manifest) {
    const message = `No devnet manifest at ${options.manifestPath}: balances list native currency only`
    return { tokens: {}, amms: {}, notes: [{ level: 'info', message }] }
  }
  const notes: StartupNote[] = []
  const count = Object.values(manifest.tokens).reduce((n, list) => n + list.length, 0)
  notes.push({
    level: 'info',
    message: `Devnet manifest ${options.manifestPath}: ${count} ERC-20 and SPL tokens`,
  })
  for (const [chainId, url] of Object.entries(manifest.rpcUrls)) {
    const configured = Object.hasOwn(options.rpcUrls, chainId) ? options.rpcUrls[chainId] : undefined
    if (configured && trimSlash(configured) !== trimSlash(url)) {
      notes.push({
        level: 'warn',
        message:
          `Devnet manifest ${options.manifestPath} names ${url} for ${chainId}, but the gateway uses ` +
          `${configured}; the manifest may come from another run`,
      })
    }
  }
  return { tokens: manifest.tokens, amms: manifest.amms, notes }
}

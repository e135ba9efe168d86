import { RPC_TIMEOUT_MS } from '../constants.js'
import { GatewayError } from '../errors/errors.js'
import type { CaipNetworkId } from '../types/network.js'
import type { GetWalletsResponse, WalletListEntry } from '../types/wallet.js'

export type GatewayClientParameters = {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: typeof fetch
  /** Per-request timeout. */
  timeoutMs?: number
}

/** C-15, C-16, C-17: `GET /getWallets` parameters. */
export type GetWalletsParameters = {
  page: number
  entries: number
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
  search?: string
  badge_type?: string
}

export type AnalyticsEvent = {
  eventId: string
  url?: string
  domain?: string
  timestamp: number
  props: Record<string, unknown>
}

const list = (values: readonly string[] | undefined) => (values?.length ? values.join(',') : undefined)

/**
 * The one client that talks HTTP to the gateway (SPEC §7). Adds `projectId`, `st` and `sv` to every
 * call and throws a {@link GatewayError} with the status on a non-OK answer.
 */
export function createGatewayClient(parameters: GatewayClientParameters) {
  const { baseUrl, projectId, sdkType, sdkVersion } = parameters
  const doFetch = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const timeoutMs = parameters.timeoutMs ?? RPC_TIMEOUT_MS

  function url(path: string, query: Record<string, string | number | undefined> = {}): string {
    const u = new URL(path, `${baseUrl}/`)
    for (const [key, value] of Object.entries({ projectId, st: sdkType, sv: sdkVersion, ...query })) {
      if (value !== undefined && value !== '') u.searchParams.set(key, String(value))
    }
    return u.toString()
  }

  async function request<T>(
    path: string,
    init: RequestInit & { query?: Record<string, string | number | undefined> } = {},
  ) {
    const { query, ...rest } = init
    const response = await doFetch(url(path, query), {
      ...rest,
      signal: rest.signal ?? AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok)
      throw new GatewayError(path, response.status, await response.text().catch(() => undefined))
    return (await response.json()) as T
  }

  return {
    url,
    /**
     * A GET of any gateway path with the client's query parameters, timeout and error handling; the typed
     * account endpoints (`accountApi.ts`, loaded with the account views) are built on it.
     */
    getJson: <T>(path: string, query?: Record<string, string | number | undefined>) =>
      request<T>(path, query ? { query } : {}),
    /** A JSON POST of any gateway path (names, sign-in), with the same parameters and error handling. */
    postJson: <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
      request<T>(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    /** A GET with extra headers (a sign-in session's `authorization`). */
    getJsonWithHeaders: <T>(path: string, headers: Record<string, string>) => request<T>(path, { headers }),
    /** C-09: wallet registry page. */
    async getWallets(p: GetWalletsParameters, signal?: AbortSignal): Promise<GetWalletsResponse> {
      const body = await request<GetWalletsResponse>('getWallets', {
        ...(signal ? { signal } : {}),
        query: {
          page: p.page,
          entries: p.entries,
          include: list(p.include),
          exclude: list(p.exclude),
          chains: list(p.chains),
          search: p.search,
          badge_type: p.badge_type,
        },
      })
      if (!body || !Array.isArray(body.data) || typeof body.count !== 'number') {
        throw new GatewayError('getWallets', 200, 'The gateway answered an unexpected wallet list')
      }
      return { data: body.data.filter(isWalletEntry), count: body.count }
    },
    /** C-19: image URLs. */
    walletImageUrl: (id: string) => url(`getWalletImage/${encodeURIComponent(id)}`),
    assetImageUrl: (id: string) => url(`public/getAssetImage/${encodeURIComponent(id)}`),
    currencyImageUrl: (id: string) => url(`public/getCurrencyImage/${encodeURIComponent(id)}`),
    tokenImageUrl: (id: string) => url(`public/getTokenImage/${encodeURIComponent(id)}`),
    /** P-01: remote project config. */
    getConfig: () => request<{ features: Record<string, unknown> }>('appkit/v1/config'),
    getAllowedOrigins: () => request<{ allowedOrigins: string[] }>('projects/v1/origins'),
    getAnalyticsConfig: () => request<{ isAnalyticsEnabled: boolean }>('getAnalyticsConfig'),
    /** Analytics intake; callers send only when analytics is on. Throws a {@link GatewayError} on non-OK. */
    async sendEvent(event: AnalyticsEvent): Promise<void> {
      const response = await doFetch(url('e'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
        keepalive: true,
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) throw new GatewayError('e', response.status)
    },
    /** The JSON-RPC proxy URL for a network. */
    rpcUrl: (caipNetworkId: CaipNetworkId) => url('v1/', { chainId: caipNetworkId }),
  }
}

export type GatewayClient = ReturnType<typeof createGatewayClient>

function isWalletEntry(value: unknown): value is WalletListEntry {
  const entry = value as WalletListEntry
  return !!entry && typeof entry.id === 'string' && typeof entry.name === 'string'
}

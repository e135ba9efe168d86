import { BaseError } from '../errors/BaseError.js'
import type { SmartSession, SmartSessionPermission } from '../smartSessions/smartSessionTypes.js'
import type { GatewayClient } from './client.js'

/** The gateway's answer for one session (U-19): `expiry` in seconds, times in milliseconds. */
type WireSession = Omit<SmartSession, 'expiry'> & { expiry: number }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isPermission = (v: unknown): v is SmartSessionPermission =>
  isObject(v) && typeof v.type === 'string' && isObject(v.data)

/** Keeps well-formed sessions only (remote data), converting `expiry` from seconds to milliseconds (N-01). */
function toSmartSession(value: unknown): SmartSession | undefined {
  if (!isObject(value)) return undefined
  const wire = value as Partial<WireSession>
  if (typeof wire.pci !== 'string' || typeof wire.expiry !== 'number' || !Number.isFinite(wire.expiry))
    return undefined
  return {
    pci: wire.pci,
    chainId: typeof wire.chainId === 'string' ? wire.chainId : '',
    address: typeof wire.address === 'string' ? wire.address : '',
    project:
      isObject(wire.project) && typeof wire.project.id === 'string' ? { id: wire.project.id } : { id: '' },
    expiry: wire.expiry * 1000,
    createdAt: typeof wire.createdAt === 'number' ? wire.createdAt : 0,
    ...(typeof wire.revokedAt === 'number' ? { revokedAt: wire.revokedAt } : {}),
    signer: wire.signer,
    permissions: Array.isArray(wire.permissions) ? wire.permissions.filter(isPermission) : [],
    policies: Array.isArray(wire.policies) ? wire.policies : [],
  }
}

/**
 * N-01, N-02: the gateway's sessions endpoints, typed and validated; loaded with the smart-session views.
 * `caipAddress` is the account's CAIP-10 id (`eip155:31337:0x…`).
 */
export function createSmartSessionsApi(gateway: Pick<GatewayClient, 'getJson' | 'postJson'>) {
  const path = (caipAddress: string) => `v1/sessions/${encodeURIComponent(caipAddress)}`
  return {
    /** N-01: `GET /v1/sessions/{address}` → the sessions, expiry in milliseconds. */
    async list(caipAddress: string): Promise<SmartSession[]> {
      const body = await gateway.getJson<unknown>(path(caipAddress))
      if (!isObject(body) || !Array.isArray(body.pcis))
        throw new BaseError('unexpected sessions answer', { category: 'DATA_PARSING_ERROR' })
      return body.pcis.map(toSmartSession).filter((s): s is SmartSession => s !== undefined)
    },
    /** N-02: `POST /v1/sessions/{address}/revoke` with `{pci, signature}` (projectId in the query). */
    revoke: (caipAddress: string, pci: string, signature: string) =>
      gateway.postJson<{ success: boolean }>(`${path(caipAddress)}/revoke`, { pci, signature }),
    /** Registers a session the account granted on chain: the ERC-7715 request plus its `pci`. */
    register: (caipAddress: string, request: Record<string, unknown> & { pci: string }) =>
      gateway.postJson<{ pci: string }>(path(caipAddress), request),
  }
}

export type SmartSessionsApi = ReturnType<typeof createSmartSessionsApi>

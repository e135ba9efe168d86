import { type CheckedSessionRequest, checkPermissionRequest, PermissionRequestError } from '@portico/core'
import { grantSessionCall, newSessionId, type SessionGrant } from '@portico/evm/smart-account'
import { type Address, type Hex, numberToHex } from 'viem'
import type { SmartAccountClient } from '../smartAccount/smartAccountClient.js'
import type { GatewaySessions } from './gatewaySessions.js'

/** A bad `wallet_grantPermissions` request (JSON-RPC -32602), refused before anything is signed. */
export class GrantPermissionsError extends Error {
  override name = 'GrantPermissionsError'
  readonly code = -32602
}

/** The ERC-7715 request of `wallet_grantPermissions` params (`[request]`). */
function requestOf(params: unknown): Record<string, unknown> {
  const request = Array.isArray(params) ? params[0] : undefined
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    throw new GrantPermissionsError('wallet_grantPermissions: params[0] must be a permission request')
  return request as Record<string, unknown>
}

/**
 * N-04, issue 13 "Bad input": checks a request with core's `checkPermissionRequest` (limits, expiry, types,
 * the session key), that it is for this chain and account, and that every target is a contract, before the
 * user is asked or anything is signed.
 * @throws {GrantPermissionsError} naming the field at fault.
 */
export async function checkGrantRequest(
  params: unknown,
  smart: SmartAccountClient,
  nowSeconds: number,
): Promise<{ request: Record<string, unknown>; checked: CheckedSessionRequest }> {
  const request = requestOf(params)
  let checked: CheckedSessionRequest
  try {
    checked = checkPermissionRequest(request, nowSeconds)
  } catch (error) {
    if (error instanceof PermissionRequestError) throw new GrantPermissionsError(error.message)
    throw error
  }
  if (request.chainId !== undefined && request.chainId !== numberToHex(smart.chainId))
    throw new GrantPermissionsError(`chainId: must be ${numberToHex(smart.chainId)}, the active chain`)
  if (request.address !== undefined && String(request.address).toLowerCase() !== smart.address.toLowerCase())
    throw new GrantPermissionsError(`address: must be ${smart.address}, the user's smart account`)
  const permissions = request.permissions as { data: { address?: unknown } }[]
  for (const [index, permission] of permissions.entries()) {
    const target = permission.data.address
    if (typeof target !== 'string') continue
    const code = await smart.client.getCode({ address: target as Address })
    if (!code || code === '0x')
      throw new GrantPermissionsError(`permissions[${index}].data.address: is not a contract`)
  }
  return { request, checked }
}

/** The on-chain grant of a checked request (SessionPolicy.Grant). */
export const sessionGrantOf = (checked: CheckedSessionRequest): SessionGrant => ({
  key: checked.key as Address,
  validUntil: checked.expiry,
  nativeLimit: checked.nativeLimit,
  calls: checked.calls.map((call) => ({ target: call.target as Address, selector: call.selector as Hex })),
  tokens: checked.tokens.map((token) => ({ token: token.token as Address, limit: token.limit })),
})

/**
 * ERC-7715 `wallet_grantPermissions`, after the user approved a checked request: installs the session on the
 * account through a user operation (deploying the account when needed), registers it with the gateway
 * (`POST /v1/sessions/{address}`) and answers the request with its permissions context (`context`, the pci).
 */
export async function grantPermissions(
  smart: SmartAccountClient,
  sessions: GatewaySessions,
  { request, checked }: Awaited<ReturnType<typeof checkGrantRequest>>,
) {
  const pci = newSessionId()
  await smart.sendAndWait([grantSessionCall(smart.address, pci, sessionGrantOf(checked))])
  const granted = {
    chainId: numberToHex(smart.chainId),
    address: smart.address,
    expiry: checked.expiry,
    signer: request.signer,
    permissions: request.permissions,
    policies: request.policies ?? [],
  }
  await sessions.register(smart.chainId, smart.address, granted, pci)
  return { ...granted, context: pci }
}

import { revokeSmartSessionMessage } from '@portico/core'
import { revokeSessionCall } from '@portico/evm/smart-account'
import type { Hex } from 'viem'
import type { SmartAccountClient } from '../smartAccount/smartAccountClient.js'
import type { GatewaySessions } from './gatewaySessions.js'
import { GrantPermissionsError } from './grantPermissions.js'

const PCI = /^0x[0-9a-fA-F]{64}$/

/**
 * The permissions context of `wallet_revokePermissions` params: ERC-7715's `[{ permissionContext }]`, or the
 * modal's SmartSessionList form `{ pci, permissions, expiry, address }` (N-02).
 * @throws {GrantPermissionsError} when it is missing or not a session id.
 */
export function revokedContext(params: unknown): Hex {
  const request = (Array.isArray(params) ? params[0] : params) as
    | { permissionContext?: unknown; pci?: unknown }
    | undefined
  const context = request?.permissionContext ?? request?.pci
  if (typeof context !== 'string' || !PCI.test(context))
    throw new GrantPermissionsError('permissionContext: must be a session id (0x and 64 hex digits)')
  return context.toLowerCase() as Hex
}

/**
 * ERC-7715 `wallet_revokePermissions`, after the user approved: revokes the session on the account through a
 * user operation, then at the gateway (N-02) with the account's signature of `Revoke smart session {pci}`.
 * @returns that signature, so the modal can revoke at the gateway too (the gateway's revoke is idempotent).
 */
export async function revokePermissions(smart: SmartAccountClient, sessions: GatewaySessions, pci: Hex) {
  await smart.sendAndWait([revokeSessionCall(smart.address, pci)])
  const signature = await smart.account.signMessage({ message: revokeSmartSessionMessage(pci) })
  await sessions.revoke(smart.chainId, smart.address, pci, signature)
  return { signature }
}

import { SESSION_PERMISSION_TYPES, SESSION_SIGNER_TYPE } from '@portico/core'
import { numberToHex } from 'viem'

/**
 * The `permissions` capability: what `wallet_grantPermissions` accepts here (N-04), the shape core's
 * `checkPermissionRequest` checks.
 */
export const PERMISSIONS_CAPABILITY = {
  supported: true,
  signerTypes: [SESSION_SIGNER_TYPE],
  keyTypes: ['secp256k1'],
  permissionTypes: [...SESSION_PERMISSION_TYPES],
  policyTypes: [],
} as const

/**
 * EIP-5792 `wallet_getCapabilities`: per chain (0x id), atomic batches (`supported` through the smart account,
 * `unsupported` for the plain key) and, with the smart account, the `permissions` capability.
 */
export function capabilitiesFor(chainIds: readonly number[], smartChains: ReadonlySet<number>) {
  return Object.fromEntries(
    chainIds.map((id) => [
      numberToHex(id),
      smartChains.has(id)
        ? { atomic: { status: 'supported' }, permissions: PERMISSIONS_CAPABILITY }
        : { atomic: { status: 'unsupported' } },
    ]),
  )
}

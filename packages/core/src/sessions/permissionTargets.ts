import { NATIVE_TRANSFER_SELECTOR, PermissionRequestError } from './permissionRequest.js'

/** Reads an address's code on the session's chain (`eth_getCode`); `undefined` or `0x` means none. */
export type GetCode = (address: string) => Promise<string | undefined>

type PermissionLike = { type?: unknown; data?: { address?: unknown; functions?: unknown } }

/**
 * Whether a permission's address must be a contract: a token with a limit always; a `contract-call` unless
 * every function it grants is {@link NATIVE_TRANSFER_SELECTOR} (a plain transfer, which may go to an EOA).
 */
function needsCode(permission: PermissionLike): boolean {
  if (permission.type === 'erc20-token-limit') return true
  if (permission.type !== 'contract-call') return false
  const functions = Array.isArray(permission.data?.functions) ? permission.data.functions : []
  return functions.some(
    (fn: { selector?: unknown }) =>
      typeof fn?.selector !== 'string' || fn.selector.toLowerCase() !== NATIVE_TRANSFER_SELECTOR,
  )
}

/**
 * Issue 13 "Bad input", the chain half of N-04's check: the contracts a session may call and the tokens it
 * may spend must have code on the session's chain, so a typo'd or wrong-chain address is refused before
 * anything is signed. Run it after {@link checkPermissionRequest} (which checks the shapes); `getCode` is the
 * caller's read of the chain (a viem client in the wallet, the RPC proxy's node in the gateway).
 * @throws {PermissionRequestError} on the first address without code, e.g. `permissions[0].data.address`.
 * @example
 * await checkPermissionTargets(request, (address) => client.getCode({ address }), 'eip155:31337')
 */
export async function checkPermissionTargets(
  request: object,
  getCode: GetCode,
  chainId: string,
): Promise<void> {
  const { permissions: list } = request as { permissions?: unknown }
  const permissions = Array.isArray(list) ? (list as PermissionLike[]) : []
  for (const [index, permission] of permissions.entries()) {
    const address = permission?.data?.address
    if (typeof address !== 'string' || !needsCode(permission)) continue
    const code = await getCode(address)
    if (!code || code === '0x') {
      throw new PermissionRequestError(
        `permissions[${index}].data.address`,
        `is not a contract on ${chainId}`,
      )
    }
  }
}

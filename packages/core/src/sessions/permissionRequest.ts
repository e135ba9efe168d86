import { isEip155Address } from '../caip/validators.js'
import { BaseError } from '../errors/BaseError.js'

/**
 * ERC-7715 permission requests (`wallet_grantPermissions`, N-04) as Portico's smart account enforces them, and
 * their validation: pure, so the wallet checks a request before anything is signed and the gateway checks it
 * again when the session is registered (issue 13, "Bad input").
 */

/** The permission types Portico's session validator enforces. */
export const SESSION_PERMISSION_TYPES = ['contract-call', 'native-token-limit', 'erc20-token-limit'] as const
/** The signer type of a session: one secp256k1 key, given by its address. */
export const SESSION_SIGNER_TYPE = 'keys'
/** The longest session Portico grants: 30 days, in seconds. */
export const MAX_SESSION_SECONDS = 30 * 24 * 3600
/** The selector that stands for a call without data (a plain native transfer). */
export const NATIVE_TRANSFER_SELECTOR = '0x00000000' as const

/** The message an account signs to revoke a session at the gateway (N-02): EOA, ERC-1271 or ERC-6492. */
export function revokeSmartSessionMessage(pci: string): string {
  return `Revoke smart session ${pci}`
}

/** A granted call: a contract and one of its function selectors. */
export interface SessionCallPermission {
  target: string
  selector: string
}

/** A session request once checked: what the account's `grantSession` receives, plus the expiry in seconds. */
export interface CheckedSessionRequest {
  /** The session key's address. */
  key: string
  /** Unix seconds. */
  expiry: number
  nativeLimit: bigint
  calls: SessionCallPermission[]
  tokens: { token: string; limit: bigint }[]
}

/** A request field that is missing or wrong; `field` is its path, e.g. `permissions[1].data.allowance`. */
export class PermissionRequestError extends BaseError {
  override name = 'PermissionRequestError'
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`, { category: 'CONFIGURATION' })
  }
}

const SELECTOR = /^0x[0-9a-fA-F]{8}$/
/** The largest amount the account's limits (uint256) can hold. */
const MAX_UINT256 = 2n ** 256n - 1n
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A positive whole amount as a decimal or 0x string; anything else (0, negative, fractions) is impossible. */
function amount(value: unknown, field: string): bigint {
  if (value === undefined || value === null || value === '')
    throw new PermissionRequestError(field, 'is required')
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/.test(value)) {
    throw new PermissionRequestError(
      field,
      'must be a whole amount in the smallest unit (decimal or 0x string)',
    )
  }
  const parsed = BigInt(value)
  if (parsed <= 0n) throw new PermissionRequestError(field, 'must be above 0')
  if (parsed > MAX_UINT256) throw new PermissionRequestError(field, 'is more than a uint256 can hold')
  return parsed
}

function address(value: unknown, field: string): string {
  if (value === undefined) throw new PermissionRequestError(field, 'is required')
  if (!isEip155Address(value))
    throw new PermissionRequestError(field, 'must be an EVM address (0x and 40 hex digits)')
  return value
}

function sessionKey(signer: unknown): string {
  if (!isObject(signer)) throw new PermissionRequestError('signer', 'is required')
  if (signer.type !== SESSION_SIGNER_TYPE)
    throw new PermissionRequestError('signer.type', `must be '${SESSION_SIGNER_TYPE}'`)
  const keys = isObject(signer.data) ? signer.data.keys : undefined
  if (!Array.isArray(keys) || keys.length !== 1)
    throw new PermissionRequestError('signer.data.keys', 'must hold exactly one key')
  const [key] = keys as unknown[]
  if (!isObject(key) || key.type !== 'secp256k1') {
    throw new PermissionRequestError('signer.data.keys[0].type', "must be 'secp256k1'")
  }
  return address(key.publicKey, 'signer.data.keys[0].publicKey')
}

/**
 * Checks an ERC-7715 permission request against what the session validator enforces and returns the grant.
 * Permissions: `contract-call` `{ address, functions: [{ selector, functionName? }] }` (at least one),
 * `native-token-limit` `{ allowance }`, `erc20-token-limit` `{ address, allowance }` (the token must also be
 * an allowed call target). `expiry` is unix seconds, in the future and at most {@link MAX_SESSION_SECONDS} away.
 * @throws {PermissionRequestError} naming the first field at fault.
 */
export function checkPermissionRequest(request: unknown, nowSeconds: number): CheckedSessionRequest {
  if (!isObject(request)) throw new PermissionRequestError('request', 'must be an object')
  const { expiry } = request
  if (expiry === undefined) throw new PermissionRequestError('expiry', 'is required')
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry)) {
    throw new PermissionRequestError('expiry', 'must be unix seconds (a whole number)')
  }
  if (expiry <= nowSeconds) throw new PermissionRequestError('expiry', 'is in the past')
  if (expiry > nowSeconds + MAX_SESSION_SECONDS) {
    throw new PermissionRequestError('expiry', `is more than ${MAX_SESSION_SECONDS} seconds away`)
  }
  const key = sessionKey(request.signer)
  if (!Array.isArray(request.permissions) || request.permissions.length === 0) {
    throw new PermissionRequestError('permissions', 'must list at least one permission')
  }
  const checked: CheckedSessionRequest = { key, expiry, nativeLimit: 0n, calls: [], tokens: [] }
  for (const [index, permission] of (request.permissions as unknown[]).entries()) {
    addPermission(checked, permission, `permissions[${index}]`)
  }
  if (checked.calls.length === 0)
    throw new PermissionRequestError('permissions', "must include a 'contract-call'")
  request.permissions.forEach((permission: Record<string, unknown>, index) => {
    if (permission.type !== 'erc20-token-limit') return
    const token = String((permission.data as Record<string, unknown>).address).toLowerCase()
    if (!checked.calls.some((call) => call.target.toLowerCase() === token)) {
      throw new PermissionRequestError(
        `permissions[${index}].data.address`,
        'has a limit but no allowed contract-call',
      )
    }
  })
  return checked
}

function addPermission(checked: CheckedSessionRequest, permission: unknown, field: string): void {
  if (!isObject(permission)) throw new PermissionRequestError(field, 'must be an object')
  const { type } = permission
  if (!SESSION_PERMISSION_TYPES.includes(type as (typeof SESSION_PERMISSION_TYPES)[number])) {
    throw new PermissionRequestError(`${field}.type`, `unknown permission type ${JSON.stringify(type)}`)
  }
  const data = permission.data
  if (!isObject(data)) throw new PermissionRequestError(`${field}.data`, 'is required')
  if (type === 'native-token-limit') {
    checked.nativeLimit += amount(data.allowance, `${field}.data.allowance`)
    if (checked.nativeLimit > MAX_UINT256)
      throw new PermissionRequestError(`${field}.data.allowance`, 'brings the native limit over a uint256')
    return
  }
  const target = address(data.address, `${field}.data.address`)
  if (type === 'erc20-token-limit') {
    if (checked.tokens.some((token) => token.token.toLowerCase() === target.toLowerCase())) {
      throw new PermissionRequestError(`${field}.data.address`, 'has a limit already')
    }
    checked.tokens.push({ token: target, limit: amount(data.allowance, `${field}.data.allowance`) })
    return
  }
  if (!Array.isArray(data.functions) || data.functions.length === 0) {
    throw new PermissionRequestError(`${field}.data.functions`, 'must list at least one function')
  }
  data.functions.forEach((fn: unknown, index) => {
    const selector = isObject(fn) ? fn.selector : undefined
    if (typeof selector !== 'string' || !SELECTOR.test(selector)) {
      throw new PermissionRequestError(
        `${field}.data.functions[${index}].selector`,
        'must be 0x and 8 hex digits',
      )
    }
    checked.calls.push({ target, selector: selector.toLowerCase() })
  })
}

import {
  type Address,
  BaseError,
  type Chain,
  createPublicClient,
  type Hex,
  hexToNumber,
  http,
  isAddress,
  isHex,
  type PublicClient,
  type Transport,
  zeroAddress,
} from 'viem'
import { createBundlerClient, type UserOperationReceipt } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { type PorticoSmartAccount, toPorticoSmartAccount } from './toPorticoSmartAccount.js'

/**
 * What `wallet_grantPermissions` answers (ERC-7715) that the app needs to use its session key: the account,
 * its chain and the permissions context (`context`, the session id the account granted the key under; the
 * gateway calls it `pci`). Extra fields of the answer (`permissions`, `expiry`, …) are ignored here.
 */
export interface SessionPermissionsContext {
  /** The smart account that granted the session. */
  address: Address
  /** Its chain: an EIP-155 id, as a number or hex (ERC-7715 answers hex). */
  chainId: number | Hex
  /** The permissions context: 0x and 64 hex digits. */
  context: Hex
}

/** Parameters of {@link toSessionKeyAccount}. */
export interface ToSessionKeyAccountParameters {
  /** A client of the session's chain (through the gateway's RPC proxy). */
  client: PublicClient<Transport, Chain | undefined>
  /** The answer of `wallet_grantPermissions`. */
  permissions: SessionPermissionsContext
  /** The app's session private key, whose address the app asked the session for. */
  sessionPrivateKey: Hex
}

/** A session call: a contract or address, native value and call data. */
export interface SessionCall {
  to: Address
  value?: bigint
  data?: Hex
}

/** Parameters of {@link sendWithSession}. */
export interface SendWithSessionParameters extends Omit<ToSessionKeyAccountParameters, 'client'> {
  /** The gateway's RPC proxy URL of the chain (`…/v1/?chainId=eip155:<id>&projectId=…`): node and bundler. */
  rpcUrl: string
  /** The calls, sent as one user operation (atomic: one failing call reverts them all). */
  calls: readonly SessionCall[]
  /** How long to wait for the operation to be mined, in ms (default 60 s). */
  timeoutMs?: number
  /** How often to ask for the receipt, in ms (default 1 s). */
  pollingIntervalMs?: number
}

/** What {@link sendWithSession} resolves with once the operation is mined and its calls succeeded. */
export interface SendWithSessionReturnType {
  userOpHash: Hex
  receipt: UserOperationReceipt
}

/** A session key could not be used: a malformed context, another chain, an account without code, or calls that reverted. */
export class SessionKeyError extends BaseError {
  override name = 'SessionKeyError'
}

/** Checks the `wallet_grantPermissions` answer and returns its chain id as a number. */
function checkContext(permissions: SessionPermissionsContext): number {
  if (!permissions || typeof permissions !== 'object')
    throw new SessionKeyError('permissions: the answer of wallet_grantPermissions is required')
  if (!isAddress(permissions.address, { strict: false }))
    throw new SessionKeyError('permissions.address: not an EVM address')
  if (!isHex(permissions.context) || permissions.context.length !== 66)
    throw new SessionKeyError('permissions.context: must be 0x and 64 hex digits')
  const chainId =
    typeof permissions.chainId === 'string' && isHex(permissions.chainId)
      ? hexToNumber(permissions.chainId)
      : permissions.chainId
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
    throw new SessionKeyError('permissions.chainId: must be an EIP-155 chain id')
  return chainId
}

/**
 * The granting smart account, acting as the session key: its user operations are signed by the key alone,
 * for the session in `permissions.context`; the account checks them against the session's limits on chain.
 * The account must be deployed (granting a session is one of its own operations).
 * @throws {SessionKeyError} for a malformed context, another chain, or an account without code.
 */
export async function toSessionKeyAccount(
  parameters: ToSessionKeyAccountParameters,
): Promise<PorticoSmartAccount> {
  const { client, permissions, sessionPrivateKey } = parameters
  const chainId = checkContext(permissions)
  const key = privateKeyToAccount(sessionPrivateKey)
  // Asked of the node, not taken from the client's chain config: the context must match the chain itself.
  const clientChainId = await client.getChainId()
  if (clientChainId !== chainId)
    throw new SessionKeyError(`permissions.chainId: ${chainId}, but the client is on chain ${clientChainId}`)
  const code = await client.getCode({ address: permissions.address })
  if (!code || code === '0x')
    throw new SessionKeyError('permissions.address: the account is not deployed on this chain')
  return toPorticoSmartAccount({
    client,
    // Deployed, so the factory is never read; the owner is never asked to sign (session mode).
    owner: key,
    factoryAddress: zeroAddress,
    address: permissions.address,
    session: { id: permissions.context, key },
  })
}

/**
 * Sends calls with a granted session key, through the gateway's RPC proxy (which hands user operations to the
 * bundler), and waits until they are mined. No wallet is involved, so nothing is prompted: the limits the user
 * granted are enforced by the account on chain. A call outside them is refused by the bundler, whose error
 * (e.g. `session: token limit exceeded`, `AA22 expired or not due`) is thrown as it came.
 * @example
 * const granted = await provider.request({ method: 'wallet_grantPermissions', params: [request] })
 * await sendWithSession({ permissions: granted, sessionPrivateKey, rpcUrl, calls: [{ to: prt, data }] })
 */
export async function sendWithSession(
  parameters: SendWithSessionParameters,
): Promise<SendWithSessionReturnType> {
  const { rpcUrl, calls, timeoutMs = 60_000, pollingIntervalMs = 1_000 } = parameters
  if (!Array.isArray(calls) || calls.length === 0)
    throw new SessionKeyError('calls: at least one call is required')
  const chainId = checkContext(parameters.permissions)
  const chain = {
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const satisfies Chain
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const account = await toSessionKeyAccount({ ...parameters, client })
  const bundler = createBundlerClient({ client, transport: http(rpcUrl) })
  const userOpHash = await bundler.sendUserOperation({ account, calls: [...calls] })
  const receipt = await bundler.waitForUserOperationReceipt({
    hash: userOpHash,
    pollingInterval: pollingIntervalMs,
    timeout: timeoutMs,
  })
  if (!receipt.success)
    throw new SessionKeyError(`The session's user operation ${userOpHash} was mined but its calls reverted`)
  return { userOpHash, receipt }
}

import type { Address, Hex } from 'viem'
import { rpcUrlFor } from '../frame/rpcRequests.js'
import { enabledNetworksCache, isSmartAccountEnabled } from './enabledNetworks.js'
import { type SmartAccountClient, smartAccountClient } from './smartAccountClient.js'

/** The account types the embedded EVM wallet offers (SPEC: smartAccount is the eip155 default). */
export type EmbeddedAccountType = 'smartAccount' | 'eoa'
export const DEFAULT_ACCOUNT_TYPE: EmbeddedAccountType = 'smartAccount'

/** What {@link walletAccounts} needs. */
export interface WalletAccountsOptions {
  gatewayUrl: string
  projectId: string
  /** PorticoSmartAccountFactory; without it smart accounts are off everywhere. */
  factoryAddress?: Address
  /** The opened key (undefined while logged out). */
  key(): { address: Hex; privateKey: Hex } | undefined
  /** The preferred account type (E-23). */
  preferred(): EmbeddedAccountType
}

/** The account requests on a chain act for: the smart account (when preferred and enabled) or the key itself. */
export type ActiveAccount =
  | { type: 'smartAccount'; address: Address; smart: SmartAccountClient }
  | { type: 'eoa'; address: Address }

/**
 * The user's EVM accounts on the secure site: the key (EOA) and, per chain where smart accounts are enabled
 * (D-24), the PorticoSmartAccount it owns, counterfactual until its first user operation deploys it.
 */
export function walletAccounts(options: WalletAccountsOptions) {
  const rpcUrl = (chainId: number) => rpcUrlFor(options.gatewayUrl, options.projectId, chainId)
  const factory = options.factoryAddress
  const enabled = enabledNetworksCache(async (chainId) =>
    factory ? isSmartAccountEnabled(rpcUrl(chainId), factory) : false,
  )
  /** Per key and chain: the smart account client (reading its address once). */
  const clients = new Map<string, Promise<SmartAccountClient>>()

  const requireKey = () => {
    const key = options.key()
    if (!key) throw new Error('Not connected')
    return key
  }

  /** The user's smart account on `chainId` (its counterfactual address before deployment). */
  function smartAccount(chainId: number): Promise<SmartAccountClient> {
    const key = requireKey()
    if (!factory) throw new Error('Smart accounts are not configured')
    const id = `${key.address}:${chainId}`
    let client = clients.get(id)
    if (!client) {
      client = smartAccountClient({
        privateKey: key.privateKey,
        chainId,
        rpcUrl: rpcUrl(chainId),
        factoryAddress: factory,
      })
      client.catch(() => clients.delete(id))
      clients.set(id, client)
    }
    return client
  }

  /** The account that acts on `chainId` now. */
  async function active(chainId: number): Promise<ActiveAccount> {
    const key = requireKey()
    if (options.preferred() === 'smartAccount' && (await enabled.check(chainId))) {
      const smart = await smartAccount(chainId)
      return { type: 'smartAccount', address: smart.address, smart }
    }
    return { type: 'eoa', address: key.address }
  }

  /** The smart account on `chainId`, or a clear error when the active account is not one. */
  async function requireSmart(chainId: number, method: string): Promise<SmartAccountClient> {
    const account = await active(chainId)
    if (account.type !== 'smartAccount')
      throw new Error(`${method} needs the smart account, which is not active on eip155:${chainId}`)
    return account.smart
  }

  return { enabled, smartAccount, active, requireSmart, rpcUrl }
}
export type WalletAccounts = ReturnType<typeof walletAccounts>

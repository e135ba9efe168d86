import { toPorticoSmartAccount } from '@portico/evm/smart-account'
import { type Address, type Chain, createPublicClient, type Hex, http } from 'viem'
import { createBundlerClient, entryPoint08Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'

/** How long a send waits for its user operation to be mined. */
export const USER_OPERATION_TIMEOUT_MS = 60_000
/** How often the bundler is asked for a user operation's receipt. */
export const USER_OPERATION_POLL_MS = 250

/** A viem chain whose only RPC is the gateway's proxy (`/v1/?chainId=eip155:<id>&projectId=`). */
export function proxyChain(chainId: number, rpcUrl: string): Chain {
  return {
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}

/** Parameters of {@link smartAccountClient}. */
export interface SmartAccountClientParameters {
  /** The owner's key (the user's embedded key; it stays on the secure site). */
  privateKey: Hex
  chainId: number
  /** The gateway's RPC proxy for the chain: node and bundler methods (O-15, `bundlerUrls`). */
  rpcUrl: string
  /** PorticoSmartAccountFactory on that chain. */
  factoryAddress: Address
}

/**
 * The user's PorticoSmartAccount on one chain, owned by the embedded key, with viem's public and bundler
 * clients on the gateway's RPC proxy. The account pays its own gas (no paymaster).
 */
export async function smartAccountClient(parameters: SmartAccountClientParameters) {
  const { privateKey, chainId, rpcUrl, factoryAddress } = parameters
  const chain = proxyChain(chainId, rpcUrl)
  const client = createPublicClient({ chain, transport: http(rpcUrl, { retryCount: 0 }) })
  const owner = privateKeyToAccount(privateKey)
  const account = await toPorticoSmartAccount({ client, owner, factoryAddress })
  const bundler = createBundlerClient({ client, account, transport: http(rpcUrl, { retryCount: 0 }) })
  const address = await account.getAddress()

  /** Sends `calls` as one user operation (deploying the account first when needed); resolves its hash. */
  const send = (calls: readonly { to: Address; value?: bigint; data?: Hex }[]) =>
    bundler.sendUserOperation({ account, calls: [...calls] })

  /** Waits for a user operation to be mined; throws when it reverted (nothing of it took effect). */
  const waitMined = async (hash: Hex) => {
    const receipt = await bundler.waitForUserOperationReceipt({
      hash,
      pollingInterval: USER_OPERATION_POLL_MS,
      timeout: USER_OPERATION_TIMEOUT_MS,
    })
    if (!receipt.success) {
      throw new Error(`The user operation reverted (transaction ${receipt.receipt.transactionHash})`)
    }
    return receipt
  }

  return {
    chainId,
    address,
    owner: owner.address,
    account,
    client,
    bundler,
    entryPoint: entryPoint08Address,
    /** True once the account's code is on chain. */
    isDeployed: () => account.isDeployed(),
    send,
    waitMined,
    /** Sends and waits: the mined transaction's receipt. */
    async sendAndWait(calls: readonly { to: Address; value?: bigint; data?: Hex }[]) {
      return waitMined(await send(calls))
    },
  }
}
export type SmartAccountClient = Awaited<ReturnType<typeof smartAccountClient>>

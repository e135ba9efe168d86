import { createPublicClient, type Hex, http, isHex, type PublicClient } from 'viem'
import { ApiError } from '../http/errors.js'

/** What a signature check needs: the chain, the claimed signer, the signed text and the signature. */
export interface EvmSignatureCheck {
  chainId: number
  address: `0x${string}`
  message: string
  signature: string
}

/**
 * Checks EIP-191 signatures for every kind of EVM account, over the chain's node: an EOA (recovery), a deployed
 * smart account (ERC-1271 `isValidSignature`) and one not deployed yet (ERC-6492 wrapper, simulated with its
 * factory call). viem's `verifyMessage` on a public client does all three.
 */
export class EvmSignatureVerifier {
  private readonly clients = new Map<number, PublicClient>()

  constructor(
    private readonly rpcUrls: Record<string, string>,
    private readonly timeoutMs: number,
  ) {}

  /** Whether the gateway has a node for this chain (a signature on another chain cannot be checked). */
  serves(chainId: number): boolean {
    return this.rpcUrls[`eip155:${chainId}`] !== undefined
  }

  /** True when `signature` is `address`'s over `message`; a 503 when the chain's node cannot be reached. */
  async verify(check: EvmSignatureCheck): Promise<boolean> {
    if (!isHex(check.signature) || check.signature.length < 4) return false
    const client = this.client(check.chainId)
    try {
      return await client.verifyMessage({
        address: check.address,
        message: check.message,
        signature: check.signature as Hex,
      })
    } catch (error) {
      const name = (error as Error).name
      if (name === 'HttpRequestError' || name === 'TimeoutError' || name === 'RpcRequestError')
        throw new ApiError(503, 'UPSTREAM_UNAVAILABLE', 'The chain node did not answer; retry later')
      return false
    }
  }

  private client(chainId: number): PublicClient {
    let client = this.clients.get(chainId)
    if (!client) {
      const url = this.rpcUrls[`eip155:${chainId}`]
      if (!url) throw new ApiError(400, 'INVALID_PARAM', `The gateway serves no chain ${chainId}`)
      client = createPublicClient({ transport: http(url, { timeout: this.timeoutMs, retryCount: 1 }) })
      this.clients.set(chainId, client)
    }
    return client
  }
}

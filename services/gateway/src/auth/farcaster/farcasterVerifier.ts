import { type AuthClientError, createAppClient, viemConnector } from '@farcaster/auth-client'
import { type Address, createPublicClient, http, parseAbi } from 'viem'
import type { FarcasterConfig } from './farcasterConfig.js'

/** The IdRegistry read the check needs (`idOf`), as on Farcaster's IdRegistry. */
const ID_REGISTRY_ABI = parseAbi(['function idOf(address owner) view returns (uint256 fid)'])
/** Milliseconds the gateway waits for the registry's chain. */
const REGISTRY_TIMEOUT_MS = 10_000

/** A Sign In With Farcaster message that passed every check: its fid and the custody address that signed it. */
export interface VerifiedSignIn {
  fid: number
  custody: Address
}

/** Why a message was refused: `unauthorized` (nonce, domain, signer), `invalid` (malformed) or `unavailable`. */
export class FarcasterSignInError extends Error {
  override name = 'FarcasterSignInError'
  constructor(
    readonly reason: 'unauthorized' | 'invalid' | 'unavailable',
    message: string,
  ) {
    super(message)
  }
}

/** The input of a check: the channel's nonce and domain, and what the Farcaster app sent. */
export interface SignInToVerify {
  nonce: string
  domain: string
  message: string
  signature: `0x${string}`
}

const reasonOf = (error: AuthClientError): FarcasterSignInError['reason'] =>
  error.errCode === 'unavailable'
    ? 'unavailable'
    : error.errCode.startsWith('bad_request')
      ? 'invalid'
      : 'unauthorized'

/**
 * Checks signed Sign In With Farcaster messages the way Farcaster's own client library does:
 * `@farcaster/auth-client`'s `createAppClient` with its `viemConnector` on the configured chain, and
 * `verifySignInMessage` (message format, statement, chain id 10, nonce, domain, time window, the signature, and
 * that the signer is the custody address of the message's fid). Only the IdRegistry address is ours to set
 * (`viemConnector` reads Optimism's), and only custody signatures are accepted (no auth addresses: their
 * KeyRegistry address is fixed in the connector).
 */
export function farcasterVerifier(config: FarcasterConfig) {
  const connector = viemConnector({ rpcUrl: config.rpcUrl })
  const registry = createPublicClient({ transport: http(config.rpcUrl, { timeout: REGISTRY_TIMEOUT_MS }) })
  const client = createAppClient({
    ethereum: {
      ...connector,
      getFid: (custody: Address) =>
        registry.readContract({
          address: config.idRegistryAddress,
          abi: ID_REGISTRY_ABI,
          functionName: 'idOf',
          args: [custody],
        }),
    },
  })
  /** Resolves the fid and custody address, or throws {@link FarcasterSignInError}. */
  return async (input: SignInToVerify): Promise<VerifiedSignIn> => {
    const result = await client.verifySignInMessage({ ...input, acceptAuthAddress: false })
    if (result.isError) {
      const error = result.error
      const reason = error ? reasonOf(error) : 'unauthorized'
      const detail =
        reason === 'unavailable'
          ? 'the ID registry could not be read; try again'
          : (error?.message ?? 'refused')
      throw new FarcasterSignInError(reason, detail)
    }
    return { fid: result.fid, custody: result.data.address }
  }
}
export type FarcasterVerify = ReturnType<typeof farcasterVerifier>

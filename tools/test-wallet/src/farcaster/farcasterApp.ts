import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Options of {@link signInWithFarcaster}. */
export interface FarcasterAppOptions {
  /** The sign-in URL the app shows (`farcaster://connect?channelToken=…&nonce=…&siweUri=…&domain=…`). */
  url: string
  /** Where the channel lives: the relay base, e.g. `<gateway>/farcaster` (the auth-client adds `/v1/channel/…`). */
  relayUrl: string
  /** Private key of the fid's custody address (the devnet's: `DEVNET_FARCASTER_CUSTODY_KEY` of @portico/devnet). */
  custodyKey: Hex
  fid: number
  /** The Farcaster username the app reports (shown in the account header). */
  username?: string
  /** Replaces parts of the message before it is signed, to test refusals (a wrong nonce or domain). */
  tamper?: { nonce?: string; domain?: string }
}

/** What the relay answered: its HTTP status and body. */
export interface FarcasterAppResult {
  status: number
  body: Record<string, unknown>
}

/**
 * Acts as the Farcaster app for Sign In With Farcaster: reads the channel token from the sign-in URL with the
 * auth-client's `parseSignInURI`, builds the message with its `buildSignInMessage` (statement, chain id 10, the
 * fid resource), signs it with the custody key and posts it to the channel with its `authenticate`.
 * @example
 * await signInWithFarcaster({ url, relayUrl: `${gateway}/farcaster`, custodyKey, fid: 1, username: 'alice' })
 */
export async function signInWithFarcaster(options: FarcasterAppOptions): Promise<FarcasterAppResult> {
  // The wallet side never reads the chain; the connector is required by the client's type only.
  const client = createWalletClient({
    relay: options.relayUrl,
    ethereum: viemConnector({ rpcUrl: options.relayUrl }),
  })
  const parsed = client.parseSignInURI({ uri: options.url })
  if (parsed.isError) throw new Error(`not a sign-in URL: ${parsed.error?.message}`)
  const params = new URL(options.url).searchParams
  const account = privateKeyToAccount(options.custodyKey)
  const built = client.buildSignInMessage({
    address: account.address,
    fid: options.fid,
    uri: params.get('siweUri') ?? '',
    domain: options.tamper?.domain ?? params.get('domain') ?? '',
    nonce: options.tamper?.nonce ?? params.get('nonce') ?? '',
  })
  if (built.isError) throw new Error(`could not build the message: ${built.error?.message}`)
  const signature = await account.signMessage({ message: built.message })
  const answer = await client.authenticate({
    channelToken: parsed.channelToken,
    authKey: 'portico-test-client',
    message: built.message,
    signature,
    fid: options.fid,
    ...(options.username ? { username: options.username } : {}),
  })
  if (answer.isError) throw new Error(`the relay could not be reached: ${answer.error?.message}`)
  return { status: answer.response.status, body: answer.data as unknown as Record<string, unknown> }
}

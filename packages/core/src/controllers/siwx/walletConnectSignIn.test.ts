import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../../client/createPorticoClient.js'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../../constants.js'
import { createLocalSiwx } from '../../siwx/createLocalSiwx.js'
import { formatSiwxMessage } from '../../siwx/siwxMessage.js'
import type { SIWXConfig, SIWXMessageData, SIWXSession } from '../../siwx/siwxTypes.js'
import { ADDRESS, evmNetwork, offlineFetch, scriptedAdapter } from '../../testing/fixtures.js'
import type { WalletConnectConnector, WalletConnectSignedIn } from '../../types/walletconnect.js'

// Core's side of SIWX over WalletConnect, with a scripted connector standing in for @portico/walletconnect
// (whose wc_sessionAuthenticate runs against WalletKit 1.2.10 and our test wallet in signIn.test.ts there).
const RECAP_SENTENCE =
  " I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'."
const RECAP = 'urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvcGVyc29uYWxfc2lnbiI6W3t9XX19fQ'

function memoryBackend() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}

/** What a wallet signs for the sign-in it was given: its address filled in, the ReCap added (EIP-5573). */
const walletSigned = (
  asked: SIWXMessageData,
  change: Partial<SIWXMessageData> = {},
): WalletConnectSignedIn => ({
  message: formatSiwxMessage({
    ...asked,
    accountAddress: ADDRESS,
    statement: `${asked.statement ?? ''}${RECAP_SENTENCE}`,
    resources: [...(asked.resources ?? []), RECAP],
    ...change,
  }),
  signature: `0x${'33'.repeat(65)}`,
})

/** A pairing the test wallet has not answered yet: the sign-in it was given and its approval. */
type HeldPairing = { signIn: SIWXMessageData | undefined; approve(signed?: WalletConnectSignedIn): void }

/**
 * A SIWX app with a scripted connector: each pairing answers `answer(signIn)` at once, or with `hold` waits in
 * `held` until the test approves it.
 */
function setup(
  answer: (signIn: SIWXMessageData | undefined) => WalletConnectSignedIn | undefined,
  { hold = false } = {},
) {
  const local = createLocalSiwx({
    domain: 'app.example',
    uri: 'https://app.example',
    storage: memoryBackend(),
  })
  const siwx: SIWXConfig = {
    ...local,
    addSession: vi.fn(local.addSession),
    getSessions: vi.fn(local.getSessions),
  }
  const evm = scriptedAdapter('eip155')
  evm.adapter.addConnector = () => {}
  evm.behaviour.connect = async () => ({
    connectorId: 'walletConnect',
    address: ADDRESS,
    chainId: 31337,
    accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
  })
  const asked: (SIWXMessageData | undefined)[] = []
  const held: HeldPairing[] = []
  const connector: WalletConnectConnector = {
    provider: { request: async () => null },
    async connect({ onUri, signIn }) {
      asked.push(signIn)
      onUri(`wc:topic${asked.length}@2?relay-protocol=irn&symKey=00`)
      if (hold) {
        const signed = await new Promise<WalletConnectSignedIn | undefined>((approve) =>
          held.push({ signIn, approve }),
        )
        return signed ? { siwx: signed } : undefined
      }
      const siwxSigned = answer(signIn)
      return siwxSigned ? { siwx: siwxSigned } : undefined
    },
    restore: async () => false,
    isConnected: () => true,
    disconnect: async () => {},
  }
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      networks: [evmNetwork(31337)],
      adapters: [evm.adapter],
      relayUrl: 'ws://127.0.0.1:1',
      walletConnect: async () => () => connector,
      siwx,
    },
    { fetch: offlineFetch, isMobile: () => false },
  )
  return { client, siwx, asked, held, connector }
}

const onSiwxView = (client: ReturnType<typeof setup>['client']) =>
  client.stores.modal.getState().open && client.stores.router.getState().view === 'SIWXSignMessage'

afterEach(() => {
  vi.useRealTimers()
})

describe('SIWX over WalletConnect in core', () => {
  it('M-02 C-23 a pairing regenerated after its expiry asks with a new sign-in message (new nonce, new issuedAt); the wallet signing it is the session', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    const { client, siwx, asked, held } = setup(() => undefined, { hold: true })
    client.open()
    const pending = client.connectWalletConnect()
    // The SIWX chunk loads first (a dynamic import, not a timer).
    await vi.waitFor(() => expect(held).toHaveLength(1))
    const first = asked[0] as SIWXMessageData
    // The pairing counts as expired 10 s before its 4 min are up: a new one is made with a new sign-in.
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS)
    await vi.waitFor(() => expect(held).toHaveLength(2))
    const second = asked[1] as SIWXMessageData
    expect(client.walletConnect.getState().uri).toBe('wc:topic2@2?relay-protocol=irn&symKey=00')
    expect(second.nonce).not.toBe(first.nonce)
    expect(second.issuedAt).not.toBe(first.issuedAt)
    expect(Date.parse(second.issuedAt) - Date.parse(first.issuedAt)).toBeGreaterThanOrEqual(
      PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS,
    )
    expect(second).toMatchObject({ domain: first.domain, uri: first.uri, chainId: first.chainId })

    held[1]?.approve(walletSigned(second))
    await expect(pending).resolves.toMatchObject({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(siwx.addSession).toHaveBeenCalledTimes(1))
    const session = vi.mocked(siwx.addSession).mock.calls[0]?.[0] as SIWXSession
    expect(session.data).toMatchObject({ nonce: second.nonce, issuedAt: second.issuedAt })
  })

  it('M-02 with siwx on the connector gets the sign-in (address placeholder) and what the wallet signed is the session: no SIWXSignMessage', async () => {
    const { client, siwx, asked } = setup((signIn) => (signIn ? walletSigned(signIn) : undefined))
    client.open()
    await client.connectWalletConnect()
    expect(asked[0]).toMatchObject({
      domain: 'app.example',
      uri: 'https://app.example',
      chainId: 'eip155:31337',
    })
    const session = vi.mocked(siwx.addSession).mock.calls[0]?.[0] as SIWXSession
    expect(session.data).toMatchObject({
      accountAddress: ADDRESS,
      nonce: asked[0]?.nonce,
      resources: [RECAP],
    })
    expect(session.message).toContain(RECAP_SENTENCE.trim())
    // M-01 then finds that session for the connected account and asks nothing.
    await vi.waitFor(() => expect(siwx.getSessions).toHaveBeenCalledWith('eip155:31337', ADDRESS))
    await expect(siwx.getSessions('eip155:31337', ADDRESS)).resolves.toHaveLength(1)
    expect(onSiwxView(client)).toBe(false)
  })

  it('M-02 connectWalletConnectWithSiwx from app code: the connector run with the message source signs in, no SIWXSignMessage', async () => {
    const { client, siwx, connector, asked } = setup((signIn) => (signIn ? walletSigned(signIn) : undefined))
    const uris: string[] = []
    await client.connectWalletConnectWithSiwx(
      async (signIn) =>
        (await connector.connect({ onUri: (uri) => void uris.push(uri), signIn: await signIn?.() })) ?? {},
    )
    expect(uris).toHaveLength(1)
    expect(siwx.addSession).toHaveBeenCalledTimes(1)
    const session = vi.mocked(siwx.addSession).mock.calls[0]?.[0] as SIWXSession
    expect(session.data).toMatchObject({ accountAddress: ADDRESS, nonce: asked[0]?.nonce })
    await expect(siwx.getSessions('eip155:31337', ADDRESS)).resolves.toHaveLength(1)
    expect(onSiwxView(client)).toBe(false)
  })

  it('M-02 a wallet that connected by the fallback proposal (no sign-in, e.g. 10001) gets the usual SIWXSignMessage', async () => {
    const { client, siwx } = setup(() => undefined)
    client.open()
    await client.connectWalletConnect()
    await vi.waitFor(() => expect(onSiwxView(client)).toBe(true))
    expect(siwx.addSession).not.toHaveBeenCalled()
  })

  it('M-02 a sign-in with another nonce than the one asked for is refused (a replayed signature), and SIWX asks again', async () => {
    const { client, siwx } = setup((signIn) =>
      signIn ? walletSigned(signIn, { nonce: 'replayedNonce1' }) : undefined,
    )
    client.open()
    await client.connectWalletConnect()
    await vi.waitFor(() => expect(onSiwxView(client)).toBe(true))
    expect(siwx.addSession).not.toHaveBeenCalled()
  })
})

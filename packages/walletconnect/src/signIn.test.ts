import { anvil, parseSiwxMessage, type SIWXMessageData } from '@portico/core'
import { type RelayServer, startRelay } from '@portico/relay'
import { createTestWallet } from '@portico/test-wallet'
import { buildAuthObject } from '@walletconnect/utils'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createWalletConnectConnector,
  type PorticoWalletConnectConnector,
} from './createWalletConnectConnector.js'
import { createMemoryStorage } from './storage.js'
import { createNodeWallet } from './testing/createNodeWallet.js'
import { type MatrixWallet, ourWallet } from './testing/matrixParties.js'
import { NodeWebSocket } from './testing/nodeWebSocket.js'

// SIWX over WalletConnect through the connector core uses: one-click connect and sign-in with WalletKit
// 1.2.10 signing with account 0 (viem, the official message and CACAO builders), and the fallback with our
// test wallet, which answers wc_sessionAuthenticate with 10001. Real relay, real keys.
const ACCOUNT_0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const CHAIN = 'eip155:31337'
const SIGN_IN: SIWXMessageData = {
  domain: '127.0.0.1:5173',
  accountAddress: '<<AccountAddress>>',
  chainId: CHAIN,
  statement: 'Sign in to Portico',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'gatewayNonce42',
  issuedAt: new Date().toISOString(),
  expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
}

let relay: RelayServer
const open: { close(): unknown }[] = []
beforeAll(async () => {
  relay = await startRelay({ port: 0, logger: 'silent' })
})
afterEach(async () => {
  await Promise.allSettled(open.splice(0).map((party) => party.close()))
})
afterAll(async () => {
  await relay?.close()
})

async function connector(): Promise<PorticoWalletConnectConnector> {
  const created = await createWalletConnectConnector({
    projectId: 'portico-dev',
    relayUrl: relay.url,
    metadata: { name: 'Sign-in test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    networks: [anvil],
    storage: createMemoryStorage(),
    storagePrefix: `sign-in-${Math.random().toString(36).slice(2)}`,
    WebSocket: NodeWebSocket,
  })
  open.push({ close: () => created.client.close() })
  return created
}

describe('SIWX over WalletConnect (wc_sessionAuthenticate)', () => {
  it('M-02 the wallet signs the SIWX sign-in as it connects: the fields asked for, its address, a signature that verifies', async () => {
    const dapp = await connector()
    const signer = createTestWallet({ chains: { 31337: 'http://127.0.0.1:9' }, connected: true })
    const wallet = await createNodeWallet({ relayUrl: relay.url, signer, chainIds: [31337] })
    open.push(wallet)
    // A wallet that signs in declines the plain proposal sent alongside as the fallback.
    wallet.rejectNextProposal()
    wallet.kit.on('session_authenticate', async ({ id, params }) => {
      const iss = `did:pkh:${CHAIN}:${ACCOUNT_0.address}`
      const request = { ...params.authPayload, chains: [CHAIN] }
      const message = wallet.kit.formatAuthMessage({ request, iss })
      const auth = buildAuthObject(request, { t: 'eip191', s: await ACCOUNT_0.signMessage({ message }) }, iss)
      await wallet.kit.approveSessionAuthenticate({ id, auths: [auth] })
    })

    const result = await dapp.connect({ onUri: (uri) => void wallet.pair(uri), signIn: SIGN_IN })
    const signed = result?.siwx
    if (!signed) throw new Error('the wallet did not sign in')
    const data = parseSiwxMessage(signed.message)
    expect(data).toMatchObject({
      domain: SIGN_IN.domain,
      uri: SIGN_IN.uri,
      nonce: SIGN_IN.nonce,
      issuedAt: SIGN_IN.issuedAt,
      expirationTime: SIGN_IN.expirationTime,
      chainId: CHAIN,
      accountAddress: ACCOUNT_0.address,
    })
    expect(data.statement?.startsWith(`${SIGN_IN.statement} I further authorize`)).toBe(true)
    await expect(
      verifyMessage({
        address: ACCOUNT_0.address,
        message: signed.message,
        signature: signed.signature as `0x${string}`,
      }),
    ).resolves.toBe(true)
    // The session came with the sign-in (no proposal): the provider answers account 0 on 31337.
    await expect(dapp.provider.request({ method: 'eth_accounts' })).resolves.toEqual([ACCOUNT_0.address])
  })

  it('M-02 a wallet answering wc_sessionAuthenticate with 10001 connects by the fallback proposal, without a sign-in', async () => {
    const dapp = await connector()
    const signer = createTestWallet({ chains: { 31337: 'http://127.0.0.1:9' }, connected: true })
    const wallet: MatrixWallet = await ourWallet(relay.url, signer, [31337])
    open.push(wallet)
    const result = await dapp.connect({ onUri: (uri) => void wallet.pair(uri), signIn: SIGN_IN })
    expect(result?.siwx).toBeUndefined()
    expect(wallet.sessionTopics()).toEqual([dapp.provider.session()?.topic])
    // SIWX then asks for personal_sign over the session, which the wallet signs with account 0.
    const message = `0x${Buffer.from('Sign in to Portico').toString('hex')}`
    const signature = await dapp.provider.request({
      method: 'personal_sign',
      params: [message, ACCOUNT_0.address],
    })
    await expect(
      verifyMessage({
        address: ACCOUNT_0.address,
        message: { raw: message as `0x${string}` },
        signature: signature as `0x${string}`,
      }),
    ).resolves.toBe(true)
  })
})

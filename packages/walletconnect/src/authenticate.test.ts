import { randomBytes } from 'node:crypto'
import { type RelayServer, startRelay } from '@portico/relay'
import { buildAuthObject } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { authenticate } from './sign/authenticate.js'
import { type Cacao, createRecap, formatAuthMessage } from './sign/authMessage.js'
import { SignClient } from './sign/signClient.js'
import { verifyCacao } from './sign/verifyCacao.js'
import { createMemoryStorage } from './storage.js'
import { createNodeWallet, type NodeWallet } from './testing/createNodeWallet.js'
import { NodeWebSocket } from './testing/nodeWebSocket.js'

// Real parts: our relay, our dapp client, WalletKit 1.2.10 as the wallet signing the sign-in message with
// anvil's account 0 (viem), the official message and CACAO builders on the wallet side.
const ACCOUNT_0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const OTHER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const CHAIN = 'eip155:31337'
const signer = {
  request: async ({ method }: { method: string }) =>
    method === 'eth_requestAccounts'
      ? [ACCOUNT_0.address]
      : method === 'personal_sign'
        ? `0x${'ab'.repeat(65)}`
        : null,
}
const signIn = {
  chains: [CHAIN],
  domain: '127.0.0.1',
  uri: 'http://127.0.0.1/',
  nonce: 'n0nce1234',
  statement: 'Sign in to the test',
}

let relay: RelayServer
const open: { clients: SignClient[]; wallets: NodeWallet[] } = { clients: [], wallets: [] }
beforeAll(async () => {
  relay = await startRelay({ port: 0, logger: 'silent' })
})
afterEach(async () => {
  for (const client of open.clients.splice(0)) client.close()
  await Promise.allSettled(open.wallets.splice(0).map((w) => w.close()))
})
afterAll(async () => {
  await relay?.close()
})

async function setup(options: { signIn?: boolean } = {}) {
  const client = await SignClient.init({
    projectId: 'portico-dev',
    relayUrl: relay.url,
    metadata: { name: 'Auth test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    storagePrefix: `dapp-${randomBytes(6).toString('hex')}`,
    WebSocket: NodeWebSocket,
  })
  const wallet = await createNodeWallet({ relayUrl: relay.url, signer, chainIds: [31337] })
  open.clients.push(client)
  open.wallets.push(wallet)
  if (options.signIn !== false) {
    wallet.kit.on('session_authenticate', async ({ id, params }) => {
      const iss = `did:pkh:${CHAIN}:${ACCOUNT_0.address}`
      const request = { ...params.authPayload, chains: [CHAIN] }
      const message = wallet.kit.formatAuthMessage({ request, iss })
      const signature = await ACCOUNT_0.signMessage({ message })
      const auth = buildAuthObject(request, { t: 'eip191', s: signature }, iss)
      await wallet.kit.approveSessionAuthenticate({ id, auths: [auth] })
    })
  }
  return { client, wallet }
}

describe('one-click connect and sign-in (wc_sessionAuthenticate) with WalletKit 1.2.10', () => {
  it('the wallet signs in: the CACAO verifies for account 0 and the session works without a settle', async () => {
    const { client, wallet } = await setup()
    // A wallet that signs in declines the plain proposal sent alongside as the fallback.
    wallet.rejectNextProposal()
    const { uri, response } = await authenticate(client, { ...signIn, methods: ['personal_sign'] })
    await wallet.pair(uri)
    const { session, auths } = await response
    expect(auths.map((a) => a.p.iss)).toEqual([`did:pkh:${CHAIN}:${ACCOUNT_0.address}`])
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT_0.address}`])
    expect(session.namespaces.eip155?.methods).toEqual(['personal_sign'])
    await expect(
      client.request({
        topic: session.topic,
        chainId: CHAIN,
        request: { method: 'personal_sign', params: ['0x01', ACCOUNT_0.address] },
      }),
    ).resolves.toBe(`0x${'ab'.repeat(65)}`)
  })

  it('a wallet without sign-in falls back to the session proposal on the same pairing', async () => {
    const { client, wallet } = await setup({ signIn: false })
    const { uri, response } = await authenticate(client, signIn)
    await wallet.pair(uri)
    const { session, auths } = await response
    expect(auths).toEqual([])
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT_0.address}`])
  })

  it('a CACAO signed by another key than its issuer does not verify', async () => {
    const iss = `did:pkh:${CHAIN}:${ACCOUNT_0.address}`
    const request = {
      type: 'caip122' as const,
      chains: [CHAIN],
      domain: signIn.domain,
      aud: signIn.uri,
      version: '1' as const,
      nonce: signIn.nonce,
      iat: new Date().toISOString(),
      resources: [createRecap(['personal_sign'])],
    }
    const message = formatAuthMessage(request, iss)
    const genuine = buildAuthObject(
      request,
      { t: 'eip191', s: await ACCOUNT_0.signMessage({ message }) },
      iss,
    )
    const forged = buildAuthObject(request, { t: 'eip191', s: await OTHER.signMessage({ message }) }, iss)
    expect(await verifyCacao(genuine as Cacao)).toBe(true)
    expect(await verifyCacao(forged as Cacao)).toBe(false)
    // The same signature over a changed payload (another nonce) does not verify either.
    expect(await verifyCacao({ ...genuine, p: { ...genuine.p, nonce: 'replayed1' } } as Cacao)).toBe(false)
  })
})

import { formatSiwxMessage } from '@portico/core'
import { DEVNET_MNEMONIC } from '@portico/devnet'
import { type Hex, keccak256, toHex } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type TestChain } from '../helpers/anvil.js'
import { DATABASES } from '../helpers/databases.js'
import { smartAccountKit } from '../helpers/smartAccounts.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

// Issue 15: sign-in with smart accounts (the embedded wallet's default EVM account is one). Real anvil chain,
// real factory and accounts; the storage side is covered on both databases by siwxRoutes.test.ts.
const Q = '?projectId=portico-dev'
const ORIGIN = 'http://127.0.0.1:5173'

describe('M-02 sign-in with smart accounts verified by the gateway (ERC-1271, ERC-6492)', () => {
  let chain: TestChain
  let gw: RunningGateway
  let kit: Awaited<ReturnType<typeof smartAccountKit>>
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${gw.base}${path}${Q}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as any }
  }
  const message = async (accountAddress: string) =>
    formatSiwxMessage({
      domain: new URL(ORIGIN).host,
      accountAddress,
      chainId: 'eip155:31337',
      uri: ORIGIN,
      version: '1',
      nonce: (await post('/auth/v1/siwx/nonce', {})).body.nonce,
      issuedAt: new Date().toISOString(),
    })

  beforeAll(async () => {
    chain = await startAnvil(31337)
    kit = await smartAccountKit(chain.rpcUrl, mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 8 }))
    gw = await startGateway(DATABASES[0]!, { rpcUrls: { 'eip155:31337': chain.rpcUrl }, indexer: false })
  }, 60_000)
  afterAll(async () => {
    await gw?.close()
    await chain?.stop()
  })

  it('M-02 ERC-1271: a deployed account signs in with its owner’s signature; a stranger’s is refused', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const address = await kit.deploy(owner.address, keccak256(toHex('siwx-1271')))
    const text = await message(address)
    const ok = await post('/auth/v1/siwx/verify', {
      message: text,
      signature: await owner.signMessage({ message: text }),
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.session.address).toBe(address)
    const again = await message(address)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const refused = await post('/auth/v1/siwx/verify', {
      message: again,
      signature: await stranger.signMessage({ message: again }),
    })
    expect([refused.status, refused.body.field]).toEqual([400, 'body.signature'])
  })

  it('M-02 ERC-6492: an account not deployed yet signs in with a wrapped signature', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const salt = keccak256(toHex('siwx-6492'))
    const address = await kit.addressOf(owner.address, salt)
    const text = await message(address)
    const signature = kit.wrap6492(owner.address, salt, (await owner.signMessage({ message: text })) as Hex)
    const ok = await post('/auth/v1/siwx/verify', { message: text, signature })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.session.address).toBe(address)
  })
})

import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOT_YOUR_ADDRESS_MESSAGE } from '../../src/onramp/buyerProof.js'
import { startAnvil, type TestChain } from '../helpers/anvil.js'
import { DATABASES } from '../helpers/databases.js'
import { siwxSignIn } from '../helpers/siwxSession.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const pglite = DATABASES.find((d) => d.name === 'pglite') ?? DATABASES[0]!

describe('a signed on-ramp URL is built only for an address the caller proved it holds', () => {
  let chain: TestChain
  let gw: RunningGateway
  const owner = privateKeyToAccount(generatePrivateKey())
  const victim = privateKeyToAccount(generatePrivateKey())
  const ask = async (address: string, token?: string, defaultNetwork = 'eip155:1') => {
    const res = await fetch(`${gw.base}/v1/generators/onrampurl?projectId=portico-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({
        provider: 'moonpay',
        destinationWallets: [{ address, blockchains: [defaultNetwork], assets: ['USDC'] }],
        defaultNetwork,
        partnerUserId: address,
        defaultExperience: 'buy',
        presetFiatAmount: '50',
        fiatCurrency: 'USD',
        purchaseCurrency: 'USDC',
      }),
    })
    return {
      status: res.status,
      body: (await res.json()) as { url?: string; message?: string; code?: string },
    }
  }

  beforeAll(async () => {
    chain = await startAnvil(31337)
    gw = await startGateway(pglite, {
      rpcUrls: { 'eip155:31337': chain.rpcUrl },
      indexer: false,
      onramp: {
        projects: { 'portico-dev': ['moonpay'] },
        moonpay: { apiKey: 'pk_test_1', secretKey: 'sk_test_1' },
      },
    })
  })
  afterAll(async () => {
    await gw?.close()
    await chain?.stop()
  })

  it('J-11 with a sign-in session of the buyer, the signed MoonPay URL names that wallet', async () => {
    const token = await siwxSignIn(gw.base, owner, 'eip155:31337')
    const res = await ask(owner.address.toLowerCase(), token)
    expect(res.status).toBe(200)
    const url = new URL(res.body.url ?? '')
    expect(url.searchParams.get('walletAddress')).toBe(owner.address.toLowerCase())
    expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9+/]{43}=$/)
  })

  it('an attacker naming someone else: no session is 401, its own session for the victim address is 403', async () => {
    const none = await ask(victim.address)
    expect([none.status, none.body.code]).toEqual([401, 'UNAUTHORIZED'])
    expect(none.body.url).toBeUndefined()
    const forged = await ask(victim.address, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA')
    expect(forged.status).toBe(401)
    const attackerToken = await siwxSignIn(gw.base, owner, 'eip155:31337')
    const other = await ask(victim.address, attackerToken)
    expect([other.status, other.body.message]).toEqual([403, NOT_YOUR_ADDRESS_MESSAGE])
    expect(other.body.url).toBeUndefined()
  })

  it('a revoked session proves nothing', async () => {
    const token = await siwxSignIn(gw.base, owner, 'eip155:31337')
    const revoked = await fetch(`${gw.base}/auth/v1/siwx/revoke?projectId=portico-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    })
    expect(revoked.status).toBe(200)
    expect((await ask(owner.address, token)).status).toBe(401)
  })
})

import { ACCOUNT_NAME_MAX_LENGTH, AccountNameMessages, coinTypeForChainId } from '@portico/core'
import { DEVNET_MNEMONIC } from '@portico/devnet'
import { type Hex, keccak256, toHex } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type TestChain } from '../helpers/anvil.js'
import { DATABASES } from '../helpers/databases.js'
import { smartAccountKit } from '../helpers/smartAccounts.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const CHAIN_ID = 31337
const ZONE = 'portico.test'
const COIN_TYPE = coinTypeForChainId(CHAIN_ID)
const Q = '?projectId=portico-dev'
const nowSec = () => Math.floor(Date.now() / 1000)
const randomLabel = () => `acc-${Math.random().toString(36).slice(2, 10)}`

describe.each(DATABASES)('L, U-02, U-12..U-15 names on $name with anvil', (database) => {
  let chain: TestChain
  let gw: RunningGateway
  let kit: Awaited<ReturnType<typeof smartAccountKit>>
  const deployer = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 9 })

  const post = async (body: unknown) => {
    const res = await fetch(`${gw.base}/v1/profile/account${Q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as any }
  }
  const get = async (path: string) => {
    const res = await fetch(`${gw.base}${path}`)
    return { status: res.status, body: (await res.json()) as any }
  }
  /** L-03, L-04: the register body the modal sends, signed by `account`. */
  const signed = async (
    account: ReturnType<typeof privateKeyToAccount>,
    name: string,
    overrides: { timestamp?: number; address?: Hex; attributes?: Record<string, string> } = {},
  ) => {
    const message = JSON.stringify({
      name,
      attributes: overrides.attributes ?? {},
      timestamp: overrides.timestamp ?? nowSec(),
    })
    return {
      coin_type: COIN_TYPE,
      address: overrides.address ?? account.address,
      message,
      signature: await account.signMessage({ message }),
    }
  }

  beforeAll(async () => {
    chain = await startAnvil(CHAIN_ID)
    kit = await smartAccountKit(chain.rpcUrl, deployer)
    gw = await startGateway(database, { rpcUrls: { [`eip155:${CHAIN_ID}`]: chain.rpcUrl }, indexer: false })
  }, 120_000)
  afterAll(async () => {
    await gw?.close()
    await chain?.stop()
  })

  it('U-15, L-04 registers an EOA-signed name; U-12, U-13, U-02 then find it', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const name = `${randomLabel()}.${ZONE}`
    const res = await post(
      await signed(account, name, { attributes: { avatar: 'https://example.com/a.png' } }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.success).toBe(true)

    const lookup = await get(`/v1/profile/account/${name}${Q}&apiVersion=2`)
    expect(lookup.status).toBe(200)
    expect(lookup.body.addresses[String(COIN_TYPE)].address).toBe(account.address.toLowerCase())
    expect(lookup.body.attributes).toEqual({ avatar: 'https://example.com/a.png' })

    const reverse = await get(
      `/v1/profile/reverse/${account.address}${Q}&sender=${account.address}&apiVersion=2`,
    )
    expect(reverse.body.map((r: { name: string }) => r.name)).toEqual([name])

    const identity = await get(`/v1/identity/${account.address}${Q}&sender=${account.address}`)
    expect(identity.body).toEqual({ name, avatar: 'https://example.com/a.png' })
  })

  it('U-02 identity of an address without a name is {name: null, avatar: null}; U-12 unknown name is 404', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    expect((await get(`/v1/identity/${stranger}${Q}`)).body).toEqual({ name: null, avatar: null })
    const missing = await get(`/v1/profile/account/${randomLabel()}.${ZONE}${Q}&apiVersion=2`)
    expect(missing.status).toBe(404)
  })

  it('one owner per name and one name per address per zone: 409, and nothing half-registered', async () => {
    const first = privateKeyToAccount(generatePrivateKey())
    const second = privateKeyToAccount(generatePrivateKey())
    const name = `${randomLabel()}.${ZONE}`
    expect((await post(await signed(first, name))).status).toBe(200)

    const taken = await post(await signed(second, name))
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe('Name already registered')
    const again = await post(await signed(first, `${randomLabel()}.${ZONE}`))
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(AccountNameMessages.ALREADY_OWNED)
    // The refused registrations left no row: the second account still has no name.
    expect((await get(`/v1/identity/${second.address}${Q}`)).body.name).toBeNull()
  })

  it('two registrations of one name at once: exactly one wins', async () => {
    const name = `${randomLabel()}.${ZONE}`
    const bodies = await Promise.all(
      [0, 1, 2].map(() => signed(privateKeyToAccount(generatePrivateKey()), name)),
    )
    const statuses = (await Promise.all(bodies.map(post))).map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409, 409])
  })

  it('ERC-1271: a deployed smart account registers with its owner’s signature', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const salt = keccak256(toHex(randomLabel()))
    const address = await kit.deploy(owner.address, salt)
    const res = await post(await signed(owner, `${randomLabel()}.${ZONE}`, { address }))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.addresses[String(COIN_TYPE)].address).toBe(address.toLowerCase())
  })

  it('ERC-6492: a smart account not deployed yet registers with a wrapped signature', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const salt = keccak256(toHex(randomLabel()))
    const address = await kit.addressOf(owner.address, salt)
    const body = await signed(owner, `${randomLabel()}.${ZONE}`, { address })
    const res = await post({ ...body, signature: kit.wrap6492(owner.address, salt, body.signature as Hex) })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    // A stranger's signature wrapped the same way is refused.
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await signed(stranger, `${randomLabel()}.${ZONE}`, {
      address: await kit.addressOf(owner.address, keccak256(toHex('other'))),
    })
    const refused = await post({
      ...forged,
      signature: kit.wrap6492(owner.address, keccak256(toHex('other')), forged.signature as Hex),
    })
    expect(refused.status).toBe(400)
    expect(refused.body.field).toBe('body.signature')
  })

  describe('bad input gets a 400 naming the problem', () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const cases: [string, () => Promise<unknown>, string, string][] = [
      [
        'L-07 invalid characters',
        () => signed(account, `ab_1.${ZONE}`),
        'body.message',
        AccountNameMessages.INVALID_CHARACTERS,
      ],
      ['R-05 too short', () => signed(account, `ab1.${ZONE}`), 'body.message', AccountNameMessages.TOO_SHORT],
      [
        'beyond 63 characters',
        () => signed(account, `${'a'.repeat(ACCOUNT_NAME_MAX_LENGTH + 1)}.${ZONE}`),
        'body.message',
        AccountNameMessages.TOO_LONG,
      ],
      [
        'another zone',
        () => signed(account, 'alice.example.com'),
        'body.message',
        `message.name must end with .${ZONE}`,
      ],
      [
        'a stale timestamp',
        () => signed(account, `${randomLabel()}.${ZONE}`, { timestamp: nowSec() - 3600 }),
        'body.message',
        'message.timestamp is too old; sign again',
      ],
      [
        'a future timestamp',
        () => signed(account, `${randomLabel()}.${ZONE}`, { timestamp: nowSec() + 3600 }),
        'body.message',
        'message.timestamp is in the future',
      ],
      [
        'a timestamp in milliseconds',
        () => signed(account, `${randomLabel()}.${ZONE}`, { timestamp: Date.now() }),
        'body.message',
        'message.timestamp is in the future',
      ],
    ]
    it.each(cases)('%s', async (_what, body, field, message) => {
      const res = await post(await body())
      expect(res.status).toBe(400)
      expect(res.body.field).toBe(field)
      expect(res.body.message).toBe(message)
    })

    it('a signature over a different name, or for a different address', async () => {
      const good = await signed(account, `${randomLabel()}.${ZONE}`)
      const otherName = JSON.stringify({ ...JSON.parse(good.message), name: `${randomLabel()}.${ZONE}` })
      const swapped = await post({ ...good, message: otherName })
      expect([swapped.status, swapped.body.field]).toEqual([400, 'body.signature'])
      const other = privateKeyToAccount(generatePrivateKey()).address
      const wrongAddress = await post({ ...good, address: other })
      expect([wrongAddress.status, wrongAddress.body.field]).toEqual([400, 'body.signature'])
      expect((await get(`/v1/identity/${other}${Q}`)).body.name).toBeNull()
    })

    it('a coin type of a chain the gateway does not serve, and a non-EVM coin type', async () => {
      const good = await signed(account, `${randomLabel()}.${ZONE}`)
      for (const coin_type of [coinTypeForChainId(5), 501]) {
        const res = await post({ ...good, coin_type })
        expect([res.status, res.body.field]).toEqual([400, 'body.coin_type'])
      }
    })
  })

  it('L-09, U-14 suggestions: the typed name with its state, then available variants; empty and invalid are 400', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const label = randomLabel()
    expect((await post(await signed(owner, `${label}.${ZONE}`))).status).toBe(200)
    const res = await get(`/v1/profile/suggestions/${label}${Q}&zone=${ZONE}`)
    expect(res.status).toBe(200)
    expect(res.body.suggestions[0]).toEqual({ name: `${label}.${ZONE}`, registered: true })
    expect(res.body.suggestions.length).toBeGreaterThan(1)
    for (const s of res.body.suggestions.slice(1)) expect(s.registered).toBe(false)

    const empty = await get(`/v1/profile/suggestions/${Q}&zone=${ZONE}`)
    expect([empty.status, empty.body.field]).toEqual([400, 'name'])
    const blank = await get(`/v1/profile/suggestions/%20${Q}&zone=${ZONE}`)
    expect([blank.status, blank.body.field]).toEqual([400, 'name'])
    const bad = await get(`/v1/profile/suggestions/ab_c${Q}&zone=${ZONE}`)
    expect(bad.body.message).toBe(AccountNameMessages.INVALID_CHARACTERS)
    const otherZone = await get(`/v1/profile/suggestions/${label}${Q}&zone=example.com`)
    expect([otherZone.status, otherZone.body.field]).toEqual([400, 'zone'])
  })
})

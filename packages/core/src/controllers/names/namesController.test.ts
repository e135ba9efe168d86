import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../../client/createPorticoClient.js'
import { coinTypeForChainId } from '../../names/coinType.js'
import { NameErrorMessages } from '../../names/nameMessages.js'
import { patchAccountState } from '../../stores/chains.js'
import { ADDRESS, evmNetwork, injectedConnector, scriptedAdapter } from '../../testing/fixtures.js'
import { startScriptedGateway } from '../../testing/scriptedGateway.js'

const ZONE = 'portico.test'
const NOW = 1_790_000_000_000
let gateway: Awaited<ReturnType<typeof startScriptedGateway>>
beforeEach(async () => {
  gateway = await startScriptedGateway()
  gateway.answer('/v1/profile/suggestions/', (req) => {
    const label = req.path.split('/').at(-1)
    return {
      body: {
        zone: ZONE,
        suggestions: [
          { name: `${label}.${ZONE}`, registered: label === 'taken' },
          { name: `${label}1.${ZONE}`, registered: false },
        ],
      },
    }
  })
})
afterEach(() => gateway.close())

/** A client connected through the scripted adapter (the real wallet signs in the browser tests). */
async function connected(network = evmNetwork(31337)) {
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  const signed: string[] = []
  evm.adapter.signMessage = async ({ message }) => {
    signed.push(message)
    return `0x${'11'.repeat(65)}`
  }
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      gatewayUrl: gateway.url,
      networks: [network],
      adapters: [evm.adapter],
    },
    { now: () => NOW },
  )
  await client.connectExternal(injectedConnector())
  return { client, signed, evm }
}
const profileName = (client: Awaited<ReturnType<typeof connected>>['client']) =>
  client.stores.chains.getState().chains.eip155?.accountState.profileName

describe('names controller (L) against a scripted gateway', () => {
  it('L-09 suggestions send zone once known; the typed name tells registered, and is not repeated', async () => {
    const { client } = await connected()
    const first = await client.checkName('taken')
    expect(first).toEqual({
      name: `taken.${ZONE}`,
      registered: true,
      suggestions: [{ name: `taken1.${ZONE}`, registered: false }],
    })
    await client.checkName('alice')
    expect(gateway.received.at(-1)?.query.zone).toBe(ZONE)
  })

  it("L-09 a 500 rejects with 'Error fetching name suggestions'", async () => {
    gateway.answer('/v1/profile/suggestions/', () => ({ status: 500, body: {} }))
    const { client } = await connected()
    await expect(client.checkName('alice')).rejects.toThrow(NameErrorMessages.SUGGESTIONS)
  })

  it('L-02, L-03, L-04 signs {name, attributes:{}, timestamp in seconds}, posts exactly coin_type, address, message, signature, then shows success', async () => {
    gateway.answer('/v1/profile/account', () => ({ body: { success: true } }))
    const { client, signed } = await connected()
    client.stores.router.getState().push('RegisterAccountName')
    await client.registerName('alice')
    expect(JSON.parse(signed[0] ?? '')).toEqual({
      name: `alice.${ZONE}`,
      attributes: {},
      timestamp: Math.floor(NOW / 1000),
    })
    const post = gateway.received.find((r) => r.method === 'POST')
    expect(Object.keys(post?.body as object).sort()).toEqual(['address', 'coin_type', 'message', 'signature'])
    expect(post?.body).toMatchObject({
      coin_type: coinTypeForChainId(31337),
      address: ADDRESS,
      message: signed[0],
    })
    expect(profileName(client)).toBe(`alice.${ZONE}`)
    expect(client.stores.router.getState().view).toBe('RegisterAccountNameSuccess')
    expect(client.stores.router.getState().transactionStack).toEqual([])
  })

  it('L-12 REGISTER_NAME_INITIATED and _SUCCESS carry the name and isSmartAccount (false for an EOA, true for a smart account)', async () => {
    gateway.answer('/v1/profile/account', () => ({ body: { success: true } }))
    const { client } = await connected()
    const events: { type: string; data?: unknown }[] = []
    client.subscribeEvents((e) => events.push(e))
    const register = async (label: string) => {
      await client.registerName(label)
      return events
        .splice(0)
        .filter((e) => e.type.startsWith('REGISTER_NAME_'))
        .map(({ type, data }) => ({ type, data }))
    }
    expect(await register('alice')).toEqual([
      { type: 'REGISTER_NAME_INITIATED', data: { isSmartAccount: false, ensName: `alice.${ZONE}` } },
      { type: 'REGISTER_NAME_SUCCESS', data: { isSmartAccount: false, ensName: `alice.${ZONE}` } },
    ])
    patchAccountState(client.stores.chains, 'eip155', {
      allAccounts: [{ namespace: 'eip155', address: ADDRESS, type: 'smartAccount' }],
    })
    expect(
      (await register('bob')).map((e) => (e.data as { isSmartAccount: boolean }).isSmartAccount),
    ).toEqual([true, true])
  })

  it("L-06 a 500 returns to RegisterAccountName with 'Error registering name <name>'; the server's reason wins when given", async () => {
    gateway.answer('/v1/profile/account', () => ({ status: 500, body: {} }))
    const { client } = await connected()
    client.stores.router.getState().push('RegisterAccountName')
    await expect(client.registerName('alice')).rejects.toThrow(
      `${NameErrorMessages.REGISTERING} alice.${ZONE}`,
    )
    expect(client.stores.router.getState().view).toBe('RegisterAccountName')
    expect(client.stores.notifications.getState().snackbar?.message).toBe(
      `${NameErrorMessages.REGISTERING} alice.${ZONE}`,
    )
    gateway.answer('/v1/profile/account', () => ({
      status: 409,
      body: { code: 'CONFLICT', message: 'Name already registered' },
    }))
    await expect(client.registerName('alice')).rejects.toThrow('Name already registered')
    expect(profileName(client)).toBeUndefined()
  })

  it("L-05 without a connected account: 'Address or auth connector not found'", async () => {
    const evm = scriptedAdapter('eip155', [injectedConnector()])
    const client = createPorticoClient({
      projectId: 'portico-dev',
      gatewayUrl: gateway.url,
      networks: [evmNetwork(31337)],
      adapters: [evm.adapter],
    })
    await expect(client.registerName('alice')).rejects.toThrow(
      NameErrorMessages.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
    )
  })

  it("L-08 resolves a name to the address of the active chain's coin type; a 404 without reasons is 'Error resolving name'", async () => {
    const coin = String(coinTypeForChainId(31337))
    gateway.answer(`/v1/profile/account/alice.${ZONE}`, (req) => {
      expect(req.query.apiVersion).toBe('2')
      return { body: { name: `alice.${ZONE}`, addresses: { [coin]: { address: ADDRESS } }, attributes: {} } }
    })
    gateway.answer('/v1/profile/account/nobody', () => ({ status: 404, body: {} }))
    const { client } = await connected()
    expect(await client.resolveName(`alice.${ZONE}`)).toBe(ADDRESS)
    await expect(client.resolveName(`nobody.${ZONE}`)).rejects.toThrow(NameErrorMessages.RESOLVING)
  })

  it('E-17, L-10 on a testnet the profile name comes from the reverse lookup with sender; cached 5 min', async () => {
    const reverse = vi.fn(() => ({ body: [{ name: `alice.${ZONE}`, addresses: {}, attributes: {} }] }))
    gateway.answer('/v1/profile/reverse/', reverse)
    const { client } = await connected({ ...evmNetwork(31337), testnet: true })
    await client.syncProfile()
    await client.syncProfile()
    expect(profileName(client)).toBe(`alice.${ZONE}`)
    expect(reverse).toHaveBeenCalledTimes(1)
    expect(gateway.received.find((r) => r.path.startsWith('/v1/profile/reverse/'))?.query.sender).toBe(
      ADDRESS,
    )
    expect(gateway.received.some((r) => r.path.startsWith('/v1/identity/'))).toBe(false)
  })

  it('E-18 on a mainnet the identity answers name and avatar, with sender', async () => {
    gateway.answer('/v1/identity/', () => ({
      body: { name: `bob.${ZONE}`, avatar: 'https://example.com/b.png' },
    }))
    const { client } = await connected()
    await client.syncProfile()
    expect(profileName(client)).toBe(`bob.${ZONE}`)
    expect(client.stores.chains.getState().chains.eip155?.accountState.profileImage).toBe(
      'https://example.com/b.png',
    )
    expect(gateway.received.find((r) => r.path.startsWith('/v1/identity/'))?.query.sender).toBe(ADDRESS)
  })
})

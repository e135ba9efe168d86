import { anvil as anvilNetwork, type CaipNetwork, type RpcRequestHooks } from '@portico/core'
import { type AnvilChain, startAnvil } from '@portico/devnet'
import {
  createEmbeddedProvider,
  type FrameTransport,
  LOGIN_STORAGE_PREFIX,
  LoginKeys,
  loginStorage,
} from '@portico/embedded-wallet'
import { createEvmAdapter, type EvmAdapter } from '@portico/evm'
import { freePort } from '@portico/test-servers'
import { createPublicClient, http, parseEther, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHandlers } from '../src/frame/frameHandlers.js'
import { gatewayAuth } from '../src/frame/gatewayAuth.js'
import { rpcUrlFor } from '../src/frame/rpcRequests.js'
import { sessionStore } from '../src/frame/sessionStore.js'
import {
  memoryStorage,
  PROJECT,
  type SiteStack,
  siteCalls,
  startSiteStack,
  typedCodes,
  userTypes,
} from './siteStack.js'

// The app side (AUTH connector's provider in the real EVM adapter) talking to the secure site's real handlers,
// which use the real gateway, mail catcher and an anvil chain. The one stand-in is the window messaging between
// them (no browser here): `bridge` hands each app event straight to the handler the frame runtime would call.
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('AUTH connector for eip155 through the EVM adapter (issue 11)', () => {
  let chain: AnvilChain
  let stack: SiteStack
  let adapter: EvmAdapter
  let network: CaipNetwork
  beforeAll(async () => {
    chain = await startAnvil({ chainId: 31337, port: await freePort() })
    stack = await startSiteStack({ 'eip155:31337': chain.rpcUrl })
    network = {
      ...anvilNetwork,
      rpcUrls: { default: { http: [rpcUrlFor(stack.gatewayUrl, PROJECT, 31337)] } },
    }
  })
  afterAll(async () => {
    adapter?.destroy()
    await stack?.close()
    await chain?.stop()
  })

  /** One page load: the secure site's handlers on `siteStorage`, the app's provider on `appStorage`, an adapter. */
  function pageLoad(
    siteStorage: Storage | ReturnType<typeof memoryStorage>,
    appStorage: ReturnType<typeof memoryStorage>,
  ) {
    const codes = typedCodes()
    const calls = siteCalls(stack, siteStorage)
    const handlers = frameHandlers({
      gatewayUrl: stack.gatewayUrl,
      projectId: PROJECT,
      wrapKeyUrl: stack.wrapKeyUrl,
      calls,
      auth: gatewayAuth(calls),
      sessions: sessionStore(siteStorage),
      approve: async () => true,
      fetch: stack.siteFetch,
      chainId: 31337,
      codes,
    })
    const bridge = {
      request: async (type: string, payload?: unknown) => {
        const handler = (handlers as Record<string, ((p: unknown) => Promise<unknown>) | undefined>)[type]
        if (!handler) throw new Error(`${type} is not supported yet`)
        return handler(payload ?? {})
      },
    } as FrameTransport
    const unsafe: string[] = []
    const hooks: RpcRequestHooks = {
      unsafeRequest: (m) => void unsafe.push(m),
      requestSucceeded: () => undefined,
      requestFailed: () => undefined,
      notAllowed: () => undefined,
      onAbort: () => () => undefined,
    }
    const wallet = createEmbeddedProvider({
      frame: bridge,
      storage: loginStorage(appStorage),
      defaultChainId: 31337,
      hooks: () => hooks,
    })
    adapter?.destroy()
    adapter = createEvmAdapter({ injected: false, eip6963: false })
    adapter.setup({ networks: [network], getRpcUrl: (n) => n.rpcUrls.default.http[0] ?? '' })
    adapter.addConnector?.({
      id: 'AUTH',
      type: 'AUTH',
      name: 'Email',
      chain: 'eip155',
      provider: wallet.provider,
    })
    return { wallet, unsafe, codes }
  }

  it('email login, connect, personal_sign "Hello from Portico", a native send mined, reload, disconnect', async () => {
    const siteStorage = memoryStorage()
    const appStorage = memoryStorage()
    const { wallet, unsafe, codes } = pageLoad(siteStorage, appStorage)

    const email = 'adapter@example.com'
    const since = Date.now() - 1
    expect(await wallet.connectEmail(email)).toEqual({ action: 'VERIFY_OTP' })
    const code = await stack.codeFor(email, since)
    const [user] = await Promise.all([wallet.connectOtp(), userTypes(codes, code)])
    expect(appStorage.getItem(`${LOGIN_STORAGE_PREFIX}${LoginKeys.EMAIL}`)).toBe(email)
    expect(appStorage.keys().some((k) => /TOKEN/.test(k))).toBe(false)

    const connection = await adapter.connect({ connectorId: 'AUTH', caipNetwork: network })
    expect(connection.address.toLowerCase()).toBe(user.address.toLowerCase())
    expect(connection.chainId).toBe(31337)

    const message = 'Hello from Portico'
    const signature = await adapter.signMessage({ connectorId: 'AUTH', address: user.address, message })
    const address = user.address as `0x${string}`
    expect(await verifyMessage({ address, message, signature: signature as `0x${string}` })).toBe(true)
    expect(unsafe).toEqual(['personal_sign'])

    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await client.request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [user.address, toHex(parseEther('1'))] as never,
    })
    const hash = await adapter.sendTransaction({
      connectorId: 'AUTH',
      address: user.address,
      caipNetwork: network,
      to: RECEIVER,
      value: parseEther('0.001'),
    })
    expect((await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')

    // F-14: a reload (same storages, new page) reconnects silently through the adapter.
    pageLoad(siteStorage, appStorage)
    const restored = await adapter.reconnect({ connectorId: 'AUTH' })
    expect(restored?.address.toLowerCase()).toBe(user.address.toLowerCase())

    // Disconnect through the adapter signs out (no approval) and clears the app's F-11 state.
    await adapter.disconnect({ connectorId: 'AUTH' })
    expect(appStorage.keys().filter((k) => k.startsWith(LOGIN_STORAGE_PREFIX))).toEqual([])
    expect(await adapter.reconnect({ connectorId: 'AUTH' })).toBeUndefined()
  })
})

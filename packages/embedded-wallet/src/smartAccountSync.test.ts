import { afterEach, describe, expect, it } from 'vitest'
import {
  createEmbeddedProvider,
  type EmbeddedProviderOptions,
  type FrameTransport,
} from './embeddedProvider.js'
import { LoginKeys, loginStorage } from './loginStorage.js'

// The frame is played by `transport` (no secure site in a unit test); apps/secure-site/test/smartAccount.test.ts
// runs the secure site's side against the real gateway, devnet and bundler.
const SMART = '0x1111111111111111111111111111111111111111'
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(
  answers: Record<string, (payload: any) => unknown>,
  chainIds?: number[],
  hooks?: EmbeddedProviderOptions['hooks'],
) {
  const sent: { type: string; payload: unknown }[] = []
  const frame = {
    request: async (type: string, payload?: unknown) => {
      sent.push({ type, payload })
      // Issue 22: the user typed a code in the frame's own input (the app learns only that).
      const answer = type === 'AWAIT_CODE' ? () => ({}) : answers[type]
      if (!answer) throw new Error(`${type} is not supported yet`)
      return answer(payload)
    },
  } as FrameTransport
  const storage = loginStorage(localStorage)
  const wallet = createEmbeddedProvider({
    frame,
    storage,
    defaultChainId: 31337,
    ...(chainIds ? { chainIds } : {}),
    ...(hooks ? { hooks } : {}),
  })
  return { wallet, sent, storage }
}

describe('the embedded smart account on the app side (F-24, E-23, N-06, D-24)', () => {
  afterEach(() => localStorage.clear())

  it("F-24 D-24 at sync time the enabled networks are asked for the app's chains and stored", async () => {
    const { wallet, sent, storage } = setup(
      {
        CONNECT_OTP: () => ({}),
        GET_USER: () => ({ address: SMART, chainId: 31337, preferredAccountType: 'smartAccount' }),
        GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337] }),
      },
      [31337, 31338],
    )
    expect(wallet.smartAccount()).toBeUndefined()
    await wallet.connectOtp()
    expect(sent.find((s) => s.type === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')?.payload).toEqual({
      chainIds: [31337, 31338],
    })
    expect(wallet.smartAccount()).toEqual({
      enabledNetworks: [31337],
      preferredAccountType: 'smartAccount',
      deployed: false,
    })
    expect(storage.get(LoginKeys.SMART_ACCOUNT_ENABLED_NETWORKS)).toBe('[31337]')
    expect(storage.get(LoginKeys.PREFERRED_ACCOUNT_TYPE)).toBe('smartAccount')
  })

  it('F-24 a frame that fails GET_SMART_ACCOUNT_ENABLED_NETWORKS leaves no enabled network; the login still works', async () => {
    const { wallet } = setup({
      CONNECT_OTP: () => ({}),
      GET_USER: () => ({ address: EOA, chainId: 31337 }),
    })
    expect((await wallet.connectOtp()).address).toBe(EOA)
    expect(wallet.smartAccount()).toEqual({
      enabledNetworks: [],
      preferredAccountType: 'eoa',
      deployed: false,
    })
  })

  it('E-23 SET_PREFERRED_ACCOUNT switches the type and reloads the user (accountsChanged carries the new address)', async () => {
    let type = 'smartAccount'
    const { wallet, sent } = setup({
      CONNECT_OTP: () => ({}),
      GET_USER: () => ({ address: type === 'eoa' ? EOA : SMART, chainId: 31337, preferredAccountType: type }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337] }),
      SET_PREFERRED_ACCOUNT: (payload: { type: string }) => {
        type = payload.type
        return { type, address: EOA }
      },
    })
    const changes: unknown[] = []
    wallet.provider.on('accountsChanged', (accounts: unknown) => changes.push(accounts))
    await wallet.connectOtp()
    expect(await wallet.setPreferredAccountType('eoa')).toBe('eoa')
    expect(sent.find((s) => s.type === 'SET_PREFERRED_ACCOUNT')?.payload).toEqual({ type: 'eoa' })
    expect(changes).toEqual([[SMART], [EOA]])
    expect(wallet.smartAccount()?.preferredAccountType).toBe('eoa')
  })

  it('E-23 O-04 O-08 a switch is an unsafe request: the dialog shows the secure site’s approval; a rejected switch leaves the type as it was', async () => {
    let type = 'smartAccount'
    let approve = false
    const calls: string[] = []
    const hooks = {
      unsafeRequest: (m: string) => calls.push(`unsafe ${m}`),
      requestSucceeded: (m: string) => calls.push(`ok ${m}`),
      requestFailed: (m: string, _e: unknown, cancelled: boolean) => calls.push(`failed ${m} ${cancelled}`),
      notAllowed: () => undefined,
      onAbort: () => () => undefined,
    }
    const { wallet } = setup(
      {
        CONNECT_OTP: () => ({}),
        GET_USER: () => ({
          address: type === 'eoa' ? EOA : SMART,
          chainId: 31337,
          preferredAccountType: type,
        }),
        GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337] }),
        SET_PREFERRED_ACCOUNT: (payload: { type: string }) => {
          if (!approve) throw new Error('User rejected the request.')
          type = payload.type
          return { type, address: EOA }
        },
      },
      undefined,
      () => hooks,
    )
    await wallet.connectOtp()
    expect(await wallet.setPreferredAccountType('eoa')).toBe('smartAccount')
    expect(calls).toEqual(['unsafe SET_PREFERRED_ACCOUNT', 'failed SET_PREFERRED_ACCOUNT true'])
    approve = true
    expect(await wallet.setPreferredAccountType('eoa')).toBe('eoa')
    expect(calls.slice(2)).toEqual(['unsafe SET_PREFERRED_ACCOUNT', 'ok SET_PREFERRED_ACCOUNT'])
  })

  it("E-23 the frame replies SET_PREFERRED_ACCOUNT_ERROR → preferredAccountType 'eoa'", async () => {
    const { wallet, storage } = setup({
      CONNECT_OTP: () => ({}),
      GET_USER: () => ({ address: EOA, chainId: 31338, preferredAccountType: 'eoa' }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
      SET_PREFERRED_ACCOUNT: () => {
        throw new Error('Smart accounts are not enabled on eip155:31338')
      },
    })
    await wallet.connectOtp()
    expect(await wallet.setPreferredAccountType('smartAccount')).toBe('eoa')
    expect(storage.get(LoginKeys.PREFERRED_ACCOUNT_TYPE)).toBe('eoa')
  })

  it('N-06 the first send through the smart account reloads the user, so smartAccountDeployed turns true', async () => {
    let deployed = false
    const { wallet } = setup({
      CONNECT_OTP: () => ({}),
      GET_USER: () => ({
        address: SMART,
        chainId: 31337,
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: deployed,
      }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337] }),
      RPC_REQUEST: () => {
        deployed = true
        return `0x${'ab'.repeat(32)}`
      },
    })
    await wallet.connectOtp()
    expect(wallet.smartAccount()?.deployed).toBe(false)
    await wallet.provider.request({ method: 'eth_sendTransaction', params: [{ to: EOA, value: '0x1' }] })
    await expect.poll(() => wallet.smartAccount()?.deployed).toBe(true)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { UNKNOWN_METHOD_ERROR_DELAY_MS } from '../constants.js'
import { ErrorMessages } from '../errors/messages.js'
import { evmNetwork, offlineFetch, scriptedAdapter } from '../testing/fixtures.js'
import type { Connector } from '../types/connector.js'
import type { RpcRequestHooks } from '../types/rpcRequestHooks.js'
import { createPorticoClient } from './createPorticoClient.js'

/** A client whose AUTH connector took the request hooks from its registration, as `@portico/embedded-wallet`'s does. */
async function setup() {
  let hooks: RpcRequestHooks | undefined
  const auth: Connector = {
    id: 'AUTH',
    type: 'AUTH',
    name: 'Email',
    chain: 'eip155',
    register: (context) => {
      hooks = context.requestHooks
      return undefined
    },
  }
  const evm = scriptedAdapter('eip155', [auth])
  const client = createPorticoClient(
    { projectId: 'portico-dev', networks: [evmNetwork(31337)], adapters: [evm.adapter] },
    { fetch: offlineFetch, isMobile: () => false },
  )
  if (!hooks) throw new Error('the AUTH connector got no hooks')
  const h = hooks
  // The hooks' controller is a lazy chunk: load it before timing anything.
  h.onAbort(() => undefined)()
  await vi.dynamicImportSettled()
  const router = () => client.stores.router.getState()
  const isOpen = () => client.stores.modal.getState().open
  /** Waits for the lazy controller to have run a hook. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { client, hooks: h, router, isOpen, settle }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('embedded-wallet requests and the transaction stack (O-04 to O-10)', () => {
  it('O-04 an unsafe request with the dialog closed opens it on ApproveTransaction', async () => {
    const { client, hooks, router, settle } = await setup()
    hooks.unsafeRequest('personal_sign')
    await settle()
    expect(client.stores.modal.getState().open).toBe(true)
    expect(router().view).toBe('ApproveTransaction')
  })

  it('O-04 with the dialog open and a flow on the stack, ApproveTransaction is pushed over it', async () => {
    const { client, hooks, router, settle } = await setup()
    client.open({ view: 'WalletSendPreview' })
    router().pushTransactionStack({ view: null })
    hooks.unsafeRequest('eth_sendTransaction')
    await settle()
    expect(router().history).toEqual(['WalletSendPreview', 'ApproveTransaction'])
  })

  it('O-07 a success with an empty stack closes the dialog; with an entry it pops it and runs onSuccess', async () => {
    const { client, hooks, router, isOpen, settle } = await setup()
    hooks.unsafeRequest('personal_sign')
    await settle()
    hooks.requestSucceeded('personal_sign')
    await settle()
    expect(isOpen()).toBe(false)

    const onSuccess = vi.fn()
    client.open({ view: 'WalletSendPreview' })
    router().pushTransactionStack({ view: null, onSuccess })
    hooks.unsafeRequest('eth_sendTransaction')
    await settle()
    hooks.requestSucceeded('eth_sendTransaction')
    await settle()
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(router().transactionStack).toEqual([])
    expect(isOpen()).toBe(true)
  })

  it('O-08 an error pops with onError and goes back; a rejection pops with onCancel; an empty stack closes', async () => {
    const { client, hooks, router, isOpen, settle } = await setup()
    const onError = vi.fn()
    const onCancel = vi.fn()
    client.open({ view: 'WalletSendPreview' })
    router().pushTransactionStack({ view: null, onError })
    hooks.unsafeRequest('eth_sendTransaction')
    await settle()
    const failure = new Error('insufficient funds')
    hooks.requestFailed('eth_sendTransaction', failure, false)
    await settle()
    expect(onError).toHaveBeenCalledWith(failure)
    expect(router().view).toBe('WalletSendPreview')

    router().pushTransactionStack({ view: null, onCancel })
    hooks.unsafeRequest('eth_sendTransaction')
    await settle()
    hooks.requestFailed('eth_sendTransaction', new Error('User rejected the request'), true)
    await settle()
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(router().view).toBe('WalletSendPreview')

    hooks.unsafeRequest('personal_sign')
    await settle()
    hooks.requestFailed('personal_sign', new Error('x'), false)
    await settle()
    expect(isOpen()).toBe(false)
  })

  it('O-09 closing the dialog with an empty stack runs the abort listeners (pending requests are rejected)', async () => {
    const { client, hooks, settle } = await setup()
    const abort = vi.fn()
    const off = hooks.onAbort(abort)
    hooks.unsafeRequest('personal_sign')
    await settle()
    expect(abort).not.toHaveBeenCalled()
    client.close()
    expect(abort).toHaveBeenCalledTimes(1)
    off()
    await settle()
    client.open()
    client.close()
    expect(abort).toHaveBeenCalledTimes(1)
  })

  it("O-05 O-06 an unknown method opens the dialog and shows 'Action not allowed' at 300 ms, not before, then aborts", async () => {
    const { client, hooks, isOpen } = await setup()
    const abort = vi.fn()
    hooks.onAbort(abort)
    vi.useFakeTimers()
    hooks.notAllowed('eth_foo')
    await vi.advanceTimersByTimeAsync(0)
    expect(isOpen()).toBe(true)
    expect(client.stores.notifications.getState().snackbar).toBeUndefined()
    vi.advanceTimersByTime(UNKNOWN_METHOD_ERROR_DELAY_MS - 1)
    expect(client.stores.notifications.getState().snackbar).toBeUndefined()
    expect(abort).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(client.stores.notifications.getState().snackbar).toMatchObject({
      message: ErrorMessages.ACTION_NOT_ALLOWED,
      variant: 'error',
    })
    expect(ErrorMessages.ACTION_NOT_ALLOWED).toBe('Action not allowed')
    expect(abort).toHaveBeenCalledTimes(1)
  })
})

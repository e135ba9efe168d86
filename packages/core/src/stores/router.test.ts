import { describe, expect, it, vi } from 'vitest'
import { createRouterStore, initialRouterState, VIEWS } from './router.js'

describe('router store', () => {
  it('B-02 the view union names every view of the spec', () => {
    for (const view of [
      'Connect',
      'Account',
      'ConnectingFarcaster',
      'AllWallets',
      'ConnectingWalletConnectBasic',
      'ConnectingExternal',
      'ConnectingWalletConnect',
      'SwitchNetwork',
      'SwitchActiveChain',
      'UnsupportedChain',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
      'SIWXSignMessage',
      'ApproveTransaction',
      'EmailLogin',
      'ProfileWallets',
      'UpdateEmailWallet',
    ]) {
      expect(VIEWS).toContain(view)
    }
  })

  it('B-03 initial state is Connect with history [Connect] and an empty transaction stack', () => {
    expect(initialRouterState()).toMatchObject({
      view: 'Connect',
      history: ['Connect'],
      transactionStack: [],
    })
  })

  it('B-04 push carries data', () => {
    const router = createRouterStore()
    const network = { id: 1 } as never
    router.getState().push('SwitchNetwork', { network })
    expect(router.getState().data?.network).toBe(network)
  })

  it('B-05 pushing the current view again is a no-op', () => {
    const router = createRouterStore()
    router.getState().push('Account')
    router.getState().push('Account')
    expect(router.getState().history).toEqual(['Connect', 'Account'])
  })

  it('B-06 replace overwrites the last entry and reset starts over', () => {
    const router = createRouterStore()
    router.getState().push('AllWallets')
    router.getState().push('Networks')
    router.getState().replace('Account')
    expect(router.getState().history).toEqual(['Connect', 'AllWallets', 'Account'])
    router.getState().reset('Networks')
    expect(router.getState().history).toEqual(['Networks'])
  })

  it('B-09 direction is next after push and prev after goBack', () => {
    const router = createRouterStore()
    router.getState().push('AllWallets')
    expect(router.getState().direction).toBe('next')
    router.getState().goBack()
    expect(router.getState().direction).toBe('prev')
    expect(router.getState().view).toBe('Connect')
  })

  it('B-15 goBack clears data.wallet and goBackToIndex truncates', () => {
    const router = createRouterStore()
    router.getState().push('AllWallets')
    router.getState().push('ConnectingExternal', { wallet: { id: 'x', name: 'X' } })
    router.getState().goBack()
    expect(router.getState().view).toBe('AllWallets')
    expect(router.getState().data?.wallet).toBeUndefined()
    router.getState().push('Networks')
    router.getState().goBackToIndex(0)
    expect(router.getState().history).toEqual(['Connect'])
  })

  it('O-10 popping an empty stack with any status throws nothing and changes nothing', () => {
    const router = createRouterStore()
    router.getState().push('Account')
    const before = router.getState()
    expect(router.getState().popTransactionStack('success')).toBeUndefined()
    expect(router.getState().popTransactionStack('error')).toBeUndefined()
    expect(router.getState().popTransactionStack('cancel')).toBeUndefined()
    expect(router.getState()).toBe(before)
  })

  it('O-07 popping with success runs onSuccess once, empties the stack and stays on the view', () => {
    const router = createRouterStore()
    const onSuccess = vi.fn()
    router.getState().push('Account')
    router.getState().push('ApproveTransaction')
    router.getState().pushTransactionStack({ view: null, onSuccess })
    router.getState().popTransactionStack('success')
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(router.getState().transactionStack).toEqual([])
    expect(router.getState().view).toBe('ApproveTransaction')
  })

  it('O-08 popping with error runs onError with the error and goes back one view; cancel runs onCancel', () => {
    const router = createRouterStore()
    const onError = vi.fn()
    const onCancel = vi.fn()
    router.getState().push('Account')
    router.getState().push('ApproveTransaction')
    router.getState().pushTransactionStack({ view: null, onError })
    const failure = new Error('boom')
    router.getState().popTransactionStack('error', failure)
    expect(onError).toHaveBeenCalledWith(failure)
    expect(router.getState().history).toEqual(['Connect', 'Account'])

    router.getState().push('ApproveTransaction')
    router.getState().pushTransactionStack({ view: null, onCancel })
    router.getState().popTransactionStack('cancel')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(router.getState().history).toEqual(['Connect', 'Account'])
    expect(router.getState().transactionStack).toEqual([])
  })
})

import { act } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { accountFetch } from '../../testing/accountFetch.js'
import { announced, makePortico, shadow, waitForTestId } from '../../testing/modalHarness.js'
import { balanceOf } from '../../testing/tokenBalances.js'

const WALLET_FEATURE_IDS = ['onramp', 'swaps', 'receive', 'send'].map((id) => `account-feature-${id}`)
/** The Account view's wallet-feature buttons (A-26's four), by test id, in the order they are drawn. */
const featureButtons = () =>
  [...(shadow()?.querySelectorAll('[data-testid^="account-feature-"]') ?? [])]
    .map((b) => b.getAttribute('data-testid') ?? '')
    .filter((id) => WALLET_FEATURE_IDS.includes(id))

async function openAccount(walletFeaturesOrder?: ('onramp' | 'swaps' | 'receive' | 'send')[]) {
  const portico = makePortico(
    {
      features: {
        onramp: true,
        swaps: true,
        send: true,
        receive: true,
        ...(walletFeaturesOrder ? { walletFeaturesOrder } : {}),
      },
    },
    { fetch: accountFetch({ balance: { balances: [balanceOf('ETH', '1', { name: 'Ether' })] } }).fetch },
  )
  await portico.connectExternal(announced())
  portico.open()
  await waitForTestId('view-Account')
  return portico
}

describe('AccountFeatures', () => {
  it('A-26 by default: Buy, Swap, Receive, Send', async () => {
    await openAccount()
    await vi.waitFor(() =>
      expect(featureButtons()).toEqual([
        'account-feature-onramp',
        'account-feature-swaps',
        'account-feature-receive',
        'account-feature-send',
      ]),
    )
  })

  it("A-26 walletFeaturesOrder ['send', 'receive'] shows only Send then Receive", async () => {
    await openAccount(['send', 'receive'])
    await vi.waitFor(() =>
      expect(featureButtons()).toEqual(['account-feature-send', 'account-feature-receive']),
    )
  })

  it('A-31 setWalletFeaturesOrder re-renders the open Account view in the new order', async () => {
    const portico = await openAccount(['send', 'receive'])
    await vi.waitFor(() => expect(featureButtons()).toHaveLength(2))
    act(() => portico.setWalletFeaturesOrder(['receive', 'onramp', 'swaps']))
    await vi.waitFor(() =>
      expect(featureButtons()).toEqual([
        'account-feature-receive',
        'account-feature-onramp',
        'account-feature-swaps',
      ]),
    )
  })
})

describe('Account tabs by feature', () => {
  const tabs = () =>
    [...(shadow()?.querySelectorAll('[data-testid^="account-tab-"]') ?? [])].map((t) =>
      t.getAttribute('data-testid'),
    )

  it('A-09 features.history off: Tokens and NFTs only, no Activity tab', async () => {
    const portico = makePortico(
      { features: { history: false } },
      { fetch: accountFetch({ balance: { balances: [balanceOf('ETH', '1', { name: 'Ether' })] } }).fetch },
    )
    await portico.connectExternal(announced())
    portico.open()
    await waitForTestId('view-Account')
    await vi.waitFor(() => expect(tabs()).toEqual(['account-tab-tokens', 'account-tab-nfts']))
  })

  it('A-09 features.history on (the default): Tokens, NFTs and Activity', async () => {
    await openAccount()
    await vi.waitFor(() =>
      expect(tabs()).toEqual(['account-tab-tokens', 'account-tab-nfts', 'account-tab-activity']),
    )
  })
})

import { describe, expect, it, vi } from 'vitest'
import { accountFetch } from '../testing/accountFetch.js'
import { announced, byTestId, makePortico, TEST_ADDRESS, waitForTestId } from '../testing/modalHarness.js'
import { balanceOf, PUSD_ADDRESS } from '../testing/tokenBalances.js'

const balances = [
  balanceOf('ETH', '2', { name: 'Ether' }),
  balanceOf('pUSD', '10', { name: 'Portico USD', decimals: '6', address: `eip155:31337:${PUSD_ADDRESS}` }),
]

async function open(view: 'WalletSend' | 'WalletReceive') {
  const portico = makePortico({}, { fetch: accountFetch({ balance: { balances } }).fetch })
  await portico.connectExternal(announced())
  portico.open()
  await waitForTestId('view-Account')
  ;(await waitForTestId(view === 'WalletSend' ? 'account-feature-send' : 'account-feature-receive')).click()
  await waitForTestId(`view-${view}`)
  return portico
}

/** Types into a React-controlled input the way a user does. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('WalletSend and WalletReceive (jsdom, gateway answers scripted)', () => {
  it('G-11 G-13 the button follows the validation order; picking a token, amount and address enables Preview Send', async () => {
    const portico = await open('WalletSend')
    const submit = () => byTestId<HTMLButtonElement>('send-submit')
    // The native token is preselected once balances arrive.
    await vi.waitFor(() => expect(submit()?.textContent).toBe('Add Amount'))
    ;(await waitForTestId('send-token')).click()
    ;(await waitForTestId('send-token-pUSD')).click()
    const amount = (await waitForTestId('send-amount')) as HTMLInputElement
    type(amount, '0')
    await vi.waitFor(() => expect(submit()?.textContent).toBe('Incorrect Value'))
    type(amount, '11')
    await vi.waitFor(() => expect(submit()?.textContent).toBe('Insufficient Funds'))
    type(amount, '1.5')
    await vi.waitFor(() => expect(submit()?.textContent).toBe('Add Address'))
    const receiver = (await waitForTestId('send-receiver')) as HTMLInputElement
    type(receiver, '0x1234')
    await vi.waitFor(() => expect(submit()?.textContent).toBe('Invalid Address'))
    expect(submit()?.disabled).toBe(true)
    type(receiver, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await vi.waitFor(() => expect(submit()?.textContent).toBe('Preview Send'))
    expect(submit()?.disabled).toBe(false)
    submit()?.click()
    await waitForTestId('view-WalletSendPreview')
    expect(byTestId('view-WalletSendPreview')?.textContent).toContain('1.5 pUSD')
    expect(portico.stores.send.getState().sendTokenAmount).toBe('1.5')
  })

  it('H-01 H-02 Receive shows the address as a QR code with data-value; copy says "Address copied"', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await open('WalletReceive')
    expect((await waitForTestId('receive-qr')).dataset.value).toBe(TEST_ADDRESS)
    await vi.waitFor(() => expect(byTestId('receive-qr')?.querySelector('svg path')).toBeTruthy())
    ;(await waitForTestId('receive-copy')).click()
    await vi.waitFor(() => expect(byTestId('snackbar')?.textContent).toBe('Address copied'))
    expect(writeText).toHaveBeenCalledWith(TEST_ADDRESS)
  })

  it('H-02 a refused clipboard says "Failed to copy"; H-03 the compatible networks are listed', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    await open('WalletReceive')
    ;(await waitForTestId('receive-copy')).click()
    await vi.waitFor(() => expect(byTestId('snackbar')?.textContent).toBe('Failed to copy'))
    expect(byTestId('view-WalletReceive')?.textContent).toContain('Only receive assets on these networks')
    expect(byTestId('receive-networks')?.textContent).toContain('Anvil')
  })
})

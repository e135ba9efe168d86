import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectFirst, createTestAppKit, TEST_ADDRESS } from './testing/appKitHarness.js'

const mount = (html: string) => {
  const host = document.createElement('div')
  host.innerHTML = html
  document.body.append(host)
  return host
}

describe('<appkit-*> elements', () => {
  it('<appkit-button> is the connect button, opens the dialog, and becomes the account button once connected', async () => {
    const appKit = createTestAppKit()
    const host = mount('<appkit-button label="Sign in"></appkit-button>')
    const button = await waitFor(() => {
      const found = host.querySelector<HTMLButtonElement>('[data-testid="connect-button"]')
      expect(found?.textContent).toBe('Sign in')
      return found as HTMLButtonElement
    })
    await act(async () => button.click())
    expect(appKit.getState().open).toBe(true)
    await act(() => connectFirst(appKit))
    await waitFor(() =>
      expect(host.querySelector('[data-testid="account-button"]')?.getAttribute('data-address')).toBe(
        TEST_ADDRESS,
      ),
    )
    host.remove()
  })

  it('<appkit-network-button> shows the active network; <appkit-account-button> the connected account', async () => {
    const appKit = createTestAppKit()
    const host = mount(
      '<appkit-network-button></appkit-network-button><appkit-account-button></appkit-account-button>',
    )
    await waitFor(() =>
      expect(host.querySelector('[data-testid="network-button"]')?.getAttribute('data-caip-network-id')).toBe(
        'eip155:31337',
      ),
    )
    expect(host.querySelector('[data-testid="account-button"]')).toBeNull()
    await act(() => connectFirst(appKit))
    await waitFor(() => expect(host.querySelector('[data-testid="account-button"]')).not.toBeNull())
    host.remove()
  })

  it('<appkit-connect-button> follows its label attribute', async () => {
    createTestAppKit()
    const host = mount('<appkit-connect-button label="Connect"></appkit-connect-button>')
    const element = host.firstElementChild as HTMLElement
    await waitFor(() =>
      expect(host.querySelector('[data-testid="connect-button"]')?.textContent).toBe('Connect'),
    )
    await act(async () => element.setAttribute('label', 'Log in'))
    await waitFor(() =>
      expect(host.querySelector('[data-testid="connect-button"]')?.textContent).toBe('Log in'),
    )
    host.remove()
  })
})

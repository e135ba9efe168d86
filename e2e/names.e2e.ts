import { readFileSync } from 'node:fs'
import { DEV_MNEMONIC } from '@portico/core/dev'
import type { Browser, Page } from 'playwright-core'
import { type Address, createPublicClient, defineChain, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectTestWallet, currentView, launchBrowser, openDemo } from './lib/browser.js'

const ZONE = 'portico.test'
/** Accounts far from the funded ones, random per run, so a rerun on a kept database still starts nameless. */
const randomIndex = () => 100 + Math.floor(Math.random() * 1_000_000)
const addressOf = (index: number) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** A demo page connected with account `index`, on the Account view. */
async function connectedAccount(index: number): Promise<Page> {
  const { page } = await openDemo(browser, { wallet: { accountIndex: index } })
  await connectTestWallet(page, addressOf(index))
  await page.getByTestId('account-button').click()
  await expect.poll(() => currentView(page)).toBe('Account')
  return page
}

/**
 * A viem client for devnet chain A with the devnet's ENS universal resolver (from this stack's manifest), so
 * getEnsAddress and getEnsName go through the offchain resolver to this stack's gateway (CCIP-Read).
 */
function devnetEnsClient() {
  const manifest = JSON.parse(readFileSync(inject('stack').manifest, 'utf8')) as {
    chains: { chainId: number; rpcUrl: string; contracts: { kind: string; address: Address }[] }[]
  }
  const chain = manifest.chains.find((c) => c.chainId === 31337)
  const resolver = chain?.contracts.find((c) => c.kind === 'ensUniversalResolver')
  if (!chain || !resolver) throw new Error('the devnet manifest has no ENS universal resolver on chain 31337')
  return createPublicClient({
    chain: defineChain({
      id: chain.chainId,
      name: 'Portico devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      contracts: { ensUniversalResolver: { address: resolver.address } },
    }),
    transport: http(),
  })
}

async function typeName(page: Page, label: string) {
  await page.getByTestId('account-feature-name').click()
  await expect.poll(() => currentView(page)).toBe('RegisterAccountName')
  await page.getByTestId('name-input').fill(label)
}

describe('names (L, E-18) with the test wallet', () => {
  it('L-02 registers acc-<random>: Account header, /v1/identity, ENS getEnsAddress/getEnsName on the devnet; a second account sees it Registered; Send resolves it', async () => {
    const label = `acc-${Math.random().toString(36).slice(2, 10)}`
    const name = `${label}.${ZONE}`
    const owner = randomIndex()
    const page = await connectedAccount(owner)
    await typeName(page, label)
    await expect.poll(() => page.getByTestId('name-tag').textContent(), { timeout: 15_000 }).toBe('Available')
    await page.getByTestId('name-submit').click()
    await expect.poll(() => currentView(page), { timeout: 30_000 }).toBe('RegisterAccountNameSuccess')
    await page.getByRole('button', { name: 'Back to account' }).click()
    await expect.poll(() => currentView(page)).toBe('Account')
    expect(await page.getByTestId('account-name').textContent()).toBe(name)

    const identity = await fetch(
      `${inject('stack').gateway}/v1/identity/${addressOf(owner)}?projectId=portico-dev&sender=${addressOf(owner)}`,
    )
    expect(await identity.json()).toEqual({ name, avatar: null })

    // Beyond the spec: the name resolves through ENS on the devnet (resolver → CCIP-Read → the gateway's
    // signed answer), forward and reverse, as in any ENS-aware app.
    const ens = devnetEnsClient()
    expect(await ens.getEnsAddress({ name })).toBe(addressOf(owner))
    expect(await ens.getEnsName({ address: addressOf(owner) })).toBe(name)
    expect(await ens.getEnsAddress({ name: `${label}-unregistered.${ZONE}` })).toBeNull()

    // After a reload the header still shows the name (reverse lookup in the operator's zone).
    await page.reload()
    await page.getByTestId('account-button').click()
    await expect.poll(() => page.getByTestId('account-name').textContent(), { timeout: 15_000 }).toBe(name)

    const other = await connectedAccount(randomIndex())
    await typeName(other, label)
    await expect
      .poll(() => other.getByTestId('name-tag').textContent(), { timeout: 15_000 })
      .toBe('Registered')
    expect(await other.getByTestId('name-submit').isDisabled()).toBe(true)

    // G: the receiver field takes the name and resolves it to the owner's address.
    await other.getByTestId('modal-back').click()
    await other.getByTestId('account-feature-send').click()
    await expect.poll(() => currentView(other)).toBe('WalletSend')
    await other.getByTestId('send-receiver').fill(name)
    await expect
      .poll(() => other.getByTestId('send-receiver-address').textContent(), { timeout: 15_000 })
      .toBe(addressOf(owner).toLowerCase())
    await page.context().close()
    await other.context().close()
  })

  it('L-07 the input says what is wrong before asking the gateway', async () => {
    const page = await connectedAccount(randomIndex())
    await typeName(page, 'ab1')
    await expect
      .poll(() => page.getByTestId('name-error').textContent())
      .toBe('Name must be at least 4 characters long')
    await page.getByTestId('name-input').fill('ab_1')
    await expect
      .poll(() => page.getByTestId('name-error').textContent())
      .toBe('Can only contain letters, numbers and - characters')
    expect(await page.getByTestId('name-submit').isDisabled()).toBe(true)
    await page.context().close()
  })
})

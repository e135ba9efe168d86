import { readFileSync } from 'node:fs'
import { revokeSmartSessionMessage } from '@portico/core'
import {
  grantSessionCall,
  newSessionId,
  type PorticoSmartAccount,
  porticoSmartAccountAbi,
  revokeSessionCall,
  selectorOf,
  toPorticoSmartAccount,
} from '@portico/evm/smart-account'
import type { Browser, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { currentView, launchBrowser, openDemo } from './lib/browser.js'

// N-01..N-03 in the browser, on the real stack: a PorticoSmartAccount (owner key here, in Node) grants three
// sessions on chain through the gateway and the real bundler and registers them at the gateway; one expires
// (a 15-second session), one is revoked. The page's wallet is a small EIP-6963 wallet for that smart account
// whose requests are answered here (Playwright's exposeFunction), by the same viem account: real signatures
// (ERC-1271) and real user operations, no stand-in. The EVM adapter reports every injected account as an EOA,
// so the list is opened with `portico.open({view})` (the N-05 entry, with the embedded wallet's smart account,
// is in smartSessionsEmbedded.e2e.ts).
const MNEMONIC = 'test test test test test test test test test test test junk'
const RDNS = 'dev.portico.smartwallet'
const SHORT_SESSION_SECONDS = 15

let browser: Browser
let account: PorticoSmartAccount
let prt: Address
const owner = privateKeyToAccount(generatePrivateKey())
const sessionKey = privateKeyToAccount(generatePrivateKey()).address
const pcis = {
  active: newSessionId(),
  expired: newSessionId(),
  revoked: newSessionId(),
  fromList: newSessionId(),
}
let expiries: Record<keyof typeof pcis, number>

const stack = () => inject('stack')
const proxyUrl = () => `${stack().gateway}/v1/?chainId=eip155:31337&projectId=portico-dev`
const chain = () => ({ ...anvil, rpcUrls: { default: { http: [proxyUrl()] } } })
const client = () => createPublicClient({ chain: chain(), transport: http(proxyUrl()) })
const bundler = () => createBundlerClient({ client: client(), transport: http(proxyUrl()) })

function manifestAddress(kind: string, name: string): Address {
  const manifest = JSON.parse(readFileSync(stack().manifest, 'utf8')) as {
    chains: { chainId: number; contracts: { kind: string; name: string; address: Address }[] }[]
  }
  const found = manifest.chains
    .find((c) => c.chainId === 31337)
    ?.contracts.find((c) => c.kind === kind && c.name === name)
  if (!found) throw new Error(`the devnet manifest has no ${kind} ${name}`)
  return found.address
}

/** Sends the owner's calls as one user operation through the gateway and waits until it is mined. */
async function asOwner(calls: { to: Address; data: Hex }[]) {
  const hash = await bundler().sendUserOperation({ account, calls })
  const receipt = await bundler().waitForUserOperationReceipt({ hash, pollingInterval: 200, timeout: 60_000 })
  if (!receipt.success) throw new Error('the owner operation reverted')
}

/** The ERC-7715 request of a session of 10 PRT of transfers (what the gateway registers). */
const request = (pci: Hex, expiry: number) => ({
  pci,
  expiry,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: sessionKey }] } },
  permissions: [
    {
      type: 'contract-call',
      data: { address: prt, functions: [{ selector: '0xa9059cbb', functionName: 'transfer' }] },
    },
    { type: 'erc20-token-limit', data: { address: prt, allowance: parseUnits('10', 18).toString() } },
  ],
  policies: [],
})

async function gatewayPost(path: string, body: unknown) {
  const res = await fetch(`${stack().gateway}${path}?projectId=portico-dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
}

beforeAll(async () => {
  browser = await launchBrowser()
  prt = manifestAddress('erc20', 'Portico Token')
  const factoryAddress = manifestAddress('accountFactory', 'PorticoSmartAccountFactory')
  account = await toPorticoSmartAccount({ client: client(), owner, factoryAddress })
  const funder = createWalletClient({
    chain: chain(),
    transport: http(stack().evmA),
    account: mnemonicToAccount(MNEMONIC),
  })
  await client().waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
  })
  const now = Number((await client().getBlock()).timestamp)
  expiries = {
    active: now + 3600,
    expired: now + SHORT_SESSION_SECONDS,
    revoked: now + 3600,
    fromList: now + 3600,
  }
  // One user operation deploys the account and grants the four sessions.
  await asOwner(
    (Object.keys(pcis) as (keyof typeof pcis)[]).map((name) =>
      grantSessionCall(account.address, pcis[name], {
        key: sessionKey,
        validUntil: expiries[name],
        nativeLimit: 0n,
        calls: [{ target: prt, selector: selectorOf('transfer(address,uint256)') }],
        tokens: [{ token: prt, limit: parseUnits('10', 18) }],
      }),
    ),
  )
  const caip = `eip155:31337:${account.address}`
  for (const name of Object.keys(pcis) as (keyof typeof pcis)[]) {
    await gatewayPost(`/v1/sessions/${caip}`, request(pcis[name], expiries[name]))
  }
  const signature = await account.signMessage({ message: revokeSmartSessionMessage(pcis.revoked) })
  await gatewayPost(`/v1/sessions/${caip}/revoke`, { pci: pcis.revoked, signature })
}, 120_000)
afterAll(() => browser?.close())

/** What the page's wallet asks; answered by the smart account here. */
async function answer(method: string, params: unknown): Promise<unknown> {
  if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account.address]
  if (method === 'eth_chainId') return '0x7a69'
  if (method === 'wallet_revokePermissions') {
    // Portico's smart sessions: revoke on chain, then sign `Revoke smart session <pci>` for the gateway.
    const { pci } = params as { pci: Hex }
    await asOwner([revokeSessionCall(account.address, pci)])
    return account.signMessage({ message: revokeSmartSessionMessage(pci) })
  }
  if (method.startsWith('eth_')) return client().request({ method, params } as never)
  throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
}

/** An EIP-6963 wallet whose `request` is `window.smartWalletRequest` (exposed from Node). */
const walletScript = (rdns: string) => `(() => {
  const provider = {
    request: ({ method, params }) => window.smartWalletRequest(method, params ?? []),
    on() {}, removeListener() {},
  }
  const info = { uuid: '6f1f7a52-5a8e-4b7e-9c55-3d7a0c8d1e11', name: 'Smart Test Wallet', rdns: '${rdns}',
    icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()`

async function openSessions(): Promise<Page> {
  const { page } = await openDemo(browser, { wallet: false, options: { features: { smartSessions: true } } })
  await page.context().exposeFunction('smartWalletRequest', answer)
  await page.context().addInitScript(walletScript(RDNS))
  await page.reload()
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-${RDNS}`).click()
  await expect
    .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 15_000 })
    .toBe(account.address)
  await page.evaluate(() =>
    (window as unknown as { portico: { open(p: object): void } }).portico.open({ view: 'SmartSessionList' }),
  )
  await expect.poll(() => currentView(page)).toBe('SmartSessionList')
  return page
}

/** The shown rows as `[pci, status]`, sorted by pci (the gateway's order is not the point here). */
const rowsOf = async (page: Page) =>
  (
    await page
      .getByTestId('smart-session-row')
      .evaluateAll((rows) =>
        rows.map((row) => [
          (row as HTMLElement).dataset.pci ?? '',
          (row as HTMLElement).dataset.status ?? '',
        ]),
      )
  ).sort(([a], [b]) => a!.localeCompare(b!))
const sorted = (rows: [string, string][]) => [...rows].sort(([a], [b]) => a.localeCompare(b))

describe('SmartSessionList against the gateway (N-01, N-02, N-03)', () => {
  it('N-01 N-03 Active, Expired and Revoked show the right sessions; N-02 revoking from the list moves one to Revoked', async () => {
    // The short session is past its expiry (block time follows the clock; nothing here travels in time).
    await expect
      .poll(() => Date.now() / 1000 > expiries.expired + 1, { timeout: (SHORT_SESSION_SECONDS + 10) * 1000 })
      .toBe(true)
    const page = await openSessions()
    await expect
      .poll(() => rowsOf(page), { timeout: 15_000 })
      .toEqual(
        sorted([
          [pcis.active, 'active'],
          [pcis.fromList, 'active'],
        ]),
      )
    expect(await page.getByTestId('smart-session-row').first().textContent()).toMatch(/Call transfer on 0x/)
    await page.getByTestId('smart-session-tab-expired').click()
    await expect.poll(() => rowsOf(page)).toEqual([[pcis.expired, 'expired']])
    await page.getByTestId('smart-session-tab-revoked').click()
    await expect.poll(() => rowsOf(page)).toEqual([[pcis.revoked, 'revoked']])

    // Revoke from the list: the wallet revokes on chain and signs; the gateway checks it (ERC-1271).
    await page.getByTestId('smart-session-tab-active').click()
    await page.locator(`[data-pci="${pcis.fromList}"] [data-testid="smart-session-revoke"]`).click()
    await expect.poll(() => rowsOf(page), { timeout: 60_000 }).toEqual([[pcis.active, 'active']])
    await page.getByTestId('smart-session-tab-revoked').click()
    await expect
      .poll(() => rowsOf(page))
      .toEqual(
        sorted([
          [pcis.revoked, 'revoked'],
          [pcis.fromList, 'revoked'],
        ]),
      )
    // The gateway lists it revoked, and the chain says so too.
    const listed = (await (
      await fetch(`${stack().gateway}/v1/sessions/eip155:31337:${account.address}?projectId=portico-dev`)
    ).json()) as { pcis: { pci: string; revokedAt?: number }[] }
    expect(listed.pcis.find((s) => s.pci === pcis.fromList)?.revokedAt).toBeTypeOf('number')
    const state = await client().readContract({
      address: account.address,
      abi: porticoSmartAccountAbi,
      functionName: 'getSession',
      args: [pcis.fromList],
    })
    expect(state.revoked).toBe(true)
    await page.context().close()
  }, 120_000)
})

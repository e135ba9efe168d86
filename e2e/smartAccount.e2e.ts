import { DEVNET_MNEMONIC } from '@portico/devnet'
import { porticoSmartAccountAbi } from '@portico/evm/smart-account'
import type { Browser, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  toFunctionSelector,
  toHex,
} from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { currentView, launchBrowser, openDemo } from './lib/browser.js'
import {
  EMAIL_OPTIONS,
  loginWithEmail,
  requestThroughEmbeddedWallet,
  secureFrame,
  signWithDemo,
} from './lib/emailLogin.js'
import { devnetContract } from './lib/smartAccount.js'

// Issue 13, "Done when" (the embedded wallet's part): an email user's EVM account is a PorticoSmartAccount,
// deployed by its first send through the real bundler (alto) behind the gateway; signatures verify under
// ERC-6492 and then ERC-1271; wallet_sendCalls is atomic; wallet_grantPermissions registers a session.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const MESSAGE = 'Hello from Portico'
const SUFFIX_6492 = '6492649264926492649264926492649264926492649264926492649264926492'
const receiver = privateKeyToAccount(generatePrivateKey()).address
const client = () => createPublicClient({ transport: http(inject('stack').evmA) })
const prt = () => devnetContract('erc20', 'PRT')
const prtTransfer = (amount: string) => ({
  to: prt(),
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [receiver, parseUnits(amount, 18)],
  }),
})
const prtBalance = (owner: Address) =>
  client().readContract({ address: prt(), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** The eip155 account state in the modal's stores. */
const accountState = (page: Page) =>
  page.evaluate(() => {
    const chain = window.portico?.stores.chains.getState().chains.eip155
    return {
      smartAccountDeployed: chain?.accountState.smartAccountDeployed,
      preferredAccountType: chain?.accountState.preferredAccountTypes.eip155,
      enabled: chain?.networkState.smartAccountEnabledNetworks,
    }
  })

/**
 * Sends an unsafe request through the AUTH connector's provider, clicks approve-confirm on the secure site's
 * screen, and resolves the answer (`ok` false with the error message when it failed).
 */
async function approvedRequest(page: Page, method: string, params: unknown[]) {
  await page.evaluate(
    ([m, p]) => {
      const auth = window.portico?.stores.connectors.getState().connectors.find((c) => c.id === 'AUTH')
      const provider = auth?.provider as { request(a: { method: string; params: unknown }): Promise<unknown> }
      const w = window as unknown as { pending?: Promise<unknown> }
      w.pending = provider.request({ method: m as string, params: p }).then(
        (value) => ({ ok: true, value }),
        (error: Error) => ({ ok: false, value: error.message }),
      )
    },
    [method, params] as const,
  )
  await expect.poll(() => currentView(page), { timeout: 20_000 }).toBe('ApproveTransaction')
  await (await secureFrame(page)).getByTestId('approve-confirm').click()
  return page.evaluate(
    () => (window as unknown as { pending: Promise<{ ok: boolean; value: any }> }).pending,
  ) as Promise<{ ok: boolean; value: any }>
}

describe('embedded smart account (issue 13)', () => {
  it('counterfactual address from the first login; the first send deploys it; ERC-6492 then ERC-1271; atomic wallet_sendCalls; wallet_grantPermissions; E-23 switch, approved on the secure site; the typed-data drain refused', async () => {
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    const address = (await loginWithEmail(page, `e2e-smart-${Date.now()}@example.com`)) as Address

    // D-24, F-24, N-06: a smart account, shown before any transaction, not deployed yet.
    await expect
      .poll(() => accountState(page), { timeout: 20_000 })
      .toEqual({
        smartAccountDeployed: false,
        preferredAccountType: 'smartAccount',
        enabled: [31337, 31338],
      })
    expect(await client().getCode({ address })).toBeUndefined()
    await page.getByTestId('account-button').click()
    await expect.poll(() => page.getByTestId('account-address').getAttribute('data-address')).toBe(address)
    await page.getByTestId('modal-close').click()

    // ERC-6492 before deployment.
    const early = (await signWithDemo(page)) as Hex
    expect(early.endsWith(SUFFIX_6492)).toBe(true)
    expect(await client().verifyMessage({ address, message: MESSAGE, signature: early })).toBe(true)

    // The account pays its own gas: 1 ETH, and 10 PRT for the batch below.
    const chain = { ...anvil, rpcUrls: { default: { http: [inject('stack').evmA] } } }
    const funder = createWalletClient({
      chain,
      transport: http(),
      account: mnemonicToAccount(DEVNET_MNEMONIC),
    })
    await client().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
    })
    await client().waitForTransactionReceipt({
      hash: await funder.writeContract({
        address: prt(),
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, parseUnits('10', 18)],
      }),
    })

    // The first send deploys the account through the bundler and is mined.
    await page.getByTestId('demo-send-transaction').click()
    await (await secureFrame(page)).getByTestId('approve-confirm').click()
    await expect
      .poll(() => page.getByTestId('demo-result').getAttribute('data-ok'), { timeout: 60_000 })
      .toBe('true')
    const hash = (await page.getByTestId('demo-result').textContent()) as Hex
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client().getCode({ address })).toMatch(/^0x.+/)
    await expect
      .poll(async () => (await accountState(page)).smartAccountDeployed, { timeout: 20_000 })
      .toBe(true)

    // ERC-1271 after deployment.
    const late = (await signWithDemo(page)) as Hex
    expect(late).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await client().verifyMessage({ address, message: MESSAGE, signature: late })).toBe(true)

    // EIP-5792: two calls in one user operation; a failing second call reverts the first too.
    const before = await prtBalance(receiver)
    const batch = await approvedRequest(page, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: toHex(31337),
        from: address,
        atomicRequired: true,
        calls: [prtTransfer('1'), prtTransfer('2')],
      },
    ])
    expect(batch.ok).toBe(true)
    await expect
      .poll(
        async () =>
          (
            await page.evaluate(async (id) => {
              const auth = window.portico?.stores.connectors
                .getState()
                .connectors.find((c) => c.id === 'AUTH')
              const provider = auth?.provider as {
                request(a: { method: string; params: unknown }): Promise<any>
              }
              return provider.request({ method: 'wallet_getCallsStatus', params: [id] })
            }, batch.value.id as string)
          ).status,
        { timeout: 60_000 },
      )
      .toBe(200)
    expect((await prtBalance(receiver)) - before).toBe(parseUnits('3', 18))
    const failing = await approvedRequest(page, 'wallet_sendCalls', [
      { calls: [prtTransfer('1'), prtTransfer('1000')] },
    ])
    expect(failing.ok).toBe(false)
    expect((await prtBalance(receiver)) - before).toBe(parseUnits('3', 18))

    // O-03: eth_sendUserOperation from the app: approved on the secure site, signed by the wallet, mined.
    const beforeOp = await prtBalance(receiver)
    const operation = await approvedRequest(page, 'eth_sendUserOperation', [
      {
        sender: address,
        callData: encodeFunctionData({
          abi: porticoSmartAccountAbi,
          functionName: 'execute',
          args: [prt(), 0n, prtTransfer('1').data],
        }),
      },
      entryPoint08Address,
    ])
    expect(operation).toMatchObject({ ok: true, value: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    await expect
      .poll(async () => (await prtBalance(receiver)) - beforeOp, { timeout: 60_000 })
      .toBe(parseUnits('1', 18))

    // ERC-7715: PRT transfers up to 10 PRT for one hour; the gateway lists the session.
    const sessionKey = privateKeyToAccount(generatePrivateKey()).address
    const granted = await approvedRequest(page, 'wallet_grantPermissions', [
      {
        chainId: toHex(31337),
        expiry: Math.floor(Date.now() / 1000) + 3600,
        signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: sessionKey }] } },
        permissions: [
          {
            type: 'contract-call',
            data: {
              address: prt(),
              functions: [{ selector: toFunctionSelector('transfer(address,uint256)') }],
            },
          },
          { type: 'erc20-token-limit', data: { address: prt(), allowance: parseUnits('10', 18).toString() } },
        ],
        policies: [],
      },
    ])
    expect(granted.ok).toBe(true)
    expect(granted.value.context).toMatch(/^0x[0-9a-f]{64}$/)
    const listed = await fetch(`${inject('stack').gateway}/v1/sessions/${address}?projectId=portico-dev`)
    const { pcis } = (await listed.json()) as { pcis: { pci: string }[] }
    expect(pcis.map((p) => p.pci)).toContain(granted.value.context)

    // Issue 22 item 6: a script on the app's page posts SET_PREFERRED_ACCOUNT to the frame itself: the secure
    // site puts up its approval screen (in the hidden frame, so the user never confirms it) and nothing changes.
    const frame = await secureFrame(page)
    // The iframe element lives in the app's page: the script posts from the parent window, as the app does.
    await (await frame.frameElement()).evaluate((iframe, secure) => {
      ;(iframe as HTMLIFrameElement).contentWindow?.postMessage(
        { type: '@w3m-app/SET_PREFERRED_ACCOUNT', id: 'attack-0000001', payload: { type: 'eoa' } },
        new URL(secure).origin,
      )
    }, inject('stack').secure)
    await frame.getByTestId('approve-screen').waitFor({ state: 'attached', timeout: 20_000 })
    expect(await frame.getByTestId('approve-screen').textContent()).toContain(
      'switch from your smart account',
    )
    expect((await accountState(page)).preferredAccountType).toBe('smartAccount')
    expect(await page.getByTestId('account-button').getAttribute('data-address')).toBe(address)
    // The user never saw it; the screen goes away as a rejection (as O-09's dismissal would).
    await frame.evaluate(() =>
      (document.querySelector('[data-testid="approve-reject"]') as HTMLElement).click(),
    )

    // E-23: the key (eoa) on request, approved on the secure site's screen; rejected, nothing changes.
    const accountButton = page.getByTestId('account-button')
    const switchTo = (type: 'eoa' | 'smartAccount') =>
      page.evaluate((t) => {
        const w = window as unknown as { switching?: Promise<unknown> }
        w.switching = window.portico?.setPreferredAccountType(t)
      }, type)
    const switched = () =>
      page.evaluate(() => (window as unknown as { switching: Promise<unknown> }).switching)
    await switchTo('eoa')
    await expect.poll(() => currentView(page), { timeout: 20_000 }).toBe('ApproveTransaction')
    await (await secureFrame(page)).getByTestId('approve-reject').click()
    expect(await switched()).toBe('smartAccount')
    expect(await accountButton.getAttribute('data-address')).toBe(address)
    await switchTo('eoa')
    await expect.poll(() => currentView(page), { timeout: 20_000 }).toBe('ApproveTransaction')
    await (await secureFrame(page)).getByTestId('approve-confirm').click()
    expect(await switched()).toBe('eoa')
    // The account button follows the new account once the dialog has rendered it.
    await expect.poll(() => accountButton.getAttribute('data-address')).not.toBe(address)
    const eoa = (await accountButton.getAttribute('data-address')) as Address
    await expect.poll(async () => (await accountState(page)).preferredAccountType).toBe('eoa')

    // The drain: the app asks the key for eth_signTypedData_v4 of a PackedUserOperation of the smart account
    // (its signature would be a valid user operation, apps/secure-site/test/ownerSigning.test.ts): refused
    // with 4100 before any approval screen.
    const drain = {
      domain: { name: 'ERC4337', version: '1', chainId: 31337, verifyingContract: entryPoint08Address },
      types: {
        PackedUserOperation: [
          { name: 'sender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'initCode', type: 'bytes' },
          { name: 'callData', type: 'bytes' },
          { name: 'accountGasLimits', type: 'bytes32' },
          { name: 'preVerificationGas', type: 'uint256' },
          { name: 'gasFees', type: 'bytes32' },
          { name: 'paymasterAndData', type: 'bytes' },
        ],
      },
      primaryType: 'PackedUserOperation',
      message: {
        sender: address,
        nonce: '1',
        initCode: '0x',
        callData: encodeFunctionData({
          abi: porticoSmartAccountAbi,
          functionName: 'execute',
          args: [receiver, parseEther('0.5'), '0x'],
        }),
        accountGasLimits: toHex(0, { size: 32 }),
        preVerificationGas: '60000',
        gasFees: toHex(0, { size: 32 }),
        paymasterAndData: '0x',
      },
    }
    const refused = await requestThroughEmbeddedWallet(page, 'eth_signTypedData_v4', [
      eoa,
      JSON.stringify(drain),
    ])
    expect(refused).toMatchObject({ ok: false, code: 4100 })
    expect(String(refused.value)).toContain('does not sign user operations')
    expect(await frame.getByTestId('approve-screen').count()).toBe(0)
    await expect
      .poll(() => page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open))
      .toBe(false)

    // The Account view offers the smart account back; the switch is approved too.
    await accountButton.click()
    await page.getByTestId('account-switch-smart-account').click()
    await expect.poll(() => currentView(page), { timeout: 20_000 }).toBe('ApproveTransaction')
    await (await secureFrame(page)).getByTestId('approve-confirm').click()
    await expect.poll(() => accountButton.getAttribute('data-address'), { timeout: 20_000 }).toBe(address)
    await expect.poll(async () => (await accountState(page)).preferredAccountType).toBe('smartAccount')
    expect(await page.getByTestId('account-switch-smart-account').count()).toBe(0)
    await page.context().close()
  })
})

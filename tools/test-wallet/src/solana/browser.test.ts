import { ed25519 } from '@noble/curves/ed25519'
import {
  findFreePortPair,
  type SolanaDevnet,
  solanaDevnetKey,
  startSolanaDevnet,
} from '@portico/devnet/solana'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBlankPage } from '../testing/blankPage.js'
import { launchChromium } from '../testing/chromium.js'
import { solanaTestWalletInitScript } from './initScript.js'
import { SOLANA_TEST_WALLET_NAME } from './solanaTestWallet.js'

let devnet: SolanaDevnet
let blank: Awaited<ReturnType<typeof startBlankPage>>
let pageUrl: string
let browser: Browser

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: await findFreePortPair() })
  blank = await startBlankPage()
  pageUrl = blank.url
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await blank?.close()
  await devnet?.stop()
})

/** Runs `action` on the registered wallet in the page, found the way apps find it (wallet-standard app-ready). */
function withWallet<T>(page: Page, action: string, arg?: unknown): Promise<T> {
  return page.evaluate(
    async ({ action, arg, name }) => {
      const wallets: any[] = []
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', {
          detail: { register: (...found: any[]) => wallets.push(...found) },
        }),
      )
      const wallet = wallets.find((candidate) => candidate.name === name)
      const run = new Function('wallet', 'arg', `return (async () => { ${action} })()`)
      return run(wallet, arg)
    },
    { action, arg, name: SOLANA_TEST_WALLET_NAME },
  ) as Promise<T>
}

describe('Solana test wallet in Chromium', () => {
  it('registers through wallet-standard, signs a message and sends a real transfer, and stays connected across a reload', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.addInitScript(solanaTestWalletInitScript({ rpcUrls: { 'solana:localnet': devnet.rpcUrl } }))
      await page.goto(pageUrl)
      const account0 = solanaDevnetKey(0)
      expect(await withWallet(page, 'return wallet.accounts.length')).toBe(0)
      expect(
        await withWallet(
          page,
          "return (await wallet.features['standard:connect'].connect()).accounts.map((a) => a.address)",
        ),
      ).toEqual([account0.address])

      const message = 'Hello from Portico'
      const signature = await withWallet<number[]>(
        page,
        `const [out] = await wallet.features['solana:signMessage'].signMessage({ account: wallet.accounts[0], message: new TextEncoder().encode(arg) })
         return Array.from(out.signature)`,
        message,
      )
      expect(
        ed25519.verify(new Uint8Array(signature), new TextEncoder().encode(message), account0.publicKey),
      ).toBe(true)

      const to = solanaDevnetKey(1).address
      const before = devnet.chain.svm.getBalance(address(to)) ?? 0n
      const transaction = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(address(account0.address), m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(devnet.chain.latestBlockhash(), m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: createNoopSigner(address(account0.address)),
                destination: address(to),
                amount: 500_000_000n,
              }),
            ],
            m,
          ),
      )
      const wire = Array.from(getTransactionEncoder().encode(compileTransaction(transaction)))
      await withWallet(
        page,
        `await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account: wallet.accounts[0], chain: 'solana:localnet', transaction: new Uint8Array(arg) })`,
        wire,
      )
      expect(devnet.chain.svm.getBalance(address(to))).toBe(before + 500_000_000n)

      await page.reload()
      expect(await withWallet(page, 'return wallet.accounts.map((a) => a.address)')).toEqual([
        account0.address,
      ])
    } finally {
      await context.close()
    }
  })

  it('refuses options without an http(s) RPC URL for a known chain', () => {
    expect(() => solanaTestWalletInitScript({ rpcUrls: {} })).toThrow('rpcUrls must name at least one chain')
    expect(() => solanaTestWalletInitScript({ rpcUrls: { 'solana:localnet': 'ftp://x' } })).toThrow(
      'must be http(s)',
    )
  })
})

import { randomUUID } from 'node:crypto'
import type { OnrampQuote, PurchaseCurrency } from '@portico/core/onramp'
import type { Db } from '../db/Db.js'
import type { PublicUrls } from '../http/publicUrls.js'
import type { ChainTokens, TokenInfo } from '../tokens/devnetManifest.js'
import type { BuyerRequest } from './buyerRequest.js'
import { DECLINED_MESSAGE, SANDBOX_CARDS, UNKNOWN_CARD_MESSAGE } from './checkoutPage.js'
import type { SandboxConfig } from './onrampConfig.js'
import {
  claimPurchase,
  finishPurchase,
  getPurchase,
  insertPurchase,
  type Purchase,
  setPurchaseTx,
} from './purchaseRepo.js'
import { sandboxPrice } from './sandboxPricing.js'
import { createTreasury, type Treasury } from './treasury.js'

/** The only chains the sandbox sells on: the devnet's (its treasury key is public). */
export const SANDBOX_CHAINS = ['eip155:31337', 'eip155:31338'] as const
/** The stablecoin the sandbox sells (the devnet's pUSD, 6 decimals). */
export const SANDBOX_TOKEN_SYMBOL = 'pUSD'
/** A checkout can be paid within 30 minutes of its URL being made. */
export const CHECKOUT_TTL_MS = 30 * 60_000

/** The result of a payment attempt, for the checkout page. */
export type PayOutcome =
  | { kind: 'not-found' }
  | { kind: 'declined' | 'invalid-card' | 'closed'; purchase: Purchase; message: string }
  | { kind: 'completed' | 'failed'; purchase: Purchase; message: string }

/**
 * The development on-ramp provider: its URL opens the gateway's own checkout page, whose payment sends the
 * purchased pUSD from the treasury to the buyer on the devnet and records the purchase.
 */
export class SandboxProvider {
  private treasury: Promise<Treasury> | undefined

  constructor(
    private readonly db: Db,
    private readonly options: {
      tokens: ChainTokens
      rpcUrls: Record<string, string>
      urls: PublicUrls
      config: SandboxConfig
      now?: () => number
    },
  ) {}

  /** The devnet chains with pUSD and an upstream, and the pUSD contract on each. */
  chains(): { chainId: string; token: TokenInfo }[] {
    return SANDBOX_CHAINS.flatMap((chainId) => {
      const token = this.options.tokens[chainId]?.find((t) => t.symbol === SANDBOX_TOKEN_SYMBOL)
      return token && this.options.rpcUrls[chainId] ? [{ chainId, token }] : []
    })
  }

  /** U-17: pUSD with the devnet networks it is sold on (empty when none). */
  purchaseCurrency(): PurchaseCurrency | undefined {
    const chains = this.chains()
    const first = chains[0]
    if (!first) return undefined
    return {
      id: SANDBOX_TOKEN_SYMBOL,
      name: first.token.name,
      symbol: SANDBOX_TOKEN_SYMBOL,
      networks: chains.map(({ chainId, token }) => ({
        name: `portico-devnet-${chainId.split(':')[1]}`,
        display_name: `Portico devnet ${chainId.split(':')[1]}`,
        chain_id: chainId.split(':')[1] ?? '',
        contract_address: token.address,
      })),
    }
  }

  /** J-09: the sandbox's quote for `amount` fiat (validated by the caller). */
  quote(amount: string, fiatCurrency: string): OnrampQuote {
    const price = sandboxPrice(amount)
    return {
      fees: [{ fee_amount: price.fee, fee_currency: fiatCurrency, fee_type: 'FEE_TYPE_EXCHANGE' }],
      paymentSubtotal: { amount: price.purchaseAmount, currency: fiatCurrency },
      paymentTotal: { amount: price.paymentTotal, currency: fiatCurrency },
      purchaseAmount: { amount: price.purchaseAmount, currency: SANDBOX_TOKEN_SYMBOL },
      quoteId: `sandbox-${randomUUID()}`,
    }
  }

  /** Records a pending purchase and answers its checkout URL. The caller checked chain, amount and address. */
  async open(request: BuyerRequest & { chainId: string; fiatAmount: string }): Promise<string> {
    const chain = this.chains().find((c) => c.chainId === request.chainId)
    if (!chain) throw new Error(`The sandbox does not sell on ${request.chainId}`)
    const price = sandboxPrice(request.fiatAmount)
    const id = randomUUID()
    await insertPurchase(this.db, {
      id,
      projectId: request.projectId,
      provider: 'sandbox',
      address: request.address,
      chainId: chain.chainId,
      fiatCurrency: request.fiatCurrency,
      fiatAmount: price.paymentTotal,
      feeAmount: price.fee,
      cryptoSymbol: SANDBOX_TOKEN_SYMBOL,
      cryptoAmount: price.purchaseAmount,
      tokenAddress: chain.token.address,
      tokenDecimals: chain.token.decimals,
    })
    return this.options.urls.sandboxCheckout(id)
  }

  /** The purchase behind a checkout page. */
  purchase(id: string): Promise<Purchase | undefined> {
    return getPurchase(this.db, id)
  }

  /**
   * Pays a checkout with a test card: the declined card and unknown numbers are refused without touching the
   * purchase; the approved card claims it (once), sends the pUSD and waits for the receipt.
   */
  async pay(id: string, cardInput: string): Promise<PayOutcome> {
    const purchase = await getPurchase(this.db, id)
    if (!purchase) return { kind: 'not-found' }
    const card = cardInput.replace(/[\s-]/g, '')
    if (purchase.status !== 'pending')
      return { kind: 'closed', purchase, message: 'This checkout is already paid.' }
    if (card === SANDBOX_CARDS.declined) return { kind: 'declined', purchase, message: DECLINED_MESSAGE }
    if (card !== SANDBOX_CARDS.approved)
      return { kind: 'invalid-card', purchase, message: UNKNOWN_CARD_MESSAGE }
    const now = this.options.now?.() ?? Date.now()
    const claimed = await claimPurchase(this.db, id, new Date(now - CHECKOUT_TTL_MS))
    if (!claimed) {
      const current = (await getPurchase(this.db, id)) ?? purchase
      const message =
        current.status === 'pending' ? 'This checkout has expired.' : 'This checkout is already paid.'
      return { kind: 'closed', purchase: current, message }
    }
    return this.deliver(claimed)
  }

  private async deliver(purchase: Purchase): Promise<PayOutcome> {
    this.treasury ??= createTreasury(this.options.config.treasuryKey)
    const amount = decimalToUnits(purchase.cryptoAmount, purchase.tokenDecimals)
    try {
      const treasury = await this.treasury
      const { hash, ok } = await treasury.deliver(
        {
          chainId: purchase.chainId,
          rpcUrl: this.options.rpcUrls[purchase.chainId] ?? '',
          token: purchase.tokenAddress,
          to: purchase.address,
          amount,
        },
        (sent) => setPurchaseTx(this.db, purchase.id, sent),
      )
      const status = ok ? 'completed' : 'failed'
      await finishPurchase(this.db, purchase.id, {
        status,
        txHash: hash,
        ...(ok ? {} : { error: 'reverted' }),
      })
      const done = { ...purchase, status, txHash: hash } as const
      return ok
        ? {
            kind: 'completed',
            purchase: done,
            message: `Payment complete: ${purchase.cryptoAmount} ${purchase.cryptoSymbol} sent.`,
          }
        : { kind: 'failed', purchase: done, message: 'The delivery transaction reverted.' }
    } catch (error) {
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? 'error') : String(error)
      await finishPurchase(this.db, purchase.id, { status: 'failed', error: reason })
      return {
        kind: 'failed',
        purchase: { ...purchase, status: 'failed' },
        message: 'The tokens could not be sent.',
      }
    }
  }
}

/** `'49.25'` with 6 decimals → 49250000n. */
export function decimalToUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  if (fraction.length > decimals) throw new Error(`${amount} has more than ${decimals} decimals`)
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

import { createHash } from 'node:crypto'
import type { Purchase } from './purchaseRepo.js'
import { SANDBOX_FEE_BPS } from './sandboxPricing.js'

/** The sandbox's test cards (Stripe's numbering): one is approved, one is always declined. */
export const SANDBOX_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const
/** Shown when the declined test card is used; nothing is charged and nothing is sent. */
export const DECLINED_MESSAGE = 'Your card was declined. Nothing was charged and no tokens were sent.'
/** Shown for any other card number. */
export const UNKNOWN_CARD_MESSAGE =
  'Use a sandbox test card: 4242 4242 4242 4242 (approved) or 4000 0000 0000 0002 (declined).'

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f7;color:#16161d}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}.note{color:#5c5c6e;font-size:13px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}dt{color:#5c5c6e}dd{margin:0;text-align:right;word-break:break-all}
label{display:block;font-weight:600;margin-bottom:6px}input{width:100%;box-sizing:border-box;padding:10px;font:inherit;border:1px solid #c8c8d2;border-radius:8px}
button{margin-top:16px;width:100%;padding:12px;font:inherit;font-weight:600;border:0;border-radius:8px;background:#5b5bd6;color:#fff;cursor:pointer}
.alert{padding:10px;border-radius:8px;background:#fde8e8;color:#8a1c1c}.ok{padding:10px;border-radius:8px;background:#e6f6ea;color:#175c2b}`

/**
 * CSP of the checkout: no script at all, only this page's own style (by hash), forms posted only to the
 * gateway, never framed.
 */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
/** Escapes text for HTML; every value on the page goes through it. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/** What the page says after a payment attempt, if anything. */
export type CheckoutNotice = { kind: 'error' | 'done'; message: string }

/**
 * The checkout page of one purchase. Every value comes from the stored purchase (validated when the URL was
 * made), never from the request, and is escaped; there is no script.
 */
export function renderCheckout(purchase: Purchase, notice?: CheckoutNotice): string {
  const e = escapeHtml
  const fee = `${(SANDBOX_FEE_BPS / 100).toFixed(1)} %`
  const rows: [string, string][] = [
    ['You pay', `${purchase.fiatAmount} ${purchase.fiatCurrency}`],
    [`Fee (${fee})`, `${purchase.feeAmount} ${purchase.fiatCurrency}`],
    ['You receive', `${purchase.cryptoAmount} ${purchase.cryptoSymbol}`],
    ['To', purchase.address],
    ['Network', purchase.chainId],
  ]
  const payable = purchase.status === 'pending'
  const noticeHtml = notice
    ? `<p class="${notice.kind === 'error' ? 'alert' : 'ok'}" role="${notice.kind === 'error' ? 'alert' : 'status'}" data-testid="sandbox-${notice.kind === 'error' ? 'error' : 'status'}">${e(notice.message)}</p>`
    : ''
  const form = payable
    ? `<form method="post" action="/sandbox/onramp/checkout/${e(encodeURIComponent(purchase.id))}/pay">
<label for="card">Card number</label>
<input id="card" name="card" data-testid="sandbox-card" inputmode="numeric" autocomplete="off" maxlength="23" value="4242 4242 4242 4242">
<p class="note">Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.</p>
<button type="submit" data-testid="sandbox-pay">Pay ${e(purchase.fiatAmount)} ${e(purchase.fiatCurrency)}</button>
</form>`
    : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Portico sandbox checkout</title><style>${STYLE}</style></head>
<body><main>
<h1>Sandbox checkout</h1>
<p class="note">Development on-ramp: no real money moves; ${e(purchase.cryptoSymbol)} comes from the devnet treasury.</p>
<dl>${rows.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join('')}</dl>
${noticeHtml}
${form}
</main></body></html>`
}

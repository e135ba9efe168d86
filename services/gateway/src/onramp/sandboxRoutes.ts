import type { FastifyReply } from 'fastify'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { CHECKOUT_CSP, type CheckoutNotice, renderCheckout } from './checkoutPage.js'
import type { Purchase } from './purchaseRepo.js'
import type { PayOutcome, SandboxProvider } from './sandboxProvider.js'

/** Largest form body the checkout accepts. */
const FORM_BODY_LIMIT = 1024
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
const params = {
  type: 'object',
  required: ['checkoutId'],
  properties: { checkoutId: { type: 'string', pattern: UUID } },
} as const

/** The HTTP status of each payment outcome's page. */
const PAY_STATUS: Record<Exclude<PayOutcome['kind'], 'not-found'>, number> = {
  completed: 200,
  declined: 402,
  'invalid-card': 400,
  closed: 409,
  failed: 502,
}

function sendPage(reply: FastifyReply, status: number, purchase: Purchase, notice?: CheckoutNotice) {
  return reply
    .code(status)
    .header('content-security-policy', CHECKOUT_CSP)
    .header('cross-origin-opener-policy', 'same-origin')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderCheckout(purchase, notice))
}

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such checkout', 'checkoutId')

/**
 * The sandbox provider's checkout: `GET /sandbox/onramp/checkout/{id}` shows the purchase and a card form;
 * `POST …/pay` (a plain form post, no script) pays it. Registered in their own scope, the only one that
 * parses `application/x-www-form-urlencoded`.
 */
export function sandboxRoutes(app: GatewayApp, sandbox: SandboxProvider): void {
  app.register(async (scope: GatewayApp) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    )
    scope.get(
      '/sandbox/onramp/checkout/:checkoutId',
      { schema: { summary: 'Development on-ramp: the checkout page of one purchase (HTML)', params } },
      async (req, reply) => {
        const purchase = await sandbox.purchase(req.params.checkoutId)
        if (!purchase) throw notFound()
        const notice: CheckoutNotice | undefined =
          purchase.status === 'pending'
            ? undefined
            : { kind: 'done', message: `This checkout is ${purchase.status}.` }
        return sendPage(reply, 200, purchase, notice)
      },
    )
    scope.post(
      '/sandbox/onramp/checkout/:checkoutId/pay',
      {
        schema: {
          summary: 'Development on-ramp: pays a checkout with a test card, then sends the pUSD (HTML)',
          params,
          body: {
            type: 'object',
            required: ['card'],
            properties: { card: { type: 'string', maxLength: 23 } },
          },
        },
      },
      async (req, reply) => {
        const outcome = await sandbox.pay(req.params.checkoutId, req.body.card)
        if (outcome.kind === 'not-found') throw notFound()
        const kind = outcome.kind === 'completed' ? 'done' : 'error'
        return sendPage(reply, PAY_STATUS[outcome.kind], outcome.purchase, { kind, message: outcome.message })
      },
    )
  })
}

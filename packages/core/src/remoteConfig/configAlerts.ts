import { GatewayError } from '../errors/errors.js'
import { AlertMessages } from '../errors/messages.js'

/** An alert of section S: the spec's short message (shown) and the proposed long message (logged). */
export type ConfigAlert = { message: string; details: string }

/** P-16, S-14: the provider (and gateway) messages that map to alerts. */
export const ProviderMessages = {
  ORIGIN_NOT_ALLOWED: 'Unauthorized: origin not allowed',
  SESSION_NOT_YET_VALID: 'JWT validation error: JWT Token is not yet valid',
  INVALID_KEY: 'Unauthorized: invalid key',
} as const

/** S-05: an origin the project does not allow. */
export const invalidAppConfiguration = (origin: string | undefined): ConfigAlert => ({
  message: AlertMessages.INVALID_APP_CONFIGURATION,
  details: `Origin ${origin ?? 'unknown'} not found on Allowlist - update the project's allowed origins on your Portico gateway`,
})

/** S-10, P-08, A-06: no project id, or no allow-list came back. */
export const PROJECT_ID_NOT_CONFIGURED: ConfigAlert = {
  message: AlertMessages.PROJECT_ID_NOT_CONFIGURED,
  details: 'Project ID Not Configured - update configuration on your Portico gateway',
}

/** S-09 */
const INVALID_PROJECT_ID: ConfigAlert = {
  message: AlertMessages.INVALID_PROJECT_ID,
  details: 'Invalid Project ID - update configuration',
}

/** S-08 */
const SESSION_EXPIRED: ConfigAlert = {
  message: AlertMessages.SESSION_EXPIRED,
  details: 'Invalid session found on UniversalProvider - please check your time settings and connect again',
}

/**
 * P-16, S-14: the alert for a provider message ('Unauthorized: origin not allowed' → invalid configuration,
 * 'JWT validation error: JWT Token is not yet valid' → 'Session Expired', 'Unauthorized: invalid key' →
 * 'Invalid Project ID'), looked for in the error's message and along its `cause` chain; undefined otherwise.
 */
export function alertForProviderMessage(error: unknown, origin?: string): ConfigAlert | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const message = typeof e === 'string' ? e : (e as { message?: unknown }).message
    if (typeof message !== 'string') continue
    if (message.includes(ProviderMessages.ORIGIN_NOT_ALLOWED)) return invalidAppConfiguration(origin)
    if (message.includes(ProviderMessages.SESSION_NOT_YET_VALID)) return SESSION_EXPIRED
    if (message.includes(ProviderMessages.INVALID_KEY)) return INVALID_PROJECT_ID
  }
  return undefined
}

/** The `message` of a gateway error body (`{code, message}`), if it has one. */
function gatewayMessage(error: GatewayError): string | undefined {
  try {
    const body = JSON.parse(error.details ?? '') as { message?: unknown }
    return typeof body.message === 'string' ? body.message : undefined
  } catch {
    return undefined
  }
}

/**
 * P-06, P-16, S-09, S-11, S-12: the alert for a failed configuration or allow-list request. A 403 is read by its
 * message (unknown project → 'Invalid Project ID', origin not allowed → 'Invalid App Configuration'); 429 →
 * 'Rate Limited'; 500 to 599 → 'Server Error'. Anything else (a network failure, a 404) has no alert: the
 * client keeps its local options.
 */
export function alertForConfigFailure(error: unknown, origin?: string): ConfigAlert | undefined {
  if (!(error instanceof GatewayError)) return undefined
  if (error.status === 403) return alertForProviderMessage(gatewayMessage(error), origin)
  if (error.status === 429) {
    return {
      message: AlertMessages.RATE_LIMITED,
      details: 'Rate limited when trying to get the App Configuration',
    }
  }
  if (error.status >= 500 && error.status <= 599) {
    return {
      message: AlertMessages.SERVER_ERROR,
      details: `Failed to get App Configuration ${gatewayMessage(error) ?? `(status ${error.status})`}`,
    }
  }
  return undefined
}

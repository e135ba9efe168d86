import { GatewayError } from '../../errors/errors.js'

/** The gateway's own message in a failed answer (`{message}` of its JSON error body), else `fallback`. */
export function gatewayMessage(error: unknown, fallback: string): string {
  if (!(error instanceof GatewayError) || !error.details) return fallback
  try {
    const body = JSON.parse(error.details) as { message?: unknown }
    return typeof body.message === 'string' && body.message ? body.message : fallback
  } catch {
    return fallback
  }
}

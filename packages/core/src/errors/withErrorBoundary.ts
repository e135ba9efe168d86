import { BaseError, type ErrorCategory } from './BaseError.js'
import { ProviderErrorCodes } from './providerErrors.js'

/** P-15: the categories an unexpected throw is reported under. */
export type ReportedErrorCategory = Extract<
  ErrorCategory,
  'INTERNAL_SDK_ERROR' | 'API_ERROR' | 'DATA_PARSING_ERROR' | 'SECURE_SITE_ERROR'
>

/** Receives every error a wrapped function rethrew after categorising it. */
export type ErrorReporter = (error: BaseError) => void

/** EIP-1193 4001 and WalletConnect 5000: the user said no; that is an outcome, not an SDK error. */
const USER_REJECTION_CODES: readonly unknown[] = [ProviderErrorCodes.USER_REJECTED, 5000]

/**
 * The error a wrapped function rethrows: Portico errors and user rejections unchanged (the views tell them
 * apart by class and `shortMessage`); anything else becomes a `PorticoError` with `category`, the original
 * message as `shortMessage`, the original as `cause` and the original stack frames, and is reported.
 */
function categorise(error: unknown, category: ReportedErrorCategory, report: ErrorReporter): unknown {
  if (error instanceof BaseError) return error
  if (USER_REJECTION_CODES.includes((error as { code?: unknown } | null)?.code)) return error
  const wrapped = new BaseError(error instanceof Error ? error.message : String(error), {
    cause: error,
    category,
  })
  if (error instanceof Error && error.stack) wrapped.stack = error.stack
  try {
    report(wrapped)
  } catch {
    // A reporter that fails must never hide the error it was given.
  }
  return wrapped
}

/**
 * P-15, S-41: wraps every function of `controller` so that a throw (or a rejected promise) is rethrown as a
 * categorised Portico error and reported. Success paths are untouched: the same value (or promise value)
 * comes back. Non-function properties are copied as they are.
 *
 * @example
 * const wallets = withErrorBoundary(createWalletsController(ctx), reporter.report, 'API_ERROR')
 */
export function withErrorBoundary<T extends object>(
  controller: T,
  report: ErrorReporter,
  category: ReportedErrorCategory = 'INTERNAL_SDK_ERROR',
): T {
  const wrapped: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(controller)) {
    if (typeof value !== 'function') {
      wrapped[key] = value
      continue
    }
    wrapped[key] = (...args: unknown[]) => {
      const fail = (error: unknown): never => {
        throw categorise(error, category, report)
      }
      try {
        const result: unknown = value.apply(controller, args)
        return result instanceof Promise ? result.catch(fail) : result
      } catch (error) {
        return fail(error)
      }
    }
  }
  return wrapped as T
}

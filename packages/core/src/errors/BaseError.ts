/**
 * Error categories. The first four are the categories of reported errors (P-15): `withErrorBoundary`
 * rethrows an unexpected throw with one of them. The others mark the modal's own expected outcomes.
 */
export type ErrorCategory =
  | 'INTERNAL_SDK_ERROR'
  | 'API_ERROR'
  | 'DATA_PARSING_ERROR'
  | 'SECURE_SITE_ERROR'
  | 'USER_REJECTED'
  | 'NETWORK'
  | 'WALLET'
  | 'CONFIGURATION'

export type BaseErrorParameters = {
  details?: string
  cause?: unknown
  category?: ErrorCategory
  docsPath?: string
  metaMessages?: string[]
}

/**
 * The one error class every Portico error extends. `shortMessage` is the spec's exact string; `details`
 * and `cause` carry what went wrong underneath.
 *
 * @example
 * throw new BaseError('Connection rejected', { cause: walletError, category: 'USER_REJECTED' })
 */
export class BaseError extends Error {
  override name = 'PorticoError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly category: ErrorCategory
  readonly docsPath: string | undefined
  readonly metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof Error ? parameters.cause.message : undefined) ??
      undefined
    const lines = [shortMessage]
    if (parameters.metaMessages?.length) lines.push('', ...parameters.metaMessages)
    if (details && details !== shortMessage) lines.push('', `Details: ${details}`)
    if (parameters.docsPath) lines.push(`Docs: ${parameters.docsPath}`)
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.category = parameters.category ?? 'INTERNAL_SDK_ERROR'
    this.docsPath = parameters.docsPath
    this.metaMessages = parameters.metaMessages
  }

  /** Follows the cause chain; returns the first error `fn` accepts, or the deepest one. */
  walk(fn?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (fn?.(current)) return current
      if (current.cause === undefined) return fn ? undefined : current
      current = current.cause
    }
    return fn ? undefined : current
  }
}

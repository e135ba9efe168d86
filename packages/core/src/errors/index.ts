export { BaseError, type BaseErrorParameters, type ErrorCategory } from './BaseError.js'
export * from './errors.js'
export { AlertMessages, ErrorMessages, SuccessMessages, SwapMessages } from './messages.js'
export {
  JsonRpcErrorCodes,
  ProviderErrorCodes,
  ProviderRpcError,
  USER_REJECTED_MESSAGE,
} from './providerErrors.js'
export { type ErrorReporter, type ReportedErrorCategory, withErrorBoundary } from './withErrorBoundary.js'

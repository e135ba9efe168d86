export { BaseError, type BaseErrorParameters, type ErrorCategory } from './BaseError.js'
export * from './errors.js'
export { AlertMessages, ErrorMessages, SuccessMessages, SwapMessages } from './messages.js'
export { type ErrorReporter, type ReportedErrorCategory, withErrorBoundary } from './withErrorBoundary.js'

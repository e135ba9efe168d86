import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_WINDOW } from '../constants.js'
import type { BaseError } from '../errors/BaseError.js'
import type { AnalyticsController } from './analyticsController.js'
import type { CoreContext } from './context.js'

/** The gateway's `/e` schema limits for the message and the stack (longer ones are cut, not rejected). */
const MAX_ERROR_MESSAGE_LENGTH = 10_000
const MAX_STACK_TRACE_LENGTH = 100_000

/**
 * P-13, P-14: reports categorised errors to `/e` as `props:{type:'error', event:<category>, errorType,
 * errorMessage, stackTrace}`. At most 5 reports in any 60 s (a sliding window over the send times); none
 * at all when analytics is off.
 */
export function createErrorReporter(ctx: CoreContext, analytics: Pick<AnalyticsController, 'post'>) {
  const sentAt: number[] = []
  return function reportError(error: BaseError): void {
    if (!ctx.options.getState().features.analytics) return
    const now = ctx.now()
    while (sentAt.length > 0 && now - (sentAt[0] ?? now) >= ERROR_REPORT_WINDOW_MS) sentAt.shift()
    if (sentAt.length >= ERROR_REPORTS_PER_WINDOW) return
    sentAt.push(now)
    analytics.post(
      {
        type: 'error',
        event: error.category,
        errorType: error.name,
        errorMessage: error.message.slice(0, MAX_ERROR_MESSAGE_LENGTH),
        stackTrace: (error.stack ?? '').slice(0, MAX_STACK_TRACE_LENGTH),
      },
      now,
    )
  }
}

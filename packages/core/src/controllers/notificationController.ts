import type { SnackbarVariant } from '../stores/notifications.js'
import type { CoreContext } from './context.js'

let nextId = 1

/** Snackbar and alert messages (S). */
export function createNotificationController(ctx: CoreContext) {
  return {
    showSnackbar(message: string, variant: SnackbarVariant = 'info') {
      ctx.notifications.setState({ snackbar: { message, variant, id: nextId++ } })
    },
    showError(message: string) {
      ctx.notifications.setState({ snackbar: { message, variant: 'error', id: nextId++ } })
    },
    hideSnackbar() {
      ctx.notifications.setState({ snackbar: undefined })
    },
    showAlert(message: string, variant: 'error' | 'warning' | 'info' = 'error') {
      ctx.notifications.setState({ alert: { message, variant, id: nextId++ } })
    },
    hideAlert() {
      ctx.notifications.setState({ alert: undefined })
    },
  }
}

export type NotificationController = ReturnType<typeof createNotificationController>

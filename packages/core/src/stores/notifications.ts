import { createStore } from 'zustand/vanilla'

export type SnackbarVariant = 'success' | 'error' | 'loading' | 'info'

export type NotificationsState = {
  snackbar: { message: string; variant: SnackbarVariant; id: number } | undefined
  alert: { message: string; variant: 'error' | 'warning' | 'info'; id: number } | undefined
}

export const createNotificationsStore = () =>
  createStore<NotificationsState>()(() => ({ snackbar: undefined, alert: undefined }))

export type NotificationsStore = ReturnType<typeof createNotificationsStore>

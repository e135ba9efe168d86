import type { CoreContext } from '../controllers/context.js'
import type { NamesController } from '../controllers/names/namesController.js'
import type { NotificationController } from '../controllers/notificationController.js'

/**
 * REQUIREMENTS L: the names actions. Their controller is a lazy chunk, imported on the first call, so the
 * connect path does not carry it.
 */
export function createNamesActions(ctx: CoreContext, deps: { notifications: NotificationController }) {
  let loaded: Promise<NamesController> | undefined
  const names = () =>
    (loaded ??= import('../controllers/names/namesController.js').then((m) =>
      m.createNamesController(ctx, deps),
    ))
  return {
    /** L-09: suggestions for a typed label and whether the typed name is registered. */
    checkName: async (label: string) => (await names()).checkName(label),
    /** L-02..L-06: sign and register `<label>.<zone>`; shows RegisterAccountNameSuccess. */
    registerName: async (label: string) => (await names()).registerName(label),
    /** L-08: the address a name resolves to (rejects with 'Error resolving name' or the reason). */
    resolveName: async (name: string) => (await names()).resolveName(name),
    /** E-17, E-18: refreshes the account's profile name and image. */
    syncProfile: async () => (await names()).syncProfile(),
  }
}

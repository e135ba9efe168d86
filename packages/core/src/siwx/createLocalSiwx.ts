import { createStorage, type KeyValueBackend } from '../storage/storage.js'
import { createSiwxMessage } from './siwxMessage.js'
import { type SiwxMessageOptions, siwxMessageData } from './siwxMessageDefaults.js'
import { createSiwxSessionStore } from './siwxSessionStore.js'
import type { SIWXConfig } from './siwxTypes.js'

const randomNonce = () =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

/**
 * M-10: a SIWX implementation that keeps sessions in this browser only (local storage), with no server check.
 * Use it when the app needs proof only inside the page; for a session your server can check, pass
 * `siwx: true` (verified by the gateway).
 *
 * @example
 * createPortico({ …, siwx: createLocalSiwx({ statement: 'Sign in to Example' }) })
 */
export function createLocalSiwx(
  options: SiwxMessageOptions & { required?: boolean; storage?: KeyValueBackend } = {},
): SIWXConfig {
  const sessions = createSiwxSessionStore(createStorage(options.storage))
  return {
    createMessage: async (input) =>
      createSiwxMessage(siwxMessageData(input, randomNonce(), Date.now(), options)),
    addSession: async (session) => sessions.add(session),
    revokeSession: async (chainId, address) => void sessions.remove(chainId, address),
    setSessions: async (list) => sessions.save(list),
    getSessions: async (chainId, address) => sessions.find(chainId, address),
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: true,
  }
}

import type { DeviceCopy, DeviceVault } from '../custody/deviceCopy.js'
import { deleteRecord, loadOrCreateKey, readRecord, writeRecord } from './keyStore.js'

/** The device key's name in the key store. */
const WRAPPING_KEY = 'wallet-copy-wrapping-key'

/** The browser's {@link DeviceVault}: the secure origin's IndexedDB (keyStore.ts). */
export const indexedDbVault: DeviceVault = {
  wrappingKey: () => loadOrCreateKey(WRAPPING_KEY, { name: 'AES-GCM', length: 256 }, ['encrypt', 'decrypt']),
  read: (name) => readRecord<DeviceCopy>(name),
  write: (name, copy) => writeRecord(name, copy),
  remove: (name) => deleteRecord(name),
}

/** The secure site's IndexedDB database of device keys (on its own origin: the app can never open it). */
const DB_NAME = 'portico-secure-site-keys'
const STORE = 'keys'

const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

function openDb(idb: IDBFactory): Promise<IDBDatabase> {
  const request = idb.open(DB_NAME, 1)
  request.onupgradeneeded = () => request.result.createObjectStore(STORE)
  return settle(request)
}

async function inStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb(indexedDB)
  try {
    return await settle(run(db.transaction(STORE, mode).objectStore(STORE)))
  } finally {
    db.close()
  }
}

/**
 * The device key named `name`, created on first use with `algorithm` and `usages` as a **non-extractable**
 * WebCrypto key (`extractable: false`: its secret bytes never reach JavaScript, only `sign`/`decrypt` calls do) and
 * kept in the secure site's IndexedDB, where structured clone stores the CryptoKey as it is. Two tabs creating it at
 * once end with the same key: the first write wins and the other tab reads it.
 * @example
 * const dpop = await loadOrCreateKey('dpop', { name: 'ECDSA', namedCurve: 'P-256' }, ['sign', 'verify'])
 * const wrap = await loadOrCreateKey('device-wrap', { name: 'AES-GCM', length: 256 }, ['encrypt', 'decrypt'])
 */
export async function loadOrCreateKey(
  name: string,
  algorithm: EcKeyGenParams | RsaHashedKeyGenParams,
  usages: KeyUsage[],
): Promise<CryptoKeyPair>
export async function loadOrCreateKey(
  name: string,
  algorithm: AesKeyGenParams | HmacKeyGenParams,
  usages: KeyUsage[],
): Promise<CryptoKey>
export async function loadOrCreateKey(
  name: string,
  algorithm: EcKeyGenParams | RsaHashedKeyGenParams | AesKeyGenParams | HmacKeyGenParams,
  usages: KeyUsage[],
): Promise<CryptoKey | CryptoKeyPair> {
  const stored = await inStore<CryptoKey | CryptoKeyPair | undefined>('readonly', (s) => s.get(name))
  if (stored) return stored
  const created = (await crypto.subtle.generateKey(algorithm, false, usages)) as CryptoKey | CryptoKeyPair
  try {
    await inStore('readwrite', (s) => s.add(created, name))
    return created
  } catch (error) {
    // Another tab stored one first (ConstraintError): use that one, so every tab signs with the same key.
    const winner = await inStore<CryptoKey | CryptoKeyPair | undefined>('readonly', (s) => s.get(name))
    if (winner) return winner
    throw error
  }
}

/** Deletes the device key `name` (sign-out): the next {@link loadOrCreateKey} creates a new one. */
export async function deleteKey(name: string): Promise<void> {
  await inStore('readwrite', (s) => s.delete(name))
}

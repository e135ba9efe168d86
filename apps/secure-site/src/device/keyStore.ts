/**
 * The secure site's IndexedDB database of device keys (on its own origin: the app can never open it): `keys` holds
 * non-extractable WebCrypto keys (the DPoP key, the device copy's wrapping key), `records` small structured-clonable
 * records (the device copy of the wallet key, sealed under one of those keys; custody/deviceCopy.ts).
 */
const DB_NAME = 'portico-secure-site-keys'
/** Version 2 added the `records` store (issue 22, passkey mode); version 1 had `keys` only. */
const DB_VERSION = 2
const STORE = 'keys'
const RECORDS = 'records'

const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

function openDb(idb: IDBFactory): Promise<IDBDatabase> {
  const request = idb.open(DB_NAME, DB_VERSION)
  request.onupgradeneeded = () => {
    const db = request.result
    for (const name of [STORE, RECORDS]) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name)
  }
  return settle(request)
}

async function inStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
  storeName: string = STORE,
): Promise<T> {
  const db = await openDb(indexedDB)
  try {
    return await settle(run(db.transaction(storeName, mode).objectStore(storeName)))
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

/** The structured-clonable record stored under `name`, or undefined. */
export function readRecord<T>(name: string): Promise<T | undefined> {
  return inStore<T | undefined>('readonly', (s) => s.get(name), RECORDS)
}

/** Stores (or replaces) the record under `name`. */
export async function writeRecord(name: string, value: unknown): Promise<void> {
  await inStore('readwrite', (s) => s.put(value, name), RECORDS)
}

/** Removes the record under `name`. */
export async function deleteRecord(name: string): Promise<void> {
  await inStore('readwrite', (s) => s.delete(name), RECORDS)
}

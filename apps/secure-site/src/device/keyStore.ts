/**
 * The secure origin's IndexedDB store of device keys and small records (issue 22). Keys are WebCrypto keys
 * created non-extractable: a script can use them on this origin but never read their bytes, and no other origin
 * reaches this database. Generic, so the device copy of the wallet key (custody/deviceCopy.ts) and the DPoP
 * signing key share it: `loadOrCreateKey(name, algorithm, usages)`.
 */

const DB_NAME = 'portico-secure-site'
const DB_VERSION = 1
const KEYS = 'keys'
const RECORDS = 'records'

let opened: Promise<IDBDatabase> | undefined

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION)
    request.onupgradeneeded = () => {
      const db = request.result
      if (!db.objectStoreNames.contains(KEYS)) db.createObjectStore(KEYS)
      if (!db.objectStoreNames.contains(RECORDS)) db.createObjectStore(RECORDS)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => {
      opened = undefined
      reject(request.error ?? new Error('IndexedDB did not open'))
    }
  })
  return opened
}

function run<T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, mode)
        const request = act(tx.objectStore(store))
        tx.oncomplete = () => resolve(request.result as T)
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
      }),
  )
}

/** A key (or key pair) made by `crypto.subtle.generateKey`. */
export type StoredKey = CryptoKey | CryptoKeyPair

/**
 * The key stored under `name`, or a new non-extractable one from `crypto.subtle.generateKey(algorithm, false,
 * usages)`, stored first. Two tabs racing both end with the key stored first (`add` fails for the second).
 */
export async function loadOrCreateKey<K extends StoredKey = CryptoKey>(
  name: string,
  algorithm: AlgorithmIdentifier | RsaHashedKeyGenParams | EcKeyGenParams | AesKeyGenParams,
  usages: KeyUsage[],
): Promise<K> {
  const existing = await run<K | undefined>(KEYS, 'readonly', (s) => s.get(name))
  if (existing) return existing
  const created = (await crypto.subtle.generateKey(algorithm, false, usages)) as K
  try {
    await run(KEYS, 'readwrite', (s) => s.add(created, name))
    return created
  } catch {
    const stored = await run<K | undefined>(KEYS, 'readonly', (s) => s.get(name))
    if (!stored) throw new Error(`the device key "${name}" could not be stored`)
    return stored
  }
}

/** Forgets the key stored under `name` (a later {@link loadOrCreateKey} makes a new one). */
export function deleteKey(name: string): Promise<void> {
  return run(KEYS, 'readwrite', (s) => s.delete(name))
}

/** A structured-clonable record stored under `name`, or undefined. */
export function readRecord<T>(name: string): Promise<T | undefined> {
  return run<T | undefined>(RECORDS, 'readonly', (s) => s.get(name))
}

/** Stores (or replaces) the record under `name`. */
export function writeRecord(name: string, value: unknown): Promise<void> {
  return run(RECORDS, 'readwrite', (s) => s.put(value, name))
}

/** Removes the record under `name`. */
export function deleteRecord(name: string): Promise<void> {
  return run(RECORDS, 'readwrite', (s) => s.delete(name))
}

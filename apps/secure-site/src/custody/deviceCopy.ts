import type { Hex } from 'viem'

/**
 * The device copy (issue 22, same device): the user's key sealed with AES-256-GCM under a non-extractable
 * WebCrypto key kept in the secure origin's IndexedDB, so a reload or a new session on this device opens the
 * wallet without a passkey prompt. The sealed bytes alone (a disk image, a backup) do not open without the
 * browser's key store; the gateway never sees them.
 */
export interface DeviceCopy {
  userId: string
  namespace: string
  address: Hex
  iv: Uint8Array
  sealed: Uint8Array
}

/** Where device copies and their wrapping key live (IndexedDB in the browser, memory in tests). */
export interface DeviceVault {
  /** The non-extractable AES-GCM key of this device. */
  wrappingKey(): Promise<CryptoKey>
  read(name: string): Promise<DeviceCopy | undefined>
  write(name: string, copy: DeviceCopy): Promise<void>
  remove(name: string): Promise<void>
}

const nameOf = (userId: string, namespace: string) => `wallet-copy/${namespace}/${userId}`
const aadOf = (userId: string, namespace: string, address: string) =>
  new TextEncoder().encode(
    `portico/embedded-wallet/device/v1\n${userId}\n${namespace}\n${address.toLowerCase()}`,
  )

/** Seals and stores the device copy of `privateKey` (replacing any older one of this user). */
export async function saveDeviceCopy(
  vault: DeviceVault,
  userId: string,
  namespace: string,
  address: Hex,
  privateKey: Uint8Array,
): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: aadOf(userId, namespace, address) as BufferSource },
    await vault.wrappingKey(),
    privateKey as BufferSource,
  )
  await vault.write(nameOf(userId, namespace), {
    userId,
    namespace,
    address,
    iv,
    sealed: new Uint8Array(sealed),
  })
}

/**
 * The device copy's key when there is one for this user and it is for `address` (the gateway's stored address);
 * null otherwise. A copy that no longer opens or names another address is removed.
 */
export async function openDeviceCopy(
  vault: DeviceVault,
  userId: string,
  namespace: string,
  address: string,
): Promise<Uint8Array | null> {
  const name = nameOf(userId, namespace)
  const copy = await vault.read(name).catch(() => undefined)
  if (!copy) return null
  if (copy.userId !== userId || copy.address.toLowerCase() !== address.toLowerCase()) {
    await vault.remove(name)
    return null
  }
  try {
    const opened = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: copy.iv as BufferSource,
        additionalData: aadOf(userId, namespace, address) as BufferSource,
      },
      await vault.wrappingKey(),
      copy.sealed as BufferSource,
    )
    return new Uint8Array(opened)
  } catch {
    await vault.remove(name)
    return null
  }
}

/** Removes this user's device copy (sign-out with "forget this device"). */
export function forgetDeviceCopy(vault: DeviceVault, userId: string, namespace: string): Promise<void> {
  return vault.remove(nameOf(userId, namespace))
}

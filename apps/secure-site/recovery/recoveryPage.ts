import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
import { readEnvelopeFile } from '../src/custody/envelopeFile.js'
import { readRecoveryKit } from '../src/custody/recoveryKit.js'
import { openSlot } from '../src/custody/userKeyEnvelope.js'

/**
 * The standalone recovery page (issue 22, exit without the operator): opens an exported envelope file with the
 * recovery kit, offline, with WebCrypto (HKDF-SHA-256, AES-256-GCM) and shows the private key and its address.
 * Bundled inline into recovery.html by build.mjs; no request leaves the page.
 */

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** The EIP-55 address of a secp256k1 private key. */
export function addressOf(privateKey: Uint8Array): string {
  const publicKey = secp256k1.getPublicKey(privateKey, false).slice(1)
  const lower = hex(keccak_256(publicKey).slice(12))
  const hash = hex(keccak_256(new TextEncoder().encode(lower)))
  return `0x${[...lower].map((c, i) => (Number.parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c)).join('')}`
}

/** Opens the envelope file's text with the kit's words or file text; the key and address, or a clear error. */
export async function recover(
  envelopeText: string,
  kitText: string,
): Promise<{ privateKey: string; address: string }> {
  const file = readEnvelopeFile(envelopeText)
  const kit = await readRecoveryKit(kitText)
  if (kit.id !== file.id) throw new Error('This recovery kit does not belong to this envelope')
  const key = await openSlot(kit.secret, file.envelope, file)
  const address = addressOf(key)
  if (address.toLowerCase() !== file.address.toLowerCase())
    throw new Error('The key does not match the address')
  return { privateKey: `0x${hex(key)}`, address }
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T

/** Wires the page: two file inputs (or pasted text) and the Open button. */
function start(): void {
  const envelope = $<HTMLTextAreaElement>('envelope')
  const kit = $<HTMLTextAreaElement>('kit')
  const load = (input: HTMLInputElement, into: HTMLTextAreaElement) =>
    input.addEventListener('change', () => {
      void input.files?.[0]?.text().then((text) => {
        into.value = text
      })
    })
  load($<HTMLInputElement>('envelope-file'), envelope)
  load($<HTMLInputElement>('kit-file'), kit)
  $<HTMLButtonElement>('open').addEventListener('click', () => {
    $('error').textContent = ''
    $('address').textContent = ''
    $('private-key').textContent = ''
    recover(envelope.value, kit.value).then(
      (opened) => {
        $('address').textContent = opened.address
        $('private-key').textContent = opened.privateKey
      },
      (e: unknown) => {
        $('error').textContent = e instanceof Error ? e.message : String(e)
      },
    )
  })
}

if (typeof document !== 'undefined') start()

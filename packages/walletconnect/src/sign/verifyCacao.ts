import { type Cacao, formatAuthMessage } from './authMessage.js'

/**
 * Checks a CACAO's EIP-191 signature: the address recovered from the signature over the sign-in message
 * rebuilt from the payload must be the issuer's. secp256k1 and keccak-256 (@noble) are loaded only here, on
 * the first sign-in. A smart-account signature (EIP-1271) would need the chain and is refused.
 */
export async function verifyCacao(cacao: Cacao): Promise<boolean> {
  if (cacao?.s?.t !== 'eip191' || typeof cacao.s.s !== 'string') return false
  const [{ secp256k1 }, { keccak_256 }] = await Promise.all([
    import('@noble/curves/secp256k1'),
    import('@noble/hashes/sha3'),
  ])
  const issuer = cacao.p.iss.split(':')[4]?.toLowerCase() ?? ''
  const message = new TextEncoder().encode(formatAuthMessage(cacao.p, cacao.p.iss))
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${message.length}`)
  const hash = keccak_256(new Uint8Array([...prefix, ...message]))
  const hex = cacao.s.s.replace(/^0x/, '')
  if (!/^[0-9a-fA-F]{130}$/.test(hex)) return false
  const v = Number.parseInt(hex.slice(128), 16)
  const recovery = v >= 27 ? v - 27 : v
  if (recovery !== 0 && recovery !== 1) return false
  try {
    const signature = secp256k1.Signature.fromCompact(hex.slice(0, 128)).addRecoveryBit(recovery)
    const publicKey = signature.recoverPublicKey(hash).toRawBytes(false)
    const address = keccak_256(publicKey.slice(1)).slice(-20)
    const recovered = `0x${[...address].map((b) => b.toString(16).padStart(2, '0')).join('')}`
    return recovered === issuer
  } catch {
    return false
  }
}

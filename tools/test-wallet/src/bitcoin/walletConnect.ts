import * as ecc from '@bitcoinerlab/secp256k1'
import { secp256k1 } from '@noble/curves/secp256k1'
import { Signer } from 'bip322-js'
import * as bitcoin from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import type { BitcoinTestKey } from './bitcoinKeys.js'
import { signPsbt } from './signPsbt.js'

const ECPair = ECPairFactory(ecc)
const network = bitcoin.networks.testnet

/** An unspent output the test wallet may spend in `sendTransfer` (there is no Bitcoin chain to ask). */
export type TestUtxo = { txid: string; vout: number; value: bigint }

/** Options of {@link bip122WalletConnectHandler}. */
export type Bip122HandlerOptions = {
  /** Outputs of the payment address `sendTransfer` may spend; without them it answers an error. */
  utxos?: TestUtxo[]
  /** Receives each signed transaction (hex) that `sendTransfer` "broadcasts"; the txid is answered. */
  broadcast?(hex: string): void
  /** Fee of a transfer in satoshis (default 1000). */
  fee?: bigint
}

/** A JSON-RPC error the wallet answers with. */
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })
const invalidParams = (message: string) => rpcError(-32602, message)
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** Bitcoin Core's message hash (BIP-137): sha256d of the magic prefix, the length and the message. */
function magicHash(message: string): Uint8Array {
  const text = Buffer.from(message, 'utf8')
  if (text.length >= 0xfd) throw invalidParams('The test wallet signs ECDSA messages under 253 bytes')
  const prefix = Buffer.from('\x18Bitcoin Signed Message:\n', 'utf8')
  return bitcoin.crypto.hash256(Buffer.concat([prefix, Buffer.from([text.length]), text]))
}

/** A BIP-137 signature of a P2WPKH key: header 39 + recovery id, then r and s (65 bytes). */
function signEcdsa(key: BitcoinTestKey, message: string): Uint8Array {
  const signature = secp256k1.sign(magicHash(message), key.privateKey, { lowS: true })
  return Uint8Array.from([39 + signature.recovery, ...signature.toCompactRawBytes()])
}

/** Builds, signs and finalises a P2WPKH transfer from the UTXOs; change goes back to the payment address. */
function transfer(key: BitcoinTestKey, to: string, amount: bigint, options: Bip122HandlerOptions): string {
  const fee = options.fee ?? 1000n
  const utxos = options.utxos ?? []
  const total = utxos.reduce((sum, utxo) => sum + utxo.value, 0n)
  if (utxos.length === 0 || total < amount + fee) throw rpcError(-32000, 'Insufficient funds')
  const pair = ECPair.fromPrivateKey(key.privateKey, { network })
  const script = bitcoin.payments.p2wpkh({ pubkey: pair.publicKey, network }).output
  if (!script) throw new Error('no payment script')
  const psbt = new bitcoin.Psbt({ network })
  for (const utxo of utxos) {
    psbt.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script, value: utxo.value } })
  }
  psbt.addOutput({ address: to, value: amount })
  const change = total - amount - fee
  if (change > 0n) psbt.addOutput({ address: key.address, value: change })
  psbt.signAllInputs({ publicKey: pair.publicKey, sign: (hash) => pair.sign(hash) }).finalizeAllInputs()
  const tx = psbt.extractTransaction()
  options.broadcast?.(tx.toHex())
  return tx.getId()
}

/**
 * The bip122 side of the test wallet in the WalletConnect Bitcoin RPC shapes, with the test wallet's keys:
 * `getAccountAddresses { account, intentions? }` → `[{ address, publicKey, path, intention }]`;
 * `signMessage { account, message, address?, protocol? }` → `{ address, signature }` (hex: the BIP-322
 * simple witness from bip322-js, or for `ecdsa`, the default, a BIP-137 signature); `sendTransfer { account,
 * recipientAddress, amount }` → `{ txid }` (a P2WPKH transaction signed with bitcoinjs-lib over the given
 * UTXOs); `signPsbt { account, psbt, signInputs: [{ address, index }] }` → `{ psbt }`.
 * A thrown error carries the JSON-RPC `code` to answer with.
 */
export function bip122WalletConnectHandler(keys: BitcoinTestKey[], options: Bip122HandlerOptions = {}) {
  const payment = keys.find((key) => key.purpose === 'payment')
  if (!payment) throw new Error('The test wallet needs a payment key')
  const keyOf = (address: unknown) => {
    const key = keys.find((candidate) => candidate.address === address)
    if (!key) throw invalidParams(`The wallet does not hold ${String(address)}`)
    return key
  }
  return async (method: string, params: unknown): Promise<unknown> => {
    const p = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
    if (p.account !== payment.address) throw invalidParams('account must be the connected account')
    switch (method) {
      case 'getAccountAddresses': {
        const intentions = Array.isArray(p.intentions) ? p.intentions : ['payment', 'ordinal']
        return keys
          .map((key) => ({
            address: key.address,
            publicKey: key.publicKey,
            path: key.path,
            intention: key.purpose === 'ordinals' ? 'ordinal' : 'payment',
          }))
          .filter((entry) => intentions.includes(entry.intention))
      }
      case 'signMessage': {
        if (typeof p.message !== 'string') throw invalidParams('message must be a string')
        const key = keyOf(p.address ?? p.account)
        const protocol = p.protocol ?? 'ecdsa'
        if (protocol === 'bip322') {
          const signature = Buffer.from(Signer.sign(key.wif, key.address, p.message) as string, 'base64')
          return { address: key.address, signature: hex(signature) }
        }
        if (protocol !== 'ecdsa') throw invalidParams('protocol must be ecdsa or bip322')
        if (key.purpose !== 'payment') throw invalidParams('ECDSA signs with the payment (P2WPKH) key')
        return { address: key.address, signature: hex(signEcdsa(key, p.message)) }
      }
      case 'sendTransfer': {
        if (typeof p.recipientAddress !== 'string') throw invalidParams('recipientAddress must be a string')
        if (typeof p.amount !== 'string' || !/^[1-9][0-9]*$/.test(p.amount))
          throw invalidParams('amount must be satoshis as a decimal string')
        return { txid: transfer(payment, p.recipientAddress, BigInt(p.amount), options) }
      }
      case 'signPsbt': {
        if (typeof p.psbt !== 'string' || !Array.isArray(p.signInputs))
          throw invalidParams('signPsbt needs psbt (base64) and signInputs')
        const byAddress: Record<string, number[]> = {}
        for (const input of p.signInputs as { address?: unknown; index?: unknown }[]) {
          const address = String(input?.address)
          byAddress[address] = [...(byAddress[address] ?? []), Number(input?.index)]
        }
        return { psbt: signPsbt(p.psbt, byAddress, keys) }
      }
      default:
        throw rpcError(4200, `The test wallet does not support ${method}`)
    }
  }
}

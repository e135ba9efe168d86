// Loaded on demand (see sendTransfer.ts): @solana/kit and the program clients stay out of the first chunk.
import { InvalidWalletResponseError } from '@portico/core'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

/** A recent blockhash and the last block height it is valid at (`getLatestBlockhash`'s value). */
export interface Lifetime {
  blockhash: string
  lastValidBlockHeight: number | bigint
}

/** An SPL token transfer: `amount` base units of `mint` (with its `decimals`). */
export interface TokenTransfer {
  mint: string
  amount: bigint
  decimals: number
  /** Token program of the mint (default SPL Token). */
  tokenProgram?: string
}

/** The unsigned wire bytes of a v0 transaction paid by `payer` holding `instructions`. */
function unsignedWire(payer: Address, lifetime: Lifetime, instructions: Instruction[]): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: lifetime.blockhash as never,
          lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight),
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

/** G-06: an unsigned transfer of `lamports` from `from` to `to`. */
export function solTransfer(from: string, to: string, lamports: bigint, lifetime: Lifetime): Uint8Array {
  const source = createNoopSigner(address(from))
  return unsignedWire(source.address, lifetime, [
    getTransferSolInstruction({ source, destination: address(to), amount: lamports }),
  ])
}

/**
 * G-06: an unsigned SPL transfer from `from`'s associated token account to `to`'s, creating the receiver's
 * account when it does not exist yet (paid by the sender, idempotent).
 */
export async function tokenTransfer(from: string, to: string, token: TokenTransfer, lifetime: Lifetime) {
  const owner = createNoopSigner(address(from))
  const mint = address(token.mint)
  const tokenProgram = token.tokenProgram ? address(token.tokenProgram) : TOKEN_PROGRAM_ADDRESS
  const [source] = await findAssociatedTokenPda({ owner: owner.address, mint, tokenProgram })
  const [destination] = await findAssociatedTokenPda({ owner: address(to), mint, tokenProgram })
  return unsignedWire(owner.address, lifetime, [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: owner,
      ata: destination,
      owner: address(to),
      mint,
      tokenProgram,
    }),
    getTransferCheckedInstruction(
      { source, mint, destination, authority: owner, amount: token.amount, decimals: token.decimals },
      { programAddress: tokenProgram },
    ),
  ])
}

/** Base58 text of a signature's bytes (a transaction id). */
export const base58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)

/** Base64 text of wire bytes, for `sendTransaction`. */
export const base64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

/** The bytes of base58 text (a signature or key a wallet returned). */
export const fromBase58 = (text: string): Uint8Array => new Uint8Array(getBase58Encoder().encode(text))

/** The bytes of base64 text (a wire transaction a wallet returned). */
export const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * `wire` (a transaction in wire format) with `signature` in `signer`'s slot; throws when `signer` is not among
 * its required signers.
 */
export function withSignature(wire: Uint8Array, signer: string, signature: Uint8Array): Uint8Array {
  const transaction = getTransactionDecoder().decode(wire)
  if (!(signer in transaction.signatures)) {
    throw new InvalidWalletResponseError(
      `Wallet returned a signature for a transaction ${signer} does not sign`,
    )
  }
  const signed = { ...transaction, signatures: { ...transaction.signatures, [signer]: signature } }
  return new Uint8Array(getTransactionEncoder().encode(signed as typeof transaction))
}

import {
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import type { SolanaDevnet } from '../../src/index.js'

/** `@solana/kit` clients of a running devnet Solana, and a helper that signs, sends and confirms. */
export function solanaClient(devnet: SolanaDevnet) {
  const rpc = createSolanaRpc(devnet.rpcUrl)
  const rpcSubscriptions = createSolanaRpcSubscriptions(devnet.wsUrl)
  const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })

  /** Builds and signs a transaction paid by `payer` holding `instructions`. */
  async function signed(payer: KeyPairSigner, instructions: Instruction[]) {
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    )
    return signTransactionMessageWithSigners(message)
  }

  /** Sends and waits for confirmation through `signatureSubscribe`; returns the signature. */
  async function send(payer: KeyPairSigner, instructions: Instruction[]) {
    const transaction = await signed(payer, instructions)
    await sendAndConfirm(transaction as Parameters<typeof sendAndConfirm>[0], { commitment: 'confirmed' })
    return getSignatureFromTransaction(transaction)
  }

  /** Posts a raw JSON-RPC body and returns the parsed answer (for malformed-input tests). */
  async function post(body: string) {
    const response = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    return response.json() as Promise<{
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    }>
  }

  return { rpc, rpcSubscriptions, signed, send, post, wire: getBase64EncodedWireTransaction }
}

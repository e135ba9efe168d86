import { getBase64Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit'
import { LAMPORTS_PER_SIGNATURE, SOLANA_DEVNET_VERSION } from '../constants.js'
import { integerParam } from '../params.js'
import { invalidParams } from '../rpcError.js'
import { type MethodHandler, withContext } from './context.js'

/** Slots per epoch the devnet reports (mainnet's value; the devnet never leaves epoch 0 in practice). */
const SLOTS_PER_EPOCH = 432_000n

/** Cluster-wide methods: slots, blockhashes, fees, rent, version. */
export const clusterMethods: Record<string, MethodHandler> = {
  getHealth: () => 'ok',
  getVersion: () => SOLANA_DEVNET_VERSION,
  getGenesisHash: (_params, { genesisHash }) => genesisHash,
  getSlot: (_params, { chain }) => chain.slot,
  getBlockHeight: (_params, { chain }) => chain.slot,
  getEpochInfo: (_params, { chain }) => ({
    absoluteSlot: chain.slot,
    blockHeight: chain.slot,
    epoch: chain.slot / SLOTS_PER_EPOCH,
    slotIndex: chain.slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: chain.transactionCount,
  }),
  getLatestBlockhash: (_params, { chain }) => withContext(chain, chain.latestBlockhash()),
  isBlockhashValid: (params, { chain }) => {
    if (typeof params[0] !== 'string') throw invalidParams('blockhash must be a base58 string')
    return withContext(chain, chain.isBlockhashValid(params[0]))
  },
  getMinimumBalanceForRentExemption: (params, { chain }) =>
    chain.svm.minimumBalanceForRentExemption(integerParam(params[0], 'data length', 10_485_760n)),
  getFeeForMessage: (params, { chain }) => {
    if (typeof params[0] !== 'string') throw invalidParams('message must be a base64 string')
    let signers: number
    try {
      const bytes = getBase64Encoder().encode(params[0])
      signers = getCompiledTransactionMessageDecoder().decode(bytes).header.numSignerAccounts
    } catch (error) {
      throw invalidParams(`message is not a transaction message: ${(error as Error).message}`)
    }
    return withContext(chain, LAMPORTS_PER_SIGNATURE * BigInt(signers))
  },
}

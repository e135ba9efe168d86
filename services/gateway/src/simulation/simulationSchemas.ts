import { EIP155_ADDRESS_PATTERN } from '@portico/core'

/** Most calls one simulation runs (an EIP-5792 batch call by call). */
export const MAX_SIMULATION_CALLS = 10
/** Longest call data accepted, in bytes. */
export const MAX_SIMULATION_DATA_BYTES = 32_768
/** How long a simulation may take on the node before it is answered as timed out. */
export const SIMULATION_TIMEOUT_MS = 5_000

const quantity = { type: 'string', pattern: '^0x[0-9a-fA-F]{1,64}$' } as const

/** `POST /v1/simulate`'s body: the chain, the account that would send, and its calls in order. */
export const simulateBodySchema = {
  type: 'object',
  required: ['chainId', 'account', 'calls'],
  additionalProperties: false,
  properties: {
    chainId: { type: 'string', pattern: '^eip155:[0-9]{1,20}$', description: 'CAIP-2 chain id' },
    account: { type: 'string', pattern: EIP155_ADDRESS_PATTERN, description: 'The sending account' },
    calls: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_SIMULATION_CALLS,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          to: { type: 'string', pattern: EIP155_ADDRESS_PATTERN },
          data: {
            type: 'string',
            pattern: '^0x([0-9a-fA-F]{2})*$',
            maxLength: 2 + 2 * MAX_SIMULATION_DATA_BYTES,
          },
          value: quantity,
        },
      },
    },
  },
} as const

const balanceChangeSchema = {
  type: 'object',
  required: ['standard', 'asset', 'symbol', 'decimals', 'delta'],
  properties: {
    standard: { type: 'string', enum: ['native', 'erc20', 'erc721'] },
    asset: { type: 'string', description: "'native' or the token contract" },
    symbol: { type: 'string' },
    decimals: { type: 'integer' },
    delta: { type: 'string', description: 'Signed decimal amount in whole units (NFTs: a count)' },
    tokenIds: { type: 'array', items: { type: 'string' } },
  },
} as const

/** The answer: how it was simulated, whether it reverts (and why), and the account's balance changes. */
export const simulateResponseSchema = {
  type: 'object',
  required: ['status', 'method', 'calls', 'balanceChanges'],
  properties: {
    status: { type: 'string', enum: ['success', 'reverted', 'failed'] },
    method: { type: 'string', enum: ['eth_simulateV1', 'eth_call'] },
    reason: { type: 'string' },
    balanceChangesKnown: { type: 'boolean' },
    calls: {
      type: 'array',
      items: {
        type: 'object',
        required: ['status'],
        properties: {
          status: { type: 'string', enum: ['success', 'reverted'] },
          reason: { type: 'string' },
        },
      },
    },
    balanceChanges: { type: 'array', items: balanceChangeSchema },
    noCode: {
      type: 'array',
      items: { type: 'string' },
      description: 'Addresses called with data that hold no contract (lowercase)',
    },
  },
} as const

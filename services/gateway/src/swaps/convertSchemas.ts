import { EIP155_ADDRESS_OR_CAIP10_PATTERN, EIP155_CAIP10_PATTERN } from '@portico/core'
import { clientQueryProperties } from '../http/schemas.js'
import { CHAIN_ID_PATTERN } from '../rpc/rpcRoutes.js'

/** A token as the convert API names it: CAIP-10 `eip155:<chain>:0x…` (`0xeeee…` for the native currency). */
export const CAIP10_TOKEN_PATTERN = EIP155_CAIP10_PATTERN
/** The user: a CAIP-10 or a plain EVM address. */
export const USER_ADDRESS_PATTERN = EIP155_ADDRESS_OR_CAIP10_PATTERN
/** An amount in the token's smallest unit: digits only (no sign, no decimals, at most a uint256). */
export const AMOUNT_PATTERN = '^[0-9]{1,78}$'

const token = (description: string) =>
  ({ type: 'string', pattern: CAIP10_TOKEN_PATTERN, description }) as const
export const userAddressSchema = {
  type: 'string',
  pattern: USER_ADDRESS_PATTERN,
  description: 'The user (CAIP-10 or 0x address)',
} as const
export const amountSchema = {
  type: 'string',
  pattern: AMOUNT_PATTERN,
  description: 'Amount sold, in the smallest unit of the token',
} as const
export const fromSchema = token('Token sold (CAIP-10; 0xeeee… for the native currency)')
export const toSchema = token('Token bought (CAIP-10; 0xeeee… for the native currency)')

/** Query string with a CAIP-2 `chainId` only (tokens, gas-price). */
export const chainQuerySchema = {
  type: 'object',
  required: ['chainId'],
  properties: { ...clientQueryProperties, chainId: { type: 'string', pattern: CHAIN_ID_PATTERN } },
} as const

/** JSON schema of an unsigned transaction the convert API builds. */
export const builtTxSchema = {
  type: 'object',
  required: ['tx'],
  properties: {
    tx: {
      type: 'object',
      required: ['from', 'to', 'data', 'eip155'],
      properties: {
        from: { type: 'string' },
        to: { type: 'string' },
        data: { type: 'string' },
        value: { type: 'string' },
        amount: { type: 'string' },
        toAmount: { type: 'string' },
        toAmountMin: { type: 'string' },
        eip155: {
          type: 'object',
          required: ['gas', 'gasPrice'],
          properties: { gas: { type: 'string' }, gasPrice: { type: 'string' } },
        },
      },
    },
  },
} as const

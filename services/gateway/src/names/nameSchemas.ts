import { ACCOUNT_NAME_MAX_LENGTH, EIP155_ADDRESS_PATTERN } from '@portico/core'
import { clientQueryProperties } from '../http/schemas.js'

/** Longest full name in a path (label, dot, zone). */
export const MAX_FULL_NAME_LENGTH = ACCOUNT_NAME_MAX_LENGTH + 1 + 200

/** U-12 record: addresses by coin type, attributes, and when it was registered and last changed. */
export const nameRecordSchema = {
  type: 'object',
  required: ['name', 'registered', 'updated', 'addresses', 'attributes'],
  properties: {
    name: { type: 'string' },
    registered: { type: 'string', description: 'ISO time of registration' },
    updated: { type: 'string', description: 'ISO time of the last change' },
    addresses: {
      type: 'object',
      description: 'Coin type (ENSIP-11) → address',
      additionalProperties: {
        type: 'object',
        required: ['address', 'created'],
        properties: { address: { type: 'string' }, created: { type: 'string' } },
      },
    },
    attributes: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const

export const profileQuerySchema = {
  type: 'object',
  properties: {
    ...clientQueryProperties,
    apiVersion: {
      type: 'string',
      enum: ['1', '2'],
      description: 'Answer format (2: addresses by coin type)',
    },
    sender: { type: 'string', pattern: EIP155_ADDRESS_PATTERN, description: 'The connected address asking' },
  },
} as const

export const registerBodySchema = {
  type: 'object',
  required: ['coin_type', 'address', 'message', 'signature'],
  additionalProperties: false,
  properties: {
    coin_type: { type: 'integer', minimum: 0, maximum: 4_294_967_295, description: 'ENSIP-11 coin type' },
    address: { type: 'string', pattern: EIP155_ADDRESS_PATTERN },
    message: {
      type: 'string',
      minLength: 2,
      maxLength: 8192,
      description: 'JSON {name, attributes, timestamp}',
    },
    signature: {
      type: 'string',
      pattern: '^0x[0-9a-fA-F]*$',
      maxLength: 32_768,
      description: 'EIP-191 signature of message (EOA, ERC-1271 or ERC-6492)',
    },
  },
} as const

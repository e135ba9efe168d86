const quantity = {
  type: 'object',
  required: ['numeric', 'decimals'],
  properties: {
    numeric: { type: 'string', description: 'Exact amount in token units, e.g. "1.5"' },
    decimals: { type: 'integer' },
  },
} as const
const url = { type: 'object', required: ['url'], properties: { url: { type: 'string' } } } as const

/** JSON schema of one history transfer (U-03). */
export const transferSchema = {
  type: 'object',
  required: ['direction', 'quantity'],
  properties: {
    direction: { type: 'string', enum: ['in', 'out', 'self'] },
    quantity,
    fungible_info: {
      type: 'object',
      required: ['name', 'symbol', 'decimals', 'address'],
      properties: {
        name: { type: 'string' },
        symbol: { type: 'string' },
        decimals: { type: 'integer' },
        address: { type: 'string', description: "Token contract, or 'native'" },
        icon: url,
      },
    },
    nft_info: {
      type: 'object',
      required: ['name', 'tokenId', 'contract', 'flags'],
      properties: {
        name: { type: 'string' },
        tokenId: { type: 'string' },
        contract: { type: 'string' },
        content: { type: 'object', properties: { preview: url } },
        flags: { type: 'object', required: ['is_spam'], properties: { is_spam: { type: 'boolean' } } },
      },
    },
    value: { type: 'number', description: 'USD value; absent when no price is known' },
    price: { type: 'number', description: 'USD price; absent when no price is known' },
  },
} as const

/** JSON schema of one history transaction (U-03). */
export const transactionSchema = {
  type: 'object',
  required: ['id', 'metadata', 'transfers'],
  properties: {
    id: { type: 'string' },
    metadata: {
      type: 'object',
      required: ['operationType', 'hash', 'minedAt', 'sentFrom', 'sentTo', 'status', 'nonce', 'chain'],
      properties: {
        operationType: {
          type: 'string',
          description: 'send, receive, mint, burn, trade, approve, deploy or execute',
        },
        hash: { type: 'string' },
        minedAt: { type: 'string', description: 'ISO 8601' },
        sentFrom: { type: 'string' },
        sentTo: { type: 'string', description: 'Empty for a contract creation' },
        status: {
          type: 'string',
          enum: [
            'confirmed',
            'failed',
            'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
            'ONRAMP_TRANSACTION_STATUS_SUCCESS',
            'ONRAMP_TRANSACTION_STATUS_FAILED',
          ],
          description: "A transaction's outcome; with `onramp`, the purchase's status (J-15)",
        },
        nonce: { type: 'integer' },
        chain: { type: 'string', description: 'CAIP-2 chain id' },
        fee: {
          type: 'object',
          required: ['quantity', 'symbol'],
          properties: { quantity, symbol: { type: 'string' } },
        },
      },
    },
    transfers: { type: 'array', items: transferSchema },
  },
} as const

/** One parameter of an OpenAPI operation. */
export interface OperationParameter {
  name: string
  in: 'query' | 'path'
  required: boolean
  schema: JsonSchema
}

/** The JSON-schema subset the gateway's routes use. */
export interface JsonSchema {
  type?: string
  pattern?: string
  enum?: unknown[]
  minimum?: number
  minLength?: number
  default?: unknown
  required?: string[]
  properties?: Record<string, JsonSchema>
  anyOf?: JsonSchema[]
}

/** One route of the live `/openapi.json`, with values that pass its schema. */
export interface Operation {
  method: 'GET' | 'POST'
  /** OpenAPI path, e.g. `/getWalletImage/{id}`. */
  path: string
  parameters: OperationParameter[]
  /** The request body schema, when the route takes one. */
  body?: JsonSchema
}

/**
 * Valid values for parameters whose schema alone does not give one (a pattern). A new route with a
 * patterned parameter not named here makes the malformed-input test fail until a sample is added.
 */
const SAMPLES: Record<string, unknown> = {
  projectId: 'portico-dev',
  chainId: 'eip155:31337',
  id: 'metamask',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId: '1',
  email: 'ada@example.com',
  code: '123456',
  checkoutId: '00000000-0000-4000-8000-000000000000',
  purchaseCurrency: 'pUSD',
  paymentCurrency: 'USD',
  amount: '50',
  presetFiatAmount: '50',
  defaultNetwork: 'eip155:31337',
  destinationWallets: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
  refreshToken: `00000000-0000-0000-0000-000000000000.${'A'.repeat(43)}`,
  // The convert API (swaps): CAIP-10 tokens and user, amounts in the smallest unit.
  from: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  to: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenAddress: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  userAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  gasPrice: '1',
  name: 'alice',
  sender: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  message: '{}',
  // Social login (issue 12).
  provider: 'google',
  appOrigin: 'http://127.0.0.1:5173',
  flowKeyHash: 'A'.repeat(43),
  flowKey: 'A'.repeat(43),
  // Sign In With Farcaster (issue 12, F-20).
  channelToken: 'A'.repeat(43),
  state: 'portico-dev~unknown',
  callbackUrl: 'http://127.0.0.1:5174/social/callback?code=c&state=portico-dev~unknown',
  pci: `0x${'11'.repeat(32)}`,
  // The simulation (issue 25): a plain transfer of 1 wei from account 0.
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  calls: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }],
  signature: `0x${'00'.repeat(65)}`,
  // ENS CCIP-Read (issue 15): resolve(dns('alice.portico.test'), addr(namehash('alice.portico.test'))).
  data: '0x9061b92300000000000000000000000000000000000000000000000000000000000000400000000000000000000000000000000000000000000000000000000000000080000000000000000000000000000000000000000000000000000000000000001405616c69636507706f727469636f04746573740000000000000000000000000000000000000000000000000000000000000000000000000000000000000000243b3b57de4bb9f0707b22d1321eb6f90f4cab7081d279cea7667a5bc5372d7dbdd42a9e5c00000000000000000000000000000000000000000000000000000000',
}

/** A value of `schema` that its own checks accept (for building a valid baseline request). */
export function sampleFor(name: string, schema: JsonSchema): unknown {
  if (name in SAMPLES) return SAMPLES[name]
  if (schema.default !== undefined) return schema.default
  if (schema.enum?.length) return schema.enum[0]
  if (schema.anyOf?.[0]) return sampleFor(name, schema.anyOf[0])
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return true
    case 'array':
      return []
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const key of schema.required ?? []) out[key] = sampleFor(key, schema.properties?.[key] ?? {})
      return out
    }
    default: {
      const value = 'x'.repeat(Math.max(1, schema.minLength ?? 1))
      if (schema.pattern && !new RegExp(schema.pattern).test(value)) {
        throw new Error(`No sample for parameter "${name}" (pattern ${schema.pattern}); add one to SAMPLES`)
      }
      return value
    }
  }
}

/** Lists every operation of an OpenAPI 3 document. */
export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const out: Operation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as {
        parameters?: OperationParameter[]
        requestBody?: { content?: Record<string, { schema: JsonSchema }> }
      }
      const body = op.requestBody?.content?.['application/json']?.schema
      out.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: op.parameters ?? [],
        ...(body ? { body } : {}),
      })
    }
  }
  return out
}

/** Builds `path?query` for `op`, with `overrides` (raw, already encoded) replacing or adding values. */
export function urlFor(op: Operation, overrides: { path?: Record<string, string>; query?: string[] } = {}) {
  let path = op.path
  const query: string[] = []
  for (const p of op.parameters) {
    if (p.in === 'path') {
      const value = overrides.path?.[p.name] ?? encodeURIComponent(String(sampleFor(p.name, p.schema)))
      path = path.replace(`{${p.name}}`, value)
    } else if (p.required || p.name === 'projectId') {
      query.push(`${p.name}=${encodeURIComponent(String(sampleFor(p.name, p.schema)))}`)
    }
  }
  const replaced = new Set((overrides.query ?? []).map((q) => q.split(/[=[]/)[0]))
  const all = [...query.filter((q) => !replaced.has(q.split('=')[0])), ...(overrides.query ?? [])]
  return all.length ? `${path}?${all.join('&')}` : path
}

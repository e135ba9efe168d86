/** What the wallet does instead of answering a request normally. */
export type RuleKind = 'reject' | 'garbage'

type Rule = { kind: RuleKind; method: string | undefined }

/**
 * One-shot test controls: "reject the next request (of this method)" and "answer garbage to the next
 * request (of this method)". Each rule applies once, in the order the test added them.
 */
export class NextRules {
  readonly #rules: Rule[] = []

  add(kind: RuleKind, method?: string): void {
    if (method !== undefined && (typeof method !== 'string' || method === '')) {
      throw new Error('method must be a non-empty string when given')
    }
    this.#rules.push({ kind, method })
  }

  /** Removes and returns the first rule that applies to `method`. */
  take(method: string): RuleKind | undefined {
    const index = this.#rules.findIndex((rule) => rule.method === undefined || rule.method === method)
    if (index === -1) return undefined
    const [rule] = this.#rules.splice(index, 1)
    return rule?.kind
  }

  clear(): void {
    this.#rules.length = 0
  }
}

/**
 * A malformed answer shaped like the real one, so a caller's validation (not its type checks) is what
 * catches it: an address list with a non-address, a non-numeric chain id, a non-hex signature or hash.
 */
export function garbageAnswer(method: string): unknown {
  switch (method) {
    case 'eth_requestAccounts':
    case 'eth_accounts':
      return ['0xnot-an-address']
    case 'eth_chainId':
      return 'banana'
    case 'personal_sign':
    case 'eth_signTypedData_v4':
      return 'not-a-signature'
    case 'eth_sendTransaction':
      return '0x1234'
    case 'eth_getBalance':
      return 'lots'
    default:
      return { garbage: true }
  }
}

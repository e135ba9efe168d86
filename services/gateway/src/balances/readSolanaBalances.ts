import { callUpstream, type Forwarded } from '../rpc/proxy.js'
import type { TokenInfo } from '../tokens/devnetManifest.js'
import { type ChainBalances, UpstreamError } from './readBalances.js'

/** The SPL Token and Token-2022 programs, whose accounts hold SPL balances. */
export const SOLANA_TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** The native currency of every `solana:` chain (D-02: SOL, 9 decimals). */
export const SOLANA_NATIVE_CURRENCY = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** JSON-RPC id of the lamports read; token program `i` has id `i + 1`. */
const LAMPORTS_ID = 0

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** `{ mint, amount }` of one `jsonParsed` token account, or undefined when it is not one. */
function tokenAmount(entry: unknown): { mint: string; amount: bigint } | undefined {
  const data = isObject(entry) && isObject(entry.account) ? entry.account.data : undefined
  const info = isObject(data) && isObject(data.parsed) ? data.parsed.info : undefined
  if (!isObject(info) || typeof info.mint !== 'string' || !isObject(info.tokenAmount)) return undefined
  const amount = info.tokenAmount.amount
  return typeof amount === 'string' && /^[0-9]{1,20}$/.test(amount)
    ? { mint: info.mint, amount: BigInt(amount) }
    : undefined
}

/**
 * Reads the lamports (`getBalance`) and the SPL token accounts (`getTokenAccountsByOwner`, `jsonParsed`, per
 * token program) of `owner`, in one JSON-RPC batch, and sums the amounts of each listed mint.
 * @throws {UpstreamError} when the node is down, times out or the lamports read fails.
 */
export async function readSolanaBalances(
  rpcUrl: string,
  owner: string,
  mints: readonly TokenInfo[],
  timeoutMs: number,
): Promise<ChainBalances> {
  const batch: Forwarded[] = [
    { jsonrpc: '2.0', id: LAMPORTS_ID, method: 'getBalance', params: [owner, { commitment: 'confirmed' }] },
    ...SOLANA_TOKEN_PROGRAMS.map(
      (programId, i): Forwarded => ({
        jsonrpc: '2.0',
        id: i + 1,
        method: 'getTokenAccountsByOwner',
        params: [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
      }),
    ),
  ]
  const answers = await callUpstream(rpcUrl, batch, timeoutMs)
  if (!(answers instanceof Map)) throw new UpstreamError(answers.error)
  const lamports = (answers.get(LAMPORTS_ID)?.result as { value?: unknown } | undefined)?.value
  if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) {
    throw new UpstreamError('Upstream RPC did not return the SOL balance')
  }
  const byMint = new Map<string, bigint>()
  SOLANA_TOKEN_PROGRAMS.forEach((_, i) => {
    const value = (answers.get(i + 1)?.result as { value?: unknown } | undefined)?.value
    for (const entry of Array.isArray(value) ? value : []) {
      const token = tokenAmount(entry)
      if (token) byMint.set(token.mint, (byMint.get(token.mint) ?? 0n) + token.amount)
    }
  })
  return { native: BigInt(lamports), tokens: mints.map((mint) => byMint.get(mint.address) ?? 0n) }
}

import { pad } from 'viem'
import { type ChainRpc, ChainRpcError, hexToBigInt } from '../indexer/chainRpc.js'
import { type BalanceChange, balanceChanges, type SimulatedLog } from './balanceChanges.js'
import { revertReason } from './revertReason.js'

/** One call to simulate, as the route takes it. */
export interface SimulatedCall {
  to?: string
  data?: string
  value?: string
}

/** The simulation's answer (the route's 200 body). */
export interface SimulationResult {
  status: 'success' | 'reverted' | 'failed'
  method: 'eth_simulateV1' | 'eth_call'
  /** Why it reverted (the first reverting call) or why it could not be simulated. */
  reason?: string
  /** False on the `eth_call` path, which sees no state changes: the list is then empty, not "no change". */
  balanceChangesKnown: boolean
  calls: { status: 'success' | 'reverted'; reason?: string }[]
  balanceChanges: BalanceChange[]
  /** Addresses called with data that hold no contract: the data does nothing there (a likely mistake or trick). */
  noCode: string[]
}

/**
 * Code put at {@link PROBE} for the simulation: returns `BALANCE(calldata[0:32])`. Called last in the simulated
 * block, it reads the account's native balance after its calls (`PUSH1 0 CALLDATALOAD BALANCE PUSH1 0 MSTORE
 * PUSH1 32 PUSH1 0 RETURN`).
 */
const PROBE_CODE = '0x6000353160005260206000f3'
/** An address with no key and no contract, where the probe's code lives during the simulation only. */
const PROBE = '0x00000000000000000000000000000000005e1b1a'

interface SimCallResult {
  status?: string
  returnData?: string
  logs?: SimulatedLog[]
  error?: { message?: string }
}

/** Whether the node lacks `eth_simulateV1` (its error says the method is unknown or unsupported). */
const unsupported = (error: string) =>
  /not (found|supported|available)|unknown method|does not exist/i.test(error)

/**
 * Simulates `calls` from `account` on the chain, in order, on the latest block: with `eth_simulateV1` (state
 * carried from call to call; native balance before and after, token changes from the Transfer logs), or, where
 * the node has no `eth_simulateV1`, each call with `eth_call` (revert status and reason only). A node that
 * fails or times out gives `status: 'failed'` with the reason, never an exception.
 */
export async function simulateCalls(
  rpc: ChainRpc,
  account: string,
  calls: SimulatedCall[],
  nativeSymbol = 'ETH',
): Promise<SimulationResult> {
  const txs = calls.map((c) => ({ from: account, ...c }))
  // Targets called with data: each is asked for its code, to say when there is no contract there.
  const targets = [
    ...new Set(
      calls.filter((c) => c.to && c.data && c.data !== '0x').map((c) => c.to?.toLowerCase() as string),
    ),
  ]
  try {
    const [before, simulated, ...codes] = await rpc.batch([
      { method: 'eth_getBalance', params: [account, 'latest'] },
      {
        method: 'eth_simulateV1',
        params: [
          {
            blockStateCalls: [
              {
                stateOverrides: { [PROBE]: { code: PROBE_CODE } },
                calls: [...txs, { from: account, to: PROBE, data: pad(account as `0x${string}`) }],
              },
            ],
            validation: false,
          },
          'latest',
        ],
      },
      ...targets.map((to) => ({ method: 'eth_getCode', params: [to, 'latest'] })),
    ])
    const noCode = targets.filter((_, i) => codes[i]?.ok && (codes[i] as { result: unknown }).result === '0x')
    if (!before?.ok) throw new ChainRpcError(before?.error ?? 'no balance')
    if (!simulated?.ok) {
      if (unsupported(simulated?.error ?? '')) return { ...(await callEach(rpc, txs)), noCode }
      throw new ChainRpcError(simulated?.error ?? 'no answer')
    }
    const block = (simulated.result as { calls?: SimCallResult[] }[])[0]
    const results = block?.calls ?? []
    const probe = results[txs.length]
    if (results.length !== txs.length + 1 || probe?.status !== '0x1') {
      throw new ChainRpcError('The node answered eth_simulateV1 without every call')
    }
    const after = hexToBigInt(probe.returnData, 'balance after')
    const perCall = results
      .slice(0, txs.length)
      .map((r) =>
        r.status === '0x1'
          ? { status: 'success' as const }
          : { status: 'reverted' as const, reason: revertReason(r.returnData, r.error?.message) },
      )
    const firstRevert = perCall.find((c) => c.status === 'reverted')
    const logs = results.slice(0, txs.length).flatMap((r) => r.logs ?? [])
    const delta = after - hexToBigInt(before.result, 'balance')
    return {
      status: firstRevert ? 'reverted' : 'success',
      method: 'eth_simulateV1',
      ...(firstRevert?.reason ? { reason: firstRevert.reason } : {}),
      balanceChangesKnown: true,
      calls: perCall,
      balanceChanges: await balanceChanges(rpc, { symbol: nativeSymbol, delta }, logs, account),
      noCode,
    }
  } catch (error) {
    return failed('eth_simulateV1', error)
  }
}

function failed(method: SimulationResult['method'], error: unknown): SimulationResult {
  const reason = error instanceof Error ? error.message : 'The simulation failed'
  return {
    status: 'failed',
    method,
    reason,
    balanceChangesKnown: false,
    calls: [],
    balanceChanges: [],
    noCode: [],
  }
}

/** The `eth_call` path: each call on its own against the latest state (no state carried between them). */
async function callEach(
  rpc: ChainRpc,
  txs: (SimulatedCall & { from: string })[],
): Promise<Omit<SimulationResult, 'noCode'>> {
  try {
    const answers = await rpc.batch(txs.map((tx) => ({ method: 'eth_call', params: [tx, 'latest'] })))
    const perCall = answers.map((a) =>
      a.ok ? { status: 'success' as const } : { status: 'reverted' as const, reason: a.error },
    )
    const firstRevert = perCall.find((c) => c.status === 'reverted')
    return {
      status: firstRevert ? 'reverted' : 'success',
      method: 'eth_call',
      ...(firstRevert?.reason ? { reason: firstRevert.reason } : {}),
      balanceChangesKnown: false,
      calls: perCall,
      balanceChanges: [],
    }
  } catch (error) {
    return failed('eth_call', error)
  }
}

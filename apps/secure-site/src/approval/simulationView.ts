import { paragraph, warningList } from './approvalDetails.js'

/** One call as the gateway's `POST /v1/simulate` takes it. */
interface SimCall {
  to?: string
  data?: string
  value?: string
}

/** One balance change of the gateway's answer. */
export interface SimulatedBalanceChange {
  standard: 'native' | 'erc20' | 'erc721'
  asset: string
  symbol: string
  decimals: number
  /** Signed decimal string in whole units (NFTs: a count). */
  delta: string
  tokenIds?: string[]
}

/** The gateway's simulation answer (services/gateway/src/simulation). */
export interface SimulationAnswer {
  status: 'success' | 'reverted' | 'failed'
  method: 'eth_simulateV1' | 'eth_call'
  reason?: string
  balanceChangesKnown?: boolean
  balanceChanges: SimulatedBalanceChange[]
  /** Addresses called with data that hold no contract. */
  noCode?: string[]
}

/** Said of a call with data to an address that holds no contract. */
export const noCodeWarning = (address: string) =>
  `${address} holds no contract: the call's data does nothing there. Check the address.`

/** How the view reaches the gateway: the secure site's gateway client's `post` (`gatewayCalls.ts`). */
export type SimulationPost = (path: string, body: unknown) => Promise<unknown>

const isHexString = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)

/** A call of the request in the route's shape, keeping only well-formed fields (the route checks them again). */
function simCall(call: unknown): SimCall | undefined {
  if (typeof call !== 'object' || call === null) return undefined
  const { to, data, value } = call as Record<string, unknown>
  return {
    ...(isHexString(to) && to.length === 42 ? { to } : {}),
    ...(isHexString(data) && data.length % 2 === 0 ? { data } : {}),
    ...(isHexString(value) && value.length > 2 ? { value } : {}),
  }
}

/** The calls a request would make: a transaction's one, or an EIP-5792 batch's, in order. */
export function callsOf(method: string, params: unknown): SimCall[] | undefined {
  const first = Array.isArray(params) ? params[0] : undefined
  const raw =
    method === 'eth_sendTransaction'
      ? [first]
      : method === 'wallet_sendCalls'
        ? (first as { calls?: unknown } | undefined)?.calls
        : undefined
  if (!Array.isArray(raw) || raw.length === 0) return undefined
  const calls = raw.map(simCall)
  return calls.every((c): c is SimCall => c !== undefined) ? calls : undefined
}

const STATUS_TEXT = {
  pending: 'Simulating the result on the network…',
  success: 'Simulated on the network: these are the changes to your balances (network fee not included).',
  none: 'Simulated on the network: no change to your balances (network fee not included).',
} as const

function changeItem(doc: Document, change: SimulatedBalanceChange): HTMLElement {
  const item = doc.createElement('li')
  item.setAttribute('data-testid', 'approve-balance-change')
  item.setAttribute('data-symbol', change.symbol)
  item.setAttribute('data-delta', change.delta)
  const ids = change.tokenIds?.length ? ` (#${change.tokenIds.join(', #')})` : ''
  item.textContent = `${change.delta} ${change.symbol}${ids}`
  return item
}

/**
 * The approval screen's simulation (issue 25 item 2): asks the gateway to simulate the transaction or batch
 * and lists the account's balance changes (`approve-balance-change`, with `data-symbol` and `data-delta`). A
 * revert is shown with its reason, and a simulation that failed or timed out is said to be so: the user may
 * still reject or approve. Resolves once the answer (or the failure) is on the screen.
 */
export async function showSimulation(
  doc: Document,
  container: HTMLElement,
  request: { method: string; params?: unknown },
  context: { chainId?: number; account?: string },
  post: SimulationPost,
): Promise<void> {
  const calls = callsOf(request.method, request.params)
  if (!calls || context.chainId === undefined || !context.account) return
  const section = doc.createElement('section')
  section.setAttribute('data-testid', 'approve-simulation')
  section.setAttribute('data-status', 'pending')
  const title = doc.createElement('h3')
  title.textContent = 'Balance changes'
  const status = paragraph(doc, STATUS_TEXT.pending, 'approve-simulation-status')
  section.append(title, status)
  container.append(section)
  let answer: SimulationAnswer
  try {
    answer = (await post('/v1/simulate', {
      chainId: `eip155:${context.chainId}`,
      account: context.account,
      calls,
    })) as SimulationAnswer
  } catch (error) {
    answer = {
      status: 'failed',
      method: 'eth_simulateV1',
      reason: (error as Error).message,
      balanceChanges: [],
    }
  }
  section.setAttribute('data-status', answer.status)
  section.append(...warningList(doc, (answer.noCode ?? []).map(noCodeWarning)))
  if (answer.status === 'failed') {
    status.setAttribute('role', 'alert')
    status.textContent = `The simulation could not run (${answer.reason ?? 'no reason given'}): the changes to your balances are unknown.`
    return
  }
  if (answer.status === 'reverted') {
    status.setAttribute('role', 'alert')
    status.textContent = `This would fail on the network: ${answer.reason ?? 'reverted without a reason'}. Approving it may still cost a network fee.`
    return
  }
  if (answer.balanceChangesKnown === false) {
    status.textContent = 'This would succeed; this network cannot tell the changes to your balances.'
    return
  }
  status.textContent = answer.balanceChanges.length ? STATUS_TEXT.success : STATUS_TEXT.none
  if (answer.balanceChanges.length) {
    const list = doc.createElement('ul')
    list.append(...answer.balanceChanges.map((change) => changeItem(doc, change)))
    section.append(list)
  }
}

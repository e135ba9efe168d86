import { anvil, anvilB, mainnet } from '@portico/core'
import { formatEther, hexToBigInt, isHex } from 'viem'
import { appMetadataFields, parseAppMetadata } from './appMetadata.js'
import { type DecodedField, decodeCall } from './decodeCall.js'
import { decodeTypedData, type TypedDataNode } from './decodeTypedData.js'

/** Who asks and for what: the origin as the frame verified it, the network, the account. */
export interface ApprovalContext {
  /** The embedding app's origin, as the frame learnt it (checked against the project's allow-list). */
  origin?: string
  chainId?: number
  account?: string
  /**
   * The app's metadata as the app stated it (A-17, the SYNC_DAPP_DATA payload, unchecked): shown, flagged as
   * unverified when its url is not the origin.
   */
  metadata?: unknown
}

/** Core's own networks (the devnet's chains and Ethereum): named on the screen instead of `eip155:<id>`. */
const NETWORKS = [mainnet, anvil, anvilB]

/** The network's name from core's list, with its CAIP-2 id; the id alone when the list does not know it. */
export function networkName(chainId: number): string {
  const network = NETWORKS.find((n) => n.id === chainId)
  return network ? `${network.name} (eip155:${chainId})` : `eip155:${chainId}`
}

/** A request as the details read it. */
interface Request {
  method: string
  params?: unknown
}

/** A field list; a field's `testId` goes on its value. */
export function fieldList(
  doc: Document,
  fields: (DecodedField & { testId?: string })[],
  testId?: string,
): HTMLElement {
  const list = doc.createElement('dl')
  if (testId) list.setAttribute('data-testid', testId)
  for (const { label, value, testId: valueId } of fields) {
    const term = doc.createElement('dt')
    term.textContent = label
    const detail = doc.createElement('dd')
    if (valueId) detail.setAttribute('data-testid', valueId)
    detail.textContent = value
    list.append(term, detail)
  }
  return list
}

export function paragraph(doc: Document, text: string, testId: string): HTMLElement {
  const p = doc.createElement('p')
  p.setAttribute('data-testid', testId)
  p.textContent = text
  return p
}

export function warningList(doc: Document, warnings: string[]): HTMLElement[] {
  return warnings.map((text) => {
    const p = paragraph(doc, text, 'approve-warning')
    p.setAttribute('role', 'alert')
    return p
  })
}

/** The raw request behind a disclosure: shown on demand, never hidden. */
function raw(doc: Document, label: string, text: string): HTMLElement {
  const disclosure = doc.createElement('details')
  disclosure.setAttribute('data-testid', 'approve-raw')
  const summary = doc.createElement('summary')
  summary.textContent = label
  const pre = doc.createElement('pre')
  pre.textContent = text
  disclosure.append(summary, pre)
  return disclosure
}

function treeList(doc: Document, nodes: TypedDataNode[]): HTMLElement {
  const list = doc.createElement('ul')
  for (const node of nodes) {
    const item = doc.createElement('li')
    item.textContent = node.children ? `${node.label}:` : `${node.label}: ${node.value}`
    if (node.children) item.append(treeList(doc, node.children))
    list.append(item)
  }
  return list
}

const first = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)

/**
 * One call (a transaction, or one call of a batch) as an `approve-call` element whose `data-kind` says what it
 * does: recipient and native value, the call in words, its warnings and the raw data behind a disclosure.
 */
function callDetails(doc: Document, tx: unknown): HTMLElement {
  if (typeof tx !== 'object' || tx === null) {
    const bad = paragraph(doc, 'The call is malformed.', 'approve-warning')
    bad.setAttribute('role', 'alert')
    return bad
  }
  const { to, value, data } = tx as Record<string, unknown>
  const wei = isHex(value) ? hexToBigInt(value) : 0n
  const call = decodeCall(data, wei)
  const element = doc.createElement('div')
  element.setAttribute('data-testid', 'approve-call')
  element.setAttribute('data-kind', call.kind)
  const fields: DecodedField[] = [
    { label: 'To', value: typeof to === 'string' ? to : 'a new contract (no recipient)' },
    { label: 'Value', value: `${formatEther(wei)} (native token)` },
  ]
  element.append(
    fieldList(doc, fields, 'approve-transaction'),
    paragraph(doc, call.summary, 'approve-call-summary'),
    ...(call.fields.length ? [fieldList(doc, call.fields, 'approve-call-fields')] : []),
    ...warningList(doc, call.warnings),
    ...(typeof data === 'string' && data !== '0x' ? [raw(doc, 'Raw call data', data)] : []),
  )
  return element
}

/** EIP-5792 `wallet_sendCalls`: the batch call by call, in order. */
function batchDetails(doc: Document, params: unknown): HTMLElement[] {
  const calls = (first(params) as { calls?: unknown } | undefined)?.calls
  if (!Array.isArray(calls) || calls.length === 0) {
    return warningList(doc, ['The batch holds no calls.'])
  }
  return [
    paragraph(doc, `A batch of ${calls.length} calls, run in this order:`, 'approve-batch'),
    ...calls.map((call) => callDetails(doc, call)),
  ]
}

function typedDataDetails(doc: Document, params: unknown, chainId?: number): HTMLElement[] {
  const data = Array.isArray(params) ? params[1] : undefined
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2)
  try {
    const decoded = decodeTypedData(data, chainId)
    return [
      fieldList(doc, decoded.domain, 'approve-domain'),
      ...(decoded.permit
        ? [
            paragraph(doc, decoded.permit.summary, 'approve-permit'),
            fieldList(doc, decoded.permit.fields, 'approve-permit-fields'),
          ]
        : []),
      ...warningList(doc, decoded.warnings),
      paragraph(doc, decoded.primaryType, 'approve-primary-type'),
      treeList(doc, decoded.message),
      raw(doc, 'Raw typed data', text ?? ''),
    ]
  } catch (error) {
    return [...warningList(doc, [(error as Error).message]), raw(doc, 'Raw typed data', text ?? '')]
  }
}

/**
 * The approval screen's details (issue 25 item 1), as DOM built with `textContent` only: who asks (origin,
 * network, account), then the transaction or typed data in words with the raw data behind a disclosure. This
 * module and its decoders load only with an approval (`approvalScreen.ts` imports it on demand).
 */
export function approvalDetails(doc: Document, request: Request, context: ApprovalContext): HTMLElement {
  const section = doc.createElement('div')
  section.setAttribute('data-testid', 'approve-details')
  const app = appMetadataFields(parseAppMetadata(context.metadata), context.origin)
  section.append(
    fieldList(
      doc,
      [
        ...app.fields,
        { label: 'Origin', value: context.origin ?? 'unknown origin', testId: 'approve-origin' },
        {
          label: 'Network',
          value: context.chainId === undefined ? 'unknown' : networkName(context.chainId),
          testId: 'approve-network',
        },
        { label: 'Account', value: context.account ?? 'unknown' },
      ],
      'approve-context',
    ),
    ...warningList(doc, app.warnings),
  )
  if (app.icon) section.prepend(app.icon(doc))
  if (request.method === 'eth_sendTransaction') section.append(callDetails(doc, first(request.params)))
  if (request.method === 'wallet_sendCalls') section.append(...batchDetails(doc, request.params))
  if (request.method === 'eth_signTypedData_v4') {
    section.append(...typedDataDetails(doc, request.params, context.chainId))
  }
  return section
}

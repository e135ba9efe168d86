import { formatEther, hexToBigInt, isHex } from 'viem'
import { type DecodedField, decodeCall } from './decodeCall.js'
import { decodeTypedData, type TypedDataNode } from './decodeTypedData.js'

/** Who asks and for what: the origin as the frame verified it, the network, the account. */
export interface ApprovalContext {
  /** The embedding app's origin, as the frame learnt it (checked against the project's allow-list). */
  origin?: string
  chainId?: number
  account?: string
}

/** A request as the details read it. */
interface Request {
  method: string
  params?: unknown
}

function fieldList(doc: Document, fields: DecodedField[], testId: string): HTMLElement {
  const list = doc.createElement('dl')
  list.setAttribute('data-testid', testId)
  for (const { label, value } of fields) {
    const term = doc.createElement('dt')
    term.textContent = label
    const detail = doc.createElement('dd')
    detail.textContent = value
    list.append(term, detail)
  }
  return list
}

function paragraph(doc: Document, text: string, testId: string): HTMLElement {
  const p = doc.createElement('p')
  p.setAttribute('data-testid', testId)
  p.textContent = text
  return p
}

function warningList(doc: Document, warnings: string[]): HTMLElement[] {
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

function transactionDetails(doc: Document, tx: unknown): HTMLElement[] {
  if (typeof tx !== 'object' || tx === null)
    return [paragraph(doc, 'The transaction is malformed.', 'approve-warning')]
  const { to, value, data } = tx as Record<string, unknown>
  const wei = isHex(value) ? hexToBigInt(value) : 0n
  const fields: DecodedField[] = [
    { label: 'To', value: typeof to === 'string' ? to : 'a new contract (no recipient)' },
    { label: 'Value', value: `${formatEther(wei)} (native token)` },
  ]
  const call = decodeCall(data)
  return [
    fieldList(doc, fields, 'approve-transaction'),
    paragraph(doc, call.summary, 'approve-call-summary'),
    ...(call.fields.length ? [fieldList(doc, call.fields, 'approve-call')] : []),
    ...warningList(doc, call.warnings),
    ...(typeof data === 'string' && data !== '0x' ? [raw(doc, 'Raw call data', data)] : []),
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
            fieldList(doc, decoded.permit.fields, 'approve-call'),
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
  const who: DecodedField[] = [
    { label: 'App', value: context.origin ?? 'unknown origin' },
    { label: 'Network', value: context.chainId === undefined ? 'unknown' : `eip155:${context.chainId}` },
    { label: 'Account', value: context.account ?? 'unknown' },
  ]
  section.append(fieldList(doc, who, 'approve-context'))
  if (request.method === 'eth_sendTransaction')
    section.append(...transactionDetails(doc, first(request.params)))
  if (request.method === 'eth_signTypedData_v4') {
    section.append(...typedDataDetails(doc, request.params, context.chainId))
  }
  return section
}

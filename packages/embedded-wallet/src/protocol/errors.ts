/**
 * The `{ code, message }` error of the frame protocol: every `<TYPE>_ERROR` payload has this shape. `code` is an
 * EIP-1193 provider code (4001, 4100, 4200, …) or a JSON-RPC one (-32602 for a request whose payload fails its
 * check); an error without a code is a plain failure the app shows by its message (F-04).
 */
export interface FrameErrorPayload {
  message: string
  code?: number
}

/** The codes the frame answers with (EIP-1193 and JSON-RPC 2.0). */
export const FrameErrorCodes = {
  /** EIP-1193: the user rejected the request on the secure site's screen. */
  USER_REJECTED: 4001,
  /** EIP-1193: the wallet does not authorise this request (for any app). */
  UNAUTHORIZED: 4100,
  /** EIP-1193: the wallet does not support the method. */
  UNSUPPORTED_METHOD: 4200,
  /** JSON-RPC 2.0: the request's payload fails its check (the handler never sees it). */
  INVALID_PARAMS: -32602,
} as const

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** F-04: an `_ERROR` payload as the app receives it: absent, or a record whose message and code are well typed. */
export function isFrameErrorPayload(v: unknown): v is Partial<FrameErrorPayload> | undefined {
  if (v === undefined) return true
  if (!isRecord(v)) return false
  if (v.message !== undefined && typeof v.message !== 'string') return false
  return v.code === undefined || Number.isInteger(v.code)
}

/** The `_ERROR` payload for a thrown value: its message, and its code when it carries an integer one. */
export function toFrameErrorPayload(error: unknown): FrameErrorPayload {
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' && Number.isInteger(code) ? { message, code } : { message }
}

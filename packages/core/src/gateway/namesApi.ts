import { BaseError } from '../errors/BaseError.js'
import { GatewayError } from '../errors/errors.js'
import { NameErrorMessages, serverReason } from '../names/nameMessages.js'
import type { GatewayClient } from './client.js'

/** L-09: one suggestion. */
export type NameSuggestion = { name: string; registered: boolean }
/** U-12: a registered name. */
export type NameRecord = {
  name: string
  addresses: Record<string, { address: string; created?: string }>
  attributes: Record<string, string>
}
/** U-15 body (L-04). */
export type RegisterNameBody = { coin_type: number; address: string; message: string; signature: string }

/** An error whose message is the spec's (L-06, L-08, L-09) or the gateway's reason. */
export class NameRequestError extends BaseError {
  override name = 'NameRequestError'
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, { category: 'API_ERROR' })
    // The views show the message as it is: the cause stays out of it.
    if (options?.cause !== undefined) this.cause = options.cause
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** Runs a call; any failure becomes a {@link NameRequestError} with the server's reason or `fallback`. */
async function named<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof NameRequestError) throw error
    const gatewayError = error instanceof GatewayError ? error : undefined
    const message = gatewayError ? serverReason(gatewayError.details, fallback) : fallback
    throw new NameRequestError(message, gatewayError?.status, { cause: error })
  }
}

/** The gateway's names endpoints (L-04, L-08..L-10, U-02), typed and validated; loaded with the names views. */
export function createNamesApi(gateway: Pick<GatewayClient, 'getJson' | 'postJson'>) {
  const enc = encodeURIComponent
  return {
    /** L-09: suggestions for a typed label, with the gateway's zone. */
    suggestions: (label: string, zone?: string) =>
      named(NameErrorMessages.SUGGESTIONS, async () => {
        const body = await gateway.getJson<unknown>(`v1/profile/suggestions/${enc(label)}`, { zone })
        if (!isObject(body) || !Array.isArray(body.suggestions))
          throw new BaseError('unexpected suggestions', { category: 'DATA_PARSING_ERROR' })
        const suggestions = body.suggestions.filter(
          (s): s is NameSuggestion =>
            isObject(s) && typeof s.name === 'string' && typeof s.registered === 'boolean',
        )
        return { suggestions, zone: typeof body.zone === 'string' ? body.zone : undefined }
      }),
    /** L-08: a name's record (`apiVersion=2`); rejects with 'Error resolving name' or the reason. */
    lookup: (name: string) =>
      named(NameErrorMessages.RESOLVING, async () => {
        const body = await gateway.getJson<unknown>(`v1/profile/account/${enc(name)}`, { apiVersion: 2 })
        if (!isObject(body) || !isObject(body.addresses))
          throw new BaseError('unexpected name record', { category: 'DATA_PARSING_ERROR' })
        return body as NameRecord
      }),
    /** L-10: the names an address holds. */
    reverse: (address: string, sender: string) =>
      named(NameErrorMessages.REVERSE, async () => {
        const body = await gateway.getJson<unknown>(`v1/profile/reverse/${enc(address)}`, {
          sender,
          apiVersion: 2,
        })
        return Array.isArray(body) ? (body.filter(isObject) as NameRecord[]) : []
      }),
    /** E-18: the address's name and avatar. */
    identity: (address: string, sender: string) =>
      named(NameErrorMessages.RESOLVING, async () => {
        const body = await gateway.getJson<unknown>(`v1/identity/${enc(address)}`, { sender })
        const field = (v: unknown) => (typeof v === 'string' && v ? v : undefined)
        return isObject(body) ? { name: field(body.name), avatar: field(body.avatar) } : {}
      }),
    /** L-04: registers; rejects with the gateway's reason or 'Error registering name <name>'. */
    register: (body: RegisterNameBody, name: string) =>
      named(`${NameErrorMessages.REGISTERING} ${name}`, () =>
        gateway.postJson<unknown>('v1/profile/account', body),
      ),
  }
}

export type NamesApi = ReturnType<typeof createNamesApi>

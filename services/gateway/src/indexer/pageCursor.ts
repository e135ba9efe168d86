/** Longest cursor accepted. */
export const MAX_CURSOR_LENGTH = 200

/**
 * An opaque page cursor: base64url of a JSON array of the last row's sort key. `isKey` checks the decoded
 * array's shape; a cursor that is not one gives undefined (the route answers 400 naming `cursor`).
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url')
}

/** Decodes a cursor made by {@link encodeCursor}; undefined when it is malformed or fails `isKey`. */
export function decodeCursor<K>(raw: string, isKey: (v: unknown) => v is K): K | undefined {
  if (raw.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
    return isKey(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** A non-negative safe integer. */
export const isIndex = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0
/** A CAIP-2 chain id. */
export const isChainId = (v: unknown): v is string =>
  typeof v === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(v)

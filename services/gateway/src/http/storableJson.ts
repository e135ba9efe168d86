/** Lone UTF-16 surrogates, which PostgreSQL text and jsonb refuse. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Makes a string storable in PostgreSQL: drops NUL characters, replaces lone surrogates with U+FFFD. */
export const storableText = (s: string): string => s.replace(/\0/g, '').replace(LONE_SURROGATE, '\ufffd')

/** Deep copy of a JSON value with every string (keys too) made {@link storableText}. */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value)
  if (Array.isArray(value)) return value.map(storableJson)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableJson(v)]))
  }
  return value
}

/** True when a JSON value nests deeper than `max` levels (checked without recursion). */
export function exceedsDepth(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [v, depth] = stack.pop()!
    if (!v || typeof v !== 'object') continue
    if (depth >= max) return true
    for (const child of Object.values(v)) stack.push([child, depth + 1])
  }
  return false
}

/** Keys in a JSON value at every nesting level, counting up to `stopAt` (checked without recursion). */
export function countKeys(value: unknown, stopAt: number): number {
  let count = 0
  const stack: unknown[] = [value]
  while (stack.length && count < stopAt) {
    const v = stack.pop()
    if (!v || typeof v !== 'object') continue
    if (!Array.isArray(v)) count += Object.keys(v).length
    for (const child of Object.values(v)) stack.push(child)
  }
  return count
}

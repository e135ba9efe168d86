import { accountNameLabel, accountNameProblem } from '@portico/core'
import { ApiError } from '../http/errors.js'
import { NAME_MESSAGE_MAX_AGE_SEC, NAME_MESSAGE_MAX_SKEW_SEC } from './namesConfig.js'

/** Most attributes a name may carry. */
const MAX_ATTRIBUTES = 10
/** Longest attribute key and value, in characters. */
const MAX_ATTRIBUTE_KEY_LENGTH = 32
const MAX_ATTRIBUTE_VALUE_LENGTH = 512
const ATTRIBUTE_KEY = /^[a-zA-Z0-9_.-]+$/

/** L-03: the signed registration message, checked. */
export interface NameMessage {
  /** Full lower-case name with its zone. */
  name: string
  label: string
  attributes: Record<string, string>
  /** Seconds since the epoch. */
  timestamp: number
}

const bad = (message: string, field = 'body.message') =>
  new ApiError(400, 'INVALID_REGISTRATION', message, field)
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function parseAttributes(raw: unknown): Record<string, string> {
  if (raw === undefined) return {}
  if (!isObject(raw)) throw bad('message.attributes must be an object of strings')
  const entries = Object.entries(raw)
  if (entries.length > MAX_ATTRIBUTES)
    throw bad(`message.attributes may hold at most ${MAX_ATTRIBUTES} entries`)
  for (const [key, value] of entries) {
    if (key.length > MAX_ATTRIBUTE_KEY_LENGTH || !ATTRIBUTE_KEY.test(key))
      throw bad(
        `message.attributes has an invalid key ${JSON.stringify(key.slice(0, MAX_ATTRIBUTE_KEY_LENGTH))}`,
      )
    if (typeof value !== 'string' || value.length > MAX_ATTRIBUTE_VALUE_LENGTH)
      throw bad(
        `message.attributes.${key} must be a string of at most ${MAX_ATTRIBUTE_VALUE_LENGTH} characters`,
      )
  }
  return raw as Record<string, string>
}

/**
 * L-03, R-05: parses the signed message `{name, attributes, timestamp}` (timestamp in seconds): the name must
 * be in `zone` and follow R-05 (4 to 63 letters, digits and hyphens), the timestamp recent. Throws a 400
 * naming the problem.
 */
export function parseNameMessage(raw: string, zone: string, nowSec: number): NameMessage {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw bad('message must be a JSON object {name, attributes, timestamp}')
  }
  if (!isObject(parsed)) throw bad('message must be a JSON object {name, attributes, timestamp}')
  const { name, timestamp } = parsed
  if (typeof name !== 'string') throw bad('message.name must be a string')
  const label = accountNameLabel(name, zone)
  if (label === undefined) throw bad(`message.name must end with .${zone}`)
  const problem = accountNameProblem(label)
  if (problem) throw bad(problem)
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp))
    throw bad('message.timestamp must be an integer number of seconds')
  if (timestamp < nowSec - NAME_MESSAGE_MAX_AGE_SEC) throw bad('message.timestamp is too old; sign again')
  if (timestamp > nowSec + NAME_MESSAGE_MAX_SKEW_SEC) throw bad('message.timestamp is in the future')
  return { name: name.toLowerCase(), label, attributes: parseAttributes(parsed.attributes), timestamp }
}

/** R-05, L-07: the shortest account name (the label before the zone). */
export const ACCOUNT_NAME_MIN_LENGTH = 4
/** Ours: the longest account name, one DNS label (RFC 1035), so every name resolves through ENS and DNS. */
export const ACCOUNT_NAME_MAX_LENGTH = 63

/** L-07 (proposed) messages of the name input, verbatim; the gateway answers the same ones. */
export const AccountNameMessages = {
  TOO_SHORT: 'Name must be at least 4 characters long',
  INVALID_CHARACTERS: 'Can only contain letters, numbers and - characters',
  ALREADY_OWNED: 'You already own a name',
  /** Ours: beyond one DNS label. */
  TOO_LONG: `Name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters long`,
} as const

const LABEL_CHARACTERS = /^[a-zA-Z0-9-]*$/

/**
 * R-05, L-07: what is wrong with an account name (the label, without its zone), or undefined when it is
 * valid: letters, digits and hyphens, 4 to 63 characters.
 *
 * @example
 * accountNameProblem('ab-1') // undefined
 * accountNameProblem('ab_1') // 'Can only contain letters, numbers and - characters'
 */
export function accountNameProblem(label: string): string | undefined {
  if (!LABEL_CHARACTERS.test(label)) return AccountNameMessages.INVALID_CHARACTERS
  if (label.length < ACCOUNT_NAME_MIN_LENGTH) return AccountNameMessages.TOO_SHORT
  if (label.length > ACCOUNT_NAME_MAX_LENGTH) return AccountNameMessages.TOO_LONG
  return undefined
}

/** L-11: the full name of a label in a zone, lower-cased (`Alice` in `portico.test` → `alice.portico.test`). */
export const fullAccountName = (label: string, zone: string): string => `${label}.${zone}`.toLowerCase()

/** The label of a full name in `zone`, or undefined when the name is not in that zone. */
export function accountNameLabel(name: string, zone: string): string | undefined {
  const suffix = `.${zone.toLowerCase()}`
  const lower = name.toLowerCase()
  return lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : undefined
}

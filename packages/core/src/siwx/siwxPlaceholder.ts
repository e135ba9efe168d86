import { ValidationError } from '../errors/errors.js'

/**
 * M-07: the address placeholder of a sign-in message created before the embedded wallet's account is known.
 * The secure site puts the account's address in its place before it signs.
 */
export const SIWX_ACCOUNT_ADDRESS_PLACEHOLDER = '<<AccountAddress>>'

/**
 * M-07: `template` with the placeholder (which must be the whole second line, where CAIP-122 puts the
 * address) replaced by `address`.
 * @throws when the template does not hold the placeholder there.
 */
export function fillSiwxAccountAddress(template: string, address: string): string {
  const lines = template.split('\n')
  if (lines[1] !== SIWX_ACCOUNT_ADDRESS_PLACEHOLDER)
    throw new ValidationError(
      `the sign-in message must have ${SIWX_ACCOUNT_ADDRESS_PLACEHOLDER} as its second line`,
    )
  lines[1] = address
  return lines.join('\n')
}

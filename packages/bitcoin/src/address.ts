import { isBitcoinAddress, ValidationError } from '@portico/core'

export { isBitcoinAddress }

/** Throws a {@link ValidationError} naming `field` unless `value` is a Bitcoin address. */
export function assertBitcoinAddress(value: unknown, field: string): asserts value is string {
  if (!isBitcoinAddress(value)) throw new ValidationError(`Invalid ${field}: expected a Bitcoin address`)
}

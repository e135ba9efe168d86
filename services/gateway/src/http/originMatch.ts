// P-05's origin patterns live in core (pure), so the secure site checks an embedding app with the same rules.
export {
  isOriginAllowed,
  MAX_ORIGIN_PATTERN_LENGTH,
  originMatches,
  validateOriginPattern,
} from '@portico/core'

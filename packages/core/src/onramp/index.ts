/**
 * `@portico/core/onramp`: the on-ramp's pure helpers and constants (J-01, J-02, J-05, J-13, J-14), for the
 * gateway and tests. Not re-exported from the package index: there they landed in the modal's first chunk
 * (docs/decisions.md); the modal reaches them through `portico.onramp()`.
 *
 * @module @portico/core/onramp
 */
export * from './onrampAmount.js'
export * from './onrampDefaults.js'
export type * from './onrampTypes.js'

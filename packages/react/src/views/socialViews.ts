/**
 * The social-login views in one lazy chunk (F-19, F-20): as separate chunks, the modules they share split
 * React's context and store hooks out of the first chunk (docs/decisions.md).
 */
export { ConnectingFarcasterView } from './ConnectingFarcaster.js'
export { ConnectingSocialView } from './ConnectingSocial.js'

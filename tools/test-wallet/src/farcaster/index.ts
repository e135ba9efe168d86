export { type FarcasterAppOptions, type FarcasterAppResult, signInWithFarcaster } from './farcasterApp.js'

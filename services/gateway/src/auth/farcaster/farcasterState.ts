/** A channel lives 10 minutes from its creation: time to scan the code and approve in the Farcaster app. */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60_000

/** The provider name a Farcaster account is stored under (auth_identities), with the fid as its subject. */
export const FARCASTER_PROVIDER = 'farcaster'

/** The Farcaster routes' error messages. */
export const FarcasterMessages = {
  ORIGIN_NOT_ALLOWED: 'appOrigin is not on the project allow-list',
  NO_TOKEN: 'The channel token is missing (Authorization: Bearer <channelToken>)',
  UNKNOWN_CHANNEL: 'This Farcaster sign-in channel is unknown, expired or already completed',
  FID_MISMATCH: 'fid is not the fid the signed message names',
  refused: (reason: string) => `The Farcaster sign-in was refused: ${reason.slice(0, 200)}`,
  UNREACHABLE: 'The Farcaster ID registry could not be read; try again',
  NOT_REDEEMABLE: 'This Farcaster sign-in cannot be completed; start again',
} as const

import type { EmbeddedConnector, EmbeddedLogin } from '@portico/core'

const never = () => new Promise<never>(() => undefined)

/**
 * An embedded connector (core's `EmbeddedConnector`) whose login steps a view test scripts: the given ones, and
 * steps that never answer for the rest. It stands for `@portico/embedded-wallet`'s connector (no secure site in
 * jsdom); the real connector, secure site and gateway run in the browser tests.
 */
export function embeddedConnector<L extends Partial<EmbeddedLogin>>(
  steps: L,
): EmbeddedConnector & { login: L } {
  const login: EmbeddedLogin = {
    connectEmail: never,
    connectOtp: never,
    openSocialPopup: () => true,
    connectSocial: never,
    storedSocialProvider: () => null,
    resumeSocial: never,
    getFarcasterUri: never,
    connectFarcaster: never,
    cancelFarcaster: () => undefined,
    user: () => undefined,
    updateEmail: never,
    updateEmailPrimaryOtp: never,
    updateEmailSecondaryOtp: never,
    ...steps,
  }
  return {
    id: 'AUTH',
    type: 'AUTH',
    name: 'Email',
    chain: 'eip155',
    login: login as EmbeddedLogin & L,
    register: () => () => undefined,
  }
}

import type { GatewayClient } from '../gateway/client.js'
import type { PorticoStorage } from '../storage/storage.js'
import type { CaipNetworkId } from '../types/network.js'
import { createSiwxMessage } from './siwxMessage.js'
import { type SiwxMessageOptions, siwxMessageData } from './siwxMessageDefaults.js'
import { createSiwxSessionStore } from './siwxSessionStore.js'
import type { SIWXConfig, SIWXSession } from './siwxTypes.js'

type SiwxGateway = Pick<GatewayClient, 'postJson' | 'getJsonWithHeaders'>
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * M-10: the built-in SIWX verified by the gateway (`siwx: true`): the nonce comes from the gateway, which
 * verifies the signed message (EVM, Solana, Bitcoin) and returns a session token; the app's server checks that
 * token with `GET /auth/v1/siwx/session`. Sessions survive a reload; each stored token is checked with the
 * gateway once per page load, so a revoked one asks again. Sign-in is required (cancel disconnects).
 */
export function createGatewaySiwx(
  gateway: SiwxGateway,
  storage: PorticoStorage,
  options: SiwxMessageOptions = {},
): SIWXConfig {
  const sessions = createSiwxSessionStore(storage)
  const checked = new Map<string, Promise<boolean>>()
  const stillLive = (token: string) => {
    let answer = checked.get(token)
    if (!answer) {
      answer = gateway.getJsonWithHeaders('auth/v1/siwx/session', bearer(token)).then(
        () => true,
        (error: { status?: number }) => error.status !== 401,
      )
      checked.set(token, answer)
    }
    return answer
  }
  const revoke = async (list: SIWXSession[]) => {
    await Promise.all(
      list.map((s) =>
        s.token
          ? gateway.postJson('auth/v1/siwx/revoke', {}, bearer(s.token)).catch(() => undefined)
          : undefined,
      ),
    )
  }
  return {
    async createMessage(input) {
      const { nonce } = await gateway.postJson<{ nonce: string }>('auth/v1/siwx/nonce', {})
      return createSiwxMessage(siwxMessageData(input, nonce, Date.now(), options))
    },
    async addSession(session) {
      const { token } = await gateway.postJson<{ token: string }>('auth/v1/siwx/verify', {
        message: session.message,
        signature: session.signature,
      })
      checked.set(token, Promise.resolve(true))
      sessions.add({ ...session, token })
    },
    async revokeSession(chainId: CaipNetworkId, address: string) {
      await revoke(sessions.remove(chainId, address))
    },
    async setSessions(list) {
      const kept = new Set(list.map((s) => s.token))
      await revoke(sessions.all().filter((s) => !kept.has(s.token)))
      sessions.save(list)
    },
    async getSessions(chainId, address) {
      const found = sessions.find(chainId, address)
      const live = await Promise.all(
        found.map((s) => (s.token ? stillLive(s.token) : Promise.resolve(false))),
      )
      const dead = new Set(found.filter((_, i) => !live[i]).map((s) => s.token))
      if (dead.size) sessions.save(sessions.all().filter((s) => !dead.has(s.token)))
      return found.filter((_, i) => live[i])
    },
    getRequired: () => true,
    signOutOnDisconnect: true,
  }
}

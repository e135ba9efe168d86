import type { CaipNetwork, Eip1193Provider } from '@portico/core'
import { UNAUTHORIZED_CODE, USER_DISCONNECTED_CODE } from './constants.js'
import { initialChainId, sessionAddresses, sessionChainIds } from './namespaces.js'
import { ProviderRpcError, toProviderError } from './providerError.js'
import type { SignClient } from './sign/signClient.js'
import type { Session } from './sign/types.js'

type Listener = (...args: any[]) => void

/** The EIP-1193 provider over one WalletConnect session, plus the hooks the connector drives it with. */
export type SessionProvider = Required<Eip1193Provider> & {
  /** The live session, if any. */
  session(): Session | undefined
  /** Adopts a session (after approval or restore); `chainId` defaults to the app's first granted chain. */
  adopt(session: Session, chainId?: number): void
  /** Forgets the session and emits `disconnect`. */
  end(message: string): void
}

const toHex = (id: number) => `0x${id.toString(16)}`

function parseChainParam(params: unknown): number {
  const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined
  const raw = first?.chainId
  const id = typeof raw === 'string' && /^0x[0-9a-fA-F]+$/.test(raw) ? Number.parseInt(raw, 16) : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new ProviderRpcError(-32602, 'Invalid params: expected [{ chainId: "0x…" }]')
  }
  return id
}

/**
 * Creates the session provider. Accounts and the chain id answer locally; `wallet_switchEthereumChain` to a
 * chain the session grants only changes the active chain; `wallet_revokePermissions` ends the session;
 * every other method goes to the wallet through the relay on the active chain.
 */
export function createSessionProvider(client: SignClient, networks: readonly CaipNetwork[]): SessionProvider {
  const listeners = new Map<string, Set<Listener>>()
  let current: Session | undefined
  let chainId: number | undefined

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        console.error('[portico] WalletConnect provider listener failed', error)
      }
    }
  }

  const setChain = (id: number) => {
    if (id === chainId) return
    chainId = id
    emit('chainChanged', toHex(id))
  }

  const live = (): Session => {
    if (!current) throw new ProviderRpcError(UNAUTHORIZED_CODE, 'No WalletConnect session')
    return current
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    const session = live()
    try {
      return await client.request({
        topic: session.topic,
        chainId: `eip155:${chainId}`,
        request: { method, params: params ?? [] },
      })
    } catch (error) {
      throw toProviderError(error)
    }
  }

  const provider: SessionProvider = {
    async request({ method, params }) {
      if (typeof method !== 'string' || method === '') throw new ProviderRpcError(-32602, 'Invalid method')
      switch (method) {
        case 'eth_accounts':
          return current ? sessionAddresses(current, chainId) : []
        case 'eth_requestAccounts':
          return sessionAddresses(live(), chainId)
        case 'eth_chainId':
          return toHex(chainId ?? Number(networks.find((n) => n.chainNamespace === 'eip155')?.id ?? 1))
        case 'wallet_revokePermissions':
          await disconnectSession()
          return null
        case 'wallet_switchEthereumChain': {
          const target = parseChainParam(params)
          if (!sessionChainIds(live()).includes(target)) await forward(method, params)
          setChain(target)
          return null
        }
        default:
          return forward(method, params)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    session: () => current,
    approvedChainIds: () => (current ? sessionChainIds(current) : []),
    adopt(session, preferred) {
      current = session
      const granted = sessionChainIds(session)
      chainId = preferred && granted.includes(preferred) ? preferred : initialChainId(session, networks)
    },
    end(message) {
      if (!current) return
      current = undefined
      emit('disconnect', new ProviderRpcError(USER_DISCONNECTED_CODE, message))
    },
  }

  async function disconnectSession() {
    const session = current
    if (!session) return
    provider.end('User disconnected.')
    try {
      await client.disconnect({
        topic: session.topic,
        reason: { code: USER_DISCONNECTED_CODE, message: 'User disconnected.' },
      })
    } catch (error) {
      console.warn('[portico] the wallet could not be told about the disconnect', error)
    }
  }

  const isCurrent = (topic: string) => current?.topic === topic
  client.on('session_event', ({ topic, params }) => {
    if (!isCurrent(topic)) return
    const { name, data } = params.event
    if (name === 'chainChanged') {
      const id = typeof data === 'string' && data.startsWith('0x') ? Number.parseInt(data, 16) : Number(data)
      if (Number.isSafeInteger(id) && id > 0) setChain(id)
    } else if (name === 'accountsChanged' && Array.isArray(data)) {
      emit(
        'accountsChanged',
        data.map((a) => String(a).split(':').at(-1)),
      )
    }
  })
  client.on('session_update', ({ topic }) => {
    if (!isCurrent(topic)) return
    const updated = client.store.session(topic)
    if (!updated) return
    current = updated
    emit('accountsChanged', sessionAddresses(current, chainId))
  })
  client.on('session_extend', ({ topic }) => {
    if (isCurrent(topic)) current = client.store.session(topic) ?? current
  })
  client.on('session_delete', ({ topic }) => {
    if (isCurrent(topic)) provider.end('The wallet ended the session.')
  })
  client.on('session_expire', ({ topic }) => {
    if (isCurrent(topic)) provider.end('The session expired.')
  })

  return provider
}

import { type Address, numberToHex } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { ErrorCodes, TEST_WALLET_MNEMONIC, USER_REJECTED_MESSAGE } from './constants.js'
import { ProviderEvents } from './emitter.js'
import { forwardRpc } from './jsonRpc.js'
import { garbageAnswer, NextRules } from './nextRules.js'
import { addressParam, chainIdParam, invalidParams, paramList, rpcUrlParam } from './params.js'
import { ProviderRpcError } from './providerError.js'
import { sendTransaction } from './sendTransaction.js'
import { signPersonalMessage, signTypedDataV4 } from './signRequests.js'

/** The part of the wallet that survives a page reload in the browser build. */
export type TestWalletState = {
  connected: boolean
  chainId: number
  accountIndex: number
  /** Chain id → RPC URL, including chains added with `wallet_addEthereumChain`. */
  chains: Record<number, string>
}

export type CreateTestWalletOptions = {
  /** Chain id → RPC URL of every chain the wallet knows at start. At least one. */
  chains: Record<number, string>
  /** Active chain at start; defaults to the first of `chains`. */
  chainId?: number
  /** Index of the mnemonic account to use (default 0). */
  accountIndex?: number
  /** Start already authorised, as a wallet the user approved earlier (default false). */
  connected?: boolean
  /** Called after every change of {@link TestWalletState} (the browser build persists it). */
  onStateChange?: (state: TestWalletState) => void
}

/** A request the wallet received, kept for assertions. */
export type RecordedRequest = { method: string; params: unknown }

/** An EIP-1193 provider with real keys, plus controls for tests. */
export type TestWallet = {
  readonly isPorticoTestWallet: true
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: any[]) => void): void
  removeListener(event: string, listener: (...args: any[]) => void): void
  /** Rejects the next request (of `method`, when given) with EIP-1193 error 4001. */
  rejectNext(method?: string): void
  /** Answers the next request (of `method`, when given) with a malformed result. */
  garbageNext(method?: string): void
  /** Switches to another mnemonic account; emits `accountsChanged` when connected. */
  setAccount(index: number): void
  /** Emits a provider event as the wallet would (`accountsChanged`, `chainChanged`, `disconnect`, …). */
  emit(event: string, payload?: unknown): void
  getState(): TestWalletState
  readonly address: Address
  readonly requests: readonly RecordedRequest[]
}

/** Signing and account methods the wallet must never forward to a node (the node would sign itself). */
const NEVER_FORWARDED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_coinbase',
])

/**
 * Creates the test wallet: signs with the development mnemonic and forwards reads to the active chain.
 *
 * @example
 * const wallet = createTestWallet({ chains: { 31337: 'http://127.0.0.1:8545' } })
 * await wallet.request({ method: 'eth_requestAccounts' })
 */
export function createTestWallet(options: CreateTestWalletOptions): TestWallet {
  const chains: Record<number, string> = {}
  for (const [id, url] of Object.entries(options.chains ?? {})) {
    chains[chainIdParam(numberToHex(Number(id)))] = rpcUrlParam(url)
  }
  const firstChain = Number(Object.keys(chains)[0])
  if (!firstChain) throw new Error('createTestWallet needs at least one chain')
  const state: TestWalletState = {
    connected: options.connected ?? false,
    chainId: options.chainId ?? firstChain,
    accountIndex: options.accountIndex ?? 0,
    chains,
  }
  if (!chains[state.chainId]) throw new Error(`chainId ${state.chainId} is not one of the chains`)
  const accounts = new Map<number, HDAccount>()
  const accountAt = (index: number): HDAccount => {
    let account = accounts.get(index)
    if (!account) {
      account = mnemonicToAccount(TEST_WALLET_MNEMONIC, { addressIndex: index })
      accounts.set(index, account)
    }
    return account
  }
  const events = new ProviderEvents()
  const rules = new NextRules()
  const requests: RecordedRequest[] = []
  const changed = () => options.onStateChange?.(structuredClone(state))
  const account = () => accountAt(state.accountIndex)
  const rpcUrl = () => state.chains[state.chainId] as string

  const requireConnected = (method: string) => {
    if (!state.connected) {
      throw new ProviderRpcError(ErrorCodes.UNAUTHORIZED, `${method}: the user has not authorised this site`)
    }
  }
  const requireOwnAddress = (value: unknown) => {
    if (addressParam(value, 'address') !== account().address)
      invalidParams('address is not the connected account')
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        if (!state.connected) {
          state.connected = true
          changed()
          events.emit('connect', { chainId: numberToHex(state.chainId) })
          events.emit('accountsChanged', [account().address])
        }
        return [account().address]
      case 'eth_accounts':
        return state.connected ? [account().address] : []
      case 'eth_chainId':
        return numberToHex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'personal_sign': {
        requireConnected(method)
        const [data, address] = paramList(method, params, 2)
        requireOwnAddress(address)
        return signPersonalMessage(account(), data)
      }
      case 'eth_signTypedData_v4': {
        requireConnected(method)
        const [address, typedData] = paramList(method, params, 2)
        requireOwnAddress(address)
        return signTypedDataV4(account(), typedData)
      }
      case 'eth_sendTransaction': {
        requireConnected(method)
        const [tx] = paramList(method, params, 1)
        return sendTransaction(account(), rpcUrl(), tx)
      }
      case 'wallet_switchEthereumChain': {
        const [target] = paramList(method, params, 1)
        const chainId = chainIdParam((target as { chainId?: unknown } | null)?.chainId)
        if (!state.chains[chainId]) {
          throw new ProviderRpcError(
            ErrorCodes.UNRECOGNIZED_CHAIN,
            `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        }
        if (chainId !== state.chainId) {
          state.chainId = chainId
          changed()
          events.emit('chainChanged', numberToHex(chainId))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const [chain] = paramList(method, params, 1)
        const { chainId, rpcUrls } = (chain ?? {}) as { chainId?: unknown; rpcUrls?: unknown }
        const id = chainIdParam(chainId)
        if (!Array.isArray(rpcUrls) || rpcUrls.length === 0)
          invalidParams('rpcUrls must be a non-empty array')
        state.chains[id] = rpcUrlParam(rpcUrls[0])
        changed()
        return null
      }
      case 'wallet_revokePermissions':
        if (state.connected) {
          state.connected = false
          changed()
          events.emit('accountsChanged', [])
        }
        return null
      default:
        if (method.startsWith('eth_') && !NEVER_FORWARDED.has(method))
          return forwardRpc(rpcUrl(), method, params)
        throw new ProviderRpcError(
          ErrorCodes.UNSUPPORTED_METHOD,
          `The test wallet does not support ${method}`,
        )
    }
  }

  return {
    isPorticoTestWallet: true,
    async request(args) {
      if (
        typeof args !== 'object' ||
        args === null ||
        typeof args.method !== 'string' ||
        args.method === ''
      ) {
        throw new ProviderRpcError(ErrorCodes.INVALID_PARAMS, 'request expects { method: string, params? }')
      }
      const { method, params } = args
      requests.push({ method, params })
      const rule = rules.take(method)
      if (rule === 'reject') throw new ProviderRpcError(ErrorCodes.USER_REJECTED, USER_REJECTED_MESSAGE)
      if (rule === 'garbage') return garbageAnswer(method)
      return handle(method, params)
    },
    on: (event, listener) => events.on(event, listener),
    removeListener: (event, listener) => events.removeListener(event, listener),
    rejectNext: (method) => rules.add('reject', method),
    garbageNext: (method) => rules.add('garbage', method),
    setAccount(index) {
      if (!Number.isInteger(index) || index < 0)
        throw new Error('account index must be a non-negative integer')
      if (index === state.accountIndex) return
      state.accountIndex = index
      changed()
      if (state.connected) events.emit('accountsChanged', [account().address])
    },
    emit: (event, payload) => events.emit(event, payload),
    getState: () => structuredClone(state),
    get address() {
      return account().address
    },
    requests,
  }
}

import {
  InvalidWalletResponseError,
  ValidationError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
} from '@portico/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { isBitcoinAddress } from './address.js'
import { BITCOIN_NAMESPACE, PAYMENT_PURPOSE, SATS_CONNECT_FEATURE } from './constants.js'

/** A WalletConnect bip122 `getAccountAddresses` entry (the WalletConnect Bitcoin RPC reference). */
export type AccountAddress = {
  address: string
  /** Hex, without 0x. */
  publicKey?: string
  /** Derivation path, e.g. `m/84'/0'/0'/0/0`. */
  path?: string
  /** `payment` or `ordinal`. */
  intention?: string
}

/** The session's bip122 accounts: each address with the CAIP-2 chains (`bip122:<ref>`) it is granted on. */
function grantedAccounts(connector: WalletConnectConnector): Map<string, string[]> {
  const granted = new Map<string, string[]>()
  for (const account of connector.accounts?.() ?? []) {
    const [namespace, reference, address] = account.split(':')
    if (namespace !== BITCOIN_NAMESPACE || !reference || !address || !isBitcoinAddress(address)) continue
    granted.set(address, [...(granted.get(address) ?? []), `${namespace}:${reference}`])
  }
  return granted
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const hexToBase64 = (hex: string): string => {
  let binary = ''
  for (let i = 0; i < hex.length; i += 2)
    binary += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16))
  return btoa(binary)
}

/** A WalletConnect signature: hex without 0x per the bip122 reference; base64 (as some wallets send) kept. */
function signatureBase64(answer: unknown): string {
  const signature = isObject(answer) ? answer.signature : undefined
  if (typeof signature === 'string' && signature.length > 0) {
    const hex = signature.replace(/^0x/, '')
    if (/^([0-9a-f]{2})+$/i.test(hex)) return hexToBase64(hex)
    if (/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return signature
  }
  throw new InvalidWalletResponseError('Wallet returned no message signature')
}

/** A `getAccountAddresses` answer, checked: an array of entries with a Bitcoin address each. */
export function accountAddresses(answer: unknown): AccountAddress[] {
  if (!Array.isArray(answer)) throw new InvalidWalletResponseError('Wallet returned no address list')
  return answer.map((entry, index) => {
    if (!isObject(entry) || !isBitcoinAddress(entry.address)) {
      throw new InvalidWalletResponseError(`Wallet returned an invalid address at index ${index}`)
    }
    const out: AccountAddress = { address: entry.address as string }
    for (const field of ['publicKey', 'path', 'intention'] as const) {
      if (typeof entry[field] === 'string') out[field] = entry[field] as string
    }
    return out
  })
}

/**
 * O-01: a WalletConnect session's bip122 accounts as a wallet-standard wallet with a sats-connect provider,
 * so the Bitcoin adapter signs through them as through an injected wallet. Each sats-connect call becomes the
 * WalletConnect bip122 method (the WalletConnect Bitcoin RPC reference):
 *
 * - `getAccounts` answers the session's accounts as payment accounts (no request);
 * - `signMessage { address, message, protocol: 'BIP322' | 'ECDSA' }` is `signMessage { account, address,
 *   message, protocol: 'bip322' | 'ecdsa' }`; the wallet's hex signature is returned in base64, as
 *   sats-connect wallets answer (the BIP-322 witness, or the BIP-137 65 bytes);
 * - `sendTransfer { recipients: [one] }` is `sendTransfer { account, recipientAddress, amount }` (satoshis as a
 *   decimal string); WalletConnect transfers go to a single recipient;
 * - `signPsbt { psbt, signInputs: { address: [index] }, broadcast }` is `signPsbt { account, psbt, signInputs:
 *   [{ address, index }], broadcast }`;
 * - `getAccountAddresses { intentions? }` is passed on;
 * - `wallet_renouncePermissions` ends the session.
 */
export function walletConnectBitcoinWallet(connector: WalletConnectConnector): Wallet {
  const accounts = (): WalletAccount[] =>
    [...grantedAccounts(connector)].map(([address, chains]) => ({
      address,
      publicKey: new Uint8Array(),
      chains: chains as `${string}:${string}`[],
      features: [SATS_CONNECT_FEATURE],
    }))
  /** The account's first granted chain, and the account itself (the session's first when none is named). */
  const target = (address?: unknown): { account: string; chainId: string } => {
    const granted = grantedAccounts(connector)
    const account = typeof address === 'string' ? address : [...granted.keys()][0]
    const chainId = account ? granted.get(account)?.[0] : undefined
    if (!account || !chainId) {
      throw new ValidationError(`The WalletConnect session grants no bip122 account ${account ?? ''}`.trim())
    }
    return { account, chainId }
  }
  const call = (chainId: string, method: string, params: unknown) => {
    if (!connector.requestIn) {
      throw new ValidationError('This WalletConnect connector makes no requests outside eip155')
    }
    return connector.requestIn(chainId, { method, params })
  }

  const methods: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = {
    getAccounts: async () =>
      [...grantedAccounts(connector).keys()].map((address) => ({ address, purpose: PAYMENT_PURPOSE })),
    signMessage: async ({ address, message, protocol }) => {
      const { account, chainId } = target(address)
      const answer = await call(chainId, 'signMessage', {
        account,
        address: account,
        message,
        protocol: String(protocol ?? 'ECDSA').toLowerCase(),
      })
      return { address: account, signature: signatureBase64(answer), protocol }
    },
    sendTransfer: async ({ recipients }) => {
      if (!Array.isArray(recipients) || recipients.length !== 1 || !isObject(recipients[0])) {
        throw new ValidationError('A WalletConnect transfer goes to exactly one recipient')
      }
      const { address, amount } = recipients[0]
      const { account, chainId } = target()
      const answer = await call(chainId, 'sendTransfer', {
        account,
        recipientAddress: address,
        amount: String(amount),
      })
      return { txid: isObject(answer) ? answer.txid : undefined }
    },
    signPsbt: async ({ psbt, signInputs, broadcast }) => {
      const { account, chainId } = target()
      const inputs = Object.entries(isObject(signInputs) ? signInputs : {}).flatMap(([address, indexes]) =>
        (Array.isArray(indexes) ? indexes : []).map((index) => ({ address, index })),
      )
      return call(chainId, 'signPsbt', { account, psbt, signInputs: inputs, broadcast: broadcast === true })
    },
    getAccountAddresses: async ({ intentions }) => {
      const { account, chainId } = target()
      const answer = await call(chainId, 'getAccountAddresses', {
        account,
        ...(Array.isArray(intentions) ? { intentions } : {}),
      })
      return accountAddresses(answer)
    },
    wallet_renouncePermissions: async () => {
      await connector.disconnect()
      return true
    },
  }

  /** sats-connect's `request`: `{ status: 'success', result }` or `{ status: 'error', error: { code, message } }`. */
  async function request(method: string, params?: unknown): Promise<unknown> {
    const run = methods[method]
    if (!run) return { status: 'error', error: { code: -32601, message: `WalletConnect has no ${method}` } }
    try {
      return { status: 'success', result: await run(isObject(params) ? params : {}) }
    } catch (error) {
      // The adapter turns an error answer into its error: 4001 a rejection, any other the message.
      const { code, message } = isObject(error) ? error : {}
      return {
        status: 'error',
        error: {
          code: typeof code === 'number' ? code : -32603,
          message: typeof message === 'string' ? message : String(error),
        },
      }
    }
  }

  return {
    version: '1.0.0',
    name: WALLET_CONNECT_CONNECTOR_ID,
    // Never shown: the dialog shows WalletConnect's own row; wallet-standard requires an icon.
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
    get chains() {
      return [...new Set(accounts().flatMap((a) => a.chains))]
    },
    get accounts() {
      return accounts()
    },
    features: { [SATS_CONNECT_FEATURE]: { provider: { request } } },
  }
}

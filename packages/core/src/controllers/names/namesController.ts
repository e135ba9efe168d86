import { IDENTITY_CACHE_MS, NAMES_NAMESPACES } from '../../constants.js'
import { BaseError } from '../../errors/BaseError.js'
import { createNamesApi, NameRequestError, type NameSuggestion } from '../../gateway/namesApi.js'
import { fullAccountName } from '../../names/accountNameRules.js'
import { coinTypeForChainId } from '../../names/coinType.js'
import { NameErrorMessages } from '../../names/nameMessages.js'
import { patchAccountState } from '../../stores/chains.js'
import { activeAccount } from '../account/activeAccount.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'

/** What the name input shows for a typed label (L-07, L-09). */
export type NameAvailability = { suggestions: NameSuggestion[]; registered: boolean; name: string }

/**
 * REQUIREMENTS L and E-17, E-18: name suggestions and availability, registration signed by the connected
 * wallet, name resolution, and the account's profile name. A lazy chunk, loaded with the names views.
 */
export function createNamesController(ctx: CoreContext, deps: { notifications: NotificationController }) {
  const api = createNamesApi(ctx.gateway)
  /** The gateway's zone, learnt from its suggestions answer. */
  let zone: string | undefined
  const identityCache = new Map<string, { at: number; name?: string; avatar?: string }>()

  async function zoneOf(label: string): Promise<string> {
    zone ??= (await api.suggestions(label)).zone
    if (!zone) throw new NameRequestError(NameErrorMessages.SUGGESTIONS, undefined)
    return zone
  }

  /** L-09: suggestions for a label; the typed name's own state tells whether it is registered. */
  async function checkName(label: string): Promise<NameAvailability> {
    const answer = await api.suggestions(label, zone)
    zone ??= answer.zone
    const name = fullAccountName(label, zone ?? '')
    const typed = answer.suggestions.find((s) => s.name === name)
    // L-09 proposed: the typed name is not repeated among the suggestions when it is registered.
    return {
      name,
      registered: typed?.registered ?? false,
      suggestions: answer.suggestions.filter((s) => s !== typed),
    }
  }

  /**
   * L-02..L-06: signs `{name, attributes, timestamp}` with the connected wallet, registers it, sets the
   * profile name and shows RegisterAccountNameSuccess; on failure goes back to RegisterAccountName and shows the
   * gateway's reason or 'Error registering name <name>'.
   */
  async function registerName(label: string): Promise<void> {
    const { activeCaipNetwork } = ctx.chains.getState()
    if (!activeCaipNetwork) throw new BaseError(NameErrorMessages.NETWORK_NOT_FOUND)
    const active = activeAccount(ctx)
    if (!active?.connectorId) throw new BaseError(NameErrorMessages.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND)
    const name = fullAccountName(label, await zoneOf(label))
    const eventData = { isSmartAccount: active.isSmartAccount, ensName: name }
    ctx.events.emit({ type: 'REGISTER_NAME_INITIATED', data: eventData })
    const router = ctx.router.getState()
    router.pushTransactionStack({
      view: null,
      onCancel: () => ctx.router.getState().replace('RegisterAccountName'),
    })
    try {
      const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(ctx.now() / 1000) })
      const signature = await active.adapter.signMessage({
        connectorId: active.connectorId,
        address: active.address,
        message,
      })
      const coinType = coinTypeForChainId(Number(activeCaipNetwork.id))
      await api.register({ coin_type: coinType, address: active.address, message, signature }, name)
      patchAccountState(ctx.chains, active.namespace, { profileName: name })
      identityCache.set(active.address.toLowerCase(), { at: ctx.now(), name })
      ctx.events.emit({ type: 'REGISTER_NAME_SUCCESS', data: eventData })
      ctx.router.getState().replace('RegisterAccountNameSuccess')
    } catch (error) {
      const message =
        error instanceof NameRequestError ? error.message : `${NameErrorMessages.REGISTERING} ${name}`
      ctx.events.emit({ type: 'REGISTER_NAME_ERROR', data: { ...eventData, error: message } })
      ctx.router.getState().replace('RegisterAccountName')
      deps.notifications.showError(message)
      throw new NameRequestError(message, error instanceof NameRequestError ? error.status : undefined, {
        cause: error,
      })
    } finally {
      ctx.router.getState().popTransactionStack()
    }
  }

  /** L-08, G: the address a name resolves to for the active network (its coin type, else any). */
  async function resolveName(name: string): Promise<string | undefined> {
    const record = await api.lookup(name.trim().toLowerCase())
    const network = ctx.chains.getState().activeCaipNetwork
    const coinType =
      network?.chainNamespace === 'eip155' ? String(coinTypeForChainId(Number(network.id))) : ''
    return (record.addresses[coinType] ?? Object.values(record.addresses)[0])?.address
  }

  /**
   * E-17, E-18, L-10: the account's profile name and image. On an EVM mainnet the gateway's identity answers;
   * on a testnet (where E-17 skips identity) the operator's zone still names the account, through the reverse
   * lookup. Other namespaces clear them. Cached 5 min (T-05).
   */
  async function syncProfile(): Promise<void> {
    const active = activeAccount(ctx)
    if (!active) return
    if (!NAMES_NAMESPACES.includes(active.namespace)) {
      patchAccountState(ctx.chains, active.namespace, { profileName: undefined, profileImage: undefined })
      return
    }
    const key = active.address.toLowerCase()
    let entry = identityCache.get(key)
    if (!entry || ctx.now() - entry.at > IDENTITY_CACHE_MS) {
      const found = active.network.testnet
        ? { name: (await api.reverse(active.address, active.address))[0]?.name }
        : await api.identity(active.address, active.address)
      entry = { at: ctx.now(), ...found }
      identityCache.set(key, entry)
    }
    if (activeAccount(ctx)?.key !== active.key) return
    patchAccountState(ctx.chains, active.namespace, { profileName: entry.name, profileImage: entry.avatar })
  }

  return { checkName, registerName, resolveName, syncProfile }
}

export type NamesController = ReturnType<typeof createNamesController>

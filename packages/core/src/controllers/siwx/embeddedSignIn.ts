import { InvalidWalletResponseError } from '../../errors/errors.js'
import { parseSiwxMessage } from '../../siwx/siwxMessage.js'
import { fillSiwxAccountAddress, SIWX_ACCOUNT_ADDRESS_PLACEHOLDER } from '../../siwx/siwxPlaceholder.js'
import type { SIWXConfig, SIWXMessageData } from '../../siwx/siwxTypes.js'
import type { CaipNetwork } from '../../types/network.js'
import type { CoreContext } from '../context.js'

/** M-07: what the embedded wallet's connect returns when it was given a sign-in message. */
export interface EmbeddedSiwxSigned {
  /** The message with the account's address in place of the placeholder. */
  message: string
  signature: string
}

/** M-07: a sign-in message created up front, its address the placeholder. */
export interface EmbeddedSiwxRequest {
  message: string
  data: SIWXMessageData
  network: CaipNetwork
}

/** The EVM network the embedded wallet will connect on: the active one, else the eip155 chain's. */
function evmNetwork(ctx: CoreContext): CaipNetwork | undefined {
  const state = ctx.chains.getState()
  if (state.activeCaipNetwork?.chainNamespace === 'eip155') return state.activeCaipNetwork
  return (
    state.chains.eip155?.networkState.caipNetwork ??
    state.caipNetworks.find((n) => n.chainNamespace === 'eip155')
  )
}

/** M-07: creates the sign-in message with the address placeholder, or undefined off EVM. */
export async function prepareEmbeddedSiwx(
  ctx: CoreContext,
  siwx: SIWXConfig,
): Promise<EmbeddedSiwxRequest | undefined> {
  const network = evmNetwork(ctx)
  if (!network) return undefined
  const created = await siwx.createMessage({
    accountAddress: SIWX_ACCOUNT_ADDRESS_PLACEHOLDER,
    chainId: network.caipNetworkId,
  })
  const { toString: _text, ...data } = created
  return { message: created.toString(), data, network }
}

/**
 * M-07: stores what the secure site signed as a session, after checking that it signed our message with only
 * the address filled in.
 * @throws when the signed message differs from the one created, or the app's `addSession` refuses it.
 */
export async function completeEmbeddedSiwx(
  siwx: SIWXConfig,
  request: EmbeddedSiwxRequest,
  signed: EmbeddedSiwxSigned,
): Promise<void> {
  const { accountAddress } = parseSiwxMessage(signed.message)
  if (signed.message !== fillSiwxAccountAddress(request.message, accountAddress))
    throw new InvalidWalletResponseError(
      'The embedded wallet signed another sign-in message than the one it was given',
    )
  await siwx.addSession({
    data: { ...request.data, accountAddress },
    message: signed.message,
    signature: signed.signature,
  })
}

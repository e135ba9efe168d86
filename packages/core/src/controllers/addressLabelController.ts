import { addressLabelKey } from '../account/addressLabelKey.js'
import { BaseError } from '../errors/BaseError.js'
import { ValidationError } from '../errors/errors.js'
import { ErrorMessages } from '../errors/messages.js'
import { patchAccountState } from '../stores/chains.js'
import type { ChainNamespace } from '../types/network.js'
import type { CoreContext } from './context.js'

/** Longest label kept; the account header has room for about this much. */
const MAX_LABEL_LENGTH = 100

/** E-20: host-set labels that replace the truncated address in the account UI. */
export function createAddressLabelController(ctx: CoreContext) {
  /** Sets (`label` given) or removes the label of `address` on `namespace`, after validating both. */
  function update(address: string, namespace: ChainNamespace, label?: string) {
    const badLabel =
      label !== undefined && (typeof label !== 'string' || !label.trim() || label.length > MAX_LABEL_LENGTH)
    if (typeof address !== 'string' || !address.trim() || badLabel) {
      throw new ValidationError('Invalid address label', {
        details: `address and label must be non-empty strings, the label at most ${MAX_LABEL_LENGTH} characters`,
      })
    }
    const chain = ctx.chains.getState().chains[namespace]
    // S-40: an account prop set on a chain the app did not configure.
    if (!chain) throw new BaseError(ErrorMessages.CHAIN_REQUIRED_ACCOUNT_PROP, { details: String(namespace) })
    const key = addressLabelKey(namespace, address)
    const { [key]: _previous, ...others } = chain.accountState.addressLabels
    patchAccountState(ctx.chains, namespace, {
      addressLabels: label === undefined ? others : { ...others, [key]: label },
    })
  }

  return {
    /** Shows `label` instead of `address` (plain or CAIP) in the account UI of `namespace`. */
    addAddressLabel: (address: string, label: string, namespace: ChainNamespace) =>
      update(address, namespace, label),
    /** Removes the label of `address`; the account UI shows the address again. */
    removeAddressLabel: (address: string, namespace: ChainNamespace) => update(address, namespace),
  }
}
